import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * Learn From Mistakes: text with mistakes → Enhance → Learn → progress and tips while the server works →
 * success toast → /learn with exercises built from the visitor's own sentences → answers update the score;
 * a reload keeps lesson and score; the Hindi interface does the same under /hi.
 */

const TEXT = {
  en: {
    home: '/',
    learnPath: '/learn',
    input: 'She go to school every day. I bought a apple yesterday. I recieved your letter.',
    success: 'Learning Content Generated',
    failed: 'Learning Generation Failed',
    failedBody: 'Failed to generate learning content. Please try again.',
    lessonTitle: 'Your personal grammar lesson',
    score: (c: number, n: number) => `Score: ${c} / ${n}`,
    generating: 'Building your personal lesson…',
    check: 'Check',
    correct: 'Correct!',
    incorrect: 'Not quite.',
    alsoRight: 'Your sentence is right too.',
    emptyCta: 'Go to the writing tool',
  },
  hi: {
    home: '/hi',
    learnPath: '/hi/learn',
    input: 'She go to school every day. I bought a apple yesterday. I recieved your letter.',
    success: 'सीखने की सामग्री तैयार हो गई',
    failed: 'सीखने की सामग्री नहीं बन सकी',
    failedBody: 'सीखने की सामग्री बनाने में विफल रहे। कृपया फिर से कोशिश करें।',
    lessonTitle: 'आपका निजी व्याकरण पाठ',
    score: (c: number, n: number) => `अंक: ${c} / ${n}`,
    generating: 'आपका निजी पाठ तैयार हो रहा है…',
    check: 'जाँचें',
    correct: 'सही!',
    incorrect: 'पूरी तरह सही नहीं।',
    alsoRight: 'आपका वाक्य भी सही है।',
    emptyCta: 'लेखन टूल पर जाएँ',
  },
} as const;

async function skipConsent(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('analytics-consent') === null) localStorage.setItem('analytics-consent', 'false');
  });
}

/** Holds POST /api/generate-learning until `release()`, so the pending state can be looked at. */
async function holdLearning(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const seen: { headers: Record<string, string>; body: unknown }[] = [];
  await page.route('**/api/generate-learning', async (route: Route) => {
    seen.push({ headers: route.request().headers(), body: route.request().postDataJSON() });
    await gate;
    await route.continue();
  });
  return { release: () => release(), seen };
}

async function enhance(page: Page, text: string) {
  await page.getByTestId('input-text').fill(text);
  await page.getByTestId('enhance').click();
  await expect(page.getByTestId('learn')).toBeVisible();
}

/** The exercise whose sentence (or, for find-and-fix, whose text box) holds `sentence`. */
function exercise(page: Page, kind: string, sentence: string) {
  return page.locator(`[data-testid="exercise"][data-kind="${kind}"]`).filter({
    has:
      kind === 'find_and_fix'
        ? page.locator('textarea')
        : page.getByTestId('exercise-sentence').filter({ hasText: sentence }),
  });
}

