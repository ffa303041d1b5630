import Stripe from 'stripe';
import { COUNTRIES } from '@likho/site/countries';
import { FakeStripe } from './support/fake-stripe';
import { createTestApp, TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_test_likho_donations';
const PUBLIC_URL = 'https://likho.example';
const NOT_CONFIGURED = 'Donations are not configured on this server';
const signer = new Stripe('sk_test_signer_only');

/** The admin query the README documents: paid donations per country and currency per month. */
const ADMIN_SQL = `
SELECT to_char(date_trunc('month', completed_at), 'YYYY-MM') AS month,
       country,
       currency,
       count(*)::int AS donations,
       sum(amount_minor) / 100.0 AS total
FROM donations
WHERE status = 'paid'
GROUP BY 1, 2, 3
ORDER BY 1 DESC, 2, 3`;

function sessionEvent(
  type: string,
  session: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
}

function paidSession(id: string, country = 'IN', currency = 'inr', amountTotal = 15000) {
  return {
    id,
    amount_total: amountTotal,
    currency,
    livemode: false,
    metadata: { source: 'likho-donation', country, kind: 'suggested' },
    mode: 'payment',
    payment_intent: `pi_${id}`,
    payment_status: 'paid',
    status: 'complete',
  };
}

describe('Donations over HTTP with Stripe pointed at a local fake', () => {
  let t: TestApp;
  const stripe = new FakeStripe();

  beforeAll(async () => {
    const base = await stripe.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_likho',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_likho',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
      PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });
  beforeEach(async () => {
    await t.reset();
    stripe.reset();
  });

  const donations = () =>
    t.dataSource.query(
      `SELECT provider_session_id, provider_payment_id, country, currency, amount_minor, status, completed_at
       FROM donations ORDER BY created_at`,
    );

  const postWebhook = (
    payload: string,
    signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    t.http
      .post('/api/donations/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);

  it('GET /api/donations/countries answers the shared table', async () => {
    const res = await t.http.get('/api/donations/countries').expect(200);
    expect(res.body.countries).toHaveLength(33);
    expect(res.body.defaultCountry).toBe('US');
    expect(res.body.countries.find((c: { code: string }) => c.code === 'IN')).toEqual({
      code: 'IN',
      names: { en: 'India', hi: 'भारत' },
      currency: 'INR',
      flag: '🇮🇳',
      pppMultiplier: 0.3,
      donationAmounts: [50, 150, 400],
    });
    expect(res.body.currencies.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({
      symbol: '€',
      position: 'after',
      minorUnitExponent: 2,
    });
  });

  it.each([
    ['IN', 150, 'inr', '15000'],
    ['DE', 13, 'eur', '1300'],
    ['HU', 5250, 'huf', '525000'],
    ['CZ', 240, 'czk', '24000'],
    ['BG', 2, 'bgn', '200'],
    ['SE', 127, 'sek', '12700'],
    ['US', 42, 'usd', '4200'], // custom amount
  ])(
    'POST /api/donations/checkout-session %s %d creates an embedded payment session in %s, unit_amount %s',
    async (country, amount, currency, unitAmount) => {
      const res = await t.http.post('/api/donations/checkout-session').send({ country, amount }).expect(200);
      expect(res.body).toEqual({ clientSecret: 'cs_test_fake1_secret_fake' });

      expect(stripe.requests).toHaveLength(1);
      const [req] = stripe.requests;
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/v1/checkout/sessions');
      expect(req.headers.authorization).toBe('Bearer sk_test_likho');
      expect(req.headers['stripe-version']).toBe('2026-10-28.endive');
      expect(req.form).toMatchObject({
        mode: 'payment',
        ui_mode: 'embedded_page',
        submit_type: 'donate',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': currency,
        'line_items[0][price_data][unit_amount]': unitAmount,
        'line_items[0][price_data][product_data][name]': 'Support Likho',
        return_url: `${PUBLIC_URL}/checkout?session_id={CHECKOUT_SESSION_ID}`,
        'metadata[source]': 'likho-donation',
        'metadata[country]': country,
      });

      expect(await donations()).toEqual([
        expect.objectContaining({
          provider_session_id: 'cs_test_fake1',
          country,
          currency: currency.toUpperCase(),
          amount_minor: Number(unitAmount),
          status: 'open',
          completed_at: null,
        }),
      ]);
    },
  );

  it('answers a Hindi visitor (X-UI-Language: hi) in Hindi', async () => {
    const res = await t.http
      .post('/api/donations/checkout-session')
      .set('X-UI-Language', 'hi')
      .send({ country: 'SE', amount: 5001 })
      .expect(400);
    expect(res.body.message).toBe('कृपया 10 kr. से 5\u00a0000 kr. तक की कोई पूरी राशि चुनें।');
  });

  it('returns Hindi visitors to /hi/checkout', async () => {
    await t.http
      .post('/api/donations/checkout-session')
      .set('X-UI-Language', 'hi')
      .send({ country: 'IN', amount: 50 })
      .expect(200);
    expect(stripe.requests[0].form.return_url).toBe(`${PUBLIC_URL}/hi/checkout?session_id={CHECKOUT_SESSION_ID}`);
  });

  it.each([
    [{ country: 'IN', amount: 49 }, /whole amount from ₹ 50 to ₹ 40,000\.$/],
    [{ country: 'DE', amount: 4.5 }, /whole amount from 1 € to 500 €/],
    [{ country: 'HU', amount: 180001 }, /400 Ft to 180\u00a0000 Ft/],
    [{ country: 'BG', amount: 901 }, /from 2 лв\. to 900 лв\.$/],
    [{ country: 'US', amount: 0 }, /\$ 1 to \$ 500/],
    [{ country: 'JP', amount: 5 }, /country must be a country from the list/],
    [{ country: 'IN', amount: '150' }, /amount must be a number/],
    [{ country: 'IN' }, /amount must be a number/],
    [{ country: 'IN', amount: 150, currency: 'USD' }, /currency should not exist/],
  ])('POST /api/donations/checkout-session refuses %j with 400 and never calls Stripe', async (body, message) => {
    const res = await t.http.post('/api/donations/checkout-session').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(stripe.requests).toHaveLength(0);
    expect(await donations()).toEqual([]);
  });

  it('accepts every suggested amount of every country (each checked against the table over HTTP)', async () => {
    for (const c of Object.values(COUNTRIES)) {
      const amount = c.donationAmounts[2];
      await t.http.post('/api/donations/checkout-session').send({ country: c.code, amount }).expect(200);
    }
    // 33 sessions, one per country, with the country's own currency
    expect(stripe.requests.map((r) => r.form['line_items[0][price_data][currency]'])).toEqual(
      Object.values(COUNTRIES).map((c) => c.currency.toLowerCase()),
    );
  });

  it('answers 502 with a kind message when Stripe refuses, and records nothing', async () => {
    stripe.failNext = { status: 400, type: 'invalid_request_error', message: 'Currency not supported' };
    const res = await t.http.post('/api/donations/checkout-session').send({ country: 'BG', amount: 10 }).expect(502);
    expect(res.body).toEqual({
      success: false,
      message: 'The payment provider is not available right now. Please try again in a few minutes.',
    });
    expect(await donations()).toEqual([]);
  });

  it('webhook: a validly signed checkout.session.completed marks the started donation paid', async () => {
    await t.http.post('/api/donations/checkout-session').send({ country: 'IN', amount: 150 }).expect(200);
    const res = await postWebhook(sessionEvent('checkout.session.completed', paidSession('cs_test_fake1'))).expect(200);
    expect(res.body).toEqual({ received: true });
    const [row] = await donations();
    expect(row).toMatchObject({
      provider_session_id: 'cs_test_fake1',
      provider_payment_id: 'pi_cs_test_fake1',
      country: 'IN',
      currency: 'INR',
      amount_minor: 15000,
      status: 'paid',
    });
    expect(row.completed_at).toBeInstanceOf(Date);
  });

  it('webhook: records a paid donation whose start was not recorded, and the admin query shows it', async () => {
    await postWebhook(sessionEvent('checkout.session.completed', paidSession('cs_test_x1', 'DE', 'eur', 1300))).expect(
      200,
    );
    await postWebhook(sessionEvent('checkout.session.completed', paidSession('cs_test_x2', 'DE', 'eur', 400))).expect(
      200,
    );
    await postWebhook(
      sessionEvent('checkout.session.completed', paidSession('cs_test_x3', 'HU', 'huf', 525000)),
    ).expect(200);
    const month = new Date().toISOString().slice(0, 7);
    const rows = await t.dataSource.query(ADMIN_SQL);
    expect(rows.map((r: Record<string, unknown>) => ({ ...r, total: Number(r.total) }))).toEqual([
      { month, country: 'DE', currency: 'EUR', donations: 2, total: 17 },
      { month, country: 'HU', currency: 'HUF', donations: 1, total: 5250 },
    ]);
  });

  it('webhook: an invalid signature answers 400 and records nothing', async () => {
    const payload = sessionEvent('checkout.session.completed', paidSession('cs_test_bad'));
    const wrong = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const res = await postWebhook(payload, wrong).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Invalid webhook signature.' });
    // a body altered after signing fails too
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await postWebhook(payload.replace('15000', '1'), signed).expect(400);
    await t.http.post('/api/donations/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    expect(await donations()).toEqual([]);
  });

  it('webhook: a replayed event is recorded once', async () => {
    const payload = sessionEvent('checkout.session.completed', paidSession('cs_test_replay'), 'evt_same');
    for (let i = 0; i < 3; i++) await postWebhook(payload).expect(200, { received: true });
    const rows = await donations();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amount_minor: 15000 });
  });

  it('webhook: concurrent deliveries of one session still give one row', async () => {
    const payload = sessionEvent('checkout.session.completed', paidSession('cs_test_concurrent'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await donations()).toHaveLength(1);
  });

  it('webhook: status only moves forward (delayed payment: unpaid → paid; a late expired event changes nothing)', async () => {
    const id = 'cs_test_async';
    await postWebhook(
      sessionEvent('checkout.session.completed', { ...paidSession(id), payment_status: 'unpaid' }),
    ).expect(200);
    expect((await donations())[0].status).toBe('unpaid');
    await postWebhook(sessionEvent('checkout.session.async_payment_succeeded', paidSession(id))).expect(200);
    expect((await donations())[0].status).toBe('paid');
    await postWebhook(sessionEvent('checkout.session.expired', { ...paidSession(id), status: 'expired' })).expect(200);
    await postWebhook(
      sessionEvent('checkout.session.completed', { ...paidSession(id), payment_status: 'unpaid' }),
    ).expect(200);
    expect((await donations())[0].status).toBe('paid');
  });

  it('webhook: an abandoned checkout becomes expired; a failed delayed payment becomes failed', async () => {
    await t.http.post('/api/donations/checkout-session').send({ country: 'PL', amount: 12 }).expect(200);
    await postWebhook(
      sessionEvent('checkout.session.expired', {
        ...paidSession('cs_test_fake1', 'PL', 'pln', 1200),
        status: 'expired',
        payment_status: 'unpaid',
        payment_intent: null,
      }),
    ).expect(200);
    await postWebhook(
      sessionEvent('checkout.session.async_payment_failed', paidSession('cs_test_fail', 'RO', 'ron', 1400)),
    ).expect(200);
    expect((await donations()).map((r: { status: string }) => r.status)).toEqual(['expired', 'failed']);
    expect(await t.dataSource.query(ADMIN_SQL)).toEqual([]);
  });

  it('webhook: acknowledges other events and sessions that are not donations, without recording them', async () => {
    await postWebhook(sessionEvent('checkout.session.completed', { ...paidSession('cs_other'), metadata: {} })).expect(
      200,
    );
    await postWebhook(
      JSON.stringify({
        id: 'evt_pi',
        object: 'event',
        type: 'payment_intent.succeeded',
        livemode: false,
        created: 1,
        data: { object: { id: 'pi_1', object: 'payment_intent' } },
      }),
    ).expect(200, { received: true });
    expect(await donations()).toEqual([]);
  });

  it('GET /api/donations/checkout-session/:id tells the return page where the checkout stands', async () => {
    await t.http.post('/api/donations/checkout-session').send({ country: 'DE', amount: 4 }).expect(200);
    const open = await t.http.get('/api/donations/checkout-session/cs_test_fake1').expect(200);
    expect(open.body).toEqual({ status: 'open', donationStatus: 'open', country: 'DE', currency: 'EUR', amount: 4 });

    Object.assign(stripe.sessions.get('cs_test_fake1')!, { status: 'complete', payment_status: 'paid' });
    const done = await t.http.get('/api/donations/checkout-session/cs_test_fake1').expect(200);
    expect(done.body).toMatchObject({ status: 'complete', donationStatus: 'paid', amount: 4 });

    await t.http.get('/api/donations/checkout-session/cs_test_unknown').expect(404);
    await t.http.get('/api/donations/checkout-session/not-a-session').expect(400);
  });
});

describe('Donations without Stripe keys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', '/api/donations/countries', undefined],
    ['POST', '/api/donations/checkout-session', { country: 'IN', amount: 50 }],
    ['GET', '/api/donations/checkout-session/cs_test_1', undefined],
    ['POST', '/api/donations/webhook', { id: 'evt_1' }],
  ] as const)('%s %s answers 503 with the not-configured message', async (method, path, body) => {
    const req = method === 'GET' ? t.http.get(path) : t.http.post(path).send(body);
    const res = await req.expect(503);
    expect(res.body).toEqual({ success: false, message: NOT_CONFIGURED });
  });

  it('a secret key without a publishable key is still not configured for checkout', async () => {
    const other = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_only', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    const res = await other.http
      .post('/api/donations/checkout-session')
      .send({ country: 'IN', amount: 50 })
      .expect(503);
    expect(res.body.message).toBe(NOT_CONFIGURED);
    await other.http.post('/api/donations/webhook').send({}).expect(503);
    await other.close();
  });
});
