import { introCommaEdits, learnerCommaEdits } from './commas';
import { applyEdits, type GrammarEdit } from './grammar';

const commas = (text: string) => applyEdits(text, introCommaEdits(text));

describe('commas: after an opening prepositional phrase of four words or more', () => {
  it.each([
    ['In a market economy the price must fall.', 'In a market economy, the price must fall.'],
    ['During the long war the soldiers fought.', 'During the long war, the soldiers fought.'],
    ['With this in mind we can start.', 'With this in mind, we can start.'],
    ['At the age of ten I moved.', 'At the age of ten, I moved.'],
    ['As a young person I liked music.', 'As a young person, I liked music.'],
    // the subject may have adjectives before its noun
    ['In the case of young people the best way is to study.', 'In the case of young people, the best way is to study.'],
    ['It rained. In the late evening we went out.', 'It rained. In the late evening, we went out.'],
    ['It rained.\nIn the late evening we went out.', 'It rained.\nIn the late evening, we went out.'],
  ])('%s → %s', (text, expected) => {
    expect(commas(text)).toBe(expected);
  });

  it('adds one comma only, after the opening phrase', () => {
    expect(commas('In the late evening we went out and in the morning we came back.')).toBe(
      'In the late evening, we went out and in the morning we came back.',
    );
  });

  it('inserts the comma as a punctuation edit right after the phrase', () => {
    expect(introCommaEdits('After the long school day I play.')).toEqual([
      {
        start: 25,
        end: 25,
        before: '',
        after: ',',
        rule: 'commas:introductory-clause',
        reason: 'A comma ends the opening "After …" phrase before the main clause.',
        category: 'punctuation',
        applied: true,
        optional: true,
      },
    ]);
  });

  it.each([
    // already punctuated
    'In the morning, we go to school.',
    // after a short phrase the comma is optional: the writer's choice is kept
    'In the morning we go to school.',
    'After school I play.',
    'On Monday morning I go.',
    'On most platforms you have one or two lines.',
    'Without money we can do nothing.',
    // not at the start of the sentence
    'I think in the morning we go to school.',
    // a number is not a word of the phrase
    'In 2010 we moved.',
    // "As we are young …" is a clause with no verb before the subject: left alone
    'As we are young we like music.',
    // "and now …" opens with a conjunction and an adverb, not a preposition
    'And now in the morning we go.',
    // after a time phrase the comma is commonly left out
    'Over the past three years I have written more than 200 features.',
    'In the last two months we have hired ten people.',
  ])('leaves "%s" alone', (text) => {
    expect(introCommaEdits(text)).toEqual([]);
  });
});

describe('commas: after an opening subordinate clause', () => {
  it.each([
    ['If you want a product you give money.', 'If you want a product, you give money.'],
    ['When I was young I played football.', 'When I was young, I played football.'],
    ['Although he is rich he is sad.', 'Although he is rich, he is sad.'],
    ['If I go there I will see.', 'If I go there, I will see.'],
    ['If it is true I am happy.', 'If it is true, I am happy.'],
    ['While she was cooking he read.', 'While she was cooking, he read.'],
    ["Since I'm tired I'll sleep.", "Since I'm tired, I'll sleep."],
    ["If you're tired you should sleep.", "If you're tired, you should sleep."],
    ['If you know that he is right you are lucky.', 'If you know that he is right, you are lucky.'],
    // a leading conjunction is part of the opening
    ['But when I was young I played.', 'But when I was young, I played.'],
    // a subject with a determiner, after the clause's own noun
    ['When the forest is on fire the wood turns into ash.', 'When the forest is on fire, the wood turns into ash.'],
    // an adverb between the subject and its verb
    ['When I started working on time I gradually improved.', 'When I started working on time, I gradually improved.'],
    // "that" after "like" is a pronoun, not the start of a clause
    ["When older people think like that it's a problem.", "When older people think like that, it's a problem."],
    // a long opening clause
    [
      'Even though he knows the advertisement is unreal or looks too pretty he is going to buy the product.',
      'Even though he knows the advertisement is unreal or looks too pretty, he is going to buy the product.',
    ],
  ])('%s → %s', (text, expected) => {
    expect(commas(text)).toBe(expected);
  });

  it('puts the comma before the subject of the main clause, not before the object of the first', () => {
    expect(commas('If you want it you can.')).toBe('If you want it, you can.');
    expect(commas('If you think about it you will see.')).toBe('If you think about it, you will see.');
  });

  it.each([
    // "let it go": the pronoun after "let" is an object, and "go it" is no clause boundary
    'When you let it go it flies.',
    // the first clause ends in a verb: the pronoun after it could be its object
    'Because it rained we stayed home.',
    'Unless you study you will fail.',
    // already has its comma
    'If you want it, you can.',
    // too short to be a clause
    'If so we go.',
    // after a verb, "the door" may be its object: no boundary is sure
    'When he left the door remained open.',
  ])('leaves "%s" alone', (text) => {
    expect(introCommaEdits(text)).toEqual([]);
  });
});

describe('commas: not in a casual text', () => {
  it('adds the comma in prose', () => {
    expect(commas("If Hardik is fit for the final we're in good shape.")).toBe(
      "If Hardik is fit for the final, we're in good shape.",
    );
  });

  it.each([
    "If Hardik is fit for the final we're in good shape 🏏🔥",
    "If Hardik is fit for the final we're in good shape lol",
    "If Hardik is fit for the final we're in good shape!!",
  ])('leaves the optional comma out of "%s"', (text) => {
    expect(introCommaEdits(text)).toEqual([]);
  });
});

describe('commas: after a short opening phrase, in a sentence with a learner error', () => {
  const fix = (text: string, word: string, after: string): GrammarEdit => {
    const start = text.indexOf(word);
    return {
      start,
      end: start + word.length,
      before: word,
      after,
      rule: 'test',
      reason: '',
      category: 'spelling',
      applied: true,
    };
  };

  it('adds the comma when the sentence has a spelling or grammar fix', () => {
    const text = 'Without facts there will be no ideas develloped.';
    expect(applyEdits(text, learnerCommaEdits(text, [fix(text, 'develloped', 'developed')]))).toBe(
      'Without facts, there will be no ideas develloped.',
    );
  });

  it('leaves the sentence alone when the fix is in another sentence', () => {
    const text = 'Without facts there will be no ideas. It is develloped.';
    expect(learnerCommaEdits(text, [fix(text, 'develloped', 'developed')])).toEqual([]);
  });

  it("leaves a careful writer's short opening alone", () => {
    expect(learnerCommaEdits('In that role I reduced the reporting time.', [])).toEqual([]);
  });

  it('ends a corrected last sentence of four words or more with its full stop', () => {
    const text = 'so Ho Chi Minh city will develope';
    expect(applyEdits(text, learnerCommaEdits(text, [fix(text, 'develope', 'develop')]))).toBe(
      'so Ho Chi Minh city will develope.',
    );
  });

  it.each([
    // nothing corrected in it: a message often ends without a full stop
    ['The city will develop fast', 'other'],
    // too short
    ['It develope', 'develope'],
    // a chat message
    ['the city will develope lol', 'develope'],
  ])('adds no full stop to "%s"', (text, word) => {
    expect(learnerCommaEdits(text, text.includes(word) ? [fix(text, word, 'x')] : [])).toEqual([]);
  });

  it('adds nothing the long-phrase rule adds already', () => {
    const text = 'In a market economy the price must fall and it dont.';
    expect(learnerCommaEdits(text, [fix(text, 'dont', "doesn't")])).toEqual([]);
  });
});
