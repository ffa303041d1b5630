import { type HindiLexicon, variantKey } from './hindi-lexicon';

/**
 * Hindi spelling correction with a dictionary that has no frequencies and no ranking of its own: the
 * candidates are the spellings a writer of Hindi actually confuses, each with a cost (a short vowel for a
 * long one is cheap, a different consonant is dear), and only a clear winner among the dictionary's words is
 * applied.
 */

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]';
const IS_CONSONANT = /^[\u0915-\u0939\u0958-\u095F]$/u;
const MATRAS = ['ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ै', 'ो', 'ौ'] as const;
const IS_MATRA = /^[\u093E-\u094C\u0962\u0963]$/u;
const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';

function pairKey(a: string, b: string): string {
  return a < b ? `${a}${b}` : `${b}${a}`;
}

/** Cost of writing one vowel sign for another ('' is the inherent a). */
const VOWEL_COST = new Map<string, number>([
  [pairKey('ि', 'ी'), 1],
  [pairKey('ु', 'ू'), 1],
  [pairKey('े', 'ै'), 1.5],
  [pairKey('ो', 'ौ'), 1.5],
  [pairKey('', 'ा'), 2],
  [pairKey('ा', 'ै'), 2],
  [pairKey('इ', 'ई'), 1],
  [pairKey('उ', 'ऊ'), 1],
  [pairKey('ए', 'ऐ'), 1.5],
  [pairKey('ओ', 'औ'), 1.5],
  [pairKey('अ', 'आ'), 2],
]);
/** Any other vowel sign for another. */
const OTHER_VOWEL = 2.5;

/** Consonants writers confuse (sibilants, retroflex and dental, b and v, the two n), each at cost 2. */
const CONSONANT_GROUPS = ['शषस', 'दड', 'तट', 'धढ', 'थठ', 'बव', 'नण'];
const CONSONANT_COST = 2;
/** ड/ड़ and ढ/ढ़ are different letters, but often written one for the other. */
const NUKTA_COST = 1.5;
/** A missing anusvara inside a word (सुदर for सुंदर; at the end of a word it is grammar: हमे, रखे) or one in the
 * wrong syllable (करेगें for करेंगे). */
const ANUSVARA_ADD = 2;
const ANUSVARA_MOVE = 1;
/** Writers leave nasalisation out far more often than they add it where it does not belong. */
const ANUSVARA_DROP = 2.5;

/**
 * Highest cost of a correction that is applied (a short vowel for a long one, an anusvara in the wrong
 * syllable), and the margin it must have over the next candidate. Dearer ones are only suggested: on Hindi
 * text from other sources a different consonant, ा or े/ै turned out to be mostly an English loan (कालम,
 * हैडर, लेब) or a rare word the dictionary lacks (पठन, आयत), not a misspelling.
 */
export const MAX_APPLIED_COST = 1;
export const MAX_SUGGESTED_COST = 2;
export const CLEAR_MARGIN = 1;
/** Candidates are searched up to this cost: the dearest suggestion and its rivals. */
const MAX_COST = MAX_SUGGESTED_COST + CLEAR_MARGIN;

export interface SpellingCandidate {
  word: string;
  cost: number;
}

/** The endings that mark gender, number and case (लड़का, लड़के, लड़की): changing one is grammar, not spelling. */
const INFLECTING = new Set(['', 'ा', 'ी', 'े']);

const UNIT = new RegExp(`${CONSONANT}${NUKTA}?|[^]`, 'gu');
const AKSHARA = new RegExp(`(?:${CONSONANT}${NUKTA}?${VIRAMA})*${CONSONANT}|[\\u0905-\\u0914]`, 'gu');
const LOAN_SHAPE = new RegExp(`^${CONSONANT}${NUKTA}?${VIRAMA}`, 'u');

/** The word's code points, with a consonant and its nukta kept together. */
function units(word: string): string[] {
  return word.normalize('NFC').match(UNIT) ?? [];
}

function isConsonant(u: string): boolean {
  return IS_CONSONANT.test(u[0]);
}

