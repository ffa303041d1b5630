import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18 (speed): the server sends each page's first screen prerendered (scripts/prerender.mjs) with the
 * language's strings inlined, and the app hydrates it without React throwing it away.
 */

const HERO = { en: 'Write clearly in English and Hindi', hi: /अंग्रेज़ी और (हिंदी|हिन्दी) में/ };

test.describe('prerendered first screen', () => {
  test('/ and /hi arrive with the hero heading in their language, without JavaScript', async ({ request }) => {
    for (const [path, language] of [
      ['/', 'en'],
      ['/hi', 'hi'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<div id="root" data-prerendered="${language}">`);
      const h1 = /<h1[^>]*id="home-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      expect(h1).toMatch(HERO[language]);
      // the page's strings ride along, and the styles the HTML uses are in the head
      expect(html).toContain(`<script type="application/json" id="likho-i18n" data-language="${language}">`);
      expect(html.indexOf('<style data-emotion="css ')).toBeGreaterThan(0);
      expect(html.indexOf('<style data-emotion="css ')).toBeLessThan(html.indexOf('</head>'));
      // no inline script (the CSP allows none): React must not have needed one to reveal a part
      expect(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).not.toMatch(/<script>/);
    }
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    test('/hi shows the Hindi first screen', async ({ page }) => {
      await page.goto('/hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.hi);
      await expect(page.getByTestId('enhance')).toBeVisible();
    });
  });

  const hydrationErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
    });
    return errors;
  };

  for (const path of ['/', '/hi', '/guide', '/hi/privacy', '/learn']) {
    test(`${path} hydrates without a hydration error`, async ({ page }) => {
      const errors = hydrationErrors(page);
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path.startsWith('/hi') ? 'hi' : 'en');
      // hydrated: the app reacts (the theme button toggles the theme class)
      await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
      await page
        .getByRole('button', { name: /dark mode|light mode|डार्क मोड|लाइट मोड/ })
        .first()
        .click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(errors).toEqual([]);
    });
  }

  test("a phone's first load of / leaves out the code of what is below the first screen or hidden, fetched when needed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const errors = hydrationErrors(page);
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.waitForLoadState('networkidle');
    const later = /\/(OptionsPanel|CoffeeSupport|MarketingSections)-/;
    expect(scripts.filter((s) => later.test(s))).toEqual([]);
    // the visitor clicks into the text box (the page's part hydrates at once for it), then scrolls: the coffee
    // block and the marketing sections arrive
    await page.getByTestId('input-text').click();
    await page.mouse.wheel(0, 600);
    await expect(page.getByTestId('coffee-checkout')).toBeVisible();
    await expect(page.locator('div:has(> [data-testid="marketing"])')).toHaveAttribute('data-ready', 'true');
    // the screen becomes wide: the options panel arrives and works
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('options-panel')).toBeVisible();
    await page.getByTestId('enhancement-clarity').click();
    await expect(page.getByTestId('options-badge')).toHaveText('1 option selected');
    expect(scripts.filter((s) => later.test(s)).length).toBe(3);
    expect(errors).toEqual([]);
  });

  test("what a visitor does the moment the page's controls can be used is kept (text typed, an option chosen)", async ({
    page,
  }) => {
    // React hydrates the layout before the page (each Suspense boundary in its own pass): a control enabled in
    // between lost what was done to it (React reads its value when it hydrates it, so no change is ever reported)
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => {
      localStorage.setItem('analytics-consent', 'false');
      const early = new MutationObserver(() => {
        const text = document.querySelector<HTMLTextAreaElement>('[data-testid="input-text"]');
        const tone = document.querySelector<HTMLSelectElement>('[data-testid="option-tone"]');
        if (!text || !tone || text.matches(':disabled') || tone.matches(':disabled')) return;
        early.disconnect();
        // the first moment they can be used, before anything else runs
        text.focus();
        document.execCommand('insertText', false, 'i has a apple and she dont like it');
        tone.value = 'polite';
        tone.dispatchEvent(new Event('change', { bubbles: true }));
      });
      early.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    });
    const errors = hydrationErrors(page);
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('options-badge')).toHaveText('1 option selected');
    await expect(page.getByTestId('option-tone')).toHaveValue('polite');
    await expect(page.getByTestId('input-text')).toHaveValue('i has a apple and she dont like it');
    await page.getByTestId('enhance').click();
    await expect(page.getByTestId('output-text')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on a wide screen the option groups are open from the first paint: nothing opens or animates when the page hydrates', async ({
    page,
  }) => {
    // they opened after hydration with an animation: a box clicked right then could miss (the group's content moved
    // under the pointer as its animation ended) and the tool moved down after the first paint
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => {
      const seen = { visibleAtFirstPaint: false, animations: 0 };
      Object.assign(window, { __groups: seen });
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector('[data-testid="enhancement-explain"]');
        seen.visibleAtFirstPaint = !!box && box.getBoundingClientRect().height > 0;
      });
      document.addEventListener('animationstart', (e) => {
        if (e.target instanceof Element && e.target.matches('.chakra-collapsible__content')) seen.animations++;
      });
    });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('button', { name: /^Correctness/ })).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __groups: unknown }).__groups)).toEqual({
      visibleAtFirstPaint: true,
      animations: 0,
    });
    // a visitor's own opening and closing still works
    await page.getByRole('button', { name: /^Correctness/ }).click();
    await expect(page.getByTestId('enhancement-explain')).toBeHidden();
    await page.getByRole('button', { name: /^Correctness/ }).click();
    await page.getByTestId('enhancement-explain').click();
    await expect(page.getByTestId('options-badge')).toHaveText('1 option selected');
  });

  test('the options panel shown while its code is on its way: what the visitor does to it is done once it arrives', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // the panel's code is held back until the visitor has used the panel
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/OptionsPanel-[^/]*\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    // a tablet turned sideways: the panel shows, its groups closed (they start open from 1024 px)
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(page.getByTestId('options-panel')).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    // the prerendered panel, not yet its code: a tone chosen, the length chosen, the Style group opened
    await page.getByTestId('option-tone').selectOption('casual');
    await page.getByTestId('option-responseLength').selectOption('concise');
    const style = page.getByRole('button', { name: /^Style/ });
    await expect(page.getByTestId('enhancement-engaging')).toBeHidden();
    await style.click();
    await expect(page.locator('div:has(> [data-testid="options-panel"])')).not.toHaveAttribute('data-ready', 'true');
    release();
    await expect(page.locator('div:has(> [data-testid="options-panel"])')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('options-badge')).toHaveText('2 options selected');
    await expect(page.getByTestId('option-tone')).toHaveValue('casual');
    await expect(page.getByTestId('option-responseLength')).toHaveValue('concise');
    await expect(style).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('enhancement-engaging')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Correctness/ })).toHaveAttribute('aria-expanded', 'false');
    // and it works as usual
    await page.getByTestId('enhancement-engaging').click();
    await expect(page.getByTestId('options-badge')).toHaveText('3 options selected');
  });

  test('a returning visitor in the dark theme hydrates without an error, then its theme button follows the stored theme', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const errors = hydrationErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
    expect(errors).toEqual([]);
  });
});
