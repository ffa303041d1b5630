/**
 * localStorage with an in-memory fallback (private mode, disabled storage, quota errors), so preferences
 * still work for the visit when the browser refuses to persist them.
 */
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = '__likho_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      return local()?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    try {
      local()?.setItem(key, value);
    } catch {
      /* memory keeps it */
    }
  },
  remove(key: string): void {
    memory.delete(key);
    try {
      local()?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** Storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  analyticsConsent: 'analytics-consent',
  language: 'language',
  location: 'location',
  theme: 'theme',
} as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // the build-time prerender
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** Cookies of SPEC §3: one year, path /, SameSite Strict. */
export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Strict${secure}`;
}
