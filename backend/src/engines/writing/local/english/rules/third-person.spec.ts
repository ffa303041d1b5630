import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('a name, "my brother", "everyone" take the third person', () => {
  it.each([
    ['Rahul go to school every day.', 'Rahul goes to school every day.'],
    ['My brother go to office by bus.', 'My brother goes to office by bus.'],
    ['Priya want to learn Hindi.', 'Priya wants to learn Hindi.'],
    ['My sister love dancing.', 'My sister loves dancing.'],
    ['Everyone are happy today.', 'Everyone is happy today.'],
    ['Nobody know the answer.', 'Nobody knows the answer.'],
    ['Someone have to do it.', 'Someone has to do it.'],
    ['This award recognise the people who help.', 'This award recognises the people who help.'],
    ['My phone need charging.', 'My phone needs charging.'],
    ['This plan work well for us.', 'This plan works well for us.'],
    ['The boss want us to stay.', 'The boss wants us to stay.'],
    ['Each team lead have to send the slides.', 'Each team lead has to send the slides.'], // "each": one
    ['Every family need a ration card.', 'Every family needs a ration card.'],
    ['If the server is down, the job retry three times.', 'If the server is down, the job retries three times.'],
    ['We won! 🎉 This award recognise the team.', 'We won! 🎉 This award recognises the team.'],
    ['Everyone in the class were happy.', 'Everyone in the class was happy.'],
    ['Everyone on the team have a laptop.', 'Everyone on the team has a laptop.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'Rahul and Priya go to school.',
    'I suggest that Rahul go home.',
    'Does Rahul go to school?',
    'Rahul, go home now.',
    'Let Rahul go home.',
    'My friends go to school.',
    'Rahul cut the cake yesterday.',
    'Rahul work is great.',
    'Priya and my brother go to school.',
    'Needing 13 off the last over, Deepak hit two sixes.', // "hit" may be the past
    'The team work hard.', // a group noun: plural in British and Indian English
    'The data show a trend.',
    "The health check doesn't return 200.", // a compound noun
    'The bus stop is near.',
    'In one case, the copper scroll merely notes the place.', // "scroll" the tagger lacks: a noun here
    'Each team lead has to send the slides.',
    'Everyone in the class go home.', // only an auxiliary after a place: "go" may be an order
    'By reason of his conduct, he left.',
    'My elder brother is taller than me.',
    'But the zip file spec does not say how.', // a compound noun, its verb after it
    'The bundle size measurements include every feature.',
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});
