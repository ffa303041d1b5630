import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pickLanguage, showCoffeeBlock } from './support/home';

/**
 * The bilingual site (issue 5): /hi routes, language and country resolution, preference cookies, translation
 * loading with retries, not-found pages, and Hindi pages free of English interface text.
 */

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Waits until the page's own content has rendered (heading shown, no lazy page or document still loading; on the
 * home page, the parts below the first screen brought in as a visitor does).
 */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  // and the app handles events (a prerendered page is shown before it has hydrated)
  await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
  if (await page.locator('#support').count()) await showCoffeeBlock(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function expectPreferenceCookie(c: Awaited<ReturnType<typeof cookie>>, value: string): void {
  expect(c).toBeDefined();
  expect(c!.value).toBe(value);
  expect(c!.path).toBe('/');
  expect(c!.sameSite).toBe('Strict');
  const lifetime = c!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(ONE_YEAR_S - 3600);
  expect(lifetime).toBeLessThanOrEqual(ONE_YEAR_S + 60);
}

test.describe('language', () => {
  test('/hi/guide shows the guide in Hindi with <html lang="hi">', async ({ page }) => {
    const res = await page.goto('/hi/guide');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग गाइड');
    await expect(page.getByTestId('guide-content')).toContainText('200 एमबी');
    await expect(page.getByRole('heading', { level: 2, name: 'सुधार के विकल्प' })).toBeVisible();
    await expect(page).toHaveTitle('उपयोग गाइड: लिखो की हर सुविधा की जानकारी');
  });

  test('switching to Hindi on /blog?x=1#top lands on /hi/blog?x=1#top, writes the cookie, and back restores English', async ({
    page,
    context,
  }) => {
    await page.goto('/blog?x=1#top');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Likho blog');
    await pickLanguage(page, 'hi');
    await page.waitForURL((url) => url.pathname === '/hi/blog' && url.search === '?x=1' && url.hash === '#top');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लिखो ब्लॉग');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
    expectPreferenceCookie(await cookie(context, 'language'), 'hi');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '?x=1' && url.hash === '#top');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Likho blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('back within the app keeps the language of the URL', async ({ page }) => {
    await page.goto('/hi/blog');
    await page.getByRole('link', { name: 'दस मिनट की प्रूफ़रीडिंग जाँच-सूची' }).click();
    await expect(page).toHaveURL(/\/hi\/blog\/proofreading-checklist$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/hi\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लिखो ब्लॉग');
  });

  test('jumping to a section of the guide is not a language change', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/guide');
    await page.getByRole('navigation', { name: 'इस पेज पर' }).getByRole('link', { name: 'सुधार के विकल्प' }).click();
    await expect(page).toHaveURL(/#s-/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग गाइड');
  });

  test('switching back to English removes the /hi prefix', async ({ page }) => {
    await page.goto('/hi/privacy');
    await pickLanguage(page, 'en');
    await page.waitForURL((url) => url.pathname === '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test('lang=hi in the query selects Hindi on an English path', async ({ page }) => {
    await page.goto('/blog?lang=hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लिखो ब्लॉग');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a stored language other than en/hi is ignored: the language cookie decides and is copied into storage', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: 'hi', url: baseURL! }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', 'fr');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग गाइड');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  });

  test('a stored valid language wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
  });
});

test.describe('country', () => {
  const cases = [
    { name: 'time zone Asia/Kolkata → IN', options: { timezoneId: 'Asia/Kolkata', locale: 'en' }, country: 'IN' },
    { name: 'time zone Europe/Sofia → BG', options: { timezoneId: 'Europe/Sofia', locale: 'en' }, country: 'BG' },
    { name: 'browser language de-AT → AT', options: { timezoneId: 'Asia/Tokyo', locale: 'de-AT' }, country: 'AT' },
  ];
  for (const c of cases) {
    test(`is resolved from the ${c.name}`, async ({ browser }) => {
      const context = await browser.newContext(c.options);
      const page = await context.newPage();
      await page.goto('/privacy');
      await expect(page.getByTestId('privacy-country')).toHaveAttribute('data-country', c.country);
      await context.close();
    });
  }

  test('choosing a country stores it and writes the location cookie (1 year, path /, SameSite Strict)', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy');
    await page.getByTestId('language-country-picker').click();
    await page.getByTestId('pick-country-BG').click();
    await expect(page.getByTestId('privacy-country')).toHaveAttribute('data-country', 'BG');
    expect(await page.evaluate(() => localStorage.getItem('location'))).toBe('BG');
    expectPreferenceCookie(await cookie(context, 'location'), 'BG');
  });
});

test.describe('translation loading', () => {
  // The server inlines the page language's strings in every HTML page; the other language's file is fetched when
  // the visitor's own language differs (stored from an earlier visit), as here: English page, Hindi visitor.
  const hindiVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('language', 'hi'));

  test('a translation file answered 503 twice is retried and the page renders', async ({ page }) => {
    await hindiVisitor(page);
    let requests = 0;
    await page.route('**/locales/hi/common.json*', async (route) => {
      requests += 1;
      if (requests <= 2) await route.fulfill({ status: 503, body: 'busy' });
      else await route.continue();
    });
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोग गाइड');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(requests).toBe(3);
  });

  test('a translation file answered 404 is not retried, is reported, and the page stays in English', async ({
    page,
  }) => {
    await hindiVisitor(page);
    let requests = 0;
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.route('**/locales/hi/common.json*', async (route) => {
      requests += 1;
      await route.fulfill({ status: 404, body: 'missing' });
    });
    await page.goto('/guide');
    await expect(page.getByText('Hindi could not be loaded')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage guide');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(requests).toBe(1);
    expect(errors.some((e) => e.includes('failed loading') && e.includes('status code: 404'))).toBe(true);
  });

  test('translation files are requested with a cache-busting version', async ({ page }) => {
    await hindiVisitor(page);
    const request = page.waitForRequest((r) => r.url().includes('/locales/hi/common.json'));
    await page.goto('/guide');
    expect(new URL((await request).url()).searchParams.get('v')).toMatch(/^[0-9a-f]{8,}$/);
  });
});

test.describe('not found', () => {
  // Paths are case-sensitive, in the server's status and in the app alike.
  for (const path of ['/no-such-page', '/blog/no-such-article', '/Guide', '/hi/Blog']) {
    test(`${path} answers HTTP 404 and shows the not-found page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('/index.html is the home page under its own address', async ({ page }) => {
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('text-tool')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('the Hindi not-found page is in Hindi', async ({ page }) => {
    const res = await page.goto('/hi/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
  });
});

test.describe('Hindi grammar checker page', () => {
  test('picking Hindi on /hindi-grammar-checker lands on its Hindi page, not on a 404', async ({ page }) => {
    await page.goto('/hindi-grammar-checker');
    await ready(page);
    await Promise.all([page.waitForURL('**/hi/hindi-grammar-checker'), pickLanguage(page, 'hi')]);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/हिंदी/);
    expect((await page.request.get('/hi/hindi-grammar-checker')).status()).toBe(200);
  });

  test('the home page links to it, in each language', async ({ page }) => {
    for (const [home, target] of [
      ['/', '/hindi-grammar-checker'],
      ['/hi', '/hi/hindi-grammar-checker'],
    ]) {
      await page.goto(home);
      await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
      const link = page.getByTestId('marketing-grammar-more');
      await expect(link).toHaveAttribute('href', target);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });
});

test.describe('content and metadata', () => {
  test('the server HTML of /hi/blog (the real build) carries the Hindi head without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/hi/blog')).text();
    expect(html).toContain('<html lang="hi"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>ब्लॉग: हिंदी और अंग्रेज़ी में लेखन और व्याकरण के सुझाव — लिखो</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/hi\/blog"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/blog"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/hi\/blog"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/blog"/);
    expect(html).toContain('<meta property="og:locale" content="hi_IN"');
  });

  test('the blog lists every article and an article page renders its Markdown', async ({ page, request }) => {
    const slugs = await blogSlugs(request);
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    await page.goto('/blog');
    await expect(page.getByTestId('blog-list').locator('article')).toHaveCount(slugs.length);
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('link', { name: 'Seven habits of clear writing' }).click();
    await expect(page).toHaveURL(/\/blog\/clear-writing-habits$/);
    await expect(page.getByRole('heading', { level: 2, name: '1. Know your point before you start' })).toBeVisible();
    await expect(page).toHaveTitle('Seven habits of clear writing — Likho blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/clear-writing-habits$/);
  });

  test('client navigation keeps title, canonical, alternates and og:locale in step', async ({ page }) => {
    await page.goto('/hi/blog');
    // client navigation: once the app has taken over the prerendered page
    await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('link', { name: 'साफ़ और स्पष्ट लेखन की सात आदतें' }).click();
    await expect(page).toHaveURL(/\/hi\/blog\/clear-writing-habits$/);
    await expect(page).toHaveTitle('साफ़ और स्पष्ट लेखन की सात आदतें — लिखो ब्लॉग');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/blog\/clear-writing-habits$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /[^i]\/blog\/clear-writing-habits$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('each tool page explains the tool and links into it', async ({ page }) => {
    for (const [path, heading] of [
      ['/grammar-checker-free', 'Free grammar checker'],
      ['/ai-text-generator', 'AI text generator'],
      ['/social-media-generator', 'Social media post generator'],
      ['/hindi-grammar-checker', 'Free Hindi grammar checker'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2, name: 'How to use it' })).toBeVisible();
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

/** Every blog slug, from the server's sitemap. */
async function blogSlugs(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>[^<]*?\/blog\/([a-z0-9-]+)<\/loc>/g)]
    .map((m) => m[1])
    .filter((s, i, all) => all.indexOf(s) === i);
}

/** Latin words allowed on Hindi pages: brand and product names, key names and currency codes. */
const BRANDS = new Set([
  'Likho',
  'LinkedIn',
  'Facebook',
  'Reddit',
  'WhatsApp',
  'Twitter',
  'Google',
  'Analytics',
  'Tag',
  'Manager',
  'Stripe',
  'Ctrl',
  'Enter',
  // currency codes of the donation table (international codes, not English words)
  ...['USD', 'INR', 'GBP', 'AUD', 'CAD', 'CHF', 'EUR', 'BGN', 'CZK', 'DKK', 'HUF', 'PLN', 'RON', 'SEK'],
]);

test('no English interface text on any /hi page (visible text, brand names excepted)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = ((await (await request.get('/api/config')).json()) as { legalOwner: string }).legalOwner;
  const slugs = await blogSlugs(request);
  const paths = [
    '/hi',
    '/hi/grammar-checker-free',
    '/hi/ai-text-generator',
    '/hi/social-media-generator',
    '/hi/blog',
    ...slugs.map((s) => `/hi/blog/${s}`),
    '/hi/guide',
    '/hi/learn',
    '/hi/checkout',
    '/hi/privacy',
    '/hi/no-such-page',
  ];
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await ready(page);
    const text = await page.evaluate(() => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        // text marked as another language (an English example, a language's own name) is not interface text
        if (parent.closest('[lang]')?.getAttribute('lang') !== 'hi') continue;
        if (parent.closest('script, style, noscript')) continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    });
    const words = text
      .split(owner)
      .join(' ')
      .match(/[A-Za-z]{2,}/g);
    const english = (words ?? []).filter((w) => !BRANDS.has(w));
    if (english.length) findings.push(`${path}: ${[...new Set(english)].join(', ')}`);
  }
  expect(findings).toEqual([]);
});

test.describe('accessibility of the content pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations on the content pages (${scheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('analytics-consent', 'false'));
      const findings: string[] = [];
      for (const path of [
        '/grammar-checker-free',
        '/hi/social-media-generator',
        '/hi/blog',
        '/blog/using-a-an-and-the',
        '/hi/guide',
        '/privacy',
        '/no-such-page',
      ]) {
        await page.goto(path);
        await expect(page.locator('#root')).toHaveAttribute('data-ready', 'true');
        await ready(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          findings.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      expect(findings).toEqual([]);
    });
  }
});
