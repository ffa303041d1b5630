import { pastOf } from './lexicon';

describe('pastOf', () => {
  it.each([
    ['go', 'went'],
    ['speak', 'spoke'],
    ['visit', 'visited'],
    ['plan', 'planned'],
    ['try', 'tried'],
    ['understand', 'understood'],
    ['put', 'put'],
    ['have', 'had'],
  ])('%s → %s', (base, past) => expect(pastOf(base)).toBe(past));

  it('gives no past where the meaning decides it or the lexicon does not know the form', () => {
    expect(pastOf('lie')).toBeUndefined();
    expect(pastOf('be')).toBeUndefined();
    expect(pastOf('zorble')).toBeUndefined();
  });
});
