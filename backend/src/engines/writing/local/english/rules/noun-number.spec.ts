import { applyEdits } from '../../grammar';
import { agreementEdits, learnerEdits } from '..';

const fixAgreement = (text: string) => applyEdits(text, agreementEdits(text));
const fixLearner = (text: string) => applyEdits(text, learnerEdits(text));
/** The rule of each edit, with the words it changes. */
const rules = (text: string) => agreementEdits(text).map((e) => `${e.rule} ${e.before} → ${e.after}`);

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
    expect(fixAgreement(text)).toBe(expected);
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
    // a compound, one of a pair, "or other", a noun inside a modifier
    'There are platform-specific classes.',
    'This improves both performance and memory usage.',
    'It passes both success and failure through.',
    'Convert it into a string or other object.',
    'If they use certain vendor neutral environment variables, it works.',
    // "both … and" joins two words as they are
    'Kiran Rao has made a film that is both light and sharp.',
    // "both" as the subject, its verb ending the clause
    'I tried the app on two phones; both crash.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: uncountable nouns have no plural', () => {
  it.each([
    ['We need more knowledges.', 'We need more knowledge.'],
    ['Informations about the course are online.', 'Information about the course are online.'],
    ['He gave me some advices.', 'He gave me some advice.'],
    ['The staffs were not very helpful.', 'The staff were not very helpful.'],
    ['Many peoples came.', 'Many people came.'],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
  });

  it.each(['The peoples of Europe met.', 'The IT team uses SOFTWARES daily.'])(
    'leaves "%s" alone (nations, an acronym-like capitalised word)',
    (text) => {
      expect(agreementEdits(text)).toEqual([]);
    },
  );
});

describe('agreement: "this" before a plural noun', () => {
  it.each([
    ['We need to park all this cars.', 'We need to park all these cars.'],
    ['This companies use fish oil.', 'These companies use fish oil.'],
    ['I like this new shoes.', 'I like these new shoes.'],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
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

describe('agreement: a singular noun after a/an/every/each', () => {
  it.each([
    ['He is an experts in this.', 'He is an expert in this.'],
    ['She made a slow movements.', 'She made a slow movement.'],
    ['He bought a new cars.', 'He bought a new car.'],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
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
    'She has an idea.',
    // a plural that names a field before the noun it modifies
    'She joined as an operations lead in March.',
    'He works as a sales executive.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('agreement: "news" has no singular', () => {
  it('drops the "a" of "a good news" and keeps "news"', () => {
    expect(fixAgreement('He has a good news.')).toBe('He has good news.');
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
    expect(fixAgreement(text)).toBe(expected);
  });

  it.each(['The scientist have found it.', 'I like this job. Jobs are good.', 'Ten years ago he left.'])(
    'leaves "%s" alone (a determiner before the noun, already plural)',
    (text) => {
      expect(agreementEdits(text)).toEqual([]);
    },
  );
});

describe('one of my friend → one of my friends', () => {
  it.each([
    ['One of my friend is a doctor.', 'One of my friends is a doctor.'],
    ['Last month one of my colleague nominated me.', 'Last month one of my colleagues nominated me.'],
    ['Water is one of the biggest problem facing Chennai.', 'Water is one of the biggest problems facing Chennai.'],
    ['None of these option are used.', 'None of these options are used.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'He is like one of the family.',
    'She is one of the team now.',
    "One of my friend's books is missing.",
    'One of the car doors is broken.',
    'Each of the input iterables is read once.',
    'None of your source code changes.',
    'It is one of the best.',
    'One of my friends is a doctor.',
    'One of the same kind.',
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe('agreement: an uncountable noun made plural takes its quantifier and verb with it', () => {
  it.each([
    ['She gave me many advices about it.', 'She gave me a lot of advice about it.'],
    ['Many informations are missing.', 'A lot of information is missing.'],
    ['He gave several feedbacks.', 'He gave some feedback.'],
    ['The informations you gave were wrong.', 'The information you gave was wrong.'],
    ['Please send the datas.', 'Please send the data.'],
  ])('%s → %s', (text, expected) => expect(applyEdits(text, agreementEdits(text))).toBe(expected));

  it.each(['I read the information and they were useful.', 'The peoples of Asia are many.', 'DATAS is a tool.'])(
    'leaves "%s" alone',
    (text) => expect(applyEdits(text, agreementEdits(text))).toBe(text),
  );
});

describe("agreement: a person's role before a bare verb speaks of them all", () => {
  it.each([
    ['Scientist agree that the climate is changing.', 'Scientists agree that the climate is changing.'],
    ['Recently, researcher agree that it is safe.', 'Recently, researchers agree that it is safe.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each([
    'Scientist Rahul agree that it is true.',
    'Scientist agrees that it is true.',
    'Teacher training helps.',
    'Manager approve the leave yesterday.', // one act at a fixed time: not "Managers"
  ])('leaves "%s" alone', (text) => expect(fixAgreement(text)).toBe(text));
});

describe('agreement: one thing after "a", "every" (nouns that modify it, a plural that is also a verb)', () => {
  it.each([
    ['One man is a football club fans.', 'One man is a football club fan.'],
    ['I would like to learn it in every details.', 'I would like to learn it in every detail.'],
    ['Each students must bring an ID.', 'Each student must bring an ID.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each([
    'Buy a dozen eggs.',
    'It was a sports car.',
    'He gave a group talks.',
    'She is a football club member.',
    'Each means of transport is listed.',
    'Every student works hard.',
    "He is a football club fans' favourite.",
    'Every Students Guide',
    'A Students Guide to Delhi',
    'Each of the students has an ID.',
  ])('leaves "%s" alone', (text) => expect(fixAgreement(text)).toBe(text));
});

describe('agreement: "some" and a plural verb make the noun plural', () => {
  it.each([
    ['It is dangerous, because some driver make trouble.', 'It is dangerous, because some drivers make trouble.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));
  it.each(['Some time pass slowly.', 'Some driver made trouble.', 'Some water flows in.', 'Ask some friend for help.'])(
    'leaves "%s" alone',
    (text) => expect(fixAgreement(text)).toBe(text),
  );
});

describe('agreement: the verb after a noun made plural agrees with it', () => {
  it.each([
    ['The reason these problem occurs is simple.', 'The reason these problems occur is simple.'],
    ['Many student is here.', 'Many students are here.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));
  it.each(['One of these problems is hard.'])('leaves "%s" alone', (text) => expect(fixAgreement(text)).toBe(text));
  it('One of these problem is hard: only the noun', () =>
    expect(fixAgreement('One of these problem is hard.')).toBe('One of these problems is hard.'));
});
