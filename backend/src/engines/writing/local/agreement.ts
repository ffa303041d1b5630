import type { GrammarEdit } from './grammar';
import { isUncountable, pluralOf, tagsOf, verbBaseOf } from './lexicon';
import { bigramCount, unigramCount } from './ngrams';
import { matchCase } from 'src/common/text';

/**
 * Number and agreement rules Harper does not cover, each narrow enough to be right nearly every time:
 * - a singular noun after a word that needs a plural ("several reason", "one of the thing", "many new
 *   employee") becomes plural;
 * - an uncountable noun made plural ("knowledges", "informations") becomes singular;
 * - a verb after a modal or "to"/"didn't" takes its base form ("will causes", "can helped", "didn't went");
 * - "there is" before a plural ("There is many ways", "there was also people") becomes "there are";
 * - "this" before a plural noun ("this cars") becomes "these";
 * - "their" before "is/are/was/were" becomes "there".
 * Each rule reads the words around the change (parts of speech from the lexicon, word-pair counts from the
 * n-gram tables) and stays silent when they do not clearly agree.
 */

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  word: boolean;
}

const TOKEN = /[A-Za-z]+(?:['’][A-Za-z]+)*|\d+(?:[.,]\d+)*|[^\sA-Za-z\d]/g;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    out.push({
      text: m[0],
      lower: m[0].toLowerCase(),
      start: m.index,
      end: m.index + m[0].length,
      word: /^[A-Za-z]/.test(m[0]),
    });
  }
  return out;
}

/** Words that need a plural noun after them (possibly after adjectives). */
const PLURAL_DETERMINERS = new Set([
  'several',
  'many',
  'few',
  'various',
  'numerous',
  'multiple',
  'these',
  'those',
  'both',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'hundreds',
  'thousands',
  'millions',
]);

/** "one of the …", "a lot of …", "some of my …": phrases after which a countable noun is plural. */
const PLURAL_PHRASES: string[][] = [
  ['one', 'of', '*'],
  ['some', 'of', '*'],
  ['many', 'of', '*'],
  ['most', 'of', '*'],
  ['all', 'of', '*'],
  ['each', 'of', '*'],
  ['a', 'lot', 'of'],
  ['lots', 'of'],
  ['a', 'number', 'of'],
  ['the', 'number', 'of'],
  ['a', 'couple', 'of'],
  ['a', 'few'],
  ['a', 'variety', 'of'],
  ['kinds', 'of'],
  ['there', 'are'],
  ['there', 'are', 'some'],
  ['there', 'were', 'some'],
  ['types', 'of'],
];
const SINGULAR_BEFORE = new Set([
  'a',
  'an',
  'the',
  'one',
  'each',
  'every',
  'any',
  'no',
  'some',
  'this',
  'that',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'another',
  'on',
]);
const OF_DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'these', 'those', 'its']);

const isAdjective = (w: string) => {
  const tags = tagsOf(w);
  return tags[0] === 'JJ' || tags[0] === 'JJR' || tags[0] === 'JJS';
};
const isNounFirst = (w: string) => tagsOf(w)[0] === 'NN';

function edit(tok: Token, after: string, rule: string, reason: string): GrammarEdit {
  return {
    start: tok.start,
    end: tok.end,
    before: tok.text,
    after,
    rule: `grammar:${rule}`,
    reason,
    category: 'grammar',
    applied: true,
  };
}

