import { expect, test, type Page } from '@playwright/test';
import { enhanceSample, skipConsent } from './support/home';

const EN = {
  title: 'Create a social media image',
  remaining300: '300 characters remaining',
  creating: 'Creating your social media post...',
  finishing: 'Adding final touches...',
  downloadStarted: 'Download Started',
  copied: 'Copied to Clipboard',
  rateLimit7: 'You can create up to 7 images per hour. Please try again later.',
  moderation: 'This content violates our moderation policy and this image cannot be generated',
  moderationBody: 'Please modify your content and try again with appropriate material.',
  network: 'Please check your internet connection and try again.',
};

/** Home page in English with a LinkedIn result, then the image dialog opened from 'Generate image'. */
async function openDialog(page: Page, path = '/') {
  await skipConsent(page);
  await page.goto(path);
  // the stored options are applied once the app has taken over the prerendered page: choose until it stays chosen
  const platform = page.getByTestId('option-socialMedia');
  await expect(async () => {
    await platform.selectOption('linkedin');
    await expect(platform).toHaveValue('linkedin', { timeout: 1000 });
  }).toPass();
  await enhanceSample(page, 'clear writing helps every reader and saves everyone time');
  await page.getByTestId('generate-image').click();
  const dialog = page.getByTestId('image-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('image dialog', () => {
  test('generate: pending texts, then the image at LinkedIn size with the text; download and copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('heading', { name: EN.title })).toBeVisible();
    await expect(page.getByTestId('image-remaining')).toHaveText(EN.remaining300);
    await page.getByTestId('image-instructions').fill('dark theme, bold');
    await expect(page.getByTestId('image-remaining')).toHaveText('284 characters remaining');

    // hold the answer until both pending texts have been seen
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/generate-image', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('image-generate').click();
    await expect(page.getByTestId('image-pending')).toContainText(EN.creating);
    await page.clock.runFor(3100);
    await expect(page.getByTestId('image-pending')).toContainText(EN.finishing);
    release();

    const preview = page.getByTestId('image-preview');
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(627);
    await expect(page.getByTestId('image-message')).toContainText('dark theme, bold text');
    const text = (await page.getByTestId('image-text').innerText()).trim();
    expect(text.length).toBeGreaterThan(10);

    const download = page.waitForEvent('download');
    await page.getByTestId('image-download').click();
    expect((await download).suggestedFilename()).toBe('likho-linkedin.png');
    await expect(toast(page, EN.downloadStarted)).toBeVisible();

    await page.getByTestId('image-copy').click();
    await expect(toast(page, EN.copied)).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('closing resets the dialog to an empty form', async ({ page }) => {
    await openDialog(page);
    await page.getByTestId('image-instructions').fill('green theme');
    await page.getByTestId('image-generate').click();
    await expect(page.getByTestId('image-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('image-dialog')).toHaveCount(0);

    await page.getByTestId('generate-image').click();
    await expect(page.getByTestId('image-form')).toBeVisible();
    await expect(page.getByTestId('image-result')).toHaveCount(0);
    await expect(page.getByTestId('image-instructions')).toHaveValue('');
    await expect(page.getByTestId('image-remaining')).toHaveText(EN.remaining300);
  });

  test('the instructions box stops at 300 characters', async ({ page }) => {
    await openDialog(page);
    await page.getByTestId('image-instructions').fill('x'.repeat(320));
    await expect(page.getByTestId('image-instructions')).toHaveValue('x'.repeat(300));
    await expect(page.getByTestId('image-remaining')).toHaveText('0 characters remaining');
  });

  test('a rate-limit answer shows the toast with the number parsed from the message', async ({ page }) => {
    await openDialog(page);
    await page.route('**/api/generate-image', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Rate limit exceeded: 7 images per hour' }),
      }),
    );
    await page.getByTestId('image-generate').click();
    await expect(toast(page, EN.rateLimit7)).toBeVisible();
    await expect(page.getByTestId('image-form')).toBeVisible();
  });

  test('the rate-limit toast in Hindi carries the number too', async ({ page }) => {
    await openDialog(page, '/hi');
    await page.route('**/api/generate-image', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Rate limit exceeded: 7 images per hour' }),
      }),
    );
    await page.getByTestId('image-generate').click();
    await expect(toast(page, 'आप एक घंटे में अधिकतम 7 इमेज बना सकते हैं')).toBeVisible();
  });

  test('a moderation refusal and a network failure give their own toasts', async ({ page }) => {
    await openDialog(page);
    await page.route('**/api/generate-image', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: EN.moderation }),
      }),
    );
    await page.getByTestId('image-generate').click();
    const moderation = toast(page, EN.moderation);
    await expect(moderation).toBeVisible();
    await expect(moderation).toContainText(EN.moderationBody);

    await page.unroute('**/api/generate-image');
    await page.route('**/api/generate-image', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('image-generate').click();
    await expect(toast(page, EN.network)).toBeVisible();
  });
});
