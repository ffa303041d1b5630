import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { createBlog, parseArticle } from './blog.ts';
import { buildPageMeta, englishPath, interpolate, pageUrl } from './meta.ts';
import { matchRoute } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const texts = { title: 'T', description: 'D', keywords: 'K' };
const BLOG = new URL('../blog/', import.meta.url);

describe('page metadata', () => {
  it('gives a Hindi page its canonical link, the three alternates and the Open Graph locales', () => {
    const meta = buildPageMeta({
      publicUrl: 'https://likho.example/',
      pathname: '/hi/blog/',
      language: 'hi',
      route: matchRoute('/hi/blog')!.route,
      texts,
    });
    assert.deepEqual(meta, {
      ...texts,
      language: 'hi',
      canonical: 'https://likho.example/hi/blog',
      alternates: [
        { hreflang: 'en', href: 'https://likho.example/blog' },
        { hreflang: 'hi', href: 'https://likho.example/hi/blog' },
        { hreflang: 'x-default', href: 'https://likho.example/blog' },
      ],
      ogLocale: 'hi_IN',
      ogLocaleAlternate: 'en_US',
      ogType: 'website',
      robots: undefined,
    });
  });

  it('keeps the not-found page and personal pages out of search engines; a blog post is an article', () => {
    const base = { publicUrl: 'https://likho.example', language: 'en' as const, texts };
    assert.equal(buildPageMeta({ ...base, pathname: '/nope', route: null }).robots, 'noindex');
    assert.equal(buildPageMeta({ ...base, pathname: '/learn', route: matchRoute('/learn')!.route }).robots, 'noindex');
    const post = buildPageMeta({ ...base, pathname: '/blog/x', route: matchRoute('/blog/x')!.route });
    assert.equal(post.ogType, 'article');
  });

  it('writes paths and placeholders', () => {
    assert.equal(englishPath('/hi/blog/'), '/blog');
    assert.equal(pageUrl('https://likho.example/', '/', 'en'), 'https://likho.example/');
    assert.equal(interpolate('Hi {{ name }}, {{other}}', { name: 'Asha' }), 'Hi Asha, {{other}}');
  });
});

describe('blog', () => {
  const files = Object.fromEntries(
    readdirSync(BLOG)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(new URL(name, BLOG), 'utf8')]),
  );

  it('reads every article of the package in both languages, newest first', () => {
    const blog = createBlog(files);
    assert.ok(blog.slugs().length > 0);
    for (const language of ['en', 'hi'] as const) {
      const list = blog.list(language);
      assert.equal(list.length, blog.slugs().length);
      assert.deepEqual(
        list.map((a) => a.date),
        list.map((a) => a.date).sort((a, b) => b.localeCompare(a)),
      );
    }
  });

  it('refuses badly named files, missing front matter and an article in one language only', () => {
    assert.throws(() => parseArticle('notes.md', '---\ntitle: x\n---\n'), /is not named/);
    assert.throws(() => parseArticle('a.en.md', 'no front matter'), /has no front matter/);
    const one = '---\ntitle: A\ndescription: B\ndate: 2026-01-02\n---\nText';
    assert.equal(parseArticle('blog/a.en.md', one).minutes, 1);
    assert.throws(() => createBlog({ 'a.en.md': one }), /has no hi version/);
  });

  it('lists the blog articles in the sitemap with their dates, and robots.txt names the sitemap', () => {
    const blog = createBlog(files);
    const xml = sitemapXml('https://likho.example', blog);
    const slug = blog.slugs()[0];
    assert.match(xml, new RegExp(`<loc>https://likho.example/hi/blog/${slug}</loc>`));
    assert.ok(!xml.includes('/learn<'));
    assert.match(robotsTxt('https://likho.example/'), /Sitemap: https:\/\/likho.example\/sitemap.xml/);
  });
});
