import { expect, test, type Page } from '@playwright/test';
import { showCoffeeBlock, skipConsent } from './support/home';

/**
 * Issue 18: no English on /hi pages, for the eye or for a screen reader — visible text and the names a screen
 * reader reads (aria-label, title, alt, placeholder), in the states a visitor reaches: a result with its
 * explanation, feedback, the share dialog, the toast region, the stats band and a lesson's exercises. Latin
 * script is allowed for brand names, keys, currency codes and symbols, URLs, and text marked as another
 * language (an English example sentence, a language's own name).
 */

const ALLOWED = new Set([
  'Likho',
  'LinkedIn',
  'Facebook',
  'Reddit',
  'WhatsApp',
  'Twitter',
  'X',
  'Google',
  'Analytics',
  'Tag',
  'Manager',
  'Stripe',
  'Ctrl',
  'Enter',
  'F8',
  // currency codes and symbols of the donation table
  ...['USD', 'INR', 'GBP', 'AUD', 'CAD', 'CHF', 'EUR', 'BGN', 'CZK', 'DKK', 'HUF', 'PLN', 'RON', 'SEK'],
  ...['Ft', 'lei'],
  // file types named in the download menu and the upload help
  ...['md', 'txt', 'MP3', 'WAV', 'M4A', 'OGG', 'WEBM', 'MP4', 'MOV', 'JPG', 'PNG', 'WEBP', 'MB', 'GB'],
]);

/** The interface text of the page: visible text and accessible names, minus text marked as another language. */
async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const isHindi = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? 'hi') === 'hi';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, textarea')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (!isHindi(parent)) continue;
      out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description]')) {
      if (el.closest('[aria-hidden="true"]') || !isHindi(el)) continue;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Latin-script words (and digits glued to Latin letters, such as "0m") that are not on the allow-list. */
function englishWords(texts: string[], owner: string): string[] {
  const words = texts
    .join(' ')
    .split(owner)
    .join(' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/Kč|zł|A\$|C\$|Fr\.|kr\./g, ' ')
    .match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g);
  return [...new Set(words ?? [])].filter((w) => !ALLOWED.has(w));
}

async function owner(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/config')).json()) as { legalOwner: string }).legalOwner;
}

test.describe('no Latin-script interface words on /hi pages', () => {
  test.beforeEach(async ({ page }) => {
    await skipConsent(page);
  });

  test('home: first screen, stats, a result with explanation, feedback, toasts and the share dialog', async ({
    page,
  }) => {
    const legal = await owner(page);
    await page.goto('/hi');
    await expect(page.getByTestId('text-tool')).toBeVisible();
    await expect(page.getByTestId('stat-saved')).toBeVisible();
    await showCoffeeBlock(page);
    const findings: Record<string, string[]> = {};
    findings.start = englishWords(await interfaceText(page), legal);
    // the stats band's unit is a Hindi word, not "m"
    await expect(page.getByTestId('stat-saved')).toContainText('मिनट');

    await page.getByTestId('input-text').fill('मै कल बाजार गया था ।');
    await page.getByTestId('enhancement-explain').click();
    await page.getByTestId('enhance').click();
    await expect(page.getByTestId('output-text')).toBeVisible();
    await expect(page.getByTestId('explanation')).toBeVisible();
    await expect(page.getByRole('region', { name: /सूचनाएँ/ })).toBeAttached();
    findings.result = englishWords(await interfaceText(page), legal);

    await page.getByTestId('feedback-like').click();
    await expect(page.getByTestId('share-dialog')).toBeVisible();
    findings.share = englishWords(await interfaceText(page), legal);

    for (const [state, words] of Object.entries(findings)) expect(words, state).toEqual([]);
  });

  test('English output on /hi: the explanation card still names each change in Hindi (the typed list in the interface language)', async ({
    page,
  }) => {
    const legal = await owner(page);
    await page.goto('/hi');
    await page.getByTestId('option-outputLanguage').selectOption('english');
    await page.getByTestId('input-text').fill('i has a apple and she dont like it');
    await page.getByTestId('enhancement-explain').click();
    await page.getByTestId('enhance').click();
    const card = page.getByTestId('explanation');
    await expect(card.getByTestId('explanation-change').first()).toBeVisible();
    await expect(card).toContainText('व्याकरण');
    // the quoted English words are marked as English (lang="en"); everything else the card says is Hindi
    const said = await card.evaluate((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en') out.push(node.textContent ?? '');
      }
      return out;
    });
    expect(englishWords(said, legal)).toEqual([]);
  });

  test('the learn page with a lesson: exercises and their blanks', async ({ page }) => {
    const legal = await owner(page);
    await page.goto('/hi');
    await page.getByTestId('input-text').fill('She go to school every day. I bought a apple yesterday.');
    await page.getByTestId('enhance').click();
    await expect(page.getByTestId('output-text')).toBeVisible();
    await page.getByTestId('learn').click();
    await page.waitForURL('**/hi/learn');
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await expect(page.getByTestId('exercise-sentence').first()).toBeVisible();
    expect(englishWords(await interfaceText(page), legal)).toEqual([]);
  });

  test('the other /hi pages', async ({ page }) => {
    const legal = await owner(page);
    const findings: string[] = [];
    for (const path of ['/hi/hindi-grammar-checker', '/hi/guide', '/hi/checkout', '/hi/privacy', '/hi/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const words = englishWords(await interfaceText(page), legal);
      if (words.length) findings.push(`${path}: ${words.join(', ')}`);
    }
    expect(findings).toEqual([]);
  });
});
