import { tokenize } from './agreement';
import type { GrammarEdit } from './grammar';
import { isUncountable, pastOf, pluralOf, tagsOf, verbBaseOf } from './lexicon';
import { unigramCount } from './ngrams';
import { isNameWord } from './vocabulary';

/**
 * What writers in India (and learners of English generally) often get wrong and neither Harper nor the
 * agreement rules catch, each fixed only where the words around it leave no doubt:
 * - "I am having a car" → "I have a car" (possession is not an action; "having lunch/fun/a meeting" stays);
 * - "Myself Rahul" → "I am Rahul" (an introduction at the start of a sentence);
 * - "one of my friend" → "one of my friends";
 * - "he is knowing" → "he knows" (know, understand, believe, want, like, need, own, belong, prefer … describe a
 *   state, not an action);
 * - "Me and my team is" → "My team and I are" (a sentence's subject);
 * - "Yesterday I go" → "Yesterday I went" (a clear subject and a present verb after a past time);
 * - double negatives ("doesn't know nothing" → "doesn't know anything", "doesn't never" → "doesn't");
 * - "could not found" → "could not find" (a base form after a modal and "not");
 * - "look forward to hear" → "look forward to hearing";
 * - "many students reads", "both sides is" → plural verbs; "the lab exam have been" → "has been";
 * - "for there calm leadership" → "their"; "your going", "your on" → "you're"; "If you're database is" → "your".
 * Quoted text and code are left alone (the writer may be quoting the mistake). Each rule stays silent when the
 * lexicon (wink-lexicon via lexicon.ts) does not clearly agree.
 */

type Token = ReturnType<typeof tokenize>[number];

interface Ctx {
  text: string;
  toks: Token[];
}

function make(start: number, end: number, text: string, after: string, rule: string, reason: string): GrammarEdit {
  return {
    start,
    end,
    before: text.slice(start, end),
    after,
    rule: `grammar:${rule}`,
    reason,
    category: 'grammar',
    applied: true,
  };
}

/** An edit from the start of token a to the end of token b. */
const span = (c: Ctx, a: Token, b: Token, after: string, rule: string, reason: string) =>
  make(a.start, b.end, c.text, after, rule, reason);

const capitalise = (w: string) => w[0].toUpperCase() + w.slice(1);
const keepCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) ? capitalise(replacement) : replacement;

