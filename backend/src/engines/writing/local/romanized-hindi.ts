import Sanscript from '@indic-transliteration/sanscript';
import { hindiDictionaryWords } from './hindi-lexicon';

/**
 * Hindi words as Indian writers spell them in Latin letters inside English ("garam masala", "bun maska", "my
 * nani's", "sev"): the words of the Hindi dictionary (Debian's hunspell-hi), transliterated with Sanscript
 * (ITRANS), then written the casual way: the final inherent vowel dropped ("garama" → "garam"), long vowels as
 * one letter or two ("nAnI" → "nani", "naanee"), nasals as "n", w and v both. About 33,000 spellings. A spelling
 * corrector that does not know them turns them into English neighbours ("gram", "mask", "nana"); the engine
 * leaves them as written where the text shows it is Indian (see protect.ts). Without hunspell-hi the set is
 * empty.
 */
let words: Set<string> | undefined;

/** Casual Latin spellings of one Devanagari word. */
export function casualSpellings(devanagari: string): string[] {
  const itrans = Sanscript.t(devanagari, 'devanagari', 'itrans')
    .replace(/\.N|M|\.n|~N|N/g, 'n')
    .replace(/\^|\.h|\.a/g, '')
    .replace(/Ch/g, 'chh')
    .replace(/RRi/g, 'ri')
    .replace(/\.D/g, 'd');
  const short = (s: string) => s.replace(/A/g, 'a').replace(/I/g, 'i').replace(/U/g, 'u').toLowerCase();
  const long = (s: string) => s.replace(/A/g, 'aa').replace(/I/g, 'ee').replace(/U/g, 'oo').toLowerCase();
  const out = new Set<string>();
  for (const form of [itrans.replace(/a$/, ''), itrans])
    for (const s of [short(form), long(form)]) {
      out.add(s);
      out.add(s.replace(/w/g, 'v'));
      out.add(s.replace(/v/g, 'w'));
    }
  return [...out].filter((s) => /^[a-z]{3,}$/.test(s));
}

function load(): Set<string> {
  const set = new Set<string>();
  try {
    for (const word of hindiDictionaryWords()) for (const s of casualSpellings(word)) set.add(s);
  } catch {
    set.clear(); // an unreadable dictionary: the engine works as without it (health reports hindi-spelling)
  }
  return set;
}

/** Builds the set (once, about 0.1 s). */
export function loadRomanizedHindi(): void {
  words ??= load();
}

/** True when `word` (lower case) is a Hindi dictionary word in casual Latin spelling. */
export function isRomanizedHindi(word: string): boolean {
  words ??= load();
  return words.has(word);
}
