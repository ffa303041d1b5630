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
    expect(rankSpelling('bussiness', ['bossiness', 'bushiness', 'business'])).toEqual({ best: 'business', confident: true });
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
});
