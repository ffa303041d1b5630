/**
 * The analytics service (SPEC §4, §7): a tag-manager script loaded only after consent and only when an
 * analytics id is configured; page views carry page_path, events carry category, label and value.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const IDLE_TIMEOUT_MS = 3000;
export const IDLE_FALLBACK_MS = 1500;
export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtag/js';

let loadedId: string | null = null;
/** A page view asked for before the script was loaded (consent stored, idle load still pending). */
let pendingPath: string | null = null;
/**
 * The visitor's current choice, kept in step by AnalyticsBridge. Nothing is loaded or sent unless it is true,
 * also after a withdrawal in Cookie Preferences (the script already loaded stays, but is no longer fed).
 */
let consented = false;

export function setAnalyticsConsent(consent: boolean | null): void {
  consented = consent === true;
  if (!consented) pendingPath = null;
}

export function isAnalyticsLoaded(): boolean {
  return loadedId !== null;
}

/** Injects the tag-manager script once and configures it without automatic page views. */
export function loadAnalytics(id: string): void {
  if (loadedId || !id || !consented) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_URL}?id=${encodeURIComponent(id)}`;
  script.dataset.testid = 'analytics-script';
  document.head.appendChild(script);
  if (pendingPath) trackPageView(pendingPath);
  pendingPath = null;
}

/** Loads analytics when the browser is idle (timeout 3000 ms), or after 1500 ms where idle callbacks are missing. */
export function scheduleAnalytics(id: string): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(() => loadAnalytics(id), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => loadAnalytics(id), IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

export function trackPageView(path: string): void {
  if (!consented) return;
  if (!loadedId || !window.gtag) {
    pendingPath = path;
    return;
  }
  window.gtag('event', 'page_view', { page_path: path, send_to: loadedId });
}

export interface EventParams {
  category: string;
  label?: string;
  value?: number;
}

/**
 * Sends one event, only with consent and once the loader has run; an event before that is dropped (not
 * queued). Product code calls the typed catalogue (`track` in events.ts), never this with its own strings.
 */
export function trackEvent(action: string, params: EventParams): void {
  if (!consented || !loadedId || !window.gtag) return;
  const data: Record<string, unknown> = { event_category: params.category, send_to: loadedId };
  if (params.label !== undefined) data.event_label = params.label;
  if (params.value !== undefined) data.value = params.value;
  window.gtag('event', action, data);
}
