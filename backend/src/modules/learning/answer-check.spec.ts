import type { EnhanceResult, WritingEngine } from 'src/engines/writing/writing-engine';
import { checkAnswer, judgeWithoutEngine, type AnswerToCheck } from './answer-check';

/** An engine that changes each of the given words wherever it stands alone. */
function engineFixing(fixes: Record<string, string>): WritingEngine & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: 'fake',
    calls,
    async enhance(input: string): Promise<EnhanceResult> {
      calls.push(input);
      let text = input;
      for (const [wrong, right] of Object.entries(fixes))
        text = text.replace(new RegExp(`(?<![\\p{L}\\p{M}])${wrong}(?![\\p{L}\\p{M}])`, 'gu'), right);
      return { text, changes: [], notices: [] };
    },
  };
}

const fix = (given: string, over: Partial<AnswerToCheck> = {}): AnswerToCheck => ({
  kind: 'find_and_fix',
  sentence: 'She go to school every day.',
  answer: 'She goes to school every day.',
  given,
  ...over,
});

describe('judgeWithoutEngine', () => {
  it('matches the expected sentence whatever the spacing, quotes and Unicode form', () => {
    expect(judgeWithoutEngine(fix('  She goes to school   every day. '))).toBe('matches');
    expect(judgeWithoutEngine(fix('It’s late.', { sentence: 'Its late.', answer: "It's late." }))).toBe('matches');
  });

  it('leaves other wordings that make the fix to the engine', () => {
    expect(judgeWithoutEngine(fix('Every day she goes to school.'))).toBeUndefined();
    expect(judgeWithoutEngine(fix('She goes to school every single day.'))).toBeUndefined();
  });

  it('refuses an answer without the fix or with the wrong words left', () => {
    expect(judgeWithoutEngine(fix('She go to school every day.'))).toBe('fix_missing');
    expect(judgeWithoutEngine(fix('She went to school every day.'))).toBe('fix_missing');
    expect(
      judgeWithoutEngine(
        fix('We went to the the market.', { sentence: 'We went to the the market.', answer: 'We went to the market.' }),
      ),
    ).toBe('fix_missing');
  });

  it('refuses an answer that is another sentence', () => {
    expect(judgeWithoutEngine(fix('She goes.'))).toBe('different_sentence');
    expect(judgeWithoutEngine(fix('He goes to the office by bus with his brother on weekdays.'))).toBe(
      'different_sentence',
    );
    expect(judgeWithoutEngine(fix('goes '.repeat(100)))).toBe('different_sentence');
  });

  it('counts letter case where the fix is about case', () => {
    const cap = { sentence: 'i live in Delhi.', answer: 'I live in Delhi.' };
    expect(judgeWithoutEngine(fix('i live in Delhi.', cap))).toBe('fix_missing');
    expect(judgeWithoutEngine(fix('I live in Delhi now.', cap))).toBeUndefined();
  });

  it('judges words and choices only against the expected one', () => {
    const blank = { kind: 'fill_blank' as const, sentence: 'She ____ to school.', answer: 'goes' };
    expect(judgeWithoutEngine(fix('Goes', blank))).toBe('matches');
    expect(judgeWithoutEngine(fix('went', blank))).toBe('fix_missing');
    expect(judgeWithoutEngine(fix('Delhi', { ...blank, answer: 'delhi', caseMatters: true }))).toBe('fix_missing');
  });

  it('reads Hindi words', () => {
    const hi = { sentence: 'मै घर जा रहा हूँ।', answer: 'मैं घर जा रहा हूँ।' };
    expect(judgeWithoutEngine(fix('मैं घर जा रहा हूँ।', hi))).toBe('matches');
    expect(judgeWithoutEngine(fix('मैं अभी घर जा रहा हूँ।', hi))).toBeUndefined();
    expect(judgeWithoutEngine(fix('मै अभी घर जा रहा हूँ।', hi))).toBe('fix_missing');
  });
});

describe('checkAnswer', () => {
  it('accepts another wording in which the engine finds nothing to change', async () => {
    const engine = engineFixing({ scool: 'school' });
    await expect(checkAnswer(engine, fix('Every day she goes to school.'))).resolves.toBe('accepted');
    expect(engine.calls).toEqual(['Every day she goes to school.']);
  });

  it('refuses a wording in which the engine still finds a mistake', async () => {
    const engine = engineFixing({ scool: 'school' });
    await expect(checkAnswer(engine, fix('Every day she goes to scool.'))).resolves.toBe('still_wrong');
  });

  it('does not ask the engine when the answer matches or cannot be right', async () => {
    const engine = engineFixing({});
    await expect(checkAnswer(engine, fix('She goes to school every day.'))).resolves.toBe('matches');
    await expect(checkAnswer(engine, fix('She go to school daily.'))).resolves.toBe('fix_missing');
    expect(engine.calls).toEqual([]);
  });
});
