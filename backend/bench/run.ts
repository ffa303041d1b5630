/**
 * `make bench` / `npm run bench -w backend`: prints quality and speed figures (not tests).
 *   node dist/bench-build/bench/run.js [--corpus DIR] [--split dev] [--seconds 20] [--rounds 3] [--workers 2] [--only quality|speed]
 *     [--database-url postgres://…]  speed: the booted app's database (default: the embedded PGlite)
 *     [--seed-rows 1000000]  speed: processed_texts rows put in first, so GET /api/stats meets a grown table
 *     [--profile FILE]  speed: CPU profile of the server's main thread during each HTTP load
 *     [--lint-cache FILE]  quality: keep Harper's lints per text in FILE, to iterate on rules quickly
 *     [--out FILE]  quality: write the engine's output, one line per sentence
 */
import { cpus } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runQuality } from './quality';
import { formatRealworld, readRealworld, runRealworld } from './realworld';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import type { WritingOptions } from 'src/engines/writing/writing-engine';
import { runSpeed } from './speed';

const BACKEND = resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string', default: resolve(BACKEND, '..', '..', 'shared', 'data', 'jfleg-dev') },
      split: { type: 'string', default: 'dev' },
      // hand-checked samples: comma-separated paths (the seeded random draw, then the check of newer rules)
      sample: {
        type: 'string',
        default: [
          join(BACKEND, 'bench', 'jfleg-dev-sample.tsv'),
          join(BACKEND, 'bench', 'jfleg-dev-sample-new-rules.tsv'),
        ].join(','),
      },
      out: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      workers: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '3' },
      only: { type: 'string' },
      'lint-cache': { type: 'string' },
      'database-url': { type: 'string', default: '' },
      profile: { type: 'string' },
      'seed-rows': { type: 'string', default: '1000000' },
      realworld: {
        type: 'string',
        default: resolve(BACKEND, '..', '..', 'shared', 'data', 'realworld-dev', 'realworld-dev.jsonl'),
      },
      details: { type: 'boolean', default: false },
    },
  });
  const fmt = (n: number, d = 1) => n.toFixed(d);
  if (!values.only || values.only === 'quality') {
    const q = await runQuality(
      values.corpus!,
      values.split,
      values.sample!.split(',').filter(Boolean),
      values.out,
      values['lint-cache'],
    );
    console.log(`quality: ${values.corpus} (${values.split}, ${q.sentences} sentences, ${fmt(q.seconds)} s)`);
    console.log(`  GLEU source copy   ${fmt(q.sourceGleu, 2)}`);
    console.log(`  GLEU local engine  ${fmt(q.gleu, 2)}`);
    console.log(`  sentences changed  ${q.changed} of ${q.sentences}`);
    console.log(
      `  GLEU halves        ${fmt(q.halves[0], 2)} (first ${Math.floor(q.sentences / 2)}), ${fmt(q.halves[1], 2)} (second half)`,
    );
    for (const p of q.samplePrecision) {
      console.log(
        `  edit precision     ${fmt(100 * p.precision)} % (${p.good} of ${p.edits} edits judged good in ${p.sentences} hand-checked sentences, ${basename(p.path)}${p.stale ? `; ${p.stale} outputs differ from this run: re-check them` : ''})`,
      );
    }
  }
  if (!values.only || values.only === 'realworld') {
    const items = readRealworld(values.realworld!);
    if (!items.length) console.log(`realworld: ${values.realworld} not found, skipped`);
    else {
      const pool = new HarperPool({ size: 2 });
      const engine = new LocalWritingEngine(pool);
      try {
        const runs: [string, WritingOptions][] = [
          ['no option', {}],
          ['clarity ticked', { enhancements: ['clarity'] }],
        ];
        for (const [label, options] of runs) {
          const report = await runRealworld(engine, items, options, label);
          for (const line of formatRealworld(report)) console.log(line);
          if (values.details) for (const line of report.details) console.log(`    ${line}`);
        }
      } finally {
        await pool.close();
      }
    }
  }
  if (values.only !== 'quality' && values.only !== 'realworld') {
    const seconds = Number(values.seconds);
    const s = await runSpeed(join(values.corpus!, `${values.split}.src`), {
      seconds,
      workers: Number(values.workers),
      rounds: Number(values.rounds),
      databaseUrl: values['database-url'],
      profile: values.profile,
      seedRows: Number(values['seed-rows']),
    });
    const h = s.http;
    const pct = (x: number) => `${fmt(100 * x)} % of raw`;
    console.log(
      `speed: ${s.workers} workers on ${cpus().length} cores, ${s.rounds} rounds of ${seconds} s per measure, database ${s.database} holding ${s.seededRows.toLocaleString('en')} seeded rows, load average ${s.load[0]} → ${s.load[1]}`,
    );
    console.log(`  raw harper.js            ${fmt(s.rawWordsPerSecond, 0)} words/s (median of the rounds)`);
    console.log(
      `  local engine             ${fmt(s.engineWordsPerSecond, 0)} words/s, ${pct(s.engineRatio)} (median of the per-round ratios)`,
    );
    console.log(
      `  POST /api/process-text   ${fmt(s.httpWordsPerSecond, 0)} words/s, ${pct(s.httpRatio)} (median of the per-round ratios)`,
    );
    for (const [i, r] of s.perRound.entries()) {
      console.log(
        `    round ${i + 1}: raw ${fmt(r.raw.wall, 0)}, engine ${fmt(r.engine.wall, 0)}, HTTP ${fmt(r.http.wall, 0)} words/s (${pct(r.http.wall / r.raw.wall)}), load average ${r.load}`,
      );
    }
    console.log(
      `  per CPU second of the server process (what 2 dedicated cores would give, robust to the machine's other load):`,
    );
    console.log(
      `    raw ${fmt(s.rawWordsPerCpuSecond, 0)}, engine ${fmt(s.engineWordsPerCpuSecond, 0)}, HTTP ${fmt(s.httpWordsPerCpuSecond, 0)} words/CPU-s; HTTP ${pct(s.httpCpuRatio)}`,
    );
    console.log(
      `    main-thread CPU per text: raw ${fmt(s.mainMsPerText.raw)} ms, engine ${fmt(s.mainMsPerText.engine)} ms, HTTP ${fmt(s.mainMsPerText.http)} ms`,
    );
    console.log(
      `    ${h.requests} answers 2xx, ${h.non2xx} non-2xx, ${h.errors} errors/timeouts; latency p50 ${h.latencyP50} ms, p99 ${h.latencyP99} ms`,
    );
    console.log(
      `  GET /api/stats meanwhile p50 ${fmt(s.stats.p50)} ms, p90 ${fmt(s.stats.p90)} ms, p99 ${fmt(s.stats.p99)} ms, max ${fmt(s.stats.max)} ms (${s.stats.probes} probes)`,
    );
    console.log(`    slowest: ${s.stats.worst.join(', ')}`);
    console.log(
      `  event-loop lag under load p50 ${fmt(s.eventLoopLagP50Ms)} ms, p99 ${fmt(s.eventLoopLagP99Ms)} ms, max ${fmt(s.eventLoopLagMaxMs)} ms`,
    );
    console.log(`  RSS max ${fmt(s.rssMaxMb, 0)} MB (server process with its worker threads)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
