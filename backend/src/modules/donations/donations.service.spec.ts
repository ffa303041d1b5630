import { BadRequestException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type Stripe from 'stripe';
import { loadConfig } from 'src/config/app-config';
import type { DonationRecord, DonationsRepository } from './donations.repository';
import { donationRecordFromEvent, DonationsService, METADATA_SOURCE, NOT_CONFIGURED } from './donations.service';

const session = (over: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  amount_total: 1300,
  currency: 'eur',
  metadata: { source: METADATA_SOURCE, country: 'DE' },
  payment_intent: 'pi_1',
  payment_status: 'paid',
  status: 'complete',
  ...over,
});

const event = (type: string, object: Record<string, unknown>, livemode = false) =>
  ({ id: 'evt_1', object: 'event', type, livemode, data: { object } }) as unknown as Stripe.Event;

describe('donationRecordFromEvent', () => {
  it.each([
    ['checkout.session.completed', {}, 'paid'],
    ['checkout.session.completed', { payment_status: 'no_payment_required' }, 'paid'],
    ['checkout.session.completed', { payment_status: 'unpaid' }, 'unpaid'],
    ['checkout.session.async_payment_succeeded', {}, 'paid'],
    ['checkout.session.async_payment_failed', {}, 'failed'],
    ['checkout.session.expired', { status: 'expired', payment_status: 'unpaid' }, 'expired'],
  ])('%s %j → %s', (type, over, status) => {
    expect(donationRecordFromEvent(event(type, session(over)))).toEqual({
      providerSessionId: 'cs_test_1',
      providerPaymentId: 'pi_1',
      country: 'DE',
      currency: 'EUR',
      amountMinor: 1300,
      status,
      livemode: false,
    });
  });

  it('reads an expanded payment intent and the live mode flag', () => {
    const r = donationRecordFromEvent(
      event('checkout.session.completed', session({ payment_intent: { id: 'pi_9' } }), true),
    );
    expect(r).toMatchObject({ providerPaymentId: 'pi_9', livemode: true });
  });

  it.each([
    ['another product on the same account', { metadata: { country: 'DE' } }],
    ['no metadata', { metadata: null }],
    ['a country outside the table', { metadata: { source: METADATA_SOURCE, country: 'JP' } }],
    ['a currency outside the table', { currency: 'jpy' }],
    ['no amount', { amount_total: null }],
  ])('ignores a session with %s', (_why, over) => {
    expect(donationRecordFromEvent(event('checkout.session.completed', session(over)))).toBeNull();
  });

  it('ignores events that are not about checkout sessions', () => {
    expect(donationRecordFromEvent(event('payment_intent.succeeded', { id: 'pi_1' }))).toBeNull();
    expect(donationRecordFromEvent(event('checkout.session.created', session()))).toBeNull();
  });
});

class FakeRepository {
  started: unknown[] = [];
  updates: DonationRecord[] = [];
  failStart = false;
  async recordStarted(r: unknown) {
    if (this.failStart) throw new Error('database down');
    this.started.push(r);
  }
  async applyProviderUpdate(r: DonationRecord) {
    this.updates.push(r);
    return true;
  }
  async findBySession() {
    return null;
  }
}

/** A stand-in for the two SDK calls the service makes; it keeps what it was asked to create. */
function fakeStripe() {
  const created: Stripe.Checkout.SessionCreateParams[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const client = {
    checkout: {
      sessions: {
        create: async (params: Stripe.Checkout.SessionCreateParams) => {
          created.push(params);
          return { id: 'cs_test_new', client_secret: 'cs_test_new_secret', livemode: false };
        },
        retrieve: async (id: string) => {
          const s = sessions.get(id);
          if (!s) throw Object.assign(new Error('No such checkout.session'), { statusCode: 404 });
          return s;
        },
      },
    },
  };
  return { client: client as unknown as Stripe, created, sessions };
}

function build(env: Record<string, string> = {}, stripe = fakeStripe()) {
  const config = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    PUBLIC_URL: 'https://likho.example/',
    ...env,
  });
  const repo = new FakeRepository();
  const service = new DonationsService(
    config,
    config.STRIPE_SECRET_KEY ? stripe.client : null,
    repo as unknown as DonationsRepository,
  );
  return { service, repo, stripe };
}

