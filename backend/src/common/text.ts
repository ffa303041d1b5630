/**
 * Text facts the whole server shares (the writing engines, the text and learning services, the image cards):
 * which script a text is in, which language it is mostly in, how many words it has, and case matching.
 */

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
export function detectLanguage(text: string): 'english' | 'hindi' {
  return devanagariShare(text) >= 0.3 ? 'hindi' : 'english';
}

/** Words in a text: runs of letters and digits, with their marks, apostrophes and inner hyphens. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu) ?? []).length;
}

/** The text with its first character in upper case. */
export function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * `word` in the capitalisation of `model`, for a replacement that takes the place of `model`: all capitals when
 * the model is an upper-case word of two letters or more, a leading capital when the model starts with one,
 * otherwise `word` as it is (a proper noun keeps its capital).
 */
export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && /\p{Lu}/u.test(model)) return word.toUpperCase();
  return capitaliseLike(model, word);
}

/**
 * `word` with a leading capital when `model` starts with one, otherwise as it is. Unlike matchCase, an
 * all-capitals model gives only a leading capital, for a replacement of several words or with its own case
 * ("YOUR going" → "You're going", "ME and Priya are" → "Priya and I are").
 */
export function capitaliseLike(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? capitalise(word) : word;
}
