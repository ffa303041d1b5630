import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { createApp } from 'src/app.factory';
import { loadConfig } from 'src/config/app-config';
import { HarperPool } from 'src/engines/writing/harper/harper-pool';
import { LocalWritingEngine } from 'src/engines/writing/local/local-writing-engine';
import { detokenize } from './ptb';

/**
 * Speed: raw harper.js words/s (the worker pool linting, nothing else) vs the whole local engine vs
 * POST /api/process-text under concurrent load, on the same texts (JFLEG sentences in paragraphs of 8, each
 * sentence made unique per request because Harper caches per sentence). Reports event-loop lag during the
 * HTTP load, GET /api/stats latency measured meanwhile, and RSS.
 */
export interface SpeedReport {
  workers: number;
  rawWordsPerSecond: number;
  engineWordsPerSecond: number;
  http: Record<string, number>;
  eventLoopLagP99Ms: number;
  eventLoopLagMaxMs: number;
  rssMb: number;
}

export function paragraphsFrom(corpus: string, perParagraph = 8): string[] {
  const sentences = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map(detokenize);
  const out: string[] = [];
  for (let i = 0; i + perParagraph <= sentences.length; i += perParagraph) out.push(sentences.slice(i, i + perParagraph).join(' '));
  return out;
}

function unique(text: string, n: number): string {
  return text.replace(/([.!?])(\s|$)/g, (_m, p: string, s: string) => ` ${n}${p}${s}`);
}

async function throughput(seconds: number, concurrency: number, run: (text: string) => Promise<unknown>, texts: string[]): Promise<number> {
  let n = 0;
  let words = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const text = unique(texts[n % texts.length], 1_000_000 + n);
        n++;
        await run(text);
        words += text.split(/\s+/).length;
      }
    }),
  );
  return words / ((Date.now() - started) / 1000);
}

export async function runSpeed(corpus: string, seconds: number, workers = 2): Promise<SpeedReport> {
  const texts = paragraphsFrom(corpus);
  const pool = new HarperPool({ size: workers });
  await pool.warm();
  // one pass to pay Harper's one-off costs for this vocabulary in every worker
  await throughput(3, workers * 2, (t) => pool.lint(t), texts);
  console.error('measuring raw harper.js…');
  const raw = await throughput(seconds, workers * 2, (t) => pool.lint(t), texts);
  const engine = new LocalWritingEngine(pool);
  console.error('measuring the engine…');
  const eng = await throughput(seconds, workers * 2, (t) => engine.enhance(t, {}), texts);
  await pool.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'likho-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SERVE_FRONTEND: 'false',
    DATA_DIR: dataDir,
    WRITING_WORKERS: String(workers),
    PROCESS_TEXT_RATE_LIMIT: '100000000',
    THROTTLE_LIMIT: '100000000',
  });
  console.error('booting the app…');
  const app = await createApp(config, { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  // wait for the warm-up, then a short warm pass over HTTP
  for (let i = 0; i < 100 && !(await (await fetch(`${url}/api/health`)).json()).status?.startsWith('ok'); i++) {
    await new Promise((r) => setTimeout(r, 200));
  }
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const client = join(__dirname, 'load-client.js');
  const exec = promisify(execFile);
  await exec(process.execPath, [client, JSON.stringify({ url, texts, seconds: 3, connections: workers * 4 })]);
  console.error('loading POST /api/process-text…');
  lag.enable();
  const { stdout } = await exec(process.execPath, [client, JSON.stringify({ url, texts, seconds, connections: workers * 4 })], {
    maxBuffer: 1 << 20,
  });
  lag.disable();
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    workers,
    rawWordsPerSecond: raw,
    engineWordsPerSecond: eng,
    http: JSON.parse(stdout) as Record<string, number>,
    eventLoopLagP99Ms: lag.percentile(99) / 1e6,
    eventLoopLagMaxMs: lag.max / 1e6,
    rssMb,
  };
}
