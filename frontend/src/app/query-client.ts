import { QueryClient } from '@tanstack/react-query';

/** SPEC §9 request defaults: no retries, no refetch on focus, no polling, cached data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
