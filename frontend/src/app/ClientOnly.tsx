import type { ReactNode } from 'react';
import { useHydratedDeferred } from 'src/lib/useHydrated';

/**
 * Renders `fallback` on the server (the build-time prerender) and while hydrating, `children` right after: for
 * parts whose content depends on data the prerender cannot know (the server's config, the visitor's country),
 * which would otherwise make hydration find different HTML.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydratedDeferred() ? children : fallback;
}
