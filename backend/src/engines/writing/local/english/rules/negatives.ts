import type { GrammarEdit } from '../../grammar';
import { tagsOf } from '../../lexicon';
import { make, type Ctx } from '../context';
import { AUXILIARIES, first, isAdjective, lowerWord } from '../words';
import { wordTable } from '../../word-table';

// ---------------------------------------------------------------------------------------------------------
// doesn't know nothing → doesn't know anything

const NEGATORS = new Set([
  "don't",
  "doesn't",
  "didn't",
  "can't",
  'cannot',
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "haven't",
  "hasn't",
  "hadn't",
  'never',
]);
const NEGATIVE_WORDS: Readonly<Record<string, string>> = wordTable({
  nothing: 'anything',
  nobody: 'anybody',
  nowhere: 'anywhere',
  none: 'any',
});
const OBJECT_PRONOUNS = /^(me|him|her|us|them|you|it)$/;

const normalise = (w: string) => w.replace(/’/g, "'");

export function doubleNegativeEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const neg = toks[i];
    const lower = normalise(neg.lower);
    const notAfterAux =
      lower === 'not' && /^(do|does|did|can|could|will|would|should|have|has|had)$/.test(toks[i - 1]?.lower ?? '');
    if (!NEGATORS.has(lower) && !notAfterAux) continue;
    // "doesn't never return" → "doesn't return"
    if (
      lower !== 'never' &&
      toks[i + 1].lower === 'never' &&
      lowerWord(toks[i + 2]) &&
      tagsOf(toks[i + 2].lower).some((x) => x === 'VB' || x === 'VBP')
    ) {
      edits.push(
        make(
          neg.end,
          toks[i + 1].end,
          c.text,
          '',
          'double-negative',
          `"${neg.text}" already makes the sentence negative; "never" would make it a double negative.`,
        ),
      );
      continue;
    }
    let k = i + 1;
    if (lowerWord(toks[k]) && /^(really|even|ever|actually)$/.test(toks[k].lower)) k++;
    const verb = toks[k];
    if (!lowerWord(verb) || !tagsOf(verb.lower).some((t) => /^VB/.test(t))) continue;
    if (/^(be|been|is|are|was|were|am)$/.test(verb.lower)) continue; // "it isn't nothing" may be meant
    k++;
    if (lowerWord(toks[k]) && OBJECT_PRONOUNS.test(toks[k].lower)) k++;
    const w = toks[k];
    if (!lowerWord(w)) continue;
    let from = w;
    let to = w;
    let after = NEGATIVE_WORDS[w.lower];
    if (w.lower === 'no') {
      const next = toks[k + 1];
      if (lowerWord(next) && next.lower === 'one') {
        to = next;
        after = 'anyone';
      } else {
        // "no" before a noun phrase: "no response", "no new messages"; not "say no to", "take no for an answer"
        let n = k + 1;
        if (lowerWord(toks[n]) && isAdjective(toks[n].lower) && lowerWord(toks[n + 1])) n++;
        if (!lowerWord(toks[n]) || !/^NN/.test(first(toks[n].lower))) continue;
        after = 'any';
      }
    }
    if (!after) continue;
    if (w.lower === 'none' && toks[k + 1]?.lower === 'of') continue;
    // "I didn't say no one could come": the negative word is the subject of a clause of its own
    const then = toks[c.toks.indexOf(to) + 1];
    if (
      after !== 'any' &&
      lowerWord(then) &&
      (AUXILIARIES.test(then.lower) || /^(VBD|VBZ|MD)$/.test(first(then.lower)))
    )
      continue;
    from = w;
    edits.push(
      make(
        from.start,
        to.end,
        c.text,
        after,
        'double-negative',
        `"${neg.text}" already makes the sentence negative: "${after}", not "${c.text.slice(from.start, to.end)}".`,
      ),
    );
  }
  return edits;
}
