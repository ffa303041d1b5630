import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Redis from 'ioredis';

/** The few calls of node-postgres used here (the package ships no types). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/**
 * Several app instances behind Debian's nginx on one machine, without Docker: one Postgres database of their own
 * (created in the server of DATABASE_URL, dropped at the end), one Redis (REDIS_URL, keys under a prefix of their
 * own, removed at the end), one shared upload folder. Used by `make test-scale` and the scale bench.
 */

/** The repository root: the first folder up from here with docker/nginx/proxy.conf (from source or compiled). */
function repoRoot(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'docker/nginx/proxy.conf'))) return dir;
  }
  throw new Error(`no docker/nginx/proxy.conf above ${__dirname}`);
}

export const REPO_ROOT = repoRoot();
const MAIN_JS = join(REPO_ROOT, 'backend/dist/main.js');
const PROXY_CONF = join(REPO_ROOT, 'docker/nginx/proxy.conf');

export interface Instance {
  port: number;
  /** http://127.0.0.1:port, straight to this instance. */
  url: string;
  /** What nginx reports in X-Upstream for this instance. */
  address: string;
  process: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface Cluster {
  /** nginx, the way in. */
  url: string;
  instances: Instance[];
  redisPrefix: string;
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** More settings for every instance (e.g. raised rate limits for a bench). */
  env?: Record<string, string>;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
}

/** The nginx binary, or an error that says how to install it (nothing is installed here). */
export function findNginx(): string {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'nginx is not installed: make test-scale and the scale bench put nginx in front of the app instances. ' +
        'Install it with `sudo apt-get install nginx-light` (Debian/Ubuntu), or set NGINX=/path/to/nginx.',
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitFor(url: string, proc?: ChildProcess, output?: () => string): Promise<void> {
  for (;;) {
    if (proc && proc.exitCode !== null) {
      throw new Error(`the process serving ${url} exited with ${proc.exitCode}:\n${output?.().slice(-3000)}`);
    }
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    process: child,
    output: () => out,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

function nginxConfig(dir: string, port: number, upstreams: string[], workers: number): string {
  return `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream likho {
${upstreams.map((u) => `    server ${u} max_fails=2 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # which instance answered (the tests look; a retried request lists both)
    add_header X-Upstream $upstream_addr always;
    location = /nginx-health { return 200 "ok\\n"; }
    location / {
      include ${PROXY_CONF};
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxBin = findNginx();
  if (!existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: build the backend first (npm run build -w backend)`);
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const dbName = `likho_scale_${id}`;
  const admin = new Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `likho-scale-${id}:`;
  const dir = mkdtempSync(join(tmpdir(), 'likho-scale-'));
  chmodSync(dir, 0o755);
  const uploads = join(dir, 'uploads');
  mkdirSync(uploads);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, t));
    chmodSync(join(dir, t), 0o777); // nginx workers may run as another user when started as root
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INSTANCES: String(options.instances),
    UPLOAD_DIR: uploads,
    TRUST_PROXY_HOPS: '1',
    SERVE_FRONTEND: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const close = async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.stop()));
    if (nginx && nginx.exitCode === null) await new Promise((r) => nginx?.once('exit', r));
    const pg = new Client({ connectionString: serverUrl.toString() });
    await pg.connect();
    await pg.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await pg.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    const braced = await redis.keys(`{${redisPrefix}*`); // the throttler's hash-tagged keys
    if (keys.length + braced.length) await redis.del(...keys, ...braced);
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the first instance applies the migrations alone; the others start once it serves
    for (let i = 0; i < options.instances; i++) {
      const instance = startInstance(await freePort(), env);
      instances.push(instance);
      if (i === 0) await waitFor(`${instance.url}/api/health`, instance.process, instance.output);
    }
    await Promise.all(instances.map((i) => waitFor(`${i.url}/api/health`, i.process, i.output)));
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig(
        dir,
        port,
        instances.map((i) => i.address),
        options.nginxWorkers ?? 1,
      ),
    );
    let nginxOut = '';
    nginx = spawn(nginxBin, ['-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (d: Buffer) => (nginxOut += d.toString()));
    await waitFor(`http://127.0.0.1:${port}/nginx-health`, nginx, () => nginxOut);
    return { url: `http://127.0.0.1:${port}`, instances, redisPrefix, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
