import type { GrammarEdit } from '../../grammar';
import { tagsOf, verbBaseOf } from '../../lexicon';
import { capitalise, capitaliseLike } from 'src/common/text';
import { opensSentence, span, type Ctx } from '../context';
import type { Token } from '../tokenize';
import { AUXILIARIES, SUBJECT_PRONOUNS, first, isAdjective, isWord, lowerWord } from '../words';
import { PLURAL_VERB } from '../data/verb-number';
import { wordTable } from '../../word-table';

// ---------------------------------------------------------------------------------------------------------
// Myself Rahul → I am Rahul

const NOT_A_NAME =
  /^(and|or|but|i|the|a|an|too|included|excluded|also|only|alone|first|am|was|will|can|would|should|is|have|had)$/i;

export function myselfEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 1 < c.toks.length; i++) {
    const t = c.toks[i];
    if (t.lower !== 'myself') continue;
    const name = c.toks[i + 1];
    if (!isWord(name) || !/^[A-Z][a-z]/.test(name.text) || NOT_A_NAME.test(name.text)) continue;
    if (!/^[ \t]+$/.test(c.text.slice(t.end, name.start))) continue;
    // at the start of a sentence, or after a greeting: "Hi all, myself Priya"
    const greeting =
      /(?:^|[.!?\n]\s*)(?:hi|hello|hey|dear|greetings|namaste|good (?:morning|afternoon|evening))\b[^.!?\n]{0,40},\s*$/i;
    if (!opensSentence(c, i) && !greeting.test(c.text.slice(0, t.start))) continue;
    edits.push(
      span(c, t, t, 'I am', 'myself-intro', 'To introduce yourself, say "I am …" ("myself" cannot be the subject).'),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Me and my team is → My team and I are

const OBJECT_TO_SUBJECT: Readonly<Record<string, string>> = wordTable({
  him: 'he',
  her: 'she',
  them: 'they',
  us: 'we',
  you: 'you',
});

/** The verb of a plural subject: "is" → "are", "goes" → "go", "went" stays. */
function pluralVerb(v: Token): string | undefined {
  const fixed = PLURAL_VERB[v.lower];
  if (fixed) return fixed;
  if (AUXILIARIES.test(v.lower)) return v.lower;
  const tags = tagsOf(v.lower);
  if (tags[0] === 'VBD') return v.lower;
  if (tags[0] === 'VBZ') return verbBaseOf(v.lower);
  if (tags[0] === 'VBP' || (tags.includes('VBP') && !/^NN|^JJ/.test(tags[0]))) return v.lower;
  return undefined;
}

export function meAndEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    const me = toks[i];
    // "Me and my team is", and "I and my friend went" (others first)
    if ((me.text !== 'I' && me.lower !== 'me') || toks[i + 1].lower !== 'and' || !opensSentence(c, i)) continue;
    let k = i + 2;
    let partner: string;
    const x = toks[k];
    if (!isWord(x)) continue;
    if (OBJECT_TO_SUBJECT[x.lower] && x.lower !== 'you') {
      partner = OBJECT_TO_SUBJECT[x.lower];
      k++;
    } else if (x.lower === 'you') {
      partner = 'you';
      k++;
    } else if (/^(my|our|his|her|their|the)$/.test(x.lower)) {
      k++;
      if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && lowerWord(toks[k + 1])) k++;
      const noun = toks[k];
      if (!lowerWord(noun) || !/^NN/.test(first(noun.lower))) continue;
      k++;
      partner = c.text.slice(x.start, noun.end);
    } else if (/^[A-Z][a-z]+$/.test(x.text) && !NOT_A_NAME.test(x.text) && !SUBJECT_PRONOUNS.has(x.lower)) {
      let end = k;
      while (
        end + 1 < k + 3 &&
        /^[A-Z][a-z]+$/.test(toks[end + 1]?.text ?? '') &&
        !AUXILIARIES.test(toks[end + 1].lower)
      )
        end++;
      partner = c.text.slice(x.start, toks[end].end);
      k = end + 1;
    } else continue;
    if (/[\n,;]/.test(c.text.slice(x.start, toks[k - 1].end))) continue;
    const verb = toks[k];
    if (!lowerWord(verb)) continue;
    const plural = pluralVerb(verb);
    if (!plural) continue;
    const subject = capitaliseLike(me.text, `${partner} and I`);
    const after = `${/^[a-z]/.test(me.text) ? subject : capitalise(subject)} ${plural}`;
    edits.push(
      span(
        c,
        me,
        verb,
        after,
        'me-and-subject',
        me.text === 'I'
          ? `Politeness puts others first: "${partner} and I", with a plural verb.`
          : `As the subject, say "${partner} and I" (others first, "I" not "me"), with a plural verb.`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Ravi and me went → Ravi and I went

/** "Ravi and me went", "My brother and me are": at the start of a sentence, "me" in the subject is "I". */
export function andMeEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (!opensSentence(c, i)) continue;
    const x = toks[i];
    let k = i;
    if (/^(my|our|his|her|their|the)$/.test(x.lower)) {
      k++;
      if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && lowerWord(toks[k + 1])) k++;
      if (!lowerWord(toks[k]) || !/^NN/.test(first(toks[k].lower))) continue;
    } else if (/^[A-Z][a-z]+$/.test(x.text) && !NOT_A_NAME.test(x.text) && !SUBJECT_PRONOUNS.has(x.lower)) {
      // a name: "Ravi", "Ravi Kumar"
      if (/^[A-Z][a-z]+$/.test(toks[k + 1]?.text ?? '') && toks[k + 1].lower !== 'and') k++;
      if (isWord(x) && tagsOf(x.lower).length && !/^NNP/.test(tagsOf(x.lower)[0])) continue; // "Yesterday", "Then"
    } else continue;
    const and = toks[k + 1];
    const me = toks[k + 2];
    const verb = toks[k + 3];
    if (and?.lower !== 'and' || me?.text !== 'me' || !lowerWord(verb)) continue;
    if (/[\n,;]/.test(c.text.slice(x.start, me.end))) continue;
    const plural = pluralVerb(verb);
    if (!plural) continue;
    const after = plural === verb.lower ? 'I' : `I ${plural}`;
    edits.push(
      span(
        c,
        me,
        plural === verb.lower ? me : verb,
        after,
        'me-and-subject',
        `In the subject, say "I", not "me" ("${c.text.slice(x.start, and.end)} I"), with a plural verb.`,
      ),
    );
  }
  return edits;
}
