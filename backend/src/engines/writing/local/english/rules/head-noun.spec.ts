import { applyEdits } from '../../grammar';
import { agreementEdits, learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('learner: the verb agrees with the head of a long subject', () => {
  it.each([
    ['The list of documents are attached with this mail.', 'The list of documents is attached with this mail.'],
    ['The price of vegetables have gone up.', 'The price of vegetables has gone up.'],
    ['The printer in our office do not work.', 'The printer in our office does not work.'],
    ['The students in my class is very noisy.', 'The students in my class are very noisy.'],
    ['The results of the survey was surprising.', 'The results of the survey were surprising.'],
    ['Both the reports was sent yesterday.', 'Both the reports were sent yesterday.'],
    ['Commuters at Dadar was stranded for hours.', 'Commuters at Dadar were stranded for hours.'],
    [
      'Schools in Thane and Navi Mumbai has been asked to close.',
      'Schools in Thane and Navi Mumbai have been asked to close.',
    ],
    [
      'It changed the way young people in India consumes news.',
      'It changed the way young people in India consume news.',
    ],
    ['And details is the key element here.', 'And details are the key element here.'],
    ['The list of pending tickets are shared in the tracker.', 'The list of pending tickets is shared in the tracker.'],
    [
      'The new metro line between Whitefield and KR Puram are open.',
      'The new metro line between Whitefield and KR Puram is open.',
    ],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it('an uncountable noun takes "is" (not "ares")', () => {
    const text = 'The news are not good today.';
    expect(applyEdits(text, agreementEdits(text))).toBe('The news is not good today.');
    const data = 'The data are clear.';
    expect(agreementEdits(data)).toEqual([]);
  });

  it.each([
    'The list of documents is attached.',
    'A number of students are absent.', // the noun after "of" decides
    'The rest of the students are here.',
    'Most of the players are tired.',
    'The majority of voters were young.',
    'The team in Pune are celebrating.', // a group noun: British and Indian English make it plural
    'The staff are on leave today.',
    'The members of the club have a car.', // "have" as a verb, not an auxiliary
    'Two weeks is a long time.', // an amount
    'Ten rupees is enough.',
    'I like understanding concepts and ideas is what I said.', // after "and": not sure which is the subject
    'Priya and the teacher are here.',
    'The data in these tables are new.',
    'Mathematics is my favourite subject.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('learner: "each of" and "one of" take a singular verb', () => {
  it.each([
    ['Each of the players get a medal.', 'Each of the players gets a medal.'],
    ['One of my friends have a car.', 'One of my friends has a car.'],
    ['One of them are missing.', 'One of them is missing.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each(['Each of the players gets a medal.', 'One of the reasons is cost.', 'One of the best players won.'])(
    'leaves "%s" alone',
    (text) => {
      expect(fix(text)).toBe(text);
    },
  );
});

describe('learner: nouns the tagger lacks or that are also verbs', () => {
  it.each([
    ['Last week the team finish the migration.', 'Last week the team finished the migration.'],
    ['This app help farmers sell their crops.', 'This app helps farmers sell their crops.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'Last week the committee met twice.',
    'This app helps farmers.',
    'Last year the company hired fifty engineers.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('learner: a finished time takes the simple past; a passive takes the participle', () => {
  it.each([
    ['She has completed her graduation in 2019.', 'She completed her graduation in 2019.'],
    ['I have went to Delhi last month.', 'I went to Delhi last month.'],
    ['The parcel has arrived yesterday.', 'The parcel arrived yesterday.'],
    ['The flight was delay by two hours.', 'The flight was delayed by two hours.'],
    ['The work has been done last week.', 'The work was done last week.'], // a passive perfect too
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'I have lived here since 2019.',
    'She has already left, yesterday was her last day.',
    'Have you finished it yesterday?',
    'He was by the door.',
    'I have visited Delhi three times.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('learner: a finished time at the end of a clause', () => {
  it.each([
    [
      'I wanted to check if you received the invoice I send last week.',
      'I wanted to check if you received the invoice I sent last week.',
    ],
    ['We visit them two days ago.', 'We visited them two days ago.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each([
    'I go there every day, yesterday too.',
    'I will send it, as I said yesterday.',
    'The rule changes in 2026.',
    'I think it was yesterday.',
  ])('leaves "%s" alone', (text) => {
    expect(fix(text)).toBe(text);
  });
});

describe('learner: two plural nouns joined by "and" are a plural subject', () => {
  it.each([
    ['More than 200 students and teachers takes part in it.', 'More than 200 students and teachers take part in it.'],
    ['Students and teachers was present.', 'Students and teachers were present.'],
  ])('%s → %s', (text, expected) => {
    expect(fix(text)).toBe(expected);
  });

  it.each(['Parents and teachers agree.', 'Salt and pepper adds flavour.', 'I bought apples and oranges is a lie.'])(
    'leaves "%s" alone',
    (text) => {
      expect(fix(text)).toBe(text);
    },
  );
});

describe('learner: a fraction agrees with the noun after "of"', () => {
  it('leaves "Two-thirds of the land is used for farming." alone', () => {
    expect(fix('Two-thirds of the land is used for farming.')).toBe('Two-thirds of the land is used for farming.');
  });

  it('still fixes a plural head: "The students in my class is noisy."', () => {
    expect(fix('The students in my class is noisy.')).toBe('The students in my class are noisy.');
  });
});
