import { Suspense, useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'src/features/theme/ThemeProvider';
import { Toaster } from 'src/components/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import type { createRouter } from './router';
import { system } from './system';
import { PageSpinner } from 'src/components/PageSpinner';

/** Everything around the router: the browser app and the build-time prerender render the same tree. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              {children}
              <Toaster />
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
