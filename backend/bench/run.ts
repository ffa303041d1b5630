/**
 * `make bench` / `npm run bench -w backend`: every benchmark, then ONE summary table of all their figures, also
 * written as JSON (not tests: nothing fails on a figure). A step that cannot run here (no ffmpeg, no build, no
 * shared/data) says why in the table; the others still run.
 *   node dist/bench-build/bench/run.js [--only quality,realworld,hostile,publishability,hindi,speed,media,pages]
 *     [--tiny]
 *     [--json FILE]  where the summary goes (default backend/bench/results/latest.json)
 *     [--compare FILE]  a previous summary: print the deltas against it
 *     [--corpus DIR] [--split dev] [--sentences N]  quality: JFLEG (default shared/data/jfleg-dev), first N only
 *     [--lint-cache FILE]  quality: keep Harper's lints per text in FILE, to iterate on rules quickly
 *     [--out FILE]  quality: write the engine's output, one line per sentence
 *     [--realworld FILE] [--realworld-items N] [--details]  realworld-dev (N clean + N errors per language)
 *     [--realworld-check FILE]  the held-out-style check set scored beside it (default bench/realworld-check.jsonl;
 *                               '' for none)
 *     [--hindi FILES]  Hindi learner sentences, comma-separated (default bench/hindi-dev.tsv, hindi-check.tsv,
 *                      hindi-check2.tsv, hindi-check3.tsv and hindi-check4.tsv)
 *     [--seconds 20] [--rounds 3] [--workers 2] [--seed-rows 1000000] [--database-url postgres://…] [--profile FILE]
 *     [--hostile-scale 1]  hostile texts at this fraction of their size
 *     [--size-mb 1024] [--minutes 10] [--media-runs 5]  media: upload size, video length, conversions
 *     [--pages-dist frontend/dist] [--pages-runs 1]  pages: the build Lighthouse loads, runs per page (median)
 * --tiny: the bench test's settings (a few texts, 1-second loads, small files): seconds, not minutes.
 */
