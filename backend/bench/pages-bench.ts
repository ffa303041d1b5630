/**
 * Pages bench: Lighthouse (the `lighthouse` npm package, mobile profile with its default simulated throttling)
 * on / and /hi of the production build, with Debian's Chromium headless and the same no-network flags as the
 * browser tests. Prints the four category scores, FCP, LCP, TBT, CLS and the JavaScript the first load fetched
 * (bytes on the wire: Chromium accepts brotli, so the server sends the build's .br files). Not a test: nothing fails
 * on a figure.
 *
 * Runs the BUILT server (backend/dist/main.js) serving FRONTEND_DIST (default frontend/dist) as a child process,
 * with a throw-away embedded database, unless `url` names an app already running.
 *   node dist/bench-build/bench/pages-bench.js [--dist frontend/dist-perf] [--url http://127.0.0.1:3320] [--runs 1]
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backendDir } from './media-bench';

export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** frontend/playwright.config.ts's flags: nothing leaves the machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const PAGES = ['/', '/hi'] as const;

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript fetched by the first load, bytes on the wire (brotli). */
  jsBytes: number;
  /** Each script of the first load with its bytes on the wire, largest first. */
  scripts: { url: string; bytes: number }[];
}

export interface PagesOptions {
  /** The built SPA the server serves (default frontend/dist next to the backend). */
  dist?: string;
  /** An app already running (then dist is not used). */
  url?: string;
  /** Lighthouse runs per page; the median performance run is reported (default 1). */
  runs?: number;
  log?: (line: string) => void;
}

/** Why the pages bench cannot run here, or undefined. */
export function pagesUnavailable(options: PagesOptions = {}): string | undefined {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (apt-get install chromium)`;
  if (!lighthouseCli()) return 'the lighthouse npm package is not installed (npm install)';
  if (options.url) return undefined;
  const backend = backendDir();
  if (!existsSync(join(backend, 'dist', 'main.js'))) return 'backend/dist/main.js is missing: run `make build` first';
  const dist = options.dist ?? join(backend, '..', 'frontend', 'dist');
  if (!existsSync(join(dist, 'index.html'))) return `no frontend build at ${dist}: run \`make build\` first`;
  return undefined;
}

function lighthouseCli(): string | undefined {
  try {
    const pkg = require.resolve('lighthouse/package.json');
    const cli = join(dirname(pkg), 'cli', 'index.js');
    return existsSync(cli) ? cli : undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

async function startServer(dist: string, work: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(backendDir(), 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      UPLOAD_DIR: join(work, 'uploads'),
      FRONTEND_DIST: resolve(dist),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 120 s');
}

interface LhAudit {
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
}
interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { message: string };
}

function runLighthouse(url: string, work: string): Promise<LhReport> {
  const out = join(work, `lh-${Date.now()}.json`);
  const args = [
    lighthouseCli()!,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolveReport, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
      (err, _stdout, stderr) => {
        if (err) return reject(new Error(`lighthouse failed on ${url}: ${stderr.split('\n').slice(-5).join(' ')}`));
        const report = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
        if (report.runtimeError) return reject(new Error(`lighthouse on ${url}: ${report.runtimeError.message}`));
        resolveReport(report);
      },
    );
  });
}

function figures(path: string, r: LhReport): PageFigures {
  const score = (id: string) => Math.round(100 * (r.categories[id]?.score ?? 0));
  const num = (id: string) => r.audits[id]?.numericValue ?? NaN;
  const scripts = (r.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => ({ url: new URL(item.url!).pathname, bytes: item.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    scripts,
  };
}

/** Lighthouse on / and /hi; with several runs, the run of median performance score per page. */
export async function runPages(options: PagesOptions = {}): Promise<PageFigures[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const missing = pagesUnavailable(options);
  if (missing) throw new Error(missing);
  const runs = Math.max(1, options.runs ?? 1);
  const work = mkdtempSync(join(tmpdir(), 'likho-pages-bench-'));
  let server: ChildProcess | undefined;
  try {
    let origin = options.url?.replace(/\/$/, '');
    if (!origin) {
      const dist = options.dist ?? join(backendDir(), '..', 'frontend', 'dist');
      log(`pages: serving ${dist}`);
      const started = await startServer(dist, work);
      server = started.child;
      origin = started.origin;
    }
    // one request first: the server's first answer warms its caches, not what a visitor measures
    for (const path of PAGES) await fetch(`${origin}${path}`).then((r) => r.text());
    const result: PageFigures[] = [];
    for (const path of PAGES) {
      const all: PageFigures[] = [];
      for (let i = 0; i < runs; i++) all.push(figures(path, await runLighthouse(`${origin}${path}`, work)));
      all.sort((a, b) => a.performance - b.performance);
      const f = all[Math.floor(all.length / 2)];
      log(
        `  ${path.padEnd(4)} performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}; FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}; JS ${(f.jsBytes / 1000).toFixed(1)} kB on the wire`,
      );
      for (const s of f.scripts.slice(0, 8)) log(`         ${(s.bytes / 1000).toFixed(1).padStart(6)} kB  ${s.url}`);
      result.push(f);
    }
    return result;
  } finally {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, url: { type: 'string' }, runs: { type: 'string' } },
  });
  runPages({ dist: values.dist, url: values.url, runs: values.runs ? Number(values.runs) : undefined }).catch(
    (err: unknown) => {
      console.error((err as Error).message);
      process.exit(1);
    },
  );
}
