import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGES, watchHistoryLanguage } from './language';

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

export const i18nReady = i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    load: 'currentOnly',
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

// SPEC §8: a translation file that could not be loaded (after the retries) is reported with its status code.
// The interface then falls back to English.
i18n.on('failedLoading', (_lng, _ns, message) => {
  console.error(message);
});

watchHistoryLanguage(
  () => i18n.language,
  (language) => void i18n.changeLanguage(language),
);

export default i18n;
