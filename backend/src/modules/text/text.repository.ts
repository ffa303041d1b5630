import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { FeedbackValue, ProcessedText } from './text.entity';

export type FeedbackOutcome = 'recorded' | 'not_found' | 'already_set';

export interface ProcessedTotals {
  processed: number;
  likes: number;
  inputWords: number;
}

@Injectable()
export class TextRepository {
  private readonly repo: Repository<ProcessedText>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.repo = dataSource.getRepository(ProcessedText);
  }

  async recordProcessed(
    row: Omit<ProcessedText, 'id' | 'createdAt' | 'feedback' | 'feedbackAt'>,
  ): Promise<ProcessedText> {
    return this.repo.save(this.repo.create({ ...row, feedback: null, feedbackAt: null }));
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

  async totals(): Promise<ProcessedTotals> {
    const [row] = await this.repo.query(
      `SELECT count(*)::int AS processed,
              count(*) FILTER (WHERE feedback = 'like')::int AS likes,
              coalesce(sum(input_words), 0)::bigint AS input_words
         FROM processed_texts`,
    );
    return { processed: row.processed, likes: row.likes, inputWords: Number(row.input_words) };
  }
}

/** `UPDATE … RETURNING` answers `[rows, count]` through TypeORM's postgres driver. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
