import type { GrammarEdit } from '../../grammar';
import { pastOf, tagsOf, verbBaseOf } from '../../lexicon';
import { isKnownWord } from '../../vocabulary';
import { capitaliseLike } from 'src/common/text';
import { CLAUSE_OPENERS, make, opensClause, opensSentence, span, type Ctx } from '../context';
import { GROUP_NOUNS } from '../data/nouns';
import type { Token } from '../tokenize';
import { BE_CONTRACTION, first, isAdjective, isName, isWord, lowerWord } from '../words';
import { wordTable } from '../../word-table';
import { thirdPersonOf } from '../inflect';

/**
 * The tense a time expression asks for: the past after a past time ("Yesterday I go" → "went"), the present
 * perfect with "since" or "for the last …" ("I am working here since 2019" → "have been working"). The two
 * notions of the past the rules use are both here: PAST_TIME (a past time opening the sentence) and
 * pastSentence (a sentence with a past word anywhere in it).
 */

/** Parts of a time expression. */
const PERIODS = 'week|month|year|night|time|weekend|evening|morning|afternoon|summer|winter|semester|term|session';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

// ---------------------------------------------------------------------------------------------------------
// Yesterday I go → Yesterday I went

/** A past time at the start of a sentence: "Yesterday", "Last week", "Two days ago", "Yesterday evening". */
const PAST_TIME = new RegExp(
  String.raw`^(?:yesterday(?: (?:morning|afternoon|evening|night))?|the day before yesterday|last (?:${PERIODS}|${DAYS}|${MONTHS})|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|\d+) (?:minutes?|hours?|days?|weeks?|months?|years?) ago)(?:,)? `,
  'i',
);
/** The sentence around token i speaks of the past (yesterday, last week, ago, was, did, had). */
export function pastSentence(c: Ctx, i: number): boolean {
  const at = c.toks[i].start;
  const from = Math.max(c.text.lastIndexOf('.', at), c.text.lastIndexOf('!', at), c.text.lastIndexOf('?', at)) + 1;
  const ends = ['.', '!', '?'].map((p) => c.text.indexOf(p, at)).filter((n) => n >= 0);
  const sentence = c.text.slice(from, ends.length ? Math.min(...ends) : undefined).toLowerCase();
  return /\b(yesterday|last (week|month|year|night|time)|ago|was|were|did|had|earlier)\b/.test(sentence);
}

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
  } else if (
    isWord(toks[k]) &&
    (lowerWord(toks[k]) || opensSentence(c, k)) &&
    /^(the|my|our|his|her|their|your|this|that)$/.test(toks[k].lower)
  ) {
    k++;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('NN')) k++;
    const nounOnly = (t: Token | undefined) =>
      lowerWord(t) && tagsOf(t.lower).length > 0 && tagsOf(t.lower).every((x) => /^NN/.test(x));
    // the head may also be a verb ("the team finish", "our head approve"): a noun first is enough right after
    // the determiner, since a verb must follow it; a word the tagger lacks counts when the dictionary knows it
    const head = toks[k];
    const mostlyNoun =
      lowerWord(head) &&
      (tagsOf(head.lower).length
        ? /^NN/.test(tagsOf(head.lower)[0]) && !tagsOf(head.lower).includes('JJ')
        : /^[a-z]{3,}$/.test(head.lower) && !/(s|ly|ed|ing)$/.test(head.lower) && isKnownWord(head.lower));
    if (!nounOnly(head) && !mostlyNoun) return undefined;
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

/**
 * The verb of a sentence whose subject opens it at token j: a noun after a determiner or a name (as
 * nounClauseVerbAt reads them), or a bare singular noun in capitals, as notes begin ("Client approve …").
 */
function nounSubjectAt(c: Ctx, j: number): { verb: Token; past?: string; third: boolean } | undefined {
  const toks = c.toks;
  const t = toks[j];
  const word = t.lower;
  if (/^[A-Z][a-z]+$/.test(t.text) && !isName(t) && first(word) === 'NN') {
    const tags = tagsOf(word);
    if (tags.some((x) => /^(NNS|JJ|VB|RB|IN|DT|PRP)/.test(x)) || GROUP_NOUNS.has(word)) return undefined;
    const v = verbAt(c, j + 1, true);
    return v && { ...v, third: true };
  }
  return nounClauseVerbAt(c, j);
}

const OPINION_VERBS =
  /^(think|thinks|believe|believes|feel|feels|hope|hopes|know|knows|agree|agrees|guess|suppose|understand|want|wants|need|needs|like|likes|love|loves|hate|hates|wish|mean|means|remember|realise|realize|see)$/;

