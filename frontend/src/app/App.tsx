import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'src/lib/theme/ThemeProvider';
import { loadToaster, onToastsRequested, toastsRequested } from 'src/components/toasts';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { system } from './system';
import { useHydrated } from 'src/lib/useHydrated';
import { PageSpinner } from 'src/components/PageSpinner';

/**
 * The prerendered page's form controls are disabled until the app has hydrated it: a click or text typed
 * before that would be lost (React has not attached its handlers yet). Links work as plain links meanwhile.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      role="presentation"
      disabled={!hydrated}
      style={{ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Chakra's toast machine in a portal) is mounted with the first toast: neither its code nor
 * its state machine is part of the first load. Toasts created before it mounts are kept by the store and shown.
 */
function ToasterOnDemand() {
  const [requested, setRequested] = useState(toastsRequested);
  useEffect(() => {
    if (requested) return undefined;
    const unsubscribe = onToastsRequested(() => setRequested(true));
    if (toastsRequested()) setRequested(true);
    return unsubscribe;
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * On a prerendered page the head already holds Chakra's global CSS (preflight, global styles, the tokens' CSS
 * variables: the server inlined its two `css-global` style tags), so the provider gets the system without it:
 * building that CSS and hashing it for Emotion are not part of the start-up (vite.config.ts chakraLazyGlobalCss).
 * Elsewhere (the build-time prerender, a page the server did not prerender) the provider injects it as usual.
 */
const providerSystem: typeof system =
  typeof document !== 'undefined' && document.head.querySelectorAll('style[data-emotion^="css-global"]').length >= 2
    ? Object.create(system, { _global: { value: [] } })
    : system;

/** Everything around the router: the browser app and the build-time prerender render the same tree. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={providerSystem}>
      <ThemeProvider>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              <UntilHydrated>{children}</UntilHydrated>
              <ToasterOnDemand />
            </Suspense>
          </QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </ChakraProvider>
  );
}

const queryClient = createQueryClient();

export function App() {
  // #root[data-ready]: the app has rendered or hydrated and handles events (browser tests wait for it)
  useEffect(() => document.getElementById('root')?.setAttribute('data-ready', 'true'), []);
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