/** One edit away, each with its cost. */
export function singleEdits(word: string): SpellingCandidate[] {
  const u = units(word);
  const out: SpellingCandidate[] = [];
  const emit = (next: string[], cost: number) => out.push({ word: next.join(''), cost });
  // the last vowel of the word (before a final nasal sign)
  const last = u.length - (u.at(-1) === ANUSVARA || u.at(-1) === CHANDRABINDU ? 2 : 1);
  const inflection = (i: number, from: string, to: string) => i === last && INFLECTING.has(from) && INFLECTING.has(to);
  const replace = (i: number, s: string, del = 1) => [...u.slice(0, i), s, ...u.slice(i + del)];

  for (let i = 0; i < u.length; i++) {
    const c = u[i];
    const next = u[i + 1];
    // vowel signs: another sign, or none (the inherent a)
    if (IS_MATRA.test(c) && (MATRAS as readonly string[]).includes(c)) {
      for (const m of MATRAS) {
        if (m !== c && !inflection(i, c, m)) emit(replace(i, m), VOWEL_COST.get(pairKey(c, m)) ?? OTHER_VOWEL);
      }
      if (i > 0 && isConsonant(u[i - 1]) && !inflection(i, c, ''))
        emit(replace(i, ''), VOWEL_COST.get(pairKey(c, '')) ?? OTHER_VOWEL);
    }
    // the inherent a of a consonant: a vowel sign
    if (isConsonant(c) && next !== VIRAMA && !(next && IS_MATRA.test(next))) {
      for (const m of MATRAS) {
        if (!inflection(i, '', m))
          emit([...u.slice(0, i + 1), m, ...u.slice(i + 1)], VOWEL_COST.get(pairKey('', m)) ?? OTHER_VOWEL);
      }
    }
    // independent vowels
    for (const [a, b] of [
      ['इ', 'ई'],
      ['उ', 'ऊ'],
      ['ए', 'ऐ'],
      ['ओ', 'औ'],
      ['अ', 'आ'],
    ]) {
      if (c === a) emit(replace(i, b), VOWEL_COST.get(pairKey(a, b))!);
      if (c === b) emit(replace(i, a), VOWEL_COST.get(pairKey(a, b))!);
    }
    // consonants: ड/ड़, ढ/ढ़ and the confusable groups
    if (isConsonant(c)) {
      const base = c[0];
      if ('डढ'.includes(base)) emit(replace(i, c.length > 1 ? base : base + NUKTA), NUKTA_COST);
      for (const group of CONSONANT_GROUPS) {
        if (!group.includes(base) || c.length > 1) continue;
        for (const other of group) if (other !== base) emit(replace(i, other), CONSONANT_COST);
      }
    }
    // anusvara and chandrabindu: dropped, or moved to another syllable
    if (c === ANUSVARA || c === CHANDRABINDU) {
      const without = replace(i, '');
      out.push({ word: without.join(''), cost: ANUSVARA_DROP });
      for (const j of syllableEnds(without)) {
        if (j !== i) emit([...without.slice(0, j), c, ...without.slice(j)], ANUSVARA_MOVE);
      }
    }
  }
  // a missing anusvara, at the end of any syllable that has none
  if (!u.includes(ANUSVARA) && !u.includes(CHANDRABINDU)) {
    for (const j of syllableEnds(u)) if (j < u.length) emit([...u.slice(0, j), ANUSVARA, ...u.slice(j)], ANUSVARA_ADD);
  }
  return out.filter((c) => c.word !== word);
}

/** Positions where a nasal sign may follow: after a vowel sign, an independent vowel or a bare consonant. */
function syllableEnds(u: string[]): number[] {
  const ends: number[] = [];
  for (let i = 0; i < u.length; i++) {
    const c = u[i];
    const next = u[i + 1];
    if (next === ANUSVARA || next === CHANDRABINDU) continue;
    const vowel = /^[\u0905-\u0914]$/u.test(c) || (IS_MATRA.test(c) && c !== 'ृ');
    const bare = isConsonant(c) && next !== VIRAMA && !(next && IS_MATRA.test(next));
    if (vowel || bare) ends.push(i + 1);
  }
  return ends;
}

