import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS_OPTIONS } from 'src/common/throttler/rate-limit-storage';
import { BusyError, JobLimiter, SharedJobLimiter } from './job-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('JobLimiter', () => {
  it('runs up to `concurrency` jobs at once and starts a waiting one when a slot frees', async () => {
    const limiter = new JobLimiter(2, 5);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.queued).toBe(1);
    gates[0].resolve();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    await expect(Promise.all(jobs)).resolves.toEqual([0, 1, 2]);
    expect(limiter.active).toBe(0);
  });

  it('refuses a job with BusyError when the slots and the waiting line are full', async () => {
    const limiter = new JobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(() => Promise.resolve('second'));
    await expect(limiter.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(BusyError);
    gate.resolve();
    await first;
    await expect(second).resolves.toBe('second');
  });

  it('drops a waiting job whose signal fires, and frees its place in line', async () => {
    const limiter = new JobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    const waiting = limiter.run(() => Promise.resolve('never'), controller.signal);
    controller.abort(new Error('visitor left'));
    await expect(waiting).rejects.toThrow('visitor left');
    expect(limiter.queued).toBe(0);
    gate.resolve();
    await first;
    expect(limiter.active).toBe(0);
  });

  it('releases the slot when a job fails', async () => {
    const limiter = new JobLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});

/** Redis on 127.0.0.1:6379, as in CI; every test has a key prefix of its own. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

describe('SharedJobLimiter', () => {
  const clients: Redis[] = [];
  let prefix: string;

  /** One "instance": a limiter with its own Redis connection, sharing the test's key prefix. */
  async function instance(concurrency: number, queueLimit: number, url = REDIS_URL): Promise<SharedJobLimiter> {
    const redis = new Redis(url, REDIS_OPTIONS);
    clients.push(redis);
    const limiter = new SharedJobLimiter(redis, concurrency, queueLimit, prefix);
    if (url === REDIS_URL) await new Promise((r) => redis.once('ready', r));
    return limiter;
  }

  beforeEach(() => {
    prefix = `likho-test:${randomUUID()}:media:`;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const c of clients.splice(0)) c.disconnect();
    jest.restoreAllMocks();
  });

  it('holds one concurrency and one waiting line across instances: the next job on either is refused', async () => {
    const [a, b] = [await instance(1, 1), await instance(1, 1)];
    const gate = deferred();
    const started: string[] = [];
    const first = a.run(async () => {
      started.push('a1');
      await gate.promise;
      return 'a1';
    });
    await until(() => a.active === 1);
    const second = b.run(() => {
      started.push('b1');
      return Promise.resolve('b1');
    });
    await until(() => b.queued === 1);
    await expect(a.run(() => Promise.resolve('a2'))).rejects.toBeInstanceOf(BusyError);
    await expect(b.run(() => Promise.resolve('b2'))).rejects.toBeInstanceOf(BusyError);
    expect(started).toEqual(['a1']);
    gate.resolve();
    await expect(Promise.all([first, second])).resolves.toEqual(['a1', 'b1']);
    expect(started).toEqual(['a1', 'b1']);
    expect([a.active, a.queued, b.active, b.queued]).toEqual([0, 0, 0, 0]);
    // every slot was given back
    await expect(b.run(() => Promise.resolve('b3'))).resolves.toBe('b3');
  });

  it('lets a waiting job leave the line when its visitor goes away, freeing its place', async () => {
    const [a, b] = [await instance(1, 1), await instance(1, 1)];
    await a.acquire();
    const visitor = new AbortController();
    const waiting = b.run(() => Promise.resolve('never'), visitor.signal);
    await until(() => b.queued === 1);
    visitor.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(b.queued).toBe(0);
    const next = b.run(() => Promise.resolve('next')); // admitted: the aborted job's place is free
    await until(() => b.queued === 1);
    await a.release();
    await expect(next).resolves.toBe('next');
  });

  it("counts in the instance's own memory while Redis cannot be reached", async () => {
    const alone = await instance(1, 0, 'redis://127.0.0.1:1');
    const gate = deferred();
    const first = alone.run(() => gate.promise.then(() => 'one'));
    await expect(alone.run(() => Promise.resolve('two'))).rejects.toBeInstanceOf(BusyError);
    gate.resolve();
    await expect(first).resolves.toBe('one');
  });
});
