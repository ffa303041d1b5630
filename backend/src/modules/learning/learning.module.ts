import { Module } from '@nestjs/common';
import { AppConfig } from 'src/config/app-config';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
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
      useFactory: (config: AppConfig) => AiLessonWriter.from(AiProviders.for(config).text),
      inject: [AppConfig],
    },
  ],
})
export class LearningModule {}
