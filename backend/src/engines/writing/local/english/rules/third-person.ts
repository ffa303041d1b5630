import type { GrammarEdit } from '../../grammar';
import { isUncountable, pastOf, tagsOf } from '../../lexicon';
import { isCountryName, isKnownWord, isNameWord } from '../../vocabulary';
import { make, opensClause, opensClauseAfterAdverb, opensSentence, type Ctx } from '../context';
import { GROUP_NOUNS } from '../data/nouns';
import { COLLECTIVES_TOO } from '../data/verb-number';
import { thirdPersonOf, untaggedVerb } from '../inflect';
import type { Token } from '../tokenize';
import { first, isAdjective, isName, isWord, lowerWord } from '../words';
import { pastSentence } from './tense';
import { wordTable } from '../../word-table';

// ---------------------------------------------------------------------------------------------------------
// Rahul go to school → Rahul goes to school; my brother go → goes; everyone are → everyone is

/** People a possessive names as one subject: "my brother", "her teacher". */
const PERSON_NOUNS =
  /^(brother|sister|mother|father|mom|mum|dad|son|daughter|uncle|aunt|aunty|cousin|wife|husband|friend|teacher|boss|manager|neighbour|neighbor|grandfather|grandmother|grandma|grandpa|colleague|roommate|classmate|landlord|doctor|driver|maid|baby|child|kid|boyfriend|girlfriend|fiance|fiancee)$/;
const OWNERS = /^(my|his|her|our|your|their)$/;
/** Pronouns that take a singular verb: "everyone is", "somebody knows". */
const SINGULAR_PRONOUNS =
  /^(everyone|everybody|someone|somebody|anyone|anybody|nobody|everything|something|anything|nothing)$/;
const TO_SINGULAR: Readonly<Record<string, string>> = wordTable({
  are: 'is',
  were: 'was',
  "don't": "doesn't",
  'don’t': 'doesn’t',
  do: 'does',
  have: 'has',
});
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
function baseVerb(t: Token | undefined, next?: Token): t is Token {
  if (!lowerWord(t) || MODALS.test(t.lower)) return false;
  // "the ice cream better not melt": "better" before "not" or a bare verb is "had better", a modal
  if (t.lower === 'better') return false;
  // a verb the tagger lacks may as well be a noun ("the copper scroll merely notes"): only before its object
  // ("the job retry three times", "the app sync your contacts")
  if (untaggedVerb(t.lower)) return lowerWord(next) && /^(DT|CD|PRP|PRP\$)$/.test(tagsOf(next.lower)[0] ?? '');
  const tags = verbTags(t.lower);
  // (the lexicon also tags "come" as VBZ: only a form in -s is one)
  return (
    tags.some((x) => x === 'VB' || x === 'VBP') &&
    !(tags.includes('VBZ') && /s$/.test(t.lower)) &&
    !/^(IN|RB|DT|PRP|CC|WDT|WRB|MD)/.test(tags[0])
  );
}
/** Its past is the same word ("hit", "cut", "put"; not "run", "become", whose past is "ran", "became"). */
const pastToo = (t: Token) => pastOf(t.lower) === t.lower && !/^(become|come|overcome|run|outrun)$/.test(t.lower);

/** Verbs that take a "to" infinitive: before "to" and a verb, the word is the verb ("this policy help to put"). */
const TO_VERBS =
  /^(help|need|want|try|seem|tend|continue|begin|start|fail|refuse|agree|decide|plan|hope|manage|aim|intend|attempt|prefer|appear|struggle|promise|offer|choose|expect|wish|deserve|learn|claim|threaten)$/;
/** Words after which "it" is the subject of a clause, not an object ("how it work", "because it take"). */
const IT_SUBJECT_AFTER =
  /^(how|what|where|why|when|whether|which|that|if|because|since|although|though|unless|until|till|once|while|so|and|but)$/;
/** Adverbs that stand between a subject and its verb: "he mainly concentrate", "she always forget". */
const MID_ADVERBS =
  /^(also|always|never|often|usually|still|really|sometimes|only|just|mainly|mostly|generally|rarely|seldom|normally|actually|even|hardly|simply|definitely|certainly|probably|truly|strongly)$/;
