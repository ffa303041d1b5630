import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Semaphore } from 'redis-semaphore';

/** Thrown when every slot is busy and the waiting line is full. */
export class BusyError extends Error {
  constructor() {
    super('busy');
  }
}

/**
 * Bounded concurrency for CPU-heavy media jobs: `concurrency` run at once, up to `queueLimit` wait in line
 * (first come, first served), anything beyond is refused at once with BusyError (answered 429).
 */
export class JobLimiter implements MediaJobLimiter {
  private running = 0;
  private readonly waiting: { start: () => void; cancel: (err: unknown) => void }[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `job` when a slot is free; a waiting job leaves the line when `signal` fires. */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new BusyError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve();
        },
        cancel: reject,
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  release(): void {
    this.running = Math.max(0, this.running - 1);
    const next = this.waiting.shift();
    if (next) next.start();
  }
}

/** What MediaService runs its heavy work under: JobLimiter (one instance) or SharedJobLimiter (several). */
export interface MediaJobLimiter {
  readonly concurrency: number;
  readonly queueLimit: number;
  /** Jobs of this instance running now. */
  readonly active: number;
  /** Jobs of this instance waiting for a slot. */
  readonly queued: number;
  /** Runs `job` when a slot is free (BusyError when the line is full); a waiting job leaves when `signal` fires. */
  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Takes a slot by hand (tests and benches that fill the limiter); `release` gives one back. */
  acquire(signal?: AbortSignal): Promise<void>;
  release(): void | Promise<void>;
}

/** A held slot lapses this long after its instance stopped refreshing it (it died): the slot is free again. */
export const SLOT_LEASE_MS = 30_000;
/** How often a job waiting for a shared slot asks Redis again. */
export const SLOT_POLL_MS = 100;

type SemaphoreClient = ConstructorParameters<typeof Semaphore>[0];

/**
 * The media job slots of every instance together, in Redis (REDIS_URL): `concurrency` jobs run at once across all
 * instances, `queueLimit` more wait, and one more is refused at once with BusyError (429), as JobLimiter does for
 * one process. Two redis-semaphore semaphores: `admitted` (running or waiting, concurrency + queueLimit), tried
 * once, then `running` (concurrency), waited for. Each slot is a lease its instance refreshes every 10 s, so the
 * slots of an instance that dies free themselves within SLOT_LEASE_MS. While Redis cannot be reached, this
 * instance's own JobLimiter decides (the same limits, per instance); the warning is the rate limits' (same Redis).
 */
export class SharedJobLimiter implements MediaJobLimiter {
  private readonly logger = new Logger('MediaJobs');
  private readonly local: JobLimiter;
  private readonly client: SemaphoreClient;
  private readonly held: (() => Promise<void>)[] = [];
  private running = 0;
  private waiting = 0;
  private down = false;

  constructor(
    private readonly redis: Redis,
    readonly concurrency: number,
    readonly queueLimit: number,
    /** Key prefix: `<prefix>admitted` and `<prefix>running` are the two sorted sets. */
    private readonly prefix: string,
  ) {
    this.local = new JobLimiter(concurrency, queueLimit);
    // redis-semaphore is typed against its own copy of ioredis; it calls eval, evalsha and zrem of this one
    this.client = redis as unknown as SemaphoreClient;
    redis.on('ready', () => {
      if (this.down) this.logger.debug('Redis is reachable again: media job slots are shared again');
      this.down = false;
    });
    redis.on('error', (err: Error) => this.markDown(err));
  }

  get active(): number {
    return this.running + this.local.active;
  }

  get queued(): number {
    return this.waiting + this.local.queued;
  }

  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.take(signal);
    try {
      return await job();
    } finally {
      await release();
    }
  }

  async acquire(signal?: AbortSignal): Promise<void> {
    this.held.push(await this.take(signal));
  }

  async release(): Promise<void> {
    await this.held.shift()?.();
  }

  /** Waits for a slot (shared, or this instance's own while Redis is away) and returns what gives it back. */
  private async take(signal?: AbortSignal): Promise<() => Promise<void>> {
    if (signal?.aborted) throw signal.reason;
    const local = async () => {
      await this.local.acquire(signal);
      return () => Promise.resolve(this.local.release());
    };
    if (this.redis.status !== 'ready') return local();
    const lease = {
      lockTimeout: SLOT_LEASE_MS,
      refreshInterval: SLOT_LEASE_MS / 3,
      onLockLost: () => this.logger.warn('a media job slot lapsed in Redis while its job ran'),
    };
    const admitted = new Semaphore(this.client, `${this.prefix}admitted`, this.concurrency + this.queueLimit, {
      ...lease,
      acquireAttemptsLimit: 1,
      retryInterval: 0,
    });
    const giveBack = (lock: Semaphore) => lock.release().catch((err: Error) => this.markDown(err));
    try {
      if (!(await admitted.tryAcquire(signal))) throw new BusyError();
    } catch (err) {
      if (err instanceof BusyError || signal?.aborted) throw err;
      this.markDown(err as Error);
      return local();
    }
    const slot = new Semaphore(this.client, `${this.prefix}running`, this.concurrency, {
      ...lease,
      acquireTimeout: 24 * 3600_000,
      retryInterval: SLOT_POLL_MS,
    });
    this.waiting++;
    try {
      await slot.acquire(signal);
    } catch (err) {
      await giveBack(admitted);
      if (signal?.aborted) throw signal.reason;
      this.markDown(err as Error);
      return local();
    } finally {
      this.waiting--;
    }
    this.running++;
    return async () => {
      this.running--;
      await giveBack(slot);
      await giveBack(admitted);
    };
  }

  private markDown(err: Error): void {
    if (this.down) return;
    this.down = true;
    // the rate limits' storage says it at warn level, once, for both (the same Redis)
    this.logger.debug(
      `Redis is unavailable (${err.message || err.name}): media job slots are counted per instance until it is back`,
    );
  }
}
