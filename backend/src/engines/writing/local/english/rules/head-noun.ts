import type { GrammarEdit } from '../../grammar';
import { isUncountable, tagsOf, verbBaseOf } from '../../lexicon';
import { isKnownWord } from '../../vocabulary';
import { capitaliseLike } from 'src/common/text';
import { make, opensClause, opensClauseAfterAdverb, opensSentence, type Ctx } from '../context';
import { GROUP_NOUNS } from '../data/nouns';
import { PLURAL_VERB, pluralVerbOf, SINGULAR_VERB } from '../data/verb-number';
import { thirdPerson } from '../inflect';
import type { Token } from '../tokenize';
import { isAdjective, isWord, lowerWord } from '../words';

/**
 * The verb agrees with the head of its subject, not with the noun nearest to it: "The list of documents are
 * attached" → "is", "The price of vegetables have gone up" → "has", "The printer in our office do not work" →
 * "does", "The students in my class is" → "are", "Each of the players get" → "gets", "Both the reports was" →
 * "were". Only auxiliaries and "be" are changed after a long subject (their forms leave no doubt), and heads
 * that name a quantity ("a number of", "the rest of", "most of") are left to the noun after them.
 */

const SINGULAR_DETERMINERS = /^(the|this|that|each|every|my|our|your|his|her|their|its)$/;
const PLURAL_DETERMINERS = /^(the|these|those|my|our|your|his|her|their|many|several|both|all|most|some)$/;
/** Heads whose number is the number of the noun after "of": "the number of", "the rest of", "a lot of". */
const QUANTITY_HEADS =
  /^(number|lot|lots|majority|minority|rest|half|percent|percentage|part|portion|proportion|fraction|most|some|all|none|plenty|couple|group|bunch|variety|range|series|kind|kinds|type|types|sort|sorts|total|remainder|bulk|handful|dozen|pair|quarter|third|any|each|one|pile|crowd)$/;
/** Prepositions that open a phrase inside the subject. */
const SUBJECT_PREPOSITIONS =
  /^(of|in|at|on|for|from|with|near|behind|under|about|inside|outside|across|around|beside|between|to)$/;
const tags = (t: Token) => tagsOf(t.lower);
/**
 * After a determiner, a singular common noun ("list", "price"; a word the tagger lacks but the dictionary
 * knows, such as "printer" or "app"), not an adjective, a plural or a group noun.
 */
function singularHead(t: Token | undefined): t is Token {
  if (!lowerWord(t) || /s$/.test(t.lower) || GROUP_NOUNS.has(t.lower) || QUANTITY_HEADS.test(t.lower)) return false;
  const x = tags(t);
  if (!x.length) return /^[a-z]{3,}$/.test(t.lower) && !/(ly|ed|ing)$/.test(t.lower) && isKnownWord(t.lower);
  return x[0] === 'NN' && !x.some((y) => /^(JJ|NNS)/.test(y));
}
/**
 * After a determiner, a plural common noun ("students", "reports"; a word the tagger lacks whose singular the
 * dictionary knows, such as "commuters").
 */
function pluralHead(t: Token | undefined, capital = false): t is Token {
  if (!t || !(capital ? isWord(t) && t.text.slice(1) === t.lower.slice(1) : lowerWord(t))) return false;
  if (/(ics|ss|us|is)$/.test(t.lower) || isUncountable(t.lower) || QUANTITY_HEADS.test(t.lower)) return false;
  const x = tags(t);
  if (!x.length) return /^[a-z]{3,}[^su]s$/.test(t.lower) && isKnownWord(t.lower) && isKnownWord(t.lower.slice(0, -1));
  return x[0] === 'NNS' && !x.includes('NN');
}
/** Plurals of time, money and measure, which take a singular verb as an amount ("Two weeks is enough"). */
const MEASURE_PLURALS =
  /^(seconds|minutes|hours|days|nights|weeks|months|years|decades|centuries|rupees|dollars|euros|pounds|paise|lakhs|crores|kilometres|kilometers|miles|metres|meters|kilos|kilograms|grams|litres|liters|marks|points|percent)$/;
/** Plural nouns without a plural ending. */
const PLURAL_WORDS = /^(people|children|men|women)$/;
/** Words before a subject without a determiner that show it is no subject ("of people", "the children"). */
const NOT_BEFORE_SUBJECT = /^(of|the|a|an|to|for|with|by|from|about|than|like|as|into|on|in|at|between|among)$/;
/** A word that may stand inside the noun phrase after a preposition: "our office", "the 2024 batch". */
function phraseWord(t: Token | undefined): t is Token {
  if (!t) return false;
  if (!t.word) return /^\d/.test(t.text);
  const x = tags(t);
  if (!x.length) return /^[A-Z]/.test(t.text); // a name ("in Pune")
  return /^(DT|PRP\$|JJ|NN|CD|POS)/.test(x[0]) && !/^(VB|MD)/.test(x[0]);
}
/** A participle before a noun inside the phrase ("of pending tickets", "of the printed copies"). */
function participleBefore(t: Token | undefined, next: Token | undefined): boolean {
  return lowerWord(t) && /^VB[GN]$/.test(tags(t)[0] ?? '') && lowerWord(next) && /^NN/.test(tags(next)[0] ?? '');
}

