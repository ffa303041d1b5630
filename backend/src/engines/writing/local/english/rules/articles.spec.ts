import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('missing articles and plurals in set phrases', () => {
  it.each([
    ['Aloo paratha (for 4 person)', 'Aloo paratha (for 4 people)'],
    ['I lost most of data from the past month.', 'I lost most of the data from the past month.'],
    ['Also, most of people prefer athletics.', 'Also, most of the people prefer athletics.'],
    ['Education is most powerful tool.', 'Education is the most powerful tool.'],
    ['Tomorrow is last day to submit.', 'Tomorrow is the last day to submit.'],
    ['He studied at University of Delhi.', 'He studied at the University of Delhi.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'A 4 person team.',
    'One person came.',
    'All of humanity.',
    'Most of the time.',
    'Most of history is unwritten.',
    'It is most likely to rain.',
    'The meeting was last week.',
    'That was last time.',
    'He joined the University of Delhi.',
    'Delhi University is old.',
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});

describe('He is engineer → He is an engineer: one person of a kind takes a/an', () => {
  it.each([
    ['When I was child, I used to play cricket.', 'When I was a child, I used to play cricket.'],
    ['He is engineer.', 'He is an engineer.'],
    ['My father is doctor in Pune.', 'My father is a doctor in Pune.'],
    ['I am student of class 10.', 'I am a student of class 10.'],
    ['He is engineer by profession.', 'He is an engineer by profession.'], // not "engineered"
    ['I am software engineer in Infosys.', 'I am a software engineer in Infosys.'],
    ['She is electrical engineer.', 'She is an electrical engineer.'],
    ['My brother is college student.', 'My brother is a college student.'],
  ])('%s', (text, expected) => expect(applyEdits(text, learnerEdits(text))).toBe(expected));

  it.each([
    'He is captain of the team.', // a role held alone
    'He is student leader.', // the noun describes the next one
    'The child is happy.',
    'It is engineer approved.',
    'We are students.',
    'I am software engineer turned writer.',
    'He is software engineer-in-chief.',
    'She is senior engineer at Wipro.', // a title: left to the writer
    'He is school student leader.',
    'I am a software engineer.',
  ])('leaves "%s" alone', (text) => expect(applyEdits(text, learnerEdits(text))).toBe(text));
});
