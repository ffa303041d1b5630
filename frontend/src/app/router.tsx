import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@site/routes';
import { AppLayout } from './AppLayout';
import { ErrorFallback } from './ErrorFallback';

type PageModule = { default: React.ComponentType };

/** One lazily loaded module per page of the site route table. */
const PAGES: Record<string, () => Promise<PageModule>> = {
  home: () => import('src/pages/HomePage'),
  grammarChecker: () => import('src/pages/GrammarCheckerPage'),
  aiTextGenerator: () => import('src/pages/AiTextGeneratorPage'),
  socialMediaGenerator: () => import('src/pages/SocialMediaGeneratorPage'),
  blog: () => import('src/pages/BlogPage'),
  blogPost: () => import('src/pages/BlogPostPage'),
  guide: () => import('src/pages/GuidePage'),
  learn: () => import('src/pages/LearnPage'),
  checkout: () => import('src/pages/CheckoutPage'),
  privacy: () => import('src/pages/PrivacyPage'),
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

export function createRouter() {
  return createBrowserRouter([{ element: <AppLayout />, errorElement: <ErrorFallback />, children: pageRoutes() }]);
}