import { cpus } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { hindiPass } from 'src/engines/writing/local/hindi';
import { loadLanguageData, LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import type { WritingOptions } from 'src/engines/writing/writing-engine';
import { corpusGleu } from './gleu';
import { hindiTokens } from './hindi';
import { HOSTILE_KINDS, timeHostileTexts } from './hostile-texts';
import { LESSON_TEXTS, runLessonCheck } from './lesson-check';
import { backendDir, mediaUnavailable, runMedia } from './media-bench';
import { PAGES as LIGHTHOUSE_PAGES, pagesUnavailable, runPages } from './pages-bench';
import { RUNS as PUBLISH_RUNS, runPublishability, TEXTS as PUBLISH_TEXTS } from './publishability';
import { runQuality } from './quality';
import { formatRealworld, readRealworld, runRealworld, type RealworldFigures, type RealworldItem } from './realworld';
import { runSpeed } from './speed';
import { formatSummary, notMeasured, readSummary, type Row, type Summary, writeSummary } from './summary';

/** In the order they run: the bench's own Harper pool serves quality, realworld and hostile, then closes before speed. */
export const STEPS = ['quality', 'realworld', 'hostile', 'publishability', 'hindi', 'speed', 'media', 'pages'] as const;
export type Step = (typeof STEPS)[number];

export interface BenchConfig {
  mode: 'full' | 'tiny';
  only: Step[];
  corpus: string;
  split: string;
  samples: string[];
  /** Quality: the first N sentences only (default all). */
  sentences?: number;
  out?: string;
  lintCache?: string;
  realworld: string;
  /** A second set of the same kinds, written after the rules (default bench/realworld-check.jsonl; '' for none). */
  realworldCheck: string;
  /** Realworld: the first N clean and N errors items of each language only (default all). */
  realworldItems?: number;
  details: boolean;
  hindi: string;
  speed: {
    seconds: number;
    workers: number;
    rounds: number;
    databaseUrl: string;
    seedRows: number;
    profile?: string;
    paragraphs?: number;
    warmupSeconds?: number;
  };
  hostileScale: number;
  media: { sizeMb: number; minutes: number; runs: number };
  /** Lighthouse: the frontend build served (default frontend/dist), runs per page (the median is kept). */
  pages: { dist?: string; runs: number };
  log: (line: string) => void;
}

export function defaultConfig(tiny = false): BenchConfig {
  const backend = backendDir();
  const data = resolve(backend, '..', '..', 'shared', 'data');
  const full: BenchConfig = {
    mode: 'full',
    only: [...STEPS],
    corpus: join(data, 'jfleg-dev'),
    split: 'dev',
    // hand-checked samples: the seeded random draw, then the check of newer rules
    samples: [join(backend, 'bench', 'jfleg-dev-sample.tsv'), join(backend, 'bench', 'jfleg-dev-sample-new-rules.tsv')],
    realworld: join(data, 'realworld-dev', 'realworld-dev.jsonl'),
    realworldCheck: join(backend, 'bench', 'realworld-check.jsonl'),
    details: false,
    hindi: ['hindi-dev.tsv', 'hindi-check.tsv', 'hindi-check2.tsv', 'hindi-check3.tsv', 'hindi-check4.tsv']
      .map((f) => join(backend, 'bench', f))
      .join(','),
    speed: { seconds: 20, workers: 2, rounds: 3, databaseUrl: '', seedRows: 1_000_000 },
    hostileScale: 1,
    media: { sizeMb: 1024, minutes: 10, runs: 5 },
    pages: { runs: 1 },
    log: (line) => console.log(line),
  };
  if (!tiny) return full;
  return {
    ...full,
    mode: 'tiny',
    sentences: 16,
    realworldItems: 2,
    speed: { ...full.speed, workers: 1, seconds: 1, rounds: 1, seedRows: 1000, paragraphs: 2, warmupSeconds: 1 },
    hostileScale: 0.1,
    media: { sizeMb: 8, minutes: 0.05, runs: 1 },
  };
}

/** Thrown for a step that cannot run on this machine (missing data, tool or build): a reason, not a failure. */
class Unavailable extends Error {}

const fmt = (n: number, d = 1) => n.toFixed(d);

async function quality(c: BenchConfig, linter: HarperPool): Promise<Row[]> {
  if (!existsSync(join(c.corpus, `${c.split}.src`)))
    throw new Unavailable(`${join(c.corpus, `${c.split}.src`)} not found (the shared/ data)`);
  const q = await runQuality(c.corpus, c.split, c.samples, c.out, c.lintCache, c.sentences, linter);
  c.log(`quality: ${c.corpus} (${c.split}, ${q.sentences} sentences, ${fmt(q.seconds)} s)`);
  c.log(`  GLEU source copy   ${fmt(q.sourceGleu, 2)}`);
  c.log(`  GLEU local engine  ${fmt(q.gleu, 2)}`);
  c.log(`  sentences changed  ${q.changed} of ${q.sentences}`);
  c.log(
    `  GLEU halves        ${fmt(q.halves[0], 2)} (first ${Math.floor(q.sentences / 2)}), ${fmt(q.halves[1], 2)} (second half)`,
  );
  const s = 'quality';
  const rows: Row[] = [
    { section: s, name: 'JFLEG dev GLEU, local engine', value: q.gleu, note: `${q.sentences} sentences` },
    { section: s, name: 'JFLEG dev GLEU, source copy', value: q.sourceGleu },
    { section: s, name: 'JFLEG dev sentences changed', value: q.changed, of: q.sentences },
  ];
  for (const path of c.samples) {
    const p = q.samplePrecision.find((x) => x.path === path);
    const name = `edit precision, ${basename(path)}`;
    if (!p) {
      rows.push(...notMeasured(s, [name], `${path} not found`));
      continue;
    }
    c.log(
      `  edit precision     ${fmt(100 * p.precision)} % (${p.good} of ${p.edits} edits judged good in ${p.sentences} hand-checked sentences, ${basename(p.path)}${p.stale ? `; ${p.stale} outputs differ from this run: re-check them` : ''})`,
    );
    rows.push({
      section: s,
      name,
      value: 100 * p.precision,
      unit: '%',
      digits: 1,
      note: `${p.good} of ${p.edits} edits${p.stale ? `; ${p.stale} outputs differ from this run` : ''}`,
    });
  }
  return rows;
}

const REALWORLD_RUNS: [string, WritingOptions][] = [
  ['no option', {}],
  ['clarity', { enhancements: ['clarity'] }],
];

/** The sections of the realworld step: the dev set the rules were tuned on, the check set written after them. */
const REALWORLD_DEV = 'realworld-dev';
const REALWORLD_CHECK = 'realworld-check';

function realworldRows(label: string, lang: string, f: RealworldFigures, s = REALWORLD_DEV): Row[] {
  return [
    { section: s, name: `${label}, ${lang}: clean texts changed`, value: f.cleanChanged, of: f.clean },
    { section: s, name: `${label}, ${lang}: word edits on clean texts`, value: f.cleanWordEdits, digits: 0 },
    { section: s, name: `${label}, ${lang}: protected strings lost`, value: f.keepLost, of: f.keep },
    { section: s, name: `${label}, ${lang}: errors fixed`, value: f.fixed, of: f.fix },
  ];
}

const REALWORLD_EXPECTED = REALWORLD_RUNS.flatMap(([label]) =>
  realworldRows(label, 'overall', {} as RealworldFigures).map((r) => r.name),
);

/** The first `each` clean and `each` errors items of each language (all when undefined). */
function pick(items: RealworldItem[], each?: number): RealworldItem[] {
  if (each === undefined) return items;
  const seen: Record<string, number> = {};
  return items.filter((i) => (seen[`${i.lang} ${i.kind}`] = (seen[`${i.lang} ${i.kind}`] ?? 0) + 1) <= each);
}

/** One set's tables (no option, clarity) in the log and its rows in `section`. */
async function realworldSet(
  c: BenchConfig,
  engine: LocalWritingEngine,
  items: RealworldItem[],
  section: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [label, options] of REALWORLD_RUNS) {
    const report = await runRealworld(engine, items, options, label);
    for (const line of formatRealworld(report)) c.log(line);
    if (c.details) for (const line of report.details) c.log(`    ${line}`);
    for (const [lang, f] of Object.entries(report.byLang).sort(([a], [b]) => a.localeCompare(b)))
      rows.push(...realworldRows(label, lang, f, section));
    rows.push(...realworldRows(label, 'overall', report.overall, section));
  }
  return rows;
}

