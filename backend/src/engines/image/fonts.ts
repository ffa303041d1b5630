import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

/** Font files of Debian fonts-noto-core (also in the Docker image). */
const FILES = {
  sans: [
    ['Noto Sans', 'NotoSans-Regular.ttf', 400],
    ['Noto Sans', 'NotoSans-Bold.ttf', 700],
    ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular.ttf', 400],
    ['Noto Sans Devanagari', 'NotoSansDevanagari-Bold.ttf', 700],
  ],
  serif: [
    ['Noto Serif', 'NotoSerif-Regular.ttf', 400],
    ['Noto Serif', 'NotoSerif-Bold.ttf', 700],
    ['Noto Serif Devanagari', 'NotoSerifDevanagari-Regular.ttf', 400],
    ['Noto Serif Devanagari', 'NotoSerifDevanagari-Bold.ttf', 700],
  ],
} as const;

export interface CardFonts {
  sans: CardFont[];
  /** Falls back to the sans fonts when the serif files are not installed. */
  serif: CardFont[];
  family(serif: boolean): string;
}

function load(dir: string, set: keyof typeof FILES): CardFont[] | null {
  const fonts: CardFont[] = [];
  for (const [name, file, weight] of FILES[set]) {
    const path = join(dir, file);
    if (!existsSync(path)) return null;
    fonts.push({ name, data: readFileSync(path), weight, style: 'normal' });
  }
  return fonts;
}

const missing = (dir: string) =>
  new Error(`the Noto fonts are missing in ${dir}: install the Debian package fonts-noto-core or set IMAGE_FONT_DIR`);

/**
 * Throws like loadCardFonts when the sans set is missing, without reading the files (the server checks at boot;
 * the card workers read the fonts).
 */
export function checkCardFonts(dir: string): void {
  if (FILES.sans.some(([, file]) => !existsSync(join(dir, file)))) throw missing(dir);
}

/** Reads the Noto fonts from `dir`; throws naming what to install when the sans set is missing. */
export function loadCardFonts(dir: string): CardFonts {
  const sans = load(dir, 'sans');
  if (!sans) throw missing(dir);
  const serif = load(dir, 'serif');
  return {
    sans,
    serif: serif ?? sans,
    family: (useSerif) =>
      useSerif && serif ? "'Noto Serif', 'Noto Serif Devanagari'" : "'Noto Sans', 'Noto Sans Devanagari'",
  };
}
