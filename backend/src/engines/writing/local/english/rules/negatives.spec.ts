import { applyEdits } from '../../grammar';
import { learnerEdits } from '..';

const fix = (text: string) => applyEdits(text, learnerEdits(text));

describe('double negatives', () => {
  it.each([
    ["He doesn't know nothing about it.", "He doesn't know anything about it."],
    ["I didn't see nobody there.", "I didn't see anybody there."],
    ["I don't need nothing from the market.", "I don't need anything from the market."],
    ["I haven't received no response.", "I haven't received any response."],
    ['People also do not do nothing.', 'People also do not do anything.'],
    ["The health check doesn't never return 200.", "The health check doesn't return 200."],
    ["She didn't tell me nothing.", "She didn't tell me anything."],
    ["We didn't meet no one.", "We didn't meet anyone."],
  ])('%s', (text, expected) => expect(fix(text)).toBe(expected));

  it.each([
    "You can't say no to her.",
    "Don't take no for an answer.",
    "It isn't nothing, it's a start.",
    "I didn't know, nothing was said.",
    "If you don't study, nothing happens.",
    "I didn't understand none of it.",
    "I didn't say no one could come.",
    'I never said nothing would change.',
    'Nothing is impossible.',
  ])('leaves it alone: %s', (text) => expect(fix(text)).toBe(text));
});