/** Quoted words, code and links: the writer may be quoting a mistake, and code is not prose. */
const SHIELDS = [
  /```[\s\S]*?(?:```|$)/g,
  /`[^`\n]+`/g,
  /"[^"\n]{1,200}"/g,
  /“[^”\n]{1,200}”/g,
  /‘[^’\n]{1,200}’(?![A-Za-z])/g,
  /(?<![A-Za-z])'[^'\n]{1,200}'(?![A-Za-z])/g,
  /\b(?:https?:\/\/|www\.)\S+/gi,
  /\S+@\S+\.\S+/g,
];

function shielded(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const re of SHIELDS) for (const m of text.matchAll(re)) out.push([m.index, m.index + m[0].length]);
  return out;
}

const isWord = (t: Token | undefined): t is Token => !!t?.word;
const lowerWord = (t: Token | undefined): t is Token => !!t?.word && t.text === t.lower;
const first = (w: string) => tagsOf(w)[0] ?? '';
const isAdjective = (w: string) => /^JJ/.test(first(w));

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION =
  /(?:\b(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|no|smt|shri|approx|dept)|\b(?:[a-z]\.)+[a-z]|\b[A-Z])\.$/i;

/** `index` opens a sentence: the text's or a line's start (after a list marker), or after . ! ? or a colon. */
export function sentenceStartAt(text: string, index: number): boolean {
  // the 400 characters before are enough to decide, and keep this linear in the text (it runs for many tokens)
  const from = Math.max(0, index - 400);
  const before = text.slice(from, index);
  if (from === 0 && /^[ \t]*(?:[-*+•][ \t]+|\d+[.)][ \t]+)?$/.test(before)) return true;
  const line = /\n[ \t]*(?:([-*+•]|\d+[.)])[ \t]+)?$/.exec(before);
  // a line break starts a sentence after a blank line or a list marker, before a capital, or after a line that
  // ends in punctuation; a hard-wrapped sentence ("Line numbers in\n this library are") goes on
  if (line) {
    const prevLine = before.slice(0, line.index).trimEnd();
    return (
      !!line[1] ||
      /\n\s*\n\s*$/.test(before) ||
      /^[A-Z]/.test(text.slice(index)) ||
      !prevLine ||
      /[.!?:;,)]$/.test(prevLine)
    );
  }
  const trimmed = before.trimEnd();
  if (!/[.!?:]["'”’)\]]*$/.test(trimmed)) return false;
  return !ABBREVIATION.test(trimmed);
}

/** Token i opens a sentence. */
const opensSentence = (c: Ctx, i: number) => sentenceStartAt(c.text, c.toks[i].start);

/** Parts of a time expression. */
const PERIODS = 'week|month|year|night|time|weekend|evening|morning|afternoon|summer|winter|semester|term|session';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

/** Words after which a new clause (with its own subject) begins. */
const CLAUSE_OPENERS = new Set([
  'and',
  'but',
  'or',
  'so',
  'because',
  'when',
  'if',
  'while',
  'as',
  'since',
  'although',
  'though',
  'until',
  'till',
  'unless',
  'once',
  'after',
  'before',
  'where',
  'whether',
]);

/** Token i opens a clause: a sentence start, a comma, semicolon or colon, or a conjunction. */
function opensClause(c: Ctx, i: number): boolean {
  const prev = c.toks[i - 1];
  if (!prev || opensSentence(c, i)) return true;
  return /^[,;:(–—-]$/.test(prev.text) || CLAUSE_OPENERS.has(prev.lower);
}

/** The base form of a verb form, also with a prefix the lexicon lacks ("understood" → "understand"). */
function baseOf(form: string): string | undefined {
  const direct = verbBaseOf(form);
  if (direct) return direct;
  for (let k = 2; k < form.length - 2; k++) {
    const root = verbBaseOf(form.slice(k));
    if (root && tagsOf(form.slice(0, k) + root).includes('VB')) return form.slice(0, k) + root;
  }
  return undefined;
}

/** The third person singular of a base verb, when the lexicon knows it ("know" → "knows"). */
function thirdPersonOf(base: string): string | undefined {
  const candidates = /[^aeiou]y$/.test(base)
    ? [base.slice(0, -1) + 'ies']
    : /(s|x|z|ch|sh|o)$/.test(base)
      ? [base + 'es']
      : [base + 's'];
  return candidates.find((f) => tagsOf(f).includes('VBZ'));
}

/** The -ing form of a base verb, when the lexicon knows it ("hear" → "hearing", "plan" → "planning"). */
function gerundOf(base: string): string | undefined {
  const candidates = /ie$/.test(base)
    ? [base.slice(0, -2) + 'ying']
    : /[^e]e$/.test(base)
      ? [base.slice(0, -1) + 'ing', base + 'ing']
      : [base + 'ing', base + base.slice(-1) + 'ing'];
  return candidates.find((f) => tagsOf(f).includes('VBG'));
}

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
/** "I'm", "he's" … : a subject pronoun and a form of "be" in one token. */
const BE_CONTRACTION = /^(i|you|we|they|he|she)['’](m|re|s)$/;

/** A capitalised word the lexicon does not know: a name ("Rajesh", "Varun"). */
const isName = (t: Token | undefined): t is Token =>
  !!t?.word && /^[A-Z][a-z]+$/.test(t.text) && tagsOf(t.lower).length === 0;

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
const BE_NEGATIVE: Record<string, string> = { isn: 'is', aren: 'are', wasn: 'was', weren: 'were' };
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
  return b.pronoun ? words : keepCase(b.from.text, words);
}

/** The subject before a "be" form at token i: a subject pronoun, a name, or none. */
function subjectBefore(c: Ctx, i: number): 'pronoun' | 'name' | undefined {
  if (BE_CONTRACTION.test(c.toks[i].lower)) return 'pronoun';
  const prev = c.toks[i - 1];
  if (!isWord(prev)) return undefined;
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

/**
 * Things one has rather than does: family, belongings, qualifications, questions. "Having lunch", "having a
 * party", "having a meeting", "having fun", "having a baby", "having guests" are actions and are not here.
 */
const POSSESSIONS = new Set([
  // family
  'brother',
  'sister',
  'son',
  'daughter',
  'child',
  'kid',
  'sibling',
  'cousin',
  'uncle',
  'aunt',
  'nephew',
  'niece',
  'grandchild',
  'twin',
  // belongings
  'car',
  'bike',
  'scooter',
  'motorcycle',
  'vehicle',
  'house',
  'flat',
  'apartment',
  'laptop',
  'computer',
  'phone',
  'mobile',
  'smartphone',
  'pet',
  'dog',
  'cat',
  'shop',
  'account',
  'passport',
  'licence',
  'license',
  'visa',
  'property',
  'plot',
  // qualifications and knowledge
  'experience',
  'knowledge',
  'expertise',
  'skill',
  'degree',
  'diploma',
  'certificate',
  'certification',
  'qualification',
  'background',
  'exposure',
  'proficiency',
  'understanding',
  'access',
  'permission',
  // questions and needs
  'doubt',
  'query',
  'question',
  'requirement',
  'vacancy',
  'option',
  'idea',
]);

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
  // up to two adjectives: "a new car", "good working knowledge"
  for (let n = 0; n < 2 && lowerWord(toks[k]) && isAdjective(toks[k].lower) && !possessionNoun(toks[k].lower); n++) k++;
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

function havingEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < c.toks.length; i++) {
    const b = readBeIng(c, i);
    if (!b || b.ing.lower !== 'having' || (b.adverb && /^(just|even|really)$/i.test(b.adverb))) continue;
    // a question ("Are you having …?") or a subject we cannot see: leave it
    if (!b.pronoun && (!isWord(c.toks[i - 1]) || opensSentence(c, i))) continue;
    if (/^(what|which|who|where|how|why)$/.test(c.toks[i - 1]?.lower ?? '')) continue;
    if (!possessionObject(c, b.at + 1)) continue;
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

function stativeEdits(c: Ctx): GrammarEdit[] {
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

// ---------------------------------------------------------------------------------------------------------
// I am working here since 2019 → I have been working here since 2019

/** "since" before a point in time (not "since you asked", where it means "because"). */
const SINCE_POINT = new RegExp(
  String.raw`^since (?:(?:the |this |early |my )?(?:morning|afternoon|evening|night|yesterday|childhood|birth|then|beginning|start|launch|update|upgrade)\b|(?:last|this) (?:${PERIODS}|${DAYS}|${MONTHS})\b|(?:${DAYS}|${MONTHS})\b|\d{4}\b|\d{1,2}(?::\d\d)? ?(?:a\.?m\b|p\.?m\b|o['’]clock)|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:minutes?|hours?|days?|weeks?|months?|years?)\b)`,
  'i',
);
/** A stretch of time up to now: "for the last five days", "for the past year", "for the past few weeks". */
const DURATION_COUNT = '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|many|couple of)';
const FOR_DURATION = new RegExp(
  String.raw`^for (?:the )?(?:past (?:${DURATION_COUNT} )?(?:minutes?|hours?|days?|weeks?|months?|years?|decades?)|last ${DURATION_COUNT} (?:minutes|hours|days|weeks|months|years|decades))\b(?! of\b)`,
  'i',
);
/** States that "since" turns into "have been …": "is down since morning", "am here since Monday". */
const SINCE_STATES =
  /^(down|sick|ill|unwell|absent|closed|offline|unavailable|stuck|busy|away|here|there|pending|broken|jammed|blocked|empty|missing)$/;
const SINGULAR_DET = /^(the|this|that|my|our|your|his|her|their|its|a|an)$/;
const PERFECT_OF: Record<string, string> = { am: 'have', are: 'have', is: 'has' };

function sincePerfectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i];
    const contraction = BE_CONTRACTION.exec(t.lower);
    const negated = /^(isn|aren)['’]t$/.exec(t.lower);
    let be = contraction ? (contraction[2] === 'm' ? 'am' : contraction[2] === 're' ? 'are' : 'is') : t.lower;
    if (negated) be = negated[1] === 'isn' ? 'is' : 'are';
    if (!PERFECT_OF[be]) continue;
    // the subject is before "be" (not a question "Is it working since …?")
    if (
      !contraction &&
      (!isWord(toks[i - 1]) || opensSentence(c, i) || /^(what|which|who|where|how|why)$/.test(toks[i - 1].lower))
    )
      continue;
    let k = i + 1;
    const not = !negated && toks[k]?.lower === 'not';
    if (not) k++;
    const state = toks[k];
    if (!lowerWord(state)) continue;
    const ing = /ing$/.test(state.lower) && tagsOf(state.lower).includes('VBG');
    if (!ing && !SINCE_STATES.test(state.lower)) continue;
    // "since" or "for the last …" later in the same clause (no punctuation, conjunction or other verb between),
    // or "For the last five days" opening the sentence
    const duration = (at: number) => FOR_DURATION.test(c.text.slice(at, at + 50));
    let n = k + 1;
    for (; n < toks.length && n <= k + 8; n++) {
      const w = toks[n];
      if (w.lower === 'since' || (w.lower === 'for' && duration(w.start))) break;
      if (!w.word || CLAUSE_OPENERS.has(w.lower) || SUBORDINATORS.test(w.lower)) break;
      if (/^(VBD|VBZ|VBP|MD)$/.test(first(w.lower)) && !/^[A-Z]/.test(w.text)) break;
    }
    let s0 = i;
    while (s0 > 0 && !opensSentence(c, s0)) s0--;
    const opening =
      toks[s0].lower === 'for' &&
      s0 < i &&
      duration(toks[s0].start) &&
      toks
        .slice(s0 + 1, i)
        .every((w) => !CLAUSE_OPENERS.has(w.lower) && !SUBORDINATORS.test(w.lower) && !/^(VB|MD)/.test(first(w.lower)));
    const since = toks[n];
    const point = since?.lower === 'since' ? SINCE_POINT.exec(c.text.slice(since.start, since.start + 40)) : null;
    if (!point && !(since?.lower === 'for' && duration(since.start)) && !opening) continue;
    // "since Monday is a holiday" means "because"
    const then = point
      ? /^[ \t]+([A-Za-z'’]+)/.exec(c.text.slice(since.start + point[0].length, since.start + point[0].length + 30))
      : null;
    if (
      then &&
      (/^(is|are|was|were|has|have|had|will|would|can|could|should|must)$/i.test(then[1]) ||
        /^(VBD|VBZ|MD)$/.test(first(then[1].toLowerCase())))
    )
      continue;
    // "the staging database are down": a singular noun subject takes "has", whatever "be" the writer used
    const prev = toks[i - 1];
    const singularNoun =
      !contraction &&
      lowerWord(prev) &&
      tagsOf(prev.lower).length > 0 &&
      tagsOf(prev.lower).every((x) => x === 'NN') &&
      !GROUP_NOUNS.has(prev.lower) &&
      (SINGULAR_DET.test(toks[i - 2]?.lower ?? '') ||
        (SINGULAR_DET.test(toks[i - 3]?.lower ?? '') &&
          lowerWord(toks[i - 2]) &&
          /^(NN|JJ|VBG)/.test(first(toks[i - 2].lower))));
    const have = singularNoun ? 'has' : PERFECT_OF[be];
    let after: string;
    if (contraction) {
      const pronoun = t.text.slice(0, t.text.search(/['’]/));
      const apostrophe = t.text.includes('’') ? '’' : "'";
      after = `${pronoun}${apostrophe}${have === 'has' ? 's' : 've'}${not ? ' not' : ''} been ${state.text}`;
    } else if (negated) after = `${keepCase(t.text, have)}n${t.text.includes('’') ? '’' : "'"}t been ${state.text}`;
    else after = `${keepCase(t.text, have)}${not ? ' not' : ''} been ${state.text}`;
    edits.push(
      span(
        c,
        t,
        state,
        after,
        'since-perfect',
        `With "since" and a starting point, say what has been going on until now: "${after}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Myself Rahul → I am Rahul

const NOT_A_NAME =
  /^(and|or|but|i|the|a|an|too|included|excluded|also|only|alone|first|am|was|will|can|would|should|is|have|had)$/i;

function myselfEdits(c: Ctx): GrammarEdit[] {
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
// one of my friend → one of my friends

/** Groups taken as one ("one of the family", "one of the team"): singular is right after "one of the". */
const COLLECTIVES = new Set([
  'family',
  'team',
  'group',
  'crowd',
  'public',
  'staff',
  'crew',
  'gang',
  'club',
  'committee',
  'band',
  'audience',
  'class',
  'lot',
  'bunch',
  'pair',
  'couple',
  'rest',
  'majority',
  'minority',
  'bulk',
  'total',
  'half',
  'same',
  'kind',
  'sort',
  'type',
  'time',
  'way',
]);

function oneOfEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (!/^(one|each|any|none|either|neither)$/.test(toks[i].lower) || toks[i + 1].lower !== 'of') continue;
    if (!/^(the|my|your|his|her|our|their|these|those)$/.test(toks[i + 2].lower)) continue;
    if (/^(either|neither)$/.test(toks[i].lower) && toks[i + 2].lower !== 'my') continue;
    let k = i + 3;
    // "one of the most important …", "one of my best …"
    for (
      let n = 0;
      n < 3 && lowerWord(toks[k]) && (isAdjective(toks[k].lower) || /^(most|more)$/.test(toks[k].lower));
      n++
    )
      k++;
    const noun = toks[k];
    if (!lowerWord(noun) || first(noun.lower) !== 'NN' || isUncountable(noun.lower) || COLLECTIVES.has(noun.lower))
      continue;
    const tags = tagsOf(noun.lower);
    if (tags.includes('JJ') || tags.includes('NNS')) continue;
    const next = toks[k + 1];
    // "one of my friend's", "one of the car doors", "one of the team-mates"
    if (next && (/^['’-]$/.test(next.text) || c.text[noun.end] === '-')) continue;
    // a noun or an unknown word after it makes "noun" a modifier: "one of the input iterables", "source code"
    if (lowerWord(next) && (/^NN/.test(first(next.lower)) || !tagsOf(next.lower).length)) continue;
    const plural = pluralOf(noun.lower);
    if (plural === noun.lower || !tagsOf(plural).includes('NNS') || unigramCount(plural) < 200_000) continue;
    edits.push(
      make(
        noun.start,
        noun.end,
        c.text,
        plural,
        'one-of-plural',
        `After "${toks[i].text} of ${toks[i + 2].text}", the noun is plural: "${plural}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Me and my team is → My team and I are

const OBJECT_TO_SUBJECT: Record<string, string> = { him: 'he', her: 'she', them: 'they', us: 'we', you: 'you' };
const AUXILIARIES =
  /^(is|are|am|was|were|have|has|had|will|would|can|could|should|must|might|may|do|does|did|don['’]t|doesn['’]t|didn['’]t|won['’]t|can['’]t|couldn['’]t|haven['’]t|hasn['’]t|aren['’]t|isn['’]t|wasn['’]t|weren['’]t)$/;
const PLURAL_VERB: Record<string, string> = {
  is: 'are',
  am: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
  "hasn't": "haven't",
  'hasn’t': 'haven’t',
};

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

function meAndEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    const me = toks[i];
    if (me.lower !== 'me' || toks[i + 1].lower !== 'and' || !opensSentence(c, i)) continue;
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
    const subject = keepCase(me.text, `${partner} and I`);
    const after = `${/^[a-z]/.test(me.text) ? subject : capitalise(subject)} ${plural}`;
    edits.push(
      span(
        c,
        me,
        verb,
        after,
        'me-and-subject',
        `As the subject, say "${partner} and I" (others first, "I" not "me"), with a plural verb.`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Yesterday I go → Yesterday I went

/** A past time at the start of a sentence: "Yesterday", "Last week", "Two days ago", "Yesterday evening". */
const PAST_TIME = new RegExp(
  String.raw`^(?:yesterday(?: (?:morning|afternoon|evening|night))?|the day before yesterday|last (?:${PERIODS}|${DAYS}|${MONTHS})|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|\d+) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)(?:,)? `,
  'i',
);
const CLAUSE_ADVERBS = /^(also|just|finally|first|then|only|even|already|actually|suddenly|again|still)$/;
const SUBORDINATORS =
  /^(that|because|if|when|whenever|while|which|who|whom|where|what|how|why|so|since|until|till|as|though|although|unless|whether|before|after|once)$/;

const VERB_OBJECT_START =
  /^(the|a|an|my|our|his|her|their|your|to|with|at|in|on|for|from|him|them|us|me|it|this|that|some|all|back|home|out|up)$/;

/**
 * The verb at token k when it is a present form ("go", "goes") and its past ("went"); `alreadyPast` when the
 * verb is a past form. A word more often a noun or an adjective counts only before what a verb takes.
 */
function verbAt(c: Ctx, k: number, thirdPersonSubject: boolean): { verb: Token; past?: string } | undefined {
  const verb = c.toks[k];
  if (!lowerWord(verb)) return undefined;
  const tags = tagsOf(verb.lower);
  if (!tags.length || tags.includes('MD')) return undefined;
  if (tags[0] === 'VBD') return { verb };
  if (tags.includes('VBD') || tags.includes('VBN')) return undefined;
  if (/^(am|is|are|be|do|does|have|has|not|can|will)$/.test(verb.lower)) return undefined;
  let base: string | undefined;
  if (tags.includes('VB') || tags.includes('VBP')) base = verb.lower;
  else if (tags[0] === 'VBZ' && thirdPersonSubject) base = verbBaseOf(verb.lower);
  if (!base) return undefined;
  const next = c.toks[k + 1];
  if (/^(NN|JJ|RB|IN)/.test(tags[0]) && !(isWord(next) && VERB_OBJECT_START.test(next.lower))) return undefined;
  const past = pastOf(base);
  if (!past || past === verb.lower) return undefined;
  return { verb, past };
}

/** The verb of a clause at token j: a subject pronoun, an optional adverb, the verb. */
function clauseVerbAt(c: Ctx, j: number): { verb: Token; past?: string; third: boolean } | undefined {
  const subject = c.toks[j];
  if (!isWord(subject) || !/^(i|we|they|he|she|you|it)$/.test(subject.lower)) return undefined;
  let k = j + 1;
  if (lowerWord(c.toks[k]) && CLAUSE_ADVERBS.test(c.toks[k].lower)) k++;
  const third = /^(he|she|it)$/.test(subject.lower);
  const v = verbAt(c, k, third);
  return v && { ...v, third };
}

/**
 * The verb of a clause whose subject is a name ("Ramesh", "Priya Sharma") or a noun after a determiner ("the
 * client", "our new vendor", "the bank manager"), at token j.
 */
function nounClauseVerbAt(c: Ctx, j: number): { verb: Token; past?: string; third: boolean } | undefined {
  const toks = c.toks;
  let k = j;
  let third: boolean;
  if (isName(toks[k])) {
    if (isName(toks[k + 1])) k++;
    third = true;
  } else if (lowerWord(toks[k]) && /^(the|my|our|his|her|their|your|this|that)$/.test(toks[k].lower)) {
    k++;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN')) k++;
    const nounOnly = (t: Token | undefined) =>
      lowerWord(t) && tagsOf(t.lower).length > 0 && tagsOf(t.lower).every((x) => /^NN/.test(x));
    if (!nounOnly(toks[k])) return undefined;
    if (nounOnly(toks[k + 1])) k++; // "the bank manager"
    const tags = tagsOf(toks[k].lower);
    third = !tags.includes('NNS');
    if (!third && tags.some((x) => x === 'NN')) return undefined; // "data", "media": leave them
  } else return undefined;
  k++;
  if (lowerWord(toks[k]) && CLAUSE_ADVERBS.test(toks[k].lower)) k++;
  const v = verbAt(c, k, third);
  return v && { ...v, third };
}

const OPINION_VERBS =
  /^(think|thinks|believe|believes|feel|feels|hope|hopes|know|knows|agree|agrees|guess|suppose|understand|want|wants|need|needs|like|likes|love|loves|hate|hates|wish|mean|means|remember|realise|realize|see)$/;

function pastTimeEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; i++) {
    if (!isWord(toks[i]) || !opensSentence(c, i)) continue;
    const m = PAST_TIME.exec(c.text.slice(toks[i].start, toks[i].start + 60));
    if (!m) continue;
    const timeEnd = toks[i].start + m[0].length;
    const phrase = m[0].replace(/,?\s+$/, '');
    let j = i;
    while (j < toks.length && toks[j].start < timeEnd) j++;
    const clause = clauseVerbAt(c, j) ?? nounClauseVerbAt(c, j);
    if (!clause) continue;
    const third = clause.third;
    const fix = (v: { verb: Token; past?: string }) => {
      if (v.past)
        edits.push(
          make(
            v.verb.start,
            v.verb.end,
            c.text,
            v.past,
            'past-time-tense',
            `"${phrase}" is in the past, so the verb is too: "${v.past}".`,
          ),
        );
    };
    if (!clause.past) continue; // the writer's first verb is already in the past
    fix(clause);
    // the clauses joined to it with "and", "then" or "but" tell the same past: "…, and she approve the budget",
    // "I go to the market and buy vegetables"
    for (let k = clause.verb.end, n = toks.indexOf(clause.verb) + 1; n < toks.length; n++) {
      const t = toks[n];
      if (/^[.!?;:]$/.test(t.text) || c.text.slice(k, t.start).includes('\n')) break;
      k = t.end;
      if (SUBORDINATORS.test(t.lower) || /^["“”(]$/.test(t.text)) break;
      if (!/^(and|then|but)$/.test(t.lower)) continue;
      let m2 = n + 1;
      if (toks[m2]?.lower === 'then') m2++;
      const more = clauseVerbAt(c, m2) ?? (t.lower === 'but' ? undefined : verbAt(c, m2, third));
      // "… and I think it is closed": an opinion held now stays in the present
      if (!more || OPINION_VERBS.test(more.verb.lower)) continue;
      fix(more);
      n = toks.indexOf(more.verb);
      k = more.verb.end;
    }
  }
  return edits;
}

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
const NEGATIVE_WORDS: Record<string, string> = {
  nothing: 'anything',
  nobody: 'anybody',
  nowhere: 'anywhere',
  none: 'any',
};
const OBJECT_PRONOUNS = /^(me|him|her|us|them|you|it)$/;

const normalise = (w: string) => w.replace(/’/g, "'");

function doubleNegativeEdits(c: Ctx): GrammarEdit[] {
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

// ---------------------------------------------------------------------------------------------------------
// could not found → could not find

const MODAL_NOT = /^(can|could|will|would|should|must|may|might|shall)$/;
const MODAL_NT =
  /^(can['’]t|cannot|couldn['’]t|won['’]t|wouldn['’]t|shouldn['’]t|mustn['’]t|couldnt|cant|wont|wouldnt|shouldnt)$/;

const NEGATED_OBJECT =
  /^(the|a|an|my|our|his|her|their|your|its|him|them|us|me|it|this|that|these|those|any|anything|anyone|anybody|what|how|where|why|when|whether|if|out|time)$/;

function negatedBaseEdits(c: Ctx): GrammarEdit[] {
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

function lookForwardEdits(c: Ctx): GrammarEdit[] {
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

// ---------------------------------------------------------------------------------------------------------
// many students reads → read; the lab exam have been → has been

const PLURAL_SUBJECT_DETERMINERS =
  /^(the|these|those|many|most|some|all|both|several|few|other|my|our|your|his|her|their|such|various|numerous)$/;
const SINGULAR_SUBJECT_DETERMINERS = /^(the|this|that|each|every|my|our|your|his|her|their|its)$/;
const SINGULAR_VERB: Record<string, string> = {
  have: 'has',
  are: 'is',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
  'don’t': 'doesn’t',
  "aren't": "isn't",
  'aren’t': 'isn’t',
  "weren't": "wasn't",
  'weren’t': 'wasn’t',
  "haven't": "hasn't",
  'haven’t': 'hasn’t',
};
/** Nouns for a group or a share, which take a plural verb in British and Indian English ("the team are"). */
const GROUP_NOUNS = new Set([
  ...COLLECTIVES,
  'police',
  'government',
  'management',
  'board',
  'company',
  'jury',
  'council',
  'department',
  'party',
  'army',
  'panel',
  'union',
  'community',
  'population',
  'people',
  'data',
  'media',
  'number',
  'percent',
  'percentage',
  'proportion',
  'remainder',
  'variety',
  'range',
  'series',
  'species',
  // organisations and bodies of people, which British and Indian English also make plural ("the bank have")
  'firm',
  'bank',
  'school',
  'college',
  'university',
  'hospital',
  'ministry',
  'office',
  'branch',
  'organisation',
  'organization',
  'institute',
  'agency',
  'court',
  'navy',
  'press',
  'church',
  'household',
  'batch',
  'society',
  'administration',
  'authority',
  'opposition',
  'parliament',
  'cabinet',
  'faculty',
  'youth',
  'personnel',
  'cast',
  'choir',
  'orchestra',
  'squad',
  'side',
  'establishment',
  'nation',
  'country',
  'state',
  'city',
  'town',
  'village',
  'industry',
  'market',
  'world',
  'couple',
  'cattle',
  'livestock',
  'poultry',
  'clergy',
  'folk',
]);
const SUBJECT_ADVERBS = /^(only|also|often|usually|always|never|rarely|still|just|really|sometimes|generally|mostly)$/;

/** A plural noun and nothing else (not a verb, not a singular, not a group): "students", "sides", "visuals". */
/** Plural nouns of time, which open adverbials ("these days is used", "most years is") rather than subjects. */
const TIME_PLURALS =
  /^(seconds|minutes|hours|days|nights|mornings|evenings|weekends|weeks|months|years|decades|centuries|ages|times|occasions|seasons|semesters)$/;

function pluralNounOnly(t: Token | undefined): t is Token {
  if (!lowerWord(t) || /(ics|ss|us)$/.test(t.lower) || isUncountable(t.lower) || GROUP_NOUNS.has(t.lower)) return false;
  if (TIME_PLURALS.test(t.lower)) return false;
  const tags = tagsOf(t.lower);
  return tags.length > 0 && tags.every((x) => x === 'NNS');
}

function subjectVerbEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const det = toks[i];
    if (!isWord(det) || !opensClause(c, i)) continue;
    const plural = PLURAL_SUBJECT_DETERMINERS.test(det.lower);
    const singular = SINGULAR_SUBJECT_DETERMINERS.test(det.lower);
    if (!plural && !singular) continue;
    let k = i + 1;
    for (
      let n = 0;
      n < 2 && lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN');
      n++
    )
      k++;
    const noun = toks[k];
    if (!lowerWord(noun)) continue;
    if (plural && pluralNounOnly(noun)) {
      let v = k + 1;
      if (lowerWord(toks[v]) && SUBJECT_ADVERBS.test(toks[v].lower)) v++;
      const verb = toks[v];
      if (!lowerWord(verb)) continue;
      let after = PLURAL_VERB[verb.lower];
      if (!after && tagsOf(verb.lower)[0] === 'VBZ' && !tagsOf(verb.lower).includes('NNS')) {
        const base = verbBaseOf(verb.lower);
        if (base && base !== verb.lower && tagsOf(base).includes('VBP')) after = base;
      }
      if (!after || after === verb.lower || verb.lower === 'am') continue;
      // "the students' …" / "many students reads" — the verb must end the subject, not start a compound
      edits.push(
        make(
          verb.start,
          verb.end,
          c.text,
          after,
          'subject-verb-agreement',
          `The subject "${c.text.slice(det.start, noun.end)}" is plural: "${after}".`,
        ),
      );
    } else if (singular && det.lower !== 'that' && !/^(and|or|nor)$/.test(toks[i - 1]?.lower ?? '')) {
      // "the lab exam have been": up to two nouns, each only a singular noun, then a plural-only verb form
      let end = k;
      const nounOnly = (t: Token | undefined) =>
        lowerWord(t) && tagsOf(t.lower).length > 0 && tagsOf(t.lower).every((x) => x === 'NN') && !/s$/.test(t.lower);
      // a word that is mostly a noun ("report", "project") counts when "have" and a quantity follow it
      const ownsMany =
        lowerWord(toks[end]) &&
        first(toks[end].lower) === 'NN' &&
        !/s$/.test(toks[end].lower) &&
        toks[end + 1]?.lower === 'have' &&
        /^(many|much|several|enough|lots|plenty|no)$/.test(toks[end + 2]?.lower ?? '');
      if (!nounOnly(toks[end]) && !ownsMany) continue;
      if (!ownsMany && nounOnly(toks[end + 1])) end++;
      const head = toks[end];
      if (GROUP_NOUNS.has(head.lower) || isUncountable(head.lower)) continue;
      const verb = toks[end + 1];
      if (!isWord(verb)) continue;
      const after = SINGULAR_VERB[verb.lower];
      if (!after) continue;
      // "the more people have", questions ("Does the system have"): the determiner must open the clause
      const next = toks[end + 2];
      if (
        verb.lower === 'have' &&
        !(
          lowerWord(next) &&
          /^(been|to|not|no|a|an|the|already|always|never|also|just|many|much|several|enough|lots|plenty|got|had|made|done|gone|become|taken|given|shown|seen)$/.test(
            next.lower,
          )
        )
      )
        continue;
      edits.push(
        make(
          verb.start,
          verb.end,
          c.text,
          keepCase(verb.text, after),
          'subject-verb-agreement',
          `The subject "${c.text.slice(det.start, head.end)}" is singular: "${after}".`,
        ),
      );
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Rahul go to school → Rahul goes to school; my brother go → goes; everyone are → everyone is

/** People a possessive names as one subject: "my brother", "her teacher". */
const PERSON_NOUNS =
  /^(brother|sister|mother|father|mom|mum|dad|son|daughter|uncle|aunt|aunty|cousin|wife|husband|friend|teacher|boss|manager|neighbour|neighbor|grandfather|grandmother|grandma|grandpa|colleague|roommate|classmate|landlord|doctor|driver|maid|baby|child|kid|boyfriend|girlfriend|fiance|fiancee)$/;
const OWNERS = /^(my|his|her|our|your|their)$/;
/** Pronouns that take a singular verb: "everyone is", "somebody knows". */
const SINGULAR_PRONOUNS =
  /^(everyone|everybody|someone|somebody|anyone|anybody|nobody|everything|something|anything|nothing)$/;
const TO_SINGULAR: Record<string, string> = {
  are: 'is',
  were: 'was',
  "don't": "doesn't",
  'don’t': 'doesn’t',
  do: 'does',
  have: 'has',
};
/** Before a "that" clause of these, the base form is the subjunctive ("I suggest that Rahul go"). */
const SUBJUNCTIVE_BEFORE =
  /^(suggest|suggests|suggested|recommend|recommended|insist|insisted|demand|demanded|require|required|request|requested|propose|proposed|ask|asked|important|essential|necessary|vital)$/;

const NOUN_DETERMINERS = /^(the|this|that|each|every|my|his|her|our|your|their|its)$/;

const MODALS = /^(can|could|will|would|shall|should|may|might|must|ought)$/;

/** The lexicon's tags, through the American spelling for a British one ("recognise" → "recognize"). */
const verbTags = (w: string) => {
  const tags = tagsOf(w);
  return tags.length || !/is(e|ed|ing)$/.test(w) ? tags : tagsOf(w.replace(/is(e|ed|ing)$/, 'iz$1'));
};

/** A base verb form ("go", "live", "want", "run"). */
function baseVerb(t: Token | undefined): t is Token {
  if (!lowerWord(t) || MODALS.test(t.lower)) return false;
  const tags = verbTags(t.lower);
  return (
    tags.some((x) => x === 'VB' || x === 'VBP') &&
    !tags.includes('VBZ') &&
    !/^(IN|RB|DT|PRP|CC|WDT|WRB|MD)/.test(tags[0])
  );
}
/** Its past is the same word ("hit", "cut", "put"; not "run", whose past is "ran"). */
const pastToo = (t: Token) => pastOf(t.lower) === t.lower;

/** A singular common noun that takes a singular verb everywhere ("job", "leak", "award"; not "team", "news"). */
function singularNoun(t: Token | undefined): t is Token {
  if (!lowerWord(t) || GROUP_NOUNS.has(t.lower) || (/s$/.test(t.lower) && !/ss$/.test(t.lower))) return false;
  return first(t.lower) === 'NN';
}

/** The sentence around token i speaks of the past (yesterday, last week, ago, was, did, had). */
function pastSentence(c: Ctx, i: number): boolean {
  const at = c.toks[i].start;
  const from = Math.max(c.text.lastIndexOf('.', at), c.text.lastIndexOf('!', at), c.text.lastIndexOf('?', at)) + 1;
  const ends = ['.', '!', '?'].map((p) => c.text.indexOf(p, at)).filter((n) => n >= 0);
  const sentence = c.text.slice(from, ends.length ? Math.min(...ends) : undefined).toLowerCase();
  return /\b(yesterday|last (week|month|year|night|time)|ago|was|were|did|had|earlier)\b/.test(sentence);
}

function thirdPersonEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    // "Priya and my brother go": a subject of two is plural
    if (!opensClause(c, i) || /^(and|or|nor|&)$/.test(toks[i - 1]?.lower ?? '')) continue;
    // "…that Rahul go", after suggest/important: the subjunctive is right
    if (toks[i - 1]?.lower === 'that' && SUBJUNCTIVE_BEFORE.test(toks[i - 2]?.lower ?? '')) continue;
    let subjectEnd = -1;
    let kind: 'name' | 'person' | 'pronoun' | 'noun' | undefined;
    const t = toks[i];
    if (isName(t) && !isWord(toks[i - 1] ?? undefined) && isNameWord(t.text)) [subjectEnd, kind] = [i, 'name'];
    else if (OWNERS.test(t.lower) && lowerWord(toks[i + 1]) && PERSON_NOUNS.test(toks[i + 1].lower))
      [subjectEnd, kind] = [i + 1, 'person'];
    else if (t.word && SINGULAR_PRONOUNS.test(t.lower) && (t.text === t.lower || opensSentence(c, i)))
      [subjectEnd, kind] = [i, 'pronoun'];
    // "the job run every hour", "this award recognise", "each team lead have": a determiner, an adjective,
    // one or two singular nouns (not a group noun, which British and Indian English make plural)
    if (!kind && t.word && NOUN_DETERMINERS.test(t.lower) && (t.text === t.lower || opensSentence(c, i))) {
      let k = i + 1;
      if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN')) k++;
      if (singularNoun(toks[k])) {
        subjectEnd = singularNoun(toks[k + 1]) && baseVerb(toks[k + 2]) ? k + 1 : k;
        kind = 'noun';
      }
    }
    if (!kind) continue;
    // a sentence about the past wants the past tense, not the third person ("yesterday the client approve")
    if (kind === 'noun' && pastSentence(c, i)) continue;
    let v = subjectEnd + 1;
    if (
      lowerWord(toks[v]) &&
      /^(also|always|never|often|usually|still|really|sometimes|only|just)$/.test(toks[v].lower)
    )
      v++;
    const verb = toks[v];
    // "Rahul and Priya go", "my brother's car", "Rahul, go home": not a lone subject and its verb
    if (!lowerWord(verb) || toks[subjectEnd + 1]?.start !== toks[subjectEnd].end + 1) continue;
    let after: string | undefined = TO_SINGULAR[verb.lower];
    if (!after) {
      // "Deepak hit two sixes", "Rahul cut the cake": a form that is also the past may be the past; left alone
      if (!baseVerb(verb) || pastToo(verb)) continue;
      after = thirdPersonOf(verb.lower) ?? thirdPersonOf(verb.lower.replace(/ise$/, 'ize'))?.replace(/izes$/, 'ises');
    }
    if (!after || after === verb.lower) continue;
    // "have" of a name or a person: only before an object or a participle ("Rahul have a car", "have been")
    const next = toks[v + 1];
    if (!isWord(next) && verb.lower !== "don't" && verb.lower !== 'don’t') continue;
    // "Rahul work is great": the word was a noun of the subject, a verb follows
    // ("the health check doesn't": a compound noun, its verb after it)
    if (
      /^(is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|did|do)$/.test(next.lower) ||
      /n['’]t$/.test(next.lower) ||
      /^(VBZ|VBD|MD)$/.test(tagsOf(next.lower)[0] ?? '')
    )
      continue;
    const subject = c.text.slice(toks[i].start, toks[subjectEnd].end);
    edits.push(
      make(
        verb.start,
        verb.end,
        c.text,
        after,
        'third-person-agreement',
        `"${subject}" is one person or thing (he, she or it): "${after}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// for are project → for our project

const PREPOSITIONS_BEFORE_POSSESSIVE = /^(for|of|in|on|with|from|about|at|by|into|to|under|over|through|during)$/;

function areOurEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i];
    if (t.lower !== 'are' || !lowerWord(t) || !PREPOSITIONS_BEFORE_POSSESSIVE.test(toks[i - 1].lower)) continue;
    let k = i + 1;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !/^(VB|RB)/.test(first(toks[k].lower))) k++;
    const noun = toks[k];
    // a noun and only a noun: "for are project", not "for are going" (a broken sentence to leave alone)
    if (!lowerWord(noun) || !/^NNS?$/.test(first(noun.lower))) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        'our',
        'are-our',
        `After "${toks[i - 1].text}", a possessive fits: "our ${noun.text}" ("are" is a verb).`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// for there calm leadership → for their calm leadership

function thereTheirEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (t.lower !== 'there' || !/^(for|about|against|with|of|by|into|towards|despite)$/.test(toks[i - 1].lower))
      continue;
    let k = i + 1;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('RB')) k++;
    const noun = toks[k];
    if (k === i + 1 && !lowerWord(noun)) continue;
    if (!lowerWord(noun) || !/^NN/.test(first(noun.lower)) || tagsOf(noun.lower).includes('RB')) continue;
    // "for there to be": not a noun phrase
    const next = toks[k + 1];
    if (lowerWord(next) && /^(is|are|was|were|be)$/.test(next.lower) && k === i + 1) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        'their',
        'there-their',
        `Before a noun ("${noun.text}"), the possessive is "their"; "there" is a place.`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// your going → you're going; If you're database is → If your database is

const YOURE_NEXT = /^(not|never|gonna|a|an|the|on|in|at)$/;
const ING_OBJECT =
  /^(to|a|an|the|this|that|these|those|my|his|her|our|their|your|it|them|us|me|him|here|there|now|today|tonight|tomorrow|soon)$/;

function yourYoureEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (!lowerWord(next) || /^[-/]/.test(c.text.slice(next.end, next.end + 1))) continue;
    if (t.lower === 'your') {
      const prev = toks[i - 1];
      // after a preposition or a verb "your" is the possessive: "for your on-call", "check your in tray"
      if (isWord(prev) && /^(IN|VB|TO)/.test(first(prev.lower)) && !CLAUSE_OPENERS.has(prev.lower)) {
        if (!/^(sure|hope|think|guess|know|if|that)$/.test(prev.lower)) continue;
      }
      let ok = YOURE_NEXT.test(next.lower);
      if (/^(on|in|at)$/.test(next.lower))
        ok =
          lowerWord(toks[i + 2]) &&
          /^(the|a|an|my|your|our|time|leave|track|holiday|vacation|duty|call|site|home|work)$/.test(toks[i + 2].lower);
      if (next.lower === 'welcome') ok = !toks[i + 2] || /^[.!,]$/.test(toks[i + 2].text) || toks[i + 2].lower === 'to';
      if (next.lower.endsWith('ing') && tagsOf(next.lower).includes('VBG')) {
        const opens =
          !prev ||
          opensSentence(c, i) ||
          CLAUSE_OPENERS.has(prev.lower) ||
          /^(sure|hope|think|guess|that)$/.test(prev.lower);
        ok = opens && lowerWord(toks[i + 2]) && ING_OBJECT.test(toks[i + 2].lower);
        if (next.lower === 'going' && toks[i + 2]?.lower === 'to') ok = true;
      }
      if (!ok) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          keepCase(t.text, "you're"),
          'your-youre',
          `"You're" means "you are"; "your" is the possessive ("your car").`,
        ),
      );
    } else if (/^you['’]re$/.test(t.lower)) {
      const tags = tagsOf(next.lower);
      const nounOnly = tags.length > 0 && tags.every((x) => x === 'NN' || x === 'NNS');
      // "if you're leave is approved": a noun that is also a verb, with its own verb after it
      const nounThenBe =
        tags.includes('NN') &&
        tags.every((x) => /^(NN|NNS|VB|VBP)$/.test(x)) &&
        /^(is|was|has)$/.test(toks[i + 2]?.lower ?? '');
      if (!nounOnly && !nounThenBe) continue;
      const prev = toks[i - 1];
      // "send me you're office address": after a verb of giving and its person
      const afterGiving =
        isWord(prev) &&
        /^(me|us|him|her|them)$/.test(prev.lower) &&
        /^(send|give|tell|show|share|email|e-mail|mail|forward|text|whatsapp)$/.test(toks[i - 2]?.lower ?? '');
      const afterPreposition =
        isWord(prev) &&
        /^(for|of|to|with|about|from|by|into|under|over|through|during|without|against)$/.test(prev.lower);
      const verb = toks[i + 2];
      const beforeVerb =
        lowerWord(verb) &&
        (/^(is|was|has|will|can|should|must|would|could|needs|looks|seems|expires|says|shows)$/.test(verb.lower) ||
          (first(verb.lower) === 'VBZ' && !tagsOf(verb.lower).includes('NNS')));
      if (!afterPreposition && !beforeVerb && !afterGiving && !nounThenBe) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          keepCase(t.text, 'your'),
          'your-youre',
          `"Your" is the possessive ("your ${next.text}"); "you're" means "you are".`,
        ),
      );
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// it's own → its own; its older than → it's older than; so lets book → so let's book

const AUX_AFTER_NOUN = /^(is|are|was|were|has|have|will|can|should|must|would|could)$/;

function itsLetsEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (!lowerWord(next) || /^[-/]/.test(c.text.slice(next.end, next.end + 1))) continue;
    if (/^it['’]s$/.test(t.lower)) {
      // "it's own", "it's main goal is": "it is" cannot stand before a noun that has its own verb
      let k = i + 1;
      if (next.lower !== 'own') {
        if (lowerWord(toks[k]) && isAdjective(toks[k].lower)) k++;
        const noun = toks[k];
        const tags = lowerWord(noun) ? tagsOf(noun.lower) : [];
        const nounOnly = tags.length > 0 && tags.every((x) => x === 'NN' || x === 'NNS');
        if (!nounOnly || !lowerWord(toks[k + 1]) || !AUX_AFTER_NOUN.test(toks[k + 1].lower)) continue;
      }
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          keepCase(t.text, 'its'),
          'its-possessive',
          '"Its" is the possessive ("its own"); "it\'s" means "it is".',
        ),
      );
    } else if (t.lower === 'its') {
      // "its older than", "its on 22 November": "its" cannot stand before a comparison or a preposition
      const comparison = first(next.lower) === 'JJR' && toks[i + 2]?.lower === 'than';
      const place =
        /^(on|at)$/.test(next.lower) &&
        !!toks[i + 2] &&
        (!toks[i + 2].word ||
          /^(the|a|an|my|our|your|his|her|their|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)$/i.test(
            toks[i + 2].lower,
          )) &&
        opensClause(c, i);
      if (!comparison && !place) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          keepCase(t.text, "it's"),
          'its-contraction',
          '"It\'s" means "it is"; "its" is the possessive.',
        ),
      );
    } else if (t.lower === 'lets' && opensClause(c, i)) {
      // "so lets book": at the start of a clause "lets" is the suggestion "let's" (not "he lets us")
      const tags = tagsOf(next.lower);
      if (!tags.includes('VB') || /^(us|me|them|him|her|you)$/.test(next.lower)) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          keepCase(t.text, "let's"),
          'lets-apostrophe',
          '"Let\'s" (let us) makes a suggestion and needs its apostrophe.',
        ),
      );
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// for 4 person → for 4 people; most of data → most of the data; is most powerful tool → is the most powerful tool

const NUMBER_WORD = /^(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)$/;
const TIME_NOUNS = /^(today|tonight|tomorrow|yesterday|time|week|month|year|night|morning|evening)$/;
const LAST_NOUNS = /^(day|date|chance|step|option|question|stop|page|round|match|episode|item|resort)$/;

function numberArticleEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    // "for 4 person" → "people" (not "a 4 person team", where "person" describes the next noun)
    if ((/^\d+$/.test(t.text) && Number(t.text) > 1) || NUMBER_WORD.test(t.lower)) {
      if (next?.text !== 'person' || /^-/.test(c.text.slice(next.end, next.end + 1))) continue;
      const after = toks[i + 2];
      if (lowerWord(after) && /^NN/.test(first(after.lower))) continue;
      if (/^[-–]/.test(c.text.slice(t.end, next.start))) continue;
      edits.push(
        make(next.start, next.end, c.text, 'people', 'plural-noun', `After "${t.text}", the noun is plural: "people".`),
      );
      continue;
    }
    // "most of data", "some of students": "of" needs a determiner before the noun
    if (/^(most|some|many|all|none|few)$/.test(t.lower) && next.lower === 'of') {
      const noun = toks[i + 2];
      if (!lowerWord(noun) || TIME_NOUNS.test(noun.lower)) continue;
      const tags = tagsOf(noun.lower);
      // a plural noun only ("students", "data"); "all of humanity", "most of history" are right as they are
      if (tags[0] !== 'NNS' || !tags.every((x) => x === 'NN' || x === 'NNS')) continue;
      edits.push(
        make(
          noun.start,
          noun.start,
          c.text,
          'the ',
          'article-of',
          `"${t.text} of" is followed by a determiner: "${t.text} of the ${noun.text}".`,
        ),
      );
      continue;
    }
    // "is most powerful tool" → "is the most powerful tool"; "tomorrow is last day" → "the last day"
    if (/^(is|are|was|were)$/.test(t.lower) && /^(most|last)$/.test(next.lower)) {
      let k = i + 2;
      if (next.lower === 'most') {
        if (!lowerWord(toks[k]) || first(toks[k].lower) !== 'JJ') continue;
        k++;
      }
      const noun = toks[k];
      if (!lowerWord(noun)) continue;
      const tags = tagsOf(noun.lower);
      if (!tags.length || !tags.every((x) => /^NN/.test(x))) continue;
      if (next.lower === 'last' && !LAST_NOUNS.test(noun.lower)) continue;
      if (lowerWord(toks[k + 1]) && /^NN/.test(first(toks[k + 1].lower))) continue;
      edits.push(
        make(
          next.start,
          next.start,
          c.text,
          'the ',
          'article-superlative',
          `"${next.text}" before a noun takes "the": "the ${next.text} …".`,
        ),
      );
    }
  }
  return edits;
}

/** "from University of Delhi" → "from the University of Delhi". */
function universityEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const m of c.text.matchAll(
    /(?<=\b(?:from|at|in|to|of|with|by|joined|attend|attended|attending)\s)(?=(?:University|Institute) of [A-Z])/g,
  ))
    edits.push(
      make(m.index, m.index, c.text, 'the ', 'article-university', 'A university named "University of …" takes "the".'),
    );
  return edits;
}

// ---------------------------------------------------------------------------------------------------------

/** The learner-error edits for `text`, in text order, never overlapping, none inside quotes or code. */
export function learnerEdits(text: string): GrammarEdit[] {
  const c: Ctx = { text, toks: tokenize(text) };
  const shields = shielded(text);
  const all = [
    ...havingEdits(c),
    ...stativeEdits(c),
    ...sincePerfectEdits(c),
    ...myselfEdits(c),
    ...oneOfEdits(c),
    ...meAndEdits(c),
    ...pastTimeEdits(c),
    ...doubleNegativeEdits(c),
    ...negatedBaseEdits(c),
    ...lookForwardEdits(c),
    ...subjectVerbEdits(c),
    ...thirdPersonEdits(c),
    ...areOurEdits(c),
    ...thereTheirEdits(c),
    ...yourYoureEdits(c),
    ...itsLetsEdits(c),
    ...numberArticleEdits(c),
    ...universityEdits(c),
  ].filter((e) => !shields.some(([s, t]) => e.start < t && s < e.end) && e.after !== e.before);
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: GrammarEdit[] = [];
  for (const e of all) if (!out.length || e.start >= out[out.length - 1].end) out.push(e);
  return out;
}
