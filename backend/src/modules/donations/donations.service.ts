import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from 'src/config/app-config';
import { DatabaseUnavailableException } from 'src/database/database-errors';
import {
  checkDonationAmount,
  CURRENCY_CODES,
  fromMinorUnits,
  isCountryCode,
  type CurrencyCode,
} from '@likho/site/countries';
import type { Language } from '@likho/site/language';
import {
  CheckoutSessionResponse,
  CheckoutSessionStatusResponse,
  DonationCountriesResponse,
  toDonationCountriesResponse,
  WebhookResponse,
  type CheckoutSessionState,
} from './donations.dto';
import type { DonationStatus } from './donations.entity';
import { DonationRecord, DonationsRepository } from './donations.repository';
import { STRIPE_CLIENT } from './stripe.provider';

export const NOT_CONFIGURED = 'Donations are not configured on this server';
export const PROVIDER_UNAVAILABLE =
  'The payment provider is not available right now. Please try again in a few minutes.';
/** Marks the sessions this app created (the Stripe account may serve other products too). */
export const METADATA_SOURCE = 'likho-donation';

/** The Stripe Checkout Session events that change a donation, and the status each one means. */
export function donationStatusFromEvent(event: Stripe.Event): DonationStatus | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object.payment_status;
      return s === 'paid' || s === 'no_payment_required' ? 'paid' : 'unpaid';
    }
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

