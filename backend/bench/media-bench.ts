/**
 * Media bench (issue 6): measures
 *   1. server video → audio time against the ffmpeg CLI doing the same conversion on the same file (goal ≤ 1.2×);
 *   2. the server's peak RSS growth during a 1 GB chunked upload and its conversion (goal < 100 MB).
 *
 * Runs the BUILT server (backend/dist/main.js) as a child process (embedded database and uploads in a temporary
 * folder). Part of `make bench` (bench/run.ts calls runMedia and puts its figures in the summary); alone:
 *   npm run bench:media -w backend [-- --size-mb 1024 --minutes 10 --runs 5]
 * Needs the Debian package ffmpeg (ffmpeg and ffprobe). Node built-ins only, no src/ imports: it measures the
 * built server from outside.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const MB = 1024 * 1024;
const CHUNK = 10 * MB;

/**
 * The backend folder (the one whose package.json is @likho/backend), found upwards from this file: the bench
 * runs from bench/ (jest, type stripping) and from dist/bench-build/bench/ (compiled), so no fixed number of '..'
 * is right for both.
 */
export function backendDir(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@likho/backend')
      return dir;
    if (dirname(dir) === dir) throw new Error(`no @likho/backend package.json above ${from}`);
  }
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i > 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** The server's conversion (see src/engines/video/video-engine.ts AUDIO_OUTPUT): mono 16 kHz mp3 at 96 kbps. */
function cliConvert(input: string, output: string): void {
  ffmpeg([
    '-i',
    input,
    '-vn',
    '-sn',
    '-dn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '96k',
    '-f',
    'mp3',
    output,
  ]);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : 0;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const fmtMs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fmtMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function startServer(backendDir: string, work: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(backendDir, 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      UPLOAD_DIR: join(work, 'uploads'),
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'warn',
      THROTTLE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 120 s');
}

/** End-to-end time of one call, and the server's own processing time from its Server-Timing header. */
async function postVideo(base: string, file: string): Promise<{ total: number; server: number }> {
  const form = new FormData();
  form.append('video', await openAsBlob(file, { type: 'video/mp4' }), 'bench.mp4');
  const started = performance.now();
  const res = await fetch(`${base}/video-to-audio`, { method: 'POST', body: form });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`video-to-audio answered ${res.status}: ${body.toString()}`);
  const timing = /process;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return { total: performance.now() - started, server: timing ? Number(timing[1]) : NaN };
}

/** Uploads `file` in 10 MB chunks as the browser does, then asks for the audio; samples the server's RSS meanwhile. */
async function chunkedUpload(
  base: string,
  pid: number,
  file: string,
): Promise<{ baseline: number; peak: number; ms: number }> {
  const size = statSync(file).size;
  const totalChunks = Math.ceil(size / CHUNK);
  const cleanup = await fetch(`${base}/cleanup-session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const cookie = (cleanup.headers.get('set-cookie') ?? '').split(';')[0];
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
  const started = performance.now();
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK);
    for (let i = 0; i < totalChunks; i++) {
      const n = readSync(fd, buffer, 0, CHUNK, i * CHUNK);
      const form = new FormData();
      form.append('chunkIndex', String(i));
      form.append('totalChunks', String(totalChunks));
      form.append('originalName', 'bench-large.mov');
      form.append('originalSize', String(size));
      form.append('video', new Blob([buffer.subarray(0, n)], { type: 'video/quicktime' }), 'blob');
      const res = await fetch(`${base}/video-to-audio-chunked`, { method: 'POST', body: form, headers: { cookie } });
      if (!res.ok) throw new Error(`chunk ${i} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
    const res = await fetch(`${base}/video-to-audio-process`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ originalName: 'bench-large.mov', originalSize: size, totalChunks }),
    });
    const audio = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`video-to-audio-process answered ${res.status}: ${audio.toString()}`);
  } finally {
    closeSync(fd);
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssBytes(pid));
  return { baseline, peak, ms: performance.now() - started };
}

export interface MediaOptions {
  /** Size of the chunked upload, MB (default 1024: just under the 1 GB limit). */
  sizeMb?: number;
  /** Length of the talk-like video converted, minutes (default 10). */
  minutes?: number;
  /** Interleaved CLI and server conversions; medians are reported (default 5). */
  runs?: number;
  /** Where dist/main.js is (default: found from this file). */
  backend?: string;
  log?: (line: string) => void;
}

export interface MediaReport {
  minutes: number;
  videoMb: number;
  runs: number;
  cliMs: number;
  serverMs: number;
  /** Server processing ÷ ffmpeg CLI on the same file (goal ≤ 1.2). */
  ratio: number;
  /** End to end (upload, processing, mp3 back) ÷ the CLI. */
  ratioTotal: number;
  uploadMb: number;
  uploadMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Peak RSS growth of the server over the chunked upload and its conversion, MB (goal < 100). */
  rssGrowthMb: number;
  filesLeft: number;
}

