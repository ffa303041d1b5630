import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { showCoffeeBlock } from './support/home';

for (const path of ['/', '/hi']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations on ${path} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByTestId('text-tool')).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      await showCoffeeBlock(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        'serious or critical accessibility violations',
      ).toEqual([]);
    });
  }
}

test('axe finds no serious or critical violations with a result and the options drawer (375 px)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('analytics-consent', 'false'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByTestId('input-text').fill('i has a apple');
  await page.getByTestId('enhance').click();
  await expect(page.getByTestId('output-text')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on / with a result and its explanation (${scheme}, 1440 px)`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('analytics-consent', 'false'));
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByTestId('input-text').fill('i has a apple and she dont like it');
    await page.getByTestId('enhancement-explain').click();
    await page.getByTestId('enhance').click();
    await expect(page.getByTestId('explanation-change').first()).toBeVisible();
    await showCoffeeBlock(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
