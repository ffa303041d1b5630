import type { GrammarEdit } from '../../grammar';
import { pastOf, pluralOf, tagsOf } from '../../lexicon';
import { capitalise, capitaliseLike } from 'src/common/text';
import { opensSentence, span, type Ctx } from '../context';
import { POSSESSIONS } from '../data/nouns';
import { thirdPersonOf } from '../inflect';
import type { Token } from '../tokenize';
import { BE_CONTRACTION, SUBJECT_PRONOUNS, isAdjective, isName, isWord, lowerWord } from '../words';
import { wordTable } from '../../word-table';

// ---------------------------------------------------------------------------------------------------------
// "be" + verb-ing shared by the stative rules: "I am having", "he is not knowing", "I'm also having"

interface BeIng {
  /** first token of the edit (the subject pronoun when it is contracted with "be", else the "be" form) */
  from: Token;
  /** the subject pronoun of a contraction ("I'm" → "I"), kept at the start of the replacement */
  pronoun?: string;
  /** am/is/are/was/were, lower case */
  be: string;
  negative: boolean;
  adverb?: string;
  ing: Token;
  /** index of the -ing token */
  at: number;
}

const BE_FORMS = /^(am|is|are|was|were)$/;
const BE_NEGATIVE: Readonly<Record<string, string>> = wordTable({ isn: 'is', aren: 'are', wasn: 'was', weren: 'were' });
const MID_ADVERBS = /^(also|still|already|only|currently|now|really|just|even)$/;

