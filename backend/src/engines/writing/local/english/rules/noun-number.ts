import { isKnownWord } from '../../vocabulary';
import type { GrammarEdit } from '../../grammar';
import { isUncountable, pluralOf, tagsOf } from '../../lexicon';
import { bigramCount, unigramCount } from '../../ngrams';
import { matchCase } from 'src/common/text';
import { wordTable } from '../../word-table';
import { edit, make, opensSentence, type Ctx } from '../context';
import { pluralVerbOf, SINGULAR_VERB } from '../data/verb-number';
import { OF_DETERMINERS, PLURAL_DETERMINERS, PLURAL_PHRASES, SINGULAR_BEFORE } from '../data/determiners';
import { COLLECTIVES, GROUP_NOUNS, PLURAL_MODIFIERS, UNCOUNTABLE_PLURALS } from '../data/nouns';
import { nounPluralOf, singularOf } from '../inflect';
import type { Token } from '../tokenize';
import { endsNounPhrase, first, isAdjective, isPluralNounOnly, lowerWord } from '../words';

/**
 * The number of a noun: plural after "several", "one of the", "a lot of" ("several reason", "one of my
 * friend"); singular after "a", "every" ("a cars"); no plural for an uncountable noun ("informations");
 * "these" before a plural ("this cars").
 */

const isNounFirst = (w: string) => tagsOf(w)[0] === 'NN';

/** Index just after a quantifier ending at token i-1 that needs a plural, or -1. */
function pluralTrigger(toks: Token[], i: number): { after: number; mass: boolean } | undefined {
  const prev = toks[i - 1];
  if (!prev?.word) return undefined;
  if (PLURAL_DETERMINERS.has(prev.lower)) return { after: i, mass: false };
  // "understand certain thing", "with other driver": without an article before them, "certain" and
  // "other" take a plural ("a certain thing", "the other driver" are singular)
  // ("a string or other object" is the idiom: one thing or another of its kind)
  if (
    (prev.lower === 'certain' || prev.lower === 'other') &&
    toks[i - 2]?.word &&
    !SINGULAR_BEFORE.has(toks[i - 2].lower) &&
    toks[i - 2].lower !== 'or'
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

const NUMBER_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)$/;

export function nounNumberEdits({ toks }: Ctx): GrammarEdit[] {
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
    // a noun that modifies the next one ("many car accidents", "two client calls") or a verb after a pronoun
    // ("many use it")
    if (
      next?.word &&
      (tagsOf(next.lower)[0]?.startsWith('NN') ||
        (tagsOf(next.lower).includes('NNS') && /s$/.test(next.lower)) ||
        /^(it|them|him|her|us|me|you|the|a|an)$/.test(next.lower) ||
        // a plural the tagger lacks ("two custom headers")
        (!tagsOf(next.lower).length && /[^s]s$/.test(next.lower) && isKnownWord(next.lower)))
    )
      continue;
    // "platform-specific": the first half of a compound
    if (next?.text === '-') continue;
    // "eight point six", "two dot five": a decimal read out, not a count
    if (next && (/^\d/.test(next.text) || NUMBER_WORD.test(next.lower))) continue;
    // "both performance and memory", "both light and sharp", "either code or data": one of a pair, each as it is
    if (/^(both|either|neither)$/.test(toks[i - 1].lower) && /^(and|or|nor|&|\/)$/.test(next?.lower ?? '')) continue;
    // "…and a Redmi Note 12; both crash.": "both" as the subject, and its verb ending the clause
    if (
      j === i &&
      /^(both|all|many|several)$/.test(toks[i - 1].lower) &&
      (!toks[i - 2] || /^[;:.!?]$/.test(toks[i - 2].text)) &&
      (!next || /^[.!?;]$/.test(next.text)) &&
      tagsOf(noun.lower).some((x) => /^VBP?$/.test(x))
    )
      continue;
    // "certain vendor neutral variables": the noun and an adjective make one modifier
    if (lowerWord(next) && first(next.lower) === 'JJ' && lowerWord(toks[j + 2]) && /^NN/.test(first(toks[j + 2].lower)))
      continue;
    const plural = nounPluralOf(noun.lower);
    if (plural === noun.lower || unigramCount(plural) < 1_000_000) continue;
    // after "a lot of", "most of the" …: only nouns that are clearly countable (their plural is common)
    if (trigger.mass && unigramCount(plural) < 0.3 * unigramCount(noun.lower)) continue;
    // the word before the noun must go with the plural at least as well as with the singular
    const before = toks[j - 1].lower;
    if (bigramCount(before, noun.lower) > 3 * Math.max(bigramCount(before, plural), 1)) continue;
    edits.push(edit(noun, plural, 'plural-noun', `After "${toks[i - 1].text}", the noun is plural.`));
    // "these problem occurs" → "these problems occur": the verb after the noun agrees with it too
    // (not after a preposition: "one of these problem is" is about the one)
    const subject =
      PLURAL_DETERMINERS.has(toks[i - 1].lower) &&
      !(toks[i - 2]?.word && /^(IN|TO)$/.test(first(toks[i - 2].lower))) &&
      toks[i - 2]?.lower !== 'of';
    const verbAfter = lowerWord(next) && subject ? pluralVerbOf(next.lower) : undefined;
    if (verbAfter && next && verbAfter !== next.lower && !/^(am)$/.test(next.lower))
      edits.push(edit(next, verbAfter, 'plural-noun', `"${toks[i - 1].text} ${plural}" is plural: "${verbAfter}".`));
  }
  return edits;
}

