import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

export interface RateVerdict {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/** Counts one visitor's requests in a fixed window that starts with their first request. */
export interface RateLimiter {
  hit(key: string): Promise<RateVerdict>;
  /** Forgets windows that have ended (memory store). */
  sweep(): void;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<RateVerdict> {
    return Promise.resolve(this.hitSync(key));
  }

  hitSync(key: string): RateVerdict {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= this.limit, count: w.count, resetMs: w.resetAt - now };
  }

  sweep(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {}
}

const REDIS_RETRY_MS = 30_000;

/** INCR with the window set on the first hit, atomically: every instance sees the same count. */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/**
 * Counters in Redis, shared by every app instance. When Redis cannot be reached the limiter counts in this
 * process's memory (and logs it) rather than refusing or letting everything through.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly logger = new Logger('ImageRateLimit');
  private readonly fallback: MemoryRateLimiter;
  private warned = false;
  /** After a failure Redis is left alone for a while, so a Redis outage costs one slow call, not one per request. */
  private skipUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly prefix = 'likho:image-rate:',
  ) {
    this.fallback = new MemoryRateLimiter(limit, windowMs);
  }

  static connect(url: string, limit: number, windowMs: number, prefix?: string): RedisRateLimiter {
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
    });
    redis.on('error', () => {}); // reported once per failed call below
    return new RedisRateLimiter(redis, limit, windowMs, prefix);
  }

  async hit(key: string): Promise<RateVerdict> {
    if (Date.now() < this.skipUntil) return this.fallback.hit(key);
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(this.windowMs))) as [
        number,
        number,
      ];
      this.warned = false;
      return { allowed: count <= this.limit, count, resetMs: Math.max(0, ttl) };
    } catch (err) {
      if (!this.warned) this.logger.warn(`Redis unavailable, counting in memory: ${(err as Error).message}`);
      this.warned = true;
      this.skipUntil = Date.now() + REDIS_RETRY_MS;
      return this.fallback.hit(key);
    }
  }

  sweep(): void {
    this.fallback.sweep();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}
