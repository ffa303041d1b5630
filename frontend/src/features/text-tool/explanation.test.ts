import { describe, expect, it } from 'vitest';
import { parseExplanation } from './explanation';

describe('parseExplanation', () => {
  it('reads headings, changes with reasons, bullets and sentences', () => {
    const text =
      'What changed:\n• "i" → "I" (capitalisation: The pronoun must be capitalized.)\n• "a" → "an" (grammar: Incorrect article.)\n• Paraphrasing needs an AI provider.\n4 changes made.';
    expect(parseExplanation(text)).toEqual([
      { kind: 'heading', text: 'What changed' },
      { kind: 'change', before: 'i', after: 'I', reason: 'capitalisation: The pronoun must be capitalized.' },
      { kind: 'change', before: 'a', after: 'an', reason: 'grammar: Incorrect article.' },
      { kind: 'item', text: 'Paraphrasing needs an AI provider.' },
      { kind: 'text', text: '4 changes made.' },
    ]);
  });

  it('keeps a change without a reason and ignores blank lines', () => {
    expect(parseExplanation('\n• "teh" → "the"\n\n')).toEqual([
      { kind: 'change', before: 'teh', after: 'the', reason: '' },
    ]);
  });
});
