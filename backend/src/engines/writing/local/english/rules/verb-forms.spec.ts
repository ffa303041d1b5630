import { applyEdits } from '../../grammar';
import { agreementEdits, learnerEdits } from '..';

const fixAgreement = (text: string) => applyEdits(text, agreementEdits(text));
const fixLearner = (text: string) => applyEdits(text, learnerEdits(text));

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
    ['He did not even said hello.', 'He did not even say hello.'],
    ["She didn't even knew my name.", "She didn't even know my name."],
    ["It doesn't always works.", "It doesn't always work."],
    ['I want to thanks you for your help.', 'I want to thank you for your help.'],
    ['We would like to thanks everyone.', 'We would like to thank everyone.'],
    ['She needs to uses the car.', 'She needs to use the car.'],
    ['We need to talks about it.', 'We need to talk about it.'],
    ["They don't usually takes the bus.", "They don't usually take the bus."],
  ])('%s → %s', (text, expected) => {
    expect(fixAgreement(text)).toBe(expected);
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
    // "to" as a preposition before a plural noun
    'I want to thank you and say thanks to you.',
    'We listened to sports on the radio.',
    'She turned to thanks.',
    'He did not even say hello.',
    "She didn't even know my name.",
    'He went to works in the city.',
    'I am going to shows this week.',
    'We agreed to changes the team proposed.',
    'I look forward to talks with you.',
  ])('leaves "%s" alone', (text) => {
    expect(agreementEdits(text)).toEqual([]);
  });
});

describe('could not found → could not find', () => {
  it.each([
    ['I could not found the file.', 'I could not find the file.'],
    ["We couldn't found any hotel.", "We couldn't find any hotel."],
    ['She cannot understood this.', 'She cannot understand this.'],
    ['He would not left his job.', 'He would not leave his job.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'Late submissions will not accepted after Monday.',
    'I could not find the file.',
    'It could not be found.',
    'You must not forget it.',
    'They could not read the map.',
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe('look forward to hear → look forward to hearing', () => {
  it.each([
    ['I look forward to hear from you.', 'I look forward to hearing from you.'],
    ['Looking forward to meet you on Monday.', 'Looking forward to meeting you on Monday.'],
    ['We are looking forward to work with you.', 'We are looking forward to working with you.'],
    ['I look forward to receive your reply.', 'I look forward to receiving your reply.'],
  ])('%s', (text, expected) => expect(fixLearner(text)).toBe(expected));

  it.each([
    'I look forward to your reply.',
    'I look forward to hearing from you.',
    'I look forward to work after the holidays.',
    'We want to move forward to meet the deadline.',
  ])('leaves it alone: %s', (text) => expect(fixLearner(text)).toBe(text));
});

describe('a passive of a word that can only be a verb, before a time or a reason', () => {
  it.each([['The launch date is postpone to 20 March.', 'The launch date is postponed to 20 March.']])(
    '%s',
    (text, expected) => expect(applyEdits(text, learnerEdits(text))).toBe(expected),
  );

  it.each(['The party is scheduled for Friday.', 'The shop is close to the station.'])('leaves "%s" alone', (text) =>
    expect(applyEdits(text, learnerEdits(text))).toBe(text),
  );
});

describe('an action as a subject takes -ing', () => {
  it.each([
    ['Moreover, take risks teaches you a lesson.', 'Moreover, taking risks teaches you a lesson.'],
    ['Eat vegetables is good for you.', 'Eating vegetables is good for you.'],
  ])('%s → %s', (text, expected) => expect(applyEdits(text, learnerEdits(text))).toBe(expected));

  it.each([
    'Take notes, it helps.',
    'Check files exists first.',
    'Take risks and learn.',
    'Students take risks every day.',
    'Read books, watch films, learn.',
  ])('leaves "%s" alone', (text) => expect(applyEdits(text, learnerEdits(text))).toBe(text));
});
