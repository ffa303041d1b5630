import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { UsageEvent } from './stats.entity';

export type NewUsageEvent = Pick<UsageEvent, 'kind' | 'outcome' | 'engine'> &
  Partial<Pick<UsageEvent, 'bytes' | 'durationMs'>>;

@Injectable()
export class StatsRepository {
  private readonly repo: Repository<UsageEvent>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.repo = dataSource.getRepository(UsageEvent);
  }

  async recordUsage(event: NewUsageEvent): Promise<void> {
    await this.repo.insert({
      kind: event.kind,
      outcome: event.outcome,
      engine: event.engine,
      bytes: Math.max(0, Math.round(event.bytes ?? 0)),
      durationMs: Math.max(0, Math.round(event.durationMs ?? 0)),
    });
  }

  async countByKind(): Promise<Record<string, number>> {
    const rows: { kind: string; n: number }[] = await this.repo.query(
      `SELECT kind, count(*)::int AS n FROM usage_events GROUP BY kind`,
    );
    return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
  }
}
