import { casualSpellings, isRomanizedHindi } from './romanized-hindi';
import { hindiLexicon } from './hindi-lexicon';

describe('Hindi words in casual Latin spelling', () => {
  it('writes a Devanagari word the ways Indian writers do', () => {
    expect(casualSpellings('गरम')).toContain('garam');
    expect(casualSpellings('मस्का')).toContain('maska');
    expect(casualSpellings('नानी')).toEqual(expect.arrayContaining(['nani', 'naanee']));
    expect(casualSpellings('दिये')).toContain('diye');
  });

  // the set comes from Debian's hunspell-hi, which .ci/run installs
  it('knows the words of the Hindi dictionary, and no English slip', () => {
    expect(hindiLexicon()).not.toBeNull();
    expect(['garam', 'maska', 'nani', 'sev'].map(isRomanizedHindi)).toEqual([true, true, true, true]);
    expect(['recieve', 'becuase', 'teh'].map(isRomanizedHindi)).toEqual([false, false, false]);
  });
});
