import { diffArrays } from 'diff';
import type { TextChange } from 'src/engines/writing/writing-engine';
import type { LearningTopic } from './lesson-text';

/**
 * Turns what the writing engine changed into the visitor's mistakes: each one located in the text, widened
 * to whole words, classified into a lesson topic, and placed in its own sentence (with every *other*
 * mistake of that sentence already corrected, so an exercise has exactly one thing to fix).
 */

export interface Mistake {
  topic: LearningTopic;
  /** Whole-word span of the mistake in the normalised text, and its correction. */
  start: number;
  end: number;
  before: string;
  after: string;
  rule: string;
  reason: string;
}

export interface MistakeInContext extends Mistake {
  /** The visitor's sentence with only this mistake left in it. */
  wrongSentence: string;
  /** The same sentence corrected. */
  correctSentence: string;
  /** Text of the sentence before and after the mistake (other mistakes there corrected). */
  prefix: string;
  suffix: string;
}

/** Categories of engine changes that are corrections a lesson can teach. */
const CORRECTIONS = new Set<TextChange['category']>([
  'spelling',
  'grammar',
  'punctuation',
  'capitalization',
  'spacing',
  'word_choice',
  'repetition',
]);

const ARTICLES = new Set(['a', 'an']);

/** Verb forms that agree (or not) with their subject, grouped by verb. */
export const AGREEMENT_GROUPS: string[][] = [
  ['is', 'are', 'am'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
  ["doesn't", "don't"],
  ["isn't", "aren't"],
  ["wasn't", "weren't"],
  ["hasn't", "haven't"],
];

export const CONFUSABLE_GROUPS: string[][] = [
  ['its', "it's"],
  ['their', 'there', "they're"],
  ['your', "you're"],
  ['then', 'than'],
  ['affect', 'effect'],
  ['loose', 'lose'],
  ['whose', "who's"],
  ['to', 'too'],
  ['accept', 'except'],
];

const lower = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");

export function groupOf(groups: string[][], word: string): string[] | undefined {
  const w = lower(word.trim());
  return groups.find((g) => g.includes(w));
}

function isAgreement(before: string, after: string): boolean {
  const b = lower(before.trim());
  const a = lower(after.trim());
  if (!/^[a-z']+$/.test(b) || !/^[a-z']+$/.test(a)) return false;
  const g = groupOf(AGREEMENT_GROUPS, b);
  if (g && g.includes(a)) return true;
  // go → goes, watch → watches, try → tries (and back)
  const s = (x: string, y: string) =>
    y === `${x}s` || y === `${x}es` || (x.endsWith('y') && y === `${x.slice(0, -1)}ies`);
  return s(b, a) || s(a, b);
}

/** Which lesson topic an engine change belongs to. */
export function classify(
  change: Pick<TextChange, 'before' | 'after' | 'rule' | 'category'>,
): LearningTopic | undefined {
  const { before, after, rule } = change;
  const b = before.trim();
  const a = after.trim();
  if (rule.endsWith(':AnA') || (ARTICLES.has(lower(b)) && ARTICLES.has(lower(a)))) return 'articles';
  // a noun made plural or singular ("two problem" → "two problems") is not subject–verb agreement
  const nounRule = /noun|plural|singular/i.test(rule) && !/verb/i.test(rule);
  if (/Agreement/i.test(rule) || (!nounRule && isAgreement(b, a))) return 'agreement';
  if (groupOf(CONFUSABLE_GROUPS, b) && groupOf(CONFUSABLE_GROUPS, b) === groupOf(CONFUSABLE_GROUPS, a)) {
    return lower(b).replace(/'/g, '') === lower(a).replace(/'/g, '') ? 'punctuation' : 'word_choice';
  }
  switch (change.category) {
    case 'spelling':
      return 'spelling';
    case 'capitalization':
      return 'capitalization';
    case 'punctuation':
      return 'punctuation';
    case 'spacing':
      return 'spacing';
    case 'repetition':
      return 'repetition';
    case 'word_choice':
      return 'word_choice';
    case 'grammar':
      // "alot" → "a lot": a word written together or apart is a spelling point
      return b.replace(/\s+/g, '') === a.replace(/\s+/g, '') && b !== a ? 'spelling' : 'grammar';
    default:
      return undefined;
  }
}

const NEAR = 4;

/** Finds the change in `text`: at its position when it is there, else the nearest free occurrence. */
function locate(text: string, change: TextChange, taken: [number, number][]): number | undefined {
  const free = (s: number, e: number) =>
    !taken.some(([ts, te]) => s < te && ts < e && !(s === e && (s === ts || s === te)));
  const { before, position } = change;
  if (!before) return position >= 0 && position <= text.length && free(position, position) ? position : undefined;
  if (text.startsWith(before, position) && free(position, position + before.length)) return position;
  // positions are in the text as the engine's earlier edits left it: an occurrence a few characters away is
  // the same place even when an earlier edit touched it (the two are then taught as one mistake)
  for (let d = 0; d <= NEAR; d++) {
    for (const i of [position - d, position + d]) if (i >= 0 && text.startsWith(before, i)) return i;
  }
  let best: number | undefined;
  for (let i = text.indexOf(before); i >= 0; i = text.indexOf(before, i + 1)) {
    if (!free(i, i + before.length)) continue;
    if (best === undefined || Math.abs(i - position) < Math.abs(best - position)) best = i;
  }
  return best;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}'’]/u;

/** Widens [start, end) to whole words (for a spacing or punctuation fix, to the neighbouring word). */
function widen(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s > 0 && WORD_CHAR.test(text[s - 1])) s--;
  while (e < text.length && WORD_CHAR.test(text[e])) e++;
  if (s === e || !/[\p{L}\p{N}]/u.test(text.slice(s, e))) {
    // a bare mark or space: take the word before it as well
    while (s > 0 && /[ \t]/.test(text[s - 1])) s--;
    while (s > 0 && WORD_CHAR.test(text[s - 1])) s--;
  }
  return [s, e];
}

