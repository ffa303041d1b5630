import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useGetConfig } from 'src/api/generated/system/system';

type Service = typeof import('./analytics');

/** The analytics service: fetched once there is consent, not with the page (without consent it does nothing). */
let service: Promise<Service> | undefined;

/** Runs `use` with the service: without consent, only if it was fetched already (it starts without consent). */
function withService(consent: boolean | null, use: (analytics: Service) => void): void {
  if (!service && consent !== true) return;
  service ??= import('./analytics');
  void service.then(use);
}

/**
 * Runs the analytics loader: only with consent AND a configured id. Consent that was already stored loads
 * it when the browser is idle; consent given now loads it at once. Page views are sent on route changes.
 * It also tells the service the current choice, which gates every page view and event. The service's calls
 * keep the order of these effects (they wait for the one module promise).
 */
export function AnalyticsBridge({ consent }: { consent: boolean | null }) {
  const { data: config } = useGetConfig();
  const analyticsId = config?.analyticsId ?? null;
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const consentAtStart = useRef(consent);

  // First: the service learns the current choice before it is asked to load or send anything.
  useEffect(() => withService(consent, (analytics) => analytics.setAnalyticsConsent(consent)), [consent]);

  useEffect(() => {
    if (consent !== true || !analyticsId) return;
    let cancelled = false;
    let cancelSchedule: (() => void) | undefined;
    withService(consent, (analytics) => {
      if (cancelled || analytics.isAnalyticsLoaded()) return;
      if (consentAtStart.current === true) cancelSchedule = analytics.scheduleAnalytics(analyticsId);
      else analytics.loadAnalytics(analyticsId);
    });
    return () => {
      cancelled = true;
      cancelSchedule?.();
    };
  }, [consent, analyticsId]);

  useEffect(() => {
    if (consent !== true || !analyticsId) return;
    const path = `${location.pathname}${location.search}`;
    if (lastPath.current === path) return;
    lastPath.current = path;
    withService(consent, (analytics) => analytics.trackPageView(path));
  }, [consent, analyticsId, location.pathname, location.search]);

  return null;
}
