import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DatabaseUnavailableException } from 'src/database/database-errors';
import type { ProcessedTotals } from 'src/modules/text/text.repository';
import { TextService } from 'src/modules/text/text.service';
import { StatsDto } from './stats.dto';
import { NewUsageEvent, StatsRepository } from './stats.repository';
import { estimateSecondsSaved, formatDuration } from './time-saved';

export const STATS_UNAVAILABLE = 'The counters are temporarily unavailable. Please try again in a minute.';

@Injectable()
export class StatsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StatsService.name);

  constructor(
    private readonly texts: TextService,
    private readonly usage: StatsRepository,
  ) {}

  /** Reads the totals once at boot, so that an outage soon after still has totals to show. */
  async onApplicationBootstrap(): Promise<void> {
    await this.totals().catch(() => undefined);
  }

  async getStats(): Promise<StatsDto> {
    const totals = await this.totals();
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

  /**
   * The database's totals; while it is down, the last ones it answered plus the texts processed and liked
   * since (written, or waiting in the usage queue). With no answer yet since boot: a 503.
   */
  private async totals(): Promise<ProcessedTotals> {
    try {
      return await this.texts.totals();
    } catch (err) {
      if (!(err instanceof DatabaseUnavailableException)) throw err;
      const known = this.texts.knownTotals();
      if (!known) throw new DatabaseUnavailableException(STATS_UNAVAILABLE);
      return known;
    }
  }
}
