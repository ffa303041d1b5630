import { readHindiLexicon } from './hindi-lexicon';
import {
  aksharaCount,
  isKnownForm,
  judgeSpelling,
  nuktaDotForm,
  singleEdits,
  spellingCandidates,
  spellingVariants,
} from './hindi-spelling';

const WORDS = [
  'दूर',
  'दर',
  'देर',
  'नीचे',
  'कीमत',
  'पूरे',
  'पूरा',
  'करना',
  'करेंगे',
  'किताब',
  'लड़का',
  'पेड़',
  'सड़क',
  'सडक', // the real dictionary holds a few such misspellings
  'मोड़',
  'पढ़ना',
  'ऋषीकेश',
  'बाग',
  'बैंग',
  'पान',
  'पुन',
  'कलम',
  'मेरा',
  'सुंदर',
  'बीमारी',
];
const lexicon = readHindiLexicon('SET UTF-8\n', `${WORDS.length}\n${WORDS.join('\n')}\n`);
const cost = (from: string, to: string) => spellingVariants(from).find((c) => c.word === to)?.cost;

describe('candidate generation', () => {
  it('swaps vowel length cheaply, other vowels and consonants dearly', () => {
    expect(cost('दुर', 'दूर')).toBe(1);
    expect(cost('निचे', 'नीचे')).toBe(1);
    expect(cost('मेला', 'मैला')).toBe(1.5);
    expect(cost('सुंडर', 'सुंदर')).toBe(2);
    expect(cost('तायार', 'तैयार')).toBe(2);
    expect(cost('दुर', 'दर')).toBe(2.5);
  });

  it('moves, adds and drops the anusvara and chandrabindu', () => {
    expect(cost('करेगें', 'करेंगे')).toBe(1);
    expect(cost('सुदर', 'सुंदर')).toBe(2);
    expect(cost('बैंग', 'बैग')).toBe(2.5);
    expect(cost('पहुँचे', 'पहुचे')).toBe(2.5);
  });

  it('dots and undots ड and ढ', () => {
    expect(cost('पेड', 'पेड़')).toBe(1.5);
    expect(cost('पढ़ना', 'पढना')).toBe(1.5);
  });

  it('does not change the ending that marks gender and number (that is grammar)', () => {
    const words = singleEdits('लड़का').map((c) => c.word);
    expect(words).not.toContain('लड़के');
    expect(words).not.toContain('लड़की');
    expect(singleEdits('हमे').map((c) => c.word)).not.toContain('हमें');
  });

  it('lists each variant once, cheapest first, without the word itself', () => {
    const variants = spellingVariants('दुर');
    expect(new Set(variants.map((c) => c.word)).size).toBe(variants.length);
    expect(variants.map((c) => c.word)).not.toContain('दुर');
    expect(variants.map((c) => c.cost)).toEqual([...variants.map((c) => c.cost)].sort((a, b) => a - b));
  });
});