/** Every spelling within MAX_COST (one or two edits; one for a long word), cheapest first, the word left out. */
export function spellingVariants(word: string): SpellingCandidate[] {
  const best = new Map<string, number>();
  for (const first of singleEdits(word)) {
    if (first.cost < (best.get(first.word) ?? Infinity)) best.set(first.word, first.cost);
  }
  const twoEdits = aksharaCount(word) <= MAX_APPLIED_AKSHARAS;
  for (const [firstWord, firstCost] of twoEdits ? [...best.entries()] : []) {
    if (firstCost >= MAX_COST) continue;
    for (const second of singleEdits(firstWord)) {
      const cost = firstCost + second.cost;
      if (cost <= MAX_COST && cost < (best.get(second.word) ?? Infinity)) best.set(second.word, cost);
    }
  }
  best.delete(word.normalize('NFC'));
  return [...best.entries()]
    .filter(([, cost]) => cost <= MAX_COST)
    .map(([w, cost]) => ({ word: w, cost }))
    .sort((a, b) => a.cost - b.cost || a.word.localeCompare(b.word));
}

/** The dictionary's words among the variants, cheapest first (one entry per spelling variant key). */
export function spellingCandidates(word: string, lexicon: HindiLexicon): SpellingCandidate[] {
  const seen = new Set<string>([variantKey(word)]);
  return spellingVariants(word).filter((c) => {
    const key = variantKey(c.word);
    if (seen.has(key) || !lexicon.known(c.word)) return false;
    seen.add(key);
    return true;
  });
}

/** Noun and verb endings: a word is a form of a dictionary word when its stem + one of the bases is known. */
const INFLECTIONS: [ending: string, bases: string[]][] = [
  // nouns and adjectives: लड़की → लड़कियाँ, लड़का → लड़कों, लड़के, बात → बातें, माता → माताओं, अच्छा → अच्छी
  ['ियों', ['ी', 'ि', 'िया']],
  ['ियाँ', ['ी', 'ि', 'िया']],
  ['ियां', ['ी', 'ि', 'िया']],
  ['ओं', ['']],
  ['ों', ['', 'ा']],
  ['ाएँ', ['ा']],
  ['ाएं', ['ा']],
  ['एँ', ['']],
  ['एं', ['']],
  ['ें', ['']],
  ['े', ['ा']],
  ['ी', ['ा']],
  ['वाला', ['ना', '']],
  ['वाले', ['ना', '']],
  ['वाली', ['ना', '']],
  // verbs: stem + ना is the infinitive in the dictionary
  ['ता', ['ना']],
  ['ती', ['ना']],
  ['ते', ['ना']],
  ['तीं', ['ना']],
  ['ने', ['ना']],
  ['नी', ['ना']],
  ['कर', ['ना']],
  ['के', ['ना']],
  ['ूँगा', ['ना']],
  ['ूँगी', ['ना']],
  ['ूंगा', ['ना']],
  ['ूंगी', ['ना']],
  ['ऊँगा', ['ना']],
  ['ऊँगी', ['ना']],
  ['ऊंगा', ['ना']],
  ['ऊंगी', ['ना']],
  ['ेगा', ['ना']],
  ['ेगी', ['ना']],
  ['ेंगे', ['ना']],
  ['ेंगी', ['ना']],
  ['एगा', ['ना']],
  ['एगी', ['ना']],
  ['एँगे', ['ना']],
  ['एंगे', ['ना']],
  ['एँगी', ['ना']],
  ['एंगी', ['ना']],
  ['ोगे', ['ना']],
  ['ोगी', ['ना']],
  ['ओगे', ['ना']],
  ['ओगी', ['ना']],
  ['ें', ['ना']],
  ['एँ', ['ना']],
  ['एं', ['ना']],
  ['ूँ', ['ना']],
  ['ूं', ['ना']],
  ['ऊँ', ['ना']],
  ['ऊं', ['ना']],
  ['िए', ['ना']],
  ['इए', ['ना']],
  ['िये', ['ना']],
  ['इये', ['ना']],
  ['ो', ['ना']],
  ['ओ', ['ना']],
  ['ए', ['ना']],
  ['े', ['ना']],
  ['ा', ['ना']],
  ['ी', ['ना']],
  ['ीं', ['ना']],
  ['या', ['ना']],
  ['ये', ['ना']],
  ['यी', ['ना']],
  ['ई', ['ना']],
  ['ईं', ['ना']],
  ['', ['ना']],
];

