/**
 * Hostile texts (issue 14 part 1): what each costs the writing engine, and what one client sending them costs
 * everyone else.
 *
 *   cd backend && npx swc src bench -d dist/bench-build --copy-files --extensions .ts --config-file .swcrc -q \
 *     && node dist/bench-build/bench/hostile.js [--only pool,engine,http] [--workers 2] [--seconds 30] [--connections 4]
 *        [--fresh]
 *
 * - pool: each hostile text cut in the engine's 2,500-character chunks and linted straight by the Harper pool,
 *   nothing masked (the pool as the backstop);
 * - engine: each hostile text through the local writing engine, as POST /api/process-text runs it;
 * - http: the app booted in this process; autocannon (a child process) POSTs normal 100-word texts, each new to
 *   Harper, for `seconds`, first alone, then while another child sends the hostile texts one after the other;
 *   prints the normal texts' latency percentiles and the hostile answers.
 *
 * Per hostile text: wall time to its answer, CPU time of the whole process (all threads) until every worker
 * serves again (replacements warm up too), the process's peak RSS meanwhile (sampled every 20 ms) and its RSS
 * once recovered, what it answered, workers replaced, and whether "She go to school every day." is then
 * corrected. With --fresh each hostile text gets a new pool (where one text breaks the pool for good, as before
 * issue 14, each is then measured on its own). Prints one JSON object per measure; human lines go to stderr.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from 'src/app.factory';
import { loadConfig } from 'src/config/app-config';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { loadLanguageData, LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import { WritingEngineHost } from 'src/engines/writing/writing.providers';

const HOSTILE: Record<string, () => string> = {
  word: () => 'supercalifragilistic'.repeat(1000),
  hex: () => randomBytes(9500).toString('hex'),
  base64: () => randomBytes(15000).toString('base64').slice(0, 20000),
};
const NORMAL = 'She go to school every day.';
/**
 * About 100 words with the mistakes visitors make. Each request fills the {} with three adjectives of its own
 * per sentence, so every sentence is new to Harper's per-sentence cache for 64,000 requests (numbers would not
 * do: the engine hides digits from the checker).
 */
const HUNDRED_WORDS = [
  'Yesterday my {} freind and me went to the {} market to buy some {} vegetable for the dinner.',
  'The {} shopkeeper were very polite and he give us a {} discount on {} tomatoes.',
  'After that we goes to a {} cafe near the {} station where we drinked {} tea and talked about our exams.',
  'My freind said that she dont feel ready because the {} syllabus is very long and the {} teachers gives too much {} homework.',
  'I told her that we can study togather every {} evening this {} week in the {} library.',
  'In the end we both felt more better and walked to our {} home with {} bags and {} flowers.',
];
const ADJECTIVES = (
  'small big old new busy quiet local famous cheap clean crowded friendly lovely bright warm green tiny huge ' +
  'modern simple narrow wide dark fresh sweet noisy empty pretty strange rich poor young calm proud brave ' +
  'gentle polite happy lucky wooden'
).split(' ');

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The engine's chunks (local-writing-engine.ts: about 2,500 characters, cut at a paragraph, sentence or space). */
function chunks(text: string, size = 2500): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start) end = space + 1;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/** Samples RSS every 20 ms until stopped; returns the peak. */
function rssPeak(): () => number {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss());
  };
}

const restartsOf = (pool: HarperPool) => (typeof pool.state === 'function' ? pool.state().restarts : 0);

interface HostileMeasure {
  text: string;
  chars: number;
  answer: string;
  wallMs: number;
  cpuMsToRecovery: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  workersReplaced: number;
  normalAfter: string;
}

