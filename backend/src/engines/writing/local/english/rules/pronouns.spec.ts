import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('Myself Rahul → I am Rahul', () => {
  it.each([
    ['Myself Lavanya Menon from the marketing team.', 'I am Lavanya Menon from the marketing team.'],
    [
      'Hello connections! Myself Rakesh Yadav, a recent graduate.',
      'Hello connections! I am Rakesh Yadav, a recent graduate.',
    ],
    ['Hi all, myself Priya from HR.', 'Hi all, I am Priya from HR.'],
    ['Dear Sir,\nMyself Anil Kumar.', 'Dear Sir,\nI am Anil Kumar.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'Myself, I prefer tea.',
    'I did it myself.',
    'Myself and Rahul will attend.',
    'I told Priya myself Rahul would come.',
    'He wrote to me. Myself included, nobody knew.',
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});

describe('Me and my team is → My team and I are', () => {
  it.each([
    ['Me and my team is working on it.', 'My team and I are working on it.'],
    ['Me and Rahul are going to Goa.', 'Rahul and I are going to Goa.'],
    ['Me and him went to the market.', 'He and I went to the market.'],
    ['Me and my friends goes to the gym.', 'My friends and I go to the gym.'],
    ['We left early. Me and Priya Sharma will come later.', 'We left early. Priya Sharma and I will come later.'],
    ['I and my friend went to the market.', 'My friend and I went to the market.'],
    ['I and Rahul are going to Goa.', 'Rahul and I are going to Goa.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'Me and my big mouth!',
    'Me and you, forever.',
    'He invited me and my team is grateful.',
    'Between me and Rahul, there is no secret.',
    "Me and Rahul's brother went home.",
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});

describe('Ravi and me went → Ravi and I went; between you and I → you and me', () => {
  it.each([
    ['Ravi and me went to the movie.', 'Ravi and I went to the movie.'],
    ['My brother and me are going to Goa.', 'My brother and I are going to Goa.'],
    ['My brother and me is going to Goa.', 'My brother and I are going to Goa.'],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    'He gave it to Ravi and me.',
    'Ravi and me.',
    'Yesterday and me.',
    'You and I are friends.',
    "It's for you and I'll pay.",
  ])('leaves "%s" alone', (text) => expect(fix(text)).toBe(text));
});

describe('I and my friend → My friend and I: only the subject opening a sentence', () => {
  it.each([
    'My friend and I went to the market.',
    'Rahul said I and my friend could go.',
    'I, and my friend, went home.',
    'I and I alone decide.',
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});
