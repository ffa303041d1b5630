import { describe, expect, it } from 'vitest';
import type { TextChangeItem } from 'src/api/generated/model';
import { changeReason, explanationSections, MAX_LISTED } from './explanation';

const change = (over: Partial<TextChangeItem> = {}): TextChangeItem => ({
  before: 'i',
  after: 'I',
  reason: 'The pronoun must be capitalized.',
  category: 'capitalization',
  categoryLabel: 'capitalisation',
  position: 0,
  applied: true,
  ...over,
});

describe('explanationSections', () => {
  it('lists every applied change with the "explain" option, then suggestions and notes', () => {
    const a = change();
    const b = change({ before: 'a', after: 'an', category: 'grammar', categoryLabel: 'grammar', position: 8 });
    const s = change({ before: 'dont', after: "don't", applied: false, category: 'punctuation' });
    const notice = { code: 'tone_already' as const, message: 'Your text already reads professional.' };
    expect(explanationSections([a, b, s], [notice], true)).toEqual({
      applied: { kind: 'list', changes: [a, b], more: 0 },
      suggested: [s],
      notes: ['Your text already reads professional.'],
      notesAlone: false,
    });
  });

  it('sums the applied changes up per category without the option', () => {
    const changes = [
      change(),
      change({ category: 'spelling', categoryLabel: 'वर्तनी' }),
      change({ category: 'spelling', categoryLabel: 'वर्तनी' }),
    ];
    expect(explanationSections(changes, [], false).applied).toEqual({
      kind: 'summary',
      count: 3,
      categories: [
        { label: 'capitalisation', count: 1 },
        { label: 'वर्तनी', count: 2 },
      ],
    });
  });

  it('says no change was needed, unless the AI provider explains in its own words (alone, without a heading)', () => {
    expect(explanationSections([], [], true).applied).toEqual({ kind: 'none' });
    const ai = { code: 'ai_explanation' as const, message: 'I fixed the verb.' };
    expect(explanationSections([], [ai], true)).toEqual({
      applied: { kind: 'silent' },
      suggested: [],
      notes: ['I fixed the verb.'],
      notesAlone: true,
    });
    expect(explanationSections([change({ applied: false })], [ai], true).notesAlone).toBe(false);
  });

  it('lists at most MAX_LISTED changes and counts the rest', () => {
    const many = Array.from({ length: MAX_LISTED + 3 }, (_, i) => change({ position: i }));
    const applied = explanationSections(many, [], true).applied;
    expect(applied.kind === 'list' && [applied.changes.length, applied.more]).toEqual([MAX_LISTED, 3]);
  });
});

describe('changeReason', () => {
  it('gives the category and, in English with the option, the engine sentence', () => {
    expect(changeReason(change(), 'en', true)).toBe('capitalisation: The pronoun must be capitalized.');
    expect(changeReason(change(), 'en', false)).toBe('capitalisation');
    expect(changeReason(change({ categoryLabel: 'बड़े अक्षर' }), 'hi', true)).toBe('बड़े अक्षर');
  });

  it('a change without text on either side is its reason (English) or its category (Hindi)', () => {
    const bare = change({ before: '', after: '', reason: 'Sentences were reordered.', categoryLabel: 'स्पष्टता' });
    expect(changeReason(bare, 'en', false)).toBe('Sentences were reordered.');
    expect(changeReason(bare, 'hi', false)).toBe('स्पष्टता');
  });
});
