import { expect, type Page } from '@playwright/test';

/** Visible strings the specs look for, per interface language (the same texts as the locale files). */
export const TEXT = {
  en: {
    path: '/',
    inputRequired: 'Input Required',
    inputRequiredBody: 'Please enter some text to enhance.',
    enhanced: 'Text Enhanced Successfully',
    thanks: 'Thank you! Glad it helped.',
    shareTitle: 'Share Likho',
    noneSelected: 'No options selected',
    threeSelected: '3 options selected',
    reset: 'Reset',
    toDark: 'Switch to dark mode',
    copied: 'Copied to Clipboard',
    download: 'Download result',
    markdown: 'Markdown (.md)',
    plain: 'Plain text (.txt)',
    downloadStarted: 'Download Started',
    consentTitle: 'We value your privacy',
    prefsSaved: 'Preferences Saved',
    staticPlaceholder: 'Type or paste your text here…',
    options: 'Options',
  },
  hi: {
    path: '/hi',
    inputRequired: 'पाठ ज़रूरी है',
    inputRequiredBody: 'निखारने के लिए कृपया कुछ पाठ लिखें।',
    enhanced: 'पाठ सफलतापूर्वक निखर गया',
    thanks: 'धन्यवाद! ख़ुशी है कि यह काम आया।',
    shareTitle: 'लिखो शेयर करें',
    noneSelected: 'कोई विकल्प नहीं चुना गया',
    threeSelected: '3 विकल्प चुने गए',
    reset: 'रीसेट करें',
    toDark: 'Switch to dark mode',
    copied: 'क्लिपबोर्ड पर कॉपी हो गया',
    download: 'नतीजा डाउनलोड करें',
    markdown: 'मार्कडाउन (.md)',
    plain: 'सादा पाठ (.txt)',
    downloadStarted: 'डाउनलोड शुरू हो गया',
    consentTitle: 'हम आपकी निजता का सम्मान करते हैं',
    prefsSaved: 'प्राथमिकताएँ सहेजी गईं',
    staticPlaceholder: 'अपना पाठ यहाँ टाइप या पेस्ट करें…',
    options: 'विकल्प',
  },
} as const;

export type Lang = keyof typeof TEXT;

/** Stores a consent choice before the app starts, so the banner does not cover the page. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('analytics-consent') === null) localStorage.setItem('analytics-consent', 'false');
  });
}

export async function statValue(page: Page, key: 'processed' | 'likes'): Promise<number> {
  const text = (await page.getByTestId(`stat-${key}`).locator('.chakra-stat__valueText').innerText()).trim();
  return Number(text.replace(/[^\d]/g, '').replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))));
}

/** Types a text with mistakes, asks for an explanation and enhances it; returns the processed-text id. */
export async function enhanceSample(page: Page, text = 'i has a apple and she dont like it'): Promise<string> {
  await page.getByTestId('input-text').fill(text);
  const explain = page.getByTestId('enhancement-explain');
  if (!(await explain.locator('input').isChecked())) await explain.click();
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/process-text') && r.request().method() === 'POST',
  );
  await page.getByTestId('enhance').click();
  const body = (await (await response).json()) as { usageStatsId: string };
  await expect(page.getByTestId('output-text')).toBeVisible();
  return body.usageStatsId;
}

/**
 * Opens the header's language picker and chooses a language, which reloads the page under the other prefix. A
 * click that lands while the just-opened menu is still placing itself can miss its item (seen on a loaded
 * machine: the menu stays open and nothing is chosen), so the choice is repeated until the address changes.
 */
export async function pickLanguage(page: Page, language: 'en' | 'hi'): Promise<void> {
  const before = page.url();
  await expect(async () => {
    const item = page.getByTestId(`pick-language-${language}`);
    if (!(await item.isVisible())) await page.getByTestId('language-country-picker').click();
    await item.click({ timeout: 5_000 });
    await page.waitForURL((url) => url.href !== before, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Goes to the home page's coffee block as a visitor does, with the header's Support button: the code of the parts
 * below the first screen (the coffee block, the marketing sections, which then replace their prerendered HTML) is
 * fetched when the visitor heads for them (src/components/nearView.ts), not with the page. A scroll after the block
 * has arrived (the page has hydrated: its watchers are there) brings the sections' code.
 */
export async function showCoffeeBlock(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('header-support').click();
  await expect(page.locator('#support-title')).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 1));
  await expect(page.locator('div:has(> [data-testid="marketing"])')).toHaveAttribute('data-ready', 'true');
}
