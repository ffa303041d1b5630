import { outputLanguageOf } from '@likho/site/language';
import { Inject, Injectable } from '@nestjs/common';
import type { ClientContext } from 'src/common/client-context';
import { engineFailureAnswer } from 'src/common/engine-failure';
import { assertInputLength } from 'src/common/limits';
import { countWords, detectLanguage } from 'src/common/text';
import { listChanges, renderExplanation } from 'src/engines/writing/explanation';
import {
  WRITING_ENGINE,
  type OutputLanguage,
  type WritingEngine,
  type WritingOptions,
} from 'src/engines/writing/writing-engine';
import { FeedbackValue } from './text.entity';
import { FeedbackOutcome, ProcessedTotals, TextRepository } from './text.repository';
import { ProcessTextRequest, ProcessTextResponse, toProcessTextResponse } from './text.dto';

/** Processed texts: enhancing a text, and what other modules may ask of them (feedback, totals). */
@Injectable()
export class TextService {
  constructor(
    private readonly texts: TextRepository,
    @Inject(WRITING_ENGINE) private readonly engine: WritingEngine,
  ) {}

  /** Enhances the text with the configured engine and records counts and options (never the text). */
  async process(request: ProcessTextRequest, client: Pick<ClientContext, 'uiLanguage'>): Promise<ProcessTextResponse> {
    const input = request.inputText;
    const chars = assertInputLength(input);
    const options: WritingOptions = {
      responseLength: request.responseLength ?? 'regular',
      enhancements: [...new Set(request.enhancements ?? [])],
      socialMedia: request.socialMedia,
      tone: request.tone,
      outputLanguage: request.outputLanguage,
    };
    const started = performance.now();
    let result;
    try {
      result = await this.engine.enhance(input, options);
    } catch (err) {
      throw engineFailureAnswer(err);
    }
    const durationMs = Math.round(performance.now() - started);
    const explanationLanguage: OutputLanguage =
      options.outputLanguage ?? (client.uiLanguage === 'hi' ? 'hindi' : detectLanguage(input));
    const explanationText = renderExplanation(result, explanationLanguage, options.enhancements!.includes('explain'));
    // the typed lists speak the interface language the client names (X-UI-Language; the SPA renders its
    // explanation card from them), else the explanation's; explanationText keeps the explanation's language
    const listLanguage = client.uiLanguage ? outputLanguageOf(client.uiLanguage) : explanationLanguage;
    const id = await this.texts.recordProcessed({
      kind: 'text',
      // the AI provider failed and the local engine answered: recorded as local, with the reason
      engine: result.fallback ? 'local' : this.engine.name,
      aiFallback: result.fallback ?? null,
      inputChars: chars,
      inputWords: countWords(input),
      outputChars: [...result.text].length,
      outputWords: countWords(result.text),
      options: { ...options, enhancements: options.enhancements },
      durationMs,
      uiLanguage: client.uiLanguage ?? null,
      outputLanguage: options.outputLanguage ?? null,
    });
    return toProcessTextResponse(result.text, explanationText, listChanges(result, listLanguage), id);
  }

  recordFeedback(processedTextId: string, value: FeedbackValue): Promise<FeedbackOutcome> {
    return this.texts.setFeedbackOnce(processedTextId, value);
  }

  totals(): Promise<ProcessedTotals> {
    return this.texts.totals();
  }

  /** While the database cannot answer: the last totals it gave, brought up to date here (undefined: none yet). */
  knownTotals(): ProcessedTotals | undefined {
    return this.texts.knownTotals();
  }
}
