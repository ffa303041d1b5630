import type { Visitor, VisitorQuotas } from 'src/common/throttler/visitor-quotas';

export interface RateVerdict {
  allowed: boolean;
  /** Images counted in the current window by the stricter counter (IP or session), this one included. */
  count: number;
  /** Milliseconds until a refused visitor may generate again (0 when allowed). */
  resetMs: number;
}

/** Counts a visitor's images; generate-image asks it before drawing anything. */
export interface RateLimiter {
  hit(visitor: Visitor): Promise<RateVerdict>;
}

/**
 * IMAGE_RATE_LIMIT images per hour, counted per client IP and per session (the stricter wins), so a visitor
 * that drops its cookie or takes a fresh one per request still gets only the limit. The counters live in the
 * shared rate-limit storage: Redis when REDIS_URL is set (every instance sees the same count), memory otherwise.
 */
export class ImageRateLimiter implements RateLimiter {
  constructor(
    private readonly quotas: VisitorQuotas,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(visitor: Visitor): Promise<RateVerdict> {
    const v = await this.quotas.hit('image', visitor, { limit: this.limit, ttlMs: this.windowMs });
    return { allowed: v.allowed, count: v.used, resetMs: v.retryAfterSeconds * 1000 };
  }
}
