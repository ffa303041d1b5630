import { useEffect, type ReactNode } from 'react';
import { useHydrated } from 'src/lib/useHydrated';

/** #root[data-ready]: the page's content has rendered or hydrated and handles events (browser tests wait for it). */
export function markAppReady(): void {
  document.getElementById('root')?.setAttribute('data-ready', 'true');
}

/**
 * The prerendered form controls inside are disabled until React has hydrated them: a click or text typed before
 * that would be lost. React reads a control's value when it hydrates it, so a box ticked or text typed before then is
 * never seen as a change (no onChange), and the next render puts the old value back. Links work as plain links
 * meanwhile.
 *
 * React hydrates a prerendered page in passes: the root, then each Suspense boundary of the HTML at idle priority,
 * one after the other. So each boundary that holds controls has its own, inside it: the app's around the layout
 * (App.tsx), the layout's around the page (AppLayout.tsx). With only the first, the page's controls were enabled
 * while the page itself was not yet hydrated (a text filled in at that moment vanished). `markReady`: the one around
 * the page sets #root[data-ready] once the page's controls are enabled.
 */
export function UntilHydrated({ children, markReady = false }: { children: ReactNode; markReady?: boolean }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (markReady && hydrated) markAppReady();
  }, [markReady, hydrated]);
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
