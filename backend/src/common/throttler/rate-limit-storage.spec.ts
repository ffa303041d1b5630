import { randomUUID } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimitStorage, redisHost } from './rate-limit-storage';

/** Redis on 127.0.0.1:6379, as in CI (a key prefix of the test's own keeps it apart from anything else there). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function hits(storage: RateLimitStorage, key: string, n: number, limit: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await storage.increment(key, 60_000, limit, 60_000, 'test'));
  return out;
}

/** A TCP proxy to Redis that the test can cut and restore, to play a Redis outage. */
async function redisProxy(target: URL): Promise<{ url: string; cut(): void; restore(): Promise<void>; close(): void }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = () => {
    server?.close();
    for (const s of sockets) s.destroy();
  };
  return { url: `redis://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

describe('RateLimitStorage', () => {
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('without REDIS_URL counts in memory and reports redis off', async () => {
    const storage = new RateLimitStorage();
    await storage.onModuleInit();
    const records = await hits(storage, 'k', 3, 2);
    expect(records.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(storage.redisState).toBe('off');
    storage.onApplicationShutdown();
  });

  it('shares one count between two instances through Redis, under its key prefix', async () => {
    const prefix = `likho-test:${randomUUID()}:`;
    const one = new RateLimitStorage(REDIS_URL, prefix);
    const two = new RateLimitStorage(REDIS_URL, prefix);
    const redis = new Redis(REDIS_URL);
    try {
      await Promise.all([one.onModuleInit(), two.onModuleInit()]);
      expect([one.redisState, two.redisState]).toEqual(['up', 'up']);
      const records = [
        ...(await hits(one, 'visitor', 1, 3)),
        ...(await hits(two, 'visitor', 1, 3)),
        ...(await hits(one, 'visitor', 1, 3)),
        ...(await hits(two, 'visitor', 1, 3)),
      ];
      expect(records.map((r) => [r.totalHits, r.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [4, true],
      ]);
      expect(records[3].timeToBlockExpire).toBeGreaterThan(50);
      const keys = await redis.keys(`{${prefix}*`);
      expect(keys.sort()).toEqual([`{${prefix}visitor:test}:blocked`, `{${prefix}visitor:test}:hits`]);
      await redis.del(...keys);
    } finally {
      one.onApplicationShutdown();
      two.onApplicationShutdown();
      redis.disconnect();
    }
  });

  it('counts in memory while Redis cannot be reached, says so once, and never prints the password', async () => {
    const storage = new RateLimitStorage('redis://:s3cret-pass@127.0.0.1:1/2');
    try {
      await storage.onModuleInit();
      expect(storage.redisState).toBe('down');
      const records = await hits(storage, 'k', 3, 2);
      expect(records.map((r) => r.isBlocked)).toEqual([false, false, true]);
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('Redis at 127.0.0.1:1/2 is unavailable');
      expect(lines[0]).toContain("counted in this instance's memory");
      expect(lines.join('\n')).not.toContain('s3cret');
    } finally {
      storage.onApplicationShutdown();
    }
  });

  it('falls back to memory when Redis goes away mid-run and returns to Redis when it is back', async () => {
    const proxy = await redisProxy(new URL(REDIS_URL));
    const prefix = `likho-test:${randomUUID()}:`;
    const storage = new RateLimitStorage(proxy.url, prefix);
    const redis = new Redis(REDIS_URL);
    try {
      await storage.onModuleInit();
      expect(storage.redisState).toBe('up');
      await hits(storage, 'k', 2, 10);
      expect(await redis.get(`{${prefix}k:test}:hits`)).toBe('2');

      proxy.cut();
      const during = await hits(storage, 'k', 3, 10); // answered from memory, none refused
      expect(during.every((r) => !r.isBlocked)).toBe(true);
      expect(storage.redisState).toBe('down');
      expect(warn).toHaveBeenCalledTimes(1);

      await proxy.restore();
      const deadline = Date.now() + 20_000;
      while (storage.redisState !== 'up' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(storage.redisState).toBe('up');
      expect(log.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('reachable again'));
      await hits(storage, 'k', 1, 10);
      expect(await redis.get(`{${prefix}k:test}:hits`)).toBe('3');
      await redis.del(`{${prefix}k:test}:hits`);
    } finally {
      storage.onApplicationShutdown();
      proxy.close();
      redis.disconnect();
    }
  });
});

describe('redisHost', () => {
  it('keeps host, port and database, never the credentials', () => {
    expect(redisHost('redis://user:pw@cache.internal:6380/3')).toBe('cache.internal:6380/3');
    expect(redisHost('rediss://:pw@cache')).toBe('cache:6379');
    expect(redisHost('not a url')).toBe('the configured address');
  });
});