async function measureEach(
  names: string[],
  pool: HarperPool,
  run: (text: string) => Promise<string>,
  normal: () => Promise<string>,
): Promise<HostileMeasure[]> {
  const out: HostileMeasure[] = [];
  for (const name of names) {
    const text = HOSTILE[name]();
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    const restarts = restartsOf(pool);
    const stop = rssPeak();
    const cpu0 = cpuMs();
    const t0 = performance.now();
    const answer = await run(text).catch(
      (err: Error & { status?: number }) => `error${err.status ? ` ${err.status}` : ''}: ${err.message}`,
    );
    const wallMs = Math.round(performance.now() - t0);
    await pool.warm().catch(() => undefined); // every worker serves again (replacements warmed)
    const m: HostileMeasure = {
      text: name,
      chars: text.length,
      answer,
      wallMs,
      cpuMsToRecovery: Math.round(cpuMs() - cpu0),
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(stop()),
      rssAfterMb: mb(process.memoryUsage.rss()),
      workersReplaced: restartsOf(pool) - restarts,
      normalAfter: await normal().catch((err: Error) => `error: ${err.message}`),
    };
    console.error(
      `  ${name}: ${m.answer.slice(0, 60)} in ${m.wallMs} ms; CPU to recovery ${m.cpuMsToRecovery} ms; ` +
        `RSS ${m.rssBeforeMb} → peak ${m.rssPeakMb} → ${m.rssAfterMb} MB; ${m.workersReplaced} worker(s) replaced; ` +
        `then "${NORMAL}" → ${m.normalAfter}`,
    );
    out.push(m);
  }
  return out;
}

async function poolAndEngine(only: Set<string>, workers: number, fresh: boolean): Promise<void> {
  const rounds = fresh ? Object.keys(HOSTILE).map((name) => [name]) : [Object.keys(HOSTILE)];
  const results: Record<'pool' | 'engine', HostileMeasure[]> = { pool: [], engine: [] };
  for (const kind of ['pool', 'engine'] as const) {
    if (!only.has(kind)) continue;
    console.error(
      kind === 'pool'
        ? `pool (${workers} workers), hostile texts in 2,500-character chunks, nothing masked:`
        : `local writing engine (${workers} workers):`,
    );
    for (const names of rounds) results[kind].push(...(await measureWith(kind, names, workers)));
    console.log(JSON.stringify({ measure: kind, workers, fresh, results: results[kind] }));
  }
}

async function measureWith(kind: 'pool' | 'engine', names: string[], workers: number): Promise<HostileMeasure[]> {
  const pool = new HarperPool({ size: workers });
  const engine = new LocalWritingEngine(pool);
  try {
    await pool.warm();
    loadLanguageData();
    const normal = async () => (await engine.enhance(NORMAL, {})).text;
    if (kind === 'pool') {
      return await measureEach(
        names,
        pool,
        async (text) => {
          // as the app runs the engine: the chunks of one text count as one text (asOneText, where the pool has it)
          const lintAll = () => Promise.all(chunks(text).map((c) => pool.lint(c)));
          const linted = await (typeof pool.asOneText === 'function' ? pool.asOneText(lintAll) : lintAll());
          return `ok (${linted.flat().length} lints)`;
        },
        normal,
      );
    }
    return await measureEach(
      names,
      pool,
      async (text) => {
        const enhance = () => engine.enhance(text, {});
        // as the app's writing engine host runs it (where the pool has asOneText)
        const result = await (typeof pool.asOneText === 'function' ? pool.asOneText(enhance) : enhance());
        return `ok (${result.changes.length} changes, text ${result.text === text ? 'unchanged' : 'changed'})`;
      },
      normal,
    );
  } finally {
    await pool.close();
  }
}

/** Runs `script` in a child node process (its own event loop and CPU) and parses the JSON line it prints. */
function child<T>(script: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['-e', script], { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`client exit ${code}`))));
  });
}

