import { isKnownWord } from '../vocabulary';
import { pluralOf, tagsOf, verbBaseOf } from '../lexicon';
import { unigramCount } from '../ngrams';

/** Verb and noun forms: the base, the third person singular, the -ing form, the singular of a plural. */

/** The base form of a verb form, also with a prefix the lexicon lacks ("understood" → "understand"). */
export function baseOf(form: string): string | undefined {
  const direct = verbBaseOf(form);
  if (direct) return direct;
  for (let k = 2; k < form.length - 2; k++) {
    const root = verbBaseOf(form.slice(k));
    if (root && tagsOf(form.slice(0, k) + root).includes('VB')) return form.slice(0, k) + root;
  }
  return undefined;
}

/** The third person singular of a verb by its spelling ("teach" → "teaches", "try" → "tries"). */
export function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return verb.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return verb + 'es';
  return verb + 's';
}

/** The regular past of a verb by its spelling ("retry" → "retried", "sync" → "synced"). */
const regularPast = (verb: string) =>
  /[^aeiou]y$/.test(verb) ? verb.slice(0, -1) + 'ied' : /e$/.test(verb) ? verb + 'd' : verb + 'ed';

/**
 * A base verb the tagger lacks ("retry", "reboot"): the dictionary knows the word, its regular past and its
 * -s form. A noun has no past, so this stays silent on nouns the tagger lacks ("app", "chai").
 */
export function untaggedVerb(word: string): boolean {
  return (
    /^[a-z]{3,}$/.test(word) &&
    !/(ly|ing|ed|s)$/.test(word) &&
    tagsOf(word).length === 0 &&
    isKnownWord(word) &&
    isKnownWord(regularPast(word)) &&
    isKnownWord(thirdPerson(word))
  );
}

/** The third person singular of a base verb, when the lexicon knows it ("know" → "knows"). */
export function thirdPersonOf(base: string): string | undefined {
  const form = thirdPerson(base);
  if (tagsOf(form).includes('VBZ')) return form;
  // the lexicon lacks some -s forms as verbs ("cooks" only as a noun): a verb's regular form the dictionary knows
  return (tagsOf(base).some((t) => t === 'VB' || t === 'VBP') || untaggedVerb(base)) && isKnownWord(form)
    ? form
    : undefined;
}

/** The -ing form of a base verb, when the lexicon knows it ("hear" → "hearing", "plan" → "planning"). */
export function gerundOf(base: string): string | undefined {
  const candidates = /ie$/.test(base)
    ? [base.slice(0, -2) + 'ying']
    : /[^e]e$/.test(base)
      ? [base.slice(0, -1) + 'ing', base + 'ing']
      : [base + 'ing', base + base.slice(-1) + 'ing'];
  return candidates.find((f) => tagsOf(f).includes('VBG'));
}

/** The singular of a plural noun, when the lexicon knows it as a noun. */
export function singularOf(plural: string): string | undefined {
  const candidates = [plural.replace(/ies$/, 'y'), plural.replace(/es$/, ''), plural.replace(/s$/, '')];
  return candidates.find((c) => c !== plural && tagsOf(c)[0] === 'NN' && pluralOf(c) === plural);
}

/**
 * The plural of a noun, "-oes" where the lexicon's rule gives "-os" but "-oes" is the common spelling
 * ("potato" → "potatoes", "tomato" → "tomatoes"; "photo" → "photos", "video" → "videos" stay).
 */
export function nounPluralOf(noun: string): string {
  const plural = pluralOf(noun);
  if (!/[^aeiou]o$/.test(noun) || plural !== noun + 's') return plural;
  return unigramCount(noun + 'es') > 10 * Math.max(unigramCount(plural), 1) ? noun + 'es' : plural;
}
