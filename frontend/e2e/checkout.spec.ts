import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * The donation checkout (/checkout, /hi/checkout). Untagged tests run against the default server (no Stripe
 * keys); tests tagged @stripe-keys run in the `stripe-keys` project against a second server started with
 * test-shaped keys. Stripe.js (https://js.stripe.com) is never fetched from the network: each test blocks it
 * or serves a small stand-in, and Stripe API answers the page needs are mocked with page.route.
 */

const STRIPE_JS = 'https://js.stripe.com/**';

/** A stand-in for Stripe.js: enough of the Stripe object for EmbeddedCheckoutProvider, mounting a local frame. */
const FAKE_STRIPE_JS = `
(() => {
  const stripe = (key) => ({
    elements() {}, createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
    async createEmbeddedCheckoutPage(options) {
      const secret = options.clientSecret ?? (await options.fetchClientSecret());
      let frame = null;
      return {
        mount(target) {
          frame = document.createElement('iframe');
          frame.title = 'Fake Stripe checkout';
          frame.setAttribute('data-testid', 'fake-stripe-frame');
          frame.setAttribute('data-client-secret', secret);
          frame.setAttribute('data-publishable-key', key);
          frame.srcdoc = '<p>Card form</p>';
          target.appendChild(frame);
        },
        unmount() { frame?.remove(); },
        destroy() { frame?.remove(); },
      };
    },
  });
  stripe.version = 'endive';
  window.Stripe = stripe;
})();
`;

/** A returning visitor from `country` who already answered the consent banner (it would cover buttons). */
async function visitorFrom(page: Page, country: string) {
  await page.addInitScript((c) => {
    localStorage.setItem('location', c);
    localStorage.setItem('analytics-consent', 'false');
  }, country);
}

/** Counts requests for Stripe.js and answers them by blocking (no network) until told otherwise. */
async function blockStripeJs(page: Page) {
  const state = { requests: 0, serve: false };
  await page.route(STRIPE_JS, async (route) => {
    state.requests += 1;
    if (state.serve) await route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
    else await route.abort('internetdisconnected');
  });
  return state;
}

async function mockStatus(page: Page, sessionId: string, body: Record<string, unknown>) {
  await page.route(`**/api/donations/checkout-session/${sessionId}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('checkout without Stripe keys', () => {
  test('says kindly that donations are not configured, in English, without loading Stripe.js', async ({ page }) => {
    await visitorFrom(page, 'US');
    const stripe = await blockStripeJs(page);
    await page.goto('/checkout?amount=5&country=US');
    const notice = page.getByTestId('checkout-not-configured');
    await expect(notice).toContainText('Donations are not configured on this server');
    await expect(notice).toContainText('Likho stays free for you');
    await expect(notice.getByRole('link', { name: 'Back to Likho' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('checkout-retry')).toHaveCount(0);
    expect(stripe.requests).toBe(0);
  });

  test('the page allows no Stripe origin in its Content-Security-Policy', async ({ page }) => {
    const res = await page.goto('/checkout');
    expect(res?.headers()['content-security-policy']).not.toContain('stripe.com');
  });

  test('says kindly that donations are not configured, in Hindi', async ({ page }) => {
    await visitorFrom(page, 'IN');
    await blockStripeJs(page);
    await page.goto('/hi/checkout?amount=150&country=IN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const notice = page.getByTestId('checkout-not-configured');
    await expect(notice).toContainText('इस सर्वर पर दान कॉन्फ़िगर नहीं किए गए हैं');
    await expect(notice.getByRole('link', { name: 'लिखो पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  });

  test('the return page thanks the donor with the formatted amount, in English', async ({ page }) => {
    await visitorFrom(page, 'US');
    await mockStatus(page, 'cs_test_thanks_en', {
      status: 'complete',
      donationStatus: 'paid',
      country: 'IN',
      currency: 'INR',
      amount: 150,
    });
    await page.goto('/checkout?session_id=cs_test_thanks_en');
    const thanks = page.getByTestId('checkout-thanks');
    await expect(thanks.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(page.getByTestId('checkout-thanks-amount')).toHaveText(
      'Your donation of ₹ 150 helps keep Likho free for everyone.',
    );
    await expect(thanks).toContainText('Your payment has been received.');
  });

  test('the return page thanks the donor with the formatted amount, in Hindi (symbol after for EUR)', async ({
    page,
  }) => {
    await visitorFrom(page, 'DE');
    await mockStatus(page, 'cs_test_thanks_hi', {
      status: 'complete',
      donationStatus: 'open',
      country: 'DE',
      currency: 'EUR',
      amount: 13,
    });
    await page.goto('/hi/checkout?session_id=cs_test_thanks_hi');
    await expect(page.getByTestId('checkout-thanks').getByRole('heading', { level: 1 })).toHaveText('धन्यवाद!');
    await expect(page.getByTestId('checkout-thanks-amount')).toContainText('आपका 13 € का दान');
    await expect(page.getByTestId('checkout-thanks')).toContainText('पुष्टि हो रही है');
  });

  test('a checkout left open says nothing was charged and offers to start again with the same amount', async ({
    page,
  }) => {
    await visitorFrom(page, 'US');
    await mockStatus(page, 'cs_test_open', {
      status: 'open',
      donationStatus: 'open',
      country: 'DE',
      currency: 'EUR',
      amount: 4,
    });
    await page.goto('/checkout?session_id=cs_test_open');
    const notice = page.getByTestId('checkout-return-open');
    await expect(notice).toContainText('The payment of 4 € was not completed.');
    await expect(notice).toContainText('Nothing has been charged.');
    await expect(notice.getByRole('link', { name: 'Start a new donation' })).toHaveAttribute(
      'href',
      '/checkout?amount=4&country=DE',
    );
  });

  test('an expired checkout says so kindly in Hindi, with a link to start again under /hi', async ({ page }) => {
    await visitorFrom(page, 'IN');
    await mockStatus(page, 'cs_test_expired', {
      status: 'expired',
      donationStatus: 'expired',
      country: 'IN',
      currency: 'INR',
      amount: 400,
    });
    await page.goto('/hi/checkout?session_id=cs_test_expired');
    const notice = page.getByTestId('checkout-return-expired');
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText('इस चेकआउट की समय-सीमा ख़त्म हो गई');
    await expect(notice).toContainText('₹ 400');
    await expect(notice.getByRole('link', { name: 'नया दान शुरू करें' })).toHaveAttribute(
      'href',
      '/hi/checkout?amount=400&country=IN',
    );
  });
});

test.describe('checkout with Stripe keys', { tag: '@stripe-keys' }, () => {
  test('a blocked Stripe.js shows a clear message with Retry, and Retry then shows the checkout', async ({ page }) => {
    await visitorFrom(page, 'US');
    const stripe = await blockStripeJs(page);
    const sessionRequests: Request[] = [];
    await page.route('**/api/donations/checkout-session', async (route) => {
      sessionRequests.push(route.request());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ clientSecret: 'cs_test_fake_secret_1' }),
      });
    });

    await page.goto('/checkout?amount=150&country=IN');
    await expect(page.getByTestId('checkout-summary')).toHaveText('Your donation: ₹ 150');
    const failed = page.getByTestId('checkout-load-failed');
    await expect(failed).toContainText('The payment form could not be loaded');
    await expect(failed).toContainText("We couldn't reach our payment provider, Stripe.");
    expect(stripe.requests).toBeGreaterThan(0);

    stripe.serve = true;
    await failed.getByRole('button', { name: 'Retry' }).click();
    const frame = page.getByTestId('fake-stripe-frame');
    await expect(frame).toHaveAttribute('data-client-secret', 'cs_test_fake_secret_1');
    await expect(frame).toHaveAttribute('data-publishable-key', 'pk_test_e2e_not_a_real_key');
    await expect(page.getByTestId('checkout-embedded').getByTestId('checkout-loading')).toHaveCount(0);
    await expect(page.getByTestId('checkout-load-failed')).toHaveCount(0);

    expect(sessionRequests).toHaveLength(1);
    expect(sessionRequests[0].postDataJSON()).toEqual({ country: 'IN', amount: 150 });
    expect(sessionRequests[0].headers()['x-ui-language']).toBe('en');
  });

  test("the page's Content-Security-Policy allows Stripe.js and the embedded checkout frames", async ({ page }) => {
    const res = await page.goto('/checkout');
    const csp = Object.fromEntries(
      (res?.headers()['content-security-policy'] ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com']));
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']));
  });

  test('a blocked Stripe.js shows the retry message in Hindi', async ({ page }) => {
    await visitorFrom(page, 'DE');
    await blockStripeJs(page);
    await page.goto('/hi/checkout?amount=13&country=DE');
    await expect(page.getByTestId('checkout-summary')).toHaveText('आपका दान: 13 €');
    const failed = page.getByTestId('checkout-load-failed');
    await expect(failed).toContainText('भुगतान फ़ॉर्म लोड नहीं हो सका');
    await expect(failed.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });

  test('when the payment provider cannot be reached the server answers 502 and the page offers Retry', async ({
    page,
  }) => {
    await visitorFrom(page, 'US');
    const stripe = await blockStripeJs(page);
    stripe.serve = true; // Stripe.js loads; the server's Stripe API base is a closed local port
    await page.goto('/checkout?amount=5&country=US');
    const failed = page.getByTestId('checkout-session-failed');
    await expect(failed).toContainText("We couldn't start the payment");
    await expect(failed).toContainText('Nothing has been charged.');
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('fake-stripe-frame')).toHaveCount(0);
  });

  test("an out-of-bounds amount in the link falls back to the visitor's country and its middle amount", async ({
    page,
  }) => {
    await visitorFrom(page, 'DE');
    const stripe = await blockStripeJs(page);
    stripe.serve = true;
    const bodies: unknown[] = [];
    await page.route('**/api/donations/checkout-session', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ clientSecret: 'cs_test_fake_secret_2' }),
      });
    });

    await page.goto('/checkout?amount=999999&country=IN');
    await expect(page.getByTestId('checkout-link-rejected')).toContainText('we suggest 4 €');
    await expect(page.getByTestId('checkout-country')).toContainText('Germany');
    await expect(page.getByTestId('checkout-amount-1')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('checkout-amount-1')).toContainText('4 €');
    expect(bodies).toHaveLength(0); // nothing is started until the donor confirms

    // A custom amount outside the bounds cannot be confirmed; one inside can.
    await page.getByTestId('checkout-custom').fill('900');
    await expect(page.getByText('Please enter a whole amount from 1 € to 500 €.')).toBeVisible();
    await expect(page.getByTestId('checkout-continue')).toBeDisabled();
    await page.getByTestId('checkout-custom').fill('20');
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('checkout-summary')).toHaveText('Your donation: 20 €');
    await expect(page.getByTestId('fake-stripe-frame')).toHaveAttribute('data-client-secret', 'cs_test_fake_secret_2');
    expect(bodies).toEqual([{ country: 'DE', amount: 20 }]);
  });

  test('a malformed link in Hindi falls back to the Indian middle amount, which can be changed', async ({ page }) => {
    await visitorFrom(page, 'IN');
    await blockStripeJs(page);
    await page.goto('/hi/checkout?amount=abc&country=US');
    await expect(page.getByTestId('checkout-link-rejected')).toContainText('₹ 150');
    await expect(page.getByTestId('checkout-amount-1')).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId('checkout-amount-2').click();
    await expect(page.getByTestId('checkout-continue')).toHaveText(/₹ 400 का भुगतान करने के लिए आगे बढ़ें/);
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('checkout-summary')).toHaveText('आपका दान: ₹ 400');
    await expect(page.getByTestId('checkout-load-failed')).toContainText('भुगतान फ़ॉर्म लोड नहीं हो सका');
  });
});
