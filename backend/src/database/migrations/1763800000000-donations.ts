import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * donations: one row per Stripe Checkout Session (written when the session is created, updated by the
 * webhook). Amounts in the currency's minor units, as Stripe counts them. No personal data: no name, e-mail
 * or card details are stored, only the provider's ids.
 */
export class Donations1763800000000 implements MigrationInterface {
  name = 'Donations1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE donations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        provider varchar(16) NOT NULL DEFAULT 'stripe' CHECK (provider IN ('stripe')),
        provider_session_id varchar(255) NOT NULL,
        provider_payment_id varchar(255),
        country char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        amount_minor int NOT NULL CHECK (amount_minor > 0),
        status varchar(16) NOT NULL CHECK (status IN ('open', 'unpaid', 'paid', 'failed', 'expired')),
        livemode boolean NOT NULL DEFAULT false,
        completed_at timestamptz,
        CONSTRAINT donations_provider_session_unique UNIQUE (provider, provider_session_id),
        CHECK ((status = 'paid') <= (completed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX donations_created_at_idx ON donations (created_at)`);
    await q.query(`CREATE INDEX donations_status_idx ON donations (status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE donations`);
  }
}
