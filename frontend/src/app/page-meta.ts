import type { Language } from '@likho/site/language';
import { buildPageMeta, type MetaTexts, type PageMeta } from '@likho/site/meta';
import { matchRoute } from '@likho/site/routes';

/**
 * The site's public origin: the one the server wrote into the first page's canonical link (AppConfig
 * PUBLIC_URL), else this window's origin.
 */
let origin: string | undefined;
const publicUrl = () => (origin ??= readPublicUrl());
function readPublicUrl(): string {
  const href = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

type Attrs = Record<string, string>;

function selectorOf(tag: string, key: Attrs): string {
  return `${tag}${Object.entries(key)
    .map(([k, v]) => `[${k}="${v}"]`)
    .join('')}`;
}

/** Creates, updates or (value undefined) removes one head element identified by `key`. */
function upsert(tag: 'meta' | 'link', key: Attrs, attr: string, value: string | undefined): void {
  const found = document.head.querySelector(selectorOf(tag, key));
  if (value === undefined) {
    found?.remove();
    return;
  }
  const el = found ?? document.createElement(tag);
  if (!found) {
    for (const [k, v] of Object.entries(key)) el.setAttribute(k, v);
    el.setAttribute('data-page-meta', '');
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Writes a page's metadata into the document, the same tags the server writes into its HTML. */
function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  document.documentElement.lang = meta.language;
  upsert('meta', { name: 'description' }, 'content', meta.description || undefined);
  upsert('meta', { name: 'keywords' }, 'content', meta.keywords || undefined);
  upsert('meta', { name: 'robots' }, 'content', meta.robots);
  upsert('link', { rel: 'canonical' }, 'href', meta.canonical);
  for (const hreflang of ['en', 'hi', 'x-default'] as const) {
    const alt = meta.alternates.find((a) => a.hreflang === hreflang);
    upsert('link', { rel: 'alternate', hreflang }, 'href', alt?.href);
  }
  upsert('meta', { property: 'og:type' }, 'content', meta.ogType);
  upsert('meta', { property: 'og:title' }, 'content', meta.title);
  upsert('meta', { property: 'og:description' }, 'content', meta.description || undefined);
  upsert('meta', { property: 'og:url' }, 'content', meta.canonical);
  upsert('meta', { property: 'og:locale' }, 'content', meta.ogLocale);
  upsert('meta', { property: 'og:locale:alternate' }, 'content', meta.ogLocaleAlternate);
}

/**
 * Writes the metadata of the page at `pathname` in `language` (not found: no canonical, noindex), computed by the
 * function the server uses for its HTML (`@likho/site/meta`), so both always agree.
 */
export function writePageMeta(pathname: string, language: Language, texts: MetaTexts, notFound: boolean): void {
  const route = notFound ? null : (matchRoute(pathname)?.route ?? null);
  applyPageMeta(buildPageMeta({ publicUrl: publicUrl(), pathname, language, route, texts }));
}
