import { Module } from '@nestjs/common';
import { AppConfig } from 'src/config/app-config';
import { StatsModule } from 'src/modules/stats/stats.module';
import { createMediaEngines, MEDIA_ENGINES } from './media-engines';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { UploadStore } from './upload-store';

/** Speech, image and video input: uploads to per-session temporary files, engines behind ports. */
@Module({
  imports: [StatsModule],
  controllers: [MediaController],
  providers: [
    UploadStore,
    MediaService,
    {
      provide: MEDIA_ENGINES,
      inject: [AppConfig, UploadStore],
      useFactory: (config: AppConfig, store: UploadStore) => createMediaEngines(config, store.root),
    },
  ],
  exports: [MediaService],
})
export class MediaModule {}
