import { Module } from '@nestjs/common';
import { TextController } from './text.controller';
import { TextRepository } from './text.repository';
import { TextService } from './text.service';
import { ProcessTextThrottle } from './text.throttle';

@Module({
  controllers: [TextController],
  providers: [TextRepository, TextService, ProcessTextThrottle],
  exports: [TextService],
})
export class TextModule {}
