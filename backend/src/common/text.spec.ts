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
  it('reads the script, language and word count from @likho/site/text (tested there)', () => {
    expect(hasDevanagari('नमस्ते')).toBe(true);
    expect(devanagariShare('')).toBe(0);
    expect(detectLanguage('मैं घर जा रहा हूँ')).toBe('hindi');
    expect(countWords("  it's a well-known fact  ")).toBe(4);
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