async function realworld(c: BenchConfig, engine: LocalWritingEngine): Promise<Row[]> {
  const dev = pick(readRealworld(c.realworld), c.realworldItems);
  const check = c.realworldCheck ? pick(readRealworld(c.realworldCheck), c.realworldItems) : [];
  if (!dev.length && !check.length) throw new Unavailable(`${c.realworld} not found (the shared/ data)`);
  const rows: Row[] = [];
  if (dev.length) {
    c.log(`${REALWORLD_DEV}: ${c.realworld} (${dev.length} texts)`);
    rows.push(...(await realworldSet(c, engine, dev, REALWORLD_DEV)));
  } else rows.push(...notMeasured(REALWORLD_DEV, REALWORLD_EXPECTED, `${c.realworld} not found (the shared/ data)`));
  if (check.length) {
    c.log(`${REALWORLD_CHECK}: ${c.realworldCheck} (${check.length} texts)`);
    rows.push(...(await realworldSet(c, engine, check, REALWORLD_CHECK)));
  }
  return rows;
}

/** The Hindi learner-sentence files: --hindi, or the dev file and the three check files written after the rules. */
function hindiFiles(c: BenchConfig): string[] {
  return c.hindi.split(',').filter(Boolean);
}

/** Hindi GLEU of the Hindi pass against the source copied unchanged (as bench/hindi.ts measures it), per file. */
function hindi(c: BenchConfig): Row[] {
  const missing = hindiFiles(c).find((f) => !existsSync(f));
  if (missing) throw new Unavailable(`${missing} not found`);
  return hindiFiles(c).flatMap((f) => hindiFile(c, f));
}