/** Nouns of quantity, which a plural follows ("a dozen eggs", "a pair of shoes"). */
const QUANTITY_NOUNS =
  /^(lot|dozen|hundred|thousand|million|billion|couple|pair|number|majority|variety|series|range|set|bunch|group|kind|sort|type|handful|plenty|total|minimum|maximum|lakh|crore|score)$/;

/** "a cars", "an experts", "every details", "a slow movements": one thing, so the noun is singular. */
export function singularNounEdits({ toks }: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const det = toks[i - 1];
    // (a capital only on "Each", "Every", "Another" opening a sentence: "A" may open a title)
    if (!/^(a|an|every|each|another)$/.test(det.lower) || !/^(?:[a-z]+|Each|Every|Another)$/.test(det.text)) continue;
    if (det.lower === 'a' && /^(lot|few|couple|number|great|good|many|days)$/.test(toks[i]?.lower ?? '')) continue;
    // "one and a half cups": the count is more than one
    if (det.lower === 'a' && toks[i]?.lower === 'half' && toks[i - 2]?.lower === 'and') continue;
    let j = i;
    while (j < i + 2 && toks[j]?.word && isAdjective(toks[j].lower) && toks[j + 1]?.word) j++;
    // "a football club fans.": nouns that modify the last one, a plural that ends the phrase
    const modifier = (t: Token | undefined) =>
      lowerWord(t) &&
      tagsOf(t.lower).length > 0 &&
      tagsOf(t.lower).every((x) => x === 'NN') &&
      !QUANTITY_NOUNS.test(t.lower);
    let modified = false;
    for (let m = 0; m < 2 && /^(a|an)$/.test(det.lower) && modifier(toks[j + m]); m++) {
      const last = toks[j + m + 1];
      const after = toks[j + m + 2];
      const pluralLast =
        lowerWord(last) &&
        first(last.lower) === 'NNS' &&
        !tagsOf(last.lower).includes('NN') &&
        !isUncountable(last.lower);
      if (
        pluralLast &&
        (!after?.word || /^(IN|TO|CC)$/.test(first(after.lower))) &&
        !/^['’-]/.test(after?.text ?? '')
      ) {
        j += m + 1;
        modified = true;
        break;
      }
    }
    const noun = toks[j];
    const next = toks[j + 1];
    if (!noun?.word || !/^[a-z]+$/.test(noun.text)) continue;
    const tags = tagsOf(noun.lower);
    // "in every details.": after "every", "each", "another", a plural that is also a verb is the noun
    const endsPhrase = !next?.word || /^(IN|TO|CC)$/.test(first(next.lower));
    const verbToo =
      tags.includes('VBZ') &&
      (/^(every|each|another)$/.test(det.lower) || modified) &&
      endsPhrase &&
      !/^(means|series|species|news|works|headquarters)$/.test(noun.lower);
    if (tags[0] !== 'NNS' || tags.includes('NN') || (tags.includes('VBZ') && !verbToo)) continue;
    if (next?.word && (tagsOf(next.lower)[0] ?? '').startsWith('NN')) continue; // "a sports car"
    // "an operations lead", "a sales executive": a plural that names a field before the noun it modifies
    if (PLURAL_MODIFIERS.has(noun.lower) && lowerWord(next) && tagsOf(next.lower).includes('NN')) continue;
    if (det.lower === 'every' && /^(few|other)$/.test(toks[i].lower)) continue;
    const singular = singularOf(noun.lower);
    if (!singular) continue;
    edits.push(edit(noun, singular, 'singular-noun', `After "${det.text}", the noun is singular.`));
  }
  return edits;
}

