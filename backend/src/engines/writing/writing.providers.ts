import { availableParallelism } from 'node:os';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from 'src/config/app-config';
import { EngineStatus, type EngineState } from 'src/engines/engine-status';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
import { FallbackWritingEngine } from 'src/engines/ai-provider/fallback-writing-engine';
import { OpenAiWritingEngine } from 'src/engines/openai/openai-writing-engine';
import { englishWordListState } from './local/english-wordlist';
import { hindiSpellingProbe } from './local/hindi-lexicon';
import { HarperPool, type HarperPoolState } from './harper/harper-pool';
import { loadLanguageData, LocalWritingEngine } from './local/local-writing-engine';
import { WRITING_ENGINE, WritingEngine } from './writing-engine';

/** Pool size: WRITING_WORKERS, or one worker per core (at most 4) when it is 0. */
export function writingWorkers(config: AppConfig): number {
  return config.WRITING_WORKERS || Math.min(4, Math.max(1, availableParallelism()));
}

/**
 * Owns the writing engine's resources: the local engine always (Harper's workers, warmed after boot and
 * reported to health; health says "starting" until then), and in front of it the AI provider when the provider
 * factory has a text model (AI_TEXT_MODEL with AI_BASE_URL or AI_API_KEY). Then every request the provider
 * cannot answer is answered by the local engine with a notice (FallbackWritingEngine). Reports the workers'
 * state to health (degraded while some are being replaced) and stops them on shutdown.
 */
@Injectable()
export class WritingEngineHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WritingEngine');
  readonly engine: WritingEngine;
  /** The local engine's Harper workers (the AI provider's fallback); the speed bench measures it raw. */
  readonly pool: HarperPool;
  /** The AI provider's model when it serves writing (the local engine is then its fallback). */
  private readonly aiModel?: string;
  /** The first warm-up finished and the language data is loaded: health reports the workers from then on. */
  private warmed = false;
  private startError?: string;

  constructor(
    private readonly config: AppConfig,
    private readonly status: EngineStatus,
  ) {
    this.pool = new HarperPool({
      size: writingWorkers(config),
      dialect: config.WRITING_DIALECT,
      jobTimeoutMs: config.WRITING_JOB_TIMEOUT_MS,
      memoryLimitMb: config.WRITING_WORKER_MEMORY_MB,
      onChange: (state) => this.report(state),
    });
    const local = new LocalWritingEngine(this.pool);
    const pool = this.pool;
    // each text's chunks count as one text for the pool: a hostile text costs at most two workers
    const localEngine: WritingEngine = {
      name: local.name,
      enhance: (input, options) => pool.asOneText(() => local.enhance(input, options)),
    };
    const ai = AiProviders.for(config).text;
    this.aiModel = ai?.model;
    this.engine = ai ? new FallbackWritingEngine(new OpenAiWritingEngine(ai), localEngine) : localEngine;
    this.status.set('writing', this.state({ ready: false, detail: 'warming up the grammar checker' }));
    status.set('hindi-spelling', hindiSpellingProbe()); // hunspell-hi installed or not ('none' keeps health ready)
  }

  /** The writing state for health: the local engine's, behind the AI provider's model when there is one. */
  private state(local: Omit<EngineState, 'adapter'>): EngineState {
    if (!this.aiModel) return { adapter: 'local', ...local };
    return {
      adapter: 'openai',
      ...local,
      detail: `model ${this.aiModel}; local fallback: ${local.detail}`,
    };
  }

  onApplicationBootstrap(): void {
    const pool = this.pool;
    const started = Date.now();
    pool.warm().then(
      () => {
        this.markWarm();
        this.logger.log(`local writing engine ready: ${pool.size} worker(s) in ${Date.now() - started} ms`);
      },
      (err: Error) => {
        if (pool.isClosed) return; // the app is shutting down before the warm-up finished: not a failure
        // the pool starts the worker again (with a growing delay); report() follows it from here
        this.startError = err.message;
        this.report(pool.state());
        this.logger.error(`grammar checker failed to start: ${err.message}`);
      },
    );
  }

  private markWarm(): void {
    if (this.warmed) return;
    loadLanguageData(); // word-pair counts and the lexicon (~0.4 s), before the first request needs them
    this.status.set('english-words', englishWordListState()); // wamerican/wbritish-large installed or not ('none' keeps health ready)
    this.warmed = true;
    this.report(this.pool.state());
  }

  /** The local engine's state for health, from its workers' state. */
  private report(state: HarperPoolState): void {
    if (!this.warmed) {
      // after a failed start, the first worker that comes up makes the engine ready
      if (this.startError && state.serving > 0) return this.markWarm();
      const detail = this.startError
        ? `grammar checker failed to start: ${this.startError}`
        : 'warming up the grammar checker';
      this.status.set('writing', this.state({ ready: false, detail, restarts: state.restarts }));
      return;
    }
    const restarting = state.restarting > 0;
    this.status.set(
      'writing',
      this.state({
        ready: state.serving > 0,
        degraded: restarting,
        restarts: state.restarts,
        detail: restarting
          ? `${state.restarting} of ${state.size} grammar worker(s) restarting after a failure` +
            `${state.lastRestart ? ` (${state.lastRestart})` : ''}; texts may take longer`
          : `${state.size} grammar worker(s)`,
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}

export const writingEngineProviders = [
  WritingEngineHost,
  {
    provide: WRITING_ENGINE,
    useFactory: (host: WritingEngineHost): WritingEngine => host.engine,
    inject: [WritingEngineHost],
  },
];
