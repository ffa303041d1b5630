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
