import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { TextService } from 'src/modules/text/text.service';
import { FeedbackKind } from './feedback.dto';

@Injectable()
export class FeedbackService {
  constructor(private readonly texts: TextService) {}

  /** One vote per processed text: a second one is refused, whatever its value. */
  async record(processedTextId: string, feedback: FeedbackKind): Promise<{ success: true }> {
    const outcome = await this.texts.recordFeedback(processedTextId, feedback);
    if (outcome === 'not_found') throw new NotFoundException('No result with this id was found.');
    if (outcome === 'already_set') throw new ConflictException('Feedback for this result was already recorded.');
    return { success: true };
  }
}
