import type { RawLint } from 'src/engines/writing/harper/harper-pool';
import { applyEdits, chooseEdits, editDistance, flipsMeaning, matchCase, rankSpelling } from './grammar';

const spell = (text: string, word: string, suggestions: string[]): RawLint => {
  const start = text.indexOf(word);
  return {
    rule: 'SpellCheck',
    kind: 'Spelling',
    start,
    end: start + word.length,
    problem: word,
    message: `Did you mean to spell \`${word}\` this way?`,
    suggestions: suggestions.map((s) => ({ kind: 0 as const, text: s })),
  };
};

describe('safe spelling edits', () => {
  it('ranks candidates by frequency and distance instead of taking the first ("bussiness" → "business")', () => {
    expect(rankSpelling('bussiness', ['bossiness', 'bushiness', 'business'])).toEqual({
      best: 'business',
      confident: true,
    });
  });

  it('never drops a negative prefix (no meaning flips)', () => {
    expect(flipsMeaning('unhappyness', 'happiness')).toBe(true);
    expect(flipsMeaning('nonsence', 'nonsense')).toBe(false);
    expect(rankSpelling('unpossible', ['possible']).best).toBeUndefined();
  });

  it('never splits a word into fragments ("diffrent" → "diff rent")', () => {
    const ranked = rankSpelling('diffrent', ['diff rent', 'different']);
    expect(ranked.best).toBe('different');
    expect(rankSpelling('diffrent', ['diff rent']).best).not.toBe('diff rent');
  });

  it('keeps the capitalisation of the original word', () => {
    expect(matchCase('Bussiness', 'business')).toBe('Business');
    expect(matchCase('BUSSINESS', 'business')).toBe('BUSINESS');
  });

  it('measures transpositions as one edit', () => {
    expect(editDistance('teh', 'the')).toBe(1);
  });

  it('applies confident edits, lists a likely name as a suggestion, and never chains edits', () => {
    const text = 'My freind Krall has a bussiness.';
    const lints = [
      spell(text, 'freind', ['fiend', 'friend']),
      spell(text, 'Krall', ['Kraal', 'Krill', 'Kill']),
      spell(text, 'bussiness', ['bossiness', 'business']),
    ];
    const edits = chooseEdits(text, lints);
    expect(applyEdits(text, edits)).toBe('My friend Krall has a business.');
    expect(edits.find((e) => e.before === 'Krall')?.applied).toBe(false);
    // one pass over the original text: every edit starts from an original word
    for (const e of edits) expect(text.slice(e.start, e.end)).toBe(e.before);
  });

  it('writes "doesn\'t" for a missing apostrophe after he, she or it', () => {
    for (const subject of ['He', 'she', 'It']) {
      const text = `${subject} dont know.`;
      expect(applyEdits(text, chooseEdits(text, [spell(text, 'dont', ['don', 'dint'])]))).toBe(
        `${subject} doesn't know.`,
      );
    }
    const they = 'They dont know.';
    expect(applyEdits(they, chooseEdits(they, [spell(they, 'dont', ['don'])]))).toBe("They don't know.");
  });

  it('takes a curated correction for missing apostrophes ("dont" → "don\'t")', () => {
    const text = 'I dont know.';
    expect(applyEdits(text, chooseEdits(text, [spell(text, 'dont', ['don', 'dint'])]))).toBe("I don't know.");
  });

  it('ignores style-preference rules such as the Oxford comma', () => {
    const text = 'red, white and blue';
    const lint: RawLint = {
      rule: 'OxfordComma',
      kind: 'Style',
      start: 10,
      end: 10,
      problem: '',
      message: 'An Oxford comma is necessary here.',
      suggestions: [{ kind: 2, text: ',' }],
    };
    expect(chooseEdits(text, [lint])).toEqual([]);
  });

  const harperLint = (text: string, rule: string, kind: string, problem: string, replacement: string): RawLint => {
    const start = text.indexOf(problem);
    return {
      rule,
      kind,
      start,
      end: start + problem.length,
      problem,
      message: `Use "${replacement}".`,
      suggestions: [{ kind: 0, text: replacement }],
    };
  };

  it.each([
    ['I finished my home work.', 'CompoundNouns', 'WordChoice', 'home work', 'homework'],
    ['Infact it works.', 'OpenCompounds', 'WordChoice', 'Infact', 'In fact'],
    ['They sold there house.', 'ThereToTheir', 'WordChoice', 'there', 'their'],
    ['It had a great affect on him.', 'NounVerbConfusion', 'WordChoice', 'affect', 'effect'],
    ['There fore, we left.', 'Therefore', 'WordChoice', 'There fore', 'Therefore'],
    ['We came despite of the rain.', 'DespiteOf', 'Usage', 'despite of', 'despite'],
  ])('applies Harper rules checked edit by edit on learner text: %s (%s)', (text, rule, kind, problem, replacement) => {
    const edits = chooseEdits(text, [harperLint(text, rule, kind, problem, replacement)]);
    expect(edits).toHaveLength(1);
    expect(edits[0].applied).toBe(true);
    expect(applyEdits(text, edits)).toBe(text.replace(problem, replacement));
  });

  it.each([
    ['If it rains more then we stay.', 'ThenThan', 'WordChoice', 'then', 'than'],
    ['I agree whole heartedly.', 'MergeWords', 'WordChoice', 'whole heartedly', 'wholeheartedly'],
    ['It was very good.', 'Excellent', 'Style', 'very good', 'excellent'],
  ])(
    'still only suggests rules that were often wrong on learner text: %s (%s)',
    (text, rule, kind, problem, replacement) => {
      const edits = chooseEdits(text, [harperLint(text, rule, kind, problem, replacement)]);
      expect(edits.every((e) => !e.applied)).toBe(true);
      expect(applyEdits(text, edits)).toBe(text);
    },
  );
});
