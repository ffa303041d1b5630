import { expect, test } from '@playwright/test';

test.describe('foundation smoke', () => {
  test('the home page shows the stats band with numbers from the API', async ({ page, request }) => {
    const api = await (await request.get('/api/stats')).json();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const processed = page.getByTestId('stat-processed');
    await expect(processed).toContainText(String(api.stats.totalProcessed));
    await expect(page.getByTestId('stat-saved')).toContainText(api.stats.timesSaved);
  });

  test('the theme toggle switches the root class and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('deep link /hi renders the app in Hindi', async ({ page }) => {
    const res = await page.goto('/hi');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('हिंदी');
  });

  test('deep link to a blog article renders the app', async ({ page }) => {
    const res = await page.goto('/blog/clear-writing-habits');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown page answers 404 and shows the not-found page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('an unknown /api path answers JSON 404', async ({ request }) => {
    const res = await request.get('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
