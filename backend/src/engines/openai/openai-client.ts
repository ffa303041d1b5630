import OpenAI from 'openai';
import type { AppConfig } from 'src/config/app-config';

/**
 * The one place that builds an OpenAI-compatible client from the configuration (OpenAI, Ollama, vLLM,
 * llama.cpp server, LM Studio). Timeout and retries are bounded: the SDK retries 408/409/429/5xx and
 * connection errors with exponential backoff and honours Retry-After.
 */
export function createOpenAiClient(config: AppConfig): OpenAI {
  return new OpenAI({
    baseURL: config.AI_BASE_URL || undefined,
    apiKey: config.AI_API_KEY || 'no-key',
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
}

/** A failure of the AI provider, with the HTTP status the API should answer and a message for the visitor. */
export class AiProviderError extends Error {
  constructor(
    readonly status: 429 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** Turns whatever the SDK threw into an AiProviderError with a clear message. */
export function toAiProviderError(err: unknown, timing?: { elapsedMs: number; timeoutMs: number }): AiProviderError {
  if (err instanceof AiProviderError) return err;
  // some runtimes report the SDK's own timeout abort as a plain connection error: tell them apart by the clock
  const timedOut = timing !== undefined && timing.elapsedMs >= timing.timeoutMs;
  if (err instanceof OpenAI.APIConnectionTimeoutError || (err instanceof OpenAI.APIConnectionError && timedOut)) {
    return new AiProviderError(504, 'The AI provider did not answer in time. Please try again.');
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new AiProviderError(503, 'The AI provider cannot be reached right now. Please try again later.');
  }
  if (err instanceof OpenAI.RateLimitError) {
    return new AiProviderError(
      429,
      'The AI provider is busy (rate limit reached). Please wait a minute and try again.',
    );
  }
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError) {
    return new AiProviderError(
      503,
      'The AI provider refused the server credentials. The site owner needs to check AI_API_KEY.',
    );
  }
  if (err instanceof OpenAI.NotFoundError) {
    return new AiProviderError(
      503,
      'The AI provider does not know the configured model. The site owner needs to check the model name.',
    );
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    if (status >= 500) return new AiProviderError(502, 'The AI provider had an error. Please try again later.');
    return new AiProviderError(502, `The AI provider rejected the request (${status}).`);
  }
  return new AiProviderError(502, 'The AI provider returned an unexpected answer. Please try again.');
}
