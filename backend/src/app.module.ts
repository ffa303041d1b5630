import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RateLimitModule } from './common/throttler/rate-limit.module';
import { createValidationPipe } from './common/validation';
import { DatabaseModule } from './database/database.module';
import { EnginesModule } from './engines/engines.module';
import { DonationsModule } from './modules/donations/donations.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { HealthModule } from './modules/health/health.module';
import { ImageModule } from './modules/image/image.module';
import { LearningModule } from './modules/learning/learning.module';
import { MediaModule } from './modules/media/media.module';
import { StatsModule } from './modules/stats/stats.module';
import { TextModule } from './modules/text/text.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // the general limit, process-text, images and uploads: one storage (Redis when REDIS_URL is set)
        RateLimitModule,
        DatabaseModule,
        EnginesModule,
        HealthModule,
        TextModule,
        StatsModule,
        FeedbackModule,
        MediaModule,
        DonationsModule,
        ImageModule,
        LearningModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