function hindiFile(c: BenchConfig, path: string): Row[] {
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.includes('\t'))
    .map((l) => l.split('\t') as [string, string]);
  const sources = rows.map(([s]) => hindiTokens(s));
  const references = [rows.map(([, r]) => hindiTokens(r))];
  const outputs = rows.map(([s]) => hindiPass(s).text);
  const engine = corpusGleu(sources, references, outputs.map(hindiTokens)).mean;
  const copy = corpusGleu(sources, references, sources).mean;
  const exact = outputs.filter((o, i) => o === rows[i][1]).length;
  c.log(`hindi: ${path}: ${rows.length} sentences · GLEU engine ${fmt(engine, 2)} · source copy ${fmt(copy, 2)}`);
  const s = 'hindi';
  const file = basename(path);
  return [
    { section: s, name: `GLEU, Hindi pass (${file})`, value: engine, note: `${rows.length} sentences` },
    { section: s, name: `GLEU, source copy (${file})`, value: copy },
    { section: s, name: `exactly the reference (${file})`, value: exact, of: rows.length },
  ];
}

const SPEED_EXPECTED = [
  'API ÷ raw Harper words/s',
  'API ÷ raw Harper per CPU second',
  'raw harper.js',
  'local engine',
  'POST /api/process-text',
  'GET /api/stats p99 under load',
  'event-loop lag p99 under load',
  'server RSS max',
];

async function speed(c: BenchConfig): Promise<Row[]> {
  const corpus = join(c.corpus, `${c.split}.src`);
  if (!existsSync(corpus)) throw new Unavailable(`${corpus} not found (the shared/ data)`);
  const s = await runSpeed(corpus, { ...c.speed, progress: c.log });
  const h = s.http;
  const pct = (x: number) => `${fmt(100 * x)} % of raw`;
  c.log(
    `speed: ${s.workers} workers on ${cpus().length} cores, ${s.rounds} rounds of ${c.speed.seconds} s per measure, database ${s.database} holding ${s.seededRows.toLocaleString('en')} seeded rows, load average ${s.load[0]} → ${s.load[1]}`,
  );
  c.log(`  raw harper.js            ${fmt(s.rawWordsPerSecond, 0)} words/s (median of the rounds)`);
  c.log(
    `  local engine             ${fmt(s.engineWordsPerSecond, 0)} words/s, ${pct(s.engineRatio)} (median of the per-round ratios)`,
  );
  c.log(
    `  POST /api/process-text   ${fmt(s.httpWordsPerSecond, 0)} words/s, ${pct(s.httpRatio)} (median of the per-round ratios)`,
  );
  for (const [i, r] of s.perRound.entries()) {
    c.log(
      `    round ${i + 1}: raw ${fmt(r.raw.wall, 0)}, engine ${fmt(r.engine.wall, 0)}, HTTP ${fmt(r.http.wall, 0)} words/s (${pct(r.http.wall / r.raw.wall)}), load average ${r.load}`,
    );
  }
  c.log(
    `  per CPU second of the server process (what 2 dedicated cores would give, robust to the machine's other load):`,
  );
  c.log(
    `    raw ${fmt(s.rawWordsPerCpuSecond, 0)}, engine ${fmt(s.engineWordsPerCpuSecond, 0)}, HTTP ${fmt(s.httpWordsPerCpuSecond, 0)} words/CPU-s; HTTP ${pct(s.httpCpuRatio)}`,
  );
  c.log(
    `    main-thread CPU per text: raw ${fmt(s.mainMsPerText.raw)} ms, engine ${fmt(s.mainMsPerText.engine)} ms, HTTP ${fmt(s.mainMsPerText.http)} ms`,
  );
  c.log(
    `    ${h.requests} answers 2xx, ${h.non2xx} non-2xx, ${h.errors} errors/timeouts; latency p50 ${h.latencyP50} ms, p99 ${h.latencyP99} ms`,
  );
  c.log(
    `  GET /api/stats meanwhile p50 ${fmt(s.stats.p50)} ms, p90 ${fmt(s.stats.p90)} ms, p99 ${fmt(s.stats.p99)} ms, max ${fmt(s.stats.max)} ms (${s.stats.probes} probes)`,
  );
  c.log(`    slowest: ${s.stats.worst.join(', ')}`);
  c.log(
    `  event-loop lag under load p50 ${fmt(s.eventLoopLagP50Ms)} ms, p99 ${fmt(s.eventLoopLagP99Ms)} ms, max ${fmt(s.eventLoopLagMaxMs)} ms`,
  );
  c.log(`  RSS max ${fmt(s.rssMaxMb, 0)} MB (server process with its worker threads)`);
  const sec = 'speed';
  const where = `${s.workers} worker${s.workers === 1 ? '' : 's'}, ${s.rounds} × ${c.speed.seconds} s, load average ${s.load[0]} → ${s.load[1]}`;
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  const stats = finite(s.stats.p99);
  return [
    { section: sec, name: SPEED_EXPECTED[0], value: 100 * s.httpRatio, unit: '%', digits: 1, note: where },
    { section: sec, name: SPEED_EXPECTED[1], value: 100 * s.httpCpuRatio, unit: '%', digits: 1 },
    { section: sec, name: SPEED_EXPECTED[2], value: s.rawWordsPerSecond, unit: 'words/s', digits: 0 },
    { section: sec, name: SPEED_EXPECTED[3], value: s.engineWordsPerSecond, unit: 'words/s', digits: 0 },
    {
      section: sec,
      name: SPEED_EXPECTED[4],
      value: s.httpWordsPerSecond,
      unit: 'words/s',
      digits: 0,
      note: `${h.requests} answers 2xx, ${h.non2xx} non-2xx, ${h.errors} errors; p99 ${h.latencyP99} ms`,
    },
    {
      section: sec,
      name: SPEED_EXPECTED[5],
      value: stats,
      unit: 'ms',
      digits: 1,
      note: `${s.stats.probes} probes on ${s.seededRows.toLocaleString('en')} seeded rows (${s.database} database)`,
      ...(stats === null ? { reason: 'no GET /api/stats probe answered during the load' } : {}),
    },
    { section: sec, name: SPEED_EXPECTED[6], value: finite(s.eventLoopLagP99Ms), unit: 'ms', digits: 1 },
    { section: sec, name: SPEED_EXPECTED[7], value: s.rssMaxMb, unit: 'MB', digits: 0 },
  ];
}

