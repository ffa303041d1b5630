import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { createApp } from 'src/app.factory';
import { loadConfig } from 'src/config/app-config';
import { WritingEngineHost } from 'src/engines/writing/writing.providers';
import { LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import type { LoadResult, ProbeResult } from './load-client';
import { detokenize } from './ptb';
import { TAG_WORDS, unique } from './unique-text';

/**
 * Speed: raw harper.js words/s (the worker pool linting, nothing else) vs the whole local engine vs
 * POST /api/process-text under concurrent load, on the same texts (the first `paragraphs` paragraphs of 8 JFLEG
 * sentences), measured
 * back to back in one run. Harper caches per sentence, so every sentence of every text in the whole run carries
 * a number never used before (one counter for all three measures and the load client).
 *
 * The app is booted in this process with limits that do not throttle the load client and the database chosen
 * by `databaseUrl` (empty: the embedded PGlite, in its own worker thread); all three measures use the app's
 * own Harper worker pool after one warm-up pass, so they compare like with like. The load client is a child
 * process (autocannon), so its CPU is not the server's event loop. Measured during the HTTP load: event-loop
 * lag and RSS of the server process, GET /api/stats latency (a probe every 100 ms), and the load average.
 */
export interface SpeedReport {
  workers: number;
  rounds: number;
  database: 'embedded' | 'server';
  /** processed_texts rows put in before the load (a site that has run for a while), removed afterwards. */
  seededRows: number;
  /** Medians over the rounds. */
  rawWordsPerSecond: number;
  engineWordsPerSecond: number;
  httpWordsPerSecond: number;
  /** Median over the rounds of HTTP ÷ raw measured in the same round (the figure the target is about). */
  httpRatio: number;
  engineRatio: number;
  /** Words per CPU second of the server process (main thread + workers), medians, and HTTP ÷ raw of them. */
  rawWordsPerCpuSecond: number;
  engineWordsPerCpuSecond: number;
  httpWordsPerCpuSecond: number;
  httpCpuRatio: number;
  /** Main-thread CPU per text, ms (medians): what the event loop spends besides Harper. */
  mainMsPerText: { raw: number; engine: number; http: number };
  perRound: { raw: Measure; engine: Measure; http: Measure; load: number }[];
  http: { requests: number; non2xx: number; errors: number; latencyP50: number; latencyP99: number };
  stats: { probes: number; p50: number; p90: number; p99: number; max: number; worst: string[] };
  eventLoopLagP50Ms: number;
  eventLoopLagP99Ms: number;
  eventLoopLagMaxMs: number;
  rssMaxMb: number;
  /** 1-minute load average at the start of the run and at the end. */
  load: [number, number];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

export function paragraphsFrom(corpus: string, perParagraph = 8): string[] {
  const sentences = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map(detokenize);
  const out: string[] = [];
  for (let i = 0; i + perParagraph <= sentences.length; i += perParagraph)
    out.push(sentences.slice(i, i + perParagraph).join(' '));
  return out;
}

/** One counter for the whole run: no text is ever sent twice. */
let serial = 1_000_000;

interface Measure {
  /** Words per second of wall-clock time. */
  wall: number;
  /** Words per CPU second of this process (main thread and Harper workers): what 2 dedicated cores would do. */
  cpu: number;
  /** Main-thread CPU milliseconds per text. */
  mainMsPerText: number;
}

/** CPU use of this process (every thread) and of its main thread, to put next to a wall-clock figure. */
function cpuClock() {
  const all = process.cpuUsage();
  const main = process.threadCpuUsage();
  return () => {
    const a = process.cpuUsage(all);
    const m = process.threadCpuUsage(main);
    return { allSeconds: (a.user + a.system) / 1e6, mainMs: (m.user + m.system) / 1e3 };
  };
}

async function throughput(
  seconds: number,
  concurrency: number,
  run: (text: string) => Promise<unknown>,
  texts: string[],
): Promise<Measure> {
  let words = 0;
  let done = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  const cpu = cpuClock();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const n = serial++;
        const text = unique(texts[n % texts.length], n);
        await run(text);
        words += text.split(/\s+/).length;
        done++;
      }
    }),
  );
  const used = cpu();
  return {
    wall: words / ((Date.now() - started) / 1000),
    cpu: words / used.allSeconds,
    mainMsPerText: used.mainMs / done,
  };
}

const load1 = () => Math.round(loadavg()[0] * 10) / 10;

