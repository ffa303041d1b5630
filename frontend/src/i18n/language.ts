import { isHindiPath, type SiteLanguage } from '@site/routes';
import { readCookie, storage, STORAGE_KEYS } from 'src/app/storage';

export const LANGUAGES: readonly SiteLanguage[] = ['en', 'hi'];
export type { SiteLanguage };

export function isLanguage(value: unknown): value is SiteLanguage {
  return value === 'en' || value === 'hi';
}

export interface LanguageSources {
  pathname: string;
  search: string;
  stored: string | null;
  cookie: string | null;
  browserLanguage: string | undefined;
}

/**
 * SPEC §4 "Language resolution", in order: a /hi path or `lang=hi`; the stored language (en/hi only);
 * the language cookie (copied into storage by the caller); the browser's primary language; else en.
 */
export function resolveLanguage(s: LanguageSources): { language: SiteLanguage; source: string } {
  if (isHindiPath(s.pathname) || new URLSearchParams(s.search).get('lang') === 'hi') {
    return { language: 'hi', source: 'url' };
  }
  if (isLanguage(s.stored)) return { language: s.stored, source: 'storage' };
  if (isLanguage(s.cookie)) return { language: s.cookie, source: 'cookie' };
  const primary = s.browserLanguage?.split('-')[0]?.toLowerCase();
  if (isLanguage(primary)) return { language: primary, source: 'browser' };
  return { language: 'en', source: 'default' };
}

/** Resolves the language of this page load from the browser, copying a cookie value into storage. */
export function detectLanguage(): SiteLanguage {
  const cookie = readCookie(STORAGE_KEYS.language);
  const { language, source } = resolveLanguage({
    pathname: window.location.pathname,
    search: window.location.search,
    stored: storage.get(STORAGE_KEYS.language),
    cookie,
    browserLanguage: navigator.language,
  });
  if (source === 'cookie') storage.set(STORAGE_KEYS.language, language);
  return language;
}