/** Index just after a quantifier ending at token i-1 that needs a plural, or -1. */
function pluralTrigger(toks: Token[], i: number): { after: number; mass: boolean } | undefined {
  const prev = toks[i - 1];
  if (!prev?.word) return undefined;
  if (PLURAL_DETERMINERS.has(prev.lower)) return { after: i, mass: false };
  // "understand certain thing", "with other driver": without an article before them, "certain" and
  // "other" take a plural ("a certain thing", "the other driver" are singular)
  if (
    (prev.lower === 'certain' || prev.lower === 'other') &&
    toks[i - 2]?.word &&
    !SINGULAR_BEFORE.has(toks[i - 2].lower)
  )
    return { after: i, mass: true };
  for (const phrase of PLURAL_PHRASES) {
    const n = phrase.length;
    const words = toks.slice(i - n, i);
    if (words.length !== n || !words.every((w) => w.word)) continue;
    const ok = phrase.every((p, k) => (p === '*' ? OF_DETERMINERS.has(words[k].lower) : p === words[k].lower));
    if (ok) return { after: i, mass: phrase[0] !== 'one' && phrase[0] !== 'each' && phrase[1] !== 'few' };
  }
  return undefined;
}

function nounNumberEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const trigger = pluralTrigger(toks, i);
    if (!trigger) continue;
    // up to two adjectives: "several important reason", "many new young employee"
    let j = i;
    while (j < i + 2 && toks[j]?.word && isAdjective(toks[j].lower) && toks[j + 1]?.word) j++;
    const noun = toks[j];
    const next = toks[j + 1];
    if (!noun?.word || !/^[a-z]+$/.test(noun.text)) continue;
    if (!isNounFirst(noun.lower) || isUncountable(noun.lower)) continue;
    // a noun that modifies the next one ("many car accidents") or a verb after a pronoun ("many use it")
    if (
      next?.word &&
      (tagsOf(next.lower)[0]?.startsWith('NN') || /^(it|them|him|her|us|me|you|the|a|an)$/.test(next.lower))
    )
      continue;
    const plural = pluralOf(noun.lower);
    if (plural === noun.lower || unigramCount(plural) < 1_000_000) continue;
    // after "a lot of", "most of the" …: only nouns that are clearly countable (their plural is common)
    if (trigger.mass && unigramCount(plural) < 0.3 * unigramCount(noun.lower)) continue;
    // the word before the noun must go with the plural at least as well as with the singular
    const before = toks[j - 1].lower;
    if (bigramCount(before, noun.lower) > 3 * Math.max(bigramCount(before, plural), 1)) continue;
    edits.push(edit(noun, plural, 'plural-noun', `After "${toks[i - 1].text}", the noun is plural.`));
  }
  return edits;
}

/** The singular of a plural noun, when the lexicon knows it as a noun. */
function singularOf(plural: string): string | undefined {
  const candidates = [plural.replace(/ies$/, 'y'), plural.replace(/es$/, ''), plural.replace(/s$/, '')];
  return candidates.find((c) => c !== plural && tagsOf(c)[0] === 'NN' && pluralOf(c) === plural);
}

/** "a cars", "an experts", "every details", "a slow movements": one thing, so the noun is singular. */
function singularNounEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const det = toks[i - 1];
    if (!/^(a|an|every|each|another)$/.test(det.lower) || det.text !== det.lower) continue;
    if (det.lower === 'a' && /^(lot|few|couple|number|great|good|many|days)$/.test(toks[i]?.lower ?? '')) continue;
    let j = i;
    while (j < i + 2 && toks[j]?.word && isAdjective(toks[j].lower) && toks[j + 1]?.word) j++;
    const noun = toks[j];
    const next = toks[j + 1];
    if (!noun?.word || !/^[a-z]+$/.test(noun.text)) continue;
    const tags = tagsOf(noun.lower);
    if (tags[0] !== 'NNS' || tags.includes('NN') || tags.includes('VBZ')) continue;
    if (next?.word && (tagsOf(next.lower)[0] ?? '').startsWith('NN')) continue; // "a sports car"
    if (det.lower === 'every' && /^(few|other)$/.test(toks[i].lower)) continue;
    const singular = singularOf(noun.lower);
    if (!singular) continue;
    edits.push(edit(noun, singular, 'singular-noun', `After "${det.text}", the noun is singular.`));
  }
  return edits;
}

