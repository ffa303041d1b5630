import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { TooManyRequestsException } from 'src/common/too-many-requests';
import { AppConfig } from 'src/config/app-config';

/**
 * Per-IP limit for POST /api/process-text (PROCESS_TEXT_RATE_LIMIT per THROTTLE_TTL_MS), replacing the
 * general API limit on that route, in the same throttler storage (in memory, or Redis when configured).
 */
@Injectable()
export class ProcessTextThrottle implements CanActivate {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const limit = this.config.PROCESS_TEXT_RATE_LIMIT;
    const ttl = this.config.THROTTLE_TTL_MS;
    const key = `process-text:${req.ip ?? 'unknown'}`;
    const record = await this.storage.increment(key, ttl, limit, ttl, 'process-text');
    res.setHeader('X-RateLimit-Limit', limit);
    res.setHeader('X-RateLimit-Remaining', Math.max(0, limit - record.totalHits));
    if (record.isBlocked) {
      const seconds = Math.max(1, Math.ceil(record.timeToBlockExpire));
      throw new TooManyRequestsException(
        `Too many texts from your connection: at most ${limit} per ${Math.round(ttl / 1000)} seconds. Please wait ${seconds} seconds and try again.`,
        seconds,
      );
    }
    return true;
  }
}
