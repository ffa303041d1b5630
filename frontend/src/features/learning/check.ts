import { normaliseAnswer } from '@likho/site/answer';
import type { LearningExercise } from 'src/api/generated/model';

/** Whether `value` answers the exercise. Fill-in ignores letter case unless the point is capital letters. */
export function isCorrect(exercise: Pick<LearningExercise, 'kind' | 'topic' | 'answer'>, value: string): boolean {
  const given = normaliseAnswer(value);
  const expected = normaliseAnswer(exercise.answer);
  if (!given) return false;
  if (exercise.kind === 'fill_blank' && exercise.topic !== 'capitalization')
    return given.toLowerCase() === expected.toLowerCase();
  return given === expected;
}

export interface Score {
  correct: number;
  answered: number;
  total: number;
}

export function scoreOf(
  exercises: LearningExercise[],
  answers: Record<string, { checked: boolean; correct: boolean }>,
): Score {
  let correct = 0;
  let answered = 0;
  for (const e of exercises) {
    const a = answers[e.id];
    if (!a?.checked) continue;
    answered += 1;
    if (a.correct) correct += 1;
  }
  return { correct, answered, total: exercises.length };
}
