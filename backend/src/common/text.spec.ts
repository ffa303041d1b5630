import { countWords, detectLanguage, devanagariShare, hasDevanagari } from './text';

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
});
