import type { GrammarEdit } from '../../grammar';
import { isUncountable, tagsOf } from '../../lexicon';
import { nounPluralOf } from '../inflect';
import { unigramCount } from '../../ngrams';
import { matchCase } from 'src/common/text';
import { make, opensSentence, type Ctx } from '../context';
import { isWord, lowerWord } from '../words';
import { wordTable } from '../../word-table';

/**
 * Everyday slips with one reading, each fixed only where the words around it leave no doubt:
 * - "gained lot of knowledge", "with lot of love" → "a lot of" (after a verb or a preposition; not "the lot of",
 *   "parking lot of");
 * - "check weather it is set", "I don't know weather they came" → "whether" (after a verb of asking or knowing,
 *   before a clause or "or");
 * - "a honour" → "an honour" (a silent h the checker's dictionary lacks in British spelling);
 * - "childrens" → "children", "teeths" → "teeth" (a plural made plural again);
 * - "can't hardly wait" → "can hardly wait" (hardly already negates);
 * - "emphasized on punctuality" → "emphasized punctuality" (the verb takes no "on"; the noun "emphasis on" does);
 * - "This are my friends" → "These are";
 * - "I am resident of Rohini" → "I am a resident of" (one person: the noun takes its article);
 * (the future after "once", "Ravi and me went" and "elder than" are in tense.ts, pronouns.ts and
 * data/phrase-fixes.ts);
 * - "Add 2 cup of rice", "cook for 3 whistle", "I have 2 brother" → plural after a count of two or more (the count
 *   after a verb, a preposition or at a sentence start; not "Chapter 2 summary", "a 2 year old", "5 foot 8").
 */

/** Counting words that stay singular after a number ("5 foot 8", "2 dozen eggs", "3 lakh rupees"). */
const COUNT_WORDS =
  /^(?:percent|per|foot|dozen|score|hundred|thousand|lakh|crore|million|billion|trillion|pair|head|time|o|am|pm|degree|point)$/;

/** Verbs (any form) after which "weather" can only be "whether": the weather is checked, not "checked weather". */
const ASKING =
  /^(?:check|checks|checked|checking|know|knows|knew|ask|asks|asked|asking|wonder|wonders|wondered|wondering|decide|decides|decided|deciding|confirm|confirms|confirmed|sure|unsure|doubt|doubtful|tell|find|see|verify|verifies|verified)$/;
/** What opens the clause after "whether". */
const CLAUSE_START =
  /^(?:it|he|she|they|we|you|i|there|this|that|these|those|the|a|an|my|your|his|her|our|their|or|to|anyone|someone|everyone|all|any)$/;

