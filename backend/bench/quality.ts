import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import { corpusGleu } from './gleu';
import { detokenize, tokenize } from './ptb';

/**
 * Quality runner over any tokenised parallel corpus: `<dir>/<split>.src` and `<dir>/<split>.ref0..N`.
 * Detokenises each source, enhances it with the local engine (no options: grammar and spelling), retokenises
 * and scores GLEU. Then reads the hand-checked sample (bench/jfleg-dev-sample.tsv) and reports edit precision.
 */
export interface QualityReport {
  sentences: number;
  sourceGleu: number;
  gleu: number;
  changed: number;
  samplePrecision?: { edits: number; good: number; precision: number; stale: number };
  seconds: number;
}

function readLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export async function runQuality(dir: string, split = 'dev', samplePath?: string, outPath?: string): Promise<QualityReport> {
  const src = readLines(join(dir, `${split}.src`));
  const refs: string[][] = [];
  for (let r = 0; existsSync(join(dir, `${split}.ref${r}`)); r++) refs.push(readLines(join(dir, `${split}.ref${r}`)));
  const pool = new HarperPool({ size: 2 });
  const engine = new LocalWritingEngine(pool);
  const started = Date.now();
  try {
    const natural = src.map(detokenize);
    const outputs = await Promise.all(natural.map((s) => engine.enhance(s, {}).then((r) => r.text)));
    const hyps = outputs.map(tokenize);
    if (outPath) writeFileSync(outPath, outputs.join('\n') + '\n');
    const report: QualityReport = {
      sentences: src.length,
      sourceGleu: corpusGleu(src, refs, src).mean,
      gleu: corpusGleu(src, refs, hyps).mean,
      changed: outputs.filter((o, i) => o !== natural[i]).length,
      seconds: (Date.now() - started) / 1000,
    };
    if (samplePath && existsSync(samplePath)) {
      // id <TAB> verdicts (one letter per edit: g good, b bad) <TAB> source <TAB> output
      let edits = 0;
      let good = 0;
      let stale = 0;
      for (const line of readLines(samplePath).filter((l) => l && !l.startsWith('#'))) {
        const [id, verdicts, , output] = line.split('\t');
        if (outputs[Number(id)] !== output) stale++;
        edits += verdicts.length;
        good += [...verdicts].filter((v) => v === 'g').length;
      }
      report.samplePrecision = { edits, good, precision: good / edits, stale };
    }
    return report;
  } finally {
    await pool.close();
  }
}
