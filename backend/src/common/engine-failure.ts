import { HttpException } from '@nestjs/common';
import { AiProviderError } from 'src/engines/openai/openai-client';
import { WritingEngineError } from 'src/engines/writing/writing-engine-error';

/**
 * The one place a failure of the writing engine or of the AI provider behind it becomes an HTTP answer: its own
 * status (422, 429, 502, 503, 504) and its plain sentence. Anything else is returned as it is (a 500 through the
 * error filter). Use as `throw engineFailureAnswer(err)`.
 */
export function engineFailureAnswer(err: unknown): unknown {
  if (err instanceof AiProviderError || err instanceof WritingEngineError)
    return new HttpException(err.message, err.status);
  return err;
}
