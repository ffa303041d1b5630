import OpenAI from 'openai';
import type { AppConfig } from 'src/config/app-config';

/**
 * The one place that builds an OpenAI-compatible client from the configuration (OpenAI, Ollama, vLLM,
 * llama.cpp server, LM Studio). Each attempt is bounded by AI_TIMEOUT_MS and the SDK retries 408/409/429/5xx
 * and connection errors AI_MAX_RETRIES times with exponential backoff (honouring Retry-After); the provider
 * factory (engines/ai-provider) adds the total deadline of a request, which includes those retries.
 */
export function createOpenAiClient(config: AppConfig): OpenAI {
  return new OpenAI({
    baseURL: config.AI_BASE_URL || undefined,
    apiKey: config.AI_API_KEY || 'no-key',
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
}

/** Why a provider call failed, for the log, health and the usage row (never shown as such to visitors). */
export type AiFailureKind =
  | 'timeout'
  | 'unreachable'
  | 'rate_limited'
  | 'refused_key'
  | 'unknown_model'
  | 'server_error'
  | 'rejected'
  | 'bad_answer'
  | 'circuit_open'
  | 'not_configured';

/** Sentences for the log and /api/health: here the settings may be named. */
const ADMIN_REASON: Record<AiFailureKind, string> = {
  timeout:
    'the provider did not answer before the deadline (AI_TIMEOUT_MS / AI_TEXT_DEADLINE_MS / AI_MEDIA_DEADLINE_MS)',
  unreachable: 'the provider cannot be reached (check AI_BASE_URL and that the server is running)',
  rate_limited: 'the provider answered 429 (rate limit) after the retries',
  refused_key: 'the provider refused the credentials (check AI_API_KEY)',
  unknown_model: 'the provider does not know the model (check AI_TEXT_MODEL / AI_TRANSCRIBE_MODEL / AI_IMAGE_MODEL)',
  server_error: 'the provider answered with a server error (5xx) after the retries',
  rejected: 'the provider rejected the request',
  bad_answer: 'the provider answered something unusable (not the JSON or data asked for)',
  circuit_open: 'skipped: the provider failed repeatedly and is in its cool-down',
  not_configured: 'no provider is configured for this capability',
};

/**
 * A failure of the AI provider. `message` is safe for visitors (no server settings); `reason` is for the log
 * and health. `status` is what an API answers when there is no fallback.
 */
export class AiProviderError extends Error {
  readonly reason: string;

  constructor(
    readonly status: 429 | 502 | 503 | 504,
    message: string,
    readonly kind: AiFailureKind = 'bad_answer',
    detail?: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
    this.reason = detail ? `${ADMIN_REASON[kind]}: ${detail}` : ADMIN_REASON[kind];
  }
}

/** Turns whatever the SDK threw into an AiProviderError with a clear message. */
export function toAiProviderError(err: unknown, timing?: { elapsedMs: number; timeoutMs: number }): AiProviderError {
  if (err instanceof AiProviderError) return err;
  // some runtimes report the SDK's own timeout abort as a plain connection error: tell them apart by the clock
  const timedOut = timing !== undefined && timing.elapsedMs >= timing.timeoutMs;
  const detail = err instanceof Error ? err.message.slice(0, 200) : undefined;
  if (err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof OpenAI.APIConnectionError && timedOut)) {
    return new AiProviderError(504, 'The AI service did not answer in time. Please try again.', 'timeout');
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new AiProviderError(
      503,
      'The AI service cannot be reached right now. Please try again later.',
      'unreachable',
      detail,
    );
  }
  if (err instanceof OpenAI.RateLimitError) {
    return new AiProviderError(
      429,
      'The AI service is busy right now. Please wait a minute and try again.',
      'rate_limited',
    );
  }
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError) {
    return new AiProviderError(503, "This server's AI service is not working right now.", 'refused_key', detail);
  }
  if (err instanceof OpenAI.NotFoundError) {
    return new AiProviderError(503, "This server's AI service is not working right now.", 'unknown_model', detail);
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    if (status >= 500) {
      return new AiProviderError(
        502,
        'The AI service had an error. Please try again later.',
        'server_error',
        `${status}`,
      );
    }
    return new AiProviderError(502, 'The AI service could not handle this request.', 'rejected', `${status} ${detail}`);
  }
  return new AiProviderError(
    502,
    'The AI service returned an unexpected answer. Please try again.',
    'bad_answer',
    detail,
  );
}
