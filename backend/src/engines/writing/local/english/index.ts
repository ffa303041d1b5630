import type { GrammarEdit } from '../grammar';
import type { Ctx } from './context';
import { numberArticleEdits, personArticleEdits, universityEdits } from './rules/articles';
import {
  embeddedQuestionEdits,
  areOurEdits,
  effectAffectEdits,
  itsLetsEdits,
  theirThereEdits,
  thereTheirEdits,
  yourYoureEdits,
  thatQuestionEdits,
  youYourEdits,
} from './rules/confusions';
import { everydayEdits } from './rules/everyday';
import { doubleNegativeEdits } from './rules/negatives';
import {
  bareSubjectEdits,
  nounNumberEdits,
  oneOfEdits,
  singularNounEdits,
  theseEdits,
  uncountableEdits,
} from './rules/noun-number';
import { phraseEdits } from './rules/phrases';
import { andMeEdits, meAndEdits, myselfEdits } from './rules/pronouns';
import { havingEdits, stativeEdits } from './rules/stative';
import {
  nounSubjectEdits,
  openingSubjectEdits,
  pluralWordEdits,
  relativeAgreementEdits,
  subjectVerbEdits,
  thereAreEdits,
} from './rules/subject-verb';
import { eachOfEdits, headNounEdits, pluralPairEdits } from './rules/head-noun';
import {
  bareParticipleEdits,
  futureClauseEdits,
  pastTimeEdits,
  perfectPastEdits,
  sincePerfectEdits,
  trailingPastEdits,
  pastCoordinationEdits,
} from './rules/tense';
import { thirdPersonEdits } from './rules/third-person';
import {
  baseVerbEdits,
  gerundSubjectEdits,
  lookForwardEdits,
  negatedBaseEdits,
  passiveParticipleEdits,
} from './rules/verb-forms';
import { tokenize } from './tokenize';

/**
 * The English rules of the local engine, in two sets, each listed in the order it runs (the order decides
 * which of two edits at the same place is kept). Each rule lives in rules/ by what it fixes, its word lists in
 * data/; all read the tokens of tokenize.ts.
 */
type Rule = (c: Ctx) => GrammarEdit[];

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
const AGREEMENT_RULES: Rule[] = [
  nounNumberEdits,
  uncountableEdits,
  baseVerbEdits,
  thereAreEdits,
  theseEdits,
  theirThereEdits,
  nounSubjectEdits,
  pluralWordEdits,
  singularNounEdits,
  bareSubjectEdits,
  phraseEdits,
];

/** The agreement edits for `text`, in text order (they never overlap each other). */
export function agreementEdits(text: string): GrammarEdit[] {
  const c: Ctx = { text, toks: tokenize(text) };
  const all = AGREEMENT_RULES.flatMap((rule) => rule(c));
  all.sort((a, b) => a.start - b.start);
  return all.filter((e, k) => k === 0 || e.start >= all[k - 1].end);
}

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
 * - "for there calm leadership" → "their"; "your going", "your on" → "you're"; "If you're database is" → "your";
 * - "gained lot of" → "a lot of"; "check weather it is set" → "whether".
 * Quoted text and code are left alone (the writer may be quoting the mistake). Each rule stays silent when the
 * lexicon (wink-lexicon via lexicon.ts) does not clearly agree.
 */
const LEARNER_RULES: Rule[] = [
  havingEdits,
  stativeEdits,
  sincePerfectEdits,
  myselfEdits,
  oneOfEdits,
  meAndEdits,
  andMeEdits,
  pastTimeEdits,
  futureClauseEdits,
  bareParticipleEdits,
  perfectPastEdits,
  trailingPastEdits,
  pastCoordinationEdits,
  passiveParticipleEdits,
  gerundSubjectEdits,
  doubleNegativeEdits,
  negatedBaseEdits,
  lookForwardEdits,
  subjectVerbEdits,
  openingSubjectEdits,
  relativeAgreementEdits,
  headNounEdits,
  eachOfEdits,
  pluralPairEdits,
  thirdPersonEdits,
  areOurEdits,
  thereTheirEdits,
  yourYoureEdits,
  youYourEdits,
  effectAffectEdits,
  thatQuestionEdits,
  embeddedQuestionEdits,
  itsLetsEdits,
  numberArticleEdits,
  personArticleEdits,
  universityEdits,
  everydayEdits,
];

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

/** The learner-error edits for `text`, in text order, never overlapping, none inside quotes or code. */
export function learnerEdits(text: string): GrammarEdit[] {
  const c: Ctx = { text, toks: tokenize(text) };
  const shields = shielded(text);
  const all = LEARNER_RULES.flatMap((rule) => rule(c)).filter(
    (e) => !shields.some(([s, t]) => e.start < t && s < e.end) && e.after !== e.before,
  );
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: GrammarEdit[] = [];
  for (const e of all) if (!out.length || e.start >= out[out.length - 1].end) out.push(e);
  return out;
}
