import { expect, test } from '@playwright/test';
import { skipConsent } from './support/home';

/**
 * Issue 18: Enhance is on the first screen at 1440×900 and 1024×768 with the options panel open (it was half
 * cut off or below the fold), in both languages; the options panel can be collapsed and remembers it.
 */

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  for (const path of ['/', '/hi']) {
    test(`Enhance is fully on the first screen at ${size.width}×${size.height} (${path})`, async ({ page }) => {
      await page.setViewportSize(size);
      await skipConsent(page);
      await page.goto(path);
      await expect(page.getByTestId('options-content')).toBeVisible();
      const enhance = page.getByTestId('enhance');
      await expect(enhance).toBeVisible();
      await expect(enhance).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
}

test('the options panel collapses, and stays collapsed after a reload until it is opened again', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await skipConsent(page);
  await page.goto('/');
  const toggle = page.getByTestId('options-collapse');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('option-tone')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText('Show options');
  await expect(page.getByTestId('option-tone')).toBeHidden();
  // The title, the count of chosen options and Reset stay in view.
  await expect(page.getByTestId('options-badge')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('options-collapse')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('option-tone')).toBeHidden();

  await page.getByTestId('options-collapse').click();
  await expect(page.getByTestId('option-tone')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('options-collapse')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('option-tone')).toBeVisible();
});
