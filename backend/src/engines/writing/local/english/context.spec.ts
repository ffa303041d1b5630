import { sentenceStartAt } from './context';

describe('sentenceStartAt', () => {
  it('knows sentence starts, list items and lines, but not abbreviations or hard-wrapped lines', () => {
    expect(sentenceStartAt('Yesterday', 0)).toBe(true);
    expect(sentenceStartAt('Hi. Yesterday', 4)).toBe(true);
    expect(sentenceStartAt('Hi,\nYesterday', 4)).toBe(true);
    expect(sentenceStartAt('- Yesterday', 2)).toBe(true);
    expect(sentenceStartAt('Dr. Mehta', 4)).toBe(false);
    expect(sentenceStartAt('at 3 p.m. Yesterday', 10)).toBe(false);
    expect(sentenceStartAt('numbers in\nthis library', 11)).toBe(false);
    expect(sentenceStartAt('I went, me', 8)).toBe(false);
    expect(sentenceStartAt('शुभकामनाएँ। Me and my family', 12)).toBe(true);
  });
});
