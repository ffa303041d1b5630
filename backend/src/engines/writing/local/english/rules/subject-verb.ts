import type { GrammarEdit } from '../../grammar';
import { isUncountable, pastOf, pluralOf, tagsOf, verbBaseOf } from '../../lexicon';
import { pastSentence } from './tense';
import { unigramCount } from '../../ngrams';
import { isKnownWord, isNameWord } from '../../vocabulary';
import { capitaliseLike, matchCase } from 'src/common/text';
import { edit, make, opensClause, opensClauseAfterAdverb, opensSentence, type Ctx } from '../context';
import { GROUP_NOUNS } from '../data/nouns';
import { COLLECTIVES_TOO, PLURAL_VERB, pluralVerbOf, SINGULAR_VERB } from '../data/verb-number';
import { thirdPerson } from '../inflect';
import type { Token } from '../tokenize';
import { endsNounPhrase, first, isAdjective, isPluralNounOnly, isWord, lowerWord } from '../words';

/**
 * The verb agrees with its subject: "the teacher teach" → "teaches", "these systems runs" → "run", "people
 * thinks" → "think", "There is many ways" → "there are", "many students reads" → "read", "the lab exam have
 * been" → "has been".
 */

const NOUN_SUBJECT_SINGULAR_DETERMINERS = new Set([
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
const NOUN_SUBJECT_PLURAL_DETERMINERS = new Set(['these', 'those', 'many', 'some', 'most', 'all', 'both', 'several']);
/** Words that begin an object or complement, after which the word before is the verb of the clause. */
const OBJECT_START =
  /^(the|a|an|them|us|him|her|me|it|this|that|these|those|his|my|our|their|your|its|to|on|in|at|for|with|about|all|some|no|more|less|so|very|too|not|up|out|down|back)$/;

/**
 * True when the words from the sentence start up to `and` (at index `and`) are one short noun phrase with at most a
 * relative clause in it ("The text you write", "My brother"), no comma and no verb of its own before a pronoun:
 * then "X and the Y" is one subject of two.
 */
function coordinatedSubject(c: Ctx, and: number): boolean {
  const { toks } = c;
  let start = and;
  while (start > 0 && toks[start - 1].word) start--;
  const words = toks.slice(start, and);
  if (!words.length || words.length > 5 || !/^(the|a|an|my|our|your|his|her|their|this|that)$/i.test(words[0].text))
    return false;
  // a tensed verb is only allowed right after a pronoun that opens a relative clause ("you write", "we made")
  return words.every(
    (w, k) =>
      !/^(VBZ|VBD|MD)$/.test(tagsOf(w.lower)[0] ?? '') &&
      !/^(is|are|was|were|has|have|had)$/.test(w.lower) &&
      (!/^VBP$/.test(tagsOf(w.lower)[0] ?? '') || /^(you|we|they|i)$/.test(words[k - 1]?.lower ?? '')),
  );
}

/** "the teacher teach them" → "teaches", "these systems runs on" → "run": the verb agrees with its noun subject. */
export function nounSubjectEdits(c: Ctx): GrammarEdit[] {
  const { toks } = c;
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
    // ("most of these systems runs": after a quantifier and "of", the plural noun is the subject)
    const quantified =
      before === 'of' && /^(most|many|some|all|several|both|few)$/.test(toks[i - 4]?.lower ?? '') && det !== 'the';
    if (/^(of|to|in|on|at|for|with|by|from|about|than|like|as|into|that|which|who)$/.test(before) && !quantified)
      continue;
    // "The text you write and the result belong to you": the noun is the second half of a subject joined by "and"
    // when a short noun phrase opens the sentence before it (not "The roads are full of water and the traffic are")
    if (before === 'and' && coordinatedSubject(c, i - 3)) continue;
    const nounTags = tagsOf(noun.lower);
    const verbTags = tagsOf(verb.lower);
    if (
      !quantified &&
      NOUN_SUBJECT_SINGULAR_DETERMINERS.has(det) &&
      nounTags[0] === 'NN' &&
      !nounTags.includes('JJ') &&
      (verbTags[0] === 'VB' || verbTags[0] === 'VBP') &&
      !verbTags.includes('NN')
    ) {
      if (/^(be|am|are|were|have|do)$/.test(verb.lower)) {
        // "The news are not good" → "is": an uncountable noun takes "is" (not "data", "media", "criteria")
        const be = ({ are: 'is', were: 'was' } as Record<string, string>)[verb.lower];
        if (be && isUncountable(noun.lower) && !/a$/.test(noun.lower) && !GROUP_NOUNS.has(noun.lower))
          edits.push(
            edit(
              verb,
              be,
              'subject-verb-agreement',
              `"${noun.text}" is uncountable and takes a singular verb: "${be}".`,
            ),
          );
        continue;
      }
      // a sentence about the past ("When I did a job interview, the employer ask me"): the past, when another
      // clause of it has a subject and a past verb; otherwise left alone
      if (pastSentence(c, i)) {
        const past = pastOf(verb.lower);
        if (
          !past ||
          past === verb.lower ||
          !pastClauseBesides(c, i - 2, i) ||
          !/^[,]$|^(when|because|after|as|while|and|but|so|then)$/.test(before)
        )
          continue;
        edits.push(edit(verb, past, 'subject-verb-agreement', `The sentence tells of the past: "${past}".`));
        continue;
      }
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
      NOUN_SUBJECT_PLURAL_DETERMINERS.has(det) &&
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

/** Another clause of the sentence around tokens from..to has a subject pronoun and a past verb ("I did", "he said"). */
export function pastClauseBesides(c: Ctx, from: number, to: number): boolean {
  const { toks } = c;
  for (let k = from - 1; k >= 0 && !/^[.!?]$/.test(toks[k].text); k--) if (pastAfterPronoun(toks, k)) return true;
  for (let k = to + 1; k < toks.length && !/^[.!?]$/.test(toks[k].text); k++)
    if (pastAfterPronoun(toks, k)) return true;
  return false;
}
const pastAfterPronoun = (toks: Token[], k: number) =>
  /^(i|we|they|he|she|you)$/i.test(toks[k - 1]?.text ?? '') &&
  lowerWord(toks[k]) &&
  first(toks[k].lower) === 'VBD' &&
  !/^(had|could|would|should|might)$/.test(toks[k].lower);

const PLURAL_WORDS = new Set(['people', 'children', 'men', 'women', 'police']);

/** Words after which "you" is the subject of a clause, not an object ("I thought you was", "if you was"). */
const YOU_SUBJECT_AFTER =
  /^(that|if|when|whether|because|since|while|though|although|unless|think|thought|knew|know|hope|guess|heard|felt|believe|believed|wish|wished|suppose|sure|glad)$/;

/** "people thinks" → "think", "people who has" → "have", "children is" → "are": these nouns are plural. */
export function pluralWordEdits(c: Ctx): GrammarEdit[] {
  const toks = c.toks;
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const verb = toks[i];
    // "we was", "they has": "we" and "they" are always subjects, always plural
    const we = toks[i - 1];
    const plural = PLURAL_VERB[verb.lower];
    if (we.word && /^([Ww]e|[Tt]hey)$/.test(we.text) && plural && verb.lower !== 'am' && lowerWord(verb)) {
      edits.push(edit(verb, plural, 'subject-verb-agreement', `"${we.text}" is plural: "${plural}".`));
      continue;
    }
    // "most of them has", "all of us was": a share of a plural pronoun is plural (not "one/each/none of them")
    if (
      plural &&
      verb.lower !== 'am' &&
      lowerWord(verb) &&
      i >= 3 &&
      /^(them|us|these|those)$/.test(we.lower) &&
      toks[i - 2].lower === 'of' &&
      isWord(toks[i - 3]) &&
      (toks[i - 3].text === toks[i - 3].lower || opensSentence(c, i - 3)) &&
      /^(most|many|some|all|both|several|few)$/.test(toks[i - 3].lower) &&
      toks[i - 4]?.lower !== 'one' // "one of the few of them"
    ) {
      const share = `${toks[i - 3].text} of ${we.text}`;
      edits.push(edit(verb, plural, 'subject-verb-agreement', `"${share}" is plural: "${plural}".`));
      continue;
    }
    // "I thought you was", "if you was": "you" opening a clause takes "were", "are", "have"
    if (
      plural &&
      /^(was|wasn['’]t|is|isn['’]t|has|hasn['’]t)$/.test(verb.lower) &&
      lowerWord(verb) &&
      /^(you|You)$/.test(we.text) &&
      (we.text === 'You' ? opensSentence(c, i - 1) : YOU_SUBJECT_AFTER.test(toks[i - 2]?.lower ?? ''))
    ) {
      edits.push(edit(verb, plural, 'subject-verb-agreement', `"you" takes a plural verb: "${plural}".`));
      continue;
    }
    // "Every people should plant trees" → "Everyone should": "every" takes one; before a modal, the verb stays
    // (not "every people has its own language", a people as a nation)
    if (
      verb.lower === 'people' &&
      verb.text === 'people' &&
      isWord(we) &&
      we.lower === 'every' &&
      (we.text === 'every' || opensSentence(c, i - 1)) &&
      lowerWord(toks[i + 1]) &&
      /^(should|must|can|could|will|would|may|might|shall)$/.test(toks[i + 1].lower)
    ) {
      const one = capitaliseLike(we.text, 'everyone');
      edits.push(
        make(
          we.start,
          verb.end,
          c.text,
          one,
          'subject-verb-agreement',
          `"every" speaks of one person at a time: "${one}".`,
        ),
      );
      continue;
    }
    const relative = /^(who|that)$/.test(toks[i - 1].lower) && i >= 2;
    const subject = relative ? toks[i - 2] : toks[i - 1];
    if (!PLURAL_WORDS.has(subject.lower) || !/^[a-z]+(?:n['’]t)?$/.test(verb.text)) continue;
    // "the number of people is": after "of", the noun is not the subject ("a people is": a nation)
    if (/^(of|a)$/.test(toks[i - (relative ? 3 : 2)]?.lower ?? '')) continue;
    let after = PLURAL_VERB[verb.lower];
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

const PLURAL_QUANTIFIER = /^(many|several|few|various|numerous|two|three|four|five|six|seven|eight|nine|ten)$/;

/** "There is many ways", "there was also people", "there is students" → "there are/were …". */
export function thereAreEdits({ toks }: Ctx): GrammarEdit[] {
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
    // ("there was less people": "less" before a plural is "fewer", and the plural is the subject)
    const after1 = /^(no|some|any|less|fewer)$/.test(next.lower)
      ? j + 1
      : /^(lots|plenty|loads)$/.test(next.lower) && toks[j + 1]?.lower === 'of'
        ? j + 2
        : -1;
    // after "any/no/some" a noun in -s that is also a verb is the noun ("if there is any changes")
    const pluralAfterQuantifier = (t: Token | undefined, k: number) =>
      pluralNoun(t, k) ||
      (lowerWord(t) &&
        first(t.lower) === 'NNS' &&
        !tagsOf(t.lower).includes('NN') &&
        !isUncountable(t.lower) &&
        endsNounPhrase(toks[k + 1]) &&
        !/^(and|or)$/.test(toks[k + 1]?.lower ?? ''));
    const plural =
      after1 >= 0
        ? pluralAfterQuantifier(toks[after1], after1)
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

// ---------------------------------------------------------------------------------------------------------
// many students reads → read; the lab exam have been → has been

const PLURAL_SUBJECT_DETERMINERS =
  /^(the|these|those|many|most|some|all|both|several|few|other|my|our|your|his|her|their|such|various|numerous)$/;
const SINGULAR_SUBJECT_DETERMINERS = /^(the|this|that|each|every|my|our|your|his|her|their|its)$/;
const SUBJECT_ADVERBS = /^(only|also|often|usually|always|never|rarely|still|just|really|sometimes|generally|mostly)$/;

/** Units and amounts: after a count they name one quantity ("300 rupees is", "5 kilometres is"). */
const MEASURES =
  /^(rupees|paise|dollars|euros|pounds|yen|kilometres|kilometers|kms|miles|metres|meters|feet|inches|kilos|kilograms|kgs|grams|litres|liters|percent|lakhs|crores|marks|points|runs|overs|pages|words|calories|degrees|bucks)$/;

/** Plural nouns of time, which open adverbials ("these days is used", "most years is") rather than subjects. */
const TIME_PLURALS =
  /^(seconds|minutes|hours|days|nights|mornings|evenings|weekends|weeks|months|years|decades|centuries|ages|times|occasions|seasons|semesters)$/;

/** A plural noun and nothing else (not a verb, not a singular, not a group): "students", "sides", "visuals". */
function pluralNounOnly(t: Token | undefined): t is Token {
  if (!lowerWord(t) || /(ics|ss|us)$/.test(t.lower) || isUncountable(t.lower) || GROUP_NOUNS.has(t.lower)) return false;
  if (TIME_PLURALS.test(t.lower)) return false;
  const tags = tagsOf(t.lower);
  return tags.length > 0 && tags.every((x) => x === 'NNS');
}

export function subjectVerbEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const det = toks[i];
    // "More than 300 passengers was": a count of two or more, at a clause start or after "more than", "over" …
    const count =
      (/^\d[\d,]*$/.test(det.text) && Number(det.text.replace(/,/g, '')) > 1) ||
      /^(two|three|four|five|six|seven|eight|nine|ten|hundreds|thousands)$/.test(det.lower);
    const countOpens =
      count &&
      (opensClauseAfterAdverb(c, i) ||
        (/^(than)$/.test(toks[i - 1]?.lower ?? '') &&
          /^(more|less|fewer)$/.test(toks[i - 2]?.lower ?? '') &&
          opensClauseAfterAdverb(c, i - 2)) ||
        (/^(over|about|around|nearly|almost|only|approximately|some)$/.test(toks[i - 1]?.lower ?? '') &&
          opensClauseAfterAdverb(c, i - 1)));
    // "Everyday thousands of vehicles releases": "thousands of", "hundreds of" … before a plural noun count it
    const countOf =
      /^(hundreds|thousands|millions|lakhs|crores|dozens)$/.test(det.lower) &&
      toks[i + 1]?.lower === 'of' &&
      (opensClauseAfterAdverb(c, i) ||
        (/^(everyday|daily|nowadays|today|now)$/i.test(toks[i - 1]?.text ?? '') && opensClause(c, i - 1)));
    if (!isWord(det) && !countOpens) continue;
    if (!countOpens && !countOf && !opensClauseAfterAdverb(c, i)) continue;
    // "Ranbir's acting were": a name's (or a noun's) possessive before one thing
    const possessive =
      isWord(det) &&
      /^[A-Za-z]+['’]s$/.test(det.text) &&
      !/^(it|he|she|that|what|there|here|who|let)['’]s$/i.test(det.text);
    const plural = countOpens || countOf || PLURAL_SUBJECT_DETERMINERS.test(det.lower);
    const singular = !countOpens && !countOf && (SINGULAR_SUBJECT_DETERMINERS.test(det.lower) || possessive);
    if (!plural && !singular) continue;
    let k = countOf ? i + 2 : i + 1;
    // "All the students is": "all" or "both" before "the", "my" …
    if (
      /^(all|both)$/.test(det.lower) &&
      lowerWord(toks[k]) &&
      /^(the|my|our|your|his|her|their|these|those)$/.test(toks[k].lower)
    )
      k++;
    // ("The main reason are": a word first an adjective, also a noun, before a word that is only a noun)
    const adjectiveBeforeNoun = (t: Token | undefined, after: Token | undefined) =>
      lowerWord(t) &&
      isAdjective(t.lower) &&
      (!tagsOf(t.lower).includes('NN') ||
        (!tagsOf(t.lower).some((x) => /^VB/.test(x)) && lowerWord(after) && /^NNS?$/.test(first(after.lower))));
    const adjectivesFrom = k;
    for (let n = 0; n < 2 && adjectiveBeforeNoun(toks[k], toks[k + 1]); n++) k++;
    // ("the main", "the biggest": an adjective of rank before the noun; not "the whole village were")
    const ranked =
      k > adjectivesFrom && !toks.slice(adjectivesFrom, k).some((t) => /^(whole|entire|other|same)$/.test(t.lower));
    // "the heart disease patients shows": one or two singular nouns before the plural head modify it
    let modified = false;
    if (plural && !countOpens) {
      const modifier = (t: Token | undefined) =>
        lowerWord(t) && first(t.lower) === 'NN' && !tagsOf(t.lower).includes('JJ') && !/s$/.test(t.lower);
      for (let m = 1; m <= 2 && modifier(toks[k + m - 1]); m++)
        // ("All the team members was": "is/was/has" too, after a noun that is only a plural)
        if (
          pluralNounOnly(toks[k + m]) &&
          lowerWord(toks[k + m + 1]) &&
          ((first(toks[k + m + 1].lower) === 'VBZ' && !/^(is|was|has|does)$/.test(toks[k + m + 1].lower)) ||
            (/^(is|was|has)$/.test(toks[k + m + 1].lower) && !MEASURES.test(toks[k + m].lower)))
        ) {
          k += m;
          modified = true;
          break;
        }
    }
    const noun = toks[k];
    if (!lowerWord(noun)) continue;
    // a plural that is also a verb form ("services", "reports") is the noun when a verb in -s follows it
    const verbAfter = (t: Token | undefined) =>
      lowerWord(t) && first(t.lower) === 'VBZ' && !/^(is|was|has|does)$/.test(t.lower);
    const word = noun.lower;
    // …or before "is/was/has" after "the" or a possessive ("the results is", "the songs is"), but not a noun in -s
    // that is one thing ("the means is", "the series is")
    const beAfter = (t: Token | undefined) =>
      lowerWord(t) &&
      /^(is|was|has)$/.test(t.lower) &&
      !/^(means|species|series|headquarters|works|odds|news|whereabouts|crossroads|barracks|data|media)$/.test(word);
    const pluralNoun =
      pluralNounOnly(noun) ||
      (countOf && word === 'people') ||
      (first(word) === 'NNS' &&
        !tagsOf(word).includes('NN') &&
        !TIME_PLURALS.test(word) &&
        !GROUP_NOUNS.has(word) &&
        !isUncountable(word) &&
        !/(ics|ss|us)$/.test(word) &&
        (verbAfter(toks[k + 1]) || beAfter(toks[k + 1])));
    // "300 rupees is a lot", "5 kilometres is far": an amount is one thing
    if (countOpens && MEASURES.test(word)) continue;
    if (plural && pluralNoun) {
      let v = k + 1;
      if (lowerWord(toks[v]) && SUBJECT_ADVERBS.test(toks[v].lower)) v++;
      const verb = toks[v];
      if (!lowerWord(verb)) continue;
      // (after nouns that modify the head, a word in -s that is first a verb is the verb: "patients shows")
      // (after "thousands of …", "many …", a word in -s that is also a noun is the verb before its object:
      // "thousands of vehicles releases smoke", "many users reports the same bug")
      const counted = countOf || (!countOpens && /^(many|several|numerous|various|most|all|both|few)$/.test(det.lower));
      const objectAfter = (t: Token | undefined) =>
        lowerWord(t) &&
        (/^(the|a|an|their|its|his|her|our|my|your|them|it|this|that|these|those)$/.test(t.lower) ||
          (first(t.lower) === 'NN' && !tagsOf(t.lower).includes('VBZ')));
      // (before "them", "it" …, which only an object is, a word in -s is the verb: "the students uses them")
      const nounVerb =
        (counted || (lowerWord(toks[v + 1]) && /^(them|it|us|him|me)$/.test(toks[v + 1].lower))) &&
        v === k + 1 &&
        first(verb.lower) !== 'NN' &&
        tagsOf(verb.lower).includes('VBZ') &&
        objectAfter(toks[v + 1])
          ? verbBaseOf(verb.lower)
          : undefined;
      const after =
        pluralVerbOf(verb.lower) ??
        (modified && first(verb.lower) === 'VBZ' ? verbBaseOf(verb.lower) : undefined) ??
        (nounVerb && tagsOf(nounVerb).includes('VBP') ? nounVerb : undefined);
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
      // (a word the tagger lacks counts when the dictionary knows it and it looks singular: "the glitch were")
      const nounOnly = (t: Token | undefined) =>
        lowerWord(t) &&
        !/s$/.test(t.lower) &&
        (tagsOf(t.lower).length > 0
          ? tagsOf(t.lower).every((x) => x === 'NN')
          : /^[a-z]{3,}$/.test(t.lower) && !/(i|a|ae|ly|ed|ing)$/.test(t.lower) && isKnownWord(t.lower));
      // ("Ranbir's acting were": after a possessive, a word in -ing is the thing done)
      const gerund =
        possessive && lowerWord(toks[k]) && /ing$/.test(toks[k].lower) && /^(were|are)$/.test(toks[k + 1]?.lower ?? '');
      // a word that is mostly a noun ("report", "project") counts when "have" and a quantity follow it
      const ownsMany =
        lowerWord(toks[end]) &&
        first(toks[end].lower) === 'NN' &&
        !/s$/.test(toks[end].lower) &&
        toks[end + 1]?.lower === 'have' &&
        /^(many|much|several|enough|lots|plenty|no)$/.test(toks[end + 2]?.lower ?? '');
      // "The main reason are": after an adjective, a word that is first a singular noun (not "the rest are")
      const rankedNoun =
        ranked &&
        lowerWord(toks[end]) &&
        /^(are|were)$/.test(toks[end + 1]?.lower ?? '') &&
        first(toks[end].lower) === 'NN' &&
        !tagsOf(toks[end].lower).some((x) => x === 'NNS' || x === 'JJ') &&
        !/(s|i|a|ae)$/.test(toks[end].lower) &&
        !BARE_PLURAL_TOO.test(toks[end].lower) &&
        !/^(group|lot|pair|set|bunch|host|body|world|nation|village|town|city|neighbourhood)$/.test(toks[end].lower);
      if (!nounOnly(toks[end]) && !ownsMany && !gerund && !rankedNoun) continue;
      if (!ownsMany && !gerund && nounOnly(toks[end + 1])) end++;
      const head = toks[end];
      // (a group noun takes a plural verb in British and Indian English: "the younger generation are")
      if (GROUP_NOUNS.has(head.lower) || COLLECTIVES_TOO.test(head.lower) || isUncountable(head.lower)) continue;
      const verb = toks[end + 1];
      if (!isWord(verb)) continue;
      const after = SINGULAR_VERB[verb.lower];
      if (!after) continue;
      // "if the cord were longer", "I wish my room were bigger": the subjunctive
      if (
        verb.lower === 'were' &&
        /\b(?:if|wish|wished|though|suppose|supposing|imagine)\s+$/i.test(
          c.text.slice(Math.max(0, det.start - 16), det.start),
        )
      )
        continue;
      // "the more people have", questions ("Does the system have"): the determiner must open the clause
      const next = toks[end + 2];
      // "have" before a participle ("My manager have approved") or what "have" takes
      const participle = lowerWord(next) && /^VB[DN]$/.test(first(next.lower)) && tagsOf(next.lower).includes('VBN');
      if (
        verb.lower === 'have' &&
        !participle &&
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
          capitaliseLike(verb.text, after),
          'subject-verb-agreement',
          `The subject "${c.text.slice(det.start, head.end)}" is singular: "${after}".`,
        ),
      );
    }
  }
  return edits;
}

/** Determiners of one thing, before a noun that "who" or "which" then stands for. */
const ONE_DETERMINERS = /^(a|an|the|this|that|every|each|any)$/;

/**
 * "The exams which was scheduled" → "were": the verb of a "which/who" clause agrees with the plural noun
 * before it (not after "one of": "one of the exams which was" may mean the one).
 */
export function relativeAgreementEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const rel = toks[i];
    const noun = toks[i - 1];
    const verb = toks[i + 1];
    // (not "that", which also opens what is said: "he told his parents that is fine")
    if (!lowerWord(rel) || !/^(which|who)$/.test(rel.lower) || !lowerWord(verb)) continue;
    // "a person who are capable" → "is": one person, after "a", "the", "every"
    const one = SINGULAR_VERB[verb.lower];
    // (only "who", and not after a preposition: "rocks near the coast which are" speaks of the rocks)
    if (
      one &&
      rel.lower === 'who' &&
      !(isWord(toks[i - 3]) && /^(IN|TO)$/.test(first(toks[i - 3].lower))) &&
      /^(are|were|have)$/.test(verb.lower) &&
      lowerWord(toks[i - 2]) &&
      ONE_DETERMINERS.test(toks[i - 2].lower) &&
      lowerWord(noun) &&
      tagsOf(noun.lower).length > 0 &&
      tagsOf(noun.lower).every((x) => x === 'NN') &&
      !/s$/.test(noun.lower) &&
      !GROUP_NOUNS.has(noun.lower) &&
      !isUncountable(noun.lower) &&
      !c.text.slice(noun.end, rel.start).includes(',') &&
      !toks.slice(Math.max(0, i - 6), i - 2).some((t) => /^(of|one|each)$/.test(t.lower))
    ) {
      // ("a person who have been": "have" only before a participle or an object)
      const after = toks[i + 2]?.lower ?? '';
      if (verb.lower !== 'have' || /^(been|a|an|the|to|no)$/.test(after) || tagsOf(after).includes('VBN'))
        edits.push(
          edit(verb, one, 'subject-verb-agreement', `"${rel.text}" stands for "${noun.text}", one: "${one}".`),
        );
      continue;
    }
    // "relatives who lives" → "live": right after "who", a word in -s is its verb
    const lives =
      rel.lower === 'who' && !PLURAL_VERB[verb.lower] && tagsOf(verb.lower).includes('VBZ')
        ? verbBaseOf(verb.lower)
        : undefined;
    if (!lives && !/^(is|was|has|does|doesn['’]t|isn['’]t|wasn['’]t|hasn['’]t)$/.test(verb.lower)) continue;
    // "…, which was a mistake" and "which is why" speak of the whole clause before
    if (c.text.slice(noun.end, rel.start).includes(',') || /^(why|what|how)$/.test(toks[i + 2]?.lower ?? '')) continue;
    const head = opensSentence(c, i - 1) ? { ...noun, text: noun.lower } : noun;
    if (!pluralNounOnly(head) || MEASURES.test(noun.lower)) continue;
    // "one of the exams which was", "each of the rooms that has": the clause may be about the one
    const before = toks.slice(Math.max(0, i - 5), i - 1).map((t) => t.lower);
    if (before.includes('of') || before.includes('one') || before.includes('each')) continue;
    const after = PLURAL_VERB[verb.lower] ?? lives;
    if (!after) continue;
    edits.push(
      edit(
        verb,
        after,
        'subject-verb-agreement',
        `"${rel.text}" stands for "${noun.text}", which is plural: "${after}".`,
      ),
    );
  }
  return edits;
}

/** Nouns without a plural in -s that take a plural verb, or may: "youth have", "mankind have". */
const BARE_PLURAL_TOO =
  /^(youth|mankind|humankind|clergy|majority|minority|rest|remainder|number|variety|bulk|livestock|poultry|vermin|offspring)$/;

/**
 * A subject without a determiner opening the sentence: "Mobile phones has become" → "have", "Students uses them"
 * → "use", "Technology have changed" → "has" (an uncountable noun), "These is" → "These are".
 */
export function openingSubjectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    if (!isWord(toks[i]) || !opensSentence(c, i) || !/^[A-Z][a-z]+$/.test(toks[i].text)) continue;
    const opener = { ...toks[i], text: toks[i].lower };
    // "These is my book" → "These are": "these" and "those" alone are plural
    if (/^(these|those)$/.test(opener.lower) && lowerWord(toks[i + 1]) && lowerWord(toks[i + 2])) {
      const after = PLURAL_VERB[toks[i + 1].lower];
      if (after && toks[i + 1].lower !== 'am')
        edits.push(edit(toks[i + 1], after, 'subject-verb-agreement', `"${toks[i].text}" is plural: "${after}".`));
      continue;
    }
    if (
      PLURAL_SUBJECT_DETERMINERS.test(opener.lower) ||
      SINGULAR_SUBJECT_DETERMINERS.test(opener.lower) ||
      isNameWord(opener.lower)
    )
      continue;
    // "Rainwater harvesting were made compulsory", "Online shopping are popular": a singular noun or an
    // adjective, then an activity in -ing, is one thing
    const activity = toks[i + 1];
    const were = toks[i + 2];
    const openerTags = tagsOf(opener.lower);
    if (
      lowerWord(activity) &&
      /[a-z]{3}ing$/.test(activity.lower) &&
      tagsOf(activity.lower).includes('NN') &&
      lowerWord(were) &&
      /^(are|were)$/.test(were.lower) &&
      lowerWord(toks[i + 3]) &&
      !/s$/.test(opener.lower) &&
      !GROUP_NOUNS.has(opener.lower) &&
      !BARE_PLURAL_TOO.test(opener.lower) &&
      !openerTags.some((x) => /^(NNS|DT|PRP|CD|IN|CC|RB|WDT|WP|MD)/.test(x)) &&
      (openerTags.length ? /^(NN|JJ)$/.test(openerTags[0]) : isKnownWord(opener.lower))
    ) {
      const one = SINGULAR_VERB[were.lower];
      edits.push(
        edit(
          were,
          one,
          'subject-verb-agreement',
          `The subject "${toks[i].text} ${activity.text}" is one activity: "${one}".`,
        ),
      );
      continue;
    }
    // one adjective may come first ("Heavy rains", "Mobile phones"), then the noun in lower case
    const adjective = isAdjective(opener.lower) && lowerWord(toks[i + 1]) && /^NN/.test(first(toks[i + 1].lower));
    const at = adjective ? i + 1 : i;
    const noun = adjective ? toks[i + 1] : opener;
    const verb = toks[at + 1];
    const next = toks[at + 2];
    if (!lowerWord(verb) || !lowerWord(next)) continue;
    const word = noun.lower;
    const nounTags = tagsOf(word);
    let after: string | undefined;
    let plural = false;
    // (a plural that is also a verb form, "phones", "rains", is the noun before a verb: "Heavy rains has caused")
    // ("Thanks goes to my team": a word of thanks, not a count)
    if (word === 'thanks') continue;
    const pluralNoun =
      pluralNounOnly({ ...noun }) ||
      (first(word) === 'NNS' &&
        !nounTags.includes('NN') &&
        !TIME_PLURALS.test(word) &&
        !GROUP_NOUNS.has(word) &&
        !isUncountable(word) &&
        !/(ics|ss|us)$/.test(word) &&
        (/^(is|was|has)$/.test(verb.lower) || first(verb.lower) === 'VBZ'));
    if (pluralNoun && !MEASURES.test(noun.lower)) {
      // (a lone capitalised plural may be a title: "Friends is my favourite show", so "is/was" only after an
      // adjective)
      if (/^(is|was)$/.test(verb.lower) && !adjective) continue;
      after =
        pluralVerbOf(verb.lower) ??
        (first(verb.lower) === 'VBZ' && /^(them|it|us|him|her|me|the|a|an|their|our|my|your)$/.test(next.lower)
          ? verbBaseOf(verb.lower)
          : undefined);
      if (after && !tagsOf(after).some((t) => t === 'VBP' || t === 'VB')) after = undefined;
      plural = true;
    } else if (
      // an uncountable noun, or an abstract one mostly used without a plural ("technology", "tourism"; not
      // "security", "intelligence", "Apple", which may name a body of people or a firm: "Security have been alerted")
      (isUncountable(word) ||
        (/(ology|ism|ness)$/.test(word) && unigramCount(word) >= 3 * unigramCount(pluralOf(word)))) &&
      nounTags.length > 0 &&
      nounTags.every((x) => x === 'NN') &&
      !/(a|i|s)$/.test(noun.lower) &&
      !GROUP_NOUNS.has(noun.lower) &&
      !BARE_PLURAL_TOO.test(noun.lower)
    ) {
      // "Technology have changed", "Pollution are increasing": only before a participle or an -ing form
      const participle = tagsOf(next.lower).includes('VBN') || next.lower === 'been';
      const ing = /ing$/.test(next.lower) && tagsOf(next.lower).includes('VBG');
      if ((verb.lower === 'have' && participle) || (/^(are|were)$/.test(verb.lower) && (ing || participle)))
        after = SINGULAR_VERB[verb.lower];
    }
    if (!after || after === verb.lower) continue;
    const subject = c.text.slice(toks[i].start, noun.end);
    edits.push(
      edit(
        verb,
        after,
        'subject-verb-agreement',
        `The subject "${subject}" is ${plural ? 'plural' : 'singular'}: "${after}".`,
      ),
    );
  }
  return edits;
}
