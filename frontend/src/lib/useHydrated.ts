import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the build-time prerender) and while it hydrates that HTML, true
 * right after (and at once on a client-only render). What depends on the visitor's browser (stored theme,
 * country) renders the prerendered default until then, so hydration finds the same HTML and re-renders after.
 * The re-render after hydration is synchronous: for what must be ready before the next event (form controls).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether this render hydrates prerendered HTML (or runs on the server): React reads a store's server snapshot
 * exactly then. Both snapshots are equal, so unlike useHydrated nothing is re-rendered after hydration.
 */
export function useRendersServerHtml(): boolean {
  let server = false;
  useSyncExternalStore(
    subscribe,
    () => 0,
    () => {
      server = true;
      return 0;
    },
  );
  return server;
}

/**
 * useHydrated for what only shows the visitor's own state (country, theme, the consent banner, a block that
 * depends on the server's config): false on the server and while the page hydrates, then true in a transition,
 * which React renders in slices with the browser handling input in between, instead of one long task right
 * after hydration. A component mounted after hydration, or in an app rendered afresh, is true at once.
 */
export function useHydratedDeferred(): boolean {
  const server = useRendersServerHtml();
  const [done, setDone] = useState(() => !server);
  useEffect(() => {
    if (!done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}
