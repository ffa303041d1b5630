import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { Database } from 'src/database/database';
import { UsageQueue } from 'src/database/usage-queue';
import { UsageEvent } from './usage-event.entity';

export type NewUsageEvent = Pick<UsageEvent, 'kind' | 'outcome' | 'engine'> &
  Partial<Pick<UsageEvent, 'bytes' | 'durationMs'>>;

@Injectable()
export class StatsRepository {
  private readonly repo: Repository<UsageEvent>;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(UsageQueue) private readonly queue: UsageQueue,
  ) {
    this.repo = db.dataSource.getRepository(UsageEvent);
  }

  /** Records one media or generation call through the usage queue (kept in memory through an outage). */
  async recordUsage(event: NewUsageEvent): Promise<void> {
    await this.queue.write(UsageEvent, {
      id: randomUUID(),
      createdAt: new Date(),
      kind: event.kind,
      outcome: event.outcome,
      engine: event.engine,
      bytes: Math.max(0, Math.round(event.bytes ?? 0)),
      durationMs: Math.max(0, Math.round(event.durationMs ?? 0)),
    });
  }
}