const HOSTILE_EXPECTED = ['longest engine time', ...HOSTILE_KINDS];

async function hostile(c: BenchConfig, engine: LocalWritingEngine, pool: HarperPool): Promise<Row[]> {
  loadLanguageData();
  await pool.warm();
  const timings = await timeHostileTexts(engine, c.hostileScale);
  const s = 'hostile texts';
  const worst = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  for (const t of timings) c.log(`hostile: ${t.kind} (${t.chars} characters): ${t.answer} in ${fmt(t.ms, 0)} ms`);
  const scale = c.hostileScale === 1 ? '' : ` (texts at ${c.hostileScale} of their size)`;
  return [
    { section: s, name: HOSTILE_EXPECTED[0], value: worst.ms, unit: 'ms', digits: 0, note: `${worst.kind}${scale}` },
    ...timings.map((t) => ({
      section: s,
      name: t.kind,
      value: t.ms,
      unit: 'ms',
      digits: 0,
      note: `${t.chars.toLocaleString('en')} characters: ${t.answer}`,
    })),
  ];
}

const MEDIA_EXPECTED = [
  'video → audio, server ÷ ffmpeg CLI',
  'video → audio end to end ÷ ffmpeg CLI',
  'chunked upload, server RSS growth',
  'upload files left on the server',
];

async function media(c: BenchConfig): Promise<Row[]> {
  const missing = mediaUnavailable();
  if (missing) throw new Unavailable(missing);
  const m = await runMedia({ ...c.media, log: c.log });
  const s = 'media';
  return [
    {
      section: s,
      name: MEDIA_EXPECTED[0],
      value: m.ratio,
      unit: '×',
      note: `${m.minutes} min video, median of ${m.runs}: CLI ${fmt(m.cliMs / 1000, 2)} s, server ${fmt(m.serverMs / 1000, 2)} s (goal ≤ 1.2×)`,
    },
    { section: s, name: MEDIA_EXPECTED[1], value: m.ratioTotal, unit: '×' },
    {
      section: s,
      name: MEDIA_EXPECTED[2],
      value: m.rssGrowthMb,
      unit: 'MB',
      digits: 1,
      note: `${fmt(m.uploadMb, 0)} MB in 10 MB chunks (goal < 100 MB)`,
    },
    { section: s, name: MEDIA_EXPECTED[3], value: m.filesLeft, digits: 0 },
  ];
}

