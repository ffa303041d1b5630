import { storage, STORAGE_KEYS } from 'src/lib/storage';

export type Theme = 'light' | 'dark';

/** The saved preference, else dark when the system prefers dark, else light (SPEC §4 Theme). */
export function initialTheme(): Theme {
  const saved = storage.get(STORAGE_KEYS.theme);
  if (saved === 'light' || saved === 'dark') return saved;
  if (typeof window === 'undefined') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the theme as a class on the document root (Chakra's `_dark` condition reads `.dark`). */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return; // the build-time prerender
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
}