/** The word, or a regular inflection of it, is in the dictionary (करूँगी from करना, किताबों from किताब). */
export function isKnownForm(word: string, lexicon: HindiLexicon): boolean {
  if (lexicon.known(word)) return true;
  for (const [ending, bases] of INFLECTIONS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if ([...stem].length < 2 || (ending === '' && !stem)) continue;
    if (bases.some((b) => lexicon.known(stem + b))) return true;
  }
  return false;
}

/** Syllables (aksharas): कि-म-त is 3, ऋ-षि-के-श is 4. */
export function aksharaCount(word: string): number {
  return word.normalize('NFC').match(AKSHARA)?.length ?? 0;
}

/** Longer words the dictionary lacks are mostly names, compounds and learned words: corrected only by suggestion. */
export const MAX_APPLIED_AKSHARAS = 3;

export type SpellingVerdict =
  | { kind: 'known' }
  | { kind: 'unknown'; candidates: SpellingCandidate[] }
  | { kind: 'correct'; to: string; cost: number; candidates: SpellingCandidate[] }
  | { kind: 'suggest'; to: string; cost: number; candidates: SpellingCandidate[] };

/**
 * What to do with one word: nothing when it (or a regular form of it) is in the dictionary; correct it when
 * one dictionary spelling is clearly the cheapest confusion of it; suggest the cheapest when two are close;
 * otherwise leave it (a name, a loanword or a form the dictionary lacks).
 */
export function judgeSpelling(word: string, lexicon: HindiLexicon): SpellingVerdict {
  let cache = verdicts.get(lexicon);
  if (!cache) verdicts.set(lexicon, (cache = new Map()));
  let verdict = cache.get(word);
  if (!verdict) {
    if (cache.size > 50_000) cache.clear();
    cache.set(word, (verdict = judge(word, lexicon)));
  }
  return verdict;
}

const verdicts = new WeakMap<HindiLexicon, Map<string, SpellingVerdict>>();

/** Longer "words" are no words (a run of marks, a pasted blob): judging them would cost seconds. */
const MAX_WORD_LENGTH = 24;

/** Words the dictionary lacks that are one edit away from one it has (ऊन "wool" is no उन, फीट "feet" no फिट). */
const MISSING_WORDS = new Set(['ऊन', 'फीट', 'फ़ीट', 'बोइंग']);

function judge(word: string, lexicon: HindiLexicon): SpellingVerdict {
  if (word.length > MAX_WORD_LENGTH) return { kind: 'unknown', candidates: [] };
  if (isKnownForm(word, lexicon) || MISSING_WORDS.has(word.normalize('NFC'))) {
    // the dictionary holds a few misspelled plurals (बिमारियों) whose singular it rightly lacks: when the singular
    // is clearly misspelled and the corrected plural is a dictionary word too, the plural is corrected
    const inflected = lexicon.known(word) ? inflectedCorrection(word, lexicon) : null;
    return inflected && lexicon.known(inflected.to) ? inflected : { kind: 'known' };
  }
  const candidates = spellingCandidates(word, lexicon);
  const [best, second] = candidates;
  if (!best || best.cost > MAX_APPLIED_COST) {
    const inflected = inflectedCorrection(word, lexicon);
    if (inflected) return inflected;
  }
  if (!best) return { kind: 'unknown', candidates };
  const clear = best.cost <= MAX_APPLIED_COST && (!second || second.cost - best.cost >= CLEAR_MARGIN);
  // a word that opens with two consonants is often an English loan (ब्रेड, स्टेशन), whose spellings vary
  const loanShape = LOAN_SHAPE.test(word.normalize('NFC')) && best.cost > 1;
  if (clear && !loanShape && aksharaCount(word) <= MAX_APPLIED_AKSHARAS)
    return { kind: 'correct', to: best.word, cost: best.cost, candidates };
  if (best.cost <= MAX_SUGGESTED_COST) return { kind: 'suggest', to: best.word, cost: best.cost, candidates };
  return { kind: 'unknown', candidates };
}