export interface SpeedOptions {
  seconds: number;
  workers: number;
  /** Rounds of raw → engine → HTTP (default 3). */
  rounds?: number;
  /** The booted app's DATABASE_URL; empty: the embedded PGlite. */
  databaseUrl?: string;
  /** How many paragraphs of 8 sentences to cycle through (default 24). */
  paragraphs?: number;
  /** Write a CPU profile of the server's main thread during each HTTP load to this path (-roundN.cpuprofile). */
  profile?: string;
  /**
   * processed_texts rows to put in before measuring (default 1,000,000), so GET /api/stats is measured on a
   * table the size a public site reaches, not on an empty one. Marked with engine 'bench-seed' and deleted
   * at the end.
   */
  seedRows?: number;
  /** Seconds of HTTP load before measuring, to warm the HTTP path (default 3). */
  warmupSeconds?: number;
  /** Where progress lines go (default stderr). */
  progress?: (line: string) => void;
}

const SEED_ENGINE = 'bench-seed';

/** Inserts `rows` processed_texts rows in statements of 100,000 (one in ten liked). */
async function seed(dataSource: DataSource, rows: number): Promise<void> {
  for (let done = 0; done < rows; done += 100_000) {
    await dataSource.query(
      `INSERT INTO processed_texts (kind, engine, input_chars, input_words, output_chars, output_words, duration_ms,
                                    feedback, feedback_at)
       SELECT 'text', $2, 600, 100 + g % 50, 600, 100, 40,
              CASE WHEN g % 10 = 0 THEN 'like' END, CASE WHEN g % 10 = 0 THEN now() END
         FROM generate_series(1, $1::int) g`,
      [Math.min(100_000, rows - done), SEED_ENGINE],
    );
  }
}