/** "Recently scientist have been …": a bare singular noun as the subject of "have/are/were" is plural. */
function bareSubjectEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 1 < toks.length; i++) {
    const noun = toks[i];
    const verb = toks[i + 1];
    if (!/^(have|are|were)$/.test(verb.lower) || !/^[a-z]+$/.test(noun.text)) continue;
    const prev = toks[i - 1];
    // the noun opens the sentence or follows an opening adverb ("Recently", "Today", "Nowadays")
    const opens =
      !prev ||
      /^[.!?,;]$/.test(prev.text) ||
      (tagsOf(prev.lower)[0] === 'RB' && (!toks[i - 2] || /^[.!?]$/.test(toks[i - 2].text)));
    if (!opens) continue;
    const tags = tagsOf(noun.lower);
    if (tags[0] !== 'NN' || tags.includes('JJ') || tags.includes('VB') || isUncountable(noun.lower)) continue;
    const plural = pluralOf(noun.lower);
    if (unigramCount(plural) < 1_000_000) continue;
    edits.push(edit(noun, plural, 'plural-noun', `"${verb.text}" goes with a plural subject: "${plural}".`));
  }
  return edits;
}

/** Plurals of uncountable nouns that learners write ("knowledges") and their singular. */
const UNCOUNTABLE_PLURALS: Record<string, string> = {
  knowledges: 'knowledge',
  informations: 'information',
  advices: 'advice',
  equipments: 'equipment',
  furnitures: 'furniture',
  homeworks: 'homework',
  pollutions: 'pollution',
  healths: 'health',
  luggages: 'luggage',
  baggages: 'baggage',
  evidences: 'evidence',
  softwares: 'software',
  feedbacks: 'feedback',
  sceneries: 'scenery',
  traffics: 'traffic',
  machineries: 'machinery',
  vocabularies: 'vocabulary',
  medias: 'media',
  peoples: 'people',
  wildlifes: 'wildlife',
  unemployments: 'unemployment',
};

function uncountableEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const singular = UNCOUNTABLE_PLURALS[toks[i].lower];
    if (!singular || /^[A-Z]{2,}$/.test(toks[i].text)) continue;
    // "the peoples of Europe" (nations) is the one accepted use
    if (toks[i].lower === 'peoples' && toks[i + 1]?.lower === 'of') continue;
    edits.push(
      edit(toks[i], matchCase(toks[i].text, singular), 'uncountable', `"${singular}" has no plural form in English.`),
    );
  }
  return edits;
}

const MODALS = new Set(['will', 'would', 'can', 'could', 'should', 'must', 'may', 'might', 'shall']);
const DO_NEGATIVES = new Set(["didn't", 'didnt', "doesn't", 'doesnt', "don't", 'dont']);

function baseVerbEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const prev = toks[i - 1];
    const verb = toks[i];
    if (!verb.word || !/^[a-z]+$/.test(verb.text)) continue;
    const modal = (MODALS.has(prev.lower) || prev.lower === 'to') && prev.text === prev.lower;
    const negative =
      DO_NEGATIVES.has(prev.lower) || (prev.lower === 'not' && /^(did|does|do)$/.test(toks[i - 2]?.lower ?? ''));
    if (!modal && !negative) continue;
    // "the will causes" (a noun "will"), "a can …": a modal after a determiner is a noun
    if (modal && /^(the|a|an|this|that|his|her|my|your|our|their)$/.test(toks[i - 2]?.lower ?? '')) continue;
    const tags = tagsOf(verb.lower);
    // "will causes" (NNS first, VBZ too); not "may subjects", where "may" is a slip for "many"
    const nounToo = tags[0] === 'NNS' && tags.includes('VBZ') && prev.lower !== 'may' && prev.lower !== 'to';
    if (!(tags[0] === 'VBZ' || tags[0] === 'VBD' || nounToo)) continue;
    if (/^(is|was|has|does|did|had|were|are)$/.test(verb.lower)) continue; // "can was": leave to a human
    const base = verbBaseOf(verb.lower);
    if (!base || base === verb.lower) continue;
    edits.push(edit(verb, base, 'base-verb', `After "${prev.text}", a verb takes its base form ("${base}").`));
  }
  return edits;
}