export function everydayEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i];
    const prev = toks[i - 1];
    const next = toks[i + 1];
    if (t.lower === 'lot' && t.text === 'lot' && next.lower === 'of' && lowerWord(prev)) {
      const tag = tagsOf(prev.lower)[0] ?? '';
      // "gained lot of", "with lot of": a verb or a preposition, never a determiner or a noun ("parking lot of")
      if (/^(?:VB|VBD|VBP|VBZ|VBN|IN)$/.test(tag) && !/^(?:that|as|than)$/.test(prev.lower))
        edits.push(make(t.start, t.start, c.text, 'a ', 'a-lot-of', '"Lot of" takes its article: "a lot of".'));
    }
    if (t.lower === 'weather' && t.text === 'weather' && lowerWord(prev) && ASKING.test(prev.lower)) {
      // the next word opens a clause, or is code or a name the sentence asks about
      const opens = lowerWord(next)
        ? CLAUSE_START.test(next.lower)
        : /^[`"'“A-Z]/.test(c.text.slice(t.end).trimStart());
      if (opens)
        edits.push(
          make(
            t.start,
            t.end,
            c.text,
            'whether',
            'weather-whether',
            '"Whether" introduces a choice or a question; "weather" is rain and sun.',
          ),
        );
    }
  }
  edits.push(...countPluralEdits(c), ...fixedWordEdits(c));
  return edits;
}

const SILENT_H = /^(?:honour|honours|honourable|honorary|heir|heiress|heirloom|hourly)$/;
const DOUBLE_PLURALS: Readonly<Record<string, string>> = wordTable({
  childrens: 'children',
  teeths: 'teeth',
  feets: 'feet',
  mices: 'mice',
});

function fixedWordEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (t.text === 'a' && lowerWord(next) && SILENT_H.test(next.lower) && /^ $/.test(c.text.slice(t.end, next.start)))
      edits.push(make(t.start, t.end, c.text, 'an', 'an-silent-h', `"${next.text}" starts with a vowel sound: "an".`));
    const single = DOUBLE_PLURALS[t.lower];
    if (single && t.word)
      edits.push(
        make(t.start, t.end, c.text, matchCase(t.text, single), 'double-plural', `"${single}" is already plural.`),
      );
    if (
      /^(?:can['’]t|cannot|couldn['’]t)$/.test(t.lower) &&
      lowerWord(next) &&
      /^(?:hardly|barely|scarcely)$/.test(next.lower)
    ) {
      const base = /^could/.test(t.lower) ? 'could' : 'can';
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          matchCase(t.text, base),
          'double-negative',
          `"${next.text}" already makes it negative.`,
        ),
      );
    }
    if (/^emphasi[sz](?:e|es|ed|ing)$/.test(t.lower) && next?.lower === 'on' && lowerWord(toks[i + 2]))
      edits.push(make(t.end, next.end, c.text, '', 'emphasize-on', `"${t.text}" takes its object without "on".`));
    if (t.lower === 'this' && isWord(next) && /^(?:are|were)$/.test(next.lower) && opensSentence(c, i))
      edits.push(
        make(t.start, t.end, c.text, matchCase(t.text, 'these'), 'this-these', `"${next.text}" goes with "these".`),
      );
    if (
      t.text === 'resident' &&
      next?.lower === 'of' &&
      /^(?:am|is|was|i['’]m|he['’]s|she['’]s)$/.test(toks[i - 1]?.lower ?? '') &&
      (/['’]/.test(toks[i - 1].lower) || /^(?:i|he|she)$/.test(toks[i - 2]?.lower ?? ''))
    )
      edits.push(make(t.start, t.start, c.text, 'a ', 'a-resident', 'One person is "a resident of" a place.'));
  }
  return edits;
}

/** Measures of food and drink: "4 cups water", "2 spoons sugar". */
const MEASURES = /^(?:cup|spoon|teaspoon|tablespoon|glass|bowl|bottle|packet|pinch|litre|liter|mug|scoop)$/;

function countPluralEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const num = toks[i];
    if (!/^\d{1,3}$/.test(num.text) || Number(num.text) < 2) continue;
    const noun = toks[i + 1];
    const next = toks[i + 2];
    const prev = toks[i - 1];
    // "2 cup": one space between, the noun in lower case and the number not part of a range or a code ("2-3 cups")
    if (
      !lowerWord(noun) ||
      !/^ $/.test(c.text.slice(num.end, noun.start)) ||
      /[-–/.:,]$/.test(c.text.slice(0, num.start))
    )
      continue;
    // the count opens the sentence or follows a verb or a preposition ("Add 2 cup", "for 3 whistle")
    const opens = !prev || /^[.!?\n]$/.test(prev.text) || /\n[ \t]*(?:[-*•][ \t]*)?$/.test(c.text.slice(0, num.start));
    const after = isWord(prev) && /^(?:VB|VBD|VBP|VBZ|VBG|IN|TO)$/.test(tagsOf(prev.lower)[0] ?? '');
    if (!opens && !after) continue;
    const tags = tagsOf(noun.lower);
    // a noun (or a common word the tagger lacks, "whistle", whose plural is common too)
    const noun0 = tags[0] === 'NN' || (!tags.length && unigramCount(noun.lower) >= 1_000_000);
    if (!noun0 || COUNT_WORDS.test(noun.lower) || isUncountable(noun.lower)) continue;
    // a count that describes the next noun ("a 2 year course", "3 star hotel") or an adjective after it
    // ("2 year old"): left alone
    // ("4 cup water", "2 spoon sugar": a measure before what it measures is plural all the same)
    const measured = MEASURES.test(noun.lower) && lowerWord(next) && isUncountable(next.lower);
    if (next?.word && /^(?:NN|JJ)/.test(tagsOf(next.lower)[0] ?? '') && !measured) continue;
    if (next && /^[-–]$/.test(next.text)) continue;
    const plural = nounPluralOf(noun.lower);
    if (plural === noun.lower || unigramCount(plural) < 500_000) continue;
    edits.push(make(noun.start, noun.end, c.text, plural, 'count-plural', `After "${num.text}", the noun is plural.`));
  }
  return edits;
}
