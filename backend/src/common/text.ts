/**
 * Text facts the whole server shares (the writing engines, the text and learning services, the image cards): the
 * script, language and word count of a text, defined once in @likho/site/text (the SPA reads the same functions),
 * and case matching.
 */
export { countWords, detectLanguage, devanagariShare, hasDevanagari } from '@likho/site/text';

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
