import type { GrammarEdit } from '../../grammar';
import { tagsOf } from '../../lexicon';
import { make, type Ctx } from '../context';
import { lowerWord } from '../words';

/**
 * Everyday slips with one reading, each fixed only where the words around it leave no doubt:
 * - "gained lot of knowledge", "with lot of love" → "a lot of" (after a verb or a preposition; not "the lot of",
 *   "parking lot of");
 * - "check weather it is set", "I don't know weather they came" → "whether" (after a verb of asking or knowing,
 *   before a clause or "or").
 */

/** Verbs (any form) after which "weather" can only be "whether": the weather is checked, not "checked weather". */
const ASKING =
  /^(?:check|checks|checked|checking|know|knows|knew|ask|asks|asked|asking|wonder|wonders|wondered|wondering|decide|decides|decided|deciding|confirm|confirms|confirmed|sure|unsure|doubt|doubtful|tell|find|see|verify|verifies|verified)$/;
/** What opens the clause after "whether". */
const CLAUSE_START =
  /^(?:it|he|she|they|we|you|i|there|this|that|these|those|the|a|an|my|your|his|her|our|their|or|to|anyone|someone|everyone|all|any)$/;

export function everydayEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i];
    const prev = toks[i - 1];
    const next = toks[i + 1];
    if (t.lower === 'lot' && t.text === 'lot' && next.lower === 'of' && lowerWord(prev)) {
      const tag = tagsOf(prev.lower)[0] ?? '';
      // "gained lot of", "with lot of": a verb or a preposition, never a determiner or a noun ("parking lot of")
      if (/^(?:VB|VBD|VBP|VBZ|VBN|IN)$/.test(tag) && !/^(?:that|as|than)$/.test(prev.lower))
        edits.push(make(t.start, t.start, c.text, 'a ', 'a-lot-of', '"Lot of" takes its article: "a lot of".'));
    }
    if (t.lower === 'weather' && t.text === 'weather' && lowerWord(prev) && ASKING.test(prev.lower)) {
      // the next word opens a clause, or is code or a name the sentence asks about
      const opens = lowerWord(next)
        ? CLAUSE_START.test(next.lower)
        : /^[`"'“A-Z]/.test(c.text.slice(t.end).trimStart());
      if (opens)
        edits.push(
          make(
            t.start,
            t.end,
            c.text,
            'whether',
            'weather-whether',
            '"Whether" introduces a choice or a question; "weather" is rain and sun.',
          ),
        );
    }
  }
  return edits;
}