describe('ranking', () => {
  it('keeps the dictionary words, cheapest first', () => {
    expect(spellingCandidates('दुर', lexicon).map((c) => c.word)).toEqual(['दूर', 'दर', 'देर']);
  });

  it('corrects a clear one-step winner', () => {
    expect(judgeSpelling('दुर', lexicon)).toMatchObject({ kind: 'correct', to: 'दूर', cost: 1 });
    expect(judgeSpelling('निचे', lexicon)).toMatchObject({ kind: 'correct', to: 'नीचे' });
    expect(judgeSpelling('किमत', lexicon)).toMatchObject({ kind: 'correct', to: 'कीमत' });
    expect(judgeSpelling('पुरे', lexicon)).toMatchObject({ kind: 'correct', to: 'पूरे' });
  });

  it('only suggests a dearer winner or one with a close rival', () => {
    expect(judgeSpelling('सुंडर', lexicon)).toMatchObject({ kind: 'suggest', to: 'सुंदर' });
    // बाग and बैंग are as close to बैग (an English loan): no winner
    expect(judgeSpelling('बैग', lexicon).kind).toBe('suggest');
    // a loan the dictionary lacks, close to a Hindi word
    expect(judgeSpelling('कालम', lexicon)).toMatchObject({ kind: 'suggest', to: 'कलम' });
  });

  it('leaves long words (names, compounds) to a suggestion', () => {
    expect(aksharaCount('ऋषिकेश')).toBe(4);
    expect(aksharaCount('किमत')).toBe(3);
    expect(judgeSpelling('ऋषिकेश', lexicon)).toMatchObject({ kind: 'suggest', to: 'ऋषीकेश' });
  });

  it('corrects the plural of a clearly misspelled singular, judged by the singular', () => {
    // बिमारियों has five syllables, but its singular बिमारी has three and is clearly बीमारी
    expect(judgeSpelling('बिमारियों', lexicon)).toMatchObject({ kind: 'correct', to: 'बीमारियों', cost: 1 });
    expect(judgeSpelling('किमतों', lexicon)).toMatchObject({ kind: 'correct', to: 'कीमतों' });
    // a known plural, and a plural of an unknown word (a name), stay
    expect(judgeSpelling('बीमारियों', lexicon).kind).toBe('known');
    expect(judgeSpelling('अंकितों', lexicon).kind).toBe('unknown');
    // a misspelled plural the dictionary holds, whose singular it lacks, when it also holds the right plural
    const withSlip = readHindiLexicon('SET UTF-8\n', '3\nबीमारी\nबीमारियों\nबिमारियों\n');
    expect(judgeSpelling('बिमारियों', withSlip)).toMatchObject({ kind: 'correct', to: 'बीमारियों' });
    expect(judgeSpelling('बीमारियों', withSlip).kind).toBe('known');
  });

  it('leaves a word with no candidate and a known word', () => {
    expect(judgeSpelling('अंकित', lexicon).kind).toBe('unknown');
    expect(judgeSpelling('दूर', lexicon).kind).toBe('known');
  });
});

describe('isKnownForm', () => {
  it('knows the regular forms of dictionary words', () => {
    expect(isKnownForm('करूँगी', lexicon)).toBe(true);
    expect(isKnownForm('करेगा', lexicon)).toBe(true);
    expect(isKnownForm('किताबें', lexicon)).toBe(true);
    expect(isKnownForm('किताबों', lexicon)).toBe(true);
    expect(isKnownForm('लड़कों', lexicon)).toBe(true);
    expect(isKnownForm('मेरी', lexicon)).toBe(true);
  });

  it('does not take a misspelling for a form', () => {
    expect(isKnownForm('करेगें', lexicon)).toBe(false);
    expect(isKnownForm('किताबे', lexicon)).toBe(false);
    expect(isKnownForm('दुर', lexicon)).toBe(false);
  });
});

describe('nuktaDotForm', () => {
  it('dots ड after a vowel when the dictionary has the dotted word, even if it has the other too', () => {
    expect(nuktaDotForm('सडक', lexicon)).toBe('सड़क');
    expect(nuktaDotForm('पढना', lexicon)).toBe('पढ़ना');
    expect(nuktaDotForm('पेड', lexicon, 'मेरा')).toBe('पेड़');
    expect(nuktaDotForm('पेड', lexicon, undefined, 'कलम')).toBe('पेड़');
  });

  it('leaves a final ड among loans, the loan मोड, and words without a dotted twin', () => {
    expect(nuktaDotForm('पेड', lexicon)).toBeNull();
    expect(nuktaDotForm('पेड', lexicon, 'अनपेड')).toBeNull();
    expect(nuktaDotForm('पेड', lexicon, 'मेरा', 'प्लान')).toBeNull(); // "paid plan": a loan follows
    expect(nuktaDotForm('पेड', lexicon, 'मेरा', 'कॉल')).toBeNull();
    expect(nuktaDotForm('मोड', lexicon, 'कलम')).toBeNull();
    expect(nuktaDotForm('रोड', lexicon, 'कलम')).toBeNull();
    expect(nuktaDotForm('ठंडा', lexicon)).toBeNull();
  });
});
