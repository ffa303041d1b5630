import { describe, expect, it } from 'vitest';
import { countSelected, defaultOptions, toProcessTextBody } from './options';

describe('enhancement options', () => {
  it('start from the SPEC defaults, with the output language taken from the /hi prefix', () => {
    expect(defaultOptions('/')).toEqual({
      responseLength: 'regular',
      enhancements: [],
      socialMedia: '',
      tone: '',
      outputLanguage: 'english',
    });
    expect(defaultOptions('/hi').outputLanguage).toBe('hindi');
    expect(defaultOptions('/hi/').outputLanguage).toBe('hindi');
    expect(defaultOptions('/history').outputLanguage).toBe('english');
  });

  it('count checked enhancements and non-default selects for the badge', () => {
    const o = defaultOptions('/');
    expect(countSelected(o)).toBe(0);
    expect(
      countSelected({ ...o, enhancements: ['clarity', 'bullets'], tone: 'polite', responseLength: 'concise' }),
    ).toBe(4);
  });

  it('build the request with the input trimmed and the defaults omitted', () => {
    expect(toProcessTextBody('  hello  ', defaultOptions('/'))).toEqual({
      inputText: 'hello',
      outputLanguage: 'english',
    });
    expect(
      toProcessTextBody('x', {
        ...defaultOptions('/hi'),
        responseLength: 'detailed',
        enhancements: ['fix_grammar'],
        socialMedia: 'linkedin',
        tone: 'casual',
      }),
    ).toEqual({
      inputText: 'x',
      responseLength: 'detailed',
      enhancements: ['fix_grammar'],
      socialMedia: 'linkedin',
      tone: 'casual',
      outputLanguage: 'hindi',
    });
  });
});
