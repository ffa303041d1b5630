import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientContext } from 'src/common/client-context';
import { engineFailureAnswer } from 'src/common/engine-failure';
import { assertInputLength } from 'src/common/limits';
import { AiProviderError } from 'src/engines/openai/openai-client';
import {
  WRITING_ENGINE,
  type EnhanceResult,
  type OutputLanguage,
  type WritingEngine,
} from 'src/engines/writing/writing-engine';
import { StatsService } from 'src/modules/stats/stats.service';
import { AiLessonWriter } from './ai-lesson';
import { checkAnswer } from './answer-check';
import { confirmMistakes } from './confirm';
import { buildLesson } from './lesson';
import { say } from './lesson-text';
import {
  CheckAnswerRequest,
  CheckAnswerResponse,
  GenerateLearningRequest,
  GenerateLearningResponse,
  toGenerateLearningResponse,
} from './learning.dto';
import { diffChanges, findMistakes, inContext, type MistakeInContext } from './mistakes';
import { normaliseInput } from 'src/engines/writing/writing-engine';
import { detectLanguage } from 'src/common/text';

/**
 * Learning mode: the writing engine's grammar and spelling pass finds the visitor's mistakes; they are
 * grouped by kind into a lesson (rule + the visitor's own sentences) with practice exercises. With an AI
 * provider configured the model writes the lesson from the same mistakes, and an invalid answer falls back
 * to the offline lesson with a notice. One usage_events row per call; the text is never stored.
 */
@Injectable()
export class LearningService {
  private readonly logger = new Logger(LearningService.name);

  constructor(
    @Inject(WRITING_ENGINE) private readonly engine: WritingEngine,
    private readonly stats: StatsService,
    private readonly ai: AiLessonWriter,
  ) {}

  async generate(
    request: GenerateLearningRequest,
    client: Pick<ClientContext, 'uiLanguage' | 'outputLanguage'>,
  ): Promise<GenerateLearningResponse> {
    const input = request.inputText;
    assertInputLength(input);
    const started = performance.now();
    const bytes = Buffer.byteLength(input);
    const text = normaliseInput(input);
    const textLang = detectLanguage(text);
    const lang: OutputLanguage =
      request.outputLanguage ?? client.outputLanguage ?? (client.uiLanguage === 'hi' ? 'hindi' : textLang);
    const record = (outcome: string, engine: string) =>
      this.stats.recordUsage({
        kind: 'learning',
        bytes,
        durationMs: Math.round(performance.now() - started),
        outcome,
        engine,
      });

    let result: EnhanceResult;
    try {
      // no outputLanguage: the mistakes are found in the text's own language; `lang` is the lesson's language
      result = await this.engine.enhance(text, { enhancements: ['fix_grammar'] });
    } catch (err) {
      await record(err instanceof AiProviderError ? 'provider_error' : 'error', this.engine.name);
      throw engineFailureAnswer(err);
    }
    let mistakes = findMistakes(text, result.changes);
    if (!mistakes.length && result.text.trim() !== text) {
      // an engine that returns the corrected text without a change list (an AI provider): compare the words
      mistakes = findMistakes(text, diffChanges(text, result.text.trim()));
    }
    let placed: MistakeInContext[];
    try {
      // only what the engine is sure of is taught: a sentence shown as correct must be one it leaves unchanged
      placed = await confirmMistakes(this.engine, inContext(text, mistakes));
    } catch (err) {
      await record(err instanceof AiProviderError ? 'provider_error' : 'error', this.engine.name);
      throw engineFailureAnswer(err);
    }
    let lesson = buildLesson(text, placed, lang, textLang, mistakes.length > 0 && !placed.length);
    let message: string | undefined;
    let engine = this.engine.name;
    if (this.ai.enabled && placed.length) {
      const written = await this.ai.write(placed, lang, lesson);
      if (written instanceof Error) {
        this.logger.warn(`AI lesson not used (${written.message}); the offline lesson was returned`);
        message = say(lang, 'aiFallback');
      } else {
        lesson = written;
        engine = 'openai';
      }
    }
    await record(message ? 'fallback' : 'ok', engine);
    return toGenerateLearningResponse(lesson, message);
  }

  /** Judges one exercise answer (see answer-check.ts); an engine failure answers with its own status. */
  async checkAnswer(request: CheckAnswerRequest): Promise<CheckAnswerResponse> {
    try {
      const verdict = await checkAnswer(this.engine, { ...request, caseMatters: request.topic === 'capitalization' });
      return { correct: verdict === 'matches' || verdict === 'accepted', verdict };
    } catch (err) {
      throw engineFailureAnswer(err);
    }
  }
}