const SINGULAR_DETERMINERS = new Set([
  'the',
  'this',
  'that',
  'each',
  'every',
  'a',
  'an',
  'his',
  'her',
  'my',
  'our',
  'their',
  'its',
  'your',
]);
const PLURAL_SUBJECT_DETERMINERS = new Set(['these', 'those', 'many', 'some', 'most', 'all', 'both', 'several']);
/** Words that begin an object or complement, after which the word before is the verb of the clause. */
const OBJECT_START =
  /^(the|a|an|them|us|him|her|me|it|this|that|these|those|his|my|our|their|your|its|to|on|in|at|for|with|about|all|some|no|more|less|so|very|too|not|up|out|down|back)$/;

/** "the teacher teach them" → "teaches", "these systems runs on" → "run": the verb agrees with its noun subject. */
function nounSubjectEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 2; i + 1 < toks.length; i++) {
    const det = toks[i - 2].lower;
    const noun = toks[i - 1];
    const verb = toks[i];
    const next = toks[i + 1];
    if (!noun.word || !verb.word || !/^[a-z]+$/.test(verb.text) || !next.word || !OBJECT_START.test(next.lower))
      continue;
    // the determiner starts the subject: not "of the teacher", "to the students"
    const before = toks[i - 3]?.lower ?? '';
    if (/^(of|to|in|on|at|for|with|by|from|about|than|like|as|into|that|which|who)$/.test(before)) continue;
    const nounTags = tagsOf(noun.lower);
    const verbTags = tagsOf(verb.lower);
    if (
      SINGULAR_DETERMINERS.has(det) &&
      nounTags[0] === 'NN' &&
      !nounTags.includes('JJ') &&
      (verbTags[0] === 'VB' || verbTags[0] === 'VBP') &&
      !verbTags.includes('NN')
    ) {
      if (/^(be|have|do)$/.test(verb.lower)) continue;
      const third = thirdPerson(verb.lower);
      if (unigramCount(third) < 100_000) continue;
      edits.push(
        edit(
          verb,
          third,
          'subject-verb-agreement',
          `The subject "${toks[i - 2].text} ${noun.text}" is singular: "${third}".`,
        ),
      );
    } else if (
      PLURAL_SUBJECT_DETERMINERS.has(det) &&
      nounTags[0] === 'NNS' &&
      verbTags[0] === 'VBZ' &&
      !/^(is|was|has|does)$/.test(verb.lower)
    ) {
      const base = verbBaseOf(verb.lower);
      if (!base || base === verb.lower) continue;
      edits.push(
        edit(
          verb,
          base,
          'subject-verb-agreement',
          `The subject "${toks[i - 2].text} ${noun.text}" is plural: "${base}".`,
        ),
      );
    }
  }
  return edits;
}

const PLURAL_WORDS = new Set(['people', 'children', 'men', 'women', 'police']);
const PLURAL_OF_VERB: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/** "people thinks" → "think", "people who has" → "have", "children is" → "are": these nouns are plural. */
function pluralWordEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const verb = toks[i];
    const relative = /^(who|that)$/.test(toks[i - 1].lower) && i >= 2;
    const subject = relative ? toks[i - 2] : toks[i - 1];
    if (!PLURAL_WORDS.has(subject.lower) || !/^[a-z]+$/.test(verb.text)) continue;
    // "the number of people is": after "of", the noun is not the subject
    if (toks[i - (relative ? 3 : 2)]?.lower === 'of') continue;
    let after = PLURAL_OF_VERB[verb.lower];
    if (!after) {
      const tags = tagsOf(verb.lower);
      if (tags[0] !== 'VBZ') continue;
      after = verbBaseOf(verb.lower) ?? '';
      if (!after || after === verb.lower) continue;
    }
    edits.push(edit(verb, after, 'subject-verb-agreement', `"${subject.text}" is plural: "${after}".`));
  }
  return edits;
}