/** Why the media bench cannot run here (no build, no ffmpeg), or undefined. */
export function mediaUnavailable(backend = backendDir()): string | undefined {
  if (!existsSync(join(backend, 'dist', 'main.js'))) return 'backend/dist/main.js is missing: run `make build` first';
  for (const tool of ['ffmpeg', 'ffprobe']) {
    try {
      execFileSync(tool, ['-version'], { stdio: 'ignore' });
    } catch {
      return `${tool} is not installed (apt-get install ffmpeg)`;
    }
  }
  return undefined;
}

export async function runMedia(options: MediaOptions = {}): Promise<MediaReport> {
  const backend = options.backend ?? backendDir();
  const log = options.log ?? ((line: string) => console.log(line));
  const missing = mediaUnavailable(backend);
  if (missing) throw new Error(missing);
  const sizeMb = options.sizeMb ?? 1024;
  const minutes = options.minutes ?? 10;
  const runs = options.runs ?? 5;
  const work = mkdtempSync(join(tmpdir(), 'likho-media-bench-'));
  let server: ChildProcess | undefined;
  try {
    log(
      `media bench: work folder ${work}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    // 1. a talk-like video: small picture, long sound track (the conversion cost is in the audio)
    const talk = join(work, 'talk.mp4');
    ffmpeg([
      '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=10:duration=${minutes * 60}`,
      '-f', 'lavfi', '-i', `sine=frequency=300:sample_rate=44100:duration=${minutes * 60}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '128k', talk,
    ]); // prettier-ignore
    const talkSize = statSync(talk).size;
    if (talkSize > 50 * MB) throw new Error(`the test video is ${fmtMb(talkSize)}; use fewer --minutes (≤ 50 MB)`);

    const started = await startServer(backend, work);
    server = started.child;
    const cli: number[] = [];
    const total: number[] = [];
    const processing: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      cliConvert(talk, join(work, 'cli.mp3'));
      cli.push(performance.now() - t0);
      const one = await postVideo(started.base, talk);
      total.push(one.total);
      processing.push(one.server);
    }
    const ratio = median(processing) / median(cli);
    const ratioTotal = median(total) / median(cli);
    const verdict = (r: number) => (r <= 1.2 ? 'OK' : 'OVER');
    log('');
    log(`video → audio, ${minutes} min video (${fmtMb(talkSize)}), median of ${runs}, runs interleaved:`);
    log(`  ffmpeg CLI on the file                        ${fmtMs(median(cli))}`);
    log(
      `  server processing (type checks + conversion)  ${fmtMs(median(processing))}  ${ratio.toFixed(2)}×  (goal ≤ 1.2×) ${verdict(ratio)}`,
    );
    log(
      `  server end to end (upload + processing + mp3) ${fmtMs(median(total))}  ${ratioTotal.toFixed(2)}×  (the CLI has no upload)`,
    );

    // 2. a 1 GB video (uncompressed frames are quick to make), uploaded in 10 MB chunks
    // just under the 1 GB limit: 2 % is left for the container, the sound track and rounding
    const frameBytes = 1280 * 720 * 2;
    const seconds = Math.max(0.1, Math.floor(((sizeMb * MB * 0.98) / (frameBytes * 25)) * 10) / 10);
    const large = join(work, 'large.mov');
    ffmpeg([
      '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=300:sample_rate=44100:duration=${seconds}`,
      '-c:v', 'rawvideo', '-pix_fmt', 'uyvy422', '-c:a', 'pcm_s16le', '-f', 'mov', large,
    ]); // prettier-ignore
    const largeSize = statSync(large).size;
    const up = await chunkedUpload(started.base, server.pid ?? 0, large);
    const growth = up.peak - up.baseline;
    log('');
    log(`chunked upload of ${fmtMb(largeSize)} in ${Math.ceil(largeSize / CHUNK)} chunks + process: ${fmtMs(up.ms)}`);
    log(`  server RSS before ${fmtMb(up.baseline)}, peak ${fmtMb(up.peak)}`);
    log(`  growth ${fmtMb(growth)}  (goal < 100 MB) ${growth < 100 * MB ? 'OK' : 'OVER'}`);
    await new Promise((r) => setTimeout(r, 500)); // request folders go when each response closes
    const sessions = join(work, 'uploads', 'sessions');
    const left = existsSync(sessions)
      ? execFileSync('find', [sessions, '-type', 'f'], { encoding: 'utf8' }).trim()
      : '';
    const filesLeft = left ? left.split('\n').length : 0;
    log(`  upload files left on the server: ${filesLeft}`);
    log(
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (figures are noisy on a busy machine)`,
    );
    return {
      minutes,
      videoMb: talkSize / MB,
      runs,
      cliMs: median(cli),
      serverMs: median(processing),
      ratio,
      ratioTotal,
      uploadMb: largeSize / MB,
      uploadMs: up.ms,
      rssBeforeMb: up.baseline / MB,
      rssPeakMb: up.peak / MB,
      rssGrowthMb: growth / MB,
      filesLeft,
    };
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server?.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runMedia({ sizeMb: arg('size-mb', 1024), minutes: arg('minutes', 10), runs: arg('runs', 5) }).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`media bench failed: ${(err as Error).message}`, (err as { cause?: unknown }).cause ?? '');
      process.exit(1);
    },
  );
}
