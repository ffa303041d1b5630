/**
 * robots.txt and sitemap.xml for both languages: every indexable page in English and, where it exists, under
 * /hi, each with its hreflang alternates, plus every blog article (lastmod = its date).
 */
import type { Blog } from './blog.ts';
import type { Language } from './language.ts';
import { NOINDEX_PAGES, pageUrl, trimOrigin } from './meta.ts';
import { PAGE_ROUTES } from './routes.ts';

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${trimOrigin(publicUrl)}/sitemap.xml`, ''].join(
    '\n',
  );
}

interface Entry {
  path: string;
  hindi: boolean;
  lastmod?: string;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(publicUrl: string, blog: Blog): string {
  const entries: Entry[] = [];
  for (const route of PAGE_ROUTES) {
    if (NOINDEX_PAGES.includes(route.page) || route.path.includes(':')) continue;
    entries.push({ path: route.path, hindi: route.hindi });
  }
  for (const article of blog.list('en'))
    entries.push({ path: `/blog/${article.slug}`, hindi: true, lastmod: article.date });
  const urls: string[] = [];
  for (const entry of entries) {
    const languages: Language[] = entry.hindi ? ['en', 'hi'] : ['en'];
    const links = languages
      .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrl(publicUrl, entry.path, l))}"/>`)
      .concat(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(publicUrl, entry.path, 'en'))}"/>`,
      );
    for (const language of languages) {
      urls.push(
        [
          '  <url>',
          `    <loc>${xml(pageUrl(publicUrl, entry.path, language))}</loc>`,
          ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
          ...links,
          '  </url>',
        ].join('\n'),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
