import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DatabaseUnavailableException } from 'src/database/database-errors';
import { TextService } from 'src/modules/text/text.service';
import { FeedbackKind } from './feedback.dto';

export const FEEDBACK_UNAVAILABLE = 'Feedback is temporarily unavailable. Please try again in a minute.';

@Injectable()
export class FeedbackService {
  constructor(private readonly texts: TextService) {}

  /**
   * One vote per processed text: a second one is refused, whatever its value. While the database is down
   * (or the result is still waiting to be written after one) the vote is refused with a 503.
   */
  async record(processedTextId: string, feedback: FeedbackKind): Promise<{ success: true }> {
    let outcome;
    try {
      outcome = await this.texts.recordFeedback(processedTextId, feedback);
    } catch (err) {
      if (err instanceof DatabaseUnavailableException) throw new DatabaseUnavailableException(FEEDBACK_UNAVAILABLE);
      throw err;
    }
    if (outcome === 'not_found') throw new NotFoundException('No result with this id was found.');
    if (outcome === 'already_set') throw new ConflictException('Feedback for this result was already recorded.');
    return { success: true };
  }
}
