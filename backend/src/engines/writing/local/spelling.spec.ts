import { loadNgrams } from './ngrams';
import { typingDistance } from './grammar';
import { isKeyboardSlip, isSplitPart, isTechnicalText, nearWords, takesNoPlural } from './spelling';

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

  it('sees a software note without marks: a word of the trade with another word of software', () => {
    expect(isTechnicalText('We use yargs to parse the options and globby to match the files.')).toBe(true);
    expect(isTechnicalText('Install yargs, then run the tool.')).toBe(true);
    expect(isTechnicalText('The plugin reads its config from the home directory.')).toBe(true);
    expect(isTechnicalText('In the past, browsers had bugs that made it weak: a userspace CSPRNG is worse.')).toBe(
      true,
    );
  });

  it('needs two different words of software, one of them a word of the trade', () => {
    // one hint alone, or the same hint twice, or only everyday words
    expect(isTechnicalText('Please install the new fan in my room tomorrow.')).toBe(false);
    expect(isTechnicalText('There were bugs in the room, so we slept outside.')).toBe(false);
    expect(isTechnicalText('They installed it and then installs more of it.')).toBe(false);
    expect(isTechnicalText('We run to the match and then read the files at the library.')).toBe(false);
    expect(isTechnicalText('The libraries and the library of our city are old.')).toBe(false);
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

describe('isSplitPart: a word common enough to be one half of two words run together', () => {
  it('takes very common words, and longer words that speech or books use often', () => {
    expect(isSplitPart('in')).toBe(true);
    expect(isSplitPart('age')).toBe(true);
    expect(isSplitPart('risky')).toBe(true);
    expect(isSplitPart('usage')).toBe(true);
  });

  it('refuses rare words and short words that are not very common', () => {
    expect(isSplitPart('yurt')).toBe(false);
    expect(isSplitPart('quaff')).toBe(false);
    expect(isSplitPart('sty')).toBe(false);
    expect(isSplitPart('qzx')).toBe(false);
  });
});

describe('takesNoPlural: adjectives and adverbs, which have no plural', () => {
  it('is true for a word that is only an adjective or an adverb', () => {
    expect(takesNoPlural('different')).toBe(true);
    expect(takesNoPlural('smaller')).toBe(true);
  });

  it('is true for a noun whose plural no dictionary knows', () => {
    expect(takesNoPlural('livestock')).toBe(true);
    expect(takesNoPlural('equipment')).toBe(true);
  });

  it('is false for a noun, a verb, a word that is both, and an unknown word', () => {
    expect(takesNoPlural('time')).toBe(false);
    expect(takesNoPlural('people')).toBe(false);
    expect(takesNoPlural('good')).toBe(false);
    expect(takesNoPlural('go')).toBe(false);
    expect(takesNoPlural('qzx')).toBe(false);
    // an "-ing" noun may have a plural the dictionaries lack ("prescribed burnings")
    expect(takesNoPlural('burning')).toBe(false);
  });
});
