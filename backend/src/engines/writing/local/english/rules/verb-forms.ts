import type { GrammarEdit } from '../../grammar';
import { pastOf, tagsOf, verbBaseOf } from '../../lexicon';
import { edit, make, opensSentence, type Ctx } from '../context';
import { baseOf, gerundOf } from '../inflect';
import { lowerWord } from '../words';
import { COUNTED_PEOPLE } from '../data/nouns';

/**
 * The form of a verb after the words that choose it: the base form after a modal, "to" or "didn't" ("will
 * causes", "didn't went", "could not found"), the -ing form after "look forward to".
 */

const MODALS = new Set(['will', 'would', 'can', 'could', 'should', 'must', 'may', 'might', 'shall']);
/** Adverbs between a modal and its verb: "could even", "will also", "can never". */
const MID_ADVERBS =
  /^(even|also|still|never|just|really|only|always|usually|often|sometimes|ever|easily|actually|surely|definitely|probably|certainly)$/;
const DO_NEGATIVES = new Set(["didn't", 'didnt', "doesn't", 'doesnt', "don't", 'dont']);
/** Verbs before "to" and an infinitive: "want to", "need to", "would like to" ("to" is no preposition there). */
const INFINITIVE_BEFORE =
  /^(want|wants|wanted|need|needs|needed|like|love|try|tries|tried|decide|decided|plan|planned|hope|hoped|wish|wished|able|unable|have|has|had|ought|forget|forgot|remember|learn|learnt|learned|refuse|refused|manage|managed|fail|failed|afford)$/;
/**
 * What follows a verb as its object or adverb: "to thanks you", "to talks about it", not "listen to thanks."
 * ("going to", "agree to" may be prepositions before a noun: "going to shows this week", "agreed to changes")
 */
const OBJECT_AFTER =
  /^(you|him|her|them|us|me|it|the|a|an|my|your|his|our|their|this|that|these|those|everyone|about|with|for|here|there|home|hard)$/;

