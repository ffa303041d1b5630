import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import i18n from 'i18next';
import type { Language } from '@likho/site/language';
import { PAGE_ROUTES } from '@likho/site/routes';
import { loadDocument } from 'src/content/documents';
import { AppLayout } from './AppLayout';
import { ErrorFallback } from './ErrorFallback';

type PageModule = { default: React.ComponentType };

/**
 * A page together with what it renders lazily on its first screen. Hydrating the prerendered HTML must not
 * wait on a chunk halfway: data fetched meanwhile (the config) would render something else than the server
 * did, and React would throw the HTML away.
 */
const withParts = (page: Promise<PageModule>, ...parts: Promise<unknown>[]): Promise<PageModule> =>
  Promise.all([page, ...parts]).then(([module]) => module);
const language = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');

/** One lazily loaded module per page of the site route table. */
const PAGES: Record<string, () => Promise<PageModule>> = {
  home: () => import('src/pages/HomePage'),
  grammarChecker: () => import('src/pages/GrammarCheckerPage'),
  aiTextGenerator: () => import('src/pages/AiTextGeneratorPage'),
  socialMediaGenerator: () => import('src/pages/SocialMediaGeneratorPage'),
  blog: () => import('src/pages/BlogPage'),
  blogPost: () => import('src/pages/BlogPostPage'),
  guide: () => withParts(import('src/pages/GuidePage'), loadDocument('guide', language())),
  learn: () =>
    withParts(
      import('src/pages/LearnPage'),
      import('src/features/learning').then((m) => m.loadLessonView()),
    ),
  checkout: () => import('src/pages/CheckoutPage'),
  privacy: () => withParts(import('src/pages/PrivacyPage'), loadDocument('privacy', language())),
  hindiGrammarChecker: () => import('src/pages/HindiGrammarCheckerPage'),
};

const lazyPage = (page: string) => async () => ({ Component: (await PAGES[page]()).default });

function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  // Case-sensitive like the server's route table: /Guide is the not-found page, as its 404 status says.
  for (const r of PAGE_ROUTES) {
    routes.push({ path: r.path, caseSensitive: true, lazy: lazyPage(r.page) });
    if (r.hindi)
      routes.push({ path: r.path === '/' ? '/hi' : `/hi${r.path}`, caseSensitive: true, lazy: lazyPage(r.page) });
  }
  // The server answers /index.html with the app's own file: the address becomes home's.
  routes.push({ path: '/index.html', caseSensitive: true, element: <Navigate to="/" replace /> });
  routes.push({ path: '*', lazy: async () => ({ Component: (await import('src/pages/NotFoundPage')).default }) });
  return routes;
}

/** The app's route tree: the browser router and the build-time prerender (scripts/prerender.mjs) share it. */
export function appRoutes(): RouteObject[] {
  return [{ element: <AppLayout />, errorElement: <ErrorFallback />, children: pageRoutes() }];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}

/**
 * Resolves when the router has loaded the lazy modules of the first location, so hydrating the prerendered
 * HTML renders the same tree the server rendered (no fallback in between).
 */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
