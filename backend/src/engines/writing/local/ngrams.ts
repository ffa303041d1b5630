import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * A small language model for choosing between words in context: word and word-pair counts from Google Books
 * (the English dictionaries SymSpell publishes, kept gzipped in ./data: 82,765 words and the
 * 243,342 most frequent word pairs, MIT/CC BY 3.0). Loaded once per process (~25 MB, ~0.3 s), at boot by the engine's warm-up.
 *
 * Scores are log10 probabilities with "stupid backoff": a pair that is not in the list counts as
 * BACKOFF × the unigram probability, so a rare pair is not mistaken for an impossible one.
 */
interface Tables {
  /** word → id (its line in the word list) and id → count */
  ids: Map<string, number>;
  counts: Float64Array;
  /** id(a) × 2^17 + id(b) → count of the pair "a b" (numeric keys keep the table small: ~10 MB) */
  pairs: Map<number, number>;
  total: number;
  /** The pair counts come from a larger sample than the word counts: pairs per word occurrence. */
  scale: number;
}

const BACKOFF = 0.4;
const SHIFT = 2 ** 17; // more than the 82,765 words

let tables: Tables | undefined;

/** A gzipped word list from ./data (copied next to the compiled file by the build). */
function readList(name: string): string {
  return gunzipSync(readFileSync(join(__dirname, 'data', `${name}.txt.gz`))).toString('utf8');
}

function load(): Tables {
  const ids = new Map<string, number>();
  const countList: number[] = [];
  const uni = readList('frequency_dictionary_en_82_765').replace(/^\uFEFF/, '');
  for (const line of uni.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    ids.set(line.slice(0, space), countList.length);
    countList.push(Number(line.slice(space + 1)));
  }
  const counts = Float64Array.from(countList);
  const total = countList.reduce((sum, c) => sum + c, 0);
  const pairs = new Map<number, number>();
  const bi = readList('frequency_bigramdictionary_en_243_342');
  // the scale, measured on the 100 most frequent words, whose continuations are nearly all in the list
  const top = new Set([...counts.keys()].sort((a, b) => counts[b] - counts[a]).slice(0, 100));
  let pairMass = 0;
  for (const line of bi.split('\n')) {
    const first = line.indexOf(' ');
    const last = line.lastIndexOf(' ');
    if (first <= 0 || last <= first) continue;
    const a = ids.get(line.slice(0, first));
    const b = ids.get(line.slice(first + 1, last));
    if (a === undefined || b === undefined) continue;
    const count = Number(line.slice(last + 1));
    pairs.set(a * SHIFT + b, count);
    if (top.has(a)) pairMass += count;
  }
  let topMass = 0;
  for (const id of top) topMass += counts[id];
  return { ids, counts, pairs, total, scale: pairMass / topMass };
}

function t(): Tables {
  tables ??= load();
  return tables;
}

/** Loads the tables now (at boot) rather than on the first request that needs them. */
export function loadNgrams(): void {
  t();
}

/** Occurrences of a word (case-insensitive) in the Google Books sample; 0 when it is not among the 82,765. */
export function unigramCount(word: string): number {
  const { ids, counts } = t();
  const id = ids.get(word.toLowerCase());
  return id === undefined ? 0 : counts[id];
}

/** Occurrences of "a b"; 0 when the pair is not among the most frequent 243,342. */
export function bigramCount(a: string, b: string): number {
  const { ids, pairs } = t();
  const x = ids.get(a.toLowerCase());
  const y = ids.get(b.toLowerCase());
  return x === undefined || y === undefined ? 0 : (pairs.get(x * SHIFT + y) ?? 0);
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