interface NormalLoad {
  answers: number;
  non2xx: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** The visitors: autocannon POSTing a new normal 100-word text per request on `connections` for `seconds`. */
function normalClient(url: string, seconds: number, connections: number, offset: number): Promise<NormalLoad> {
  return child<NormalLoad>(`
    const autocannon = require('autocannon');
    const sentences = ${JSON.stringify(HUNDRED_WORDS)};
    const adjectives = ${JSON.stringify(ADJECTIVES)};
    let n = ${offset};
    const text = () => {
      const k = n++;
      return sentences
        .map((s, i) => {
          const picks = [k + i, Math.floor(k / 40) + i, Math.floor(k / 1600) + i].map((x) => adjectives[x % 40]);
          return s.split('{}').map((part, j) => (j ? picks[j - 1] : '') + part).join('');
        })
        .join(' ');
    };
    autocannon({
      url: '${url}/api/process-text', connections: ${connections}, duration: ${seconds}, timeout: 120,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ inputText: text() }) }) }],
    }).then((r) => process.stdout.write(JSON.stringify({
      answers: r['2xx'], non2xx: r.non2xx, errors: r.errors,
      p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max,
    }) + '\\n'));`);
}

/** The hostile client: a child process POSTing the hostile texts in turn, one at a time, for `seconds`. */
function hostileClient(url: string, seconds: number): Promise<Record<string, number>> {
  return child<Record<string, number>>(`
    const { randomBytes } = require('node:crypto');
    const make = [
      () => 'supercalifragilistic'.repeat(1000),
      () => randomBytes(9500).toString('hex'),
      () => randomBytes(15000).toString('base64').slice(0, 20000),
    ];
    const statuses = {};
    (async () => {
      const end = Date.now() + ${seconds * 1000};
      for (let i = 0; Date.now() < end; i++) {
        const res = await fetch('${url}/api/process-text', {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ inputText: make[i % 3]() }),
        }).catch(() => ({ status: 'error', arrayBuffer: async () => {} }));
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
      process.stdout.write(JSON.stringify(statuses) + '\\n');
    })();`);
}

async function http(workers: number, seconds: number, connections: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'likho-hostile-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SERVE_FRONTEND: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WRITING_WORKERS: String(workers),
    PROCESS_TEXT_RATE_LIMIT: '1000000000',
    THROTTLE_LIMIT: '1000000000',
  });
  const app = await createApp(config, { logger: ['error'] });
  try {
    await app.listen(0, '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const pool = app.get(WritingEngineHost).pool!;
    await pool.warm();
    // a few seconds warm the HTTP path; each measure then gets texts of its own
    await normalClient(url, 3, connections, 0);
    console.error(`http: ${workers} workers, normal 100-word texts on ${connections} connections for ${seconds} s…`);
    const show = (l: NormalLoad) =>
      `p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms, ${l.answers} answers, ${l.non2xx} non-2xx`;
    const alone = await normalClient(url, seconds, connections, 20_000);
    console.error(`  alone: ${show(alone)}`);
    const restarts = restartsOf(pool);
    const [attacked, hostile] = await Promise.all([
      normalClient(url, seconds, connections, 40_000),
      hostileClient(url, seconds),
    ]);
    console.error(
      `  with one client sending hostile texts: ${show(attacked)}; hostile answers ${JSON.stringify(hostile)}; ` +
        `${restartsOf(pool) - restarts} worker(s) replaced`,
    );
    console.log(
      JSON.stringify({
        measure: 'http',
        workers,
        connections,
        seconds,
        alone,
        withHostileClient: { ...attacked, hostileAnswers: hostile, workersReplaced: restartsOf(pool) - restarts },
      }),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: 'pool,engine,http' },
      workers: { type: 'string', default: '2' },
      seconds: { type: 'string', default: '30' },
      connections: { type: 'string', default: '4' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const only = new Set(values.only.split(','));
  const workers = Number(values.workers);
  if (only.has('pool') || only.has('engine')) await poolAndEngine(only, workers, values.fresh);
  if (only.has('http')) await http(workers, Number(values.seconds), Number(values.connections));
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err);
    process.exit(1);
  },
);
