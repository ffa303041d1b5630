import { expect, test, type Page } from '@playwright/test';
import { enhanceSample, TEXT } from './support/home';

/** Serves a configured analytics id and counts requests to the tag manager (answered locally). */
async function withAnalytics(page: Page): Promise<{ count: () => number }> {
  let hits = 0;
  await page.route('**/api/config', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), analyticsId: 'G-TEST123' } });
  });
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    hits += 1;
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* test */' });
  });
  return { count: () => hits };
}

/** The gtag calls on the page's data layer (gtag pushes its `arguments` object), as arrays; null when absent. */
async function dataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => window.dataLayer?.map((call) => Array.from(call as ArrayLike<unknown>)) ?? null);
}

async function sentEvents(page: Page): Promise<Map<string, Record<string, unknown>>> {
  const calls = (await dataLayer(page)) ?? [];
  return new Map(
    calls.filter((c) => c[0] === 'event').map((c) => [c[1] as string, c[2] as Record<string, unknown>] as const),
  );
}

/** A text the visitor would not want reported: none of its words may reach analytics. */
const PRIVATE_TEXT = 'my neighbour Rahul dont like the zebra crossing';
const PRIVATE_WORDS = ['neighbour', 'Rahul', 'dont', 'zebra', 'crossing'];

/** Resolves once the browser has run its idle callbacks twice (the loader would have run by then). */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1600), { timeout: 3000 })),
    );
  }
}

test.describe('consent banner and analytics', () => {
  // The server only allows the tag manager in its CSP when ANALYTICS_ID is set; these tests fake the id.
  test.use({ bypassCSP: true });
  test.afterEach(async ({ page }) => {
    // A config request started by the last reload may still be in the route handler.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  for (const lang of ['en', 'hi'] as const) {
    test(`Accept All stores true, loads analytics and the banner stays gone after reload (${lang})`, async ({
      page,
    }) => {
      const analytics = await withAnalytics(page);
      await page.goto(TEXT[lang].path);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toContainText(TEXT[lang].consentTitle);
      await expect(banner.getByRole('link').first()).toHaveAttribute(
        'href',
        lang === 'hi' ? '/hi/privacy' : '/privacy',
      );
      await page.getByTestId('consent-accept').click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('true');
      await expect.poll(analytics.count).toBeGreaterThan(0);
      await page.reload();
      await expect(page.getByTestId('text-tool')).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    });
  }

  test('Decline stores false, loads nothing, and the banner stays gone after reload', async ({ page }) => {
    const analytics = await withAnalytics(page);
    await page.goto('/');
    await page.getByTestId('consent-decline').click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('false');
    await page.reload();
    await expect(page.getByTestId('text-tool')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await settle(page);
    expect(analytics.count()).toBe(0);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('after Accept All an enhance sends writing events with options and word count, and no text', async ({
    page,
  }) => {
    const analytics = await withAnalytics(page);
    await page.goto('/');
    await page.getByTestId('consent-accept').click();
    await expect.poll(analytics.count).toBeGreaterThan(0);
    await enhanceSample(page, PRIVATE_TEXT);
    await expect.poll(async () => [...(await sentEvents(page)).keys()]).toContain('enhance_success');
    const events = await sentEvents(page);
    // enhanceSample ticks 'explain'; eight words
    expect(events.get('enhance_submit')).toEqual({
      event_category: 'writing',
      event_label: 'explain',
      value: 8,
      send_to: 'G-TEST123',
    });
    expect(events.get('enhance_success')).toMatchObject({ event_category: 'writing', event_label: 'success' });
    const everything = JSON.stringify(await dataLayer(page));
    for (const word of PRIVATE_WORDS) expect(everything).not.toContain(word);
  });

  test('after Decline an enhance sends nothing', async ({ page }) => {
    const analytics = await withAnalytics(page);
    await page.goto('/');
    await page.getByTestId('consent-decline').click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await enhanceSample(page, PRIVATE_TEXT);
    await settle(page);
    expect(await dataLayer(page)).toBeNull();
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(analytics.count()).toBe(0);
  });

  test('the close icon acts as Decline', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('consent-close').click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('false');
  });

  test('no analytics request while no choice is made', async ({ page }) => {
    const analytics = await withAnalytics(page);
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await settle(page);
    expect(analytics.count()).toBe(0);
  });

  test('Cookie Preferences: Cancel keeps the choice, Save stores it with a toast', async ({ page }) => {
    const analytics = await withAnalytics(page);
    await page.addInitScript(() => {
      if (localStorage.getItem('analytics-consent') === null) localStorage.setItem('analytics-consent', 'false');
    });
    await page.goto('/');
    await page.getByTestId('footer-cookies').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const toggle = dialog.getByTestId('cookie-analytics');
    await expect(toggle.locator('input')).not.toBeChecked();
    await toggle.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('false');

    await page.getByTestId('footer-cookies').click();
    await expect(toggle.locator('input')).not.toBeChecked();
    await toggle.click();
    await dialog.getByTestId('cookie-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: TEXT.en.prefsSaved })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('true');
    await expect.poll(analytics.count).toBeGreaterThan(0);
  });
});
