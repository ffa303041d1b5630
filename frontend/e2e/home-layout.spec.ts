import { expect, test } from '@playwright/test';
import { pickLanguage, showCoffeeBlock, skipConsent, TEXT, type Lang } from './support/home';

test.describe('home behaviour', () => {
  test.beforeEach(async ({ page }) => {
    await skipConsent(page);
  });

  for (const lang of ['en', 'hi'] as Lang[]) {
    test(`the placeholder cycles every 3.2 s and stops on focus (${lang})`, async ({ page }) => {
      await page.clock.install();
      await page.goto(TEXT[lang].path);
      const box = page.getByTestId('input-text');
      await expect(box).toHaveAttribute('data-animating', 'true');
      const first = await box.getAttribute('placeholder');
      await page.clock.runFor(3200);
      await expect(box).not.toHaveAttribute('placeholder', first ?? '');
      await box.focus();
      await expect(box).toHaveAttribute('data-animating', 'false');
      await expect(box).toHaveAttribute('placeholder', TEXT[lang].staticPlaceholder);
      await page.clock.runFor(3200 * 3);
      await expect(box).toHaveAttribute('placeholder', TEXT[lang].staticPlaceholder);
    });
  }

  test('the placeholder does not animate with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('input-text')).toHaveAttribute('data-animating', 'false');
    await expect(page.getByTestId('input-text')).toHaveAttribute('placeholder', TEXT.en.staticPlaceholder);
  });

  test('the theme chosen in the header persists across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/hi');
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);
    await page
      .getByRole('button', { name: 'Switch to dark mode' })
      .or(page.getByRole('button', { name: /डार्क/ }))
      .click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the coffee block shows the country amounts and links to the checkout (India, Hindi)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('location', 'IN'));
    await page.goto('/hi');
    await showCoffeeBlock(page);
    await expect(page.getByTestId('coffee-amount-0')).toContainText('₹ 50');
    await expect(page.getByTestId('coffee-amount-1')).toContainText('₹ 150');
    await expect(page.getByTestId('coffee-amount-2')).toContainText('₹ 400');
    await expect(page.getByTestId('coffee-checkout')).toHaveAttribute('href', '/hi/checkout?amount=150&country=IN');
    await page.getByTestId('coffee-amount-2').click();
    await expect(page.getByTestId('coffee-checkout')).toHaveAttribute('href', '/hi/checkout?amount=400&country=IN');
    await page.getByTestId('coffee-custom').fill('275');
    await expect(page.getByTestId('coffee-checkout')).toHaveAttribute('href', '/hi/checkout?amount=275&country=IN');
  });

  test('euro amounts put the symbol after the number', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('location', 'DE'));
    await page.goto('/');
    await showCoffeeBlock(page);
    await expect(page.getByTestId('coffee-amount-2')).toContainText('13 €');
    await expect(page.getByTestId('coffee-checkout')).toHaveAttribute('href', '/checkout?amount=4&country=DE');
  });

  test('picking a country in the header stores it and reloads with its amounts', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('location')) localStorage.setItem('location', 'US');
    });
    await page.goto('/');
    await showCoffeeBlock(page);
    await expect(page.getByTestId('coffee-amount-0')).toContainText('$ 1');
    await page.getByTestId('language-country-picker').click();
    const items = page.getByRole('menuitemradio');
    const names = await items.allInnerTexts();
    const countries = names.slice(2).map((n) => n.replace(/[^\p{L}\s]/gu, '').trim());
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
    await Promise.all([page.waitForEvent('load'), page.getByTestId('pick-country-GB').click()]);
    await showCoffeeBlock(page);
    await expect(page.getByTestId('coffee-amount-0')).toContainText('£ 1');
    expect(await page.evaluate(() => localStorage.getItem('location'))).toBe('GB');
  });

  test('picking Hindi in the header moves to /hi', async ({ page }) => {
    await page.goto('/?x=1#top');
    await Promise.all([page.waitForURL('**/hi?x=1#top'), pickLanguage(page, 'hi')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('the header Support button scrolls to the coffee block', async ({ page }) => {
    await page.goto('/');
    // the prerendered button acts once the app has hydrated
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('header-support').click();
    await expect(page.locator('#support')).toBeInViewport();
  });

  test('an address ending in #support opens the home page at the coffee block', async ({ page }) => {
    await page.goto('/hi#support');
    await expect(page.locator('#support-title')).toBeInViewport();
  });

  test('the header Support button on another page opens the home page at the coffee block', async ({ page }) => {
    await page.goto('/guide');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('header-support').click();
    await expect(page).toHaveURL(/\/#support$/);
    await expect(page.locator('#support-title')).toBeInViewport();
    await expect(page.locator('#support-title')).toBeFocused();
  });

  test('the marketing sections load near the view, also after the Support button was used', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('header-support').click();
    await expect(page.locator('#support')).toBeInViewport();
    // below the coffee block, the sections are near the view: their code arrives and replaces the prerendered HTML
    await expect(page.locator('div:has(> [data-testid="marketing"])')).toHaveAttribute('data-ready', 'true');
    // the donation section's button scrolls back up to the coffee block
    const cta = page.getByTestId('marketing').getByRole('button', { name: 'Support Likho' });
    await cta.scrollIntoViewIfNeeded();
    await expect(page.locator('#support')).not.toBeInViewport();
    await cta.click();
    await expect(page.locator('#support')).toBeInViewport();
    await expect(page.locator('#support-title')).toBeFocused();
  });

  test('at 375 px every control stays reachable and nothing overflows sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    for (const id of ['language-country-picker', 'header-support', 'input-text', 'enhance', 'options-drawer-trigger']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record audio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paste from clipboard' })).toBeVisible();
    await expect(page.getByTestId('tagline')).toBeHidden();
    await expect(page.getByTestId('options-panel')).toBeHidden();

    await page.getByTestId('options-drawer-trigger').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('option-socialMedia').selectOption('reddit');
    // Groups start closed below 1024 px (SPEC §2).
    await expect(drawer.getByTestId('enhancement-clarity')).toBeHidden();
    await drawer.getByRole('button', { name: /Correctness/ }).click();
    await drawer.getByTestId('enhancement-clarity').click();
    await expect(drawer.getByTestId('options-badge')).toHaveText('2 options selected');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('options-drawer-trigger')).toContainText('2');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('footer-cookies').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('footer-cookies')).toBeInViewport();
  });
});
