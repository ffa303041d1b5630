import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Blog } from '@likho/site/blog';
import type { Language } from '@likho/site/language';
import { buildPageMeta, interpolate, type MetaTexts, type PageMeta } from '@likho/site/meta';
import { isHindiPath, matchRoute, type RouteMatch } from '@likho/site/routes';
import { robotsTxt, sitemapXml } from '@likho/site/sitemap';
import { loadBlog } from './blog-files';

type Translations = Record<Language, Record<string, unknown>>;

export interface SpaOptions {
  /** Public origin of the site (AppConfig.PUBLIC_URL): canonical links, alternates, sitemap. */
  publicUrl: string;
  /** The blog (default: the Markdown articles of @likho/site, read from its blog/ folder). */
  blog?: Blog;
}

/**
 * Serves the built SPA: hashed assets with long caching, other static files briefly, and index.html for
 * page routes — 200 for a route of the site table, 404 (same app, which renders its not-found page) for
 * anything else, including a blog slug that has no article. The HTML carries the page's metadata in its
 * language (title, description, keywords, canonical, alternates, Open Graph, `<html lang>`), so crawlers and
 * visitors without JavaScript get the truth. `/robots.txt` and `/sitemap.xml` cover both languages.
 * `/api/*` never falls back to HTML.
 */
export function mountSpa(app: Express, distDir: string, options: SpaOptions): void {
  const logger = new Logger('SPA');
  const blog = options.blog ?? loadBlog();
  app.get('/robots.txt', (_req: Request, res: Response) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(options.publicUrl));
  });
  app.get('/sitemap.xml', (_req: Request, res: Response) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(sitemapXml(options.publicUrl, blog));
  });

  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn(`no frontend build at ${distDir}: run "make build" (the API still works)`);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.path.startsWith('/api')) return next();
      res.status(503).type('text/plain').send('The frontend has not been built. Run "make build".');
    });
    return;
  }
  const template = inlineStylesheets(prepareTemplate(readFileSync(indexPath, 'utf8')), distDir);
  const translations = readTranslations(distDir, logger);
  const prerendered = readPrerendered(distDir, logger);
  app.use('/assets', precompressedAssets(join(distDir, 'assets')));
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const language: Language = isHindiPath(req.path) || req.query.lang === 'hi' ? 'hi' : 'en';
    let match = matchRoute(req.path);
    const article = match?.route.page === 'blogPost' ? blog.find(match.params.slug, language) : undefined;
    if (match?.route.page === 'blogPost' && !article) match = null;
    const texts = pageTexts(translations, language, match, article);
    const meta = buildPageMeta({
      publicUrl: options.publicUrl,
      pathname: req.path,
      language,
      route: match?.route ?? null,
      texts,
    });
    res
      .status(match ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache');
    const page = match ? prerendered.get(`${language}:${match.route.page}`) : undefined;
    res.send(renderHtml(template, meta, { page, language, strings: translations[language] }));
  });
}

/**
 * The hashed assets' `.br` and `.gz` files (written by frontend/scripts/prerender.mjs at the highest levels):
 * sent as the asset itself, to a browser that accepts the encoding, with the asset's type and long caching.
 * Anything else goes on to the plain files (compressed on the fly by the app's compression middleware).
 */
function precompressedAssets(assetsDir: string) {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!name || name.includes('/') || !available.has(name)) return next();
    // brotli first when the browser takes both (q=0 refuses one)
    const encoding = (
      [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const
    ).find(([coding, suffix]) => available.has(name + suffix) && req.acceptsEncodings(coding) === coding);
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding[0]);
    res.type(extname(name));
    res.sendFile(join(assetsDir, name + encoding[1]), {
      immutable: true,
      maxAge: '365d',
      // a hashed name never changes content: no validators to revalidate with
      etag: false,
      lastModified: false,
    });
  };
}

/** A page rendered at build time (frontend/scripts/prerender.mjs): the HTML inside #root and its styles. */
export interface PrerenderedPage {
  html: string;
  styles: string;
}

/** `<dist>/prerendered/<language>/<page>.json`, keyed `language:page`; none when the build has no prerender. */
function readPrerendered(distDir: string, logger: Logger): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const language of ['en', 'hi'] as const) {
    const dir = join(distDir, 'prerendered', language);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      try {
        const { html, styles } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PrerenderedPage;
        if (typeof html === 'string' && typeof styles === 'string')
          pages.set(`${language}:${file.slice(0, -5)}`, { html, styles });
      } catch (err) {
        logger.warn(`prerendered page ${dir}/${file} unreadable (${(err as Error).message}): served unrendered`);
      }
    }
  }
  if (pages.size === 0) logger.warn(`no prerendered pages in ${distDir}: pages are rendered by the browser only`);
  return pages;
}

