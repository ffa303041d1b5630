import { estimateSecondsSaved, formatDuration } from './time-saved';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [59, '0m'],
    [45 * 60, '45m'],
    [3 * 3600 + 20 * 60, '3h 20m'],
    [3 * 3600, '3h 0m'],
    [2 * 86400 + 4 * 3600 + 59 * 60, '2d 4h'],
    [-10, '0m'],
  ])('formats %d seconds as %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('estimateSecondsSaved', () => {
  it('counts 1.5 seconds per input word and nothing for none', () => {
    expect(estimateSecondsSaved(0)).toBe(0);
    expect(estimateSecondsSaved(400)).toBe(600);
  });
});
