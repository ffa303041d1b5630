/**
 * Build-time prerender entry (scripts/prerender.mjs builds it for Node with Vite's SSR build): renders one page
 * of the site in one language to HTML with react-dom/static, which waits for lazy pages and components, and
 * collects the Chakra/Emotion styles the HTML uses. The browser then hydrates that HTML (main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Language } from '@likho/site/language';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppShell } from './App';
import { globalStyles } from './global-styles';
import { AppRoutes } from './router';
import { system } from './system';

export { PAGE_ROUTES, withLanguagePrefix } from '@likho/site/routes';

export interface PrerenderResult {
  /** The HTML inside #root. */
  html: string;
  /** `<style data-emotion>` tags for the head: the styles the HTML uses. */
  styles: string;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

export async function renderPage(
  pathname: string,
  language: Language,
  translations: Record<string, unknown>,
): Promise<PrerenderResult> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { [language]: { common: translations } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  // the key the browser's default Emotion cache uses, so it takes over these styles instead of adding them again
  const newCache = () => {
    const created = createCache({ key: 'css' });
    created.compat = true;
    return created;
  };
  let cache = newCache();
  const errors: unknown[] = [];
  const render = () =>
    prerender(
      <StrictMode>
        <CacheProvider value={cache}>
          <I18nextProvider i18n={i18n}>
            <AppShell globalCss={globalStyles(system)}>
              <StaticRouter location={pathname}>
                <AppRoutes />
              </StaticRouter>
            </AppShell>
          </I18nextProvider>
        </CacheProvider>
      </StrictMode>,
      {
        // one document, never revealed piece by piece (that needs inline scripts)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          errors.push(error);
        },
      },
    );
  // The first pass loads what the page loads lazily (React.lazy parts); the second renders it all at once, so
  // the HTML has no Suspense fallbacks completed by inline scripts (the CSP allows no inline script).
  await streamToString((await render()).prelude);
  // a fresh cache: the styles in the order of the document, not of the first pass (where lazy parts came last)
  cache = newCache();
  const html = await streamToString((await render()).prelude);
  // a page that failed to render would ship the error screen: fail the build instead
  if (errors.length) throw new Error(`${pathname}: ${String((errors[0] as Error).stack ?? errors[0])}`);
  if (process.env.PRERENDER_DEBUG) console.log(html);
  if (/<script/i.test(html)) throw new Error(`${pathname}: the prerendered HTML has an inline script`);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
