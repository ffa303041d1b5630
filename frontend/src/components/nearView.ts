import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Calls `onNear` once: when the visitor first scrolls the page (towards what is below the first screen; at once if
 * the page is scrolled already), when `element` is in the view (it may be from the start, on a tall screen), or at
 * once where the browser cannot watch it. For what is below the first screen: its code is fetched when the visitor
 * heads for it, not with the page. Returns a function that stops watching.
 */
export function onNearView(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.scrollY > 0) {
    onNear();
    return () => {};
  }
  const near = () => {
    stop();
    onNear();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near());
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('scroll', near);
  };
  observer.observe(element);
  window.addEventListener('scroll', near, { passive: true });
  return stop;
}

/**
 * False until the element of `ref` is near the view (onNearView), then true (set in a transition: what it shows is
 * rendered with the browser handling input in between). False on the server and while the page hydrates.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    return onNearView(ref.current, () => startTransition(() => setNear(true)));
  }, [near, ref]);
  return near;
}
