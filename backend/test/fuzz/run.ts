/**
 * `make fuzz` / `npm run fuzz -w backend`: schema-driven requests to every operation of the API; prints the answers
 * per operation and status, and exits 1 on any 5xx (but a deliberate 503 of an unconfigured provider) or a request
 * that got no answer.
 *   node dist/fuzz-build/test/fuzz/run.js [--requests 10000] [--seed N] [--concurrency 8] [--only op1,op2]
 *     [--url http://host:port]   fuzz an app that is already running (start it with raised rate limits:
 *                                THROTTLE_LIMIT, PROCESS_TEXT_RATE_LIMIT, IMAGE_RATE_LIMIT, UPLOAD_QUOTA_MB_PER_HOUR)
 *     [--database-url postgres://…]  without --url: the started app's database (default: an embedded one)
 *     [--verbose]  also the most frequent answers (status and message) per operation
 *     [--stall-seconds 90]  stop (and fail, naming the requests in flight) when the app answers nothing this long
 * Without --url it starts the built app (dist/main.js) on a free port with raised limits, in a scratch data and
 * upload folder, and counts the errors it logs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FUZZ_APP_ENV } from './fuzz-env';
import { formatReport, runFuzz, type OpenApiSpec } from './fuzzer';

/** backend/ (this file runs from backend/dist/fuzz-build/test/fuzz). */
const BACKEND = resolve(__dirname, '..', '..', '..', '..');
const SPEC = resolve(BACKEND, '..', 'openapi', 'openapi.json');

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} while starting`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not answer /api/health within ${timeoutMs / 1000} s`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '10000' },
      seed: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      only: { type: 'string' },
      url: { type: 'string' },
      'database-url': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'stall-seconds': { type: 'string', default: '90' },
    },
  });
  const spec = JSON.parse(readFileSync(SPEC, 'utf8')) as OpenApiSpec;
  let url = values.url?.replace(/\/$/, '');
  let child: ChildProcess | undefined;
  let scratch: string | undefined;
  let logFile: string | undefined;
  try {
    if (!url) {
      scratch = mkdtempSync(join(tmpdir(), 'likho-fuzz-'));
      logFile = join(scratch, 'server.log');
      const port = await freePort();
      const log = createWriteStream(logFile);
      child = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
        env: {
          ...process.env,
          ...FUZZ_APP_ENV,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: values['database-url'] ?? '',
          DATA_DIR: join(scratch, 'data'),
          UPLOAD_DIR: join(scratch, 'uploads'),
          WRITING_WORKERS: process.env.WRITING_WORKERS ?? '1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      url = `http://127.0.0.1:${port}`;
      process.stdout.write(`starting the app on ${url} (log: ${logFile}) …\n`);
      await waitForHealth(url, child, 180_000);
    }
    const total = Number(values.requests);
    let shown = 0;
    const report = await runFuzz({
      baseUrl: url,
      spec,
      requests: total,
      seed: values.seed !== undefined ? Number(values.seed) : undefined,
      concurrency: Number(values.concurrency),
      stallMs: Number(values['stall-seconds']) * 1000,
      only: values.only?.split(',').map((s) => s.trim()),
      onProgress: (done, all) => {
        const pct = Math.floor((done / all) * 10);
        if (pct > shown) {
          shown = pct;
          process.stdout.write(`  ${done}/${all}\n`);
        }
      },
    });
    process.stdout.write(`\n${formatReport(report, values.verbose)}\n`);
    if (logFile) {
      const lines = readFileSync(logFile, 'utf8').split('\n');
      const errors = lines.filter((l) => /\bERROR\b/.test(l));
      process.stdout.write(`\nserver log: ${errors.length} ERROR lines${errors.length ? ', e.g.:' : ''}\n`);
      for (const l of errors.slice(0, 10)) process.stdout.write(`  ${l.slice(0, 300)}\n`);
    }
    if (child && child.exitCode !== null) {
      process.stdout.write(`\nthe app exited during the run (code ${child.exitCode})\n`);
      return 1;
    }
    return report.failures.length || report.stall ? 1 : 0;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (scratch && !process.env.FUZZ_KEEP) rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
