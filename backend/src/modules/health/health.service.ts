import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitStorage } from 'src/common/throttler/rate-limit-storage';
import { AppConfig } from 'src/config/app-config';
import { Database } from 'src/database/database';
import { EngineStatus } from 'src/engines/engine-status';
import { LIMITS } from 'src/common/limits';
import { HealthResponse, PublicConfigResponse } from './health.dto';

@Injectable()
export class HealthService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly engines: EngineStatus,
    private readonly config: AppConfig,
    @Inject(ThrottlerStorage) private readonly rateLimits: ThrottlerStorage,
  ) {}

  async health(): Promise<HealthResponse> {
    const up = await this.database.ping();
    return {
      status: !up ? 'down' : !this.engines.allReady() ? 'starting' : this.engines.anyDegraded() ? 'degraded' : 'ok',
      database: up ? 'up' : 'down',
      databaseKind: this.database.kind,
      engines: this.engines.snapshot(),
      redis: this.rateLimits instanceof RateLimitStorage ? this.rateLimits.redisState : 'off',
    };
  }

  publicConfig(): PublicConfigResponse {
    const c = this.config;
    return {
      productName: 'Likho',
      legalOwner: c.LEGAL_OWNER,
      publicUrl: c.PUBLIC_URL,
      limits: { ...LIMITS, imagesPerHour: c.IMAGE_RATE_LIMIT },
      stripePublishableKey: c.STRIPE_PUBLISHABLE_KEY || null,
      analyticsId: c.ANALYTICS_ID || null,
      engines: this.engines.snapshot(),
    };
  }
}