const PUBLISH_EXPECTED = [
  'unpublishable outputs (formats, tones, options)',
  'ungrammatical right answers in lessons',
  'a mistake taught twice in one exercise kind',
];

/**
 * Publishability (issue 16): the fixed texts × every platform, tone and style option, and lessons from learner
 * texts checked by the engine; every output goes to bench/results/publishability.txt for a person to read.
 */
async function publishability(c: BenchConfig, engine: LocalWritingEngine): Promise<Row[]> {
  const texts = c.mode === 'tiny' ? PUBLISH_TEXTS.slice(0, 3) : PUBLISH_TEXTS;
  const formats = runPublishability(texts);
  const lessons = await runLessonCheck(engine, c.mode === 'tiny' ? LESSON_TEXTS.slice(0, 2) : LESSON_TEXTS);
  const file = join(backendDir(), 'bench', 'results', 'publishability.txt');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${formats.report}\n\n${lessons.report}\n`);
  const unpublishable = Object.values(formats.counts).reduce((a, b) => a + b, 0);
  const kinds = Object.entries(formats.counts).map(([k, n]) => `${k}: ${n}`);
  c.log(
    `publishability: ${texts.length} texts × ${PUBLISH_RUNS.length} runs: ${unpublishable} unpublishable${kinds.length ? ` (${kinds.join(', ')})` : ''}`,
  );
  c.log(
    `  lessons: ${lessons.lessons} texts, ${lessons.exercises} exercises: ${lessons.ungrammatical} ungrammatical right answers, ${lessons.repeated} repeated · outputs: ${file}`,
  );
  const s = 'publishability';
  return [
    {
      section: s,
      name: PUBLISH_EXPECTED[0],
      value: unpublishable,
      of: texts.length * PUBLISH_RUNS.length,
      note: kinds.join(', ') || 'target 0',
    },
    { section: s, name: PUBLISH_EXPECTED[1], value: lessons.ungrammatical, of: lessons.exercises, note: 'target 0' },
    { section: s, name: PUBLISH_EXPECTED[2], value: lessons.repeated, of: lessons.exercises, note: 'target 0' },
  ];
}

const PAGES_FIGURES = [
  'Lighthouse performance',
  'Lighthouse accessibility',
  'Lighthouse best practices',
  'Lighthouse SEO',
  'first-load JS',
];
const PAGES_EXPECTED = LIGHTHOUSE_PAGES.flatMap((path) => PAGES_FIGURES.map((name) => `${name}, ${path}`));

/** Lighthouse (mobile profile) on / and /hi of the production build: goals performance ≥ 95, the rest 100, JS ≤ 180 kB. */
async function pages(c: BenchConfig): Promise<Row[]> {
  // about a minute and a production build: not for the tiny run of the tests
  if (c.mode === 'tiny') throw new Unavailable('not in --tiny mode (Lighthouse takes about a minute): run make bench');
  const missing = pagesUnavailable({ dist: c.pages.dist });
  if (missing) throw new Unavailable(missing);
  const figures = await runPages({ dist: c.pages.dist, runs: c.pages.runs, log: c.log });
  return figures.flatMap((f) => {
    const note = `FCP ${fmt(f.fcpMs / 1000, 2)} s, LCP ${fmt(f.lcpMs / 1000, 2)} s, TBT ${fmt(f.tbtMs, 0)} ms, CLS ${fmt(f.cls, 3)}`;
    const score = (i: number, value: number, goal: number, extra?: string): Row => ({
      section: 'pages',
      name: `${PAGES_FIGURES[i]}, ${f.path}`,
      value,
      digits: 0,
      note: `goal ≥ ${goal}${extra ? `; ${extra}` : ''}`,
    });
    return [
      score(0, f.performance, 95, note),
      score(1, f.accessibility, 100),
      score(2, f.bestPractices, 100),
      score(3, f.seo, 100),
      {
        section: 'pages',
        name: `${PAGES_FIGURES[4]}, ${f.path}`,
        value: f.jsBytes / 1000,
        unit: 'kB',
        digits: 1,
        note: `on the wire (brotli), ${f.scripts.length} scripts (goal ≤ 180 kB); largest ${f.scripts[0]?.url ?? '-'}`,
      },
    ];
  });
}

const SECTIONS: Record<Step, string> = {
  quality: 'quality',
  realworld: REALWORLD_DEV,
  hostile: 'hostile texts',
  publishability: 'publishability',
  hindi: 'hindi',
  speed: 'speed',
  media: 'media',
  pages: 'pages',
};

/** Every row a run has whatever happens (per-language realworld rows and a few others come on top). */
export function expectedRows(c: BenchConfig): { section: string; name: string }[] {
  const names: Record<Step, string[]> = {
    quality: [
      'JFLEG dev GLEU, local engine',
      'JFLEG dev GLEU, source copy',
      'JFLEG dev sentences changed',
      ...c.samples.map((p) => `edit precision, ${basename(p)}`),
    ],
    realworld: REALWORLD_EXPECTED,
    hostile: HOSTILE_EXPECTED,
    publishability: PUBLISH_EXPECTED,
    hindi: hindiFiles(c).flatMap((f) => ['Hindi pass', 'source copy'].map((what) => `GLEU, ${what} (${basename(f)})`)),
    speed: SPEED_EXPECTED,
    media: MEDIA_EXPECTED,
    pages: PAGES_EXPECTED,
  };
  const rows = STEPS.flatMap((step) => names[step].map((name) => ({ section: SECTIONS[step], name })));
  // the check set's figures sit beside the dev set's, in a section of their own
  if (c.realworldCheck) {
    const at = rows.findLastIndex((r) => r.section === REALWORLD_DEV) + 1;
    rows.splice(at, 0, ...REALWORLD_EXPECTED.map((name) => ({ section: REALWORLD_CHECK, name })));
  }
  return rows;
}

export interface BenchResult {
  summary: Summary;
  /** Steps that threw (not a missing tool or data set): a bug to look at. */
  failed: string[];
}

/** Runs the selected steps one after the other; a step that cannot run or fails leaves its rows not measured. */
export async function runBench(c: BenchConfig): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const rows: Row[] = [];
  const failed: string[] = [];
  const expected = expectedRows(c);
  // the engine of quality, realworld and hostile, with its own Harper pool, closed before speed measures the app's
  let pool: HarperPool | undefined;
  let engine: LocalWritingEngine | undefined;
  const local = () => {
    pool ??= new HarperPool({ size: c.speed.workers });
    engine ??= new LocalWritingEngine(pool);
    return { pool, engine };
  };
  const steps: Record<Step, () => Promise<Row[]> | Row[]> = {
    quality: () => quality(c, local().pool),
    realworld: () => realworld(c, local().engine),
    hindi: () => hindi(c),
    speed: () => speed(c),
    hostile: () => hostile(c, local().engine, local().pool),
    publishability: () => publishability(c, local().engine),
    media: () => media(c),
    pages: () => pages(c),
  };
  try {
    for (const step of STEPS) {
      if (step === 'hindi') {
        await pool?.close();
        pool = undefined;
      }
      const sections = step === 'realworld' ? [REALWORLD_DEV, REALWORLD_CHECK] : [SECTIONS[step]];
      const want = expected.filter((e) => sections.includes(e.section));
      const missing = (reason: string) => want.flatMap((e) => notMeasured(e.section, [e.name], reason));
      if (!c.only.includes(step)) {
        rows.push(...missing(`skipped (--only ${c.only.join(',')})`));
        continue;
      }
      c.log('');
      c.log(`== ${step} ==`);
      const t0 = Date.now();
      try {
        const got = await steps[step]();
        // a figure the step did not produce (it never should) still gets its row
        for (const e of want.filter((w) => !got.some((r) => r.section === w.section && r.name === w.name)))
          got.push(...notMeasured(e.section, [e.name], 'the step gave no such figure'));
        rows.push(...got);
      } catch (err) {
        const message = (err as Error).message?.split('\n')[0] ?? String(err);
        if (err instanceof Unavailable) c.log(`${step}: not measured: ${message}`);
        else {
          failed.push(`${step}: ${message}`);
          c.log(`${step} failed: ${(err as Error).stack ?? message}`);
        }
        rows.push(...missing(err instanceof Unavailable ? message : `failed: ${message}`));
      }
      c.log(`(${step}: ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await pool?.close();
  }
  const settings = Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'log'));
  // the summary file is shared between runs and people: no database password in it
  settings.speed = { ...c.speed, databaseUrl: c.speed.databaseUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@') };
  return { summary: { startedAt, finishedAt: new Date().toISOString(), mode: c.mode, settings, rows }, failed };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tiny: { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'string', default: join(backendDir(), 'bench', 'results', 'latest.json') },
      compare: { type: 'string' },
      corpus: { type: 'string' },
      split: { type: 'string' },
      sample: { type: 'string' },
      sentences: { type: 'string' },
      out: { type: 'string' },
      'lint-cache': { type: 'string' },
      realworld: { type: 'string' },
      'realworld-check': { type: 'string' },
      'realworld-items': { type: 'string' },
      details: { type: 'boolean', default: false },
      hindi: { type: 'string' },
      seconds: { type: 'string' },
      workers: { type: 'string' },
      rounds: { type: 'string' },
      'database-url': { type: 'string' },
      profile: { type: 'string' },
      'seed-rows': { type: 'string' },
      'hostile-scale': { type: 'string' },
      'size-mb': { type: 'string' },
      minutes: { type: 'string' },
      'media-runs': { type: 'string' },
      'pages-dist': { type: 'string' },
      'pages-runs': { type: 'string' },
    },
  });
  const c = defaultConfig(values.tiny);
  const num = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  if (values.only) {
    const only = values.only.split(',').filter(Boolean);
    const unknown = only.filter((s) => !(STEPS as readonly string[]).includes(s));
    if (unknown.length) throw new Error(`--only: unknown step ${unknown.join(', ')} (steps: ${STEPS.join(', ')})`);
    c.only = only as Step[];
  }
  if (values.corpus) c.corpus = values.corpus;
  if (values.split) c.split = values.split;
  if (values.sample !== undefined) c.samples = values.sample.split(',').filter(Boolean);
  if (values.sentences) c.sentences = Number(values.sentences);
  c.out = values.out;
  c.lintCache = values['lint-cache'];
  if (values.realworld) c.realworld = values.realworld;
  if (values['realworld-check'] !== undefined) c.realworldCheck = values['realworld-check'];
  if (values['realworld-items']) c.realworldItems = Number(values['realworld-items']);
  c.details = values.details;
  if (values.hindi) c.hindi = values.hindi;
  c.speed = {
    ...c.speed,
    seconds: num(values.seconds, c.speed.seconds),
    workers: num(values.workers, c.speed.workers),
    rounds: num(values.rounds, c.speed.rounds),
    seedRows: num(values['seed-rows'], c.speed.seedRows),
    databaseUrl: values['database-url'] ?? c.speed.databaseUrl,
    profile: values.profile,
  };
  c.hostileScale = num(values['hostile-scale'], c.hostileScale);
  c.pages = { dist: values['pages-dist'], runs: num(values['pages-runs'], c.pages.runs) };
  c.media = {
    sizeMb: num(values['size-mb'], c.media.sizeMb),
    minutes: num(values.minutes, c.media.minutes),
    runs: num(values['media-runs'], c.media.runs),
  };
  const previous = values.compare ? readSummary(values.compare) : undefined;
  const { summary, failed } = await runBench(c);
  // the run before stays next to it, for --compare
  const before = values.json.replace(/(\.json)?$/, '.previous.json');
  if (existsSync(values.json)) copyFileSync(values.json, before);
  writeSummary(values.json, summary);
  console.log('');
  for (const line of formatSummary(summary, previous)) console.log(line);
  console.log('');
  console.log(
    `written to ${values.json}` +
      (existsSync(before) && !values.compare ? ` (the run before: --compare ${before} prints the deltas)` : ''),
  );
  if (failed.length) {
    console.error(`steps that failed (a bug, not a missing tool): ${failed.join('; ')}`);
    process.exitCode = 1;
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
