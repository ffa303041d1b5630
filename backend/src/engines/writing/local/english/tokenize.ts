/**
 * The one English word tokenizer of the rules (and of the comma rules): words with their inner apostrophes
 * ("don't", "it’s"), numbers with their inner "." or "," ("3.5", "1,000") and every other character that is not
 * a space, each with its offsets in the text.
 *
 * Not Intl.Segmenter: its word segments join letters and digits ("21st", "Q3"), underscores ("final_v2") and
 * letters around a full stop ("e.g"), which the rules read as separate tokens (154 of the 5,273 JFLEG dev and
 * realworld-dev texts tokenize differently).
 */

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  word: boolean;
}

const TOKEN = /[A-Za-z]+(?:['’][A-Za-z]+)*|\d+(?:[.,]\d+)*|[^\sA-Za-z\d]/g;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    out.push({
      text: m[0],
      lower: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
      word: /^[A-Za-z]/.test(m[0]),
    });
  }
  return out;
}