/** Where the subject's prepositional phrases end (the index of the verb), or -1. */
function afterPhrases(toks: Token[], from: number): number {
  let k = from;
  let phrases = 0;
  while (phrases < 2 && lowerWord(toks[k]) && SUBJECT_PREPOSITIONS.test(toks[k].lower)) {
    let n = 0;
    k++;
    while (
      n < 5 &&
      (phraseWord(toks[k]) || participleBefore(toks[k], toks[k + 1])) &&
      !SINGULAR_VERB[toks[k].lower] &&
      !PLURAL_VERB[toks[k].lower]
    ) {
      k++;
      n++;
      // "in Thane and Navi Mumbai": "and" inside the phrase, before another name or noun
      if (toks[k]?.lower === 'and' && phraseWord(toks[k + 1]) && !/^[a-z]/.test(toks[k + 1].text)) k++;
    }
    if (!n) return -1;
    phrases++;
  }
  return phrases ? k : -1;
}

export function headNounEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  const push = (verb: Token, after: string, subject: string, plural: boolean) =>
    edits.push(
      make(
        verb.start,
        verb.end,
        c.text,
        capitaliseLike(verb.text, after),
        'subject-verb-agreement',
        `The subject is "${subject}", which is ${plural ? 'plural' : 'singular'}: "${after}".`,
      ),
    );
  for (let i = 0; i + 3 < toks.length; i++) {
    const det = toks[i];
    if (!isWord(det)) continue;
    // after "and" the subject may be the second of two ("Priya and the teacher are"): only a plural is sure
    // ("…, and the printer", "And details" open a clause); a bare plural there may end a gerund's object
    // ("understanding concepts and ideas is"): left alone
    const second =
      /^(and|or|nor)$/.test(toks[i - 1]?.lower ?? '') && toks[i - 2]?.text !== ',' && !opensSentence(c, i - 1);
    const opens = opensClauseAfterAdverb(c, i);
    let k = i + 1;
    // "Both the reports", "All the students": the determiner after them
    const bothThe =
      /^(both|all)$/.test(det.lower) &&
      lowerWord(toks[k]) &&
      /^(the|these|those|my|our|your|his|her|their)$/.test(toks[k].lower);
    if (bothThe) k++;
    for (let n = 0; n < 2 && lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tags(toks[k]).includes('NN'); n++)
      k++;
    // a noun before the head ("the metro line", "the bank manager"): the second is the head
    if (singularHead(toks[k]) && (singularHead(toks[k + 1]) || pluralHead(toks[k + 1]))) k++;
    let head = toks[k];
    const singular = opens && SINGULAR_DETERMINERS.test(det.lower) && singularHead(head);
    let plural = opens && PLURAL_DETERMINERS.test(det.lower) && pluralHead(head);
    // no determiner: "commuters at Dadar was", "Schools in Thane has been", "young people in India consumes"
    let bare = false;
    // (capitalised only at a sentence start: "Commuters at Dadar was")
    const capital = det.text !== det.lower && opensSentence(c, i);
    if (
      !singular &&
      !plural &&
      !second &&
      (lowerWord(det) || capital) &&
      !NOT_BEFORE_SUBJECT.test(toks[i - 1]?.lower ?? '')
    ) {
      k = i;
      if (isAdjective(det.lower) && !tags(det).includes('NNS') && lowerWord(toks[i + 1])) k = i + 1;
      head = toks[k];
      const people = (lowerWord(head) || (k === i && capital)) && PLURAL_WORDS.test(head.lower);
      bare = people || (k === i && pluralHead(head, capital));
      // "Two-thirds of the land is": a fraction agrees with the noun after "of"
      if (/^(?:halves|thirds|quarters|fourths|fifths|tenths)$/.test(head.lower)) bare = false;
      plural = bare;
      if (bare && !people && !opensClause(c, i)) continue;
    }
    if (second && !plural) continue;
    if (!singular && !plural) continue;
    // the verb right after the head ("Both the reports was") or after one or two phrases ("The list of documents are")
    const v =
      lowerWord(toks[k + 1]) && SUBJECT_PREPOSITIONS.test(toks[k + 1].lower) ? afterPhrases(toks, k + 1) : k + 1;
    if (v < 0) continue;
    const verb = toks[v];
    if (!isWord(verb)) continue;
    // right after the head only for "both/all the" (other determiners: the rules of subject-verb.ts)
    if (v === k + 1 && !bothThe && !bare) continue;
    const subject = c.text.slice(det.start, toks[v - 1].end);
    // auxiliaries only, except after "people" or "children" and a phrase ("young people in India consumes news")
    const after = singular
      ? SINGULAR_VERB[verb.lower]
      : bare && PLURAL_WORDS.test(head.lower) && v > k + 1
        ? pluralVerbOf(verb.lower)
        : PLURAL_VERB[verb.lower];
    if (!after) continue;
    // a bare subject right before its verb: a tagged plural that is no measure ("Details is the key" → "are";
    // not "Two weeks is a long time", "Ten rupees is enough")
    if (
      bare &&
      v === k + 1 &&
      (!tags(head).length ||
        MEASURE_PLURALS.test(head.lower) ||
        /^(\d|one|two|three|four|five|six|seven|eight|nine|ten|few|many|several)/i.test(toks[i - 1]?.text ?? ''))
    )
      continue;
    const next = toks[v + 1];
    // "have"/"do" as auxiliaries only: "have gone", "do not work" (not "the members of the club have a car")
    if (/^(have|has|do|does)$/.test(verb.lower)) {
      const nextTags = isWord(next) ? tags(next) : [];
      const auxiliary =
        isWord(next) &&
        (/^(not|been|never|already|always|also|just)$/.test(next.lower) ||
          (/^(have|has)$/.test(verb.lower) && /^VB[ND]$/.test(nextTags[0] ?? '')));
      if (!auxiliary) continue;
    }
    push(verb, after, subject, plural);
  }
  return edits;
}

