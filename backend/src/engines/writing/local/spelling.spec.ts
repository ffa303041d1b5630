import { loadNgrams } from './ngrams';
import { typingDistance } from './grammar';
import { isKeyboardSlip, isTechnicalText, nearWords } from './spelling';

beforeAll(() => {
  loadNgrams();
});

describe('nearWords: common words within a weighted distance', () => {
  it('finds words two slips away ("inviroment" → "environment", "cigarrets" → "cigarettes")', () => {
    expect(nearWords('inviroment', typingDistance, 2.5)).toContain('environment');
    expect(nearWords('cigarrets', typingDistance, 2.5)).toContain('cigarettes');
    expect(nearWords('proffeser', typingDistance, 2.5)).toContain('professor');
  });

  it('keeps only words within the distance, never the word itself, and nothing for other scripts', () => {
    const near = nearWords('house', typingDistance, 1);
    expect(near).toContain('houses');
    expect(near).not.toContain('house');
    expect(near.every((w) => typingDistance('house', w) <= 1)).toBe(true);
    expect(nearWords('qzxwvkj', typingDistance, 2.5)).toEqual([]);
    expect(nearWords('घर', typingDistance, 2.5)).toEqual([]);
  });
});

describe('isTechnicalText: READMEs and code notes, not prose', () => {
  it('sees code marks, file names, inner capitals and terms of software', () => {
    expect(isTechnicalText('Run `npm ci` and fix the warnings.')).toBe(true);
    expect(isTechnicalText('This means that streamx streams behave a lot like Node.js streams.')).toBe(true);
    expect(isTechnicalText('Change how markdown tokens are turned into mdast (TypeScript type).')).toBe(true);
    expect(isTechnicalText('If the **fsync** option is false, writeFile will skip the call.')).toBe(true);
    expect(isTechnicalText('Set the json config in the repo before you deploy.')).toBe(true);
    expect(isTechnicalText('Keyv also supports anything that follows the Map API.')).toBe(true);
  });

  it('reads learner essays, letters and prose as prose', () => {
    expect(isTechnicalText('In my opinion the goverment should help the elderly people.')).toBe(false);
    // one backtick is an apostrophe; a surname with an inner capital is a name
    expect(isTechnicalText('According to me it`s importand to have a solid base.')).toBe(false);
    expect(isTechnicalText('We ate at McDonald and met LeBron.')).toBe(false);
    // a slip that ran two words together
    expect(isTechnicalText('the reduction of huThis problem')).toBe(false);
    // one term of the trade in an office e-mail
    expect(isTechnicalText('There will be no acess to the VPN till 6 a.m.')).toBe(false);
  });
});

describe('isKeyboardSlip: one slip of the fingers that keeps the first and last letters', () => {
  it('accepts swaps, left-out letters, doubled or neighbouring extra letters, wrong vowels and neighbouring keys', () => {
    expect(isKeyboardSlip('dedciated', 'dedicated')).toBe(true);
    expect(isKeyboardSlip('specifed', 'specified')).toBe(true);
    expect(isKeyboardSlip('mimicks', 'mimics')).toBe(true);
    expect(isKeyboardSlip('efficiantly', 'efficiently')).toBe(true);
    expect(isKeyboardSlip('thwre', 'there')).toBe(true);
    expect(isKeyboardSlip('whlie', 'While')).toBe(true);
  });

  it('refuses a changed first or last letter, a far key, an unrelated extra letter and two edits', () => {
    expect(isKeyboardSlip('globby', 'lobby')).toBe(false);
    expect(isKeyboardSlip('streamx', 'stream')).toBe(false);
    expect(isKeyboardSlip('supertest', 'superbest')).toBe(false);
    expect(isKeyboardSlip('humanfs', 'humans')).toBe(false);
    expect(isKeyboardSlip('triaging', 'trialing')).toBe(false);
    expect(isKeyboardSlip('maintainance', 'maintenance')).toBe(false);
    expect(isKeyboardSlip('word', 'word')).toBe(false);
  });
});
