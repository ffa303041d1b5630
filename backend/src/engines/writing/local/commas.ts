import { tokenize } from './english/tokenize';
import type { GrammarEdit } from './grammar';
import { tagsOf } from './lexicon';
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

export function introCommaEdits(text: string): GrammarEdit[] {
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
    for (let k = st + lead + 1; k < Math.min(toks.length - 1, st + 12); k++) {
      const tok = toks[k];
      if (!tok.word) break; // a comma, a full stop: already punctuated, or the sentence ended
      if (prep && TIME_WORDS.test(tok.lower)) break;
      const prev = toks[k - 1];
      const next = toks[k + 1];
      const pronoun = PRONOUNS.has(tok.lower) && next.word && isVerb(next.lower);
      // "In a market economy the price must …": a determiner, its noun and the verb, after the phrase's own noun
      const third = toks[k + 2];
      const nounSubject =
        prep &&
        SUBJECT_DETERMINERS.has(tok.lower) &&
        next.word &&
        /^NNS?$/.test(tagsOf(next.lower)[0] ?? '') &&
        third?.word &&
        /^(MD|VBZ|VBP|VBD)$/.test(tagsOf(third.lower)[0] ?? '') &&
        /^NNS?$/.test(tagsOf(prev.lower)[0] ?? '');
      const subject = pronoun || nounSubject || CONTRACTED.test(tok.lower);
      if (
        subject &&
        k - st - lead >= (prep ? 4 : 3) &&
        !BLOCKERS.has(prev.lower) &&
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
        });
        break;
      }
      if (k > st && (isVerb(tok.lower) || CONTRACTED.test(tok.lower))) clauseHasVerb = true;
    }
  }
  return edits;
}
