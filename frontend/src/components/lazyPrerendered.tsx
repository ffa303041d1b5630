import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useRendersServerHtml } from 'src/lib/useHydrated';

/** The kept element's inner HTML for React: none. Hydrating it, React leaves the children the server sent alone. */
const KEEP_PRERENDERED = { __html: '' };

/** The elements that can have the focus, in document order. */
const focusables = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'));

export interface PrerenderedPart<P> {
  /** Fetches the component's code. */
  load: () => Promise<ComponentType<P>>;
  /** The component if its code has arrived (a page's loader fetches it before hydrating where it is needed then). */
  loaded?: () => ComponentType<P> | undefined;
  /** Calls `fire` when the part is needed (it may be at once), given its element; returns a function that stops. */
  when: (element: Element, fire: () => void) => () => void;
}

/**
 * A prerendered part of a page whose code is not part of the page's first load, in a wrapper `div`: a part below the
 * first screen (fetched when the visitor heads for it), or one the screen hides (fetched when it shows). On a
 * prerendered page whose hydration finds the code not loaded, the part's HTML stays as the server sent it until
 * `when` fires: kept out of React, not hydrated (links work as plain links); then the loaded component renders the
 * same HTML in its place (data-ready on the wrapper; the focus stays on the same control). Where the code is loaded,
 * it is hydrated as usual; on the server, and in a page rendered afresh in the browser, it is a lazy component.
 *
 * Not a lazy component left dehydrated in a Suspense boundary until it is needed: React cannot hydrate such a
 * boundary when an update reaches it (a parent renders again), and then either holds a transition until it can (a
 * router navigation on the page, its new address never shown) or replaces the HTML by the fallback. Nothing reaches
 * the kept element: React never updates an inner HTML that does not change.
 */
export function lazyPrerendered<P extends object>({ load, loaded = () => undefined, when }: PrerenderedPart<P>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));

  return function PrerenderedPart(props: P) {
    const serverHtml = useRendersServerHtml();
    // kept while it hydrates a prerendered page (in the browser) without the code, until the code has arrived
    const [kept] = useState(() => serverHtml && typeof document !== 'undefined' && !loaded());
    /** The loaded component, and which of the kept HTML's controls had the focus when it replaced it (or -1). */
    const [arrived, setArrived] = useState<{ Component: ComponentType<P>; focused: number } | null>(null);
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (!kept || !box.current) return undefined;
      let live = true;
      const stop = when(box.current, () => {
        void load().then((Component) => {
          const active = document.activeElement;
          if (live && box.current)
            setArrived({ Component, focused: active ? focusables(box.current).indexOf(active as HTMLElement) : -1 });
        });
      });
      return () => {
        live = false;
        stop();
      };
    }, [kept]);

    // a control of the kept HTML had the focus: the same control of the rendered one takes it over
    useLayoutEffect(() => {
      if (!arrived || arrived.focused < 0 || !box.current) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      focusables(box.current)[arrived.focused]?.focus({ preventScroll: true });
    }, [arrived]);

    if (kept && !arrived)
      return <div key="prerendered" ref={box} dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />;
    const Loaded = arrived?.Component ?? loaded();
    // data-ready: the loaded component replaced the kept HTML, its controls handle events (browser tests wait for it)
    return (
      <div key="rendered" ref={box} data-ready={arrived ? 'true' : undefined}>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}
