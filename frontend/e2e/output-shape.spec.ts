import { expect, test, type Download, type Page } from '@playwright/test';
import { skipConsent } from './support/home';

/**
 * Issue 18: the output keeps the shape it was written in. Single newlines are line breaks (not Markdown's soft
 * breaks that joined "• …\n• …" and a poem into one paragraph), "- " lines are a list, blank lines separate
 * paragraphs; copy and download give the text as shown.
 */

async function enhance(page: Page, text: string): Promise<string> {
  await page.getByTestId('input-text').fill(text);
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/process-text') && r.request().method() === 'POST',
  );
  await page.getByTestId('enhance').click();
  const body = (await (await response).json()) as { enhancedText: string };
  await expect(page.getByTestId('output-text')).toBeVisible();
  return body.enhancedText;
}

/** The lines the visitor sees in the output panel (innerText: a <br> or a block is a new line). */
async function shownLines(page: Page): Promise<string[]> {
  const text = await page.getByTestId('output-text').innerText();
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

async function read(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test.describe('output shape', () => {
  test.beforeEach(async ({ page }) => {
    await skipConsent(page);
    await page.goto('/');
    await expect(page.getByTestId('text-tool')).toBeVisible();
    // the prerendered page is shown before the app handles events: wait for it (#root[data-ready])
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
  });

  test('"•" bullet lines stay one bullet per line', async ({ page }) => {
    const out = await enhance(page, '• Buy fresh milk.\n• Call the bank.\n• Send the report.');
    expect(out.split('\n')).toHaveLength(3);
    const lines = await shownLines(page);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^• /);
    expect(lines).toEqual(out.split('\n').map((l) => l.trim()));
  });

  test('"- " lines are a list with one item each', async ({ page }) => {
    await enhance(page, '- Buy fresh milk.\n- Call the bank.\n- Send the report.');
    const items = page.getByTestId('output-text').locator('ul > li');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toHaveText('Call the bank.');
  });

  test('a three-line poem keeps its three lines, and blank lines keep paragraphs apart', async ({ page }) => {
    const poem = 'The rain falls on the roof.\nThe lamp is warm and low.\nI write to you tonight.';
    const out = await enhance(page, `${poem}\n\nThis is the second paragraph.`);
    expect(await shownLines(page)).toEqual(out.split('\n').filter((l) => l.trim()));
    const paragraphs = page.getByTestId('output-text').locator('p');
    await expect(paragraphs).toHaveCount(2);
    expect((await paragraphs.first().innerText()).split('\n')).toHaveLength(3);
    await expect(paragraphs.first().locator('br')).toHaveCount(2);
  });

  test('copy and both downloads give the text with its line breaks', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const out = await enhance(
      page,
      '• Buy fresh milk.\n• Call the bank.\n\nThe rain falls on the roof.\nThe lamp is low.',
    );
    await page.getByTestId('copy-output').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(out);

    await page.getByTestId('download-output').click();
    const md = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Markdown (.md)' }).click();
    expect(await read(await md)).toBe(out);

    await page.getByTestId('download-output').click();
    const txt = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Plain text (.txt)' }).click();
    expect(await read(await txt)).toBe(out);
    // What the panel shows is that same text, line for line.
    expect(await shownLines(page)).toEqual(out.split('\n').filter((l) => l.trim()));
  });
});
