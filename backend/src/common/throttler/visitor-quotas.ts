import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { SESSION_COOKIE } from 'src/common/client-context';

/** Who a per-visitor quota counts: always the client IP, and the anonymous session when its cookie came back. */
export interface Visitor {
  ip: string;
  /** Set only when the request carried a valid session cookie (a fresh, just-issued session counts nothing). */
  sessionId?: string;
}

/** The visitor of a request (client IP as Express sees it, so TRUST_PROXY_HOPS applies). */
export function visitorOf(req: Pick<Request, 'ip' | 'signedCookies' | 'client'>): Visitor {
  const sid = req.client?.sessionId;
  const fromCookie: unknown = req.signedCookies?.[SESSION_COOKIE];
  return { ip: req.ip ?? 'unknown', ...(sid && fromCookie === sid ? { sessionId: sid } : {}) };
}

export interface QuotaRule {
  /** Allowed units per window, per IP and per session alike. */
  limit: number;
  ttlMs: number;
  /** Units this request uses (default 1): e.g. megabytes of an upload. */
  weight?: number;
}

export interface QuotaVerdict {
  allowed: boolean;
  /** Units used in the current window by the stricter counter, this request included. */
  used: number;
  remaining: number;
  /** Seconds until the refusing counter lets requests through again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Per-visitor quotas counted twice, per client IP and per session, in the shared rate-limit storage (Redis when
 * configured): the stricter counter wins, so neither dropping the cookie nor changing networks resets a quota.
 */
@Injectable()
export class VisitorQuotas {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  async hit(name: string, visitor: Visitor, rule: QuotaRule): Promise<QuotaVerdict> {
    const keys = [`${name}:ip:${visitor.ip}`];
    if (visitor.sessionId) keys.push(`${name}:session:${visitor.sessionId}`);
    const weight = Math.max(1, Math.ceil(rule.weight ?? 1));
    const verdicts = await Promise.all(keys.map((key) => this.hitKey(name, key, rule, weight)));
    const refused = verdicts.filter((v) => !v.allowed);
    const used = Math.max(...verdicts.map((v) => v.used));
    return {
      allowed: refused.length === 0,
      used,
      remaining: Math.max(0, rule.limit - used),
      retryAfterSeconds: Math.max(0, ...refused.map((v) => v.retryAfterSeconds)),
    };
  }

  /** `weight` hits on one counter (the storage interface counts one at a time). */
  private async hitKey(name: string, key: string, rule: QuotaRule, weight: number): Promise<QuotaVerdict> {
    let record = await this.storage.increment(key, rule.ttlMs, rule.limit, rule.ttlMs, name);
    for (let i = 1; i < weight && !record.isBlocked; i++) {
      record = await this.storage.increment(key, rule.ttlMs, rule.limit, rule.ttlMs, name);
    }
    return {
      allowed: !record.isBlocked,
      used: record.totalHits,
      remaining: Math.max(0, rule.limit - record.totalHits),
      retryAfterSeconds: record.isBlocked ? Math.max(1, record.timeToBlockExpire) : 0,
    };
  }
}