/** Word-level differences between the text and its corrected version (for engines that return no changes). */
export function diffChanges(original: string, corrected: string): TextChange[] {
  const tokenise = (s: string) => [...s.matchAll(/\S+/g)].map((m) => ({ t: m[0], i: m.index }));
  const a = tokenise(original);
  const b = tokenise(corrected);
  if (a.length * b.length > 4_000_000) return [];
  const changes: TextChange[] = [];
  let i = 0;
  let j = 0;
  const push = (before: string, after: string, position: number) =>
    changes.push({
      before,
      after,
      position,
      reason: '',
      rule: 'diff',
      category: categoryOfDiff(before, after),
      applied: true,
    });
  const flush = (i0: number, i1: number, j0: number, j1: number) => {
    if (i0 === i1 && j0 === j1) return;
    if (i1 - i0 > 4 || j1 - j0 > 4) return; // a rewrite, not a correction to teach
    if (i1 - i0 === j1 - j0) {
      // word for word: one change per word
      for (let k = 0; k < i1 - i0; k++) push(a[i0 + k].t, b[j0 + k].t, a[i0 + k].i);
      return;
    }
    if (i0 === i1 || j0 === j1) {
      // a pure insertion or deletion: attach it to the previous word ("the the" → "the")
      if (i0 === 0 || j0 === 0) return;
      const prev = a[i0 - 1];
      const end = i1 > i0 ? a[i1 - 1].i + a[i1 - 1].t.length : prev.i + prev.t.length;
      const added = b.slice(j0, j1).map((x) => x.t);
      push(original.slice(prev.i, end), [prev.t, ...added].join(' '), prev.i);
      return;
    }
    const start = a[i0].i;
    const end = a[i1 - 1].i + a[i1 - 1].t.length;
    push(
      original.slice(start, end),
      b
        .slice(j0, j1)
        .map((x) => x.t)
        .join(' '),
      start,
    );
  };
  // the word alignment (a shortest edit script over the words) from the diff package; runs of equal words
  // close each changed stretch
  let i0 = 0;
  let j0 = 0;
  for (const part of diffArrays(
    a.map((x) => x.t),
    b.map((x) => x.t),
  )) {
    if (part.added) j += part.count;
    else if (part.removed) i += part.count;
    else {
      flush(i0, i, j0, j);
      i += part.count;
      j += part.count;
      i0 = i;
      j0 = j;
    }
  }
  flush(i0, i, j0, j);
  return changes.filter((c) => c.before !== c.after);
}

