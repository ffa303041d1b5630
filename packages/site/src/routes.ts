/**
 * The site's route table, shared by the server (status codes, HTML metadata) and the SPA router.
 */
import type { Language } from './language.ts';

export interface PageRoute {
  /** Route pattern without the language prefix; `:slug` is one path segment. */
  path: string;
  /** Page key, used for lazily loaded page components and metadata. */
  page: string;
  /** False for routes that exist in English only. */
  hindi: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'home', hindi: true },
  { path: '/grammar-checker-free', page: 'grammarChecker', hindi: true },
  { path: '/ai-text-generator', page: 'aiTextGenerator', hindi: true },
  { path: '/social-media-generator', page: 'socialMediaGenerator', hindi: true },
  { path: '/blog', page: 'blog', hindi: true },
  { path: '/blog/:slug', page: 'blogPost', hindi: true },
  { path: '/guide', page: 'guide', hindi: true },
  { path: '/learn', page: 'learn', hindi: true },
  { path: '/checkout', page: 'checkout', hindi: true },
  { path: '/privacy', page: 'privacy', hindi: true },
  { path: '/hindi-grammar-checker', page: 'hindiGrammarChecker', hindi: true },
];

export interface RouteMatch {
  route: PageRoute;
  language: Language;
  params: Record<string, string>;
}

/** True for `/hi` and paths under `/hi/`. */
export function isHindiPath(pathname: string): boolean {
  return pathname === '/hi' || pathname.startsWith('/hi/');
}

/** Removes the `/hi` prefix: `/hi` and `/hi/` → `/`, `/hi/blog` → `/blog`. */
export function stripLanguagePrefix(pathname: string): string {
  if (!isHindiPath(pathname)) return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** Adds or removes the `/hi` prefix for the given language. */
export function withLanguagePrefix(pathname: string, language: Language): string {
  const base = stripLanguagePrefix(pathname);
  if (language === 'en') return base;
  return base === '/' ? '/hi' : `/hi${base}`;
}

/** Finds the page for a pathname (with or without `/hi`), or null for a not-found path. */
export function matchRoute(pathname: string): RouteMatch | null {
  const language: Language = isHindiPath(pathname) ? 'hi' : 'en';
  let path = stripLanguagePrefix(pathname);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  for (const route of PAGE_ROUTES) {
    if (language === 'hi' && !route.hindi) continue;
    const params = matchPattern(route.path, path);
    if (params) return { route, language, params };
  }
  return null;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!/^[a-z0-9-]{1,100}$/.test(got[i])) return null;
      params[want[i].slice(1)] = got[i];
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}
