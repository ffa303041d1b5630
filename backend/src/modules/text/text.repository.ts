import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Repository, type QueryDeepPartialEntity } from 'typeorm';
import { FeedbackValue, ProcessedText } from './text.entity';

export type FeedbackOutcome = 'recorded' | 'not_found' | 'already_set';

export interface ProcessedTotals {
  processed: number;
  likes: number;
  inputWords: number;
}

export type NewProcessedText = Omit<ProcessedText, 'id' | 'createdAt' | 'feedback' | 'feedbackAt'>;

interface PendingRow {
  row: QueryDeepPartialEntity<ProcessedText>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** At most this many rows go into one INSERT. */
const MAX_BATCH = 200;

@Injectable()
export class TextRepository {
  private readonly repo: Repository<ProcessedText>;
  private pending: PendingRow[] = [];
  private flushing = false;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.repo = dataSource.getRepository(ProcessedText);
  }

  /**
   * Records one processed text and resolves with its id once the row is committed. Rows that arrive while
   * an INSERT is running wait for it and then go together in the next one (group commit): under load that
   * is one statement for many texts instead of one each, which matters most for the embedded database
   * (PGlite, in its worker thread, runs one statement at a time).
   */
  recordProcessed(row: NewProcessedText): Promise<string> {
    const id = randomUUID();
    return new Promise<void>((resolve, reject) => {
      const full = { ...row, id, feedback: null, feedbackAt: null } as QueryDeepPartialEntity<ProcessedText>;
      this.pending.push({ row: full, resolve, reject });
      if (!this.flushing) void this.flush();
    }).then(() => id);
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.repo.insert(batch.map((p) => p.row));
          batch.forEach((p) => p.resolve());
        } catch (err) {
          if (batch.length === 1) batch[0].reject(err);
          // one bad row must not fail the others: retry them one by one
          else
            for (const p of batch) {
              await this.repo.insert(p.row).then(p.resolve, p.reject);
            }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /**
   * Sets the feedback only if none is set yet, in one statement, so concurrent votes on one id cannot
   * both succeed.
   */
  async setFeedbackOnce(id: string, value: FeedbackValue): Promise<FeedbackOutcome> {
    const updated: unknown[] = await this.repo.query(
      `UPDATE processed_texts SET feedback = $2, feedback_at = now()
        WHERE id = $1 AND feedback IS NULL RETURNING id`,
      [id, value],
    );
    if (rowsOf(updated).length === 1) return 'recorded';
    return (await this.repo.existsBy({ id })) ? 'already_set' : 'not_found';
  }

  /**
   * The totals GET /api/stats shows, from the counter rows the processed_texts triggers keep (migration
   * ProcessedTotals1764100000000): a read of at most 16 rows instead of a count over every processed text.
   */
  async totals(): Promise<ProcessedTotals> {
    const [row] = await this.repo.query(
      `SELECT coalesce(sum(processed), 0)::bigint AS processed,
              coalesce(sum(likes), 0)::bigint AS likes,
              coalesce(sum(input_words), 0)::bigint AS input_words
         FROM processed_totals`,
    );
    return { processed: Number(row.processed), likes: Number(row.likes), inputWords: Number(row.input_words) };
  }
}

/** `UPDATE … RETURNING` answers `[rows, count]` through TypeORM's postgres driver. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
