import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { Database } from 'src/database/database';
import { DatabaseUnavailableException } from 'src/database/database-errors';
import { UsageQueue } from 'src/database/usage-queue';
import { FeedbackValue, ProcessedText } from './text.entity';

export type FeedbackOutcome = 'recorded' | 'not_found' | 'already_set';

export interface ProcessedTotals {
  processed: number;
  likes: number;
  inputWords: number;
}

export type NewProcessedText = Omit<ProcessedText, 'id' | 'createdAt' | 'feedback' | 'feedbackAt' | 'aiFallback'> & {
  aiFallback?: string | null;
};

const NONE: ProcessedTotals = { processed: 0, likes: 0, inputWords: 0 };

@Injectable()
export class TextRepository {
  private readonly repo: Repository<ProcessedText>;
  /** The totals the database last answered, and the texts written and liked through this process since. */
  private lastRead?: ProcessedTotals;
  private sinceRead: ProcessedTotals = { ...NONE };

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(UsageQueue) private readonly queue: UsageQueue,
  ) {
    this.repo = db.dataSource.getRepository(ProcessedText);
    queue.onWritten(ProcessedText, (rows) => {
      this.sinceRead = add(this.sinceRead, { processed: rows.length, likes: 0, inputWords: sumWords(rows) });
    });
  }

  /**
   * Records one processed text and returns its id (the usageStatsId), generated here so that a row kept
   * through a database outage keeps it. The usage queue writes it (group commit under load); while the
   * database is down the row waits in memory and this resolves at once.
   */
  async recordProcessed(row: NewProcessedText): Promise<string> {
    const id = randomUUID();
    await this.queue.write(ProcessedText, {
      ...row,
      aiFallback: row.aiFallback ?? null,
      id,
      createdAt: new Date(),
      feedback: null,
      feedbackAt: null,
    });
    return id;
  }

  /**
   * Sets the feedback only if none is set yet, in one statement, so concurrent votes on one id cannot
   * both succeed.
   */
  async setFeedbackOnce(id: string, value: FeedbackValue): Promise<FeedbackOutcome> {
    // a row still in the usage queue (kept through an outage) cannot take a vote yet
    if (this.queue.has(id)) throw new DatabaseUnavailableException();
    return this.db.run(async () => {
      const updated: unknown[] = await this.repo.query(
        `UPDATE processed_texts SET feedback = $2, feedback_at = now()
          WHERE id = $1 AND feedback IS NULL RETURNING id`,
        [id, value],
      );
      if (rowsOf(updated).length === 1) {
        if (value === 'like') this.sinceRead = add(this.sinceRead, { ...NONE, likes: 1 });
        return 'recorded';
      }
      return (await this.repo.existsBy({ id })) ? 'already_set' : 'not_found';
    });
  }

  /**
   * The totals GET /api/stats shows, from the counter rows the processed_texts triggers keep (migration
   * ProcessedTotals1764100000000): a read of at most 16 rows instead of a count over every processed text.
   */
  async totals(): Promise<ProcessedTotals> {
    const since = this.sinceRead;
    this.sinceRead = { ...NONE };
    try {
      const [row] = await this.db.run(() =>
        this.repo.query(
          `SELECT coalesce(sum(processed), 0)::bigint AS processed,
                  coalesce(sum(likes), 0)::bigint AS likes,
                  coalesce(sum(input_words), 0)::bigint AS input_words
             FROM processed_totals`,
        ),
      );
      this.lastRead = {
        processed: Number(row.processed),
        likes: Number(row.likes),
        inputWords: Number(row.input_words),
      };
      return this.lastRead;
    } catch (err) {
      this.sinceRead = add(this.sinceRead, since);
      throw err;
    }
  }

  /**
   * For when the database cannot answer: the totals it last answered, plus the texts written and liked through
   * this process since, plus those waiting in the usage queue; undefined if it has not answered once.
   */
  knownTotals(): ProcessedTotals | undefined {
    if (!this.lastRead) return undefined;
    const queued = this.queue.rows(ProcessedText);
    return add(add(this.lastRead, this.sinceRead), {
      processed: queued.length,
      likes: 0,
      inputWords: sumWords(queued),
    });
  }
}

function add(a: ProcessedTotals, b: ProcessedTotals): ProcessedTotals {
  return { processed: a.processed + b.processed, likes: a.likes + b.likes, inputWords: a.inputWords + b.inputWords };
}

function sumWords(rows: Pick<ProcessedText, 'inputWords'>[]): number {
  return rows.reduce((sum, r) => sum + r.inputWords, 0);
}

/** `UPDATE … RETURNING` answers `[rows, count]` through TypeORM's postgres driver. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
