import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitStorage } from 'src/common/throttler/rate-limit-storage';
import { AppConfig } from 'src/config/app-config';
import { Database } from 'src/database/database';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
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

  /**
   * For the site owner: each engine with what to install or set (`admin`), and the AI provider's circuit
   * breakers folded in (a capability whose provider keeps failing is degraded, with the reason).
   */
  async health(): Promise<HealthResponse> {
    const up = await this.database.ping();
    const engines = AiProviders.for(this.config).withBreakers(
      Object.fromEntries(
        Object.entries(this.engines.snapshot()).map(([name, { admin, ...state }]) => [
          name,
          admin ? { ...state, detail: admin } : state,
        ]),
      ),
    );
    const degraded = Object.values(engines).some((e) => e.degraded);
    return {
      status: !up ? 'down' : !this.engines.allReady() ? 'starting' : degraded ? 'degraded' : 'ok',
      database: up ? 'up' : 'down',
      databaseKind: this.database.kind,
      engines,
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
      // visitors see which adapters serve and whether they are ready, never the server's setup details
      engines: Object.fromEntries(
        Object.entries(this.engines.snapshot()).map(([name, s]) => [
          name,
          { adapter: s.adapter, ready: s.ready, ...(s.degraded !== undefined ? { degraded: s.degraded } : {}) },
        ]),
      ),
    };
  }
}