/** What the webhook records for an event, or null when the event is not about one of our donations. */
export function donationRecordFromEvent(event: Stripe.Event): DonationRecord | null {
  const status = donationStatusFromEvent(event);
  if (!status || !event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const country = session.metadata?.country;
  const currency = session.currency?.toUpperCase();
  if (session.metadata?.source !== METADATA_SOURCE || !isCountryCode(country)) return null;
  if (!currency || !(CURRENCY_CODES as readonly string[]).includes(currency)) return null;
  if (typeof session.amount_total !== 'number' || session.amount_total <= 0) return null;
  const pi = session.payment_intent;
  return {
    providerSessionId: session.id,
    providerPaymentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
    country,
    currency,
    amountMinor: session.amount_total,
    status,
    livemode: event.livemode,
  };
}

@Injectable()
export class DonationsService {
  private readonly logger = new Logger('Donations');

  constructor(
    private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly donations: DonationsRepository,
  ) {}

  /** Donations work only with a secret key (server) and a publishable key (checkout page). */
  get configured(): boolean {
    return Boolean(this.stripe && this.config.STRIPE_PUBLISHABLE_KEY);
  }

  private client(): Stripe {
    if (!this.stripe || !this.config.STRIPE_PUBLISHABLE_KEY) throw new ServiceUnavailableException(NOT_CONFIGURED);
    return this.stripe;
  }

  countries(): DonationCountriesResponse {
    this.client();
    return toDonationCountriesResponse();
  }

  /**
   * Starts an embedded Stripe Checkout for one donation. The amount must be one of the country's suggested
   * amounts or a whole custom amount within the currency's bounds; the currency comes from the country table.
   */
  async createCheckoutSession(country: string, amount: number, language: Language): Promise<CheckoutSessionResponse> {
    const stripe = this.client();
    const check = checkDonationAmount(country, amount);
    if (!check.ok) throw new BadRequestException(check.message);
    const origin = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const returnPath = language === 'hi' ? '/hi/checkout' : '/checkout';
    const metadata = { source: METADATA_SOURCE, country: check.country.code, kind: check.kind };
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create({
        mode: 'payment',
        ui_mode: 'embedded_page', // API 2026-03-25.dahlia renamed `embedded` to `embedded_page`
        submit_type: 'donate',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: check.currency.toLowerCase(),
              unit_amount: check.minorAmount,
              product_data: { name: language === 'hi' ? 'लिखो को सहयोग' : 'Support Likho' },
            },
          },
        ],
        // {CHECKOUT_SESSION_ID} is filled in by Stripe; it must stay unencoded
        return_url: `${origin}${returnPath}?session_id={CHECKOUT_SESSION_ID}`,
        metadata,
        payment_intent_data: { metadata, description: 'Donation to Likho' },
      });
    } catch (e) {
      this.logger.error(`checkout session for ${country} ${amount} failed: ${(e as Error).message}`);
      throw new BadGatewayException(PROVIDER_UNAVAILABLE);
    }
    if (!session.client_secret) {
      this.logger.error(`checkout session ${session.id} came back without a client secret`);
      throw new BadGatewayException(PROVIDER_UNAVAILABLE);
    }
    try {
      await this.donations.recordStarted({
        providerSessionId: session.id,
        country: check.country.code,
        currency: check.currency,
        amountMinor: check.minorAmount,
        livemode: Boolean(session.livemode),
      });
    } catch (e) {
      // the webhook records the donation anyway; the visitor can still pay (while the database is down too:
      // Stripe sends the webhook again until it is back, and the outage itself is logged once)
      if (!(e instanceof DatabaseUnavailableException)) {
        this.logger.error(`could not record the start of ${session.id}: ${(e as Error).message}`);
      }
    }
    return { clientSecret: session.client_secret };
  }

  /** For the return page: where the checkout stands, from Stripe, and what this server has recorded. */
  async getCheckoutSessionStatus(sessionId: string): Promise<CheckoutSessionStatusResponse> {
    const stripe = this.client();
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404) {
        throw new NotFoundException('No checkout with this id was found.');
      }
      this.logger.error(`retrieving checkout session ${sessionId} failed: ${(e as Error).message}`);
      throw new BadGatewayException(PROVIDER_UNAVAILABLE);
    }
    if (session.metadata?.source !== METADATA_SOURCE)
      throw new NotFoundException('No checkout with this id was found.');
    const country = isCountryCode(session.metadata?.country) ? session.metadata.country : null;
    const upper = session.currency?.toUpperCase();
    const currency = upper && (CURRENCY_CODES as readonly string[]).includes(upper) ? (upper as CurrencyCode) : null;
    // while the database is down Stripe's own answer stands (it is what the webhook will record)
    const recorded = await this.donations.findBySession(session.id).catch((e: unknown) => {
      if (e instanceof DatabaseUnavailableException) return null;
      throw e;
    });
    const state: CheckoutSessionState =
      session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
    const fromStripe: DonationStatus =
      state === 'expired'
        ? 'expired'
        : state === 'complete'
          ? session.payment_status === 'unpaid'
            ? 'unpaid'
            : 'paid'
          : 'open';
    return {
      status: state,
      donationStatus: recorded && recorded.status !== 'open' ? recorded.status : fromStripe,
      country,
      currency,
      amount:
        currency && typeof session.amount_total === 'number' ? fromMinorUnits(session.amount_total, currency) : null,
    };
  }

  /**
   * Stripe webhook: verifies the signature over the raw body with STRIPE_WEBHOOK_SECRET, then records the
   * donation. Replays and late events are harmless: a row per session, whose status only moves forward.
   * While the database is down it answers 503, and Stripe sends the event again later.
   */
  async handleWebhook(payload: unknown, signature: string | undefined): Promise<WebhookResponse> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!this.stripe || !secret) throw new ServiceUnavailableException(NOT_CONFIGURED);
    if (!Buffer.isBuffer(payload) || payload.length === 0 || !signature) {
      throw new BadRequestException('Missing webhook body or Stripe-Signature header.');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      throw new BadRequestException('Invalid webhook signature.');
    }
    const record = donationRecordFromEvent(event);
    if (record) {
      const changed = await this.donations.applyProviderUpdate(record);
      this.logger.log(`${event.type} ${record.providerSessionId} → ${record.status}${changed ? '' : ' (no change)'}`);
    }
    return { received: true };
  }
}
