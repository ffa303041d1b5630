import {
  capitalise,
  capitaliseLike,
  countWords,
  detectLanguage,
  devanagariShare,
  hasDevanagari,
  matchCase,
} from './text';

describe('shared text facts', () => {
  it('finds Devanagari, including the extended block, and nothing in Latin text', () => {
    expect(hasDevanagari('नमस्ते')).toBe(true);
    expect(hasDevanagari('a\uA8F2b')).toBe(true);
    expect(hasDevanagari('Hello, namaste')).toBe(false);
  });

  it('calls a text Hindi from 30% Devanagari letters on', () => {
    expect(devanagariShare('')).toBe(0);
    expect(detectLanguage('मैं घर जा रहा हूँ')).toBe('hindi');
    expect(detectLanguage('I am going home now with my friend दोस्त')).toBe('english');
    expect(detectLanguage('kal milte hain')).toBe('english');
  });

  it('counts words with apostrophes, inner hyphens and Devanagari marks as one', () => {
    expect(countWords("  it's a well-known fact  ")).toBe(4);
    expect(countWords('मैं घर जा रहा हूँ।')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('matches the case of a model: all capitals, a leading capital or as it is', () => {
    expect(capitalise('word')).toBe('Word');
    expect(capitalise('')).toBe('');
    expect(matchCase('NO', 'any')).toBe('ANY');
    expect(matchCase('No', 'any')).toBe('Any');
    expect(matchCase('no', 'Any')).toBe('Any');
    expect(matchCase('A', 'these')).toBe('These');
    expect(capitaliseLike('YOUR', "you're")).toBe("You're");
    expect(capitaliseLike('Its', "it's")).toBe("It's");
    expect(capitaliseLike('Élan', 'word')).toBe('Word');
    expect(capitaliseLike('me', 'Priya and I')).toBe('Priya and I');
  });
});
