import { type Token, tokenize } from './english/tokenize';
import type { GrammarEdit } from './grammar';
import { hasFiniteVerb, tagsOf } from './lexicon';
import { isInLines } from './protect';
import { isCasualText } from './vocabulary';

/**
 * A comma after an introductory phrase or clause, before the subject of the main clause: "In a market economy,
 * the price …", "If you want a product, you give …", "When I was young, I played …". The subject must be
 * followed by its verb, and nothing between the opening word and the subject may already be punctuated. After a
 * short phrase (three words or fewer: "On most platforms you have …") the comma is optional and is not added.
 */

const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'for',
  'during',
  'after',
  'before',
  'without',
  'with',
  'through',
  'from',
  'among',
  'by',
  'despite',
  'unlike',
  'throughout',
  'within',
  'under',
  'over',
]);
const SUBORDINATORS = new Set([
  'if',
  'when',
  'whenever',
  'although',
  'though',
  'because',
  'since',
  'once',
  'unless',
  'while',
  'whereas',
]);
const PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'there']);
/** Words after which a pronoun is not the start of a new clause. */
const BLOCKERS = new Set([
  'and',
  'or',
  'but',
  'so',
  'that',
  'which',
  'who',
  'whom',
  'where',
  'when',
  'than',
  'as',
  'to',
  'if',
  'because',
  'of',
  'the',
  'a',
  'an',
  'what',
  'how',
  'why',
  'whether',
  'let',
  'make',
  'made',
  'help',
  'helps',
]);
const SUBJECT_DETERMINERS = new Set([
  'the',
  'this',
  'these',
  'those',
  'my',
  'our',
  'their',
  'his',
  'her',
  'most',
  'many',
  'some',
  'all',
]);
const CONTRACTED =
  /^(?:i'm|we're|you're|they're|he's|she's|it's|there's|i've|we've|you've|they've|i'll|we'll|you'll|they'll|he'll|she'll|it'll|i'd|we'd|you'd|they'd|he'd|she'd)$/;

/**
 * Words of a time phrase ("Over the past three years", "In the last two months", "For the next few days"): after
 * those the comma is commonly left out, and the writer's choice is kept.
 */
const TIME_WORDS = /^(?:past|last|next|few|couple|several|years|months|weeks|days|decades|hours|minutes)$/;

const isVerb = (word: string) => {
  const tag = tagsOf(word)[0] ?? '';
  return tag === 'MD' || tag === 'VBP' || tag === 'VBZ' || tag === 'VBD' || tag === 'VB';
};

/** A verb after a subject: also a past form the lexicon lists first as a participle ("we improved"). */
const isFiniteVerb = (word: string) => isVerb(word) || tagsOf(word).includes('VBD');
const isNoun = (word: string) => /^NN/.test(tagsOf(word)[0] ?? '');
const isAdverb = (word: string) => (tagsOf(word)[0] ?? '') === 'RB' && !/^(?:not|never|also|so|then|there)$/.test(word);

/** The tokens from `k` are a noun phrase's adjectives and noun ("best way"), then a finite verb ("is"). */
function isNounPhraseThenVerb(toks: Token[], k: number): boolean {
  let i = k;
  while (i < k + 2 && toks[i]?.word && /^JJ/.test(tagsOf(toks[i].lower)[0] ?? '')) i++;
  const noun = toks[i];
  const verb = toks[i + 1];
  return (
    !!noun?.word &&
    /^NNS?$/.test(tagsOf(noun.lower)[0] ?? '') &&
    !!verb?.word &&
    /^(MD|VBZ|VBP|VBD)$/.test(tagsOf(verb.lower)[0] ?? '')
  );
}

/** How far (in tokens) the opening phrase or clause is looked through for the main clause's subject. */
const WINDOW = 20;

export function introCommaEdits(text: string, shortest = 4): GrammarEdit[] {
  // in a chat message or a post with emoji the optional comma is the writer's choice ("If Hardik's fit we're
  // in good shape 🏏")
  if (isCasualText(text) || isInLines(text)) return [];
  const toks = tokenize(text);
  const edits: GrammarEdit[] = [];
  for (let st = 0; st < toks.length; st++) {
    const prevTok = toks[st - 1];
    const atStart = !prevTok || /^[.!?]$/.test(prevTok.text) || /\n/.test(text.slice(prevTok.end, toks[st].start));
    if (!atStart || !toks[st].word) continue;
    // "And now …", "But by then …", "Even after school …": a leading conjunction or "even" is part of the opening
    const lead = /^(and|but|so|thus|even)$/.test(toks[st].lower) && toks[st + 1]?.word ? 1 : 0;
    const first = toks[st + lead].lower;
    // "As a young person …" is a phrase; "As we are young …" a clause
    const asPhrase = first === 'as' && /^(a|an|the|my|our|his|her|their)$/.test(toks[st + lead + 1]?.lower ?? '');
    const prep = PREPOSITIONS.has(first) || asPhrase;
    if (!prep && !SUBORDINATORS.has(first)) continue;
    let clauseHasVerb = false;
    for (let k = st + lead + 1; k < Math.min(toks.length - 1, st + WINDOW); k++) {
      const tok = toks[k];
      if (!tok.word) break; // a comma, a full stop: already punctuated, or the sentence ended
      if (prep && TIME_WORDS.test(tok.lower)) break;
      const prev = toks[k - 1];
      const next = toks[k + 1];
      // "… I gradually improved": an adverb may stand between the pronoun and its verb
      const verbAt = next.word && isAdverb(next.lower) && toks[k + 2]?.word ? k + 2 : k + 1;
      const pronoun = PRONOUNS.has(tok.lower) && toks[verbAt].word && isFiniteVerb(toks[verbAt].lower);
      // "In a market economy the price must …", "When the forest is on fire the wood turns …": a determiner, its
      // noun (after adjectives: "the best way is") and the verb, after the opening's own noun
      const nounSubject = SUBJECT_DETERMINERS.has(tok.lower) && isNounPhraseThenVerb(toks, k + 1) && isNoun(prev.lower);
      const subject = pronoun || nounSubject || CONTRACTED.test(tok.lower);
      if (
        subject &&
        k - st - lead >= (prep ? shortest : 3) &&
        // "think like that it's …": after a preposition "that" is a pronoun, not the start of a clause
        (!BLOCKERS.has(prev.lower) ||
          (prev.lower === 'that' && /^(?:like|about|of)$/.test(toks[k - 2]?.lower ?? ''))) &&
        !isVerb(prev.lower) &&
        // a prepositional phrase has no verb of its own; a clause needs one
        (prep ? !clauseHasVerb : clauseHasVerb)
      ) {
        edits.push({
          start: prev.end,
          end: prev.end,
          before: '',
          after: ',',
          rule: 'commas:introductory-clause',
          reason: `A comma ends the opening "${toks[st + lead].text} …" ${prep ? 'phrase' : 'clause'} before the main clause.`,
          category: 'punctuation',
          applied: true,
          optional: true,
        });
        break;
      }
      if (k > st && (isVerb(tok.lower) || CONTRACTED.test(tok.lower))) clauseHasVerb = true;
    }
  }
  return edits;
}

/**
 * In a sentence the engine corrects for spelling or grammar (a learner's sentence, not a careful writer's), the
 * comma of edited prose after a short opening phrase too: "Without facts, there will be …", "In simple words,
 * they say …". A careful writer's "In that role I reduced …" keeps the choice (see introCommaEdits).
 */
export function learnerCommaEdits(text: string, edits: readonly GrammarEdit[]): GrammarEdit[] {
  const inFixedSentence = fixedSentenceTest(text, edits);
  if (!inFixedSentence) return [];
  const long = new Set(introCommaEdits(text).map((e) => e.start));
  const out = introCommaEdits(text, 2).filter((e) => !long.has(e.start) && inFixedSentence(e.start));
  // a one-line text whose last sentence (of four words or more) is corrected and ends without its full stop
  // ("So Ho Chi Minh city will develope" → "…develop."), also when it starts in lower case; tidy adds it after a
  // long last sentence that starts with a capital in any text
  const last =
    /[A-Za-z]$/.test(text) && !/\n/.test(text) && !/https?:|@|#/.test(text)
      ? text.slice(sentenceStart(text, text.length))
      : '';
  const words = last.trim().split(/\s+/).length;
  if (words >= 4 && inFixedSentence(text.length - 1) && !isCasualText(text) && hasFiniteVerb(last))
    out.push({
      start: text.length,
      end: text.length,
      before: '',
      after: '.',
      rule: 'tidy:final-period',
      reason: 'A sentence ends with a full stop.',
      category: 'punctuation',
      applied: true,
    });
  return out;
}

/**
 * A test of whether an offset lies in a sentence one of `edits` corrects (a word changed, not only one of the
 * `marks` categories), or null when no sentence is corrected.
 */
function fixedSentenceTest(
  text: string,
  edits: readonly GrammarEdit[],
  marks = /^(?:punctuation|capitalization|spacing)$/,
): ((at: number) => boolean) | null {
  const fixes = edits.filter((e) => e.applied && !marks.test(e.category));
  if (!fixes.length) return null;
  return (at: number) => {
    const from = sentenceStart(text, at);
    const to = sentenceEnd(text, at);
    return fixes.some((f) => f.start >= from && f.end <= to);
  };
}

/**
 * The edits without the optional marks (GrammarEdit.optional) of sentences nothing else corrects: a careful
 * writer's "Then we'll talk" or "If you attach a handler you resume it" keeps the writer's choice.
 */
export function withoutOptionalMarks(text: string, edits: GrammarEdit[]): GrammarEdit[] {
  // (a sentence opened in lower case was not written with care either: "in the late evening we went out")
  const inFixedSentence = fixedSentenceTest(text, edits, /^(?:punctuation|spacing)$/);
  return edits.flatMap((e) => {
    if (!e.optional || !e.applied || inFixedSentence?.(e.start)) return [e];
    // ("also we went" → "Also, we went": the capital stays, the comma goes)
    const withoutMark = e.after.replace(/,$/, '');
    return withoutMark !== e.before ? [{ ...e, after: withoutMark }] : [];
  });
}

const sentenceStart = (text: string, at: number) => {
  const m = /[.!?\n][^.!?\n]*$/.exec(text.slice(0, at));
  return m ? m.index + 1 : 0;
};
const sentenceEnd = (text: string, at: number) => {
  const i = text.slice(at).search(/[.!?\n]/);
  return i < 0 ? text.length : at + i;
};
