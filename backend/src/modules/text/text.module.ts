import { Module } from '@nestjs/common';
import { TextRepository } from './text.repository';
import { TextService } from './text.service';

@Module({
  providers: [TextRepository, TextService],
  exports: [TextService],
})
export class TextModule {}
