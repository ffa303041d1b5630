import { expect, test } from '@playwright/test';
import { enhanceSample, skipConsent, statValue, TEXT, type Lang } from './support/home';

for (const lang of ['en', 'hi'] as Lang[]) {
  const T = TEXT[lang];

  test.describe(`home tool (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await skipConsent(page);
      await page.goto(T.path);
      await expect(page.getByTestId('text-tool')).toBeVisible();
    });

    test('Enhance with blank input shows the Input Required toast', async ({ page }) => {
      const enhance = page.getByTestId('enhance');
      await expect(enhance).toHaveAttribute('aria-disabled', 'true');
      await page.getByTestId('input-text').fill('   ');
      await enhance.focus();
      await page.keyboard.press('Enter');
      const toast = page.getByRole('status').filter({ hasText: T.inputRequired });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(T.inputRequiredBody);
      await expect(page.getByTestId('output-empty')).toBeVisible();
    });

    test('type, Enhance: result, explanation of changes and a higher processed count', async ({ page }) => {
      await expect.poll(() => statValue(page, 'processed')).toBeGreaterThanOrEqual(0);
      const before = await statValue(page, 'processed');
      await enhanceSample(page);
      await expect(page.getByTestId('output-text')).toContainText('I have an apple');
      await expect(page.getByRole('status').filter({ hasText: T.enhanced })).toBeVisible();
      const explanation = page.getByTestId('explanation');
      await expect(explanation).toBeVisible();
      await expect(explanation.getByTestId('explanation-change').first()).toBeVisible();
      await expect(explanation).toContainText('have');
      await expect.poll(() => statValue(page, 'processed')).toBeGreaterThan(before);
      await expect(page.getByTestId('learn')).toBeEnabled();
    });

    test('editing the input after a result clears result, explanation and feedback', async ({ page }) => {
      await enhanceSample(page);
      await expect(page.getByTestId('feedback')).toBeVisible();
      await page.getByTestId('input-text').press('End');
      await page.getByTestId('input-text').pressSequentially(' again');
      await expect(page.getByTestId('output-text')).toHaveCount(0);
      await expect(page.getByTestId('explanation')).toHaveCount(0);
      await expect(page.getByTestId('feedback')).toHaveCount(0);
      await expect(page.getByTestId('output-empty')).toBeVisible();
      await expect(page.getByTestId('output-panel')).toHaveAttribute('data-status', 'idle');
    });

    test('like: thank-you, then the share dialog opens by itself; a second vote is impossible', async ({
      page,
      request,
    }) => {
      const id = await enhanceSample(page);
      const likesBefore = await statValue(page, 'likes');
      await page.getByTestId('feedback-like').click();
      await expect(page.getByTestId('feedback')).toContainText(T.thanks);
      await expect(page.getByTestId('feedback-share')).toBeVisible();
      await expect(page.getByTestId('feedback-like')).toHaveCount(0);
      await expect(page.getByTestId('feedback-dislike')).toHaveCount(0);
      const dialog = page.getByRole('dialog', { name: T.shareTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('share-message')).toHaveValue(/http:\/\/127\.0\.0\.1:\d+/);
      await expect(dialog.getByTestId('share-x')).toHaveAttribute('href', /twitter\.com\/intent\/tweet/);
      await expect(dialog.getByTestId('share-whatsapp')).toHaveAttribute('href', /wa\.me/);
      await expect.poll(() => statValue(page, 'likes')).toBeGreaterThan(likesBefore);
      const second = await request.post('/api/feedback', { data: { processedTextId: id, feedback: 'dislike' } });
      expect(second.status()).toBe(409);
    });

    test('dislike is recorded once and hides both buttons', async ({ page }) => {
      await enhanceSample(page);
      await page.getByTestId('feedback-dislike').click();
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-state', 'disliked');
      await expect(page.getByTestId('feedback-like')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the options badge counts choices and Reset clears them', async ({ page }) => {
      const badge = page.getByTestId('options-badge');
      await expect(badge).toHaveText(T.noneSelected);
      await page.getByTestId('enhancement-fix_grammar').click();
      await page.getByTestId('enhancement-bullets').click();
      await page.getByTestId('option-tone').selectOption('polite');
      await expect(badge).toHaveText(T.threeSelected);
      await page.getByTestId('options-panel').getByRole('button', { name: T.reset }).click();
      await expect(badge).toHaveText(T.noneSelected);
      await expect(page.getByTestId('enhancement-fix_grammar').locator('input')).not.toBeChecked();
      await expect(page.getByTestId('option-tone')).toHaveValue('');
      await expect(page.getByTestId('option-outputLanguage')).toHaveValue(lang === 'hi' ? 'hindi' : 'english');
    });

    test('Generate image appears only with output and a chosen platform', async ({ page }) => {
      await enhanceSample(page);
      await expect(page.getByTestId('generate-image')).toHaveCount(0);
      await page.getByTestId('option-socialMedia').selectOption('linkedin');
      await expect(page.getByTestId('generate-image')).toBeVisible();
    });

    test('copy puts the result on the clipboard and download saves .md and .txt files', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await enhanceSample(page);
      const output = (await page.getByTestId('output-text').innerText()).trim();
      await page.getByTestId('copy-output').click();
      await expect(page.getByRole('status').filter({ hasText: T.copied })).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(output);

      await page.getByRole('button', { name: T.download }).click();
      const md = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: T.markdown }).click();
      const mdFile = await md;
      expect(mdFile.suggestedFilename()).toBe('likho.md');
      const stream = await mdFile.createReadStream();
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString('utf8')).toContain('I have an apple');
      await expect(page.getByRole('status').filter({ hasText: T.downloadStarted })).toBeVisible();

      await page.getByRole('button', { name: T.download }).click();
      const txt = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: T.plain }).click();
      expect((await txt).suggestedFilename()).toBe('likho.txt');
    });

    test('footer links do full navigations with the language prefix', async ({ page }) => {
      const prefix = lang === 'hi' ? '/hi' : '';
      await expect(page.getByTestId('footer-blog')).toHaveAttribute('href', `${prefix}/blog`);
      await expect(page.getByTestId('footer-guide')).toHaveAttribute('href', `${prefix}/guide`);
      await expect(page.getByTestId('footer-privacy')).toHaveAttribute('href', `${prefix}/privacy`);
      await expect(page.getByTestId('copyright')).toContainText('2025');
    });

    test('page metadata follows the language', async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        lang === 'hi' ? 'hi_IN' : 'en_US',
      );
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/hi$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', lang === 'hi' ? /\/hi$/ : /\/$/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    });
  });
}
