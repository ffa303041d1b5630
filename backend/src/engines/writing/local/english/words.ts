import { isUncountable, tagsOf } from '../lexicon';
import type { Token } from './tokenize';

/** Word classes the rules share, read from the lexicon's tags. */

export const isWord = (t: Token | undefined): t is Token => !!t?.word;
export const lowerWord = (t: Token | undefined): t is Token => !!t?.word && t.text === t.lower;
export const first = (w: string) => tagsOf(w)[0] ?? '';
export const isAdjective = (w: string) => /^JJ/.test(first(w));

export const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
/** "I'm", "he's" … : a subject pronoun and a form of "be" in one token. */
export const BE_CONTRACTION = /^(i|you|we|they|he|she)['’](m|re|s)$/;

/** A capitalised word the lexicon does not know: a name ("Rajesh", "Varun"). */
export const isName = (t: Token | undefined): t is Token =>
  !!t?.word && /^[A-Z][a-z]+$/.test(t.text) && tagsOf(t.lower).length === 0;

/** "be", "have", "do" and the modals, with their negative contractions. */
export const AUXILIARIES =
  /^(is|are|am|was|were|have|has|had|will|would|can|could|should|must|might|may|do|does|did|don['’]t|doesn['’]t|didn['’]t|won['’]t|can['’]t|couldn['’]t|haven['’]t|hasn['’]t|aren['’]t|isn['’]t|wasn['’]t|weren['’]t)$/;

/**
 * A plural noun only, never a singular or a verb form: "cars", "companies", "students"; not "means", "times"
 * (also verbs), "news", "series" (singular) or "economics" (a subject).
 */
export function isPluralNounOnly(tok: Token | undefined): tok is Token {
  if (!tok?.word || !/^[a-z]+$/.test(tok.text) || /ics$/.test(tok.lower) || isUncountable(tok.lower)) return false;
  const tags = tagsOf(tok.lower);
  return tags[0] === 'NNS' && !tags.includes('NN') && !tags.includes('VBZ');
}

/**
 * Not followed by an apostrophe (a possessive, "the students' rooms") or by a word that can only be a noun
 * ("arms dealer"); a word that can also be a verb is the verb of a plural subject ("this companies use").
 */
export function endsNounPhrase(next: Token | undefined): boolean {
  if (!next) return true;
  if (/^['’]/.test(next.text)) return false;
  if (!next.word) return true;
  const tags = tagsOf(next.lower);
  return !(tags[0] ?? '').startsWith('NN') || tags.some((t) => t === 'VB' || t === 'VBP' || t === 'VBD');
}
