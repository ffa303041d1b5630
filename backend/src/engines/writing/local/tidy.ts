import type { GrammarEdit } from './grammar';

/**
 * Deterministic tidying that needs no dictionary: spacing around punctuation, runs of spaces, a comma after
 * common introductory phrases, "can not" → "cannot", doubled periods. Each fix is returned as an edit so
 * the explanation can list it.
 */

const INTRO_PHRASES = [
  'for example',
  'for instance',
  'in my opinion',
  'in my view',
  'in addition',
  'in this case',
  'in conclusion',
  'in summary',
  'in general',
  'in fact',
  'in short',
  'in the end',
  'on the other hand',
  'as a result',
  'to sum up',
  'to conclude',
  'of course',
  'however',
  'moreover',
  'furthermore',
  'therefore',
  'thus',
  'hence',
  'consequently',
  'additionally',
  'nevertheless',
  'nonetheless',
  'meanwhile',
  'finally',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'besides',
  'unfortunately',
  'fortunately',
  'personally',
  'nowadays',
  'also',
];
const INTRO = new RegExp(
  `(^|[.!?]\\s+|\\n\\s*)(${INTRO_PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|')})(?=\\s+[A-Za-z])(?!,)`,
  'gi',
);

interface Fix {
  pattern: RegExp;
  /** Returns the replacement for the match, or null to leave it. */
  replace: (m: RegExpExecArray) => { start: number; end: number; after: string } | null;
  rule: string;
  reason: string;
  category: GrammarEdit['category'];
}

const SUBJECT = '(?:I|we|they|he|she|it|you|there|this|that|these|those|people|most|many|some|the|my|our|their|his|her)';
/** "…, but we", "…, and they": a comma before a conjunction that starts a new clause, after 4+ words. */
const CLAUSE_COMMA = new RegExp(`(?:^|[.!?;:,]\\s*)((?:[^\\s.!?;:,]+\\s+){4,}?[^\\s.!?;:,]+)(?=\\s+(?:but|and so|yet)\\s+${SUBJECT}\\b)`, 'g');

const FIXES: Fix[] = [
  {
    pattern: /[ \t]{2,}/g,
    replace: (m) => ({ start: m.index, end: m.index + m[0].length, after: ' ' }),
    rule: 'tidy:spaces',
    reason: 'Words are separated by one space.',
    category: 'spacing',
  },
  {
    pattern: /(\S)[ \t]+([,;:!?]|\.(?!\.)(?!\d))/g,
    replace: (m) => ({ start: m.index + m[1].length, end: m.index + m[0].length - m[2].length, after: '' }),
    rule: 'tidy:space-before-punctuation',
    reason: 'No space goes before a punctuation mark.',
    category: 'spacing',
  },
  {
    pattern: /([a-z]{2})([,;])([A-Za-z])/g,
    replace: (m) => ({ start: m.index + 3, end: m.index + 3, after: ' ' }),
    rule: 'tidy:space-after-punctuation',
    reason: 'A space follows a comma or semicolon.',
    category: 'spacing',
  },
  {
    pattern: /([a-z]{2})\.\.(?!\.)(?=\s|$)/g,
    replace: (m) => ({ start: m.index + 2, end: m.index + 4, after: '.' }),
    rule: 'tidy:double-period',
    reason: 'One period ends a sentence.',
    category: 'punctuation',
  },
  {
    pattern: /\b([Cc])an not\b(?!\s+only)/g,
    replace: (m) => ({ start: m.index, end: m.index + m[0].length, after: `${m[1]}annot` }),
    rule: 'tidy:cannot',
    reason: '"Cannot" is written as one word.',
    category: 'spelling',
  },
  {
    pattern: CLAUSE_COMMA,
    replace: (m) => {
      if (/\b(not only|nothing|all|anything|everything|anyone)$/i.test(m[1])) return null;
      const end = m.index + m[0].length;
      return { start: end, end, after: ',' };
    },
    rule: 'tidy:clause-comma',
    reason: 'A comma goes before "but" when it joins two full clauses.',
    category: 'punctuation',
  },
  {
    pattern: INTRO,
    replace: (m) => {
      const end = m.index + m[0].length;
      return { start: end, end, after: ',' };
    },
    rule: 'tidy:introductory-comma',
    reason: 'A comma follows an introductory word or phrase.',
    category: 'punctuation',
  },
];

/** The tidy edits for `text`, non-overlapping, in text order. */
export function tidyEdits(text: string): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const fix of FIXES) {
    fix.pattern.lastIndex = 0;
    for (let m = fix.pattern.exec(text); m; m = fix.pattern.exec(text)) {
      const r = fix.replace(m);
      if (m[0].length === 0) fix.pattern.lastIndex++;
      if (!r) continue;
      edits.push({
        start: r.start,
        end: r.end,
        before: text.slice(r.start, r.end),
        after: r.after,
        rule: fix.rule,
        reason: fix.reason,
        category: fix.category,
        applied: true,
      });
    }
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}
