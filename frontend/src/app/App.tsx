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
import { PageSpinner } from 'src/components/PageSpinner';
import { UntilHydrated } from './UntilHydrated';

/** Chakra's global CSS as the provider injects it (its system's `_global`). */
export type GlobalCss = Record<string, unknown>[];

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

/** The system with the global CSS the provider injects (none on a prerendered page: see src/app/start.tsx). */
const withGlobalCss = (globalCss: GlobalCss): typeof system => Object.create(system, { _global: { value: globalCss } });

/**
 * Everything around the router: the browser app and the build-time prerender render the same tree. `globalCss` is
 * Chakra's global CSS (preflight, global styles, the tokens' CSS variables: src/app/global-styles.ts), which the
 * provider injects; a prerendered page has it in its head already (the server inlined it) and passes none.
 */
export function AppShell({ children, globalCss }: { children: ReactNode; globalCss: GlobalCss }) {
  const [providerSystem] = useState(() => withGlobalCss(globalCss));
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

export function App({ globalCss }: { globalCss: GlobalCss }) {
  // #root[data-ready] is set once the page's content handles events (src/app/UntilHydrated.tsx)
  return (
    <AppShell globalCss={globalCss}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