export function pastTimeEdits(c: Ctx): GrammarEdit[] {
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
      // "… and I think it is closed": an opinion held now stays in the present ("see" a person is seeing:
      // "and we see Tanvi there" → "saw")
      const seesSomeone =
        more?.verb.lower === 'see' &&
        (isName(toks[toks.indexOf(more.verb) + 1]) ||
          /^(him|her|them)$/.test(toks[toks.indexOf(more.verb) + 1]?.lower ?? ''));
      if (!more || (OPINION_VERBS.test(more.verb.lower) && !seesSomeone)) continue;
      fix(more);
      n = toks.indexOf(more.verb);
      k = more.verb.end;
    }
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
  String.raw`^for (?:the )?(?:past (?:${DURATION_COUNT} )?(?:minutes?|hours?|days?|weeks?|months?|years?|decades?)|last ${DURATION_COUNT} (?:minutes|hours|days|weeks|months|years|decades)|last one (?:hour|day|week|month|year))\b(?! of\b)`,
  'i',
);
/** States that "since" turns into "have been …": "is down since morning", "am here since Monday". */
const SINCE_STATES =
  /^(down|sick|ill|unwell|absent|closed|offline|unavailable|stuck|busy|away|here|there|pending|broken|jammed|blocked|empty|missing)$/;
const SINGULAR_DET = /^(the|this|that|my|our|your|his|her|their|its|a|an)$/;
const PERFECT_OF: Readonly<Record<string, string>> = wordTable({ am: 'have', are: 'have', is: 'has' });

/** A word first a plural noun and never a singular one ("lights", "students"; not "news", "staff", "days"). */
const pluralOnly = (t: Token | undefined): t is Token =>
  lowerWord(t) &&
  first(t.lower) === 'NNS' &&
  !tagsOf(t.lower).includes('NN') &&
  !/(ics|ss|us)$/.test(t.lower) &&
  !GROUP_NOUNS.has(t.lower) &&
  !/^(seconds|minutes|hours|days|weeks|months|years|lots|loads|plenty|tons|thirds|quarters|halves|kinds|types|sorts|rupees|dollars)$/.test(
    t.lower,
  );

/**
 * The subject before token i is a plural noun and a phrase after it: "the street lights in our colony", "the
 * pipes near the gate" (the head decides the verb, not the noun nearest to it).
 */
function pluralHeadBefore(c: Ctx, i: number): boolean {
  const toks = c.toks;
  for (let p = i - 2; p >= Math.max(1, i - 5); p--) {
    const prep = toks[p];
    if (!lowerWord(prep) || !/^(in|at|on|near|around|across|outside|inside|behind|along)$/.test(prep.lower)) continue;
    const phrase = toks.slice(p + 1, i);
    // the phrase: a determiner, an adjective, nouns or a name, no verb
    if (
      !phrase.every(
        (w) =>
          w.word &&
          (/^[A-Z]/.test(w.text) ||
            /^(the|a|an|our|my|your|their|his|her|this|that)$/.test(w.lower) ||
            (/^(NN|JJ)/.test(first(w.lower)) && !tagsOf(w.lower).some((x) => /^(VBZ|VBD|MD)$/.test(x)))),
      )
    )
      return false;
    const head = toks[p - 1];
    if (!pluralOnly(head)) return false;
    // a determiner or the clause's start before the head, with at most one noun or adjective between
    let d = p - 2;
    if (lowerWord(toks[d]) && /^(NN|JJ)/.test(first(toks[d].lower)) && !/^(the|all)$/.test(toks[d].lower)) d--;
    return (
      (isWord(toks[d]) &&
        (lowerWord(toks[d]) || opensSentence(c, d)) &&
        /^(the|these|those|all|my|our|your|their|his|her)$/.test(toks[d].lower)) ||
      opensClause(c, d + 1)
    );
  }
  return false;
}

/**
 * "was/were" at token i after a subject pronoun, in a sentence with no other word of the past (no other past
 * verb, "had", "did", "yesterday", "ago", "when", "until", "before", "then"): the state it tells of may go on.
 */
function pastUntilNow(c: Ctx, i: number): boolean {
  if (!/^(I|we|they|he|she|you|We|They|He|She|You)$/.test(c.toks[i - 1]?.text ?? '')) return false;
  return noOtherPast(c, i, [i]);
}

/**
 * The line around token i (a paragraph, a message) has no word of the past but the tokens in `skip`: no past
 * verb, "was", "had", "did", no negative contraction, "yesterday" (but "since yesterday"), "ago", "when",
 * "until", "before", "then".
 */
