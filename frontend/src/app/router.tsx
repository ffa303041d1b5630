import { use, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import i18n from 'i18next';
import type { Language } from '@likho/site/language';
import { PAGE_ROUTES } from '@likho/site/routes';
import { loadDocument } from 'src/content/documents';
import { AppLayout } from './AppLayout';
import { ErrorBoundary } from './ErrorBoundary';

type PageModule = { default: ComponentType };

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
  // the options panel where the screen shows it (a hidden one is fetched when it shows: src/features/options/panel.ts)
  home: () =>
    withParts(
      import('src/pages/HomePage'),
      import('src/features/options').then((m) => (m.optionsPanelShown() ? m.loadOptionsPanel() : undefined)),
    ),
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
  notFound: () => import('src/pages/NotFoundPage'),
};

/**
 * The pages' modules, loaded once per route (as a data router's `lazy` is: /guide and /hi/guide each load their
 * own document). A load that failed is tried again the next time its route renders.
 */
const loading = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

function loadRoutePage(route: string, page: string): Promise<ComponentType> {
  let promise = loading.get(route);
  if (!promise) {
    promise = PAGES[page]().then(
      (module) => {
        loaded.set(route, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** A page of a route: rendered at once when its module is loaded, else suspended until it is. */
function RoutePage({ route, page }: { route: string; page: string }) {
  const Page = loaded.get(route) ?? use(loadRoutePage(route, page));
  return <Page />;
}

const pageRoute = (path: string, page: string, caseSensitive = true): RouteObject => ({
  path,
  caseSensitive,
  handle: page,
  element: <RoutePage route={path} page={page} />,
});

function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  // Case-sensitive like the server's route table: /Guide is the not-found page, as its 404 status says.
  for (const r of PAGE_ROUTES) {
    routes.push(pageRoute(r.path, r.page));
    if (r.hindi) routes.push(pageRoute(r.path === '/' ? '/hi' : `/hi${r.path}`, r.page));
  }
  // The server answers /index.html with the app's own file: the address becomes home's.
  routes.push({ path: '/index.html', caseSensitive: true, element: <Navigate to="/" replace /> });
  routes.push(pageRoute('*', 'notFound', false));
  return routes;
}

/** The app's route tree: the browser and the build-time prerender (scripts/prerender.mjs) render it. */
const ROUTES: RouteObject[] = [{ element: <AppLayout />, children: pageRoutes() }];

/**
 * The routes of the current location. An error while rendering them (or loading a page's code) shows the error
 * screen instead of the layout, until the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(ROUTES);
  return <ErrorBoundary resetKey={location}>{element}</ErrorBoundary>;
}

/**
 * Resolves when the page of `pathname` has its code, so hydrating the prerendered HTML renders the same tree
 * the server rendered (no fallback in between). A failed load resolves too: rendering shows the error screen.
 */
export function pageReady(pathname: string): Promise<void> {
  const leaf = matchRoutes(ROUTES, pathname)?.at(-1)?.route;
  if (typeof leaf?.handle !== 'string' || !leaf.path) return Promise.resolve();
  return loadRoutePage(leaf.path, leaf.handle).then(
    () => undefined,
    () => undefined,
  );
}