function letters(s: string): string {
  return s.replace(/[^\p{L}\p{M}\p{N}\s]/gu, '');
}

function categoryOfDiff(before: string, after: string): TextChange['category'] {
  const words = before.split(/\s+/);
  if (words.length === 2 && lower(words[0]) === lower(words[1]) && lower(after) === lower(words[0]))
    return 'repetition';
  if (before.replace(/\s+/g, ' ') !== before && before.replace(/\s+/g, ' ') === after) return 'spacing';
  if (lower(before) === lower(after)) return 'capitalization';
  if (letters(before) === letters(after))
    return before.replace(/\s/g, '') === after.replace(/\s/g, '') ? 'spacing' : 'punctuation';
  if (!/\s/.test(before) && !/\s/.test(after)) {
    const d = distance(lower(before), lower(after));
    if (d <= 2 || d <= Math.floor(before.length / 3)) return 'spelling';
  }
  return 'word_choice';
}

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return d[a.length][b.length];
}

/** Drops whole words both sides share at the start or end ("a apple" → "an apple" is "a" → "an"). */
function trimCommonWords(before: string, after: string): { before: string; after: string; offset: number } {
  const b = before.split(/(\s+)/);
  const a = after.split(/(\s+)/);
  let offset = 0;
  while (b.length > 2 && a.length > 2 && b[0] === a[0] && b[1] === a[1]) {
    offset += b[0].length + b[1].length;
    b.splice(0, 2);
    a.splice(0, 2);
  }
  while (b.length > 2 && a.length > 2 && b.at(-1) === a.at(-1) && b.at(-2) === a.at(-2)) {
    b.splice(-2, 2);
    a.splice(-2, 2);
  }
  return { before: b.join(''), after: a.join(''), offset };
}

/**
 * Locates, widens and classifies the engine's applied corrections. Edits that overlap or touch within one
 * word span and are of one topic ("है ।हम": the space before the danda removed, one added after it) are one
 * mistake with both edits applied; overlapping edits of different topics are dropped after the first.
 */