function noOtherPast(c: Ctx, i: number, skip: number[]): boolean {
  const toks = c.toks;
  const sameLine = (a: number, b: number) => !c.text.slice(toks[a].end, toks[b].start).includes('\n');
  let from = i;
  while (from > 0 && sameLine(from - 1, from)) from--;
  let to = i + 1;
  while (to < toks.length && sameLine(to - 1, to)) to++;
  return toks.slice(from, to).every(
    (w, n) =>
      skip.includes(from + n) ||
      !w.word ||
      // ("since yesterday", "since last week": the point itself)
      (w.lower === 'yesterday' && toks[from + n - 1]?.lower === 'since') ||
      (!/^(was|were|had|did|yesterday|ago|when|whenever|until|till|before|after|then|later|once|used)$/.test(w.lower) &&
        // (a past that is also the participle, "called", counts unless "have" or "be" stands before it)
        !(
          /^VB[DN]$/.test(first(w.lower)) &&
          tagsOf(w.lower).includes('VBD') &&
          !/^(have|has|had|be|been|is|are|am|was|were)$/.test(toks[from + n - 1]?.lower ?? '')
        ) &&
        !/n['’]t$/.test(w.lower)),
  );
}

/**
 * "He keeps asking since morning" → "He has been asking since morning": "keep" and an -ing form with "since"
 * and a point in time, in the same clause, tell of what has been going on until now.
 */
function keepSinceEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const keep = toks[i];
    const subject = toks[i - 1];
    if (!lowerWord(keep) || !/^keeps?$/.test(keep.lower) || !isWord(subject)) continue;
    const third = keep.lower === 'keeps';
    const pronoun = third ? /^(he|she|it)$/i.test(subject.text) : /^(I|we|they|you)$/i.test(subject.text);
    // ("My mother keeps calling": a singular noun after a possessive or "the" opening the clause)
    const noun =
      third &&
      lowerWord(subject) &&
      first(subject.lower) === 'NN' &&
      !/s$/.test(subject.lower) &&
      isWord(toks[i - 2]) &&
      /^(my|his|her|our|your|their|the|this)$/.test(toks[i - 2].lower) &&
      (toks[i - 2].text === toks[i - 2].lower || opensSentence(c, i - 2)) &&
      opensClause(c, i - 2);
    if (!pronoun && !noun && !(third && isName(subject))) continue;
    // ("it", "you" and a name may be objects, "let it keep running": only where they open a clause)
    if (!noun && !opensClause(c, i - 1) && !/^(he|she|I|we|they)$/i.test(subject.text)) continue;
    const ing = toks[i + 1];
    if (!lowerWord(ing) || !/ing$/.test(ing.lower) || !tagsOf(ing.lower).includes('VBG')) continue;
    let n = i + 2;
    for (; n < toks.length && n <= i + 7; n++) {
      const w = toks[n];
      if (w.lower === 'since' || !w.word || CLAUSE_OPENERS.has(w.lower) || SUBORDINATORS.test(w.lower)) break;
      if (/^(VBD|VBZ|VBP|MD)$/.test(first(w.lower)) && !/^[A-Z]/.test(w.text)) break;
    }
    const since = toks[n];
    const point = since?.lower === 'since' ? SINCE_POINT.exec(c.text.slice(since.start, since.start + 40)) : null;
    if (!point) continue;
    // ("since Monday is a holiday": "since" means "because")
    const then = /^[ \t]+([A-Za-z'’]+)/.exec(
      c.text.slice(since.start + point[0].length, since.start + point[0].length + 30),
    );
    if (
      then &&
      (/^(is|are|was|were|has|have|had|will|would|can|could)$/i.test(then[1]) ||
        /^(VBD|VBZ|MD)$/.test(first(then[1].toLowerCase())))
    )
      continue;
    const after = `${third ? 'has' : 'have'} been ${ing.text}`;
    edits.push(
      span(
        c,
        keep,
        ing,
        after,
        'since-perfect',
        `With "since" and a starting point, say what has been going on until now: "${after}".`,
      ),
    );
  }
  return edits;
}

export function sincePerfectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i];
    // "It's raining since morning", also written "Its": "it is" before an -ing form ("it's been" is "it has")
    const itIs =
      /^it['’]?s$/.test(t.lower) &&
      lowerWord(toks[i + 1]) &&
      /ing$/.test(toks[i + 1].lower) &&
      tagsOf(toks[i + 1].lower).includes('VBG');
    const contraction = BE_CONTRACTION.exec(t.lower) ?? (itIs ? (['', 'it', 's'] as unknown as RegExpExecArray) : null);
    const negated = /^(isn|aren|wasn|weren)['’]t$/.exec(t.lower);
    let be = contraction ? (contraction[2] === 'm' ? 'am' : contraction[2] === 're' ? 'are' : 'is') : t.lower;
    if (negated) be = { isn: 'is', aren: 'are', wasn: 'was', weren: 'were' }[negated[1]] ?? '';
    // "I was not keeping well since Monday": the past of "be" after a pronoun, in a sentence that tells of nothing
    // else in the past, is a state that goes on until now
    const pastBe = /^(was|were)$/.test(be) && pastUntilNow(c, i);
    if (!PERFECT_OF[be] && !pastBe) continue;
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
    // "…, and since two years I am working": "since/for" and a count of time open the clause, its subject after
    const lead = toks[i - 4];
    const midOpening =
      !contraction &&
      /^(i|we|they|he|she|you)$/i.test(toks[i - 1]?.text ?? '') &&
      isWord(lead) &&
      /^(since|for)$/.test(lead.lower) &&
      (opensSentence(c, i - 4) || /^(and|but|so)$/.test(toks[i - 5]?.lower ?? '')) &&
      new RegExp(String.raw`^${lead.lower} ${DURATION_COUNT} (?:minutes|hours|days|weeks|months|years)$`, 'i').test(
        c.text.slice(lead.start, toks[i - 2].end),
      );
    if (midOpening) n = -1;
    const since = toks[n];
    const point = since?.lower === 'since' ? SINCE_POINT.exec(c.text.slice(since.start, since.start + 40)) : null;
    if (!point && !(since?.lower === 'for' && duration(since.start)) && !opening && !midOpening) continue;
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
    // ("the street lights in our colony is": the plural head before the phrase takes "have")
    const have = pluralHeadBefore(c, i)
      ? 'have'
      : singularNoun
        ? 'has'
        : pastBe
          ? /^(he|she|it)$/i.test(toks[i - 1].text)
            ? 'has'
            : 'have'
          : PERFECT_OF[be];
    let after: string;
    if (contraction) {
      const pronoun = itIs ? t.text.slice(0, 2) : t.text.slice(0, t.text.search(/['’]/));
      const apostrophe = t.text.includes('’') ? '’' : "'";
      after = `${pronoun}${apostrophe}${have === 'has' ? 's' : 've'}${not ? ' not' : ''} been ${state.text}`;
    } else if (negated)
      after = `${capitaliseLike(t.text, have)}n${t.text.includes('’') ? '’' : "'"}t been ${state.text}`;
    else after = `${capitaliseLike(t.text, have)}${not ? ' not' : ''} been ${state.text}`;
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
  return [...edits, ...keepSinceEdits(c)];
}

// ---------------------------------------------------------------------------------------------------------
// I have completed my graduation in 2019 → I completed …; She has left yesterday → She left

/** A finished time: yesterday, last week, two days ago, in 2019. */
const FINISHED_TIME = new RegExp(
  String.raw`\b(?:yesterday|last (?:${PERIODS}|${DAYS}|${MONTHS})|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several) (?:minutes?|hours?|days?|weeks?|months?|years?) ago|in (?:19|20)\d\d)\b`,
  'i',
);
/** A date: "on 12th June", "on 5 March 2024", "on June 12". */
const ON_DATE = new RegExp(
  String.raw`\bon (?:\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})|(?:${MONTHS}) \d{1,2}(?:st|nd|rd|th)?)\b`,
  'i',
);
/** Verbs of arranging, whose date may lie ahead: "I have booked the hall on 5 March". */
const ARRANGED =
  /^(scheduled|rescheduled|booked|planned|arranged|fixed|set|postponed|preponed|moved|shifted|reserved|confirmed|invited|called|organised|organized|kept|slotted|blocked|registered|requested|asked)$/;
/** Words that make a present perfect right even beside a past time ("since", "so far", "ever"). */
const PERFECT_TIME =
  /\b(?:since|so far|till now|until now|up to now|ever|never|already|yet|just|recently|this (?:week|month|year|morning))\b/i;

/**
 * "I still didn't receive my refund" → "I still haven't received", "I didn't get it yet" → "I haven't got it
 * yet": "still … not" and "not … yet" speak of a state up to now. Only verbs whose past is also the
 * participle ("received", "got"), and not in a sentence that names a finished time.
 */
/** A past that is also the participle: a regular one in -ed, or one of these ("went" is not: "gone"). */
const SAME_PARTICIPLE = (w: string) =>
  (/ed$/.test(w) && tagsOf(w).includes('VBN')) ||
  /^(got|bought|brought|sent|paid|made|heard|told|found|kept|left|lost|said|sold|taught|thought|understood|spent|built|caught|felt|held|met|won|sent|read|put|set)$/.test(
    w,
  );

function stillNotEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const subject = toks[i - 1];
    const still = toks[i].lower === 'still' && lowerWord(toks[i]);
    const d = still ? i + 1 : i;
    const did = toks[d];
    if (!isWord(subject) || !/^(I|we|they|you|he|she|We|They|You|He|She)$/.test(subject.text)) continue;
    if (!opensClause(c, i - 1) && !/^(I|we|they|he|she)$/.test(subject.text)) continue;
    const contracted = /^didn['’]t$/.test(did?.lower ?? '');
    const didNot = did?.lower === 'did' && toks[d + 1]?.lower === 'not';
    if (!lowerWord(did) || (!contracted && !didNot)) continue;
    const verb = toks[contracted ? d + 1 : d + 2];
    if (!lowerWord(verb)) continue;
    const tags = tagsOf(verb.lower);
    const base = tags.includes('VB') ? verb.lower : tags.includes('VBD') ? verbBaseOf(verb.lower) : undefined;
    const participle = base && pastOf(base);
    if (!base || !participle || !SAME_PARTICIPLE(participle) || /^(be|have|do)$/.test(base)) continue;
    // "still" before "didn't", or "yet" ending the clause after the verb and its object
    let yet = false;
    if (!still)
      for (let n = toks.indexOf(verb) + 1; n < toks.length && n <= toks.indexOf(verb) + 6; n++) {
        if (toks[n].lower === 'yet') {
          yet = !isWord(toks[n + 1]);
          break;
        }
        if (!toks[n].word || CLAUSE_OPENERS.has(toks[n].lower) || SUBORDINATORS.test(toks[n].lower)) break;
      }
    if (!still && !yet) continue;
    const sentence = c.text.slice(
      Math.max(0, c.text.lastIndexOf('.', subject.start) + 1),
      c.text.indexOf('.', verb.end) >= 0 ? c.text.indexOf('.', verb.end) : undefined,
    );
    if (FINISHED_TIME.test(sentence) || ON_DATE.test(sentence)) continue;
    // ("I called him twice, but he still did not pick up": a story in the past keeps its past)
    if (!noOtherPast(c, d, [d, toks.indexOf(verb)])) continue;
    const have = /^(he|she)$/i.test(subject.text) ? 'has' : 'have';
    const apostrophe = did.text.includes('’') ? '’' : "'";
    const after = contracted ? `${have}n${apostrophe}t ${participle}` : `${have} not ${participle}`;
    edits.push(
      span(
        c,
        did,
        verb,
        after,
        'still-perfect',
        `"${still ? 'still' : 'yet'}" speaks of the time up to now, so the verb takes the present perfect: "${after}".`,
      ),
    );
  }
  return edits;
}

export function perfectPastEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const have = toks[i];
    if (!lowerWord(have) || !/^(have|has)$/.test(have.lower)) continue;
    // a subject before it (not a question "Have you …"): a pronoun, a name or a noun
    const subject = toks[i - 1];
    const noun = /^NN/.test(first(subject.lower)) || (!tagsOf(subject.lower).length && isKnownWord(subject.lower));
    if (!isWord(subject) || !(/^(i|we|they|he|she|you|it)$/i.test(subject.text) || noun)) continue;
    const participle = toks[i + 1];
    if (!lowerWord(participle) || participle.lower === 'got') continue;
    // "the payment has been done yesterday" → "was done": the passive in the past
    const passive =
      participle.lower === 'been' &&
      lowerWord(toks[i + 2]) &&
      tagsOf(toks[i + 2].lower).includes('VBN') &&
      !/ing$/.test(toks[i + 2].lower);
    if (participle.lower === 'been' && !passive) continue;
    const tags = tagsOf(participle.lower);
    if (!passive && !tags.includes('VBN') && !(tags[0] === 'VBD')) continue;
    // the sentence names a finished time and nothing that asks for the perfect
    // (a full stop inside a word, as in "B.Com" or "e.g", does not end the sentence)
    const before = c.text.slice(0, have.start).split(/[.!?](?=\s)|\n/);
    const rest = c.text.slice(have.start).split(/[.!?](?=\s|$)|\n/)[0];
    // a later clause with its own subject has its own tense ("… in 2021 and since then I am working")
    const clause = rest.split(
      /[,;]|\b(?:and|but|so|because)\b(?=\s+(?:since|for|now|currently|i|we|they|he|she|you|it)\b)/i,
    )[0];
    // an opening clause of its own ("When she passed away in 2019, …, and I have spent") keeps its time
    // a clause joined with its own subject keeps its tense too ("I bought it three months ago, and it has been
    // worth every rupee")
    const whole = before[before.length - 1];
    const joined = /^[^]*(?:;\s+|,\s+(?:and|but|so|yet|while|whereas)\s+)(?=(?:\S+\s+){0,2}\S+\s*$)/i.exec(whole);
    const lead = joined ? whole.slice(joined[0].length) : whole;
    const opening = /\b(?:when|after|before|while|once|because|although|though|if)\b[^,]*,/i.exec(lead);
    const sentence = (opening ? lead.slice(opening.index + opening[0].length) : lead) + clause;
    // a date names a finished time too ("I have applied for the post on 12th June"), but not a plan
    const dateMatch = ON_DATE.exec(sentence);
    const date = dateMatch?.[0];
    // (not the date of another thing named before the verb: "the e-tender, published on 5 November, has been
    // extended")
    const ofAnother =
      !!dateMatch &&
      /\b[a-z]+ed\s*$/i.test(sentence.slice(0, dateMatch.index)) &&
      dateMatch.index < sentence.length - clause.length;
    const dated =
      !!date &&
      !ofAnother &&
      !ARRANGED.test((passive ? toks[i + 2] : participle).lower) &&
      !/\b(?:will|shall|by|till|until|before)\b/i.test(sentence);
    if (
      !(FINISHED_TIME.test(sentence) || dated) ||
      PERFECT_TIME.test(sentence) ||
      /\?/.test(c.text.slice(have.end, have.end + 200).split(/[.!\n]/)[0])
    )
      continue;
    const base = verbBaseOf(participle.lower) ?? (tags.includes('VB') ? participle.lower : undefined);
    const past = passive
      ? capitaliseLike(have.text, have.lower === 'has' || subject.text === 'I' ? 'was' : 'were')
      : base && pastOf(base);
    if (!past) continue;
    const time = FINISHED_TIME.exec(sentence)?.[0] ?? date!;
    edits.push(
      span(
        c,
        have,
        participle,
        past,
        'finished-time-past',
        `"${time}" is a finished time, so the verb is in the simple past: "${past}".`,
      ),
    );
  }
  return [...edits, ...stillNotEdits(c)];
}

// ---------------------------------------------------------------------------------------------------------
// the invoice I send last week → sent; We visit them two days ago → visited

/**
 * A finished time at the end of a clause: the present verb of a pronoun subject before it, in the same clause
 * (no punctuation between, at most eight words), takes the past.
 */
export function trailingPastEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  const time = new RegExp(FINISHED_TIME.source, 'gi');
  for (const m of c.text.matchAll(time)) {
    const at = toks.findIndex((t) => t.start === m.index);
    if (at <= 1 || opensSentence(c, at)) continue; // a time opening the sentence: pastTimeEdits
    // "in 2019" may name a plan ("the rule changes in 2026"): only the other finished times
    if (/^in /i.test(m[0])) continue;
    // "the config change from yesterday", "news of last week": the time belongs to a noun, not to the verb
    if (/^(from|of|about|than|like)$/i.test(toks[at - 1]?.lower ?? '')) continue;
    for (let j = at - 1; j >= Math.max(0, at - 8); j--) {
      const t = toks[j];
      if (
        !t.word ||
        /^(will|would|shall|can|could|should|must|may|might|to|since|until|till|every|each)$/i.test(t.lower)
      )
        break;
      // "Client approve the new logo yesterday", "the vendor send the invoice last week": a noun subject
      // opening the sentence
      const nounClause =
        opensSentence(c, j) && !/^(i|we|they|he|she|you)$/.test(t.lower) ? nounSubjectAt(c, j) : undefined;
      if (nounClause?.past && toks.indexOf(nounClause.verb) < at) {
        const between = toks.slice(toks.indexOf(nounClause.verb) + 1, at);
        if (between.some((b) => !b.word || /^(VB|MD)/.test(first(b.lower)))) break;
        edits.push(
          make(
            nounClause.verb.start,
            nounClause.verb.end,
            c.text,
            nounClause.past,
            'past-time-tense',
            `"${m[0]}" is in the past, so the verb is too: "${nounClause.past}".`,
          ),
        );
        break;
      }
      if (!/^(i|we|they|he|she|you)$/.test(t.lower)) continue;
      const clause = clauseVerbAt(c, j);
      // "I think it was the change yesterday": a verb of thinking or saying speaks of now, its clause of then
      if (clause && /^(think|believe|guess|feel|know|hope|suppose|say|mean|bet|reckon|agree)$/.test(clause.verb.lower))
        break;
      if (clause?.past && toks.indexOf(clause.verb) < at) {
        // the words between the verb and the time are its object or adverbs, no second verb
        const between = toks.slice(toks.indexOf(clause.verb) + 1, at);
        if (between.some((b) => !b.word || /^(VB|MD)/.test(first(b.lower)))) break;
        edits.push(
          make(
            clause.verb.start,
            clause.verb.end,
            c.text,
            clause.past,
            'past-time-tense',
            `"${m[0]}" is in the past, so the verb is too: "${clause.past}".`,
          ),
        );
      }
      break;
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// I will call you once I will reach → once I reach; If I will get the job, I will … → If I get the job

/** Time and condition words whose clause speaks of the future in the present tense. */
const FUTURE_CLAUSE = /^(once|until|till|unless|after|before)$/;
const CLAUSE_SUBJECTS = /^(i|we|you|they|he|she|it)$/;

/**
 * "once/until/unless/after/before + subject + will + verb" → the present ("once I reach", "once she reaches");
 * "If/When …" only at the start of a sentence whose main clause, after a comma, has "will" or gives an order,
 * and "when" after "call me" (not "I don't know if he will come", where "if" means "whether").
 */
export function futureClauseEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 3 < toks.length; i++) {
    const opener = toks[i];
    const subject = toks[i + 1];
    const will = toks[i + 2];
    // "If we will not act" / "won't act" → "do not act" / "don't act"
    const not = will?.lower === 'will' && toks[i + 3]?.lower === 'not';
    const wont = /^won['’]t$/.test(will?.lower ?? '');
    const verb = toks[not ? i + 4 : i + 3];
    if (!isWord(opener) || !isWord(subject) || (will?.lower !== 'will' && !wont) || !lowerWord(verb)) continue;
    if (!CLAUSE_SUBJECTS.test(subject.lower) || (subject.lower === 'i' && subject.text !== 'I')) continue;
    // ("as soon as" opens with its last "as")
    if (!tagsOf(verb.lower).includes('VB') || /^(be|have)$/.test(verb.lower)) continue;
    const asSoonAs = opener.lower === 'as' && toks[i - 1]?.lower === 'soon' && toks[i - 2]?.lower === 'as';
    // "Call me when you will reach": "when" after "call/ping/text me" is a time, not a question
    const callMe =
      opener.lower === 'when' &&
      /^(me|us)$/.test(toks[i - 1]?.lower ?? '') &&
      /^(call|ping|message|text|phone|wake|buzz)$/.test(toks[i - 2]?.lower ?? '');
    if (FUTURE_CLAUSE.test(opener.lower) || asSoonAs) {
      // "before" and "after" are also prepositions of time ("before it will …" stays only as a clause start)
      if (/^(after|before)$/.test(opener.lower) && !/^(i|we|you|they|he|she)$/.test(subject.lower)) continue;
    } else if (/^(if|when)$/.test(opener.lower) && opensSentence(c, i)) {
      // the main clause after the comma has "will", or gives an order ("When you will reach, call me")
      const rest = c.text.slice(verb.end, verb.end + 160);
      if (
        !/^[^.!?\n]*,\s*[^.!?\n]*\b(will|'ll|’ll|can|shall)\b/i.test(rest) &&
        !/^[^.!?\n]*,\s*(?:please\s+)?(?:call|ping|message|text|inform|tell|send|let|wake|phone|contact)\b/i.test(rest)
      )
        continue;
    } else if (!callMe) continue;
    const third = /^(he|she|it)$/.test(subject.lower);
    const does = third ? 'does' : 'do';
    const present = wont
      ? `${does}n${will.text.includes('’') ? '’' : "'"}t ${verb.lower}`
      : not
        ? `${does} not ${verb.lower}`
        : third
          ? thirdPersonOf(verb.lower)
          : verb.lower;
    if (!present) continue;
    edits.push(
      span(
        c,
        will,
        verb,
        present,
        'future-clause',
        `After "${opener.text.toLowerCase()}", the future is said in the present tense: "${subject.text} ${present}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Siraj taken 4 wickets → Siraj took; I seen it → I saw

/**
 * A past participle with no auxiliary after a subject is the simple past: "Siraj taken 4 wickets" → "took",
 * "I seen that movie" → "saw". Only forms that are participles and not pasts ("taken", "eaten", "written";
 * "seen" and "done" are tagged both ways but are never a past on their own).
 */
export function bareParticipleEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const subject = toks[i];
    const verb = toks[i + 1];
    const object = toks[i + 2];
    if (!isWord(subject) || !lowerWord(verb) || !object) continue;
    const number = /^\d/.test(object.text);
    if (!number && !isWord(object)) continue;
    // the subject opens a clause: a pronoun, or a capitalised word the lexicon lacks (a name: "Siraj")
    const pronoun = /^(I|he|she|we|they|He|She|We|They)$/.test(subject.text);
    const name = /^[A-Z][a-z]+$/.test(subject.text) && !tagsOf(subject.lower).length;
    if ((!pronoun && !name) || !opensClause(c, i)) continue;
    const tags = tagsOf(verb.lower);
    // a participle that is no base form ("have", "come", "run" are) and no past ("seen", "done" are tagged so)
    // (only irregular ones: a form in -ed is also the past, "cancelled" is the writer's British spelling of it)
    if (!tags.includes('VBN') || tags.some((t) => /^(VB|VBP|VBZ)$/.test(t)) || /ed$/.test(verb.lower)) continue;
    if (tags.includes('VBD') && !/^(seen|done)$/.test(verb.lower)) continue;
    const base = verbBaseOf(verb.lower);
    const past = base && base !== verb.lower ? pastOf(base) : undefined;
    if (!past || past === verb.lower || !tagsOf(past).includes('VBD')) continue;
    // its object after it: "taken 4 wickets", "seen the movie", "done his homework"; a participle that is also an
    // adjective ("given names", "written notice") only before a determiner, a pronoun or a number
    const objectTag = first(object.lower);
    const determinerOrCount = /^(DT|CD|PRP|PRP\$)$/.test(objectTag) || number;
    if (!determinerOrCount && (tags.includes('JJ') || !/^(NN|NNS)$/.test(objectTag))) continue;
    edits.push(
      make(verb.start, verb.end, c.text, past, 'bare-participle', `Without "has" or "had", the past is "${past}".`),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Last year I went to Shimla. We stayed in a hotel and eat momos → ate

/**
 * A past verb of a pronoun subject, then "and" and a present verb that shares its subject, in a paragraph that
 * names a finished time ("Last year …", "yesterday"): the second verb is in the past too. Not after "to" or a
 * modal between them ("we stayed there to rest and eat": the infinitive), nor after another verb or a clause word.
 */
export function pastCoordinationEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  // a text that names no finished time has nothing to put in the past (and this rule reads every clause)
  if (!FINISHED_TIME.test(c.text)) return edits;
  const toks = c.toks;
  for (let j = 0; j + 2 < toks.length; j++) {
    // the pronoun opens a clause, or follows a past time that opens the sentence ("Yesterday we …")
    let s0 = j;
    while (s0 > 0 && !opensSentence(c, s0)) s0--;
    const time = PAST_TIME.exec(c.text.slice(toks[s0].start, toks[j].start + 1));
    if (!opensClause(c, j) && !(time && toks[s0].start + time[0].length === toks[j].start)) continue;
    const clause = clauseVerbAt(c, j);
    if (!clause || clause.past || /^(was|were|had|did)$/.test(clause.verb.lower)) continue;
    // the paragraph up to the end of this sentence names a finished time
    const from = c.text.lastIndexOf('\n', toks[j].start) + 1;
    const end = c.text.slice(toks[j].start).search(/[.!?](?=\s|$)|\n/);
    const paragraph = c.text.slice(from, end < 0 ? undefined : toks[j].start + end);
    if (!FINISHED_TIME.test(paragraph)) continue;
    const at = toks.indexOf(clause.verb);
    for (let n = at + 1; n < toks.length && n <= at + 10; n++) {
      const t = toks[n];
      if (!t.word || SUBORDINATORS.test(t.lower) || /^(to|or|but|because)$/.test(t.lower)) break;
      if (t.lower !== 'and') {
        if (/^(VB|MD)/.test(first(t.lower)) || tagsOf(t.lower).includes('MD')) break;
        continue;
      }
      const more = verbAt(c, n + 1, clause.third);
      const next = toks[n + 2];
      // the verb and what it takes ("and eat momos", "and visit the temple"), not "and" before a noun
      if (!more?.past || OPINION_VERBS.test(more.verb.lower) || !isWord(next)) break;
      if (/^(NN|JJ)/.test(first(more.verb.lower))) break;
      edits.push(
        make(
          more.verb.start,
          more.verb.end,
          c.text,
          more.past,
          'past-coordination',
          `"and" joins this verb to "${clause.verb.text}", in the past: "${more.past}".`,
        ),
      );
      break;
    }
  }
  return edits;
}
