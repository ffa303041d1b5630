/**
 * make bench-scale: POST /api/process-text through nginx against 1 instance, then against 2 (the set-up of
 * make test-scale: backend/test/scale/cluster.ts, one Postgres, one Redis, Debian's nginx), autocannon in a child
 * process (bench/load-client.ts) with 200 connections for 60 s each, rate limits raised. Prints requests per
 * second for each, side by side, and writes bench/results/scale.json. On one machine the instances share its
 * cores, so the figure says what a second instance adds there, not on a second machine.
 *
 * Options: --seconds 60 --connections 200 --instances 1,2 --warmup 10
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, startCluster } from '../test/scale/cluster';
import type { LoadResult } from './load-client';
import { TAG_WORDS } from './unique-text';

const TEXTS = [
  'i has a bussiness in diffrent cities and we was growing very fast last year. our team work hard every days.',
  'Me and my freind goes to the market on sunday. We buyed fresh vegetable and some fruits for the week.',
  'The meeting have been postpone to next monday because manager are not available. Please inform to everyone.',
  'she dont like to wait in long queue, so she always book the tickets online before one week.',
  'Our product help small shop owner to keep there accounts simple. It is very easy for use and cheap.',
  'I am writing this mail to request you for a leave of two days as my sister marriage is on friday.',
  'The weather in delhi are very hot in may month, so peoples stay inside there home in afternoon.',
  'He have completed his graduation in 2019 and since then he is working in a software company.',
];

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

interface Row extends LoadResult {
  instances: number;
  requestsPerSecond: number;
}

async function main(): Promise<void> {
  const seconds = Number(option('seconds', '60'));
  const warmup = Number(option('warmup', '10'));
  const connections = Number(option('connections', '200'));
  const counts = option('instances', '1,2').split(',').map(Number);
  const client = [join(__dirname, 'load-client.js'), join(__dirname, 'load-client.ts')].find((f) => existsSync(f))!;
  const exec = promisify(execFile);
  let offset = 0;
  const load = async (url: string, secs: number): Promise<LoadResult> => {
    const args = { url, texts: TEXTS, seconds: secs, connections, offset, tagWords: TAG_WORDS };
    offset += 10_000_000;
    const { stdout } = await exec(process.execPath, [client, JSON.stringify(args)], { maxBuffer: 1 << 22 });
    return JSON.parse(stdout) as LoadResult;
  };
  const rows: Row[] = [];
  for (const instances of counts) {
    process.stderr.write(`starting ${instances} instance(s) behind nginx…\n`);
    const cluster = await startCluster({
      instances,
      nginxWorkers: 2,
      env: { THROTTLE_LIMIT: '1000000000', PROCESS_TEXT_RATE_LIMIT: '1000000000', LOG_LEVEL: 'error' },
    });
    try {
      // each instance's writing engine warms up after it serves /api/health
      for (const instance of cluster.instances) {
        for (let i = 0; i < 600; i++) {
          const health = (await (await fetch(`${instance.url}/api/health`)).json()) as {
            engines?: Record<string, { ready: boolean }>;
          };
          if (health.engines?.writing?.ready) break;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      process.stderr.write(`warming up for ${warmup} s, then ${connections} connections for ${seconds} s…\n`);
      await load(cluster.url, warmup);
      const result = await load(cluster.url, seconds);
      rows.push({ instances, ...result, requestsPerSecond: result.requests / seconds });
    } finally {
      await cluster.close();
    }
  }
  const base = rows[0]?.requestsPerSecond || 1;
  console.log(
    `\nPOST /api/process-text through nginx, ${connections} connections, ${seconds} s, ${cpus().length} CPUs`,
  );
  console.log('instances | requests/s | vs first | p50 ms | p99 ms | non-2xx | errors');
  for (const r of rows) {
    console.log(
      [
        r.instances,
        r.requestsPerSecond.toFixed(1),
        `${(r.requestsPerSecond / base).toFixed(2)}x`,
        r.latencyP50,
        r.latencyP99,
        r.non2xx,
        r.errors,
      ].join(' | '),
    );
  }
  const out = join(REPO_ROOT, 'backend/bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'scale.json'),
    JSON.stringify({ at: new Date().toISOString(), connections, seconds, rows }, null, 2),
  );
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
