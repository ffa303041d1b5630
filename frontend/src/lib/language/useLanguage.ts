import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@likho/site/language';
import { withLanguagePrefix } from '@likho/site/routes';
import { storage, STORAGE_KEYS, writeCookie } from 'src/lib/storage';

/** The current UI language, a way to switch it, and a helper for links with the right prefix. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'hi' ? 'hi' : 'en';

  /** Stores the choice, rewrites the /hi prefix (keeping query and hash) and reloads the page. */
  const switchLanguage = useCallback((next: Language) => {
    storage.set(STORAGE_KEYS.language, next);
    writeCookie(STORAGE_KEYS.language, next);
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
    if (params.get('lang')) params.delete('lang');
    const query = params.toString();
    window.location.assign(`${withLanguagePrefix(pathname, next)}${query ? `?${query}` : ''}${hash}`);
  }, []);

  const localePath = useCallback((path: string) => withLanguagePrefix(path, language), [language]);

  return { language, switchLanguage, localePath };
}
