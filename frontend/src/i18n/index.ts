import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { notify } from 'src/components/notify';
import { isLanguage, LANGUAGES, type Language } from '@likho/site/language';
import { detectLanguage, watchHistoryLanguage } from './language';

/**
 * Loads /locales/{lng}/{ns}.json with a cache-busting version. A network failure or a 5xx asks i18next to
 * retry (it retries up to 5 times, from 350 ms doubling); a 4xx does not. The final failure reads
 * 'failed loading <url>; status code: <code>'.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`;
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) {
          const retry = res.status >= 500 && res.status < 600;
          callback(`failed loading ${url}; status code: ${res.status}`, retry);
          return;
        }
        callback(null, await res.json());
      })
      .catch((err: unknown) => callback(`failed loading ${url}: ${(err as Error).message}`, true));
  },
};

/** The id of the `<script type="application/json">` the server writes with the page language's strings. */
export const INLINE_TRANSLATIONS_ID = 'likho-i18n';

/** The strings the server inlined into the page (backend/src/common/spa.ts), or null. */
export function readInlineTranslations(): { language: Language; strings: Record<string, unknown> } | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(INLINE_TRANSLATIONS_ID);
  const language = el?.dataset.language;
  if (!el || !isLanguage(language)) return null;
  try {
    return { language, strings: JSON.parse(el.textContent ?? '') as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * Shown when a language's strings could not be loaded: bundled here in both languages (the Hindi one cannot
 * come from the Hindi file that failed).
 */
export const LOAD_FAILED_TOAST = {
  title: 'Hindi could not be loaded',
  description: 'हिंदी लोड नहीं हो सकी, इसलिए पेज अंग्रेज़ी में दिखाया जा रहा है। कृपया बाद में फिर कोशिश करें।',
} as const;

const pageLanguage = detectLanguage();
const inline = readInlineTranslations();
/** The page's language came inlined: no request, no wait (the prerendered first screen hydrates at once). */
const inlined = inline?.language === pageLanguage;

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

// SPEC §8: a translation file that could not be loaded (after the retries) is reported with its status code.
i18n.on('failedLoading', (_lng, _ns, message) => {
  console.error(message);
});

const initialized = i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: pageLanguage,
    fallbackLng: inlined ? false : 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    load: 'currentOnly',
    resources: inline ? { [inline.language]: { common: inline.strings } } : undefined,
    // strings inlined for another language than the visitor's: still load the visitor's
    partialBundledLanguages: !inlined,
    initAsync: !inlined,
    // a failed language falls back to English in about a second (350 ms, then 700 ms), not 11 s
    maxRetries: 2,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

/**
 * SPEC §8: a language whose strings could not be loaded (after the retries) falls back to the English strings
 * bundled with the app, `<html lang>` says English, and a toast tells the visitor that Hindi could not be
 * loaded. Resolves when the page's strings are there: the app renders no raw keys.
 */
export const i18nReady: Promise<void> = initialized
  .catch(() => undefined)
  .then(async () => {
    if (i18n.hasResourceBundle(i18n.language, 'common')) return;
    const failed = i18n.language;
    if (!i18n.hasResourceBundle('en', 'common')) {
      const { default: english } = await import('virtual:likho-english');
      i18n.addResourceBundle('en', 'common', english);
    }
    await i18n.changeLanguage('en');
    document.documentElement.lang = 'en';
    if (failed === 'hi') notify.error(LOAD_FAILED_TOAST.title, LOAD_FAILED_TOAST.description);
  });

watchHistoryLanguage(
  () => i18n.language,
  (language) => void i18n.changeLanguage(language),
);

export default i18n;
