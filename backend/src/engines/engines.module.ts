import { Global, Module } from '@nestjs/common';
import { EngineStatus } from './engine-status';
import { WRITING_ENGINE } from './writing/writing-engine';
import { writingEngineProviders } from './writing/writing.providers';

/** Engine ports and adapters live in this folder; modules inject what they need from here. */
@Global()
@Module({
  providers: [EngineStatus, ...writingEngineProviders],
  exports: [EngineStatus, WRITING_ENGINE],
})
export class EnginesModule {}