/** An acronym naming one thing: "the API", "this PDF" (not "the PCs"). */
const isAcronym = (t: Token | undefined): t is Token => !!t?.word && /^[A-Z]{2,5}$/.test(t.text);

/**
 * A singular common noun that takes a singular verb everywhere ("job", "leak", "award"; not "team", "news"),
 * or after "each"/"every", which make any noun one ("each team has").
 */
function singularNoun(t: Token | undefined, afterEach = false): t is Token {
  if (
    !lowerWord(t) ||
    ((GROUP_NOUNS.has(t.lower) || COLLECTIVES_TOO.test(t.lower)) && !afterEach) ||
    (/s$/.test(t.lower) && !/ss$/.test(t.lower))
  )
    return false;
  // a word the tagger lacks ("app", "leak") is a noun here when the dictionary knows it
  if (!tagsOf(t.lower).length)
    return /^[a-z]{3,}$/.test(t.lower) && !/(ly|ed|ing)$/.test(t.lower) && isKnownWord(t.lower);
  return first(t.lower) === 'NN';
}

/** The token after a code span in backticks opening at token k ("the `sync_users` job"), else k. */
function afterCodeSpan(c: Ctx, k: number): number {
  const toks = c.toks;
  if (toks[k]?.text !== '`') return k;
  for (let n = k + 1; n < toks.length && n <= k + 12; n++) {
    if (c.text.slice(toks[n - 1].end, toks[n].start).includes('\n')) return k;
    if (toks[n].text === '`') return n > k + 1 && c.text[toks[n].end] === ' ' ? n + 1 : k;
  }
  return k;
}

/**
 * A noun for a tool or a doer the lexicons lack, in -tor, -ter, -ler, -zer, -ser, -ner, -der ("validator",
 * "linter", "scheduler", "serializer", "bundler"): one thing, never a plural.
 */
const agentNoun = (t: Token | undefined): t is Token =>
  lowerWord(t) &&
  /^[a-z]{4,}(?:tor|ter|ler|zer|ser|ner|der)$/.test(t.lower) &&
  !tagsOf(t.lower).length &&
  !isNameWord(t.lower);

/** An uncountable noun that is only a singular noun ("pollution", "smoke", "traffic"; not "news", "staff"). */
const massNoun = (t: Token | undefined): t is Token =>
  lowerWord(t) &&
  isUncountable(t.lower) &&
  !/s$/.test(t.lower) &&
  !GROUP_NOUNS.has(t.lower) &&
  tagsOf(t.lower).length > 0 &&
  tagsOf(t.lower).every((x) => x === 'NN');

/**
 * The last token of the subject when an uncountable noun opens the clause at token i, with or without one
 * adjective, and then, it may be, a place or a source after it ("Pollution in Delhi", "Smoke from the fires").
 */
