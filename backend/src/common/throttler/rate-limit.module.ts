import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { AppConfig } from 'src/config/app-config';
import { RateLimitStorage } from './rate-limit-storage';
import { VisitorQuotas } from './visitor-quotas';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** The general API limit (THROTTLE_LIMIT per THROTTLE_TTL_MS per client IP), kept in the shared storage. */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'default', ttl: config.THROTTLE_TTL_MS, limit: config.THROTTLE_LIMIT }],
    errorMessage: TOO_MANY_REQUESTS,
    storage: new RateLimitStorage(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`),
  };
}

/**
 * Rate limits and per-visitor quotas: @nestjs/throttler with one storage for all of them (Redis when REDIS_URL
 * is set, memory otherwise or while Redis is down), and VisitorQuotas for limits counted per IP and per session.
 */
@Global()
@Module({
  imports: [ThrottlerModule.forRootAsync({ inject: [AppConfig], useFactory: throttlerOptions })],
  providers: [VisitorQuotas],
  exports: [VisitorQuotas],
})
export class RateLimitModule {}
