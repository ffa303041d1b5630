import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useGetConfig } from 'src/api/generated/system/system';
import { isAnalyticsLoaded, loadAnalytics, scheduleAnalytics, setAnalyticsConsent, trackPageView } from './analytics';

/**
 * Runs the analytics loader: only with consent AND a configured id. Consent that was already stored loads
 * it when the browser is idle; consent given now loads it at once. Page views are sent on route changes.
 * It also tells the service the current choice, which gates every page view and event.
 */
export function AnalyticsBridge({ consent }: { consent: boolean | null }) {
  const { data: config } = useGetConfig();
  const analyticsId = config?.analyticsId ?? null;
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const consentAtStart = useRef(consent);

  // First: the service learns the current choice before it is asked to load or send anything.
  useEffect(() => setAnalyticsConsent(consent), [consent]);

  useEffect(() => {
    if (consent !== true || !analyticsId || isAnalyticsLoaded()) return;
    if (consentAtStart.current === true) return scheduleAnalytics(analyticsId);
    loadAnalytics(analyticsId);
  }, [consent, analyticsId]);

  useEffect(() => {
    if (consent !== true || !analyticsId) return;
    const path = `${location.pathname}${location.search}`;
    if (lastPath.current === path) return;
    lastPath.current = path;
    trackPageView(path);
  }, [consent, analyticsId, location.pathname, location.search]);

  return null;
}