/** People named by what they do, who speak as a group ("scientists agree", "experts say"). */
const PEOPLE_ROLES =
  /^(scientist|researcher|expert|student|teacher|parent|doctor|economist|psychologist|critic|supporter|consumer|customer|employee|worker|farmer|citizen|voter|politician|leader|manager|engineer|analyst|specialist|professional|educator|historian|philosopher|biologist|environmentalist)$/;

/** Words that fix an event in time (yesterday, ago, last week, tomorrow, next month, tonight). */
const FIXED_TIMES = /^(yesterday|ago|last|tomorrow|next|tonight|today)$/;

/** The tokens after position i up to the end of its sentence. */
function sentenceAfter(toks: Token[], i: number): Token[] {
  const end = toks.findIndex((t, k) => k > i && /^[.!?]$/.test(t.text));
  return toks.slice(i + 1, end < 0 ? toks.length : end);
}

/** "Recently scientist have been …": a bare singular noun as the subject of "have/are/were" is plural. */
export function bareSubjectEdits({ toks }: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 1 < toks.length; i++) {
    const noun = toks[i];
    const verb = toks[i + 1];
    // "some driver make trouble": "some" and a verb that is not in -s make the noun plural
    if (
      toks[i - 1]?.lower === 'some' &&
      lowerWord(noun) &&
      tagsOf(noun.lower).length > 0 &&
      tagsOf(noun.lower).every((x) => x === 'NN') &&
      !isUncountable(noun.lower) &&
      !/^(time|day|way|one|thing|place|point|extent|degree|kind|sort|reason|morning|evening|night)$/.test(noun.lower) &&
      lowerWord(verb) &&
      /^VBP?$/.test(first(verb.lower)) &&
      !tagsOf(verb.lower).some((x) => /^(VBD|VBN|VBZ|MD|IN|JJ)$/.test(x)) &&
      lowerWord(toks[i + 2])
    ) {
      const plural = pluralOf(noun.lower);
      if (plural !== noun.lower && unigramCount(plural) >= 0.3 * unigramCount(noun.lower))
        edits.push(edit(noun, plural, 'plural-noun', `"some … ${verb.text}" speaks of more than one: "${plural}".`));
      continue;
    }
    // "Scientist agree that …": a person's role before a bare verb and what it takes speaks of them all
    const roleVerb =
      PEOPLE_ROLES.test(noun.lower) &&
      lowerWord(verb) &&
      tagsOf(verb.lower).length > 0 &&
      tagsOf(verb.lower).every((x) => x === 'VB' || x === 'VBP') &&
      /^(that|to|the|a|an|their|it|them|this|these|with|on|in|about)$/.test(toks[i + 2]?.lower ?? '');
    if ((!/^(have|are|were)$/.test(verb.lower) && !roleVerb) || !/^[A-Za-z][a-z]+$/.test(noun.text)) continue;
    // a time that fixes the event speaks of one person and one act: "Manager approve the leave yesterday" is
    // "The manager approved", not "Managers approve"
    if (roleVerb && sentenceAfter(toks, i).some((t) => FIXED_TIMES.test(t.lower))) continue;
    const prev = toks[i - 1];
    if (noun.text !== noun.lower && !(roleVerb && (!prev || /^[.!?]$/.test(prev.text)))) continue;
    // the noun opens the sentence or follows an opening adverb ("Recently", "Today", "Nowadays")
    const opens =
      !prev ||
      /^[.!?,;]$/.test(prev.text) ||
      (tagsOf(prev.lower)[0] === 'RB' && (!toks[i - 2] || /^[.!?]$/.test(toks[i - 2].text)));
    if (!opens) continue;
    const tags = tagsOf(noun.lower);
    if (tags[0] !== 'NN' || tags.includes('JJ') || tags.includes('VB') || isUncountable(noun.lower)) continue;
    // ("Also, youth have": a group noun takes a plural verb in Indian and British English)
    if (GROUP_NOUNS.has(noun.lower)) continue;
    const plural = pluralOf(noun.lower);
    if (unigramCount(plural) < 1_000_000) continue;
    edits.push(
      edit(
        noun,
        matchCase(noun.text, plural),
        'plural-noun',
        `"${verb.text}" goes with a plural subject: "${plural}".`,
      ),
    );
  }
  return edits;
}

