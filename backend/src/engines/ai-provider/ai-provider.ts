import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { AiProviderError, createOpenAiClient, toAiProviderError } from 'src/engines/openai/openai-client';
import { CircuitBreaker, type BreakerSnapshot } from './circuit-breaker';

/** What the AI provider is used for; each has its own model, deadline and circuit breaker. */
export type AiCapability = 'text' | 'transcribe' | 'image';

/** The health capabilities each provider capability serves (learning's lessons share the text model). */
const HEALTH_CAPABILITY: Record<AiCapability, string> = { text: 'writing', transcribe: 'speech', image: 'image' };

export interface AiCallOptions {
  /** The caller's own signal (the visitor went away, the media job's time limit): not a provider failure. */
  signal?: AbortSignal;
  /** Errors that are a proper answer of the provider (a moderation refusal): passed on, not counted as failures. */
  isAnswer?: (err: unknown) => boolean;
}

/**
 * One capability of the configured provider: the shared client, the model, and `call`, which runs a provider
 * call under the capability's total deadline (retries included) and circuit breaker. A failure of any kind
 * (timeout, refused connection, 429/5xx after the retries, an unusable answer) comes out as an AiProviderError,
 * which callers answer with their local fallback; while the breaker is open `call` fails at once.
 */
export class AiCapabilityClient {
  private readonly logger: Logger;

  constructor(
    readonly capability: AiCapability,
    readonly client: OpenAI,
    readonly model: string,
    readonly deadlineMs: number,
    readonly breaker: CircuitBreaker,
  ) {
    this.logger = new Logger(`AiProvider:${capability}`);
  }

  async call<T>(work: (signal: AbortSignal) => Promise<T>, options: AiCallOptions = {}): Promise<T> {
    if (!this.breaker.tryAcquire()) {
      const b = this.breaker.snapshot();
      throw new AiProviderError(503, 'The AI service is not answering right now.', 'circuit_open', b.reason);
    }
    const deadline = AbortSignal.timeout(this.deadlineMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const started = Date.now();
    try {
      const result = await work(signal);
      this.breaker.success();
      return result;
    } catch (err) {
      if (options.signal?.aborted) throw err; // the caller stopped: says nothing about the provider
      if (options.isAnswer?.(err)) {
        this.breaker.success();
        throw err;
      }
      const failure = deadline.aborted
        ? new AiProviderError(504, 'The AI service did not answer in time. Please try again.', 'timeout')
        : toAiProviderError(err, { elapsedMs: Date.now() - started, timeoutMs: this.client.timeout });
      this.breaker.failure(failure.reason);
      this.logger.warn(`${this.model} failed after ${Date.now() - started} ms: ${failure.reason}`);
      throw failure;
    }
  }
}

/**
 * The provider factory: the one place that decides, from the configuration, whether each capability uses the
 * AI provider (and builds the one OpenAI client for all of them), with their deadlines and circuit breakers.
 * One instance per configuration (`AiProviders.for`), so writing, learning, speech, images and health share
 * the breakers.
 */
export class AiProviders {
  private static readonly instances = new WeakMap<AppConfig, AiProviders>();

  static for(config: AppConfig): AiProviders {
    let providers = AiProviders.instances.get(config);
    if (!providers) {
      providers = new AiProviders(config);
      AiProviders.instances.set(config, providers);
    }
    return providers;
  }

  private readonly logger = new Logger('AiProvider');
  private readonly capabilities = new Map<AiCapability, AiCapabilityClient>();

  constructor(private readonly config: AppConfig) {
    const models: Record<AiCapability, string> = {
      text: config.AI_TEXT_MODEL,
      transcribe: config.AI_TRANSCRIBE_MODEL,
      image: config.AI_IMAGE_MODEL,
    };
    if (!config.aiConfigured || !Object.values(models).some(Boolean)) return;
    const client = createOpenAiClient(config);
    for (const capability of Object.keys(models) as AiCapability[]) {
      if (!models[capability]) continue;
      const breaker = new CircuitBreaker({
        threshold: config.AI_BREAKER_FAILURES,
        cooldownMs: config.AI_BREAKER_COOLDOWN_MS,
        onChange: (s) => this.logChange(capability, s),
      });
      const deadline = capability === 'text' ? config.AI_TEXT_DEADLINE_MS : config.AI_MEDIA_DEADLINE_MS;
      this.capabilities.set(
        capability,
        new AiCapabilityClient(capability, client, models[capability], deadline, breaker),
      );
    }
  }

  /** The capability's provider client, or undefined when the local engine serves it. */
  get text(): AiCapabilityClient | undefined {
    return this.capabilities.get('text');
  }

  get transcribe(): AiCapabilityClient | undefined {
    return this.capabilities.get('transcribe');
  }

  get image(): AiCapabilityClient | undefined {
    return this.capabilities.get('image');
  }

  /** Engine states with each AI capability's breaker folded in: degraded, with the reason, while not closed. */
  withBreakers(states: Record<string, EngineState>): Record<string, EngineState> {
    const out = { ...states };
    for (const [capability, ai] of this.capabilities) {
      const key = HEALTH_CAPABILITY[capability];
      const state = out[key];
      const b = ai.breaker.snapshot();
      if (!state || b.state === 'closed') continue;
      const next =
        b.state === 'open' ? `next try at ${new Date(b.retryAt!).toISOString().slice(11, 19)} UTC` : 'probing it now';
      out[key] = {
        ...state,
        degraded: true,
        detail:
          `${state.detail ? `${state.detail}; ` : ''}AI provider failing (${b.failures} in a row: ${b.reason}), ` +
          `the local fallback answers meanwhile; ${next}`,
      };
    }
    return out;
  }

  private readonly lastState = new Map<AiCapability, BreakerSnapshot['state']>();

  private logChange(capability: AiCapability, s: BreakerSnapshot): void {
    const before = this.lastState.get(capability) ?? 'closed';
    this.lastState.set(capability, s.state);
    if (s.state === before) return;
    if (s.state === 'open') {
      this.logger.warn(
        `${capability}: ${s.failures} failure(s) in a row (${s.reason}); using the local fallback for ` +
          `${Math.round(this.config.AI_BREAKER_COOLDOWN_MS / 1000)} s (AI_BREAKER_COOLDOWN_MS)`,
      );
    } else if (s.state === 'closed') {
      this.logger.log(`${capability}: the provider answers again`);
    }
  }
}
