import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the build-time prerender) and while it hydrates that HTML, true
 * right after (and at once on a client-only render). What depends on the visitor's browser (stored theme,
 * country) renders the prerendered default until then, so hydration finds the same HTML and re-renders after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
