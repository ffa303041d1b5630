import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBlog } from 'src/common/blog-files';
import { REPO_ROOT } from 'src/config/app-config';
import { createTestApp, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://likho.example';
const locales = (lng: 'en' | 'hi') =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'frontend/public/locales', lng, 'common.json'), 'utf8')) as {
    meta: Record<string, Record<string, string>>;
  };

/** The head of a page as the server sends it (no JavaScript runs in these tests). */
function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    lang: attr(/<html lang="([^"]*)"/),
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: attr(/<meta name="description" content="([^"]*)"/),
    keywords: attr(/<meta name="keywords" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[^"]*)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
  };
}

describe('Site pages served with per-language metadata (SPEC §2)', () => {
  let t: TestApp;
  let dist: string;
  const blog = loadBlog();
  const [slug] = blog.slugs();

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'likho-site-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Build title</title>\n' +
        '    <meta\n      name="description"\n      content="Build description"\n    />\n  </head>\n' +
        '  <body><div id="root"></div></body>\n</html>\n',
    );
    mkdirSync(join(dist, 'locales'));
    cpSync(join(REPO_ROOT, 'frontend/public/locales'), join(dist, 'locales'), { recursive: true });
    t = await createTestApp({ SERVE_FRONTEND: 'true', FRONTEND_DIST: dist, PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('/hi/blog carries the Hindi title, canonical and alternates in the HTML itself', async () => {
    const res = await t.http.get('/hi/blog').expect(200).expect('Content-Type', /html/);
    const h = head(res.text);
    expect(h.lang).toBe('hi');
    expect(h.titles).toEqual([locales('hi').meta.blog.title]);
    expect(h.description).toBe(locales('hi').meta.blog.description);
    expect(h.keywords).toBe(locales('hi').meta.blog.keywords);
    expect(h.canonical).toBe(`${PUBLIC_URL}/hi/blog`);
    expect(h.alternates).toEqual({
      en: `${PUBLIC_URL}/blog`,
      hi: `${PUBLIC_URL}/hi/blog`,
      'x-default': `${PUBLIC_URL}/blog`,
    });
    expect(h.og).toMatchObject({
      'og:title': locales('hi').meta.blog.title,
      'og:description': locales('hi').meta.blog.description,
      'og:url': `${PUBLIC_URL}/hi/blog`,
      'og:locale': 'hi_IN',
      'og:locale:alternate': 'en_US',
      'og:type': 'website',
    });
    expect(h.robots).toBeUndefined();
    expect(res.text).not.toContain('Build description');
  });

  it('/blog is English, with the same alternates and an English canonical', async () => {
    const h = head((await t.http.get('/blog').expect(200)).text);
    expect(h.lang).toBe('en');
    expect(h.titles).toEqual([locales('en').meta.blog.title]);
    expect(h.canonical).toBe(`${PUBLIC_URL}/blog`);
    expect(h.alternates.hi).toBe(`${PUBLIC_URL}/hi/blog`);
    expect(h.og['og:locale']).toBe('en_US');
  });

  it('the home page: / in English, /hi and /hi/ in Hindi, canonical without a trailing slash under /hi', async () => {
    const en = head((await t.http.get('/').expect(200)).text);
    expect(en.canonical).toBe(`${PUBLIC_URL}/`);
    expect(en.titles).toEqual([locales('en').meta.home.title]);
    for (const path of ['/hi', '/hi/']) {
      const hi = head((await t.http.get(path).expect(200)).text);
      expect(hi.lang).toBe('hi');
      expect(hi.canonical).toBe(`${PUBLIC_URL}/hi`);
      expect(hi.alternates).toEqual({ en: `${PUBLIC_URL}/`, hi: `${PUBLIC_URL}/hi`, 'x-default': `${PUBLIC_URL}/` });
    }
  });

  it('lang=hi on an English path gives Hindi metadata and the Hindi canonical', async () => {
    const h = head((await t.http.get('/guide?lang=hi').expect(200)).text);
    expect(h.lang).toBe('hi');
    expect(h.titles).toEqual([locales('hi').meta.guide.title]);
    expect(h.canonical).toBe(`${PUBLIC_URL}/hi/guide`);
  });

  it('a blog article takes its title and description from the Markdown, in each language', async () => {
    for (const language of ['en', 'hi'] as const) {
      const article = blog.find(slug, language)!;
      const path = language === 'hi' ? `/hi/blog/${slug}` : `/blog/${slug}`;
      const h = head((await t.http.get(path).expect(200)).text);
      expect(h.lang).toBe(language);
      expect(h.titles[0]).toContain(article.title.replace(/"/g, '&quot;'));
      expect(h.description).toBe(article.description.replace(/"/g, '&quot;'));
      expect(h.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(h.og['og:type']).toBe('article');
    }
  });

  it('answers 404 with the app and noindex for an unknown blog slug, an unknown path and a wrongly cased one', async () => {
    for (const path of ['/blog/no-such-article', '/hi/blog/no-such-article', '/no-such-page', '/Guide', '/hi/Blog']) {
      const res = await t.http.get(path).expect(404).expect('Content-Type', /html/);
      const h = head(res.text);
      expect(res.text).toContain('<div id="root">');
      expect(h.robots).toBe('noindex');
      expect(h.canonical).toBeUndefined();
    }
    expect(head((await t.http.get('/hi/no-such-page').expect(404)).text).titles).toEqual([
      locales('hi').meta.notFound.title,
    ]);
  });

  it('/hindi-grammar-checker has a Hindi page under /hi (the language picker leads there)', async () => {
    const h = head((await t.http.get('/hindi-grammar-checker').expect(200)).text);
    expect(h.alternates).toEqual({
      en: `${PUBLIC_URL}/hindi-grammar-checker`,
      hi: `${PUBLIC_URL}/hi/hindi-grammar-checker`,
      'x-default': `${PUBLIC_URL}/hindi-grammar-checker`,
    });
    const hi = head((await t.http.get('/hi/hindi-grammar-checker').expect(200)).text);
    expect(hi.lang).toBe('hi');
    expect(hi.titles).toEqual([locales('hi').meta.hindiGrammarChecker.title]);
  });

  it('personal and transactional pages (learn, checkout) are served but not indexed', async () => {
    for (const path of ['/learn', '/hi/checkout']) {
      expect(head((await t.http.get(path).expect(200)).text).robots).toBe('noindex');
    }
  });

  it('robots.txt allows the site, keeps crawlers out of /api and names the sitemap', async () => {
    const res = await t.http
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists every indexable page and article in both languages with alternates', async () => {
    const res = await t.http.get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/grammar-checker-free',
      '/ai-text-generator',
      '/social-media-generator',
      '/blog',
      '/guide',
      '/privacy',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
      expect(locs).toContain(`${PUBLIC_URL}${path === '/' ? '/hi' : `/hi${path}`}`);
    }
    for (const s of blog.slugs()) {
      expect(locs).toContain(`${PUBLIC_URL}/blog/${s}`);
      expect(locs).toContain(`${PUBLIC_URL}/hi/blog/${s}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/hindi-grammar-checker`);
    expect(locs).toContain(`${PUBLIC_URL}/hi/hindi-grammar-checker`);
    expect(locs.some((l) => l.endsWith('/learn') || l.endsWith('/checkout'))).toBe(false);
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/blog"/>`);
  });

  it('never answers /api paths with HTML', async () => {
    const res = await t.http.get('/api/no-such-endpoint').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('The blog articles', () => {
  it('are at least six, each in English and Hindi with a title, a summary and a date', () => {
    const blog = loadBlog();
    expect(blog.slugs().length).toBeGreaterThanOrEqual(6);
    for (const language of ['en', 'hi'] as const) {
      const list = blog.list(language);
      expect(list.map((a) => a.slug).sort()).toEqual(blog.slugs());
      for (const a of list) {
        expect(a.title.length).toBeGreaterThan(10);
        expect(a.description.length).toBeGreaterThan(40);
        expect(a.body.split(/\s+/).length).toBeGreaterThan(300);
      }
    }
    expect(blog.list('hi').every((a) => /[\u0900-\u097F]/.test(a.title))).toBe(true);
  });
});