/** "Each of the players get a medal" → "gets", "One of my friends have" → "has": the subject is one of them. */
export function eachOfEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 4 < toks.length; i++) {
    const t = toks[i];
    if (!isWord(t) || !/^(each|one)$/.test(t.lower) || toks[i + 1]?.lower !== 'of' || !opensClause(c, i)) continue;
    if (!/^(the|my|our|your|his|her|their|these|those|them|us)$/.test(toks[i + 2]?.lower ?? '')) continue;
    let v = i + 3;
    if (!/^(them|us)$/.test(toks[i + 2].lower)) {
      if (!pluralHead(toks[v]) && !(lowerWord(toks[v]) && tags(toks[v]).includes('NNS'))) continue;
      v++;
    }
    const verb = toks[v];
    if (!lowerWord(verb)) continue;
    let after: string | undefined = SINGULAR_VERB[verb.lower];
    if (/^(have|do)$/.test(verb.lower) && !isWord(toks[v + 1])) continue;
    if (!after) {
      const x = tags(verb);
      if (!(x[0] === 'VBP' || x[0] === 'VB') || x.includes('VBD') || x.includes('NN')) continue;
      const third = thirdPerson(verb.lower);
      if (!third || third === verb.lower || verbBaseOf(third) !== verb.lower) continue;
      after = third;
    }
    edits.push(
      make(
        verb.start,
        verb.end,
        c.text,
        after,
        'subject-verb-agreement',
        `"${c.text.slice(t.start, toks[v - 1].end)}" is one of them, so the verb is singular: "${after}".`,
      ),
    );
  }
  return edits;
}

/** "200 students and teachers takes part" → "take": two plural nouns joined by "and" are a plural subject. */
export function pluralPairEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (toks[i].lower !== 'and' || i < 1 || !pluralHead(toks[i + 1])) continue;
    if (!pluralHead(toks[i - 1], opensSentence(c, i - 1))) continue;
    const verb = toks[i + 2];
    if (!lowerWord(verb)) continue;
    // the first noun opens its clause, after at most a determiner or a number ("More than 200 students and …")
    let s = i - 1;
    while (
      s > 0 &&
      (/^\d/.test(toks[s - 1].text) ||
        /^(the|these|those|my|our|your|his|her|their|all|both|many|several|some|most|than)$/.test(toks[s - 1].lower))
    )
      s--;
    if (s > 0 && toks[s].lower === 'than' && /^(more|fewer|less)$/i.test(toks[s - 1].text)) s--;
    if (!opensClause(c, s)) continue;
    const after = pluralVerbOf(verb.lower);
    if (!after) continue;
    const subject = c.text.slice(toks[i - 1].start, toks[i + 1].end);
    edits.push(
      make(verb.start, verb.end, c.text, after, 'subject-verb-agreement', `"${subject}" is plural: "${after}".`),
    );
  }
  return edits;
}