export function baseVerbEdits({ toks }: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    // "could even began", "will also causes", "did not even said", "didn't even knew": one adverb may stand
    // between a modal (or "didn't", "did not") and its verb
    const doNot = (k: number) =>
      DO_NEGATIVES.has(toks[k]?.lower ?? '') ||
      (toks[k]?.lower === 'not' && /^(did|does|do)$/.test(toks[k - 1]?.lower ?? ''));
    const adverb = i >= 2 && MID_ADVERBS.test(toks[i - 1].lower) && (MODALS.has(toks[i - 2].lower) || doNot(i - 2));
    const at = adverb ? i - 2 : i - 1;
    const prev = toks[at];
    const verb = toks[i];
    if (!verb.word || !/^[a-z]+$/.test(verb.text)) continue;
    const modal = (MODALS.has(prev.lower) || prev.lower === 'to') && prev.text === prev.lower;
    const negative = doNot(at);
    if (!modal && !negative) continue;
    // "the will causes" (a noun "will"), "a can …": a modal after a determiner is a noun
    if (modal && /^(the|a|an|this|that|his|her|my|your|our|their)$/.test(toks[toks.indexOf(prev) - 1]?.lower ?? ''))
      continue;
    const tags = tagsOf(verb.lower);
    // "will causes" (NNS first, VBZ too); not "may subjects", where "may" is a slip for "many"
    // ("want to thanks you": after a verb that takes "to" and an infinitive, before an object, it is the verb)
    const infinitive =
      prev.lower === 'to' &&
      !adverb &&
      INFINITIVE_BEFORE.test(toks[at - 1]?.lower ?? '') &&
      lowerWord(toks[i + 1]) &&
      OBJECT_AFTER.test(toks[i + 1].lower);
    const nounToo =
      tags[0] === 'NNS' && tags.includes('VBZ') && prev.lower !== 'may' && (prev.lower !== 'to' || infinitive);
    if (!(tags[0] === 'VBZ' || tags[0] === 'VBD' || nounToo)) continue;
    // ("going to shows this week": after "to", a word that is also a plural noun is the verb only after a verb that
    // takes an infinitive)
    if (prev.lower === 'to' && tags.includes('NNS') && !infinitive) continue;
    if (/^(is|was|has|does|did|had|were|are)$/.test(verb.lower)) continue; // "can was": leave to a human
    // "from notes to finished text", "led to reduced costs": after "to", a participle before a noun is its adjective
    if (
      prev.lower === 'to' &&
      tags.includes('VBN') &&
      lowerWord(toks[i + 1]) &&
      /^NNS?$/.test(tagsOf(toks[i + 1].lower)[0] ?? '')
    )
      continue;
    const base = verbBaseOf(verb.lower);
    if (!base || base === verb.lower) continue;
    // "would lay out the mangoes": a past that is also a base form of its own ("lay" the table, the eggs)
    if (verb.lower === 'lay') continue;
    edits.push(edit(verb, base, 'base-verb', `After "${prev.text}", a verb takes its base form ("${base}").`));
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// could not found → could not find

const MODAL_NOT = /^(can|could|will|would|should|must|may|might|shall)$/;
const MODAL_NT =
  /^(can['’]t|cannot|couldn['’]t|won['’]t|wouldn['’]t|shouldn['’]t|mustn['’]t|couldnt|cant|wont|wouldnt|shouldnt)$/;

const NEGATED_OBJECT =
  /^(the|a|an|my|our|his|her|their|your|its|him|them|us|me|it|this|that|these|those|any|anything|anyone|anybody|what|how|where|why|when|whether|if|out|time)$/;

export function negatedBaseEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i < toks.length; i++) {
    const prev = toks[i - 1];
    const verb = toks[i];
    const modalNot = prev.lower === 'not' && MODAL_NOT.test(toks[i - 2]?.lower ?? '') && toks[i - 2].word;
    if (!modalNot && !MODAL_NT.test(prev.lower)) continue;
    if (!lowerWord(verb)) continue;
    const tags = tagsOf(verb.lower);
    if (!/^(VBD|VBN|VBZ)$/.test(tags[0] ?? '')) continue;
    if (/^(is|was|were|are|has|had|been|does|did|done|used)$/.test(verb.lower)) continue;
    // "could not found the file" is "find"; "will not accepted after Monday" lacks "be" (a passive), so needs an object
    const next = toks[i + 1];
    if (!lowerWord(next) || !NEGATED_OBJECT.test(next.lower)) continue;
    const base = baseOf(verb.lower);
    if (!base || base === verb.lower) continue;
    const modal = modalNot ? `${toks[i - 2].text} not` : prev.text;
    edits.push(
      make(
        verb.start,
        verb.end,
        c.text,
        base,
        'base-after-not',
        `After "${modal}", a verb takes its base form: "${base}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// look forward to hear from you → look forward to hearing from you

export function lookForwardEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (!/^look(s|ed|ing)?$/.test(toks[i].lower) || toks[i + 1].lower !== 'forward' || toks[i + 2].lower !== 'to')
      continue;
    const verb = toks[i + 3];
    if (!lowerWord(verb)) continue;
    const tags = tagsOf(verb.lower);
    if (!tags.includes('VB')) continue;
    // "look forward to work" may be the noun ("getting back to work"): a verb needs its object or "with"
    const next = toks[i + 4];
    if (
      tags[0] !== 'VB' &&
      !(
        lowerWord(next) &&
        /^(with|together|you|your|the|a|an|our|my|this|that|it|them|him|her|us|from|on)$/.test(next.lower)
      )
    )
      continue;
    const ing = gerundOf(verb.lower);
    if (!ing) continue;
    edits.push(
      make(
        verb.start,
        verb.end,
        c.text,
        ing,
        'look-forward-to',
        `In "look forward to", "to" is a preposition, so the verb after it takes "-ing": "${ing}".`,
      ),
    );
  }
  return edits;
}

/** "The flight was delay by two hours" → "delayed": a passive takes the participle (regular verbs only). */
export function passiveParticipleEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const be = toks[i - 1];
    const verb = toks[i];
    if (!lowerWord(be) || !/^(was|were|is|are|been|be|being|get|got|gets)$/.test(be.lower)) continue;
    // "He is engineer by profession": a person, not a verb
    if (!lowerWord(verb) || COUNTED_PEOPLE.test(verb.lower)) continue;
    const tags = tagsOf(verb.lower);
    if (!tags.includes('VB') || tags.some((t) => /^(VBN|VBD|VBG|JJ)$/.test(t))) continue;
    // before "by", or a word that can only be a verb before a time or a reason ("The launch is postpone to 20
    // March", "was cancel due to rain")
    const onlyVerb = tags.every((t) => t === 'VB' || t === 'VBP');
    const next = toks[i + 1]?.lower;
    if (
      next !== 'by' &&
      !(onlyVerb && /^(to|till|until|for|on|due|because|from|at|in|again|indefinitely)$/.test(next ?? ''))
    )
      continue;
    if (next !== 'by' && !/^(was|were|is|are|been|be)$/.test(be.lower)) continue;
    const past = pastOf(verb.lower);
    if (!past || !/ed$/.test(past)) continue;
    edits.push(
      edit(verb, past, 'passive-participle', `After "${be.text}", the passive takes the participle: "${past}".`),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Moreover, take risks teaches you → taking risks teaches you

/**
 * A base verb and a plural noun before a verb in -s open the sentence as its subject: the action is named
 * with "-ing" ("take risks teaches you" → "taking risks teaches you", "eat vegetables is good" → "eating").
 */
export function gerundSubjectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    const verb = toks[i];
    const noun = toks[i + 1];
    const third = toks[i + 2];
    if (!verb.word || !/^[A-Za-z][a-z]+$/.test(verb.text) || !(opensSentence(c, i) || toks[i - 1]?.text === ','))
      continue;
    if (verb.text !== verb.lower && !opensSentence(c, i)) continue;
    const tags = tagsOf(verb.lower);
    if (tags[0] !== 'VB' || tags.some((t) => /^(VBD|VBN|VBZ|MD|JJ|IN)$/.test(t))) continue;
    const nounTags = tagsOf(noun.lower);
    if (!lowerWord(noun) || nounTags[0] !== 'NNS' || nounTags.includes('NN')) continue;
    const thirdTags = tagsOf(third.lower);
    const singularVerb = /^(is|was|has)$/.test(third.lower) || (thirdTags[0] === 'VBZ' && thirdTags.length > 0);
    if (!lowerWord(third) || !singularVerb || !lowerWord(toks[i + 3])) continue;
    const ing = gerundOf(verb.lower);
    if (!ing) continue;
    const after = verb.text === verb.lower ? ing : ing[0].toUpperCase() + ing.slice(1);
    edits.push(
      edit(
        verb,
        after,
        'gerund-subject',
        `"${verb.text} ${noun.text}" is the subject of "${third.text}": an action as a subject takes "-ing": "${after}".`,
      ),
    );
  }
  return edits;
}
