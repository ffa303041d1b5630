import { Injectable } from '@nestjs/common';
import { FeedbackValue } from './text.entity';
import { FeedbackOutcome, ProcessedTotals, TextRepository } from './text.repository';

/** Processed texts: what other modules may ask of them (feedback, totals). */
@Injectable()
export class TextService {
  constructor(private readonly texts: TextRepository) {}

  recordFeedback(processedTextId: string, value: FeedbackValue): Promise<FeedbackOutcome> {
    return this.texts.setFeedbackOnce(processedTextId, value);
  }

  totals(): Promise<ProcessedTotals> {
    return this.texts.totals();
  }
}
