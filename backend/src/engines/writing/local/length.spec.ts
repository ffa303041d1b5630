import { summarize } from './length';

describe('summarize', () => {
  it('keeps the opening sentence (the main point) and the sentences that carry the key nouns', () => {
    const text =
      'Learning to code at 35 was the best decision I ever made. Python courses, Python books and Python videos filled my evenings. Python jobs pay well. The weather was bad that year. Python got me my first job at a startup in Pune.';
    const one = summarize(text, 1).text;
    expect(one).toBe('Learning to code at 35 was the best decision I ever made.');
    const two = summarize(text, 2).text;
    expect(two.startsWith('Learning to code at 35 was the best decision I ever made.')).toBe(true);
    expect(two).toContain('Python');
    expect(two).not.toContain('weather');
  });

  it('keeps the first real sentence after a greeting', () => {
    const text =
      'Hi Team,\n\nThe launch moves to Monday. Lunch menus, lunch times and lunch rooms change. Lunch is at noon. Lunch rooms are cold.';
    expect(summarize(text, 1).text).toBe('The launch moves to Monday.');
  });
});
