import { Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { Database } from 'src/database/database';
import { Donation, DonationStatus } from './donations.entity';

export interface DonationRecord {
  providerSessionId: string;
  providerPaymentId: string | null;
  country: string;
  currency: string;
  amountMinor: number;
  status: DonationStatus;
  livemode: boolean;
}

export const DONATIONS_UNAVAILABLE = 'Donation records are temporarily unavailable. Please try again in a minute.';

/** How far along a status is: a row only ever moves forward (a replayed or late event changes nothing). */
const RANK_SQL = (col: string) => `(CASE ${col} WHEN 'open' THEN 0 WHEN 'unpaid' THEN 1 ELSE 2 END)`;

@Injectable()
export class DonationsRepository {
  private readonly repo: Repository<Donation>;

  constructor(@Inject(Database) private readonly db: Database) {
    this.repo = db.dataSource.getRepository(Donation);
  }

  /**
   * Records a checkout that was just started; a row that already exists for the session is left alone.
   * Every call here answers a 503 (DatabaseUnavailableException) while the database is down.
   */
  async recordStarted(record: Omit<DonationRecord, 'status' | 'providerPaymentId'>): Promise<void> {
    await this.run(() =>
      this.repo.query(
        `INSERT INTO donations (provider, provider_session_id, country, currency, amount_minor, status, livemode)
       VALUES ('stripe', $1, $2, $3, $4, 'open', $5)
       ON CONFLICT (provider, provider_session_id) DO NOTHING`,
        [record.providerSessionId, record.country, record.currency, record.amountMinor, record.livemode],
      ),
    );
  }

  /**
   * Applies what the provider reported, in one atomic statement: inserts the row when the session is unknown
   * (e.g. the start was not recorded), otherwise moves its status forward (open → unpaid → paid/failed/expired)
   * and never backward. Returns true when a row was inserted or changed, false for a replay or a stale event.
   */
  async applyProviderUpdate(record: DonationRecord): Promise<boolean> {
    const completes = record.status === 'paid' || record.status === 'unpaid';
    const rows: unknown[] = await this.run(() =>
      this.repo.query(
        `INSERT INTO donations (provider, provider_session_id, provider_payment_id, country, currency, amount_minor,
         status, livemode, completed_at)
       VALUES ('stripe', $1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END)
       ON CONFLICT (provider, provider_session_id) DO UPDATE SET
         status = EXCLUDED.status,
         provider_payment_id = COALESCE(EXCLUDED.provider_payment_id, donations.provider_payment_id),
         completed_at = COALESCE(donations.completed_at, EXCLUDED.completed_at),
         updated_at = now()
       WHERE ${RANK_SQL('donations.status')} < ${RANK_SQL('EXCLUDED.status')}
       RETURNING id`,
        [
          record.providerSessionId,
          record.providerPaymentId,
          record.country,
          record.currency,
          record.amountMinor,
          record.status,
          record.livemode,
          completes,
        ],
      ),
    );
    return rows.length > 0;
  }

  findBySession(providerSessionId: string): Promise<Donation | null> {
    return this.run(() => this.repo.findOneBy({ provider: 'stripe', providerSessionId }));
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    return this.db.run(work, DONATIONS_UNAVAILABLE);
  }
}
