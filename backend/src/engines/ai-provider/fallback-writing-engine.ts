import { Logger } from '@nestjs/common';
import { AiProviderError } from 'src/engines/openai/openai-client';
import type { EnhanceResult, Notice, WritingEngine, WritingOptions } from 'src/engines/writing/writing-engine';

/** The local engine's "needs an AI service" notices, and the option each stands for in the fallback notice. */
const NEEDS_AI: Partial<Record<Notice['code'], (n: Notice) => string | undefined>> = {
  // "full Hindi grammar checking needs an AI service, which this site has not set up": untrue here
  hindi_grammar_limited: () => undefined,
  needs_ai_paraphrase: () => 'paraphrase',
  needs_ai_engaging: () => 'engaging',
  needs_ai_funny: () => 'funny',
  needs_ai_detailed: () => 'detailed',
  needs_ai_translation: (n) => `translation:${n.option ?? 'english'}`,
};

/**
 * The AI writing engine with the local engine behind it: when the provider fails (timeout, refused
 * connection, 429/5xx after the retries, an unusable answer, or its circuit breaker is open) the local engine
 * answers the same request, with one honest notice saying what could not be done ("The AI service did not
 * answer, so only grammar and spelling were fixed; paraphrase was not applied"), and `fallback` set for the
 * usage row. The local engine's own "this site has no AI service" notices are replaced by that one.
 */
export class FallbackWritingEngine implements WritingEngine {
  readonly name: string;
  private readonly logger = new Logger('WritingEngine');

  constructor(
    private readonly ai: WritingEngine,
    private readonly local: WritingEngine,
  ) {
    this.name = ai.name;
  }

  async enhance(input: string, options: WritingOptions): Promise<EnhanceResult> {
    try {
      return await this.ai.enhance(input, options);
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      this.logger.warn(`AI provider failed (${err.reason}); the local engine answers this text`);
      const result = await this.local.enhance(input, options);
      const missed: string[] = [];
      const notices: Notice[] = [];
      for (const n of result.notices) {
        const option = NEEDS_AI[n.code];
        if (!option) notices.push(n);
        else if (option(n)) missed.push(option(n)!);
      }
      notices.unshift({ code: 'ai_unavailable', ...(missed.length ? { option: missed.join(',') } : {}) });
      return { ...result, notices, fallback: err.kind };
    }
  }
}