/** Plural endings only nouns have, with the endings of the singular they come from (बीमारियों from बीमारी); not
 * -ें or -एँ, which verbs have too (भूनें, जाएँ). */
const NOUN_PLURALS = INFLECTIONS.filter(([ending]) => /^(?:ियों|ियाँ|ियां|ओं|ों)$/u.test(ending));

/**
 * A plural the dictionary lacks, of a singular that is clearly misspelled: बिमारियों → बीमारियों because बिमारी is
 * बीमारी. The singular is judged (its length decides, not the plural's), and the correction is applied to the
 * stem the two share.
 */
function inflectedCorrection(
  word: string,
  lexicon: HindiLexicon,
): Extract<SpellingVerdict, { kind: 'correct' }> | null {
  for (const [ending, bases] of NOUN_PLURALS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if ([...stem].length < 2 || bases.some((base) => lexicon.known(stem + base))) continue;
    for (const base of bases) {
      const singular = judgeSpelling(stem + base, lexicon);
      if (singular.kind !== 'correct' || !singular.to.endsWith(base)) continue;
      const to = singular.to.slice(0, singular.to.length - base.length) + ending;
      return { kind: 'correct', to, cost: singular.cost, candidates: [{ word: to, cost: singular.cost }] };
    }
  }
  return null;
}

/**
 * ड and ढ after a vowel are ड़ and ढ़ in Hindi words (पेड़, सड़क, पढ़ना; ड stays at the start of a word,
 * after a nasal and in a cluster: डर, ठंडा, गड्ढा). The word with the dotted letters, when the dictionary
 * has it, even if it has the undotted one too (it holds a few such misspellings: सडक, पढने, थोडे). English
 * loans keep their ड (रोड, वीडियो, मीडिया): the dictionary has no dotted twin for them.
 */
/** English loans whose undotted spelling is also a Hindi word misspelled (मोड "mode" / मोड़ "turn"). */
const LOANS_WITH_D = new Set(['मोड', 'मोडों']);

export function nuktaDotForm(word: string, lexicon: HindiLexicon, previous?: string, next?: string): string | null {
  const nfc = word.normalize('NFC');
  if (/[ॉऑ]/u.test(nfc)) return null;
  const dotted = nfc.replace(
    new RegExp(`(?<=[\\u093E-\\u094C\\u0905-\\u0914]|${CONSONANT}(?![${VIRAMA}${NUKTA}]))([डढ])(?!${NUKTA})`, 'gu'),
    `$1${NUKTA}`,
  );
  if (dotted === nfc || !isKnownForm(dotted, lexicon)) return null;
  // a final ड is also the English d of a loan (रोड, कोड, पेड "paid"): dotted only next to a Hindi word
  // (पेड से, बड़ा पेड), not among loans (पेड लीव)
  const finalOnly = dotted === `${nfc}${NUKTA}`;
  if (finalOnly && LOANS_WITH_D.has(nfc)) return null;
  const hindi = (w?: string) => !!w && /^[\u0900-\u0963]+$/u.test(w) && isKnownForm(w, lexicon);
  if (finalOnly && !hindi(previous) && !hindi(next)) return null;
  // before a word shaped like an English loan (a leading cluster, ॉ: प्लान, स्टाफ़, कॉल) it is the loan too (पेड प्लान)
  const loan = (w?: string) => !!w && (LOAN_SHAPE.test(w.normalize('NFC')) || /[ॉऑ]/u.test(w));
  if (finalOnly && loan(next)) return null;
  return dotted;
}
