import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';

/** off: no REDIS_URL; up: counters live in Redis; down: configured but unreachable, counting in memory. */
export type RedisState = 'off' | 'up' | 'down';

/** Every rate-limit key starts with this, so the counters are easy to find (and never collide) in a shared Redis. */
export const RATE_LIMIT_KEY_PREFIX = 'likho:rl:';

/**
 * ioredis options of every connection the app opens to REDIS_URL: a call fails at once while Redis is away (the
 * caller falls back to this instance's memory) instead of queueing behind a reconnect, and the connection keeps
 * trying in the background, at most every 5 s.
 */
export const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(200 * times, 5_000),
};

/** After a failed Redis call, Redis is left alone this long: an outage costs one slow call, not one per request. */
const REDIS_COOLDOWN_MS = 5_000;

/** Host and port of a Redis URL, never its password. */
export function redisHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * The storage of every rate limit and quota (the general limit, process-text, images, uploads), behind
 * @nestjs/throttler's ThrottlerStorage interface. With REDIS_URL the counters live in Redis
 * (@nest-lab/throttler-storage-redis), shared by every instance; without it, or while Redis cannot be reached,
 * they live in this process's memory (ThrottlerStorageService), with one log line when Redis goes and one when
 * it comes back. A Redis outage never refuses a request or lets every request through.
 */
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly memory = new ThrottlerStorageService();
  private readonly redis?: ThrottlerStorageRedisService;
  private readonly where: string = '';
  private skipUntil = 0;
  private down = false;

  constructor(
    redisUrl?: string,
    private readonly prefix = RATE_LIMIT_KEY_PREFIX,
  ) {
    if (!redisUrl) return;
    this.where = redisHost(redisUrl);
    this.redis = new ThrottlerStorageRedisService(redisUrl, { ...REDIS_OPTIONS, lazyConnect: true });
    this.redis.redis.on('error', (err: Error) => this.markDown(err));
    this.redis.redis.on('ready', () => {
      if (this.down) this.logger.log(`Redis at ${this.where} is reachable again: rate limits are shared again`);
      this.down = false;
      this.skipUntil = 0;
    });
  }

  /** For /api/health. */
  get redisState(): RedisState {
    if (!this.redis) return 'off';
    return this.redis.redis.status === 'ready' && Date.now() >= this.skipUntil ? 'up' : 'down';
  }

  /** Connects to Redis before the first request (a Redis that is down is logged, and boot goes on). */
  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    await this.redis.redis.connect().catch((err: Error) => this.markDown(err));
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const k = this.prefix + key;
    if (this.redis && this.redisState === 'up') {
      try {
        return await this.redis.increment(k, ttl, limit, blockDuration, throttlerName);
      } catch (err) {
        this.markDown(err as Error);
      }
    }
    return this.memory.increment(k, ttl, limit, blockDuration, throttlerName);
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
    this.redis?.redis.disconnect(false);
  }

  private markDown(err: Error): void {
    this.skipUntil = Date.now() + REDIS_COOLDOWN_MS;
    if (this.down) return;
    this.down = true;
    this.logger.warn(
      `Redis at ${this.where} is unavailable (${err.message || err.name}): rate limits are counted in this instance's memory until it is back, and media job slots per instance`,
    );
  }
}