function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return verb.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return verb + 'es';
  return verb + 's';
}

/**
 * A plural noun only, never a singular or a verb form: "cars", "companies", "students"; not "means", "times"
 * (also verbs), "news", "series" (singular) or "economics" (a subject).
 */
function isPluralNounOnly(tok: Token | undefined): tok is Token {
  if (!tok?.word || !/^[a-z]+$/.test(tok.text) || /ics$/.test(tok.lower) || isUncountable(tok.lower)) return false;
  const tags = tagsOf(tok.lower);
  return tags[0] === 'NNS' && !tags.includes('NN') && !tags.includes('VBZ');
}

/**
 * Not followed by an apostrophe (a possessive, "the students' rooms") or by a word that can only be a noun
 * ("arms dealer"); a word that can also be a verb is the verb of a plural subject ("this companies use").
 */
function endsNounPhrase(next: Token | undefined): boolean {
  if (!next) return true;
  if (/^['’]/.test(next.text)) return false;
  if (!next.word) return true;
  const tags = tagsOf(next.lower);
  return !(tags[0] ?? '').startsWith('NN') || tags.some((t) => t === 'VB' || t === 'VBP' || t === 'VBD');
}

const PLURAL_QUANTIFIER = /^(many|several|few|various|numerous|two|three|four|five|six|seven|eight|nine|ten)$/;

/** "There is many ways", "there was also people", "there is students" → "there are/were …". */
function thereAreEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i + 1 < toks.length; i++) {
    // "their is many" is "there are many" (theirThereEdits changes "their")
    if (!/^the(re|ir)$/.test(toks[i - 1].lower) || !/^(is|was)$/.test(toks[i].lower)) continue;
    // one adverb may stand between: "there is also people", "there was still many"
    const j = /^(also|still|always|only|even|now)$/.test(toks[i + 1].lower) ? i + 2 : i + 1;
    const next = toks[j];
    if (!next) continue;
    const pluralNoun = (t: Token | undefined, k: number) =>
      !!t &&
      (t.lower === 'people' || isPluralNounOnly(t)) &&
      t.text === t.lower &&
      endsNounPhrase(toks[k + 1]) &&
      !/^(and|or)$/.test(toks[k + 1]?.lower ?? '');
    // "there was no books", "there is some students"; "lots of" / "plenty of" agree with the noun after "of"
    // ("there were lots of kids", "there was lots of noise")
    const after1 = /^(no|some|any)$/.test(next.lower)
      ? j + 1
      : /^(lots|plenty|loads)$/.test(next.lower) && toks[j + 1]?.lower === 'of'
        ? j + 2
        : -1;
    const plural =
      after1 >= 0
        ? pluralNoun(toks[after1], after1)
        : PLURAL_QUANTIFIER.test(next.lower) || (!/^(lots|plenty|loads|tons)$/.test(next.lower) && pluralNoun(next, j));
    if (!plural) continue;
    const after = toks[i].lower === 'is' ? 'are' : 'were';
    edits.push(
      edit(
        toks[i],
        matchCase(toks[i].text, after),
        'there-are-agreement',
        `"${next.text} …" is plural: "there ${after}".`,
      ),
    );
  }
  return edits;
}

/**
 * "Their is a reason" → "There is a reason": "their" comes before a noun, never before a verb of being. Only
 * where "there" fits what follows (a determiner, a quantifier or a noun): "their are playing" may be "they're",
 * "their is good" may be "theirs".
 */
function theirThereEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    if (toks[i].lower !== 'their' || !/^(is|are|was|were)$/.test(toks[i + 1].lower)) continue;
    const then = toks[i + 2];
    const fits =
      /^(a|an|the|no|not|some|any|many|much|several|few|lots|plenty|nothing|something|someone|somebody|nobody|also|still|always|only|even|going|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(
        then.lower,
      ) ||
      (then.word && /^NN/.test(tagsOf(then.lower)[0] ?? '') && !isAdjective(then.lower));
    if (!fits) continue;
    edits.push(
      edit(
        toks[i],
        matchCase(toks[i].text, 'there'),
        'their-there',
        `"${toks[i + 1].text}" is a verb: "there ${toks[i + 1].lower}".`,
      ),
    );
  }
  return edits;
}