function massSubject(c: Ctx, i: number): number | undefined {
  const toks = c.toks;
  const t = toks[i];
  if (!t.word || !/^[A-Za-z][a-z]+$/.test(t.text) || (t.text !== t.lower && !opensSentence(c, i))) return undefined;
  const low = (k: number) => (k === i ? { ...toks[k], text: toks[k].lower } : toks[k]);
  let k = i;
  if (isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN') && massNoun(toks[k + 1])) k++;
  if (!massNoun(low(k))) return undefined;
  // "in Delhi", "in our city", "from the fires": a place or a source, then the verb
  if (lowerWord(toks[k + 1]) && /^(in|from|near|around|across)$/.test(toks[k + 1].lower)) {
    let m = k + 2;
    if (lowerWord(toks[m]) && /^(the|our|my|this|that|their|your|his|her|many|most|all)$/.test(toks[m].lower)) m++;
    if (isName(toks[m]) && !isName(toks[m + 1])) return m;
    if (lowerWord(toks[m]) && /^NNS?$/.test(first(toks[m].lower)) && !tagsOf(toks[m].lower).some((x) => /^VB/.test(x)))
      return m;
    return undefined;
  }
  return k;
}

/** A finished time: the sentence is about the past, whatever its verbs. */
const FINISHED_IN_SENTENCE = /\b(?:yesterday|ago|last (?:night|week|month|year|time))\b/i;

/** The sentence around token i (from the last . ! ? or line break before it to the next). */
function sentenceAround(c: Ctx, i: number): string {
  const at = c.toks[i].start;
  const from = Math.max(...['.', '!', '?', '\n'].map((p) => c.text.lastIndexOf(p, at))) + 1;
  const ends = ['.', '!', '?', '\n'].map((p) => c.text.indexOf(p, at)).filter((n) => n >= 0);
  return c.text.slice(from, ends.length ? Math.min(...ends) : undefined);
}

export function thirdPersonEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    // "Priya and my brother go": a subject of two is plural
    // "Priya and my brother go" is a subject of two; ", and the romance track add" opens a clause
    const joined = /^(and|or|nor|&)$/.test(toks[i - 1]?.lower ?? '') && toks[i - 2]?.text !== ',';
    // "he", "she" are subjects wherever they stand; "it" after "how", "because" … too
    const heShe =
      /^(he|she)$/.test(toks[i].text) || (toks[i].text === 'it' && IT_SUBJECT_AFTER.test(toks[i - 1]?.lower ?? ''));
    // "But like the lecturer suggest, …": "like" at a clause's start opens a clause too ("as")
    const likeClause = toks[i - 1]?.lower === 'like' && i >= 1 && opensClause(c, i - 1);
    // "…that the customer lose all": "that" opens a clause whose subject a determiner starts
    const thatClause = toks[i - 1]?.lower === 'that' && /^(the|this|my|his|her|our|your|their|its)$/.test(toks[i].text);
    if ((!opensClauseAfterAdverb(c, i) && !heShe && !likeClause && !thatClause) || joined) continue;
    // "…that Rahul go", after suggest/important: the subjunctive is right
    if (toks[i - 1]?.lower === 'that' && SUBJUNCTIVE_BEFORE.test(toks[i - 2]?.lower ?? '')) continue;
    let subjectEnd = -1;
    let kind: 'name' | 'person' | 'pronoun' | 'he' | 'noun' | undefined;
    let auxOnlyNoun = false;
    let bareMass = false;
    const t = toks[i];
    if (isName(t) && !isWord(toks[i - 1] ?? undefined) && isNameWord(t.text)) [subjectEnd, kind] = [i, 'name'];
    else if (OWNERS.test(t.lower) && lowerWord(toks[i + 1]) && PERSON_NOUNS.test(toks[i + 1].lower))
      [subjectEnd, kind] = [i + 1, 'person'];
    else if (t.word && SINGULAR_PRONOUNS.test(t.lower) && (t.text === t.lower || opensSentence(c, i)))
      [subjectEnd, kind] = [i, 'pronoun'];
    // "he mainly concentrate on", "how it work": he, she, it before an adverb and a bare verb, or "it" as the
    // subject after "how", "because" … (Harper checks "he go" itself; "it" may be an object: "let it go")
    else if (
      t.word &&
      /^(he|she|it)$/.test(t.lower) &&
      (t.text === t.lower || opensSentence(c, i)) &&
      ((t.lower !== 'it' && lowerWord(toks[i + 1]) && MID_ADVERBS.test(toks[i + 1].lower)) ||
        (t.lower === 'it' &&
          (opensSentence(c, i) ||
            IT_SUBJECT_AFTER.test(toks[i - 1]?.lower ?? '') ||
            (/^[,;]$/.test(toks[i - 1]?.text ?? '') && lowerWord(toks[i + 1]) && MID_ADVERBS.test(toks[i + 1].lower)))))
    )
      [subjectEnd, kind] = [i, 'he'];
    // "the job run every hour", "this award recognise", "each team lead have": a determiner, an adjective,
    // one or two singular nouns (not a group noun, which British and Indian English make plural)
    if (!kind && t.word && NOUN_DETERMINERS.test(t.lower) && (t.text === t.lower || opensSentence(c, i))) {
      let k = i + 1;
      if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN')) k++;
      // "The `sync_users` job run": a name in code before the noun modifies it
      k = afterCodeSpan(c, k);
      const each = /^(each|every)$/.test(t.lower);
      // "the first half drag": the first or second half of a film or a match is one stretch of it
      const halfOf = toks[k]?.lower === 'half' && /^(first|second)$/.test(toks[k - 1]?.lower ?? '');
      if (isAcronym(toks[k]) && baseVerb(toks[k + 1], toks[k + 2])) [subjectEnd, kind] = [k, 'noun'];
      else if (halfOf && toks[k].text === 'half') [subjectEnd, kind] = [k, 'noun'];
      // "the validator don't handle": a tool's name in -or/-er the lexicons lack, before an auxiliary only
      else if (agentNoun(toks[k]) && TO_SINGULAR[toks[k + 1]?.lower ?? ''] && toks[k + 1].text === toks[k + 1].lower)
        [subjectEnd, kind, auxOnlyNoun] = [k, 'noun', true];
      else if (singularNoun(toks[k], each)) {
        // "each team lead have": after "each", a second word the lexicon has as a noun ends the subject
        const second = toks[k + 1];
        const compound =
          ((each && lowerWord(second) && tagsOf(second.lower).includes('NN')) || singularNoun(second, each)) &&
          !MODALS.test(second?.lower ?? '');
        subjectEnd = compound && baseVerb(toks[k + 2], toks[k + 3]) ? k + 1 : k;
        kind = 'noun';
      }
    }
    // "Pollution in Delhi become worse", "Smoke from the fires reach": an uncountable noun opening the clause,
    // a place or a source after it ("in Delhi", "from the fires")
    if (!kind) {
      const mass = massSubject(c, i);
      if (mass !== undefined) [subjectEnd, kind, bareMass] = [mass, 'noun', true];
    }
    if (!kind) continue;
    // "India need 40 runs": a country is also its team, which British and Indian English make plural
    if (kind === 'name' && isCountryName(t.text)) continue;
    // "Anyone have a good homestay to recommend?": a question without its "Does"; "someone bring the Pepsi pls":
    // a request
    if (kind === 'pronoun' && opensSentence(c, i) && /^[^.!\n]*\?/.test(c.text.slice(t.end))) continue;
    if (kind === 'pronoun' && /^[^.!?\n]*\b(?:pls|plz|please)\b/i.test(c.text.slice(t.end))) continue;
    // "Everyone in the class were happy": a place after the pronoun ("in the class") is not its subject
    let auxOnly = auxOnlyNoun;
    if (kind === 'pronoun' && /^(in|at|from|on|across|around)$/.test(toks[i + 1]?.lower ?? '')) {
      let k = i + 2;
      if (lowerWord(toks[k]) && /^(the|this|that|my|our|your|his|her|their|our|every|each)$/.test(toks[k].lower)) k++;
      while (k < i + 5 && lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN'))
        k++;
      if (!lowerWord(toks[k]) || !/^NNS?$/.test(first(toks[k].lower))) continue;
      [subjectEnd, auxOnly] = [k, true];
    }
    // a sentence about the past wants the past tense, not the third person ("yesterday the client approve")
    // ("the service were slow" → "was" stays in the past; not "if the service were", the unreal "were")
    const wereOfOne =
      kind === 'noun' &&
      toks[subjectEnd + 1]?.lower === 'were' &&
      !/(i|a|ae)$/.test(toks[subjectEnd].lower) && // (a Latin plural: "the alumni were", "the criteria were")
      !toks.slice(Math.max(0, i - 4), i).some((w) => /^(if|wish|though|as|unless|whether|suppose)$/.test(w.lower));
    if ((kind === 'noun' || kind === 'he') && pastSentence(c, i) && !wereOfOne) continue;
    let v = subjectEnd + 1;
    if (lowerWord(toks[v]) && MID_ADVERBS.test(toks[v].lower)) v++;
    const verb = toks[v];
    // "Rahul and Priya go", "my brother's car", "Rahul, go home": not a lone subject and its verb
    if (!lowerWord(verb) || toks[subjectEnd + 1]?.start !== toks[subjectEnd].end + 1) continue;
    // ("that the fish are": after "that", only a bare verb, not "are" or "have", whose subject may be plural)
    if (thatClause && TO_SINGULAR[verb.lower]) continue;
    let after: string | undefined = TO_SINGULAR[verb.lower];
    if (!after && auxOnly) continue;
    if (!after) {
      // "Deepak hit two sixes", "Rahul cut the cake": a form that is also the past may be the past; left alone
      if (!baseVerb(verb, toks[v + 1]) || pastToo(verb)) continue;
      // ("come" in a sentence about the past is "came": left to the tense rules)
      if (verbTags(verb.lower).includes('VBZ') && pastSentence(c, i)) continue;
      // ("My manager approve the leave yesterday": a finished time asks for the past, not "approves")
      if (FINISHED_IN_SENTENCE.test(sentenceAround(c, i))) continue;
      after = thirdPersonOf(verb.lower) ?? thirdPersonOf(verb.lower.replace(/ise$/, 'ize'))?.replace(/izes$/, 'ises');
    }
    if (!after || after === verb.lower) continue;
    // "its seat warm with noon", "the sky clear": after a noun, a word that is also an adjective may describe it
    // in a line without a verb (a poem, a heading)
    if (kind === 'noun' && !TO_SINGULAR[verb.lower] && first(verb.lower) === 'JJ') continue;
    // "have" of a name or a person: only before an object or a participle ("Rahul have a car", "have been")
    const next = toks[v + 1];
    // ("how it work.": "it" after "how" … is the subject, the verb may end the sentence; so may it after "he
    // never", "she always": "but he never listen.")
    const itEnds = kind === 'he' && /^[.!?,;]$/.test(next?.text ?? '');
    if (!isWord(next) && !itEnds && verb.lower !== "don't" && verb.lower !== 'don’t') continue;
    // "Rahul work is great": the word was a noun of the subject, a verb follows
    // ("the health check doesn't": a compound noun, its verb after it)
    if (
      /^(is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|did|do)$/.test(next.lower) ||
      /n['’]t$/.test(next.lower) ||
      /^(VBZ|VBD|MD)$/.test(tagsOf(next.lower)[0] ?? '')
    )
      continue;
    // "the new metro line between …", "every rate limit and quota": a word that is also a noun, before a
    // preposition or a conjunction, ends a compound noun
    // "the zip file spec does", "the bundle size measurements include": a word that is also a noun, before
    // another noun, is inside a compound noun
    // (a singular noun after it cannot be its object without a determiner; a plural one can: "help farmers")
    if (
      kind === 'noun' &&
      tagsOf(verb.lower).includes('NN') &&
      lowerWord(next) &&
      (first(next.lower) === 'NN' ||
        (!tagsOf(next.lower).length && !/(ing|s)$/.test(next.lower)) ||
        (first(verb.lower) === 'NN' && first(next.lower) === 'NNS'))
    )
      continue;
    // "The utility function which NYC uses": a word that is also a noun, before "which", "that", "who", ends
    // the subject, and the relative clause has its own subject
    if (
      kind === 'noun' &&
      !TO_SINGULAR[verb.lower] &&
      tagsOf(verb.lower).includes('NN') &&
      /^(which|that|who|whom|whose|where)$/.test(next.lower)
    )
      continue;
    // "the manhole cover opposite the shop has been missing": a word that is also a noun, with a verb of its
    // own later in the clause, is part of the subject
    if (
      kind === 'noun' &&
      !TO_SINGULAR[verb.lower] &&
      tagsOf(verb.lower).includes('NN') &&
      !/^(DT|PRP|PRP\$|CD)$/.test(tagsOf(next.lower)[0] ?? '') &&
      /^[^.;:!?\n]*?\b(?:has|have|is|are|was|were|will|would|can|could|should|must|may|might)\b/.test(
        c.text.slice(next.start, next.start + 60),
      )
    )
      continue;
    // ("have" and "do" are tagged as nouns too, but never are one there)
    // ("this policy help to put": a verb that takes "to" and a verb is the verb)
    const toVerb = TO_VERBS.test(verb.lower) && next.lower === 'to' && baseVerb(toks[v + 2], toks[v + 3]);
    // ("Pollution in Delhi become": after an uncountable noun with no determiner, only a word that is first a
    // verb and never a noun in -s: "Traffic police stop" is a compound noun)
    if (
      bareMass &&
      !TO_SINGULAR[verb.lower] &&
      (!/^VBP?$/.test(first(verb.lower)) || tagsOf(verb.lower).some((x) => x === 'NNS' || x === 'NN'))
    )
      continue;
    if (
      kind === 'noun' &&
      !TO_SINGULAR[verb.lower] &&
      !toVerb &&
      tagsOf(verb.lower).includes('NN') &&
      /^(IN|TO|CC)$/.test(tagsOf(next.lower)[0] ?? '')
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
