import type { GrammarEdit } from '../grammar';
import type { Token } from './tokenize';

/** What every rule reads: the text and its tokens. */
export interface Ctx {
  text: string;
  toks: Token[];
}

/** An edit that replaces one token. */
export function edit(tok: Token, after: string, rule: string, reason: string): GrammarEdit {
  return {
    start: tok.start,
    end: tok.end,
    before: tok.text,
    after,
    rule: `grammar:${rule}`,
    reason,
    category: 'grammar',
    applied: true,
  };
}

/** An edit from `start` to `end` of the text. */
export function make(
  start: number,
  end: number,
  text: string,
  after: string,
  rule: string,
  reason: string,
): GrammarEdit {
  return {
    start,
    end,
    before: text.slice(start, end),
    after,
    rule: `grammar:${rule}`,
    reason,
    category: 'grammar',
    applied: true,
  };
}

/** An edit from the start of token a to the end of token b. */
export const span = (c: Ctx, a: Token, b: Token, after: string, rule: string, reason: string) =>
  make(a.start, b.end, c.text, after, rule, reason);

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION =
  /(?:\b(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|no|smt|shri|approx|dept)|\b(?:[a-z]\.)+[a-z]|\b[A-Z])\.$/i;

/** `index` opens a sentence: the text's or a line's start (after a list marker), or after . ! ? or a colon. */
export function sentenceStartAt(text: string, index: number): boolean {
  // the 400 characters before are enough to decide, and keep this linear in the text (it runs for many tokens)
  const from = Math.max(0, index - 400);
  const before = text.slice(from, index);
  if (from === 0 && /^[ \t]*(?:[-*+•][ \t]+|\d+[.)][ \t]+)?$/.test(before)) return true;
  const line = /\n[ \t]*(?:([-*+•]|\d+[.)])[ \t]+)?$/.exec(before);
  // a line break starts a sentence after a blank line or a list marker, before a capital, or after a line that
  // ends in punctuation; a hard-wrapped sentence ("Line numbers in\n this library are") goes on
  if (line) {
    const prevLine = before.slice(0, line.index).trimEnd();
    return (
      !!line[1] ||
      /\n\s*\n\s*$/.test(before) ||
      /^[A-Z]/.test(text.slice(index)) ||
      !prevLine ||
      /[.!?:;,)]$/.test(prevLine)
    );
  }
  // emoji after the full stop do not change where the sentence starts ("… for 2024! 🎉 This award …")
  const trimmed = before.replace(/(?:[\s\uFE0F\u200D]|\p{Extended_Pictographic})+$/u, '');
  if (/[।॥]["'”’)\]]*$/.test(trimmed)) return true; // after a Hindi sentence (danda)
  if (!/[.!?:]["'”’)\]]*$/.test(trimmed)) return false;
  return !ABBREVIATION.test(trimmed);
}

/** Token i opens a sentence. */
export const opensSentence = (c: Ctx, i: number) => sentenceStartAt(c.text, c.toks[i].start);

/** Words after which a new clause (with its own subject) begins. */
export const CLAUSE_OPENERS = new Set([
  'and',
  'but',
  'or',
  'so',
  'because',
  'when',
  'if',
  'while',
  'as',
  'since',
  'although',
  'though',
  'until',
  'till',
  'unless',
  'once',
  'after',
  'before',
  'where',
  'whether',
]);

/** Token i opens a clause: a sentence start, a comma, semicolon or colon, or a conjunction. */
export function opensClause(c: Ctx, i: number): boolean {
  const prev = c.toks[i - 1];
  if (!prev || opensSentence(c, i)) return true;
  return /^[,;:(–—-]$/.test(prev.text) || CLAUSE_OPENERS.has(prev.lower);
}

/** Sentence adverbs that may stand before a clause's subject: "now the students teach", "today the office is". */
const OPENING_ADVERBS =
  /^(now|today|then|also|still|sometimes|usually|often|finally|recently|currently|nowadays|later|meanwhile|here)$/;

/** Token i opens a clause, or follows a sentence adverb that does ("…, and now the students …"). */
export function opensClauseAfterAdverb(c: Ctx, i: number): boolean {
  if (opensClause(c, i)) return true;
  const prev = c.toks[i - 1];
  // "Now the students …" opens a sentence with the adverb's capital; elsewhere a capital is a name ("Here")
  return (
    !!prev &&
    prev.word &&
    OPENING_ADVERBS.test(prev.lower) &&
    (prev.text === prev.lower ? opensClause(c, i - 1) : opensSentence(c, i - 1))
  );
}
