import { applyEdits } from '../../grammar';
import { agreementEdits, learnerEdits } from '..';

const fixAgreement = (text: string) => applyEdits(text, agreementEdits(text));
const fixLearner = (text: string) => applyEdits(text, learnerEdits(text));

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
    ['There was less people at the fair.', 'There were less people at the fair.'],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
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

describe('agreement: the verb agrees with its noun subject', () => {
  it.each([
    ['The teacher teach them well.', 'The teacher teaches them well.'],
    ['The boy eat the apple.', 'The boy eats the apple.'],
    ['If the teacher teach them well they learn.', 'If the teacher teaches them well they learn.'],
    ['These systems runs on electricity.', 'These systems run on electricity.'],
    ['Those students wants more.', 'Those students want more.'],
    ['Many people says that.', 'Many people say that.'],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
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

describe('agreement: "people", "children" and "police" are plural', () => {
  it.each([
    ['Many people thinks so.', 'Many people think so.'],
    ['People who has money buy cars.', 'People who have money buy cars.'],
    ['The children is happy.', 'The children are happy.'],
    ['The police says no.', 'The police say no.'],
    ["Many people doesn't like this idea.", "Many people don't like this idea."],
    ["The children isn't ready.", "The children aren't ready."],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
  });

  it('leaves a noun after "of" alone: it is not the subject', () => {
    expect(fixAgreement('The number of people is growing.')).toBe('The number of people is growing.');
    expect(fixAgreement("Most people's cars are old.")).toBe("Most people's cars are old.");
  });
});

describe('subject–verb agreement the other rules miss', () => {
  it.each([
    ['As a result, many students reads only headlines.', 'As a result, many students read only headlines.'],
    ['The visuals was stunning.', 'The visuals were stunning.'],
    ["But many buildings doesn't maintain their systems.", "But many buildings don't maintain their systems."],
    ['Cook till both sides is golden.', 'Cook till both sides are golden.'],
    ['Also, the lab exam have been moved to April.', 'Also, the lab exam has been moved to April.'],
    ['My parents is coming tomorrow.', 'My parents are coming tomorrow.'],
    ['The report have many mistakes.', 'The report has many mistakes.'],
    ['Now the students teaches each other.', 'Now the students teach each other.'], // a capitalised opening adverb
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'The team are playing well.',
    'My family are all doctors.',
    'The police have arrested him.',
    'The rest are waiting outside.',
    'These days is used by many tools.',
    'Five rupees is a lot.',
    'The news is good.',
    'Line numbers in\n  this library are 1-based.',
    'You agree that this project and the contribution are public.',
    'The bank have decided to close the branch.',
    'Why does the report have many pages?',
    'The team have many ideas.',
    'Mathematics is hard.',
    'The students’ union is strong.',
    'Here the students teach nothing.',
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe('agreement: counts, "all the", "the … is", "which/who" clauses and "there is any"', () => {
  it.each([
    ['More than 300 passengers was stranded at the airport.', 'More than 300 passengers were stranded at the airport.'],
    ['Over 50 passengers was injured.', 'Over 50 passengers were injured.'],
    ['All the students is hereby informed.', 'All the students are hereby informed.'],
    [
      'Many steps were taken, but the results is not visible.',
      'Many steps were taken, but the results are not visible.',
    ],
    ['The songs is catchy.', 'The songs are catchy.'],
    [
      'The exams which was scheduled for Monday are on Thursday.',
      'The exams which were scheduled for Monday are on Thursday.',
    ],
    ['Students who has not paid must pay.', 'Students who have not paid must pay.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    '300 rupees is a lot.', // an amount is one thing
    '5 kilometres is a long walk.',
    'Two years is a long time.',
    'The means is simple.',
    'The series is over.',
    'The news is good.',
    'He is one of the players who has scored.', // "one of": the one
    'He sold his shares, which was a mistake.', // the whole clause
    'There are many reasons which is why I left.',
    'He told his parents that is fine.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));

  it.each([['Let me know if there is any changes in the rate.', 'Let me know if there are any changes in the rate.']])(
    '%s',
    (text, expected) => expect(fixAgreement(text)).toBe(expected),
  );
});

describe('a plural subject after a quantifier and "of", or after nouns that modify it', () => {
  it.each([
    ['Even today most of these systems runs on electricity.', 'Even today most of these systems run on electricity.'],
    [
      'When I did a job interview, the employer ask me questions.',
      'When I did a job interview, the employer asked me questions.',
    ],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each([
    'Most of the time the system runs on electricity.',
    'The bus stop shows the time.',
    'The teacher ask me what was taught.', // no clause with a subject and a past verb: left alone
    'Did the teacher give you the book?',
  ])('leaves "%s" alone', (text) => expect(fixAgreement(text)).toBe(text));
});

describe('learner: nouns before a plural head modify it', () => {
  it.each([['The heart disease patients shows improvement.', 'The heart disease patients show improvement.']])(
    '%s → %s',
    (text, expected) => expect(fixLearner(text)).toBe(expected),
  );
  it('leaves "The bus stop shows the time." alone', () =>
    expect(fixLearner('The bus stop shows the time.')).toBe('The bus stop shows the time.'));
});

describe('learner: a singular subject the tagger lacks, or after a possessive', () => {
  it.each([
    [
      'According to officials, the glitch were caused by an update.',
      'According to officials, the glitch was caused by an update.',
    ],
    ["Ranbir's acting were brilliant.", "Ranbir's acting was brilliant."],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    "Rahul's parents were kind.",
    "Rahul's family were kind.",
    "It's raining and the fungi were growing.",
    "Let's see what the results were.",
    'The alumni were invited.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "who" after one person takes a singular verb', () => {
  it.each([
    ['He is a person who are capable of all.', 'He is a person who is capable of all.'],
    ['She is the teacher who have taught me.', 'She is the teacher who has taught me.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'He is one of the students who are good.',
    'The team who are here won.',
    'I met the parents of a student who are worried.',
    'A person, who are you?',
    'The people who are here won.',
    'There are rocks near the coast which are old.',
    'There are friends of the bride who are here.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "thousands of …", "many …" before a verb in -s that is also a noun', () => {
  it.each([
    ['Everyday thousands of vehicles releases smoke.', 'Everyday thousands of vehicles release smoke.'],
    ['Thousands of people visits the temple.', 'Thousands of people visit the temple.'],
    ['Many users reports the same bug.', 'Many users report the same bug.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'Thousands of software releases happen daily.',
    'Many press releases mention it.',
    'Thousands of people visit the temple.',
    'The number of vehicles releases is rising.',
    'I saw thousands of vehicles.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('agreement: "we" and "they" are plural', () => {
  it.each([
    ['We was late yesterday.', 'We were late yesterday.'],
    ['They was very happy.', 'They were very happy.'],
    ['I think they has a point.', 'I think they have a point.'],
    ["We wasn't told.", "We weren't told."],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each([
    'We were late yesterday.',
    'They have a point.',
    'What were they doing there?',
    'The WE is a label.',
    'They said it was fine.',
    'We all know it was hard.',
  ])('leaves "%s" alone', (text) => expect(agreementEdits(text)).toEqual([]));
});

describe('learner: "who" after a plural noun takes a plural verb', () => {
  it.each([
    ['I have many relatives who lives in Delhi.', 'I have many relatives who live in Delhi.'],
    ['Parents who works all day need help.', 'Parents who work all day need help.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'I have a cousin who lives in Delhi.',
    'She is one of the students who lives here.', // "one of": the one
    'My parents, who live in Delhi, are well.',
    'The son of my neighbour who works in Pune is here.',
    'Students who live here pay less.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: a subject without a determiner opening the sentence', () => {
  it.each([
    ['Technology have changed our lives.', 'Technology has changed our lives.'],
    ['Pollution are increasing every year.', 'Pollution is increasing every year.'],
    ['Tourism have grown a lot.', 'Tourism has grown a lot.'],
    ['Mobile phones has become very common.', 'Mobile phones have become very common.'],
    ['Heavy rains has caused floods in the city.', 'Heavy rains have caused floods in the city.'],
    ['Students uses them every day.', 'Students use them every day.'],
    ['The students uses them every day.', 'The students use them every day.'],
    ['Mobile phones is very useful.', 'Mobile phones are very useful.'],
    ['These is my books.', 'These are my books.'],
    ['Those was the days.', 'Those were the days.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'Technology has changed our lives.',
    'Fish have fins.', // a plural without -s
    'Sheep have wool.',
    'Youth have the power to change this.',
    'Cattle have been moved.',
    'Staff have been told.', // a group noun
    'Data have been collected.',
    'Maths is easy.',
    'News has spread.',
    'Two years have passed.',
    'Among these is a rare book.', // "these" after a preposition: the subject follows
    'Students use them every day.',
    'Works of art have value.',
    'Sales of cars have grown.',
    'Teacher have given homework.', // one teacher or many: left to the writer
    'Rahul has a car.',
    'Parents have rights.',
    'Thanks goes to my team.',
    'Security have been alerted.', // a body of people
    'Apple have launched a new phone.', // a firm
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('a ranked noun, nouns before a plural head, a share of "them", "you", an activity in -ing', () => {
  it.each([
    ['The main reason are the high fees.', 'The main reason is the high fees.'],
    ['The biggest problem were the roads.', 'The biggest problem was the roads.'],
    ['All the team members was present.', 'All the team members were present.'],
    ['The school fees was high.', 'The school fees were high.'],
    ['Rainwater harvesting were made compulsory.', 'Rainwater harvesting was made compulsory.'],
    ['Online shopping are popular now.', 'Online shopping is popular now.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    ['Even though most of them has never used a computer.', 'Even though most of them have never used a computer.'],
    ['Most of us was tired.', 'Most of us were tired.'],
    ['Some of them doesn’t know.', 'Some of them don’t know.'],
    ['I thought you was in Mumbai.', 'I thought you were in Mumbai.'],
    ['If you was here, it would be fun.', 'If you were here, it would be fun.'],
    ['You was right.', 'You were right.'],
    ['I know you has a car.', 'I know you have a car.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each([
    ['Every people should plant trees.', 'Everyone should plant trees.'],
    ['I think every people must vote.', 'I think everyone must vote.'],
  ])('%s → %s', (text, expected) => expect(fixAgreement(text)).toBe(expected));

  it.each(['A people is a nation.', 'The younger generation are more tech-savvy.', 'The new generation want jobs.'])(
    'leaves "%s" alone (a nation; a group noun)',
    (text) => {
      expect(fixAgreement(text)).toBe(text);
      expect(fixLearner(text)).toBe(text);
    },
  );

  it.each([
    'The rest are here.',
    'The whole village were out.', // a group, plural in British and Indian English
    'The main roads are closed.',
    'The public are angry.',
    'The five rupees was enough.',
    'One of them has a car.',
    'Each of them has a car.',
    'None of them has a car.',
    'What I told you was true.', // "you" is an object
    'The best thing about you is your smile.',
    'Thank you is not enough.',
    'The gift I gave you was expensive.',
    'Students studying abroad are many.',
    'People living here are happy.',
    'Cattle grazing were seen.',
    'Team building were fun.',
    'Also, youth have less mental pressure.', // a group noun: never "youths"
    'The youth have a lot of energy.',
    'The staff were helpful and the police have arrived.',
    'Our team are playing well.',
  ])('leaves "%s" alone', (text) => {
    expect(fixAgreement(text)).toBe(text);
    expect(fixLearner(text)).toBe(text);
  });
});

describe('agreement: a noun after "and"', () => {
  it('is half of a subject after a short opening noun phrase, and a subject of its own after a clause', () => {
    const both = 'The text you write and the result belong to you.';
    expect(fixAgreement(both)).toBe(both);
    expect(fixAgreement('The roads are full of water and the traffic are very bad.')).toBe(
      'The roads are full of water and the traffic is very bad.',
    );
  });
});