/** "this cars" → "these cars", "this new companies" → "these new companies". */
function theseEdits(toks: Token[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const det = toks[i - 1];
    if (det.lower !== 'this') continue;
    let j = i;
    while (j < i + 2 && toks[j]?.word && isAdjective(toks[j].lower) && toks[j + 1]?.word) j++;
    if (!isPluralNounOnly(toks[j]) || !endsNounPhrase(toks[j + 1])) continue;
    edits.push(edit(det, matchCase(det.text, 'these'), 'these-plural', `"${toks[j].text}" is plural: "these".`));
  }
  return edits;
}

interface PhraseFix {
  pattern: RegExp;
  /** The group to replace (by index) and its replacement. */
  group: number;
  after: (m: RegExpExecArray) => string;
  rule: string;
  reason: string;
}

/** Adjectives that, after "its", are the adjective of "it is" when a clause or the sentence's end follows. */
const ITS_ADJECTIVES =
  'hard|easy|difficult|important|necessary|possible|impossible|true|obvious|clear|better|best|good|bad|nice|' +
  'expensive|cheap|okay|ok|fun|useful|interesting|boring|dangerous|safe|time';
const ITS_CONTRACTION = new RegExp(
  String.raw`\bits(?= (?:(?:not|a|an|the|been|going|gonna|too|just|also|really|always|never|because|so(?! called))\b|` +
    String.raw`(?:(?:very|so|too|really) )?(?:${ITS_ADJECTIVES})(?: (?:to|that|for|when|if|because)\b|[.,!?]|$)))`,
  'gi',
);

