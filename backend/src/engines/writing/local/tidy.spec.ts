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
    'This module creates a function which is used for generating cache keys.', // "a": the clause says which one
    'Every client which has ever been active is counted.',
    'Which is better?',
  ])('leaves "%s" alone (preposition, question, restrictive clause, existing comma)', (text) => {
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: a final full stop', () => {
  it('ends a text that stops after a long sentence', () => {
    expect(tidy('Specializing in one subject does not suit our life in this era of change and innovation')).toBe(
      'Specializing in one subject does not suit our life in this era of change and innovation.',
    );
  });

  it.each([
    // a short one-sentence message may end without a mark
    'Reached home safely, will call you in the evening',
    'Finally got my passport renewed in 9 days. The PSK in Lower Parel was super efficient',
    // a casual text (emoji, chat words): its missing full stop is the writer's style
    "Ma has made parathas 😂 Also cousin-brother Bunty is coming at 11, don't make any plans",
    "Bro the match is at 7:30? I'll get the snacks. Also tell Vikram not to bring his speaker again lol",
  ])('adds no full stop to the message "%s"', (text) => {
    expect(tidyEdits(text).filter((e) => e.rule === 'tidy:final-period')).toEqual([]);
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

describe('tidy: more sentence capitals', () => {
  it.each([
    ['the dog barked. it was late! why? because.', 'The dog barked. It was late! Why? Because.'],
    ['Prices rose (e.g. rent) and fell. it was odd.', 'Prices rose (e.g. rent) and fell. It was odd.'],
    ['Go to example.com. visit us.', 'Go to example.com. Visit us.'],
    ['"Stop." it said.', '"Stop." It said.'],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each(['See p. iv of the book.', 'He left... then he came back.', 'It is done. iPad owners know.'])(
    'leaves "%s" alone (an abbreviation, an ellipsis, a brand)',
    (text) => {
      expect(tidy(text)).toBe(text);
    },
  );

  it('is a capitalization edit of the first word only', () => {
    expect(tidyEdits('it works.')).toEqual([
      {
        start: 0,
        end: 2,
        before: 'it',
        after: 'It',
        rule: 'tidy:sentence-capital',
        reason: 'A sentence starts with a capital letter.',
        category: 'capitalization',
        applied: true,
      },
    ]);
  });
});

describe('tidy: "i m" → "I\'m"', () => {
  it.each([
    ['i m happy.', "I'm happy."],
    ['I m happy.', "I'm happy."],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it('joins "m" to the pronoun without touching the pronoun itself (its capital is another edit)', () => {
    const edits = tidyEdits('He said i m fine.').filter((e) => e.rule === 'tidy:im');
    expect(edits).toEqual([expect.objectContaining({ start: 9, end: 11, before: ' m', after: "'m" })]);
  });

  it.each(['The film m was good.', 'I am happy.', 'I mean it.'])('leaves "%s" alone', (text) => {
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: a comma before "but" and "especially" after four or more words', () => {
  it.each([
    ['I like the food in Delhi but the weather is too hot.', 'I like the food in Delhi, but the weather is too hot.'],
    ['We like the hot food but it is hot.', 'We like the hot food, but it is hot.'],
    ['We did everything we could but it failed.', 'We did everything we could, but it failed.'],
    ['I enjoy reading many books especially novels.', 'I enjoy reading many books, especially novels.'],
    ['I love all the fruit especially mangoes.', 'I love all the fruit, especially mangoes.'],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each([
    // fewer than five words before
    'We like the food but it is hot.',
    'I like it but it is hot.',
    'I enjoy it especially novels.',
    // "not X but Y", "not only … but also": a contrast of two words, not two clauses
    'It is not the food but the weather that matters.',
    'I like not only the food but also the people.',
    'It is not cheap but it is good.',
    'They only want the money but we do not care.',
    // "but also", "but rather", "everything but"
    'I worked hard all day but also had fun.',
    'I worked hard all day long but rather tired.',
    'He bought everything but the milk and eggs.',
    // already has its comma
    'I like the food in Delhi, but the weather is hot.',
    'I like them, especially the red ones.',
  ])('leaves "%s" alone', (text) => {
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: an introductory word takes its comma only before a subject, and not in a casual text', () => {
  it.each([
    ['Finally we tried the biryani.', 'Finally, we tried the biryani.'],
    ['Also the rooms were clean.', 'Also, the rooms were clean.'],
    ['First of all we need a plan.', 'First of all, we need a plan.'],
    ["In today's world there is a thirst for change.", "In today's world, there is a thirst for change."],
    ['In today’s world there is a thirst for change.', 'In today’s world, there is a thirst for change.'],
    ['To my surprise nothing happened.', 'To my surprise, nothing happened.'],
    ['As far as I am concerned I agree.', 'As far as I am concerned, I agree.'],
    ['For these reasons the plan failed.', 'For these reasons, the plan failed.'],
    ['In todays world there is a thirst for change.', 'In todays world, there is a thirst for change.'],
    ['As we all know the sun is hot.', 'As we all know, the sun is hot.'],
    // a phrase after the sentence's conjunction
    ['But on the other hand there are people.', 'But on the other hand, there are people.'],
    ['Thus, in my view the points are strong.', 'Thus, in my view, the points are strong.'],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each([
    // a sentence without a subject: the adverb belongs to the verb
    'Finally tried the much-hyped biryani.',
    'Also tell Vikram to come.',
    'Still waiting for the refund.',
    // chat: emoji or chat words
    'Also the rooms were clean 😂 loved it.',
    'Also the rooms were clean btw.',
    // not at the start of the sentence, or already punctuated
    'I agree as far as I know the facts.',
    'First of all, we need a plan.',
    // a one-word adverb after a conjunction is left to the writer
    'But also the rooms were clean.',
    'But on the other hand, there are people.',
  ])('leaves "%s" alone', (text) => {
    expect(tidyEdits(text).filter((e) => e.rule === 'tidy:introductory-comma')).toEqual([]);
  });
});

describe('tidy: no optional mark in a text set in lines', () => {
  it('adds no comma before "but" at a line start of a poem', () => {
    const poem =
      'monsoon again\nthe same puddle outside the same gate\nand i am older\nbut the paper boats\nhave not learnt a thing';
    expect(tidyEdits(poem).filter((e) => e.category === 'punctuation')).toEqual([]);
  });

  it('still adds it in prose', () => {
    expect(tidy('We waited for the bus for an hour but it never came.')).toBe(
      'We waited for the bus for an hour, but it never came.',
    );
  });
});

describe('tidy: "however" between a subject and its verb', () => {
  it('sets it off by commas', () => {
    expect(tidy('A younger person however will need time.')).toBe('A younger person, however, will need time.');
  });

  it.each([
    'A younger person, however, will need time.',
    // "however" as "in whatever way"
    'You can do it however you like.',
    'We tried however hard it was.',
    // after a pronoun or a verb it opens a clause of its own
    'It is late. I however will stay.',
  ])('leaves "%s" alone', (text) => {
    expect(tidyEdits(text).filter((e) => e.rule === 'tidy:however-commas')).toEqual([]);
  });
});

describe('tidy: a comma before "etc." at the end of a list', () => {
  it('adds it after the last item', () => {
    expect(tidy('We studied the universe, the stars and the planets etc. in class.')).toBe(
      'We studied the universe, the stars and the planets, etc. in class.',
    );
  });

  it.each([
    'We studied the universe, the stars, etc. in class.',
    // no list in the sentence: left to the writer
    'It is easy to change modes etc. in a stream.',
    // "etc" without its full stop, as in code
    'We read the /etc folder, the logs and the files.',
  ])('leaves "%s" alone', (text) => {
    expect(tidyEdits(text).filter((e) => e.rule === 'tidy:etc-comma')).toEqual([]);
  });
});

describe('tidy: a question tag ends with a question mark', () => {
  it.each([
    ["Travel gives you time, isn't it.", "Travel gives you time, isn't it?"],
    ["You like tea, don't you.", "You like tea, don't you?"],
    ["You like tea, don't you. I do.", "You like tea, don't you? I do."],
  ])('%s → %s', (text, expected) => {
    expect(tidy(text)).toBe(expected);
  });

  it.each(["You like tea, don't you?", "I know that you don't. It isn't it.", "Some don't they say."])(
    'leaves "%s" alone',
    (text) => {
      expect(tidyEdits(text).filter((e) => e.rule === 'tidy:question-tag')).toEqual([]);
    },
  );
});

describe('tidy: no capital after an opening phrase and its comma', () => {
  it.each([
    ['Likewise, The theory is not the right way.', 'Likewise, the theory is not the right way.'],
    [
      'For example, When I travelled to France, I met a singer.',
      'For example, when I travelled to France, I met a singer.',
    ],
    ['It rained. However, We went out.', 'It rained. However, we went out.'],
  ])('%s', (text, want) => expect(tidy(text)).toBe(want));

  it.each([
    'However, The Hindu reported it first.', // a name: the next word is capitalised too
    'My favourite books are Dune and, for example, The Hobbit.', // not at a sentence start
    'Finally, I agree.',
    'In short, Rahul was right.',
  ])('leaves %s', (text) => expect(tidy(text)).toBe(text));
});

describe('tidy: an opening phrase that goes on takes no comma', () => {
  it('leaves "In the end of the story" whole', () => {
    expect(tidy('In the end of the story he dies.')).toBe('In the end of the story he dies.');
    expect(tidy('In the end he dies.')).toBe('In the end, he dies.');
  });
});

describe('tidy: no comma before "but" after a dash', () => {
  it('leaves "-- but" alone', () => {
    const text = 'He wants to belong to a club -- not of watch wearers -- but of talented artists.';
    expect(tidy(text)).toBe(text);
  });
});

describe('tidy: no comma before "but" that joins two verbs of one subject', () => {
  it('leaves "fine in daylight but struggles indoors" alone, and still sets off a clause', () => {
    const text = 'The camera is fine in daylight but struggles indoors.';
    expect(tidy(text)).toBe(text);
    expect(tidy('I told him many times but he never listens.')).toBe('I told him many times, but he never listens.');
    expect(tidy('Sale items can be exchanged within seven days but are not eligible for refunds.')).toBe(
      'Sale items can be exchanged within seven days but are not eligible for refunds.',
    );
    expect(tidy('The goal sent the small but noisy Mizo contingent into raptures.')).toBe(
      'The goal sent the small but noisy Mizo contingent into raptures.',
    );
    expect(tidy('To undo the last commit on this branch but keep your changes, use git reset.')).toBe(
      'To undo the last commit on this branch but keep your changes, use git reset.',
    );
  });
});
