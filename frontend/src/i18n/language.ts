import { isLanguage, type Language } from '@likho/site/language';
import { isHindiPath } from '@likho/site/routes';
import { readCookie, storage, STORAGE_KEYS, writeCookie } from 'src/lib/storage';

export interface LanguageSources {
  pathname: string;
  search: string;
  stored: string | null;
  cookie: string | null;
  browserLanguage: string | undefined;
  /** True when this page load is a browser back/forward: the URL alone decides (SPEC §2 "re-syncs"). */
  historyNavigation?: boolean;
}

/** The language a URL names by itself: Hindi for /hi paths and lang=hi, else English. */
export function urlLanguage(pathname: string, search: string): Language {
  return isHindiPath(pathname) || new URLSearchParams(search).get('lang') === 'hi' ? 'hi' : 'en';
}

/**
 * SPEC §4 "Language resolution", in order: a /hi path or `lang=hi`; the stored language (en/hi only);
 * the language cookie (copied into storage by the caller); the browser's primary language; else en.
 * A back/forward navigation re-syncs from the URL alone: a page without /hi or lang=hi is English then,
 * whatever was stored when the visitor switched to Hindi on the next page.
 */
export function resolveLanguage(s: LanguageSources): { language: Language; source: string } {
  if (urlLanguage(s.pathname, s.search) === 'hi') return { language: 'hi', source: 'url' };
  if (s.historyNavigation) return { language: 'en', source: 'history' };
  if (isLanguage(s.stored)) return { language: s.stored, source: 'storage' };
  if (isLanguage(s.cookie)) return { language: s.cookie, source: 'cookie' };
  const primary = s.browserLanguage?.split('-')[0]?.toLowerCase();
  if (isLanguage(primary)) return { language: primary, source: 'browser' };
  return { language: 'en', source: 'default' };
}

function isHistoryNavigation(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/**
 * Resolves the language of this page load from the browser, copying a cookie value into storage (and, on a
 * back/forward navigation, storing the language the URL gives so the next pages agree).
 */
export function detectLanguage(): Language {
  const { language, source } = resolveLanguage({
    pathname: window.location.pathname,
    search: window.location.search,
    stored: storage.get(STORAGE_KEYS.language),
    cookie: readCookie(STORAGE_KEYS.language),
    browserLanguage: navigator.language,
    historyNavigation: isHistoryNavigation(),
  });
  if (source === 'cookie' || source === 'history') storage.set(STORAGE_KEYS.language, language);
  if (source === 'history') writeCookie(STORAGE_KEYS.language, language);
  return language;
}

/**
 * SPEC §2: browser back/forward re-syncs the language from the URL — within the app (popstate) and when the
 * browser restores a page from its back/forward cache (pageshow). The language is stored, and applied by
 * `apply` when it differs from the current one.
 */
export function watchHistoryLanguage(current: () => string, apply: (language: Language) => void): void {
  const where = () => `${window.location.pathname}${window.location.search}`;
  let last = where();
  // the app's own navigations (pushState/replaceState) move the page too: remember where they lead
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      last = where();
    };
  }
  const sync = () => {
    // a jump to an anchor on the same page (a table of contents) also fires popstate: not a page change
    if (where() === last) return;
    last = where();
    const language = urlLanguage(window.location.pathname, window.location.search);
    storage.set(STORAGE_KEYS.language, language);
    writeCookie(STORAGE_KEYS.language, language);
    if (current() !== language) apply(language);
  };
  window.addEventListener('popstate', sync);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) {
      last = '';
      sync();
    }
  });
}
