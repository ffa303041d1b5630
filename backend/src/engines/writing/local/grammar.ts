import type { RawLint } from 'src/engines/writing/harper/harper-pool';
import type { ChangeCategory, TextChange } from 'src/engines/writing/writing-engine';
import { COMMON_MISSPELLINGS, REGULARISED_PASTS, listedMisspelling } from './misspellings';
import { tagsOf } from './lexicon';
import { isInLines, isSentenceStartAt } from './protect';
import { isIntroPhrase, isRequiredIntroComma } from './tidy';
import { isListedWord } from './english-wordlist';
import { dialectsDisagree, isCasualText, isIndianText, isKnownWord, isNameWord } from './vocabulary';
import { bigramCount, fit, logNext, logUnigram, unigramCount } from './ngrams';
import { subtitleCountLower, subtitleCount, wordScore } from './word-frequency';
import { isKeyboardSlip, isSplitPart, isTechnicalText, nearWords, takesNoPlural } from './spelling';
import { matchCase } from 'src/common/text';
import { SILENT_H } from './english/data/determiners';

/**
 * Turns Harper's lints into *safe* edits. Harper proposes; this module decides:
 * - spelling candidates are ranked by edit distance, word frequency and shape, not taken in Harper's order;
 * - a candidate that drops a negative prefix ("unhappy" → "happy") or splits a word into fragments
 *   ("diffrent" → "diff rent") is never applied;
 * - one pass only: edits never overlap and never build on each other, so no chain walks away from the
 *   original word;
 * - anything the engine is unsure of becomes a suggestion (listed in the explanation, not applied).
 */

/** Rules whose advice is a style preference, not a correction: neither applied nor suggested. */
const IGNORED_RULES = new Set([
  'OxfordComma',
  'NoOxfordComma',
  'UseEllipsisCharacter',
  'EllipsisLength',
  'BoringWords',
  'Dashes',
  'NumericRangeEnDash',
  'ExpandMinimum',
  // "config" and "roadmap" are the writer's words, not mistakes
  'ExpandConfiguration',
  'RoadMap',
  'AvoidCurses',
  'SpelledNumbers',
  'Regionalisms',
  'OrthographicConsistency',
  'QuoteSpacing',
  'UnclosedQuotes',
  'NationalCapitals',
  'WouldNeverHave',
  // "all of the money" and "all the money" are both right
  'CondenseAllThe',
]);

/**
 * Rules that are right often enough to point out but not to apply on their own. (Applied since they were
 * checked edit by edit on the JFLEG dev set: CompoundNouns "home work", OpenCompounds "Infact", ThereToTheir,
 * NounVerbConfusion "a great affect" (the noun only), Someone, Everybody, Therefore, Furthermore, Lots, DespiteOf.)
 */
const SUGGESTED_RULES = new Set([
  'MissingDeterminer',
  // "till date" is Indian English
  'TillDate',
  // "less any damages" (money for a loss): "damages" is right outside courts too
  'Damages',
  'MassNouns',
  'NeedToNoun',
  'QuiteQuiet',
  'ModalBeAdjective',
  'TheyToThem',
  'DisjointPrefixes',
  'AvoidAndAlso',
  'Excellent',
  'MissingPreposition',
  'MissingTo',
  'SingleBe',
  'ThenThan',
  'MergeWords',
  'WrongNegative',
  'Everyone',
  'VeryLess',
  'AllowTo',
  'MultipleSequentialPronouns',
  // "If you have pending claims" is not "If you're pending claims"
  'ProgressiveNeedsBe',
  // "Thanks for your kind words" is not "you're kind words"; the learner rules fix "your right about this"
  'YourPredicateAdjective',
  // each seen changing correct text (JFLEG references, the site's prose): "tried anything new" → "knew", "in may
  // parts" → "May", "studied it more in depth" → "in-depth", "this kind of activities" → "thing"; "want be" →
  // "won't be" where "want to be" was meant; and a style change to correct text ("not unusual" → "common")
  'PronounKnew',
  'Months',
  'InDemandInDepth',
  'ThisTypeOfThing',
  'WantBe',
  'LitotesDirectPositive',
  // seen on technical prose (1,507 README paragraphs): "a lot depends" → "a lot of depends"; the writer's
  // shorthand spelled out ("args" → "arguments", "dir" → "directory": every Expand… rule)
  'QuantifierNeedsOf',
  // "Whom should we blame?" is right: the checker reads the object of an inverted question as a subject
  'WhomSubjectOfVerb',
  // the MIT licence's "INCLUDING BUT NOT LIMITED TO THE WARRANTIES" is written without commas (README paragraphs)
  'IncludingButNotLimitedToPunctuation',
]);

