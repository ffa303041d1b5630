import { normaliseAnswer } from '@likho/site/answer';
import type { WritingEngine } from 'src/engines/writing/writing-engine';
import type { ExerciseKind } from './lesson-text';

/** Why an answer was judged as it was: the visitor's app words its feedback from this. */
export const ANSWER_VERDICTS = [
  /** The answer is the expected sentence or word (spacing, quotes and Unicode forms aside). */
  'matches',
  /** Worded differently from the expected answer, but it makes the fix and the engine finds no error in it. */
  'accepted',
  /** The fix the exercise is about is not in the answer (or the wrong words are still there). */
  'fix_missing',
  /** The answer makes the fix but the engine still finds a mistake in it. */
  'still_wrong',
  /** The answer is not the exercise's sentence any more (too little of it is left). */
  'different_sentence',
] as const;
export type AnswerVerdict = (typeof ANSWER_VERDICTS)[number];

export interface AnswerToCheck {
  kind: ExerciseKind;
  /** The exercise's sentence: with the mistake (find_and_fix) or with a blank. */
  sentence: string;
  /** The expected answer. */
  answer: string;
  /** What the visitor wrote or chose. */
  given: string;
  /** Whether letter case is the point of the exercise (capitalisation). */
  caseMatters?: boolean;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The words of a sentence (Latin and Devanagari alike), in order. */
function words(s: string): string[] {
  return [...segmenter.segment(normaliseAnswer(s))].filter((w) => w.isWordLike).map((w) => w.segment);
}

function counts(list: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of list) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

/** Words of `a` that `b` does not have (as a multiset: "the the" minus "the" is "the"). */
function minus(a: string[], b: string[]): string[] {
  const left = counts(b);
  const out: string[] = [];
  for (const w of a) {
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    else out.push(w);
  }
  return out;
}

/** Share of words two sentences have in common (Dice coefficient on word multisets). */
function overlap(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 1;
  const common = a.length - minus(a, b).length;
  return (2 * common) / (a.length + b.length);
}

/**
 * The part of the judgement that needs no engine: a match, or why the answer cannot be right. Returns
 * undefined for an answer worded differently that makes the fix: only the engine can tell whether it is right.
 */
export function judgeWithoutEngine(input: AnswerToCheck): AnswerVerdict | undefined {
  const given = normaliseAnswer(input.given);
  const expected = normaliseAnswer(input.answer);
  if (input.kind !== 'find_and_fix') {
    // a word or a choice is right only as the expected one ("went" for "She ____ to school" is not this
    // lesson); letter case does not count unless case is the point
    const fold = (s: string) => (input.caseMatters ? s : s.toLowerCase());
    return given && fold(given) === fold(expected) ? 'matches' : 'fix_missing';
  }
  if (given === expected) return 'matches';
  if (!given || given.length > expected.length * 2 + 40) return 'different_sentence';

  const wrong = words(input.sentence);
  const right = words(input.answer);
  const answer = words(input.given);
  // letter case counts where the fix is about case ("i" → "I") or the exercise is; elsewhere it does not
  const caseOnly = (w: string) => wrong.some((x) => x !== w && x.toLowerCase() === w.toLowerCase());
  const fixes = minus(right, wrong);
  const removed = minus(wrong, right);
  const key = (w: string) => (input.caseMatters || caseOnly(w) ? w : w.toLowerCase());
  const answerKeys = answer.map(key);
  if (minus(fixes.map(key), answerKeys).length) return 'fix_missing';
  const answerCounts = counts(answerKeys);
  const rightCounts = counts(right.map(key));
  for (const w of new Set(removed.map(key))) {
    if ((answerCounts.get(w) ?? 0) > (rightCounts.get(w) ?? 0)) return 'fix_missing';
  }
  if (
    overlap(
      right.map((w) => w.toLowerCase()),
      answer.map((w) => w.toLowerCase()),
    ) < 0.6
  )
    return 'different_sentence';
  return undefined;
}

/**
 * Judges an answer: the expected one is right; for a find-and-fix sentence, so is any wording that keeps the
 * sentence, makes the fix and in which the engine's grammar and spelling pass finds nothing to change.
 */
export async function checkAnswer(engine: WritingEngine, input: AnswerToCheck): Promise<AnswerVerdict> {
  const verdict = judgeWithoutEngine(input);
  if (verdict) return verdict;
  const given = normaliseAnswer(input.given);
  const result = await engine.enhance(given, { enhancements: ['fix_grammar'] });
  return normaliseAnswer(result.text) === given ? 'accepted' : 'still_wrong';
}
