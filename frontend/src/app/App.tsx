import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'src/lib/theme/ThemeProvider';
import { Toaster } from 'src/components/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import type { createRouter } from './router';
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

/**
 * The toast region is mounted once the browser is idle after the page has loaded: its state machine is not
 * needed to show the first screen. Toasts created before then are kept by the toaster's store and shown when
 * it mounts.
 */
function IdleToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const mount = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(mount, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(mount, 200);
    return () => clearTimeout(id);
  }, []);
  return ready ? <Toaster /> : null;
}

/** Everything around the router: the browser app and the build-time prerender render the same tree. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              <UntilHydrated>{children}</UntilHydrated>
              <IdleToaster />
            </Suspense>
          </QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </ChakraProvider>
  );
}

const queryClient = createQueryClient();

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  // #root[data-ready]: the app has rendered or hydrated and handles events (browser tests wait for it)
  useEffect(() => document.getElementById('root')?.setAttribute('data-ready', 'true'), []);
  return (
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  );
}