describe('DonationsService', () => {
  it('builds the return URL from PUBLIC_URL without a double slash, per language', async () => {
    const { service, stripe } = build();
    await service.createCheckoutSession('IN', 150, 'en');
    await service.createCheckoutSession('IN', 150, 'hi');
    expect(stripe.created.map((p) => p.return_url)).toEqual([
      'https://likho.example/checkout?session_id={CHECKOUT_SESSION_ID}',
      'https://likho.example/hi/checkout?session_id={CHECKOUT_SESSION_ID}',
    ]);
    expect(stripe.created[1].line_items?.[0].price_data?.product_data?.name).toBe('लिखो को सहयोग');
  });

  it('records the started checkout with the amount in minor units', async () => {
    const { service, repo } = build();
    await expect(service.createCheckoutSession('HU', 1750, 'en')).resolves.toEqual({
      clientSecret: 'cs_test_new_secret',
    });
    expect(repo.started).toEqual([
      { providerSessionId: 'cs_test_new', country: 'HU', currency: 'HUF', amountMinor: 175000, livemode: false },
    ]);
  });

  it('still hands out the client secret when recording the start fails (the webhook records it later)', async () => {
    const { service, repo } = build();
    repo.failStart = true;
    await expect(service.createCheckoutSession('US', 5, 'en')).resolves.toEqual({
      clientSecret: 'cs_test_new_secret',
    });
  });

  it('refuses an amount outside the table with a 400 naming the bounds', async () => {
    const { service, stripe } = build();
    // the bounds in the country's own number style (Czech groups thousands with a no-break space)
    const refused = service.createCheckoutSession('CZ', 10, 'en');
    await expect(refused).rejects.toBeInstanceOf(BadRequestException);
    await expect(refused).rejects.toThrow(/^Please choose a whole amount from 25 Kč to 11\u00a0000 Kč\.$/);
    expect(stripe.created).toHaveLength(0);
  });

  it('is not configured without a secret key or without a publishable key', async () => {
    const envs: Record<string, string>[] = [{ STRIPE_SECRET_KEY: '' }, { STRIPE_PUBLISHABLE_KEY: '' }];
    for (const env of envs) {
      const { service } = build(env);
      expect(service.configured).toBe(false);
      expect(() => service.countries()).toThrow(new ServiceUnavailableException(NOT_CONFIGURED));
      await expect(service.createCheckoutSession('US', 5, 'en')).rejects.toThrow(NOT_CONFIGURED);
    }
  });

  it('webhook without STRIPE_WEBHOOK_SECRET answers 503 before reading anything', async () => {
    const { service } = build();
    await expect(service.handleWebhook(Buffer.from('{}'), 't=1,v1=x')).rejects.toThrow(
      new ServiceUnavailableException(NOT_CONFIGURED),
    );
  });

  it('status of a session this app did not create is not found', async () => {
    const stripe = fakeStripe();
    stripe.sessions.set('cs_test_other', session({ id: 'cs_test_other', metadata: {} }));
    const { service } = build({}, stripe);
    await expect(service.getCheckoutSessionStatus('cs_test_other')).rejects.toThrow(NotFoundException);
    await expect(service.getCheckoutSessionStatus('cs_test_missing')).rejects.toThrow(NotFoundException);
  });

  it('status of a completed unpaid (delayed) payment says unpaid, with the amount in whole units', async () => {
    const stripe = fakeStripe();
    stripe.sessions.set('cs_test_1', session({ payment_status: 'unpaid', amount_total: 525000, currency: 'huf' }));
    const { service } = build({}, stripe);
    await expect(service.getCheckoutSessionStatus('cs_test_1')).resolves.toEqual({
      status: 'complete',
      donationStatus: 'unpaid',
      country: 'DE',
      currency: 'HUF',
      amount: 5250,
    });
  });
});
