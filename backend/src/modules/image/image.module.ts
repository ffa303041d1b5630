import { Module } from '@nestjs/common';
import { VisitorQuotas } from 'src/common/throttler/visitor-quotas';
import { AppConfig } from 'src/config/app-config';
import { StatsModule } from 'src/modules/stats/stats.module';
import { createImageEngines, IMAGE_ENGINES } from './image-engines';
import { ImageRateLimiter, type RateLimiter } from './image-rate-limiter';
import { ImageController } from './image.controller';
import { ImageRepository } from './image.repository';
import { ImageService } from './image.service';
import { HOUR_MS, IMAGE_RATE_LIMITER } from './image.tokens';

/** Image mode: social-media images from enhanced text (designed card, or AI backdrop + card), stored for a day. */
@Module({
  imports: [StatsModule],
  controllers: [ImageController],
  providers: [
    ImageRepository,
    ImageService,
    { provide: IMAGE_ENGINES, inject: [AppConfig], useFactory: createImageEngines },
    {
      provide: IMAGE_RATE_LIMITER,
      inject: [VisitorQuotas, AppConfig],
      useFactory: (quotas: VisitorQuotas, config: AppConfig): RateLimiter =>
        new ImageRateLimiter(quotas, config.IMAGE_RATE_LIMIT, HOUR_MS),
    },
  ],
  exports: [ImageService],
})
export class ImageModule {}
