/** A colour scheme of the card. Colours are CSS colours satori understands. */
export interface CardTheme {
  name: ThemeName;
  /** CSS background (a gradient or a colour). */
  background: string;
  /** Main text colour. */
  text: string;
  /** Secondary text (footer). */
  muted: string;
  /** The accent bar, hashtags and the decorative glow. */
  accent: string;
  /** Sans or serif type. */
  serif: boolean;
  /** Names in the visitor's language for the acknowledgement message. */
  label: { en: string; hi: string };
}

export const THEME_NAMES = ['midnight', 'ocean', 'forest', 'sunrise', 'berry', 'paper'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const THEMES: Record<ThemeName, CardTheme> = {
  midnight: {
    name: 'midnight',
    background: 'linear-gradient(135deg, #0b1222 0%, #16213a 55%, #1f2b4a 100%)',
    text: '#f5f7fb',
    muted: '#a9b4cc',
    accent: '#4cc3ff',
    serif: false,
    label: { en: 'dark theme', hi: 'गहरी थीम' },
  },
  ocean: {
    name: 'ocean',
    background: 'linear-gradient(140deg, #063a55 0%, #0a5a78 55%, #0b6a80 100%)',
    text: '#f2fbff',
    muted: '#cfe9f0',
    accent: '#ffd166',
    serif: false,
    label: { en: 'blue theme', hi: 'नीली थीम' },
  },
  forest: {
    name: 'forest',
    background: 'linear-gradient(140deg, #082a23 0%, #0f4036 55%, #16594a 100%)',
    text: '#effaf5',
    muted: '#a8cdbf',
    accent: '#f4c15d',
    serif: false,
    label: { en: 'green theme', hi: 'हरी थीम' },
  },
  sunrise: {
    name: 'sunrise',
    background: 'linear-gradient(135deg, #fff4e6 0%, #ffe3c2 55%, #ffd0a8 100%)',
    text: '#2a1a10',
    muted: '#664633',
    accent: '#b8400f',
    serif: false,
    label: { en: 'warm theme', hi: 'गर्म रंगों की थीम' },
  },
  berry: {
    name: 'berry',
    background: 'linear-gradient(135deg, #2a0c3d 0%, #4b1463 55%, #6d1d77 100%)',
    text: '#fdf4ff',
    muted: '#d6b4e0',
    accent: '#ff8fc7',
    serif: false,
    label: { en: 'purple theme', hi: 'बैंगनी थीम' },
  },
  paper: {
    name: 'paper',
    background: 'linear-gradient(160deg, #fbf8f2 0%, #f4efe4 100%)',
    text: '#1d1a16',
    muted: '#6f665a',
    accent: '#b5542c',
    serif: true,
    label: { en: 'light theme', hi: 'हल्की थीम' },
  },
};

/** The theme each platform gets when the visitor asks for none (deterministic, so previews are stable). */
export const DEFAULT_THEME: Record<string, ThemeName> = {
  linkedin: 'midnight',
  facebook: 'ocean',
  twitter: 'berry',
  single_tweet: 'midnight',
  reddit: 'sunrise',
  whatsapp_status: 'forest',
  blog: 'paper',
};

/** WCAG relative luminance of #rgb / #rrggbb. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const mixed = hexToRgb(hex).map((c) => Math.round(c + (target - c) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A legible text colour on a solid background. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#16130f') ? '#ffffff' : '#16130f';
}

/** A theme built around a colour the visitor chose for the background. */
export function themeFromBackground(base: CardTheme, background: string): CardTheme {
  const text = readableOn(background);
  const dark = text === '#ffffff';
  const accent = contrastRatio(base.accent, background) >= 2.2 ? base.accent : dark ? '#ffd166' : '#1d1a16';
  return {
    ...base,
    background: `linear-gradient(135deg, ${shade(background, dark ? -0.15 : 0.2)} 0%, ${background} 60%, ${shade(background, dark ? 0.08 : -0.08)} 100%)`,
    text,
    muted: dark ? 'rgba(255,255,255,0.72)' : 'rgba(22,19,15,0.66)',
    accent,
  };
}