for (const lang of ['en', 'hi'] as const) {
  const T = TEXT[lang];

  test.describe(`learning mode (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await skipConsent(page);
    });

    test('Learn shows progress, then opens the lesson built from the visitor’s sentences; answers update the score and survive a reload', async ({
      page,
    }) => {
      await page.goto(T.home);
      await enhance(page, T.input);
      const held = await holdLearning(page);
      await page.getByTestId('learn').click();

      const progress = page.getByTestId('learning-progress');
      await expect(progress).toBeVisible();
      await expect(progress).toContainText(T.generating);
      await expect(page.getByTestId('learn')).toBeDisabled();
      const bar = progress.getByRole('progressbar');
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(92);
      await expect(page.getByTestId('learning-tip')).not.toBeEmpty();
      expect(held.seen[0].headers['x-ui-language']).toBe(lang);
      expect(held.seen[0].headers['x-output-language']).toBe(lang === 'hi' ? 'hindi' : 'english');
      expect(held.seen[0].body).toMatchObject({ inputText: T.input });

      held.release();
      await expect(page.getByRole('status').filter({ hasText: T.success })).toBeVisible();
      await page.waitForURL(`**${T.learnPath}`);

      await expect(page.getByTestId('original-text')).toHaveText(T.input);
      const lesson = page.getByTestId('lesson-content');
      await expect(lesson.getByRole('heading', { level: 2 })).toHaveText(T.lessonTitle);
      await expect(lesson).toContainText('She go to school every day.');
      await expect(lesson).toContainText('She goes to school every day.');
      await expect(lesson).toContainText('I bought an apple yesterday.');

      // one exercise per mistake (three mistakes), the kinds taking turns
      const total = await page.getByTestId('exercise').count();
      expect(total).toBe(3);
      const score = page.getByTestId('score');
      await expect(score).toHaveText(T.score(0, total));

      // multiple choice from "She go to school every day."
      const agreement = exercise(page, 'multiple_choice', 'to school every day.').first();
      await agreement
        .getByTestId('choice')
        .filter({ hasText: /^goes$/ })
        .click();
      await agreement.getByTestId('check').click();
      await expect(agreement.getByTestId('feedback')).toContainText(T.correct);
      await expect(agreement.getByTestId('explanation')).not.toBeEmpty();
      await expect(score).toHaveText(T.score(1, total));

      // fill in the blank from "I bought a apple yesterday.", answered wrongly
      const article = exercise(page, 'fill_blank', 'apple yesterday.').first();
      await article.getByTestId('answer-input').fill('a');
      await article.getByTestId('check').click();
      await expect(article.getByTestId('feedback')).toContainText(T.incorrect);
      await expect(article.getByTestId('correct-answer')).toContainText('an');
      await expect(score).toHaveText(T.score(1, total));

      // find and fix: the visitor's own sentence; typing the fully correct sentence is accepted
      const fix = page.locator('[data-testid="exercise"][data-exercise-id="spelling-1-fix"]');
      await expect(fix.getByTestId('answer-input')).toHaveValue('I recieved your letter.');
      // worded differently: still wrong without the fix, right with it (the server judges it)
      await fix.getByTestId('answer-input').fill('I recieved your letter today.');
      await fix.getByTestId('check').click();
      await expect(fix.getByTestId('feedback')).toContainText(T.incorrect);
      await expect(score).toHaveText(T.score(1, total));
      await fix.getByTestId('answer-input').fill('I received your letter today.');
      await fix.getByTestId('check').click();
      await expect(fix.getByTestId('feedback')).toContainText(T.correct);
      await expect(fix.getByTestId('correct-answer')).toContainText(T.alsoRight);
      await expect(fix.getByTestId('correct-answer')).toContainText('I received your letter.');
      await expect(score).toHaveText(T.score(2, total));

      await page.reload();
      await expect(page.getByTestId('lesson-content')).toContainText('She go to school every day.');
      await expect(page.getByTestId('score')).toHaveText(T.score(2, total));
      await expect(page.getByTestId('original-text')).toHaveText(T.input);
    });

    test('a failed generation shows the error toast and resets the progress', async ({ page }) => {
      await page.route('**/api/generate-learning', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'boom' }),
        }),
      );
      await page.goto(T.home);
      await enhance(page, T.input);
      await page.getByTestId('learn').click();
      const toast = page.getByRole('status').filter({ hasText: T.failed });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(T.failedBody);
      await expect(page.getByTestId('learning-progress')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(T.home);
    });

    test('without a lesson, /learn explains how to make one and links to the tool', async ({ page }) => {
      await page.goto(T.learnPath);
      await expect(page.getByTestId('learn-empty')).toBeVisible();
      // the app has taken over the prerendered page (a click during the take-over can be lost: issue 18)
      await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
      await page.getByRole('link', { name: T.emptyCta }).click();
      await expect(page.getByTestId('text-tool')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(T.home);
    });
  });
}

test('finishing every exercise shows the final score, and “retry wrong answers” clears only the wrong ones', async ({
  page,
}) => {
  await skipConsent(page);
  await page.goto('/');
  await enhance(page, 'I bought a apple yesterday.');
  await page.getByTestId('learn').click();
  await page.waitForURL('**/learn');
  const cards = page.getByTestId('exercise');
  await expect(cards.first()).toBeVisible(); // the page is loaded lazily: count only once it has rendered
  const total = await cards.count();
  for (let i = 0; i < total; i++) {
    const card = cards.nth(i);
    const kind = await card.getAttribute('data-kind');
    if (kind === 'multiple_choice') await card.getByTestId('choice').first().click();
    else await card.getByTestId('answer-input').fill('zzz');
    await card.getByTestId('check').click();
  }
  const final = page.getByTestId('final-score');
  await expect(final).toBeVisible();
  const wrongBefore = await page.locator('[data-testid="feedback"][data-correct="false"]').count();
  expect(wrongBefore).toBeGreaterThan(0);
  const right = await page.locator('[data-testid="feedback"][data-correct="true"]').count();
  await page.getByTestId('retry-wrong').click();
  await expect(page.locator('[data-testid="feedback"][data-correct="false"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="feedback"][data-correct="true"]')).toHaveCount(right);
  await expect(page.getByTestId('score')).toHaveText(`Score: ${right} / ${total}`);
});
