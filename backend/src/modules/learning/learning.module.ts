import { Module } from '@nestjs/common';
import { AppConfig } from 'src/config/app-config';
import { createOpenAiClient } from 'src/engines/openai/openai-client';
import { StatsModule } from 'src/modules/stats/stats.module';
import { AiLessonWriter } from './ai-lesson';
import { LearningController } from './learning.controller';
import { LearningService } from './learning.service';

@Module({
  imports: [StatsModule],
  controllers: [LearningController],
  providers: [
    LearningService,
    {
      provide: AiLessonWriter,
      useFactory: (config: AppConfig) =>
        config.AI_TEXT_MODEL && config.aiConfigured
          ? new AiLessonWriter(createOpenAiClient(config), config.AI_TEXT_MODEL)
          : new AiLessonWriter(undefined, ''),
      inject: [AppConfig],
    },
  ],
})
export class LearningModule {}
