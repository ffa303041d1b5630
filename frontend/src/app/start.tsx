import { StrictMode } from 'react';

/** Lets the browser handle input and paint before the next piece of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Pages the server sends prerendered (scripts/prerender.mjs: #root holds the first screen, data-prerendered
 * its language) are hydrated once the router has the page's code; others, and a prerendered page shown in
 * another language than it was rendered in (a stored language, a failed translation file), render afresh.
 *
 * The app's code is evaluated in steps with the browser getting the main thread back in between: React, the
 * translations, the Chakra theme (building it is the largest single piece of work), then the app. One long
 * task of all of it would keep a phone from answering a tap for a noticeable moment.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const { default: i18n, i18nReady } = await import('src/i18n');
  await yieldToBrowser();
  const { system } = await import('./system');
  await yieldToBrowser();
  // a prerendered page has Chakra's global CSS in its head (the server inlined its two `css-global` style tags)
  const globalCss =
    document.head.querySelectorAll('style[data-emotion^="css-global"]').length >= 2
      ? []
      : (await import('./global-styles')).globalStyles(system);
  const [{ App }, { pageReady }] = await Promise.all([import('./App'), import('./router')]);
  await i18nReady;
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App globalCss={globalCss} />
    </StrictMode>
  );
  if (container.dataset.prerendered && container.dataset.prerendered === i18n.language) {
    await pageReady(window.location.pathname);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