/** Quantifiers of things one counts, and what an uncountable noun takes instead ("many advices" → "a lot of advice"). */
const COUNTING_QUANTIFIERS: Readonly<Record<string, string>> = wordTable({
  many: 'a lot of',
  several: 'some',
  numerous: 'a lot of',
});

export function uncountableEdits(c: Ctx): GrammarEdit[] {
  const { toks } = c;
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < toks.length; i++) {
    const singular = UNCOUNTABLE_PLURALS[toks[i].lower];
    if (!singular || /^[A-Z]{2,}$/.test(toks[i].text)) continue;
    // "the peoples of Europe" (nations) is the one accepted use
    if (toks[i].lower === 'peoples' && toks[i + 1]?.lower === 'of') continue;
    // "many advices" → "a lot of advice": the quantifier changes with the noun ("many advice" is no better)
    const quantifier = toks[i - 1];
    // ("many peoples" may be nations, and is a possessive slip more often than a count: only the noun changes)
    const instead = quantifier && toks[i].lower !== 'peoples' && COUNTING_QUANTIFIERS[quantifier.lower];
    // the noun as a subject takes a singular verb: "The informations you gave were wrong" → "was"
    const opener = instead
      ? toks[i - 1]
      : /^(the|my|your|his|her|our|their|all|this|these|those)$/.test(toks[i - 1]?.lower ?? '')
        ? toks[i - 1]
        : toks[i];
    // (not a group noun: "The staff were helpful" is right in British and Indian English)
    if (opensSentence(c, toks.indexOf(opener)) && !GROUP_NOUNS.has(singular)) {
      let k = i + 1;
      if (
        /^(you|we|they|i|he|she)$/i.test(toks[k]?.text ?? '') &&
        /^VB[DP]?$/.test(tagsOf(toks[k + 1]?.lower ?? '')[0] ?? '')
      )
        k += 2;
      const verb = toks[k];
      const one = verb && SINGULAR_VERB[verb.lower];
      if (one && /^(are|were|have|don't|aren't|weren't|haven't)$/.test(verb.lower))
        edits.push(edit(verb, matchCase(verb.text, one), 'uncountable', `"${singular}" is one thing: "${one}".`));
    }
    if (instead) {
      edits.push(
        make(
          quantifier.start,
          toks[i].end,
          c.text,
          `${matchCase(quantifier.text, instead)} ${singular}`,
          'uncountable',
          `"${singular}" has no plural form in English, and is not counted: "${instead} ${singular}".`,
        ),
      );
      continue;
    }
    edits.push(
      edit(toks[i], matchCase(toks[i].text, singular), 'uncountable', `"${singular}" has no plural form in English.`),
    );
  }
  return edits;
}

/** "this cars" → "these cars", "this new companies" → "these new companies". */
export function theseEdits({ toks }: Ctx): GrammarEdit[] {
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

// ---------------------------------------------------------------------------------------------------------
// one of my friend → one of my friends

export function oneOfEdits(c: Ctx): GrammarEdit[] {
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
