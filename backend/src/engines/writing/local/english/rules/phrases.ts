import type { GrammarEdit } from '../../grammar';
import type { Ctx } from '../context';
import { PHRASE_FIXES } from '../data/phrase-fixes';

/** Fixed patterns (data/phrase-fixes.ts), each found with its regular expression in the text. */
export function phraseEdits({ text }: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const fix of PHRASE_FIXES) {
    for (const m of text.matchAll(fix.pattern)) {
      const part = m[fix.group];
      const start = m.index + (fix.group === 0 ? 0 : m[0].indexOf(part));
      const after = fix.after(m as RegExpExecArray);
      if (after === part) continue; // the pattern's own guard kept the words
      edits.push({
        start,
        end: start + part.length,
        before: part,
        after,
        rule: `grammar:${fix.rule}`,
        reason: fix.reason,
        category: 'grammar',
        applied: true,
      });
    }
  }
  return edits;
}
