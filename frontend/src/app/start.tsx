import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18n, { i18nReady } from 'src/i18n';
import { App } from './App';
import { createRouter, routerReady } from './router';

/**
 * Pages the server sends prerendered (scripts/prerender.mjs: #root holds the first screen, data-prerendered
 * its language) are hydrated once the router has the page's code; others, and a prerendered page shown in
 * another language than it was rendered in (a stored language, a failed translation file), render afresh.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  await i18nReady;
  const router = createRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.dataset.prerendered && container.dataset.prerendered === i18n.language) {
    await routerReady(router);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
