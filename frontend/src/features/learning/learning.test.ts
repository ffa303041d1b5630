import { describe, expect, it } from 'vitest';
import { isCorrect, scoreOf } from './check';
import { withoutPracticeHeading } from './lesson-content';
import { nextProgress, PROGRESS_CAP, PROGRESS_START } from './progress';

describe('learning progress', () => {
  it('rises from the start in steps that shrink as it grows, and never passes the cap while waiting', () => {
    let p = PROGRESS_START;
    const steps: number[] = [];
    for (let i = 0; i < 200; i++) {
      const next = nextProgress(p, 0.5);
      steps.push(next - p);
      p = next;
    }
    expect(p).toBe(PROGRESS_CAP);
    expect(steps[0]).toBeGreaterThan(steps[10]);
    expect(steps[10]).toBeGreaterThan(steps[20]);
    for (const r of [0, 0.3, 0.999]) expect(nextProgress(91.9, r)).toBeLessThanOrEqual(PROGRESS_CAP);
    expect(nextProgress(PROGRESS_START, 0)).toBeLessThan(nextProgress(PROGRESS_START, 1));
  });
});

describe('answer checking', () => {
  it('accepts curly apostrophes and extra spaces, and is strict about case only where it matters', () => {
    expect(
      isCorrect({ kind: 'find_and_fix', topic: 'punctuation', answer: "It's a nice day." }, '  It’s  a nice day. '),
    ).toBe(true);
    expect(
      isCorrect({ kind: 'find_and_fix', topic: 'punctuation', answer: "It's a nice day." }, 'Its a nice day.'),
    ).toBe(false);
    expect(isCorrect({ kind: 'fill_blank', topic: 'spelling', answer: 'received' }, 'Received')).toBe(true);
    expect(isCorrect({ kind: 'fill_blank', topic: 'capitalization', answer: 'I' }, 'i')).toBe(false);
    expect(isCorrect({ kind: 'multiple_choice', topic: 'articles', answer: 'an' }, 'a')).toBe(false);
    expect(isCorrect({ kind: 'fill_blank', topic: 'spelling', answer: 'नहीं' }, ' नहीं ')).toBe(true);
    expect(isCorrect({ kind: 'fill_blank', topic: 'spelling', answer: 'x' }, '   ')).toBe(false);
  });

  it('counts checked answers only', () => {
    const ex = [{ id: 'a' }, { id: 'b' }, { id: 'c' }] as Parameters<typeof scoreOf>[0];
    expect(
      scoreOf(ex, {
        a: { checked: true, correct: true },
        b: { checked: true, correct: false },
        c: { checked: false, correct: false },
      }),
    ).toEqual({
      correct: 1,
      answered: 2,
      total: 3,
    });
  });
});

describe('lesson content', () => {
  it('leaves out a "Practice" heading of its own: the page shows one over the exercises (issue 18)', () => {
    const lesson = '## Your lesson\n\nSome rule.\n\n## Practice\n\nThree exercises below.';
    expect(withoutPracticeHeading(lesson)).toBe('## Your lesson\n\nSome rule.\n\nThree exercises below.');
    expect(withoutPracticeHeading('### अभ्यास\n\nनीचे के प्रश्न।')).toBe('\nनीचे के प्रश्न।');
    expect(withoutPracticeHeading('## Practice on the common points\n\nText.')).toBe(
      '## Practice on the common points\n\nText.',
    );
  });
});