export async function runSpeed(corpus: string, options: SpeedOptions): Promise<SpeedReport> {
  const {
    seconds,
    workers,
    rounds = 3,
    databaseUrl = '',
    paragraphs = 24,
    seedRows = 1_000_000,
    warmupSeconds = 3,
    progress = (line: string) => console.error(line),
  } = options;
  const texts = paragraphsFrom(corpus).slice(0, paragraphs);
  const dataDir = mkdtempSync(join(tmpdir(), 'likho-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SERVE_FRONTEND: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WRITING_WORKERS: String(workers),
    // the load client is one IP: neither the general API limit nor the per-IP text limit may throttle it
    PROCESS_TEXT_RATE_LIMIT: '1000000000',
    THROTTLE_LIMIT: '1000000000',
  });
  progress(`booting the app (${databaseUrl ? 'DATABASE_URL' : 'embedded PGlite'})…`);
  const app = await createApp(config, { logger: ['error'] });
  const dataSource = app.get(DataSource);
  let seeded = false;
  try {
    if (seedRows > 0) {
      const t0 = Date.now();
      progress(`seeding ${seedRows} processed_texts rows…`);
      seeded = true;
      await seed(dataSource, seedRows);
      await dataSource.query('ANALYZE processed_texts');
      progress(`  seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    await app.listen(0, '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    // wait for the writing engine's warm-up (other engines may stay "starting" on this machine)
    for (let i = 0; i < 300; i++) {
      const health = (await (await fetch(`${url}/api/health`)).json()) as {
        engines?: Record<string, { ready: boolean }>;
      };
      if (health.engines?.writing?.ready) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // raw, engine and HTTP all run on the app's own worker pool, so they share its warm state
    const pool = app.get(WritingEngineHost).pool;
    if (!pool) throw new Error('The speed bench needs the local writing engine (unset AI_TEXT_MODEL).');
    const engine = new LocalWritingEngine(pool);
    // every worker lints every text once: Harper's first sight of an unknown word costs several times more
    // than the next, and each worker has its own caches; all three measures then see the same warm state
    progress(`warming ${pool.size} workers on ${texts.length} texts…`);
    await pool.warm(texts.map((t) => unique(t, serial++)));

    // compiled (dist/bench-build/bench) or, from the sources (the bench test), run by Node's type stripping
    const client = [join(__dirname, 'load-client.js'), join(__dirname, 'load-client.ts')].find((f) => existsSync(f))!;
    const exec = promisify(execFile);
    const child = async <T>(args: object): Promise<T> => {
      const { stdout } = await exec(process.execPath, [client, JSON.stringify(args)], { maxBuffer: 1 << 22 });
      return JSON.parse(stdout) as T;
    };
    const loadOnce = async (secs: number): Promise<LoadResult & ProbeResult> => {
      const args = { url, texts, seconds: secs, connections: workers * 4, offset: serial, tagWords: TAG_WORDS };
      serial += 1_000_000; // the client numbers its texts from offset; far fewer fit in one measure
      const [load, probe] = await Promise.all([
        child<LoadResult>(args),
        child<ProbeResult>({ ...args, texts: [], probe: true }),
      ]);
      return { ...load, ...probe };
    };

    const settle = async () => {
      // requests still in flight when the client stopped: let the server finish them before the next step
      let last = -1;
      for (let i = 0; i < 120; i++) {
        const n = ((await (await fetch(`${url}/api/stats`)).json()) as { stats: { totalProcessed: number } }).stats
          .totalProcessed;
        if (n === last) return;
        last = n;
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    await loadOnce(warmupSeconds);
    await settle();

    // rounds of raw → engine → HTTP, back to back: the machine's load drifts, so each HTTP figure is compared
    // with the raw figure of its own round
    // event-loop lag: how late a 10 ms timer fires, sampled only while the HTTP load runs
    const lags: number[] = [];
    const lagMonitor = () => {
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        lags.push(Math.max(0, now - last - 10));
        last = now;
      }, 10);
      return () => clearInterval(timer);
    };
    const session = options.profile ? new Session() : undefined;
    session?.connect();
    await session?.post('Profiler.enable');
    let rssMax = 0;
    const perRound: SpeedReport['perRound'] = [];
    const loads: (LoadResult & ProbeResult)[] = [];
    const loadStart = load1();
    for (let r = 0; r < rounds; r++) {
      progress(`round ${r + 1}/${rounds}: raw harper.js, the engine, POST /api/process-text…`);
      const load = load1();
      const raw = await throughput(seconds, workers * 2, (t) => pool.lint(t), texts);
      const eng = await throughput(seconds, workers * 2, (t) => engine.enhance(t, {}), texts);
      const sampler = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 250);
      const stopLag = lagMonitor();
      await session?.post('Profiler.start');
      const cpu = cpuClock();
      const http = await loadOnce(seconds);
      const used = cpu();
      if (session && options.profile) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(
          options.profile.replace(/(\.cpuprofile)?$/, `-round${r + 1}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      stopLag();
      clearInterval(sampler);
      await settle();
      loads.push(http);
      const httpWords = http.wordsPerSecond * http.seconds;
      perRound.push({
        raw,
        engine: eng,
        http: {
          wall: http.wordsPerSecond,
          cpu: httpWords / used.allSeconds,
          mainMsPerText: used.mainMs / Math.max(1, http.requests),
        },
        load,
      });
    }
    const statsLatencies = loads.flatMap((l) => l.statsLatencies);
    return {
      workers,
      rounds,
      database: databaseUrl ? 'server' : 'embedded',
      seededRows: seedRows,
      rawWordsPerSecond: median(perRound.map((r) => r.raw.wall)),
      engineWordsPerSecond: median(perRound.map((r) => r.engine.wall)),
      httpWordsPerSecond: median(perRound.map((r) => r.http.wall)),
      httpRatio: median(perRound.map((r) => r.http.wall / r.raw.wall)),
      engineRatio: median(perRound.map((r) => r.engine.wall / r.raw.wall)),
      rawWordsPerCpuSecond: median(perRound.map((r) => r.raw.cpu)),
      engineWordsPerCpuSecond: median(perRound.map((r) => r.engine.cpu)),
      httpWordsPerCpuSecond: median(perRound.map((r) => r.http.cpu)),
      httpCpuRatio: median(perRound.map((r) => r.http.cpu / r.raw.cpu)),
      mainMsPerText: {
        raw: median(perRound.map((r) => r.raw.mainMsPerText)),
        engine: median(perRound.map((r) => r.engine.mainMsPerText)),
        http: median(perRound.map((r) => r.http.mainMsPerText)),
      },
      perRound,
      http: {
        requests: loads.reduce((n, l) => n + l.requests, 0),
        non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
        errors: loads.reduce((n, l) => n + l.errors, 0),
        latencyP50: median(loads.map((l) => l.latencyP50)),
        latencyP99: Math.max(...loads.map((l) => l.latencyP99)),
      },
      stats: {
        probes: statsLatencies.length,
        p50: percentile(statsLatencies, 50),
        p90: percentile(statsLatencies, 90),
        p99: percentile(statsLatencies, 99),
        max: Math.max(...statsLatencies),
        // the slowest probes with their round and position in it (is the tail the first probe of a round?)
        worst: loads
          .flatMap((l, r) => l.statsLatencies.map((ms, i) => ({ ms, where: `round ${r + 1} probe ${i + 1}` })))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5)
          .map((w) => `${w.ms.toFixed(1)} ms (${w.where})`),
      },
      eventLoopLagP50Ms: percentile(lags, 50),
      eventLoopLagP99Ms: percentile(lags, 99),
      eventLoopLagMaxMs: Math.max(...lags),
      rssMaxMb: rssMax / 1024 / 1024,
      load: [loadStart, load1()],
    };
  } finally {
    // the load's own rows stay (they are what the server recorded); the seed goes
    if (seeded && databaseUrl) await dataSource.query(`DELETE FROM processed_texts WHERE engine = $1`, [SEED_ENGINE]);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
