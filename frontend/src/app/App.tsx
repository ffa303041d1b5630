import { Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from 'src/features/theme/ThemeProvider';
import { Toaster } from 'src/components/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { system } from './system';
import { PageSpinner } from 'src/components/PageSpinner';

const queryClient = createQueryClient();
const router = createRouter();

export function App() {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageSpinner />}>
              <RouterProvider router={router} />
              <Toaster />
            </Suspense>
          </QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </ChakraProvider>
  );
}
