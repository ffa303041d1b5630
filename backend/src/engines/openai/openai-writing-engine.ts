import type { AiCapabilityClient } from 'src/engines/ai-provider/ai-provider';
import { enforcePlatformLimits } from 'src/engines/writing/formatters';
import { removeEmoji } from 'src/engines/writing/local/passes';
import type { EnhanceResult, Notice, WritingEngine, WritingOptions } from 'src/engines/writing/writing-engine';
import { AiProviderError } from './openai-client';
import { buildWritingPrompt } from './writing-prompt';

/** Parses the model's answer: a JSON object, possibly wrapped in a Markdown code fence. */
export function parseWritingAnswer(content: string | null | undefined): { enhancedText: string; explanation: string } {
  const raw = (content ?? '')
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AiProviderError(
      502,
      'The AI service returned an unusable answer. Please try again.',
      'bad_answer',
      'not valid JSON',
    );
  }
  const o = parsed as { enhancedText?: unknown; explanation?: unknown };
  if (!o || typeof o !== 'object' || typeof o.enhancedText !== 'string' || !o.enhancedText.trim()) {
    throw new AiProviderError(
      502,
      'The AI service returned an unusable answer. Please try again.',
      'bad_answer',
      'JSON without "enhancedText"',
    );
  }
  return {
    enhancedText: o.enhancedText.trim(),
    explanation: typeof o.explanation === 'string' ? o.explanation.trim() : '',
  };
}

/**
 * The writing engine over any OpenAI-compatible chat-completions endpoint. The same deterministic
 * formatters as the local engine then enforce platform limits and no_emoji on whatever the model returns.
 */
export class OpenAiWritingEngine implements WritingEngine {
  readonly name = 'openai';

  constructor(private readonly ai: AiCapabilityClient) {}

  async enhance(input: string, options: WritingOptions): Promise<EnhanceResult> {
    const prompt = buildWritingPrompt(input, options);
    // the call, its retries and the parsing of the answer share the deadline; a bad answer counts as a failure
    const answer = await this.ai.call(async (signal) => {
      const completion = await this.ai.client.chat.completions.create(
        {
          model: this.ai.model,
          temperature: 0.3,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
        },
        { signal },
      );
      return parseWritingAnswer(completion.choices?.[0]?.message?.content);
    });
    const notices: Notice[] = [];
    let text = answer.enhancedText;
    const changes = [];
    if (options.enhancements?.includes('no_emoji')) {
      const r = removeEmoji(text);
      text = r.text;
      changes.push(...r.changes);
    }
    const limited = enforcePlatformLimits(text, options.socialMedia);
    text = limited.text;
    notices.push(...limited.notices);
    if (answer.explanation) notices.unshift({ code: 'ai_explanation', text: answer.explanation });
    return { text, changes, notices };
  }
}