/** The word before and the word after a lint, lower-cased ('' when there is none). */
function wordsAround(text: string, lint: RawLint): [string, string] {
  const prev = /([A-Za-z']+)[ \t]+$/.exec(text.slice(Math.max(0, lint.start - 40), lint.start))?.[1] ?? '';
  const next = /^[ \t]+([A-Za-z']+)/.exec(text.slice(lint.end, lint.end + 40))?.[1] ?? '';
  return [prev.toLowerCase(), next.toLowerCase()];
}

const NEGATIVE_PREFIX = /^(un|non|in|im|ir|il|dis|mis|anti|a)(?=[a-z]{3})/;

export interface GrammarEdit {
  start: number;
  end: number;
  before: string;
  after: string;
  rule: string;
  reason: string;
  category: ChangeCategory;
  applied: boolean;
  /**
   * A mark careful writers often leave out (a comma after "Also" or a long opening clause, before "but" or
   * "which"): applied only in a sentence the engine corrects for another reason, dropped elsewhere.
   */
  optional?: boolean;
}

export function categoryOf(lint: RawLint): ChangeCategory {
  switch (lint.kind) {
    case 'Spelling':
    case 'Typo':
      return 'spelling';
    case 'Capitalization':
      return 'capitalization';
    case 'Punctuation':
      return 'punctuation';
    case 'Formatting':
      return 'spacing';
    case 'Repetition':
      return 'repetition';
    case 'WordChoice':
    case 'Usage':
    case 'Eggcorn':
    case 'Malapropism':
    case 'Nonstandard':
    case 'Regionalism':
      return 'word_choice';
    case 'Style':
    case 'Readability':
    case 'Enhancement':
    case 'Redundancy':
      return 'clarity';
    default:
      return 'grammar';
  }
}

/** Optimal-string-alignment distance (adjacent transpositions count 1). */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => [i, ...new Array<number>(n).fill(0)]);
  for (let j = 1; j <= n; j++) d[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[m][n];
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** Consonants that spell one sound, which learners write for each other ("refuced", "scienses", "realise"). */
const SOUND_ALIKE = new Set(['cs', 'sc', 'ck', 'kc', 'sz', 'zs']);

function soundAlike(x: string, y: string): boolean {
  return SOUND_ALIKE.has(x + y);
}

/**
 * An edit distance weighted like learners' misspellings: a missing, extra or doubled letter or a swapped
 * pair costs 1 (a doubled letter 0.5), a wrong vowel or a consonant of the same sound (c/s, c/k, s/z) 0.7
 * ("deaply", "refuced"), a wrong consonant 1.5 ("alsow" is
 * "also" with an extra letter more likely than "allow" with a wrong one).
 */
export function typingDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const d: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  const indel = (s: string, i: number) => (i > 0 && s[i] === s[i - 1] ? 0.5 : 1);
  for (let i = 1; i <= m; i++) d[i][0] = d[i - 1][0] + indel(a, i - 1);
  for (let j = 1; j <= n; j++) d[0][j] = d[0][j - 1] + indel(b, j - 1);
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const x = a[i - 1];
      const y = b[j - 1];
      const sub = x === y ? 0 : (VOWELS.has(x) && VOWELS.has(y)) || soundAlike(x, y) ? 0.7 : 1.5;
      d[i][j] = Math.min(d[i - 1][j] + indel(a, i - 1), d[i][j - 1] + indel(b, j - 1), d[i - 1][j - 1] + sub);
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[m][n];
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Known words one edit away (deletes, transposes, replaces, inserts), for candidates Harper did not list. */
function knownEdits1(word: string): string[] {
  // about 54 candidates per letter: each is looked up at once and only known words are kept (`word` is lower
  // case, so the candidates are too)
  const out = new Set<string>();
  const keep = (w: string) => {
    if (w.length > 1 && subtitleCountLower(w) >= 50) out.add(w);
  };
  for (let i = 0; i <= word.length; i++) {
    const l = word.slice(0, i);
    const r = word.slice(i);
    const rest = r.slice(1);
    if (r) keep(l + rest);
    if (r.length > 1) keep(l + r[1] + r[0] + r.slice(2));
    for (const c of ALPHABET) {
      if (r && c !== r[0]) keep(l + c + rest);
      keep(l + c + r);
    }
  }
  out.delete(word);
  return [...out];
}

/** Weights of the spelling-candidate score (tuned on the JFLEG dev set, see bench/). */
export const SPELLING_WEIGHTS = {
  distance: 2.2,
  firstLetter: 0.8,
  harper: 0.3,
  margin: 0.9,
  /** Extra margin for words of five letters or fewer, which have many neighbours ("turm": turn or term?). */
  shortMargin: 0.8,
  capital: 1.5,
  maxRatio: 3,
  /** Weight of the context gain (log10 word-pair evidence) against log10 word frequency. */
  context: 2.5,
  /** A candidate two or more edits away must be at least this common (SUBTLEX count), else it is a guess. */
  rareCount: 100,
  /** A one-edit candidate without a clear margin is still applied when its neighbours confirm it this much. */
  confirmGain: -0.5,
  /** …and a lead of at least this much over the next candidate. */
  confirmMargin: 0.4,
  /** Words at least this long also get the common words up to farDistance (typingDistance) away. */
  farLength: 6,
  farDistance: 2.5,
  /** Penalty of a candidate found only by that wider search (neither offered by the checker nor one edit away). */
  far: 1.5,
  /** …which is applied only up to this typingDistance. */
  farSure: 2,
  /** Book occurrences (ngrams.ts) worth one subtitle occurrence when judging how common a word is. */
  booksPerSubtitle: 30_000,
};

/** The words on either side of a span, when only spaces separate them from it. */
export interface WordContext {
  prev?: string;
  next?: string;
}

export function contextOf(text: string, start: number, end: number): WordContext {
  const prev = /([A-Za-z']+)[ \t]+$/.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const next = /^[ \t]+([A-Za-z']+)/.exec(text.slice(end, end + 40))?.[1];
  return { prev, next };
}

/**
 * How much more likely a candidate is between these neighbours than on its own (log10). A split ("old age")
 * is measured against its words taken apart: a pair that books write less often than its words would give
 * loses by that much, one they write more often gains nothing (a split must win by its neighbours).
 */
function contextGain(candidate: string, context: WordContext): number {
  if (!context.prev && !context.next) return 0;
  const parts = candidate.split(/\s+/);
  let inner = 0;
  for (let i = 1; i < parts.length; i++) inner += Math.min(0, logNext(parts[i - 1], parts[i]) - logUnigram(parts[i]));
  return fit(context.prev, candidate, context.next) - fit(undefined, candidate, undefined) + inner;
}

interface Candidate {
  /** log10 gain of the candidate between its neighbours (0 without neighbours). */
  gain: number;
  fromHarper: boolean;
  text: string;
  score: number;
  distance: number;
}

/** Short words a word run together may split into ("inmany" → "in many", "arisky" → "a risky"). */
const SHORT_PARTS = new Set([
  'a',
  'i',
  'an',
  'to',
  'of',
  'in',
  'on',
  'at',
  'be',
  'is',
  'it',
  'we',
  'my',
  'do',
  'no',
  'so',
]);

/** Short words the checker's own splits may also give ("upto" → "up to", "asif" → "as if"). */
const SPLIT_PARTS = new Set([...SHORT_PARTS, 'up', 'me', 'he', 'by', 'as', 'or', 'us', 'go']);

/** A split is acceptable only when every part is a common word ("alot" → "a lot"), never fragments. */
function isSafeSplit(problem: string, candidate: string): boolean {
  const parts = candidate.split(/[\s-]+/);
  if (parts.join('').toLowerCase() !== problem.toLowerCase()) return false;
  return parts.every((p) => (p.length >= 3 || SPLIT_PARTS.has(p.toLowerCase())) && subtitleCount(p) >= 20000);
}

export function flipsMeaning(problem: string, candidate: string): boolean {
  const p = problem.toLowerCase();
  const c = candidate.toLowerCase();
  const m = NEGATIVE_PREFIX.exec(p);
  if (!m) return false;
  return !c.startsWith(m[1]) && c.length < p.length; // "unhappyness" → "happiness" drops the negation
}

/** Ranks spelling candidates; returns the best and whether it is safe to apply. */
export function rankSpelling(
  problem: string,
  suggestions: string[],
  context: WordContext = {},
): { best?: string; confident: boolean } {
  const lower = problem.toLowerCase();
  const pool = new Map<string, Candidate>();
  const consider = (raw: string, fromHarper: boolean, split = false) => {
    const text = raw;
    const key = text.toLowerCase();
    if (!key || key === lower || pool.has(key)) return;
    if (/[\s-]/.test(text) && !split && !isSafeSplit(problem, text)) return;
    if (flipsMeaning(problem, text)) return;
    if (/'/.test(text) && !/'/.test(problem) && !/^\w+n't$|^\w+'(s|re|ve|ll|d|m)$/i.test(text)) return;
    const distance = editDistance(lower, key.replace(/\s/g, ' '));
    const freq = /\s/.test(text) ? Math.min(...text.split(/\s+/).map(wordScore)) : wordScore(text);
    let score = freq - SPELLING_WEIGHTS.distance * typingDistance(lower, key);
    if (key[0] === lower[0] || (key[0] === lower[1] && key[1] === lower[0])) score += SPELLING_WEIGHTS.firstLetter;
    if (fromHarper) score += SPELLING_WEIGHTS.harper;
    if (/^[A-Z]/.test(text) && !/^[A-Z]/.test(problem)) score -= SPELLING_WEIGHTS.capital; // do not turn a word into a name
    const gain = contextGain(text, context);
    score += SPELLING_WEIGHTS.context * gain;
    pool.set(key, { text, score, distance, fromHarper, gain });
  };
  // a case-only fix ("italian" → "Italian") is the right candidate whenever the checker offers it (a British
  // spelling never reaches here: it is a known word, see vocabulary.ts)
  const preferred = suggestions.find((s) => s.toLowerCase() === lower);
  // …when the dictionaries or the name lexicons know that capitalised form ("Italian", "Monday"); a term of the
  // trade the checker capitalises ("hunspell" → "Hunspell") is the writer's
  if (preferred && preferred !== problem && (isKnownWord(preferred) || isNameWord(preferred)))
    return { best: preferred, confident: true };
  // a misspelling that the maintained list knows, with its one correction, when that correction is right in
  // every dialect ("critism" → "criticism", "definelty" → "definitely"; not "colur" → "color")
  // (no ending the writer did not write: "sacrifise" is listed as "sacrifices")
  const listed = listedMisspelling(lower);
  if (
    listed &&
    sameEnding(lower, listed.toLowerCase()) &&
    listed.split(/\s+/).every((w) => isKnownWord(w) && !dialectsDisagree(w)) &&
    editDistance(lower, listed.toLowerCase()) <= 3 &&
    !flipsMeaning(problem, listed)
  )
    return { best: listed, confident: true };
  suggestions.forEach((s) => consider(s, true));
  if (lower.length >= 3 && /^[a-z]+$/.test(lower)) knownEdits1(lower).forEach((s) => consider(s, false));
  // two words run together ("inmany" → "in many", "thirdworld" → "third world"): one edit, a space
  // (each part a common dictionary word, of three letters or more or one of the short words a split may give)
  if (lower.length >= 5 && /^[a-z]+$/.test(lower)) {
    for (let i = 1; i < lower.length; i++) {
      const parts = [lower.slice(0, i), lower.slice(i)];
      // a doubled letter at the joint is more likely a slip than a word boundary ("donnot" is no "don not");
      // books write the two words together ("a risky", "old age"; not "noring" → "no ring", "habitats" →
      // "habit ants"); and no article follows an article ("a arisky plan" is no "a a risky plan")
      const article = /^(?:a|an|the)$/.test(parts[0]) && /^(?:a|an|the)$/i.test(context.prev ?? '');
      if (
        parts.every(isCommonPart) &&
        parts[0].at(-1) !== parts[1][0] &&
        bigramCount(parts[0], parts[1]) > 0 &&
        !article
      )
        consider(`${problem.slice(0, i)} ${problem.slice(i)}`, false, true);
    }
  }
  const ranked = [...pool.values()].sort((a, b) => b.score - a.score);
  // a word the writer ended in "s" keeps its plural when the plural of the winner is a candidate too: the
  // singular leaves the race ("probles": "problems", not "problem" because "the problem" is a commoner pair)
  const plural = ranked[0] && /[^sui]s$/.test(lower) && pool.get(`${ranked[0].text.toLowerCase()}s`);
  if (plural && plural.distance <= ranked[0].distance) ranked.shift();
  const near = decide(lower, ranked);
  // learners' words two slips away that neither the checker nor one edit finds ("inviroment", "cigarrets",
  // "proffeser"): common dictionary words, which must beat every nearer candidate clearly
  if (lower.length < SPELLING_WEIGHTS.farLength || !/^[a-z]+$/.test(lower)) return near;
  const far: Candidate[] = [];
  for (const word of nearWords(lower, typingDistance, SPELLING_WEIGHTS.farDistance)) {
    if (pool.has(word)) continue;
    const before = pool.size;
    consider(word, false);
    if (pool.size === before) continue;
    const c = pool.get(word)!;
    c.score -= SPELLING_WEIGHTS.far;
    far.push(c);
  }
  const [bestFar] = far.sort((a, b) => b.score - a.score);
  if (!bestFar || (ranked[0] && bestFar.score <= ranked[0].score)) return near;
  const margin = ranked[0] ? bestFar.score - ranked[0].score : Infinity;
  const rival = far[1] ? bestFar.score - far[1].score : Infinity;
  const first = bestFar.text[0];
  // the first letter kept, or one vowel for another ("inviroment" → "environment", "immergent" → "emergent")
  const start = first === lower[0] || (VOWELS.has(first) && VOWELS.has(lower[0]) && lower.length >= 7);
  const confident =
    start &&
    Math.min(margin, rival) >= SPELLING_WEIGHTS.margin &&
    typingDistance(lower, bestFar.text) <= SPELLING_WEIGHTS.farSure &&
    bestFar.distance <= 3 &&
    commonness(bestFar.text) >= SPELLING_WEIGHTS.rareCount &&
    (!/[^sui]s$/.test(lower) || /s$/.test(bestFar.text)) &&
    isKnownWord(bestFar.text);
  return { best: bestFar.text, confident };
}

/** Verbs followed by the preposition "to" (a noun after it, not a verb): "lead to", "contribute to". */
const PREPOSITIONAL_TO_VERBS =
  /^(?:lead|leads|led|leading|contribute[sd]?|contributing|amount(?:s|ed)?|relate[sd]?|refer(?:s|red)?|belong(?:s|ed)?|react(?:s|ed)?|respond(?:s|ed)?|switch(?:es|ed)?|add(?:s|ed)?|compare[sd]?|object(?:s|ed)?|adapt(?:s|ed)?|listen(?:s|ed)?|point(?:s|ed)?|return(?:s|ed)?|turn(?:s|ed)?|move[sd]?|give[sn]?|gave|attribute[sd]?|owe[sd]?)$/;

/** True unless `fix` adds an inflection that `word` lacks, or drops one it has (-s, -ed, -ing). */
function sameEnding(word: string, fix: string): boolean {
  const ending = (w: string) => (/ing$/.test(w) ? 'ing' : /[^s]s$/.test(w) ? 's' : /ed$/.test(w) ? 'ed' : '');
  const [a, b] = [ending(word), ending(fix)];
  return a === b || (!a && !b) || (a === 'ed' && /[dt]$/.test(fix)) || (b === 'ed' && /d$/.test(word));
}

const IRREGULAR_PLURALS = new Set(['people', 'children', 'women', 'men', 'feet', 'teeth', 'mice', 'geese']);

/**
 * How common a word is, as a count of the film subtitles: words of essays and reports that films rarely say
 * ("knowledgeable", "criticism") count by the books, at the subtitles' scale (1 in 30,000 of the book count).
 */
function commonness(word: string): number {
  return Math.max(subtitleCount(word), unigramCount(word) / SPELLING_WEIGHTS.booksPerSubtitle);
}

/** Whether the best of the checker's and the one-edit candidates is safe to apply. */
function decide(lower: string, ranked: Candidate[]): { best?: string; confident: boolean } {
  const [best, second] = ranked;
  if (!best) return { confident: false };
  const margin = second ? best.score - second.score : Infinity;
  const first = best.text[0].toLowerCase();
  const sameStart = first === lower[0];
  // learners write one vowel for another at the start too ("inviroment" → "environment"), in long words
  const vowelStart = VOWELS.has(first) && VOWELS.has(lower[0]) && lower.length >= 7 && best.distance <= 2;
  const closeEnough =
    best.distance <= 1 ||
    vowelStart ||
    (sameStart && best.distance <= Math.max(2, Math.floor(lower.length / SPELLING_WEIGHTS.maxRatio)));
  // a plural that would lose its "s" ("tims" → "time") is probably another word
  // (an irregular plural keeps it: "peples" → "people"; an adjective has none: "diferents foods" → "different";
  // a misplaced "s" is still there: "thoes" → "those")
  const keepsPlural =
    !/[^sui]s$/.test(lower) ||
    /s$/i.test(best.text) ||
    [...lower].sort().join('') === [...best.text.toLowerCase()].sort().join('') ||
    IRREGULAR_PLURALS.has(best.text.toLowerCase()) ||
    takesNoPlural(best.text); // not "becaus", "thi"s
  // short words have many neighbours ("turm": turn or term?): they need a clearer winner
  const needed = lower.length <= 5 ? SPELLING_WEIGHTS.margin + SPELLING_WEIGHTS.shortMargin : SPELLING_WEIGHTS.margin;
  // a narrow winner is enough when the words around it confirm it (it forms a known word pair with one of them)
  // (still ahead of the next candidate by a little: "its tast bad" is no clearer "vast" than "last" or "taste")
  const confirmed =
    best.gain > SPELLING_WEIGHTS.confirmGain && best.distance <= 1 && margin >= SPELLING_WEIGHTS.confirmMargin;
  // learners misspell common words: a rare word two or more edits away ("axcedant" → "ascendant") is a guess
  const bestCount = Math.min(...best.text.split(/\s+/).map(commonness));
  // and a short word two edits from any word ("nginx" → "nine") is more likely a name or a term than a typo
  const plausible = best.distance < 2 || (bestCount >= SPELLING_WEIGHTS.rareCount && lower.length >= 6);
  const confident = lower.length >= 3 && closeEnough && keepsPlural && plausible && (margin >= needed || confirmed);
  return { best: best.text, confident };
}

/** A slip of the fingers corrected in technical text: two letters swapped, or one slip in a word of six letters or more. */
/** A common dictionary word, of three letters or more or one of the short words a split may give. */
const isCommonPart = (p: string) => (p.length >= 3 || SHORT_PARTS.has(p)) && isKnownWord(p) && isSplitPart(p);

/** True for a lower-case word of six letters or more that is two common words of three letters or more run together. */
function isRunTogether(word: string): boolean {
  if (!/^[a-z]{6,}$/.test(word)) return false;
  for (let i = 3; i <= word.length - 3; i++)
    if (isCommonPart(word.slice(0, i)) && isCommonPart(word.slice(i))) return true;
  return false;
}

function isTechnicalSlip(before: string, after: string): boolean {
  if (!isKeyboardSlip(before, after)) return false;
  const swapped =
    before.length === after.length &&
    editDistance(before.toLowerCase(), after.toLowerCase()) === 1 &&
    [...before.toLowerCase()].sort().join('') === [...after.toLowerCase()].sort().join('');
  return before.length >= 6 || (swapped && before.length >= 4);
}

/** What to do with one lint: the replacement and whether it is applied; undefined leaves the lint out. */
type Choice = { after: string; applied: boolean } | undefined;

/** The curated correction of a common misspelling or a regularised past ("buyed"), read in context. */
function curatedFix(text: string, lint: RawLint, before: string): string | undefined {
  let curated = COMMON_MISSPELLINGS[before.toLowerCase()];
  // "he/she/it dont" → "doesn't", not "don't"
  if (curated === "don't" && /\b(he|she|it)\s+$/i.test(text.slice(Math.max(0, lint.start - 8), lint.start))) {
    curated = "doesn't";
  }
  const regularised = REGULARISED_PASTS[before.toLowerCase()];
  if (regularised && !curated) {
    const participle = /\b(have|has|had|having|be|been|being|is|are|was|were|am|get|got)\s+(?:\w+ly\s+)?$/i.test(
      text.slice(Math.max(0, lint.start - 24), lint.start),
    );
    curated = participle ? regularised[1] : regularised[0];
  }
  return curated;
}

/** A spelling lint: the checker's candidates ranked in context; names, codes and quoted words are left alone. */
/**
 * A lower-case word no dictionary knows that is still plainly meant: an abbreviation with no vowel ("cwd",
 * "tcp"), two common words run together ("charset", "sourcemap", "changeset"), or a known word with a prefix
 * or an ending ("undecoded", "catchable", "middlewares"). Correcting these made other words ("charset" →
 * "charge", "undecoded" → "undecided"); they are left to the writer, with the suggestion shown.
 */
export function isIntendedWord(word: string, suggestion: string): boolean {
  const w = word.toLowerCase();
  const fix = suggestion.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return false;
  if (!/[aeiouy]/.test(w)) return true;
  // a known word with a whole ending the dictionaries lack on it, which the fix takes off ("browserify",
  // "modularize", "pinnable": a word made on purpose, not "browser", "modular", "pin")
  if (w.startsWith(fix) && /^(?:ify|ize|ise|able|ible|ness|less|ment|ful)$/.test(w.slice(fix.length))) return true;
  // two words run together, when the fix is two or more letters away ("charset" → "charge"); a slip one letter
  // away is a typo even where its halves are words ("allready", "importand", "wonderfull")
  if (editDistance(w, fix) >= 2 && fix.replace(/[\s-]/g, '') !== w) {
    for (let i = 3; i <= w.length - 3; i++) {
      const [a, b] = [w.slice(0, i), w.slice(i)];
      if (isKnownWord(a) && isKnownWord(b) && unigramCount(a) >= 5_000_000 && unigramCount(b) >= 5_000_000) return true;
    }
  }
  // a prefix or an ending on a known word, when the fix does not keep that word ("undecoded" → "undecided",
  // "catchable" → "watchable"; but "valueable" → "valuable", "problemes" → "problems" keep it)
  // (the word must be a common one: "consed" + "er" is no derivation of "conseder")
  const keeps = (base: string) => fix.includes(base.replace(/e$/, '')) || unigramCount(base) < 200_000;
  const prefix =
    /^(un|de|re|pre|non|sub|multi|inter|over|under|co|anti|auto|micro|post|semi|super|dis|mis)(.{5,})$/.exec(w);
  if (prefix && isKnownWord(prefix[2]) && !keeps(prefix[2])) return true;
  const ending = /^(.{4,}?)(able|ible|ers|er|less|ness|ful|es|s)$/.exec(w);
  if (!ending) return false;
  const base = isKnownWord(ending[1]) ? ending[1] : isKnownWord(ending[1] + 'e') ? ending[1] + 'e' : '';
  // no plural of a plural: "acess" is no "aces" + "s"
  if (/^e?s$/.test(ending[2]) && /s$/.test(base)) return false;
  return !!base && !keeps(base);
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** isIndianText of the last text asked about (every spelling lint of a text asks the same). */
let lastIndian: { text: string; indian: boolean } | undefined;
function indianText(text: string): boolean {
  if (lastIndian?.text !== text) lastIndian = { text, indian: isIndianText(text) };
  return lastIndian.indian;
}

/** The line around `at` is a title in title case: three or more longer words, nearly all capitalised. */
function titleCaseLine(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const words = text.slice(start, end < 0 ? undefined : end).match(/[A-Za-z][A-Za-z'’]{3,}/g) ?? [];
  const capitals = words.filter((w) => /^[A-Z]/.test(w)).length;
  return words.length >= 3 && capitals >= words.length - 1 && capitals >= 3;
}

function spellingChoice(text: string, lint: RawLint, before: string): Choice {
  if (/^[A-Z0-9]{2,}$/.test(before) || /\d/.test(before) || /[@/#_]/.test(before)) return undefined; // acronyms, codes, handles
  // a possessive of a misspelt word ("the authour's view"): the word is corrected and keeps its "'s"
  const possessive = /^([A-Za-z]{4,})(['’]s)$/.exec(before);
  // ("Ammi's hands": a capitalised word no dictionary knows, with its "'s", is someone's name)
  if (possessive && /^[A-Z][a-z]+$/.test(possessive[1]) && !isKnownWord(possessive[1].toLowerCase())) return undefined;
  if (possessive && !isKnownWord(possessive[1]) && !isKnownWord(possessive[1].toLowerCase())) {
    const end = lint.start + possessive[1].length;
    const suggestions = lint.suggestions
      .filter((s) => s.kind === 0 && /['’]s$/.test(s.text))
      .map((s) => ({ ...s, text: s.text.slice(0, -2) }));
    const choice = spellingChoice(text, { ...lint, end, suggestions }, possessive[1]);
    return choice && { ...choice, after: choice.after + possessive[2] };
  }
  if (/['’]/.test(before)) return undefined; // "do's and don'ts": the checker does not know these forms
  if (/^[a-z]{2,}js$/i.test(before)) return undefined; // "phantomjs", "expressjs": a JavaScript package
  // the first part of a compound, a prefix the dictionaries lack alone ("eco-certification", "agri-tech")
  if (/^[A-Za-z]{1,5}$/.test(before) && /^-[A-Za-z]/.test(text.slice(lint.end))) return undefined;
  if (/^(etc|vs|eg|ie|ok|okay)$/i.test(before)) return undefined; // abbreviations the checker does not know
  // a short capitalised word with a full stop is an abbreviation ("Emp. ID", "Mgr. Sales"), not a slip
  if (/^[A-Z][a-z]{1,3}$/.test(before) && text[lint.end] === '.' && /^\.[ \t]*[A-Z0-9]/.test(text.slice(lint.end)))
    return undefined;
  if (/[a-z][A-Z]/.test(before)) return undefined; // "huThis", "iPhone": a code or a brand, not a misspelling
  if (/["“]$/.test(text.slice(0, lint.start)) && /^["”]/.test(text.slice(lint.end))) return undefined; // a quoted "word" is meant
  const ranked = rankSpelling(
    before,
    lint.suggestions.filter((s) => s.kind === 0).map((s) => s.text),
    contextOf(text, lint.start, lint.end),
  );
  if (!ranked.best) return undefined;
  const after = matchCase(before, ranked.best);
  let applied = ranked.confident;
  if (/^[a-z]/.test(before) && isIntendedWord(before, after)) applied = false;
  // a rare word that is right ("annum", "yorker", "coupler", "verandahs"): the large word lists know it
  if (isListedWord(before)) applied = false;
  // writers rarely get a word's first letter wrong: a fix that changes it ("zod" → "nod", "globby" → "lobby") is a
  // guess at a name or a term, unless the word is long ("anderstand") or the fix a very common word ("hte" → "the")
  if (
    applied &&
    /^[a-z]/.test(before) &&
    before[0] !== after[0]?.toLowerCase() &&
    before.length < 7 &&
    unigramCount(after.toLowerCase()) < 300_000_000 &&
    listedMisspelling(before.toLowerCase()) !== after.toLowerCase()
  )
    applied = false;
  // two everyday words written as one ("autopay", "supertest"): a compound or a product's name, not a slip; only its
  // split ("alot" → "a lot"), a listed misspelling ("wellcome") or a very common word ("importand" → "important")
  // is applied
  if (
    applied &&
    unigramCount(after.toLowerCase()) < 5_000_000 &&
    after.replace(/\s+/g, '').toLowerCase() !== before.toLowerCase() &&
    listedMisspelling(before.toLowerCase()) !== after.toLowerCase() &&
    isRunTogether(before)
  )
    applied = false;
  // a word that is no slip of the fingers nor a listed misspelling may be what the writer typed on purpose:
  // - in a plainly Indian text, a word no dictionary knows is more likely Indian ("panchnama", "salna");
  // - a correction two or more letters shorter that keeps little of the word's start would lose a term or a
  //   borrowed word ("thylakoid" → "thyroid", "bhutta" → "butt"; "definication" → "definition" is a slip)
  if (
    applied &&
    !isKeyboardSlip(before, after) &&
    listedMisspelling(before.toLowerCase()) !== after.toLowerCase() &&
    ((/^[a-z]/.test(before) && indianText(text)) ||
      (before.length - after.length >= 2 && commonPrefix(before.toLowerCase(), after.toLowerCase()) < 5))
  )
    applied = false;
  // a capitalised word of two or three letters no dictionary knows is an abbreviation ("Avl Bal", "Amt", "Qty")
  if (/^[A-Z][a-z]{1,2}$/.test(before)) applied = false;
  // a headline in title case ("Sensex Ends 412 Points Higher"): its capitalised words are names and terms
  if (/^[A-Z]/.test(before) && titleCaseLine(text, lint.start)) applied = false;
  // in technical writing an unknown word is a package, a command or a term ("globby", "yargs", "libc",
  // "supertest"): only a slip of the fingers in a longer word is corrected there ("dedciated", "specifed")
  if (applied && isTechnicalText(text) && !isTechnicalSlip(before, after)) applied = false;
  // a capital the checker adds to a word no dictionary or name list knows is a guess ("hunspell")
  if (after !== before && after.toLowerCase() === before.toLowerCase() && !isKnownWord(after) && !isNameWord(after))
    applied = false;
  // a name written in lower case is a name ("my name is anil", "priya sharma"): never made a word ("nail",
  // "shame"); the list of common misspellings decides first ("thier" is no name)
  if (/^[a-z]/.test(before) && after.toLowerCase() !== before.toLowerCase() && isNameWord(before)) applied = false;
  // a lower-case word made into another, capitalised one is a name or a demonym the dictionaries lack
  // ("kashmiri chilli" → "Kashmir", "rahul" → "Raul"): suggest it, never change it
  if (/^[a-z]/.test(before) && /^[A-Z]/.test(after) && after.toLowerCase() !== before.toLowerCase()) applied = false;
  // a capitalised word the dictionaries do not know is probably a name ("Aditi", "Kashmiri"), also at the
  // start of a sentence: suggest, never change it (curated misspellings such as "Becuase" are applied above)
  // Only a word that is no known name, corrected into a lower-case dictionary word one edit away (or a long
  // word), is changed there ("Afther" → "After", "Furethermore" → "Furthermore"; never "Kashmiri" →
  // "Kashmir", "Ravi" → "Rave" or "Aditi" → "Admit").
  if (/^[A-Z]/.test(before) && after.toLowerCase() !== before.toLowerCase()) {
    const close = before.length >= 8 || editDistance(before.toLowerCase(), after.toLowerCase()) <= 1;
    // "Chidi is investigating", "Rohan and I": a capitalised word before a verb or "and" is a subject, a name
    const next = wordsAround(text, lint)[1];
    // …unless it is one letter from a long common word that no name is close to ("Techology has grown"), or
    // two from a very common one ("Gouverment will try")
    const apart = editDistance(before.toLowerCase(), after.toLowerCase());
    const longWord =
      ((before.length >= 8 && apart <= 1) || (before.length >= 10 && apart <= 2 && subtitleCount(after) >= 1000)) &&
      subtitleCount(after) >= 200 &&
      after.slice(1) === after.slice(1).toLowerCase();
    // "Bunty, please pick up …": a capitalised word before a comma is a name called, unless the fix is a word
    // that opens sentences that way ("Howver," → "However,")
    const called =
      text[lint.end] === ',' &&
      !/^(?:however|therefore|moreover|furthermore|meanwhile|besides|nevertheless|otherwise|finally|firstly|secondly|lastly|also|yesterday|today|tomorrow|unfortunately|fortunately|actually|basically|honestly|anyway)$/i.test(
        after,
      ) &&
      !/ly$/i.test(after);
    const subject =
      called || (!longWord && (/^(?:and|or|&|'s)$/i.test(next) || /^(?:VBZ|VBD|VBP|MD)$/.test(tagsOf(next)[0] ?? '')));
    const safe = close && !subject && !isNameWord(before) && isKnownWord(after.toLowerCase());
    applied &&= safe && isSentenceStartAt(text, lint.start);
  }
  return { after, applied };
}

/**
 * The correction of a lower-case unknown word opening a sentence that the checker only capitalised: a sure
 * slip of the fingers in a word of four letters or more ("whlie" → "While"), else undefined.
 */
function startSpelling(text: string, lint: RawLint, before: string): string | undefined {
  if (!/^[a-z]{4,}$/.test(before)) return undefined;
  const choice = spellingChoice(text, { ...lint, suggestions: [] }, before);
  if (!choice?.applied || !isKeyboardSlip(before, choice.after) || !isKnownWord(choice.after)) return undefined;
  return choice.after[0].toUpperCase() + choice.after.slice(1);
}

/** Any other lint: Harper's first suggestion, held back where the context makes it doubtful. */
function lintChoice(
  text: string,
  lint: RawLint,
  before: string,
  first: RawLint['suggestions'][number],
  applied: boolean,
): Choice {
  let after = first.kind === 1 ? '' : first.kind === 2 ? before + first.text : first.text;
  // the checker gives "AN" for a sentence's "A": one capital letter is a capitalised word, not an acronym
  if (/^[A-Z]$/.test(before) && /^[A-Z]{2,}$/.test(after)) after = after[0] + after.slice(1).toLowerCase();
  const [prevWord, nextWord] = wordsAround(text, lint);
  // "it's friday", "it's time": "it's" before a day, a month or a time word is "it is", not the possessive
  if (
    /^it['’]s$/i.test(before) &&
    /^its$/i.test(after) &&
    /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tonight|tomorrow|time|late|early|noon|midnight|weekend|holiday)$/.test(
      nextWord,
    )
  )
    return undefined;
  // a line's indentation (a stack trace, JSON, a nested list) is the writer's, not a double space
  if (lint.rule === 'Spaces' && (lint.start === 0 || text[lint.start - 1] === '\n')) return undefined;
  // "eslint ." in quotes: the dot is the command's argument, not a full stop
  if (lint.rule === 'Spaces' && /^\.["'`]/.test(text.slice(lint.end))) return undefined;
  // "counts, such as how many texts": "such as how" is not "as to how"
  if (/^as how$/i.test(before) && prevWord === 'such') return undefined;
  // "are you guys coming": "guys" after "you" is the noun ("you guys"), not a verb to agree
  if (/^guys$/i.test(before) && prevWord === 'you') return undefined;
  // "an honour", "an heir", "an hourly rate": the h is silent (the checker knows "honor" and "hour" only)
  if (lint.rule === 'AnA' && /^an$/i.test(before) && SILENT_H.test(nextWord)) return undefined;
  // "longer then my flight", "more then 500 users": "then" after a comparative and before what it is compared
  // with is "than" (not "later then", "better then." nor "then," where "then" is the time)
  if (
    lint.rule === 'ThenThan' &&
    /^(?:more|less|fewer|rather|other|[a-z]{2,}er)$/.test(prevWord) &&
    !/^(?:later|earlier|never|ever|over|after|under|either|neither|whether|together|however|whatever|user|order|number|paper|water|letter|matter|winter|summer)$/.test(
      prevWord,
    ) &&
    /^[ \t]+(?:expected|usual|before|ever|needed|required|necessary|planned|anticipated|the|a|an|my|your|his|her|our|their|its|this|that|these|those|any|anyone|anything|others?|last|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|thousand|half)\b)/.test(
      text.slice(lint.end),
    )
  )
    applied = true;
  // "the station master", "a head master": an open compound the writer's English also has; only a closed form
  // that books clearly prefer is applied ("class room" → "classroom", "home work" → "homework")
  if (lint.rule === 'CompoundNouns' && /^[a-z]+$/.test(after) && unigramCount(after) < 500_000) applied = false;
  // "we wont go" is "won't", not "want" (before a bare verb)
  if (lint.rule === 'NominalWants' && /^wont$/i.test(before)) {
    if (!/^VB$/.test(tagsOf(nextWord)[0] ?? '')) return undefined;
    return { after: matchCase(before, "won't"), applied: true };
  }
  // "residents of A and B wings", "plan A or B": a capital letter before and/or names a thing, it is no article
  if (lint.rule === 'AnA' && /^A$/.test(before) && /^(?:and|or|to|through)$/.test(nextWord)) applied = false;
  // "He last chose …": a word that is also an adjective or adverb is not surely the verb
  if (lint.rule === 'PronounVerbAgreement' && /^(JJ|RB)/.test(tagsOf(before)[0] ?? '')) applied = false;
  // "courses in mass transfer", "built in small moments": "en masse" and "built-in" only where they stand as such
  // ("left in mass.", "a built in camera")
  if (lint.rule === 'EnMasse' && !/^[ \t]*(?:[.,;:!?)]|$)/.test(text.slice(lint.end))) applied = false;
  if (lint.rule === 'BuiltIn' && !/^NN/.test(tagsOf(nextWord)[0] ?? '')) applied = false;
  // "Photosystem I absorbs", "World War I ended": an "I" after a capitalised word inside a sentence is a numeral
  if (/^(?:PronounVerbAgreement|PronounInflectionBe)$/.test(lint.rule)) {
    const numeral = /(?:^|[^.!?\n])[ \t]+([A-Z][A-Za-z]+)[ \t]+I[ \t]+$/.exec(
      text.slice(Math.max(0, lint.start - 40), lint.start),
    );
    if (numeral && !isSentenceStartAt(text, lint.start - numeral[0].length + numeral[0].indexOf(numeral[1])))
      return undefined;
  }
  // "Everyone of us was", "each of them is": the verb agrees with the word before "of", not with the pronoun
  if (
    lint.rule === 'PronounInflectionBe' &&
    /\bof[ \t]+(?:us|them|you)[ \t]+$/i.test(text.slice(Math.max(0, lint.start - 24), lint.start))
  )
    return undefined;
  // "a great affect on him" → "effect": only the noun after a determiner or an adjective is sure; the verb
  // ("the placebo effect works" is not "affect", and "to effect change" is right) stays a suggestion
  // (likewise "my believe" → "belief"; and the verb only after a subject pronoun, a modal, "to" or "not":
  // "I belief that" → "believe")
  if (lint.rule === 'NounVerbConfusion') {
    const noun = /^NN/.test(tagsOf(after.toLowerCase())[0] ?? '');
    applied = noun
      ? /^(a|an|the|this|that|its|their|his|her|my|our|your|no|any|side)$/.test(prevWord) ||
        tagsOf(prevWord)[0] === 'JJ'
      : /^(i|we|you|they|to|not|never|will|would|can|could|should|must|may|might|shall|don't|doesn't|didn't)$/.test(
          prevWord,
        );
  }
  // "we have to reduced" → "reduce": only where "to" follows a verb or "able" ("an alternative to prescribed
  // burning" is a preposition and a participle)
  if (lint.rule === 'InflectedVerbAfterTo') {
    const words = text.slice(Math.max(0, lint.start - 40), lint.start).match(/[A-Za-z']+/g) ?? [];
    const beforeTo = (words.at(-1)?.toLowerCase() === 'to' ? words.at(-2) : words.at(-1))?.toLowerCase() ?? '';
    if (!/^(able|unable|going|used|about)$/.test(beforeTo) && !/^VB/.test(tagsOf(beforeTo)[0] ?? '')) applied = false;
    // verbs whose "to" is a preposition: "lead to improved performance", "contributed to reduced costs"
    if (PREPOSITIONAL_TO_VERBS.test(beforeTo)) applied = false;
  }
  // "it might be either to expensive" → "too": after a verb of being or seeming, before an adjective; not
  // "set to silent", "preffer to buy"
  if (lint.rule === 'ToTwoToo' && /^to$/i.test(before)) {
    const linking =
      /^(is|are|was|were|be|been|being|am|it's|that's|seems|seem|seemed|looks|look|looked|feels|feel|felt|sounds|either|far|way|became|become|got|get|getting)$/;
    // "affect them to much." → "too much"; "to much acclaim" stays
    const muchAtEnd = /^[ \t]*much[ \t]*(?:[.,;:!?]|$)/i.test(text.slice(lint.end, lint.end + 20));
    if (
      !muchAtEnd &&
      (!linking.test(prevWord) || !/^(JJ|RB)/.test(tagsOf(nextWord)[0] ?? '') || tagsOf(nextWord).includes('VB'))
    )
      applied = false;
  }
  // "more easier", "most worst" are doubled; "more best practices" is more of the best practices
  if (lint.rule === 'AdjectiveDoubleDegree') {
    const [degree, adjective] = before.toLowerCase().split(/\s+/);
    if (!(
      (degree === 'more' && /(er|better|worse)$/.test(adjective)) ||
      (degree === 'most' && /(est|best|worst)$/.test(adjective))
    ))
      applied = false;
  }
  // "the stack overflow" is an error, not the site: only one-word brands ("whatsapp" → "WhatsApp")
  if (lint.rule === 'CompaniesProductsAndTrademarks' && /\s/.test(before)) applied = false;
  // the comma after an opening word only where tidy.ts would add it ("However, …"; not "Otherwise it reads
  // well", not in a chat or a poem)
  if (lint.rule === 'DiscourseMarkers' && (!isIntroPhrase(before) || isCasualText(text) || isInLines(text)))
    return undefined;
  // "however , his plan" already has its comma (a space before it, which another fix removes): only the capital
  if (lint.rule === 'DiscourseMarkers' && /^[ \t]*,/.test(text.slice(lint.end))) {
    const capitalOnly = after.replace(/,$/, '');
    return capitalOnly === before ? undefined : { after: capitalOnly, applied };
  }
  // "setup", "standup", "checkout" as nouns ("Standup updates:", "the login page") are right; only where a verb
  // must stand ("to setup", "we will login", "please checkout") is the phrasal verb applied
  if (
    lint.rule === 'PhrasalVerbAsCompoundNoun' &&
    !/^(?:to|will|would|can|could|should|must|may|might|shall|please|pls|i|we|you|they|let's|lets|don't|didn't|n't)$/.test(
      prevWord,
    )
  )
    applied = false;
  // "their" needs a noun after it: "I went there yesterday", "there again" stay
  if (lint.rule === 'ThereToTheir') {
    const tags = tagsOf(nextWord);
    if (!tags.length || /^VB/.test(tags[0]) || tags.some((t) => /^(RB|IN|MD|CC|DT|PRP|WDT|WRB|TO)/.test(t)))
      applied = false;
  }
  if (lint.kind === 'Spelling' || lint.kind === 'Typo') {
    if (flipsMeaning(before, after)) return undefined;
  }
  // an open compound that is as common as the closed one is the writer's ("home page", "word lists", "team
  // work"); only a closed form that books write at least half as often is applied ("home work" → "homework")
  if (lint.rule === 'CompoundNouns') {
    const [a, b] = before.toLowerCase().split(/\s+/);
    // "the red one", "a done one": "one" after an adjective is a pronoun; only "some one", "any one" and
    // "every one" close up
    if (/^ones?$/.test(b ?? '') && !/^(?:some|any|every)$/.test(a)) return undefined;
    const closed = unigramCount(after.toLowerCase().replace(/\s+/g, ''));
    if (!b || !closed || closed < 0.5 * bigramCount(a, b)) applied = false;
  }
  if (/\s/.test(after) && !/\s/.test(before.trim()) && lint.kind === 'Spelling' && !isSafeSplit(before, after))
    applied = false;
  return { after, applied };
}

/**
 * A doubled word that English allows: "She had had enough" (past perfect of "have": not before a participle,
 * "had had gone"), "I'd argue that that insight …" (a conjunction and a demonstrative: not before a determiner
 * or a pronoun, "that that the").
 */
function allowedDouble(text: string, lint: RawLint, before: string): boolean {
  if (lint.kind !== 'Repetition' && !/^(?:RepeatedWords|RedundantThat)$/.test(lint.rule)) return false;
  const pair = before.toLowerCase().replace(/\s+/g, ' ');
  const tag = tagsOf(wordsAround(text, lint)[1])[0] ?? '';
  if (pair === 'had had') return !!tag && tag !== 'VBN';
  // "switched on on this site", "logged in in the app": a verb's particle, then a preposition
  if (/^(on on|in in|up up|off off|out out|over over)$/.test(pair))
    return /^VB[DNZPG]?$/.test(tagsOf(wordsAround(text, lint)[0])[0] ?? '');
  if (pair === 'that that') return !!tag && !/^(?:DT|PRP|PDT|WDT|IN|CC)/.test(tag);
  return false;
}

/**
 * "an NOC", "an MBA", "a UPI ID": an initialism is read letter by letter, so its article follows the name of its
 * first letter. A checker edit that goes against that reading is left out (some are read as words, "a NASA
 * probe": when the two readings disagree the writer's article stays).
 */
function anBeforeInitialism(text: string, lint: RawLint, before: string, after: string): boolean {
  if (!/^an?$/i.test(before.trim())) return false;
  const next = /^[ \t]+([A-Z]{2,})s?\b/.exec(text.slice(lint.end, lint.end + 40))?.[1];
  if (!next) return false;
  const spelt = /^[AEFHILMNORSX]/.test(next) ? 'an' : 'a';
  return after.trim().toLowerCase() !== spelt;
}

/**
 * Decides, for every lint, whether to apply it, suggest it or ignore it. Returns non-overlapping edits in
 * text order.
 */
export function chooseEdits(text: string, lints: RawLint[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  let lastEnd = -1;
  // each spelling lint ranked once; where a misspelt word will be corrected, its sentence capital may go with
  // it ("becuase" → "Because")
  const spelling = new Map(
    lints.filter((l) => l.rule === 'SpellCheck').map((l) => [l, spellingChoice(text, l, text.slice(l.start, l.end))]),
  );
  const corrected = new Set([...spelling].filter(([, choice]) => choice?.applied).map(([l]) => l.start));
  const spelled = new Set([...spelling.keys()].map((l) => l.start));
  for (const lint of [...lints].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (IGNORED_RULES.has(lint.rule)) continue;
    const before = text.slice(lint.start, lint.end);
    // "Its the best way" is "It's the best way", not "Its best way" (agreement.ts makes that edit)
    if (lint.rule === 'TheMy' && /^its\s/i.test(before)) continue;
    const first = lint.suggestions[0];
    if (!first) continue;
    if (allowedDouble(text, lint, before) || anBeforeInitialism(text, lint, before, first.text)) continue;
    const curated = curatedFix(text, lint, before);
    const choice: Choice =
      curated && !/^[A-Z]{2,}$/.test(before)
        ? { after: before === 'i' || curated.startsWith("I'") ? curated : matchCase(before, curated), applied: true }
        : spelling.has(lint)
          ? spelling.get(lint)
          : lintChoice(text, lint, before, first, !SUGGESTED_RULES.has(lint.rule) && !/^Expand/.test(lint.rule));
    if (!choice || choice.after === before) continue;
    let { after, applied } = choice;
    // a lower-case word no dictionary knows opens a sentence on purpose: a package or a brand ("yauzl",
    // "ioredis"), unless it is a misspelling that is being corrected
    if (
      lint.rule === 'SentenceCapitalization' &&
      /^[a-z]/.test(before) &&
      !isKnownWord(before.split(/[^A-Za-z']/)[0]) &&
      !corrected.has(lint.start) &&
      !COMMON_MISSPELLINGS[before.toLowerCase()]
    ) {
      // …or a slip of the fingers the checker only capitalised ("whlie you will" → "While you will")
      const fix = spelled.has(lint.start) ? undefined : startSpelling(text, lint, before);
      applied = !!fix;
      if (fix) after = fix;
    }
    const edit: GrammarEdit = {
      start: lint.start,
      end: lint.end,
      before,
      after,
      rule: `harper:${lint.rule}`,
      reason: lint.message.replace(/`/g, '"'),
      category: categoryOf(lint),
      applied,
      ...(lint.rule === 'DiscourseMarkers' && !isRequiredIntroComma(before) ? { optional: true } : {}),
    };
    if (lint.start < lastEnd) {
      // the same word capitalised by one rule and given its comma by another ("therefore" → "Therefore,"):
      // one edit that does both
      const prev = edits.findLast((e) => e.applied);
      if (applied && prev && prev.start === edit.start && prev.end === edit.end) {
        const combined = combineCase(prev, edit);
        if (combined) {
          prev.after = combined;
          prev.reason = `${prev.reason} ${edit.reason}`;
          continue;
        }
      }
      // overlapping lints: keep the first; the second can still be a suggestion
      edits.push({ ...edit, applied: false });
      continue;
    }
    if (applied) lastEnd = lint.end;
    edits.push(edit);
  }
  return edits;
}

/** One replacement for two edits of the same span when one only changes the case of the word. */
function combineCase(a: GrammarEdit, b: GrammarEdit): string | undefined {
  const caseOnly = (e: GrammarEdit) => e.after !== e.before && e.after.toLowerCase() === e.before.toLowerCase();
  const [casing, other] = caseOnly(a) ? [a, b] : caseOnly(b) ? [b, a] : [undefined, undefined];
  if (!casing || !other || !other.after.toLowerCase().startsWith(other.before.toLowerCase())) return undefined;
  return casing.after + other.after.slice(casing.after.length);
}

/** Applies the `applied` edits (non-overlapping) from the end, so earlier offsets stay valid. */
export function applyEdits(text: string, edits: GrammarEdit[]): string {
  let out = text;
  for (const e of [...edits].filter((x) => x.applied).sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.after + out.slice(e.end);
  }
  return out;
}

export function toChanges(edits: GrammarEdit[]): TextChange[] {
  return edits.map((e) => ({
    before: e.before,
    after: e.after,
    reason: e.reason,
    rule: e.rule,
    category: e.category,
    position: e.start,
    applied: e.applied,
  }));
}
