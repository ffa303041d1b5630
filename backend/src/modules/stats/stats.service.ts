import { Injectable, Logger } from '@nestjs/common';
import { TextService } from 'src/modules/text/text.service';
import { StatsDto } from './stats.dto';
import { NewUsageEvent, StatsRepository } from './stats.repository';
import { estimateSecondsSaved, formatDuration } from './time-saved';

@Injectable()
export class StatsService {
  private readonly logger = new Logger(StatsService.name);

  constructor(
    private readonly texts: TextService,
    private readonly usage: StatsRepository,
  ) {}

  async getStats(): Promise<StatsDto> {
    const totals = await this.texts.totals();
    return {
      totalProcessed: totals.processed,
      likesCollected: totals.likes,
      timesSaved: formatDuration(estimateSecondsSaved(totals.inputWords)),
    };
  }

  /** Records one media or generation call. Never throws: a counting failure must not fail the visitor's request. */
  async recordUsage(event: NewUsageEvent): Promise<void> {
    try {
      await this.usage.recordUsage(event);
    } catch (err) {
      this.logger.warn(`could not record usage event ${event.kind}: ${(err as Error).message}`);
    }
  }
}
