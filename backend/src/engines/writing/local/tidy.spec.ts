import { applyEdits } from './grammar';
import { tidyEdits } from './tidy';

const tidy = (text: string) => applyEdits(text, tidyEdits(text));

describe('tidy: sequence words open a sentence with a comma', () => {
  it.each([
    ['First the water is boiled.', 'First, the water is boiled.'],
    ['Second we need money.', 'Second, we need money.'],
    ['It rained. Then they left early.', 'It rained. Then, they left early.'],
    ["Yes that's right.", "Yes, that's right."],
    ['Actually that was a long trip.', 'Actually, that was a long trip.'],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each([
    'First class is expensive.',
    'Second hand shops are cheap.',
    'Then came the rain.',
    'First, the water is boiled.',
    'We came first the next day.',
  ])('leaves "%s" alone (no subject follows, already has a comma, or not at the start)', (text) => {
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: a comma before a "which" clause about the word before it', () => {
  it.each([
    [
      'He studied this subject which was a mystery to the world.',
      'He studied this subject, which was a mystery to the world.',
    ],
    ['They run on electricity which can be made cleanly.', 'They run on electricity, which can be made cleanly.'],
  ])('%s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each([
    'This is the house in which I was born.',
    'I do not know which is better.',
    'There are rocks near the coast which are very old.',
    'Some lectures which are based on facts are dull.',
    'He studied this subject, which was a mystery.',
    'Which is better?',
  ])('leaves "%s" alone (preposition, question, restrictive clause, existing comma)', (text) => {
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: a final full stop', () => {
  it('ends a text that stops after a word', () => {
    expect(tidy('We must trust ourselves and our friends')).toBe('We must trust ourselves and our friends.');
  });

  it.each([
    ['Hello there', 'Hello there'],
    ['We must trust ourselves.', 'We must trust ourselves.'],
    ['Is it true?', 'Is it true?'],
    ['Shopping list\nmilk and eggs and bread', 'Shopping list\nmilk and eggs and bread'],
    // the sentence gets its capital, but a text written all in lower case is not given a full stop
    ['see you later at the station', 'See you later at the station'],
    ['Read more at https://example.com/about us', 'Read more at https://example.com/about us'],
  ])('adds no full stop to "%s" (short, already ended, a list, no capital, a link)', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });
});

describe('tidy: sentence capitals', () => {
  it('capitalises the first word of each sentence', () => {
    expect(tidy('in general, it works. is it right? yes.')).toBe('In general, it works. Is it right? Yes.');
  });

  it('leaves words after an abbreviation, brand names and list lines alone', () => {
    expect(tidy('Bring fruit, e.g. apples.')).toBe('Bring fruit, e.g. apples.');
    expect(tidy('I like it. iPhone users too.')).toBe('I like it. iPhone users too.');
    expect(tidy('Shopping list\nmilk')).toBe('Shopping list\nmilk');
  });
});
