import { wordTable } from './word-table';
/**
 * Parts of speech and inflection for common English words, from the wink-lexicon package (MIT): 13,462
 * words with their Penn Treebank tags, most frequent first; 186 uncountable nouns; irregular nouns and verbs.
 * Read through the package's public export (which also loads its WordNet tables: ~17 MB, ~0.4 s, once, at the
 * engine's warm-up).
 */
type Tags = readonly string[];

interface Tables {
  lexicon: Record<string, Tags>;
  uncountable: Record<string, boolean>;
  uninflected: Record<string, boolean>;
  /** plural → singular and singular → plural for irregular nouns. */
  singularOf: Record<string, string>;
  pluralOf: Record<string, string>;
  /** every irregular verb form → its base form */
  verbBase: Record<string, string>;
}

let tables: Tables | undefined;

/** The parts of wink-lexicon's public export this module reads (the package ships no types). */
interface WinkLexicon {
  lexicon: Record<string, Tags>;
  uncountableNouns: Record<string, boolean>;
  uninflectedNouns: Record<string, boolean>;
  irregularNouns: { singular: Record<string, string>; plural: Record<string, string> };
  irregularVerbs: Record<string, string>;
}

function t(): Tables {
  if (!tables) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const wink = require('wink-lexicon') as WinkLexicon;
    tables = {
      lexicon: wink.lexicon,
      uncountable: wordTable(wink.uncountableNouns),
      uninflected: wordTable(wink.uninflectedNouns),
      singularOf: wordTable(wink.irregularNouns.singular),
      pluralOf: wordTable(wink.irregularNouns.plural),
      verbBase: wordTable(wink.irregularVerbs),
    };
  }
  return tables;
}

const NONE: Tags = [];

/** Penn tags of a word, most frequent use first (lower-case lookup; [] for an unknown word). */
export function tagsOf(word: string): Tags {
  const w = word.toLowerCase();
  return Object.prototype.hasOwnProperty.call(t().lexicon, w) ? t().lexicon[w] : NONE;
}

/**
 * True when the words hold a verb that makes a sentence (a tensed verb or a modal: "is", "runs", "went", "can"),
 * so a final full stop belongs there; a title or a list of keywords ("free grammar checker and writing assistant",
 * "guide, how to use, options") has none.
 */
export function hasFiniteVerb(words: string): boolean {
  return (words.match(/[A-Za-z']+/g) ?? []).some((w) => /^(?:VBZ|VBP|VBD|MD)$/.test(tagsOf(w)[0] ?? ''));
}

/** Nouns with no plural in ordinary use ("information", "advice", "homework"), plus a few the list lacks. */
const EXTRA_UNCOUNTABLE = new Set(['time', 'stuff', 'staff', 'behaviour', 'behavior', 'feedback', 'garbage']);

export function isUncountable(noun: string): boolean {
  const w = noun.toLowerCase();
  return !!t().uncountable[w] || !!t().uninflected[w] || EXTRA_UNCOUNTABLE.has(w);
}

const F_PLURALS: Readonly<Record<string, string>> = wordTable({
  life: 'lives',
  wife: 'wives',
  knife: 'knives',
  half: 'halves',
  shelf: 'shelves',
  wolf: 'wolves',
  thief: 'thieves',
  self: 'selves',
  leaf: 'leaves',
  loaf: 'loaves',
  calf: 'calves',
  mouse: 'mice',
  louse: 'lice',
  quiz: 'quizzes',
});

/** The regular or irregular plural of a singular noun. */
export function pluralOf(noun: string): string {
  const w = noun.toLowerCase();
  if (t().uninflected[w]) return w; // sheep, deer, fish
  const irregular = F_PLURALS[w] ?? t().pluralOf[w];
  if (irregular && irregular !== w) return irregular;
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(w)) return w + 'es';
  return w + 's';
}

/** The base form of a verb form ("causes" → "cause", "went" → "go", "helped" → "help"), if it is one. */
export function verbBaseOf(form: string): string | undefined {
  const w = form.toLowerCase();
  const irregular = t().verbBase[w];
  if (irregular) return irregular;
  const candidates: string[] = [];
  if (w.endsWith('ies')) candidates.push(w.slice(0, -3) + 'y');
  if (w.endsWith('es')) candidates.push(w.slice(0, -2));
  if (w.endsWith('s')) candidates.push(w.slice(0, -1));
  if (w.endsWith('ied')) candidates.push(w.slice(0, -3) + 'y');
  if (w.endsWith('ed')) candidates.push(w.slice(0, -2), w.slice(0, -1), w.slice(0, -3));
  return candidates.find((c) => c.length > 1 && tagsOf(c).includes('VB'));
}

let irregularForms: Map<string, string[]> | undefined;

/** Verbs whose past depends on the meaning ("lie": lay or lied) or that are not one verb ("be"). */
const NO_SINGLE_PAST = new Set(['be', 'lie']);

/**
 * The simple past of a base verb ("go" → "went", "visit" → "visited", "plan" → "planned"), only when the
 * lexicon knows the form as a past tense; undefined otherwise (never a guess).
 */
export function pastOf(base: string): string | undefined {
  const b = base.toLowerCase();
  if (NO_SINGLE_PAST.has(b)) return undefined;
  if (!irregularForms) {
    irregularForms = new Map();
    for (const [form, root] of Object.entries(t().verbBase)) {
      if (form !== root) irregularForms.set(root, [...(irregularForms.get(root) ?? []), form]);
    }
  }
  if (b === 'have') return 'had'; // the package lists "had" under "has"
  const isPast = (w: string) => tagsOf(w).includes('VBD');
  if (isPast(b)) return b; // put, read, cut, set
  const irregular = (irregularForms.get(b) ?? []).filter(isPast);
  if (irregular.length) return irregular.find((f) => tagsOf(f)[0] === 'VBD') ?? irregular[0];
  // a prefix on an irregular verb: understand → understood, overcome → overcame, forgive → forgave
  for (let k = 2; k < b.length - 1; k++) {
    const root = b.slice(k);
    const rootPast = irregularForms.has(root) ? pastOf(root) : undefined;
    if (rootPast && isPast(b.slice(0, k) + rootPast)) return b.slice(0, k) + rootPast;
  }
  const candidates = /e$/.test(b)
    ? [b + 'd']
    : /[^aeiou]y$/.test(b)
      ? [b.slice(0, -1) + 'ied']
      : [b + 'ed', b + b.slice(-1) + 'ed'];
  return candidates.find(isPast);
}
