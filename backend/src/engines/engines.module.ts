import { Global, Module } from '@nestjs/common';
import { EngineStatus } from './engine-status';

/** Engine ports and adapters live in this folder; modules inject what they need from here. */
@Global()
@Module({ providers: [EngineStatus], exports: [EngineStatus] })
export class EnginesModule {}
