import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HarperPool, type RawLint } from 'src/engines/writing/harper/harper-pool';
import { LocalWritingEngine, type Linter } from 'src/engines/writing/local/local-writing-engine';
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
  /** GLEU of the first and the second half of the corpus (rules are developed on the first, checked on the second). */
  halves: [number, number];
  /** Edit precision in each hand-checked sample file. */
  samplePrecision: { path: string; sentences: number; edits: number; good: number; precision: number; stale: number }[];
  seconds: number;
}

function readLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * Harper's lints for a text depend only on the text and the linter configuration, so rule work can be
 * iterated on against a cache of them (`--lint-cache FILE`); a text missing from the cache is linted.
 */
class CachedLinter implements Linter {
  private readonly cache: Record<string, RawLint[]>;
  private dirty = false;

  private pool?: HarperPool;

  constructor(
    private readonly path?: string,
    private readonly shared?: Linter,
  ) {
    this.cache = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, RawLint[]>) : {};
  }

  async lint(text: string): Promise<RawLint[]> {
    const hit = this.path ? this.cache[text] : undefined;
    if (hit) return hit;
    const lints = await (this.shared ?? (this.pool ??= new HarperPool({ size: 2 }))).lint(text);
    if (this.path) {
      this.cache[text] = lints;
      this.dirty = true;
    }
    return lints;
  }

  async close(): Promise<void> {
    if (this.path && this.dirty) writeFileSync(this.path, JSON.stringify(this.cache));
    await this.pool?.close();
  }
}

export async function runQuality(
  dir: string,
  split = 'dev',
  samplePaths: string[] = [],
  outPath?: string,
  lintCache?: string,
  /** Only the first `limit` sentences (the bench test's tiny mode); default all. */
  limit?: number,
  /** Lint with this (a pool the caller owns and closes) instead of a pool of the runner's own. */
  shared?: Linter,
): Promise<QualityReport> {
  const src = readLines(join(dir, `${split}.src`)).slice(0, limit);
  const refs: string[][] = [];
  for (let r = 0; existsSync(join(dir, `${split}.ref${r}`)); r++)
    refs.push(readLines(join(dir, `${split}.ref${r}`)).slice(0, limit));
  const linter = new CachedLinter(lintCache, shared);
  const engine = new LocalWritingEngine(linter);
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
      halves: [0, 0],
      samplePrecision: [],
    };
    const half = Math.floor(src.length / 2);
    const part = (a: number, b: number) =>
      corpusGleu(
        src.slice(a, b),
        refs.map((r) => r.slice(a, b)),
        hyps.slice(a, b),
      ).mean;
    report.halves = [part(0, half), part(half, src.length)];
    for (const path of samplePaths.filter((p) => existsSync(p))) {
      // id <TAB> verdicts (one letter per edit: g good, b bad) <TAB> source <TAB> output
      let edits = 0;
      let good = 0;
      let stale = 0;
      const rows = readLines(path).filter((l) => l && !l.startsWith('#'));
      for (const line of rows) {
        const [id, verdicts, , output] = line.split('\t');
        if (Number(id) < outputs.length && outputs[Number(id)] !== output) stale++;
        edits += verdicts.length;
        good += [...verdicts].filter((v) => v === 'g').length;
      }
      report.samplePrecision.push({ path, sentences: rows.length, edits, good, precision: good / edits, stale });
    }
    return report;
  } finally {
    await linter.close();
  }
}