/** Fixed patterns: a doubled determiner or verb, "to" where the verb takes none, a missing article in an idiom. */
const PHRASE_FIXES: PhraseFix[] = [
  {
    // "For the these reasons" → "For these reasons"; "A these problems" → "These problems"
    pattern: /\b(?:the|a|an) (these|those|this|my|your|his|our|their)\b/gi,
    group: 0,
    after: (m) => matchCase(m[0], m[1]),
    rule: 'double-determiner',
    reason: 'One determiner is enough.',
  },
  {
    // "It's is" → "It is"
    pattern: /\b(?:it|that|there|what|he|she)(['’]s)(?= (?:is|was)\b)/gi,
    group: 1,
    after: () => '',
    rule: 'double-verb',
    reason: '"\'s" already means "is": one verb is enough.',
  },
  {
    // "can't to do" → "can't do"; "makes them to understand" → "makes them understand"
    pattern:
      /\b(?:(?:can|could|should|must|would|may|might)(?:n?['’]t)?|cannot|(?:make|makes|made|let|lets) (?:them|him|her|us|me|you|people|students|children|someone)) (to )(?=[a-z]+\b)/gi,
    group: 1,
    after: () => '',
    rule: 'bare-infinitive',
    reason: 'This verb is followed by a verb without "to".',
  },
  {
    // "him self" → "himself", "some thing" → "something", "every one" → "everyone" (not "every one of them")
    pattern:
      /\b(?:(?:my|your|him|her|it) self(?! (?:confidence|esteem|respect|control|discipline|defen[cs]e|image|interest|awareness)\b)|(?:them|your|our) selves|(?:some|any|every) thing|every one(?! of\b)|some times(?= [a-z]+ (?:go|do|feel|think|see|get|have|want|need|play|watch|work|try|make|take)s?\b|[,.])|whole heartedly)\b/gi,
    group: 0,
    after: (m) => m[0].replace(' ', ''),
    rule: 'compound-word',
    reason: 'This is written as one word.',
  },
  {
    // "its not", "its a good idea", "its been", "its really hard", "its important to", "its true.": the short
    // form of "it is/has" ("its" is a possessive and needs a noun: "its very own", "its important role" stay)
    pattern: ITS_CONTRACTION,
    group: 0,
    after: (m) => (m[0][0] === 'I' ? "It's" : "it's"),
    rule: 'its-contraction',
    reason: '"Its" is a possessive; "it\'s" means "it is" or "it has".',
  },
  {
    // "I am agree" → "I agree", "she is agree" → "she agrees", "I am not agree" → "I do not agree"
    pattern: /\b(am|is|are|was|were)( not)? (agree|disagree)\b/gi,
    group: 0,
    after: (m) => {
      const be = m[1].toLowerCase();
      const verb = m[3].toLowerCase();
      const past = be === 'was' || be === 'were';
      if (m[2]) return `${past ? 'did' : be === 'is' ? 'does' : 'do'} not ${verb}`;
      return past ? `${verb}d` : be === 'is' ? `${verb}s` : verb;
    },
    rule: 'be-agree',
    reason: '"Agree" is a verb: "I agree", not "I am agree".',
  },
  {
    // "return back", "revert back": the verb already means "back"
    pattern: /(?<=\b(?:return|revert)(?:s|ed|ing)?) back\b/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: '"Return" and "revert" already mean "go back".',
  },
  {
    pattern: /(?<=\bcop(?:e|es|ed|ing)) up(?= with\b)/gi,
    group: 0,
    after: () => '',
    rule: 'redundant-particle',
    reason: 'The phrase is "cope with".',
  },
  {
    // "explain me the rule" → "explain to me the rule"
    pattern: /\b(?<=explain(?:s|ed|ing)? )(?=(?:me|us)\b(?! to\b))/gi,
    group: 0,
    after: () => 'to ',
    rule: 'explain-to',
    reason: 'You explain something *to* someone.',
  },
  {
    pattern: /\bthanks god\b/gi,
    group: 0,
    after: (m) => (m[0][0] === 'T' ? 'Thank God' : 'thank God'),
    rule: 'idiom',
    reason: 'The phrase is "Thank God".',
  },
  {
    pattern: /\b(?<=points? of )views\b/gi,
    group: 0,
    after: () => 'view',
    rule: 'idiom',
    reason: 'The idiom is "point of view".',
  },
  {
    pattern: /\bnow a ?days\b/gi,
    group: 0,
    after: (m) => (m[0][0] === 'N' ? 'Nowadays' : 'nowadays'),
    rule: 'compound-word',
    reason: '"Nowadays" is one word.',
  },
  {
    pattern: /(?<=\b(?:for|in) )(?=long time\b)/gi,
    group: 0,
    after: () => 'a ',
    rule: 'article-idiom',
    reason: 'The idiom is "for a long time".',
  },
];

function phraseEdits(text: string): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const fix of PHRASE_FIXES) {
    for (const m of text.matchAll(fix.pattern)) {
      const part = m[fix.group];
      const start = m.index + (fix.group === 0 ? 0 : m[0].indexOf(part));
      edits.push({
        start,
        end: start + part.length,
        before: part,
        after: fix.after(m as RegExpExecArray),
        rule: `grammar:${fix.rule}`,
        reason: fix.reason,
        category: 'grammar',
        applied: true,
      });
    }
  }
  return edits;
}

/** The agreement edits for `text`, in text order (they never overlap each other). */
export function agreementEdits(text: string): GrammarEdit[] {
  const toks = tokenize(text);
  const all = [
    ...nounNumberEdits(toks),
    ...uncountableEdits(toks),
    ...baseVerbEdits(toks),
    ...thereAreEdits(toks),
    ...theseEdits(toks),
    ...theirThereEdits(toks),
    ...nounSubjectEdits(toks),
    ...pluralWordEdits(toks),
    ...singularNounEdits(toks),
    ...bareSubjectEdits(toks),
    ...phraseEdits(text),
  ];
  all.sort((a, b) => a.start - b.start);
  return all.filter((e, k) => k === 0 || e.start >= all[k - 1].end);
}
