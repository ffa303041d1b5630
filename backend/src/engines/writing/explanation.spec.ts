import { renderExplanation } from './explanation';
import type { EnhanceResult } from './writing-engine';

const result: EnhanceResult = {
  text: 'I have a business.',
  changes: [
    {
      before: 'bussiness',
      after: 'business',
      reason: 'Spelling.',
      rule: 'harper:SpellCheck',
      category: 'spelling',
      position: 9,
      applied: true,
    },
    {
      before: 'Krall',
      after: 'Krill',
      reason: 'Spelling?',
      rule: 'harper:SpellCheck',
      category: 'spelling',
      position: 20,
      applied: false,
    },
  ],
  notices: [{ code: 'needs_ai_paraphrase', option: 'paraphrase' }],
};

describe('renderExplanation', () => {
  it('English summary: counts, suggestions not applied, and notes', () => {
    expect(renderExplanation(result, 'english', false)).toBe(
      [
        '1 change made (spelling 1).',
        '',
        'Suggestions to check (not applied):',
        '• "Krall" → "Krill" (spelling)',
        '',
        'Notes:',
        '• Paraphrasing needs an AI service, which this site has not set up; your wording was kept.',
      ].join('\n'),
    );
  });

  it('Hindi: the same content in Hindi', () => {
    const hi = renderExplanation(result, 'hindi', false);
    expect(hi).toContain('1 बदलाव किए गए (वर्तनी 1)।');
    expect(hi).toContain('जाँचने के सुझाव');
    expect(hi).toContain('पैराफ़्रेज़');
  });

  it('says so when nothing changed', () => {
    expect(renderExplanation({ text: 'x', changes: [], notices: [] }, 'english', true)).toBe('No changes were needed.');
  });

  it("shows an AI provider's own explanation", () => {
    const out = renderExplanation(
      { text: 'x', changes: [], notices: [{ code: 'ai_explanation', text: 'Fixed two typos.' }] },
      'english',
      false,
    );
    expect(out).toBe('Fixed two typos.');
  });
});
