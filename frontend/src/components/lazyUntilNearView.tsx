import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useRendersServerHtml } from 'src/lib/useHydrated';

/** The kept element's inner HTML for React: none. Hydrating it, React leaves the children the server sent alone. */
const KEEP_PRERENDERED = { __html: '' };

/** The elements that can have the focus, in document order. */
const focusables = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'));

/**
 * Calls `onNear` once `element` comes within `margin` (of the viewport's height) of the view, or at once where the
 * browser cannot watch it; returns a function that stops watching.
 */
function onNearView(element: Element, onNear: () => void, margin = '100%'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A component below the first screen whose code is fetched when it comes near the view (a wrapper `div` around it).
 * On a prerendered page its HTML stays as the server sent it until then: kept out of React, not hydrated (links work
 * as plain links), the loaded component then renders the same HTML in its place. On the server, and in a page
 * rendered afresh in the browser, it is rendered as any lazy component.
 *
 * Not a lazy component left dehydrated in a Suspense boundary until the view comes near: React cannot hydrate
 * such a boundary when an update reaches it (a parent renders again), and then either holds a transition until
 * it can (a router navigation on the page, its new address never shown) or replaces the HTML by the fallback.
 * Nothing reaches the kept element: React never updates an inner HTML that does not change.
 */
export function lazyUntilNearView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | null = null;

  return function PrerenderedUntilNearView(props: P) {
    const serverHtml = useRendersServerHtml();
    // kept while it hydrates a prerendered page (in the browser), until the code has arrived
    const [kept] = useState(() => serverHtml && typeof document !== 'undefined' && !loaded);
    /** The loaded component, and which of the kept HTML's controls had the focus when it replaced it (or -1). */
    const [arrived, setArrived] = useState<{ Component: ComponentType<P>; focused: number } | null>(null);
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (!kept || !box.current) return undefined;
      let live = true;
      const stop = onNearView(box.current, () => {
        void load().then(({ default: Component }) => {
          loaded = Component;
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
    const Loaded = arrived?.Component ?? loaded;
    // data-ready: rendered in the browser, its controls handle events (browser tests wait for it)
    return (
      <div key="rendered" ref={box} data-ready={typeof document === 'undefined' ? undefined : 'true'}>
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
