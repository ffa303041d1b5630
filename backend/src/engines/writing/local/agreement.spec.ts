import { agreementEdits, tokenize } from './agreement';
import { applyEdits } from './grammar';

const fix = (text: string) => applyEdits(text, agreementEdits(text));
/** The rule of each edit, with the words it changes. */
const rules = (text: string) => agreementEdits(text).map((e) => `${e.rule} ${e.before} → ${e.after}`);

describe('tokenize', () => {
  it('keeps contractions and numbers whole and gives each token its offsets', () => {
    const text = "I don't have 3,000.5 cats!";
    expect(tokenize(text).map((t) => [t.text, t.start, t.end, t.word])).toEqual([
      ['I', 0, 1, true],
      ["don't", 2, 7, true],
      ['have', 8, 12, true],
      ['3,000.5', 13, 20, false],
      ['cats', 21, 25, true],
      ['!', 25, 26, false],
    ]);
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('lower-cases each token and keeps curly apostrophes inside a word', () => {
    expect(tokenize('It’s OK').map((t) => t.lower)).toEqual(['it’s', 'ok']);
  });
});

describe('agreement edits', () => {
  it('returns applied grammar edits in text order whose "before" is the original text', () => {
    const text = 'I have many friend. He can helped us. There is many ways to do it.';
    const edits = agreementEdits(text);
    expect(edits).toHaveLength(3);
    for (const [k, e] of edits.entries()) {
      expect(text.slice(e.start, e.end)).toBe(e.before);
      expect(e).toMatchObject({ category: 'grammar', applied: true });
      if (k > 0) expect(e.start).toBeGreaterThanOrEqual(edits[k - 1].end);
    }
    expect(applyEdits(text, edits)).toBe('I have many friends. He can help us. There are many ways to do it.');
  });

  it('names only subject–verb and "there are" edits as agreement (the learning topics read the rule name)', () => {
    expect(rules('These systems runs on electricity.')).toEqual(['grammar:subject-verb-agreement runs → run']);
    expect(rules('There is many ways.')).toEqual(['grammar:there-are-agreement is → are']);
    expect(rules('I have many friend.')).toEqual(['grammar:plural-noun friend → friends']);
    expect(rules('He can helped us.')).toEqual(['grammar:base-verb helped → help']);
  });
});

describe('agreement: a plural noun after a quantifier', () => {
  it.each([
    ['There are several reason for this.', 'There are several reasons for this.'],
    ['I have many friend.', 'I have many friends.'],
    ['Many new employee joined.', 'Many new employees joined.'],
    ['I have two brother.', 'I have two brothers.'],
    ['These student are late.', 'These students are late.'],
    ['Those day were great.', 'Those days were great.'],
    ['Both side agree.', 'Both sides agree.'],
    ['One of the thing I like is music.', 'One of the things I like is music.'],
    ['Each of the student has a book.', 'Each of the students has a book.'],
    ['He read a lot of book.', 'He read a lot of books.'],
    ['He has a lot of problem.', 'He has a lot of problems.'],
    ['There are some book on the table.', 'There are some books on the table.'],
    ['I understand certain thing about it.', 'I understand certain things about it.'],
    ['He argued with other driver on the road.', 'He argued with other drivers on the road.'],
    // irregular plurals
    ['I have two child.', 'I have two children.'],
    ['Five man came.', 'Five men came.'],
    ['Many life were lost.', 'Many lives were lost.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    // a noun that modifies the next noun, or a pronoun after a verb
    'There were many car accidents last year.',
    'Many use it every day.',
    // uncountable nouns, and mass nouns after "a lot of"
    'I spent a lot of money.',
    'I spent a lot of time there.',
    'I had a lot of fun.',
    // "a certain", "the other": singular
    'I met a certain person there.',
    'The other driver was angry.',
    // already plural, or a plural that is rare ("sheeps", "deers")
    'She was given many gifts.',
    'I saw many sheep in the field.',
    'We saw three deer there.',
    'Two people came.',
    // the word before goes with the singular ("important reason" is far more common than "important reasons")
    'Several important reason exist.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: uncountable nouns have no plural', () => {
  it.each([
    ['We need more knowledges.', 'We need more knowledge.'],
    ['Informations about the course are online.', 'Information about the course are online.'],
    ['He gave me some advices.', 'He gave me some advice.'],
    ['Many peoples came.', 'Many people came.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each(['The peoples of Europe met.', 'The IT team uses SOFTWARES daily.'])(
    'leaves "%s" alone (nations, an acronym-like capitalised word)',
    (text) => {
      expect(agreementEdits(text)).toEqual([]);
    },
  );
});

describe('agreement: the base form after a modal, "to" or "didn\'t"', () => {
  it.each([
    ['It will causes problems.', 'It will cause problems.'],
    ['He can helped us.', 'He can help us.'],
    ['They may helps us.', 'They may help us.'],
    ['You should tries it.', 'You should try it.'],
    ['We must respects them.', 'We must respect them.'],
    ["He didn't went home.", "He didn't go home."],
    ["She doesn't likes tea.", "She doesn't like tea."],
    ["I don't knows.", "I don't know."],
    ['He did not went there.', 'He did not go there.'],
    ['I want to goes home.', 'I want to go home.'],
    ['I used to went there.', 'I used to go there.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    // "will" as a noun
    'The will to live is strong.',
    'His will causes trouble.',
    // "may" as a slip for "many"
    'There may subjects be.',
    // a form of "be": left to a human
    'It can was true.',
    // capitalised: not the modal "can" / "to" of a clause
    'CAN helped',
    'I want To goes.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "there is" before a plural', () => {
  it.each([
    ['There is many ways to do it.', 'There are many ways to do it.'],
    ['There was several problems.', 'There were several problems.'],
    ['There is ten people.', 'There are ten people.'],
    ['There Is many ways.', 'There Are many ways.'],
    ['There is also people who disagree.', 'There are also people who disagree.'],
    ['In my town there was still many shops.', 'In my town there were still many shops.'],
    ['There is students in the hall.', 'There are students in the hall.'],
    ['I think there is people like that.', 'I think there are people like that.'],
    ['There was no books in the shop.', 'There were no books in the shop.'],
    ['There is some students outside.', 'There are some students outside.'],
    ['There was plenty of problems.', 'There were plenty of problems.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'There is a way.',
    'There are many ways.',
    'Is there a way?',
    'There is news from home.', // singular
    'There is economics on the timetable.', // a subject
    'There is sports equipment in the shed.', // a noun before a noun
    "There is students' work on the wall.", // a possessive
    'There was also a problem.',
    'There is Apples in the name.', // a capital: a name
    'There was no milk.', // uncountable
    'There was no books and pens.', // a list: its last noun may decide
    'There was lots of noise.', // "lots of" agrees with the noun after "of"
    'There is no news.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "their" before a verb of being is "there"', () => {
  it.each([
    ['Their is a reason for it.', 'There is a reason for it.'],
    ['I know their are problems.', 'I know there are problems.'],
    ['Their was nobody home.', 'There was nobody home.'],
    ['their is many reasons.', 'there are many reasons.'],
    ['Their is also people who disagree.', 'There are also people who disagree.'],
    ['Their are going to be problems.', 'There are going to be problems.'],
    ['Their was problems with it.', 'There were problems with it.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'Their house is big.',
    'Their answers were right.',
    'They said their piece.',
    'There is a reason.',
    'Ours failed but their is good.', // "theirs"
    'Their are playing outside.', // "they're"
    'Their is.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "its" that means "it is" or "it has"', () => {
  it.each([
    ['I think its not fair.', "I think it's not fair."],
    ['Its a good idea.', "It's a good idea."],
    ['Its the best way.', "It's the best way."],
    ['Also its been a long day.', "Also it's been a long day."],
    ['But its very expensive to spend.', "But it's very expensive to spend."],
    ['Its really hard to say.', "It's really hard to say."],
    ['Its important to rest.', "It's important to rest."],
    ['This is hard. Its true.', "This is hard. It's true."],
    ['Its time to go.', "It's time to go."],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'The company lost its way.',
    'The dog wagged its very long tail.',
    'Its important role is clear.',
    'The team and its so called leader.',
    'Each town has its good and bad sides.',
    'The plan has its time limits.',
    "It's not fair.",
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "am/is/are agree"', () => {
  it.each([
    ['I am agree with you.', 'I agree with you.'],
    ['She is agree with the plan.', 'She agrees with the plan.'],
    ['Some people are not agree with me.', 'Some people do not agree with me.'],
    ['He is not agree.', 'He does not agree.'],
    ['I am disagree with this.', 'I disagree with this.'],
    ['They were agree at first.', 'They agreed at first.'],
    ['I was not agree.', 'I did not agree.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
    expect(agreementEdits(text).map((e) => e.rule)).toEqual(['grammar:be-agree']);
  });

  it.each(['I agree with you.', 'We are agreed on this.', 'It is agreeable.'])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: phrases learners of Indian English often write', () => {
  it.each([
    ['Please return back the book.', 'Please return the book.', 'grammar:redundant-particle'],
    ['They returned back home.', 'They returned home.', 'grammar:redundant-particle'],
    ['The rules were reverted back.', 'The rules were reverted.', 'grammar:redundant-particle'],
    ['She cannot cope up with stress.', 'She cannot cope with stress.', 'grammar:redundant-particle'],
    ['Explain me the rule.', 'Explain to me the rule.', 'grammar:explain-to'],
    ['Can you explain us how?', 'Can you explain to us how?', 'grammar:explain-to'],
    ['Thanks God it is over.', 'Thank God it is over.', 'grammar:idiom'],
  ])('%s → %s', (text, expected, rule) => {
    expect(fix(text)).toBe(expected);
    expect(agreementEdits(text).map((e) => e.rule)).toEqual([rule]);
  });

  it.each([
    'I came back.',
    'Go back up.',
    'The coping up phase.',
    'He explained it to me.',
    'Please explain me to them.',
    'Thanks, God bless you.',
    'The return backlog grew.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "this" before a plural noun', () => {
  it.each([
    ['We need to park all this cars.', 'We need to park all these cars.'],
    ['This companies use fish oil.', 'These companies use fish oil.'],
    ['I like this new shoes.', 'I like these new shoes.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
    expect(rules(text)).toEqual([expect.stringMatching(/^grammar:these-plural [Tt]his → [Tt]hese$/)]);
  });

  it.each([
    'This means a lot.', // a verb
    'This shows that people care.',
    'At this times are hard.', // "times" is also a verb
    'This news is good.',
    'This series is long.',
    'This mathematics is hard.',
    'This sports car is fast.',
    'This arms dealer is rich.',
    "This students' room is big.",
    'That cars are fast.', // "that" is often a conjunction: left alone
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text).filter((e) => e.rule === 'grammar:these-plural')).toEqual([]);
  });
});

describe('agreement: the verb agrees with its noun subject', () => {
  it.each([
    ['The teacher teach them well.', 'The teacher teaches them well.'],
    ['The boy eat the apple.', 'The boy eats the apple.'],
    ['If the teacher teach them well they learn.', 'If the teacher teaches them well they learn.'],
    ['These systems runs on electricity.', 'These systems run on electricity.'],
    ['Those students wants more.', 'Those students want more.'],
    ['Many people says that.', 'Many people say that.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    // the noun after "of" is not the subject
    'The students of the teacher teach them.',
    // "have", "be", "do" are left alone
    'The child have a toy.',
    // a verb that is also a noun ("play", "work") may be the noun
    'The team play in the park.',
    'This plan work for us.',
    // no object follows: the clause is not clear
    'The teacher teach.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: a singular noun after a/an/every/each', () => {
  it.each([
    ['He is an experts in this.', 'He is an expert in this.'],
    ['She made a slow movements.', 'She made a slow movement.'],
    ['He bought a new cars.', 'He bought a new car.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    // a plural noun that modifies the next noun
    'He drives a sports car.',
    // "every few days", "a lot of", "a days" is not a noun phrase
    'Every few days it rains.',
    'A lot of people came.',
    'a days ago',
    // "details" is also a verb (VBZ)
    'Every details matter.',
    // "news" has no singular
    'He has a good news.',
    'She has an idea.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: a bare singular subject of "have/are/were" is plural', () => {
  it.each([
    ['Recently scientist have found a cure.', 'Recently scientists have found a cure.'],
    ['scientist are clever.', 'scientists are clever.'],
    [
      'Today people are busy. Recently student have more homework.',
      'Today people are busy. Recently students have more homework.',
    ],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each(['The scientist have found it.', 'I like this job. Jobs are good.', 'Ten years ago he left.'])(
    'leaves "%s" alone (a determiner before the noun, already plural)',
    (text) => {
      expect(agreementEdits(text)).toEqual([]);
    },
  );
});

describe('agreement: fixed phrases', () => {
  it.each([
    // a doubled determiner
    ['For the these reasons we left.', 'For these reasons we left.'],
    // "'s" and "is"
    ["It's is a good idea.", 'It is a good idea.'],
    ["That's was fun.", 'That was fun.'],
    ["What's is that?", 'What is that?'],
    // "to" after a modal or after "make/let someone"
    ["I can't to do it.", "I can't do it."],
    ['You must to go.', 'You must go.'],
    ['He cannot to swim.', 'He cannot swim.'],
    ['It makes them to understand.', 'It makes them understand.'],
    ['They made us to work hard.', 'They made us work hard.'],
    ['Let me to explain.', 'Let me explain.'],
    // compound words
    ['He hurt him self.', 'He hurt himself.'],
    ['He did it by him self.', 'He did it by himself.'],
    ['They hurt them selves.', 'They hurt themselves.'],
    ['I need some thing to eat.', 'I need something to eat.'],
    ['Every thing is fine.', 'Everything is fine.'],
    ['Anything is fine. any thing goes.', 'Anything is fine. anything goes.'],
    ['Every one was happy.', 'Everyone was happy.'],
    ['Some times I go to the park.', 'Sometimes I go to the park.'],
    ['I will be there some times, when I can.', 'I will be there sometimes, when I can.'],
    ['I agree whole heartedly.', 'I agree wholeheartedly.'],
    ['Now a days people work hard.', 'Nowadays people work hard.'],
    ['Nowadays is fine. now adays people work.', 'Nowadays is fine. nowadays people work.'],
    // idioms
    ['From my points of views it is bad.', 'From my points of view it is bad.'],
    ['In my point of views it is bad.', 'In my point of view it is bad.'],
    ['I waited for long time.', 'I waited for a long time.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'Every one of them was happy.',
    'Some times are hard.',
    'Some time ago I left.',
    'There is no thing to do.',
    'I waited for a long time.',
    'In my point of view it is bad.',
    'The view is nice.',
    "Let's is fine.",
    'I want to go.',
    'He made to order.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "my self" before a noun stays apart', () => {
  it('joins "my self" only where it is the pronoun', () => {
    expect(fix('I did it my self.')).toBe('I did it myself.');
    expect(fix('It hurt my self confidence.')).toBe('It hurt my self confidence.');
  });
});

describe('agreement: "people", "children" and "police" are plural', () => {
  it.each([
    ['Many people thinks so.', 'Many people think so.'],
    ['People who has money buy cars.', 'People who have money buy cars.'],
    ['The children is happy.', 'The children are happy.'],
    ['The police says no.', 'The police say no.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it('leaves a noun after "of" alone: it is not the subject', () => {
    expect(fix('The number of people is growing.')).toBe('The number of people is growing.');
    expect(fix("Most people's cars are old.")).toBe("Most people's cars are old.");
  });
});
