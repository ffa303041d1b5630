/**
 * `make bench` / `npm run bench -w backend`: prints quality and speed figures (not tests).
 *   node dist/bench-build/bench/run.js [--corpus DIR] [--split dev] [--seconds 20] [--workers 2] [--only quality|speed]
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runQuality } from './quality';
import { runSpeed } from './speed';

const BACKEND = resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string', default: resolve(BACKEND, '..', '..', 'shared', 'data', 'jfleg-dev') },
      split: { type: 'string', default: 'dev' },
      sample: { type: 'string', default: join(BACKEND, 'bench', 'jfleg-dev-sample.tsv') },
      out: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      workers: { type: 'string', default: '2' },
      only: { type: 'string' },
    },
  });
  const fmt = (n: number, d = 1) => n.toFixed(d);
  if (values.only !== 'speed') {
    const q = await runQuality(values.corpus!, values.split, values.sample, values.out);
    console.log(`quality: ${values.corpus} (${values.split}, ${q.sentences} sentences, ${fmt(q.seconds)} s)`);
    console.log(`  GLEU source copy   ${fmt(q.sourceGleu, 2)}`);
    console.log(`  GLEU local engine  ${fmt(q.gleu, 2)}`);
    console.log(`  sentences changed  ${q.changed} of ${q.sentences}`);
    if (q.samplePrecision) {
      const s = q.samplePrecision;
      console.log(`  edit precision     ${fmt(100 * s.precision)} % (${s.good} of ${s.edits} edits judged good in the hand-checked sample${s.stale ? `; ${s.stale} sample outputs differ from this run: re-check them` : ''})`);
    }
  }
  if (values.only !== 'quality') {
    const seconds = Number(values.seconds);
    const s = await runSpeed(join(values.corpus!, `${values.split}.src`), seconds, Number(values.workers));
    const h = s.http;
    console.log(`speed: ${s.workers} workers, ${seconds} s per measure`);
    console.log(`  raw harper.js            ${fmt(s.rawWordsPerSecond, 0)} words/s`);
    console.log(`  local engine             ${fmt(s.engineWordsPerSecond, 0)} words/s (${fmt((100 * s.engineWordsPerSecond) / s.rawWordsPerSecond)} % of raw)`);
    console.log(`  POST /api/process-text   ${fmt(h.wordsPerSecond, 0)} words/s (${fmt((100 * h.wordsPerSecond) / s.rawWordsPerSecond)} % of raw), ${h.requests} requests, ${h.non2xx} non-2xx, ${h.errors} errors, latency p50 ${h.latencyP50} ms p99 ${h.latencyP99} ms`);
    console.log(`  GET /api/stats meanwhile p50 ${fmt(h.statsP50)} ms, p99 ${fmt(h.statsP99)} ms, max ${fmt(h.statsMax)} ms (${h.statsProbes} probes)`);
    console.log(`  event-loop lag under load p99 ${fmt(s.eventLoopLagP99Ms)} ms, max ${fmt(s.eventLoopLagMaxMs)} ms`);
    console.log(`  RSS ${fmt(s.rssMb, 0)} MB (server process with its worker threads)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
