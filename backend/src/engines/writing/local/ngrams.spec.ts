import { isUncountable, pluralOf, tagsOf, verbBaseOf } from './lexicon';
import { bigramCount, fit, loadNgrams, logNext, logUnigram, unigramCount } from './ngrams';

beforeAll(() => {
  loadNgrams();
});

describe('ngrams: word and word-pair counts (Google Books, SymSpell dictionaries in ./data)', () => {
  it('counts a word case-insensitively, and an unknown word as 0', () => {
    expect(unigramCount('the')).toBeGreaterThan(1_000_000_000);
    expect(unigramCount('The')).toBe(unigramCount('the'));
    expect(unigramCount('THE')).toBe(unigramCount('the'));
    expect(unigramCount('qwzxv')).toBe(0);
  });

  it('counts word pairs in order, case-insensitively, and an unlisted or unknown pair as 0', () => {
    expect(bigramCount('of', 'the')).toBeGreaterThan(bigramCount('the', 'of'));
    expect(bigramCount('Of', 'THE')).toBe(bigramCount('of', 'the'));
    expect(bigramCount('qwzxv', 'the')).toBe(0);
    expect(bigramCount('the', 'qwzxv')).toBe(0);
  });

  it('loading again keeps the same tables', () => {
    const before = unigramCount('house');
    loadNgrams();
    expect(unigramCount('house')).toBe(before);
  });

  it('gives log probabilities (never above 0), with one floor for every unknown word', () => {
    expect(logUnigram('the')).toBeLessThan(0);
    expect(logUnigram('the')).toBeGreaterThan(logUnigram('house'));
    expect(logUnigram('qwzxv')).toBe(logUnigram('zzqqxx'));
    expect(logUnigram('qwzxv')).toBeLessThan(logUnigram('house'));
    expect(logNext('of', 'the')).toBeLessThanOrEqual(0);
  });

  it('scores the next word by the pair when the pair is known ("of the" ≫ "the of")', () => {
    expect(logNext('of', 'the')).toBeGreaterThan(logNext('the', 'of') + 2);
    expect(logNext('there', 'is')).toBeGreaterThan(logNext('their', 'is'));
  });

  it('backs off to 0.4 × the word probability for an unlisted pair', () => {
    expect(logNext('qwzxv', 'house')).toBeCloseTo(Math.log10(0.4) + logUnigram('house'), 10);
    expect(logNext('the', 'qwzxv')).toBeCloseTo(Math.log10(0.4) + logUnigram('qwzxv'), 10);
  });

  it('fit: how well a word goes between its neighbours', () => {
    expect(fit('over', 'there', 'is')).toBeGreaterThan(fit('over', 'their', 'is'));
    expect(fit(undefined, 'whether', 'or')).toBeGreaterThan(fit(undefined, 'weather', 'or'));
    expect(fit('the', 'weather', undefined)).toBeGreaterThan(fit('the', 'whether', undefined));
  });

  it('fit without neighbours is the word probability; a phrase is scored word by word', () => {
    expect(fit(undefined, 'house', undefined)).toBe(logUnigram('house'));
    expect(fit(undefined, 'a lot', undefined)).toBeCloseTo(logUnigram('a') + logNext('a', 'lot'), 10);
    expect(fit('in', 'a lot', undefined)).toBeCloseTo(logNext('in', 'a') + logNext('a', 'lot'), 10);
    expect(fit(undefined, 'there', 'is')).toBeCloseTo(
      logUnigram('there') + logNext('there', 'is') - logUnigram('is'),
      10,
    );
  });
});

describe('lexicon: parts of speech and inflection (wink-lexicon)', () => {
  it('lists Penn tags, most frequent use first, case-insensitively', () => {
    expect(tagsOf('run')[0]).toBe('VB');
    expect(tagsOf('run')).toContain('NN');
    expect(tagsOf('The')[0]).toBe('DT');
    expect(tagsOf('cars')).toEqual(['NNS']);
  });

  it('knows no tags for unknown words, including names of Object.prototype members', () => {
    expect(tagsOf('qwzxv')).toEqual([]);
    expect(tagsOf('constructor')).toEqual([]);
    expect(tagsOf('toString')).toEqual([]);
    expect(tagsOf('__proto__')).toEqual([]);
  });

  it.each(['information', 'Advice', 'knowledge', 'furniture', 'time', 'feedback', 'behaviour', 'series'])(
    '"%s" is uncountable',
    (noun) => {
      expect(isUncountable(noun)).toBe(true);
    },
  );

  it.each(['car', 'reason', 'friend', 'book'])('"%s" is countable', (noun) => {
    expect(isUncountable(noun)).toBe(false);
  });

  it.each([
    ['car', 'cars'],
    ['city', 'cities'],
    ['day', 'days'],
    ['toy', 'toys'],
    ['box', 'boxes'],
    ['church', 'churches'],
    ['wish', 'wishes'],
    ['bus', 'buses'],
    ['child', 'children'],
    ['man', 'men'],
    ['woman', 'women'],
    ['person', 'people'],
    ['knife', 'knives'],
    ['Life', 'lives'],
    ['shelf', 'shelves'],
  ])('the plural of "%s" is "%s"', (noun, plural) => {
    expect(pluralOf(noun)).toBe(plural);
  });

  it.each([
    ['causes', 'cause'],
    ['watches', 'watch'],
    ['studies', 'study'],
    ['helped', 'help'],
    ['hoped', 'hope'],
    ['stopped', 'stop'],
    ['tried', 'try'],
    ['went', 'go'],
    ['Went', 'go'],
    ['is', 'be'],
  ])('the base form of "%s" is "%s"', (form, base) => {
    expect(verbBaseOf(form)).toBe(base);
  });

  it('has no base form for a word that is not a verb form', () => {
    expect(verbBaseOf('qwzxved')).toBeUndefined();
    expect(verbBaseOf('qwzxvs')).toBeUndefined();
  });
});