export function findMistakes(text: string, changes: TextChange[]): Mistake[] {
  const taken: [number, number][] = [];
  const raw: { start: number; end: number; change: TextChange; topic: LearningTopic }[] = [];
  for (const change of changes) {
    if (!change.applied || !CORRECTIONS.has(change.category)) continue;
    const topic = classify(change);
    if (!topic) continue;
    const at = locate(text, change, taken);
    if (at === undefined) continue;
    taken.push([at, at + change.before.length]);
    const core = trimCommonWords(change.before, change.after);
    const start = at + core.offset;
    raw.push({
      start,
      end: start + core.before.length,
      change: { ...change, before: core.before, after: core.after },
      topic,
    });
  }
  raw.sort((x, y) => x.start - y.start || x.end - y.end);
  interface Group {
    start: number;
    end: number;
    topic: LearningTopic;
    edits: typeof raw;
  }
  const groups: Group[] = [];
  for (const r of raw) {
    const [s, e] = widen(text, r.start, r.end);
    const last = groups.at(-1);
    const lastEdit = last?.edits.at(-1);
    if (last && lastEdit && s < last.end) {
      // overlapping edits: one mistake when they are of one topic
      if (last.topic !== r.topic) continue;
      if (r.start < lastEdit.end) {
        // the second edit works on what the first one wrote ("ै ।" → "ै।", then "।" → "। "): compose them
        const inside = lastEdit.change.after.indexOf(r.change.before);
        if (r.end > lastEdit.end || !r.change.before || inside < 0) continue;
        const composed =
          lastEdit.change.after.slice(0, inside) +
          r.change.after +
          lastEdit.change.after.slice(inside + r.change.before.length);
        lastEdit.change = { ...lastEdit.change, after: composed };
        continue;
      }
      last.end = Math.max(last.end, e);
      last.edits.push(r);
      continue;
    }
    groups.push({ start: s, end: e, topic: r.topic, edits: [r] });
  }
  const mistakes: Mistake[] = [];
  for (const g of groups) {
    let after = '';
    let at = g.start;
    for (const r of g.edits) {
      after += text.slice(at, r.start) + r.change.after;
      at = r.end;
    }
    after += text.slice(at, g.end);
    const before = text.slice(g.start, g.end);
    // an edit that only adds or removes spaces at the ends of the span ("मिलेंगे।" → "मिलेंगे। ") teaches nothing
    if (before.trim() === after.trim() || !before.trim()) continue;
    const first = g.edits[0].change;
    mistakes.push({
      topic: g.topic,
      start: g.start,
      end: g.end,
      before,
      after,
      rule: first.rule,
      reason: first.reason,
    });
  }
  return mistakes;
}

// a danda ends a Hindi sentence even when the writer left no space after it
const TERMINATOR = /[.!?]+["'”’)\]]*(?=\s|$)|।+["'”’)\]]*|\n/g;

/** Start and end of the sentence around [start, end). */
function sentenceBounds(text: string, start: number, end: number): [number, number] {
  let s = 0;
  for (const m of text.matchAll(TERMINATOR)) {
    const stop = m.index + m[0].length;
    if (stop <= start) s = stop;
    else break;
  }
  let e = text.length;
  for (const m of text.matchAll(TERMINATOR)) {
    const stop = m.index + m[0].length;
    if (stop >= end && m.index >= start) {
      e = m[0] === '\n' ? m.index : stop;
      break;
    }
  }
  return [s, Math.max(e, end)];
}

const MAX_SIDE = 140;

function clipStart(s: string): string {
  if (s.length <= MAX_SIDE) return s;
  const cut = s.slice(-MAX_SIDE);
  return `…${cut.slice(cut.indexOf(' ') + 1)}`;
}

function clipEnd(s: string): string {
  if (s.length <= MAX_SIDE) return s;
  const cut = s.slice(0, MAX_SIDE);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Places each mistake in its sentence, with the other mistakes of that sentence corrected. */
export function inContext(text: string, mistakes: Mistake[]): MistakeInContext[] {
  return mistakes.map((mistake) => {
    let [ss, se] = sentenceBounds(text, mistake.start, mistake.end);
    // a mistake of the same sentence that runs over its end or start widens the sentence to hold it whole
    for (let grown = true; grown;) {
      grown = false;
      for (const other of mistakes) {
        if (other.start < se && other.end > se) [se, grown] = [sentenceBounds(text, other.start, other.end)[1], true];
        if (other.start < ss && other.end > ss) [ss, grown] = [sentenceBounds(text, other.start, other.end)[0], true];
      }
    }
    const render = (from: number, to: number) => {
      let out = '';
      let at = from;
      for (const other of mistakes) {
        if (other === mistake || other.start < from || other.end > to) continue;
        out += text.slice(at, other.start) + other.after;
        at = other.end;
      }
      return out + text.slice(at, to);
    };
    const prefix = clipStart(render(ss, mistake.start).replace(/^\s+/, ''));
    const suffix = clipEnd(render(mistake.end, se).replace(/\s+$/, ''));
    return {
      ...mistake,
      prefix,
      suffix,
      wrongSentence: prefix + mistake.before + suffix,
      correctSentence: prefix + mistake.after + suffix,
    };
  });
}