/** Reads "be (not) (adverb) X-ing" with its "be" at token i. */
function readBeIng(c: Ctx, i: number): BeIng | undefined {
  const t = c.toks[i];
  let be: string | undefined;
  let pronoun: string | undefined;
  let negative = false;
  const contraction = BE_CONTRACTION.exec(t.lower);
  if (contraction) {
    pronoun = t.text.slice(0, t.text.search(/['’]/));
    be = contraction[2] === 'm' ? 'am' : contraction[2] === 're' ? 'are' : 'is';
  } else if (BE_FORMS.test(t.lower)) be = t.lower;
  else {
    const neg = /^(isn|aren|wasn|weren)['’]t$/.exec(t.lower);
    if (!neg) return undefined;
    be = BE_NEGATIVE[neg[1]];
    negative = true;
  }
  let j = i + 1;
  if (!negative && c.toks[j]?.lower === 'not') {
    negative = true;
    j++;
  }
  let adverb: string | undefined;
  if (!negative && lowerWord(c.toks[j]) && MID_ADVERBS.test(c.toks[j].lower)) adverb = c.toks[j++].text;
  const ing = c.toks[j];
  if (!lowerWord(ing) || !ing.lower.endsWith('ing')) return undefined;
  return { from: t, pronoun, be, negative, adverb, ing, at: j };
}

/** "do not" / "does not" / "did not" for a negated "be" form, in the writer's style (contracted or not). */
function doNot(be: string, contracted: boolean): string {
  const d = be === 'is' ? 'does' : be === 'was' || be === 'were' ? 'did' : 'do';
  return contracted ? `${d}n't` : `${d} not`;
}

/** The replacement of "be (not) (adverb) X-ing" by the simple form of the verb. */
function simpleForm(b: BeIng, base: string, past: string, third: string): string {
  const contracted = /n['’]t$/.test(b.from.lower);
  let verb: string;
  if (b.negative) verb = `${doNot(b.be, contracted)} ${base}`;
  else verb = b.be === 'is' ? third : b.be === 'was' || b.be === 'were' ? past : base;
  const words = [b.pronoun, b.adverb, verb].filter(Boolean).join(' ');
  return b.pronoun ? words : capitaliseLike(b.from.text, words);
}

/** The subject before a "be" form at token i: a subject pronoun, a name, or none. */
function subjectBefore(c: Ctx, i: number): 'pronoun' | 'name' | 'noun' | undefined {
  if (BE_CONTRACTION.test(c.toks[i].lower)) return 'pronoun';
  const prev = c.toks[i - 1];
  if (!isWord(prev)) return undefined;
  // "Our team is knowing", "my manager is wanting": a noun after a possessive or "the" opening the clause
  const owner = c.toks[i - 2];
  if (
    lowerWord(prev) &&
    /^NNS?$/.test(tagsOf(prev.lower)[0] ?? '') &&
    owner?.word &&
    /^(?:my|our|your|his|her|their|the)$/.test(owner.lower) &&
    (owner.text === owner.lower || opensSentence(c, i - 2))
  )
    return 'noun';
  if (SUBJECT_PRONOUNS.has(prev.lower) && (prev.lower !== 'i' || prev.text === 'I' || prev.text === 'i'))
    return 'pronoun';
  // a name on its own ("Rajesh is", "My cousin Varun is"), not part of a longer proper noun ("React Router is")
  const before = c.toks[i - 2];
  if (isName(prev) && (opensSentence(c, i - 1) || !isWord(before) || /^[a-z]+$/.test(before.text)))
    if (!before || !/^(in|of|for|with|on|at|by|from|to|about|the|a|an)$/.test(before.lower)) return 'name';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// I am having a car → I have a car

/** Words that turn "having X" into an event: "having friends over", "having a car serviced". */
const HAVING_EVENT_AFTER =
  /^(over|round|around|visiting|staying|coming|serviced|repaired|fixed|washed|checked|done|made|built|delivered|installed|cleaned|painted|removed|replaced)$/;

const POSSESSION_DETERMINERS =
  /^(a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|some|no|any|my|our|his|her|their|your|several|few|good|enough|much|little|strong|basic|deep|excellent|sound|hands)$/;

function possessionNoun(w: string): boolean {
  if (POSSESSIONS.has(w)) return true;
  const singular = [w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, ''), w === 'children' ? 'child' : ''];
  return singular.some((s) => s !== w && POSSESSIONS.has(s) && pluralOf(s) === w);
}

/** The end of a possession object starting at token j ("a car", "two brothers", "5 years of experience"). */
function possessionObject(c: Ctx, j: number): boolean {
  const toks = c.toks;
  let k = j;
  // "a lot of", "lots of"
  if (toks[k]?.lower === 'a' && toks[k + 1]?.lower === 'lot' && toks[k + 2]?.lower === 'of') k += 3;
  else if (toks[k]?.lower === 'lots' && toks[k + 1]?.lower === 'of') k += 2;
  else if (
    toks[k] &&
    (/^\d+$/.test(toks[k].text) || (lowerWord(toks[k]) && POSSESSION_DETERMINERS.test(toks[k].lower)))
  )
    k++;
  // "5+ years of experience", "two years' experience"
  if (toks[k]?.text === '+') k++;
  const unit = toks[k];
  if (lowerWord(unit) && /^(years?|months?)['’]?$/.test(unit.lower)) {
    const of = toks[k + 1]?.lower === 'of' ? k + 2 : k + 1;
    const head = toks[of];
    return k > j && lowerWord(head) && /^(experience|expertise|exposure)$/.test(head.lower);
  }
  // a qualification's name: "a B.Ed degree", "an MBA degree" (the dots may split it into several tokens)
  let named = k;
  while (named < k + 4 && toks[named] && /^[A-Z][A-Za-z]*$|^\.$/.test(toks[named].text)) named++;
  if (
    named > k &&
    lowerWord(toks[named]) &&
    /^(degree|diploma|certificate|certification|qualification)$/.test(toks[named].lower)
  )
    k = named;
  // up to two adjectives: "a new car", "good working knowledge"
  for (let n = 0; n < 2 && lowerWord(toks[k]) && isAdjective(toks[k].lower) && !possessionNoun(toks[k].lower); n++) k++;
  // a noun that says which kind: "a savings account", "a bank account", "a driving licence"
  if (
    lowerWord(toks[k]) &&
    !possessionNoun(toks[k].lower) &&
    /^(?:savings|bank|salary|current|demat|joint|driving|learner's|two-wheeler|business|family|gaming|work)$/.test(
      toks[k].lower,
    ) &&
    lowerWord(toks[k + 1]) &&
    possessionNoun(toks[k + 1].lower)
  )
    k++;
  const noun = toks[k];
  if (!lowerWord(noun) || !possessionNoun(noun.lower)) return false;
  const next = toks[k + 1];
  if (next?.text === '-' || next?.text === "'" || next?.text === '’') return false; // "car-wash", "kids'"
  // "a car accident", "a phone call": the possession noun is a modifier of another noun
  const nextTags = lowerWord(next) ? tagsOf(next.lower) : [];
  const nounNext = nextTags.some((x) => /^NN/.test(x)) && !nextTags.some((x) => x === 'RB' || x === 'IN');
  if (lowerWord(next) && (HAVING_EVENT_AFTER.test(next.lower) || nounNext)) return false;
  return true;
}

/** Illnesses one has rather than does: "I was having fever" → "I had fever". */
const ILLNESSES =
  /^(fever|cold|cough|flu|headache|toothache|stomachache|migraine|jaundice|malaria|typhoid|dengue|diabetes|asthma)$/;

/**
 * An illness as the object at token j ("fever", "a high fever", "a bad cold"), not a noun it modifies ("cold
 * drinks", "cough syrup"), and no "since"/"from"/"for" after it, which asks for another tense ("since Monday").
 */
function illnessObject(c: Ctx, j: number): boolean {
  const toks = c.toks;
  let k = j;
  if (lowerWord(toks[k]) && /^(a|an)$/.test(toks[k].lower)) k++;
  if (lowerWord(toks[k]) && /^(high|mild|slight|bad|severe|little|terrible|light)$/.test(toks[k].lower)) k++;
  if (!lowerWord(toks[k]) || !ILLNESSES.test(toks[k].lower)) return false;
  const next = toks[k + 1];
  // (a word the lexicon lacks may be a noun too: "cough syrup")
  if (isWord(next) && (/^NN/.test(tagsOf(next.lower)[0] ?? 'NN') || /^(since|from|for)$/.test(next.lower)))
    return false;
  const clause = /^[^.;:!?\n]*/.exec(c.text.slice(toks[k].end, toks[k].end + 80))?.[0] ?? '';
  return !/\b(?:since|from|for)\b/i.test(clause);
}

export function havingEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < c.toks.length; i++) {
    const b = readBeIng(c, i);
    if (!b || b.ing.lower !== 'having' || (b.adverb && /^(just|even|really)$/i.test(b.adverb))) continue;
    // a question ("Are you having …?") or a subject we cannot see: leave it
    if (!b.pronoun && (!isWord(c.toks[i - 1]) || opensSentence(c, i))) continue;
    if (/^(what|which|who|where|how|why)$/.test(c.toks[i - 1]?.lower ?? '')) continue;
    if (!possessionObject(c, b.at + 1) && !illnessObject(c, b.at + 1)) continue;
    const after = simpleForm(b, 'have', 'had', 'has');
    edits.push(
      span(
        c,
        b.from,
        b.ing,
        after,
        'stative-having',
        `"Have" in the sense of owning or possessing is not used in the continuous form: "${after}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// he is knowing → he knows

/** Verbs of knowing, wanting and owning: they describe a state, so they do not take "-ing" after "be". */
const STATIVES: Record<string, { base: string; past: boolean }> = {
  knowing: { base: 'know', past: true },
  understanding: { base: 'understand', past: true },
  believing: { base: 'believe', past: true },
  owning: { base: 'own', past: true },
  belonging: { base: 'belong', past: true },
  possessing: { base: 'possess', past: true },
  consisting: { base: 'consist', past: true },
  containing: { base: 'contain', past: true },
  wanting: { base: 'want', past: false },
  needing: { base: 'need', past: false },
  liking: { base: 'like', past: false },
  preferring: { base: 'prefer', past: false },
};

/** What may follow the stative verb: an object or a clause ("knowing the route", "wanting to", "belonging to"). */
function stativeObject(t: Token | undefined): boolean {
  if (!isWord(t)) return false;
  if (
    /^(the|a|an|this|that|these|those|my|your|his|her|our|their|its|it|him|them|us|me|you|to|in|of|about|what|how|why|where|when|who|whom|which|whether|if|some|any|all|every|each|no|more|most)$/.test(
      t.lower,
    )
  )
    return true;
  if (/^[A-Z]/.test(t.text)) return true; // "knowing Hindi", "knowing Python"
  const tags = tagsOf(t.lower);
  if (!tags.length) return /^[a-z]+$/.test(t.text); // a word the lexicon lacks: "microservices"
  return /^NN/.test(tags[0]);
}

const CHANGE_WORDS =
  /\b(?:slowly|gradually|better|more and more|now|finally|increasingly|day by day|every day|each day|these days)\b/i;

export function stativeEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < c.toks.length; i++) {
    const b = readBeIng(c, i);
    if (!b) continue;
    const idx = i;
    const verb = STATIVES[b.ing.lower];
    if (!verb) continue;
    if (!subjectBefore(c, idx)) continue;
    const past = b.be === 'was' || b.be === 'were';
    if (past && !verb.past) continue; // "I was wanting to ask" is a polite, accepted form
    if (!stativeObject(c.toks[b.at + 1])) continue;
    // "I'm understanding it better now", "liking it more and more": a state that changes may take "-ing"
    const clause = /^[^.,;:!?\n]*/.exec(c.text.slice(b.ing.end, b.ing.end + 80))?.[0] ?? '';
    if (CHANGE_WORDS.test(clause)) continue;
    const third = thirdPersonOf(verb.base);
    const pastForm = pastOf(verb.base);
    if (!third || !pastForm) continue;
    const after = simpleForm(b, verb.base, pastForm, third);
    edits.push(
      span(
        c,
        b.from,
        b.ing,
        after,
        'stative-progressive',
        `"${capitalise(verb.base)}" describes a state, not an action, so it is not used with "-ing" here: "${after}".`,
      ),
    );
  }
  return edits;
}
