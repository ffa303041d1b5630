/**
 * Resolves when the element `selector` finds comes within `margin` (of the viewport's height) of the view, or at
 * once when there is no such element (the page was not prerendered) or no way to watch it (the prerender).
 */
export function whenNearView(selector: string, margin = '100%'): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
}
