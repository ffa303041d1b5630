import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** react-router's own key, so positions saved before this component replaced its ScrollRestoration still count. */
const STORAGE_KEY = 'react-router-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The scroll position per history entry, as react-router's data-router ScrollRestoration keeps it: a new page
 * starts at its top (or at the element its #hash names), Back and Forward (and a reload) return to where the
 * visitor was on that entry. Positions are kept in sessionStorage when the page is left.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const entry = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // the position of the entry on screen, up to date when a navigation leaves it
    const onScroll = () => {
      if (positions.current) positions.current[entry.current] = window.scrollY;
    };
    const onPageHide = () => {
      if (positions.current) {
        positions.current[entry.current] = window.scrollY;
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
        } catch {
          // no storage: positions are not kept across a reload
        }
      }
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= storedPositions();
    entry.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable element id: the top of the page
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