const FALLBACK_TEXTS: MetaTexts = {
  title: 'Likho',
  description: 'Free writing assistant for English and Hindi.',
  keywords: '',
};

/** Removes the build's static title and description; the page's own are written per request. */
function prepareTemplate(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
}

/** Stylesheets up to this size go into the page itself. */
const INLINE_STYLESHEET_MAX_BYTES = 16 * 1024;

/**
 * The build's small stylesheets (the fonts' @font-face rules) inlined as `<style>`: a `<link>` would hold the
 * first paint back by a request (the CSP allows inline styles). Their URLs are absolute, so they work inline.
 */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(
    /<link\s+rel="stylesheet"[^>]*?\shref="(\/assets\/[^"?#]+\.css)"[^>]*>/gi,
    (tag, href: string) => {
      const file = join(distDir, href);
      if (!file.startsWith(join(distDir, 'assets')) || !existsSync(file)) return tag;
      const css = readFileSync(file, 'utf8');
      if (Buffer.byteLength(css) > INLINE_STYLESHEET_MAX_BYTES || /<\/style/i.test(css)) return tag;
      return `<style>${css}</style>`;
    },
  );
}

function readTranslations(distDir: string, logger: Logger): Translations {
  const read = (language: Language): Record<string, unknown> => {
    const file = join(distDir, 'locales', language, 'common.json');
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      logger.warn(`page metadata: cannot read ${file} (${(err as Error).message})`);
      return {};
    }
  };
  return { en: read('en'), hi: read('hi') };
}

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pageTexts(
  translations: Translations,
  language: Language,
  match: RouteMatch | null,
  article: { title: string; description: string; keywords: string } | undefined,
): MetaTexts {
  const page = match ? match.route.page : 'notFound';
  const text = (field: keyof MetaTexts) =>
    lookup(translations[language], `meta.${page}.${field}`) ??
    lookup(translations.en, `meta.${page}.${field}`) ??
    FALLBACK_TEXTS[field];
  if (article) {
    return {
      title: interpolate(text('title'), { title: article.title }),
      description: article.description,
      keywords: article.keywords || text('keywords'),
    };
  }
  return { title: text('title'), description: text('description'), keywords: text('keywords') };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a page; the SPA's usePageMeta replaces the `data-page-meta` ones on navigation. */
export function renderHeadTags(meta: PageMeta): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`];
  const metaTag = (attr: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" data-page-meta>`);
  };
  metaTag('name', 'description', meta.description);
  metaTag('name', 'keywords', meta.keywords);
  metaTag('name', 'robots', meta.robots);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-page-meta>`);
  for (const alt of meta.alternates) {
    tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" data-page-meta>`);
  }
  metaTag('property', 'og:site_name', 'Likho');
  metaTag('property', 'og:type', meta.ogType);
  metaTag('property', 'og:title', meta.title);
  metaTag('property', 'og:description', meta.description);
  metaTag('property', 'og:url', meta.canonical);
  metaTag('property', 'og:locale', meta.ogLocale);
  metaTag('property', 'og:locale:alternate', meta.ogLocaleAlternate);
  metaTag('name', 'twitter:card', 'summary');
  return tags.join('\n    ');
}

/** JSON inside `<script type="application/json">`: nothing in it can close the element or start a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

interface PageBody {
  /** The page prerendered in this language, if the build has it. */
  page: PrerenderedPage | undefined;
  language: Language;
  /** The language's interface strings, inlined so the first screen needs no request (src/i18n). */
  strings: Record<string, unknown>;
}

export function renderHtml(template: string, meta: PageMeta, body?: PageBody): string {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${meta.language}"`)
    .replace(/<\/head>/i, () => `  ${renderHeadTags(meta)}${body?.page ? `\n    ${body.page.styles}` : ''}\n  </head>`);
  if (!body) return html;
  if (body.page) {
    const { html: pageHtml } = body.page;
    html = html.replace(
      /<div id="root">[\s\S]*?<!--\/app-->\s*<\/div>/,
      () => `<div id="root" data-prerendered="${body.language}">${pageHtml}</div>`,
    );
  }
  if (Object.keys(body.strings).length > 0) {
    const data = `<script type="application/json" id="likho-i18n" data-language="${body.language}">${jsonForScript(body.strings)}</script>`;
    html = html.replace(/<\/body>/i, () => `  ${data}\n  </body>`);
  }
  return html;
}
