import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('keeps contractions and numbers whole and gives each token its offsets', () => {
    const text = "I don't have 3,000.5 cats!";
    expect(tokenize(text).map((t) => [t.text, t.start, t.end, t.word])).toEqual([
      ['I', 0, 1, true],
      ["don't", 2, 7, true],
      ['have', 8, 12, true],
      ['3,000.5', 13, 20, false],
      ['cats', 21, 25, true],
      ['!', 25, 26, false],
    ]);
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('lower-cases each token and keeps curly apostrophes inside a word', () => {
    expect(tokenize('It’s OK').map((t) => t.lower)).toEqual(['it’s', 'ok']);
  });
});
