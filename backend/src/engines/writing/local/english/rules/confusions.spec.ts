import { applyEdits } from '../../grammar';
import { agreementEdits, learnerEdits } from '..';

const fixAgreement = (text: string) => applyEdits(text, agreementEdits(text));
const fixLearner = (text: string) => applyEdits(text, learnerEdits(text));

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
    expect(fixAgreement(text)).toBe(expected);
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

describe('there/their and your/you’re', () => {
  it.each([
    ['Thanks for there calm leadership.', 'Thanks for their calm leadership.'],
    ['We are against there policy.', 'We are against their policy.'],
    ['Hey Farah, your going to love this!', "Hey Farah, you're going to love this!"],
    ['If your planning to come, tell me.', "If you're planning to come, tell me."],
    ['If your looking for a designer, call her.', "If you're looking for a designer, call her."],
    ['Make sure your on the latest version.', "Make sure you're on the latest version."],
    ['I hope your not angry.', "I hope you're not angry."],
    ['Hi Vikram, hope your doing well.', "Hi Vikram, hope you're doing well."],
    ['Your welcome!', "You're welcome!"],
    ["If you're database is hosted on RDS, take a snapshot.", 'If your database is hosted on RDS, take a snapshot.'],
    ["Thank you for you're consideration.", 'Thank you for your consideration.'],
    ["Can you send me you're office address?", 'Can you send me your office address?'],
    ["Can you check if you're leave is approved?", 'Can you check if your leave is approved?'],
    ["Kindly save you're work before 10 p.m.", 'Kindly save your work before 10 p.m.'],
    ["Do you're homework.", 'Do your homework.'],
    ["They're car is parked outside.", 'Their car is parked outside.'],
    ['I think your right about this.', "I think you're right about this."],
    ['I know your busy, but please reply.', "I know you're busy, but please reply."],
    ['Your late again.', "You're late again."],
    ["Let's go for a movie if your free.", "Let's go for a movie if you're free."],
    ['Call me when your done.', "Call me when you're done."],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'Is there anybody out there?',
    'We waited for there to be a gap.',
    'I went there yesterday.',
    'We stayed for there is no other way.',
    'Your welcome kit is ready.',
    'Thank you for your on-time delivery.',
    'Check your in tray.',
    'Your going away party is on Friday.',
    'If your booking is confirmed, you will get an e-mail.',
    "You're family to me.",
    "You're right, the car is blue.",
    "You're team lead now.",
    'Your very own car!',
    'Your really good friend called.',
    "Tell me you're okay.",
    "What you're doing is great.",
    "The job you're applying for is open.",
    'It is your right.',
    "I see you're busy.",
    'Your right hand is hurt.',
    'I know your busy schedule.',
    "They're friends of mine.",
    "They're family, after all.",
    "They're home now.",
    'If your free trial ends, you pay.',
    'When your done list is long, celebrate.',
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe("its/it's and let's", () => {
  it.each([
    ["Every platform has it's own algorithm.", 'Every platform has its own algorithm.'],
    ["The app and it's main goal is growth.", 'The app and its main goal is growth.'],
    ['Its on 22 November.', "It's on 22 November."],
    ['The script exits if its older than 37.', "The script exits if it's older than 37."],
    ['So lets book soon.', "So let's book soon."],
    ['Lets go!', "Let's go!"],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    "It's good to see you.",
    "It's high time we left.",
    'The company and its on-call team.',
    'He lets us go.',
    'Netflix lets you download films.',
    '- Lets users export their data.',
    "It's a car.",
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe('for are project → for our project', () => {
  it.each([
    ['Thanks for the help for are project.', 'Thanks for the help for our project.'],
    ['We waited for are friends.', 'We waited for our friends.'],
    ['This is one of are best ideas.', 'This is one of our best ideas.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each(['What for are you waiting?', 'The people in are the ones we trust.'])('leaves "%s" alone', (text) =>
    expect(fixLearner(text)).toBe(text),
  );
});

describe('Do you know where is the bank? → where the bank is', () => {
  it.each([
    ['Do you know where is the bank?', 'Do you know where the bank is?'],
    ['I wonder when is the exam.', 'I wonder when the exam is.'],
    ['Tell me how is your mother.', 'Tell me how your mother is.'],
    ['Can you tell me where is the nearest ATM?', 'Can you tell me where the nearest ATM is?'],
    ['I do not know what is his name.', 'I do not know what his name is.'],
    ['She asked me where was the bus stop.', 'She asked me where the bus stop was.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'I know where the bank is.',
    'Where is the bank?',
    'Do you know how is the weather there?', // not at the end: left
    'I know where is.',
    'I know what is important.',
    'Tell me what is the best way to learn it.',
    'Do you know who is the manager?',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "you\'re" after a preposition, before a noun phrase, is "your"', () => {
  it.each([
    ["I can contribute to you're team.", 'I can contribute to your team.'],
    ["Thank you for you're quick reply.", 'Thank you for your quick reply.'],
  ])('%s → %s', (text, expected) => {
    expect(fixLearner(text)).toBe(expected);
  });

  it.each(["Thanks for everything you're doing.", "Tell me if you're free.", "I know you're right."])(
    'leaves "%s" alone',
    (text) => {
      expect(fixLearner(text)).toBe(text);
    },
  );
});

describe('learner: "you" before a noun after a verb of one object is "your"', () => {
  it.each([
    ['Please save you work before closing.', 'Please save your work before closing.'],
    ['Did you finish you homework?', 'Did you finish your homework?'],
    ['Please do you homework.', 'Please do your homework.'],
    ['Kindly submit you assignment today.', 'Kindly submit your assignment today.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'It will save you time.',
    'Save you time and money with this app.',
    'This tool can save you work.',
    "Don't forget to save you work.",
    'Do you work here?',
    'We will check you in at the hotel.',
    'I will give you work.',
    'They send you money every month.',
    'Did you finish? You work too hard.',
    'I will update you guys tomorrow.',
    'We checked you people yesterday.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "effects" as a verb is "affects"', () => {
  it.each([
    ['The pollution effects their health.', 'The pollution affects their health.'],
    ['It effects their health badly.', 'It affects their health badly.'],
    ['This directly effects our work.', 'This directly affects our work.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'The side effects their doctors warned about were mild.',
    'The greenhouse effects their scientists measured were large.',
    'The effects of pollution are serious.',
    'The law effected their release.',
    'The law effects their release.',
    'Pollution affects their health.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "there" before a noun after "to" is "their"', () => {
  it.each([
    ['Admission is given according to there qualification.', 'Admission is given according to their qualification.'],
    ['Marks are given according to there performance.', 'Marks are given according to their performance.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'We went from here to there quickly.',
    'From Delhi to there people travel by bus.',
    'It is a long way to there and back.',
    'We drove to there in an hour.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: "there" before a noun after a verb that takes an object is "their"', () => {
  it.each([
    ['Apps help people track there spending.', 'Apps help people track their spending.'],
    ['Parents should monitor there kids online.', 'Parents should monitor their kids online.'],
    ['They lost there jobs last year.', 'They lost their jobs last year.'],
    ['Students must manage there time well.', 'Students must manage their time well.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'They spent there two weeks.',
    'We spent there a lovely week.',
    'I lost there yesterday.',
    'They saved there.',
    'Where did you spend there?',
    'We spent there summer after summer.',
    'We went there today.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});

describe('learner: no "that" before a question word after "please tell me", "let me know"', () => {
  it.each([
    ['Please tell me that what documents are required.', 'Please tell me what documents are required.'],
    ['Please tell me that what time the class starts.', 'Please tell me what time the class starts.'],
    ['Kindly let us know that when is the meeting.', 'Kindly let us know when is the meeting.'],
    ['Can you tell me that how can I apply?', 'Can you tell me how can I apply?'],
    ['She asked me that where I live.', 'She asked me where I live.'],
    ['The officer asked him that why he was late.', 'The officer asked him why he was late.'],
  ])('%s → %s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'Tell him that what he said hurt me.',
    'Please tell me that what you said was a joke.',
    'Let me know that what happened was an accident.',
    'Let me know that when you arrive, you will call.',
    'She told me that what matters is effort.',
    'Please tell me what documents are required.',
    'My teacher asked me that when I was ten.',
    'She asked me where I live.',
    'He asked me that, and I said no.',
  ])('leaves "%s" alone', (text) => expect(fixLearner(text)).toBe(text));
});
