/**
 * Per-language, per-route page metadata (SPEC §2 "Page metadata"): canonical link, alternates en / hi /
 * x-default (Hindi under /hi), Open Graph locale, robots. One function for both sides: the server writes the
 * result into the HTML it sends (works without JavaScript) and the SPA applies the same result to the
 * document on client navigation. Titles, descriptions and keywords come from the translation files
 * (`meta.<page>.title|description|keywords`) or, for a blog post, from the article's front matter.
 */
import type { Language } from './language.ts';
import { stripLanguagePrefix, withLanguagePrefix, type PageRoute } from './routes.ts';

export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', hi: 'hi_IN' };

/** Pages that are useful to visitors but not to search engines (personal or transactional content). */
export const NOINDEX_PAGES: readonly string[] = ['learn', 'checkout'];

export interface MetaTexts {
  title: string;
  description: string;
  keywords: string;
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

export interface PageMeta extends MetaTexts {
  language: Language;
  /** Absent on the not-found page. */
  canonical?: string;
  alternates: Alternate[];
  ogLocale: string;
  ogLocaleAlternate?: string;
  ogType: 'website' | 'article';
  /** `noindex` for the not-found page and NOINDEX_PAGES. */
  robots?: string;
}

/** `https://x.org/` → `https://x.org`. */
export function trimOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The English path of a pathname: prefix removed, trailing slash dropped (`/hi/blog/` → `/blog`). */
export function englishPath(pathname: string): string {
  const path = stripLanguagePrefix(pathname);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Absolute URL of a page in a language (`/blog`, hi → `https://x.org/hi/blog`; home en → `https://x.org/`). */
export function pageUrl(publicUrl: string, path: string, language: Language): string {
  return `${trimOrigin(publicUrl)}${withLanguagePrefix(englishPath(path), language)}`;
}

export interface PageMetaInput {
  publicUrl: string;
  pathname: string;
  language: Language;
  /** The matched route; null for the not-found page. */
  route: PageRoute | null;
  texts: MetaTexts;
}

/** Everything the document head says about one page in one language. */
export function buildPageMeta({ publicUrl, pathname, language, route, texts }: PageMetaInput): PageMeta {
  const base: PageMeta = {
    ...texts,
    language,
    alternates: [],
    ogLocale: OG_LOCALES[language],
    ogType: 'website',
  };
  if (!route) return { ...base, robots: 'noindex' };
  const path = englishPath(pathname);
  const en = pageUrl(publicUrl, path, 'en');
  const alternates: Alternate[] = [{ hreflang: 'en', href: en }];
  if (route.hindi) alternates.push({ hreflang: 'hi', href: pageUrl(publicUrl, path, 'hi') });
  alternates.push({ hreflang: 'x-default', href: en });
  const canonicalLanguage: Language = route.hindi ? language : 'en';
  return {
    ...base,
    canonical: pageUrl(publicUrl, path, canonicalLanguage),
    alternates,
    ogLocaleAlternate: route.hindi ? OG_LOCALES[language === 'hi' ? 'en' : 'hi'] : undefined,
    ogType: route.page === 'blogPost' ? 'article' : 'website',
    robots: NOINDEX_PAGES.includes(route.page) ? 'noindex' : undefined,
  };
}

/** Replaces `{{name}}` placeholders (i18next style) for callers without i18next (the server). */
export function interpolate(text: string, vars: Record<string, string> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => vars[name] ?? all);
}
