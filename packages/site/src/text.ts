/**
 * Text facts the server and the SPA share: which script a text is in, which language it is mostly in and how many
 * words and characters it has. The server's writing engines, text and learning services and image cards read them through
 * backend/src/common/text.ts (beside its case helpers); the SPA imports them from here.
 */
import type { OutputLanguage } from './language.ts';

/** Devanagari letters, signs and digits (U+0900–U+097F) and the Devanagari Extended block (U+A8E0–U+A8FF). */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/u;
const DEVANAGARI_ALL = /[\u0900-\u097F\uA8E0-\uA8FF]/gu;

/** True when the text has at least one Devanagari character. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** Share of Devanagari among the letters of a text (0 when it has no letters). */
export function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return 0;
  const deva = text.match(DEVANAGARI_ALL)?.length ?? 0;
  return deva / letters;
}

/** The language a text is mostly written in: Hindi when at least 30% of its letters are Devanagari. */
export function detectLanguage(text: string): OutputLanguage {
  return devanagariShare(text) >= 0.3 ? 'hindi' : 'english';
}

/** Words in a text: runs of letters and digits, with their marks, apostrophes and inner hyphens. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? []).length;
}

/**
 * Characters in a text as a visitor counts them: code points, so an emoji or a character outside the Basic
 * Multilingual Plane is one, not the two UTF-16 units of `text.length`. The input limits are counted this way.
 */
export function countChars(text: string): number {
  return [...text].length;
}
