import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('I am having X → I have X (possession is not an action)', () => {
  it.each([
    ['I am having a car, so I can pick you up.', 'I have a car, so I can pick you up.'],
    ['I am having a B.Ed degree and three years of experience.', 'I have a B.Ed degree and three years of experience.'],
    ['She is having an MBA degree.', 'She has an MBA degree.'],
    ['I am having five years of experience in Java.', 'I have five years of experience in Java.'],
    ['She is having two brothers.', 'She has two brothers.'],
    ['I am having two concerns about the new policy.', 'I have two concerns about the new policy.'],
    ['She is having a suggestion for the team.', 'She has a suggestion for the team.'],
    ['I am having a savings account in your Pune branch.', 'I have a savings account in your Pune branch.'],
    ["I'm having a doubt about the second question.", 'I have a doubt about the second question.'],
    ['We are not having any vacancy right now.', 'We do not have any vacancy right now.'],
    ["He isn't having a laptop.", "He doesn't have a laptop."],
    ['I am also having good knowledge of SQL.', 'I also have good knowledge of SQL.'],
    ['My father was having a scooter.', 'My father had a scooter.'],
    ['I am having 5 years of experience.', 'I have 5 years of experience.'],
    ['I was having fever last week.', 'I had fever last week.'],
    ['My son is having a high fever.', 'My son has a high fever.'],
    ["I'm having a bad cold, so I will stay home.", 'I have a bad cold, so I will stay home.'],
    ['She was having a headache all day.', 'She had a headache all day.'],
    // "since" asks for the perfect (sincePerfectEdits), not the simple present
    ['I am having fever since Monday.', 'I have been having fever since Monday.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'We are having lunch now.',
    "I'm having a great time in Goa.",
    'She is having a baby in May.',
    'We are having a meeting at 3 p.m.',
    'They are having a party tonight.',
    'I am having trouble with my laptop.',
    'He is having his car serviced.',
    'We are having friends over on Sunday.',
    'I am having a car accident claim processed.',
    'We are having a B.Tech Day party.',
    'Are you having a car?',
    'I am having a phone call with the client.',
    'She is having second thoughts.',
    'We are having a cold winter this year.', // "cold" describes a noun
    'I am having cold coffee.',
    'I am having cough syrup.',
    'He is having fever from two days.',
    'Are you having fever?',
  ])('leaves the action alone: %s', (text) => expect(fix(text)).toBe(text));
});

describe('he is knowing → he knows (verbs of state)', () => {
  it.each([
    ['Rajesh is knowing the route to the plant.', 'Rajesh knows the route to the plant.'],
    ['My cousin Varun is knowing the clerk.', 'My cousin Varun knows the clerk.'],
    ['Our team is knowing the client very well.', 'Our team knows the client very well.'],
    ['I am knowing microservices very well.', 'I know microservices very well.'],
    ['I am not understanding what you say.', 'I do not understand what you say.'],
    ['He is not believing me.', 'He does not believe me.'],
    ['They are wanting to meet you.', 'They want to meet you.'],
    ['He was knowing the answer.', 'He knew the answer.'],
    ["We're needing more time.", 'We need more time.'],
    ["She isn't liking the new job.", "She doesn't like the new job."],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'The key is knowing when to stop.',
    'This house is belonging to my uncle.',
    'Success is believing in yourself.',
    'She is understanding and kind.',
    'He is very understanding.',
    'I was wanting to ask you something.',
    'They are owning up to the mistake.',
    'The key to development in React Router is understanding the nuances.',
    'Is knowing Python enough for this job?',
    "I'm loving it.",
    "I'm understanding it better now.",
    'She is liking the job more and more.',
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});
