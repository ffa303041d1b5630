import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const DONATION_STATUSES = ['open', 'unpaid', 'paid', 'failed', 'expired'] as const;
/**
 * open: checkout started, nothing paid yet; unpaid: checkout completed with a delayed payment method, money
 * not yet received; paid: money received; failed: the delayed payment failed; expired: checkout abandoned.
 */
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** One donation attempt through the payment provider (a Stripe Checkout Session). */
@Entity('donations')
export class Donation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'stripe' })
  provider: 'stripe';

  /** Stripe Checkout Session id (cs_…); unique per provider. */
  @Column({ name: 'provider_session_id', type: 'varchar', length: 255 })
  providerSessionId: string;

  /** Stripe PaymentIntent id (pi_…), once known. */
  @Column({ name: 'provider_payment_id', type: 'varchar', length: 255, nullable: true })
  providerPaymentId: string | null;

  /** Two-letter country code of the country table. */
  @Column({ type: 'char', length: 2 })
  country: string;

  /** ISO currency code, upper case. */
  @Column({ type: 'char', length: 3 })
  currency: string;

  /** Amount in the currency's minor units (cents, paise…), as Stripe counts them. */
  @Column({ name: 'amount_minor', type: 'int' })
  amountMinor: number;

  @Column({ type: 'varchar', length: 16 })
  status: DonationStatus;

  /** False for Stripe test mode. */
  @Column({ type: 'boolean', default: false })
  livemode: boolean;

  /** When the checkout was completed (set with the first completed/paid event). */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
