import { expect, test, type Page } from '@playwright/test';
import { TEXT } from './support/home';

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
