import type { GrammarEdit } from '../../grammar';
import { isUncountable, tagsOf } from '../../lexicon';
import { gerundOf, nounPluralOf } from '../inflect';
import { unigramCount } from '../../ngrams';
import { matchCase } from 'src/common/text';
import { make, opensSentence, type Ctx } from '../context';
import { isAdjective, isWord, lowerWord } from '../words';
import { wordTable } from '../../word-table';
import { isNameWord } from '../../vocabulary';
import { SILENT_H } from '../data/determiners';

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
 * - "todays class", "yesterdays meeting" → "today's", "yesterday's" (before a noun);
 * - "I know python, SQL and java" → "Python", "Java" (a programming language or an app named in prose);
 * - "avoid to use", "enjoy to play", "would you mind to send" → "avoid using" … (these verbs take an -ing form);
 * - "my name is rahul" → "Rahul" (a known first name that is no English word);
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
  for (let i = 0; i + 1 < toks.length; i++) {
    // "Much people have", "less cars": before a plural of things that are counted, "many" and "fewer"
    const next = toks[i + 1];
    if (
      /^(?:much|less)$/.test(toks[i].lower) &&
      lowerWord(next) &&
      !/^(?:more|no|or)$/.test(toks[i - 1]?.lower ?? '') &&
      tagsOf(next.lower)[0] === 'NNS' &&
      !tagsOf(next.lower).includes('VBZ') &&
      (!tagsOf(next.lower).includes('NN') || next.lower === 'people') &&
      !isUncountable(next.lower) &&
      (!toks[i + 2] || !/^(?:than|of)$/.test(toks[i + 2].lower))
    ) {
      const after = matchCase(toks[i].text, toks[i].lower === 'much' ? 'many' : 'fewer');
      edits.push(
        make(
          toks[i].start,
          toks[i].end,
          c.text,
          after,
          'count-quantifier',
          `"${next.text}" are counted: "${after.toLowerCase()}", not "${toks[i].lower}".`,
        ),
      );
    }
  }
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
    // ("asked me weather", "tell us weather": a person asked between the verb and "weather")
    const asker =
      lowerWord(prev) && /^(?:me|us|him|her|them|you)$/.test(prev.lower) && lowerWord(toks[i - 2]) ? toks[i - 2] : prev;
    if (t.lower === 'weather' && t.text === 'weather' && lowerWord(asker) && ASKING.test(asker.lower)) {
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
  edits.push(
    ...countPluralEdits(c),
    ...fixedWordEdits(c),
    ...dayPossessiveEdits(c),
    ...techNameEdits(c),
    ...nameEdits(c),
    ...gerundObjectEdits(c),
  );
  return edits;
}

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
    // "You got 5 of 5 right", "3 wrong": a score's adjective, not the noun "rights"
    if (/^(?:right|wrong|correct|left|total|extra)$/.test(noun.lower)) continue;
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

/**
 * "todays class" → "today's class": the day owns what follows, so it takes an apostrophe. Only before a word that
 * is first a noun ("all our yesterdays have lighted fools" stays; so does "brighter tomorrows").
 */
function dayPossessiveEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const m = /^(today|yesterday|tomorrow|tonight)s$/i.exec(t.text);
    const next = toks[i + 1];
    if (!m || !lowerWord(next) || !/^ $/.test(c.text.slice(t.end, next.start))) continue;
    // "my todays plan" needs more than an apostrophe
    if (/^(?:my|your|his|her|our|their|the|a|an|this|that)$/.test(toks[i - 1]?.lower ?? '')) continue;
    let k = i + 1;
    if (isAdjective(toks[k].lower) && lowerWord(toks[k + 1])) k++;
    const tags = tagsOf(toks[k].lower);
    if (!/^NNS?$/.test(tags[0] ?? '')) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        `${m[1]}'s`,
        'day-possessive',
        `The ${m[1].toLowerCase()} owns what follows: "${m[1].toLowerCase()}'s ${toks[k].text}".`,
      ),
    );
  }
  return edits;
}

/** Programming languages and apps, which are names, and their spelling ("javascript" → "JavaScript"). */
const TECH_NAMES: Readonly<Record<string, string>> = wordTable({
  python: 'Python',
  java: 'Java',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  kotlin: 'Kotlin',
});
/** Names that are also common words ("a python", "a cup of java"): capitalised only beside a sign of technology. */
const AMBIGUOUS_TECH = /^(?:python|java)$/;
/** Words that say a programming language is meant: "know python", "python developer". */
const TECH_BEFORE =
  /^(?:know|knows|knew|learn|learns|learnt|learned|learning|use|uses|used|using|in|with|code|coding|program|programming|master|mastered|languages?|teach|teaches|taught|studied|study|studying)$/;
const TECH_AFTER =
  /^(?:developer|developers|programming|programmer|programmers|code|coding|script|scripts|course|courses|language|libraries|library|package|packages|project|projects|skills|backend|framework|frameworks|developer|engineer|engineers|training|tutorial|tutorials|certification|interview)$/;
/** Other languages and tools, as they are written: a list with one of them is a list of languages. */
const TECH_WORDS =
  /^(?:SQL|MySQL|HTML|CSS|C|R|PHP|Ruby|Excel|Django|Flask|React|Node|AWS|Linux|Git|JavaScript|TypeScript|Python|Java|Kotlin|Go|Golang|Rust|Pandas|NumPy|Tableau|javascript|typescript|kotlin|sql|html|css|php|mysql|django|python|java)$/;

/**
 * "I know python, SQL and java" → "Python", "Java": a programming language or an app is a name, and prose
 * writes it with its capital. "linkedin", "whatsapp", "youtube" and "javascript" are never common words; "python"
 * and "java" only with a sign of programming beside them (after "know", "learn", "in"; before "developer"; in a
 * list with another language). Code, paths and links are shielded before the rules run.
 */
function techNameEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const name = TECH_NAMES[t.text];
    if (!name || !lowerWord(t)) continue;
    // part of a file name, a handle, a package or a link ("python3", "whatsapp.com", "@youtube", "java-8")
    const before = c.text[t.start - 1] ?? ' ';
    const after = c.text.slice(t.end, t.end + 2);
    if (!/[\s("“]/.test(before) || /^(?:[\w@/:\\\-+#]|\.\w)/.test(after)) continue;
    if (AMBIGUOUS_TECH.test(t.lower)) {
      const prev = toks[i - 1];
      const next = toks[i + 1];
      // a list: "python, SQL and java", "SQL and python"
      const listed = (k: number, sep: number) =>
        !!toks[k] &&
        TECH_WORDS.test(toks[k].text) &&
        toks[k].lower !== t.lower &&
        /^(?:,|and|or|\/)$/.test(toks[sep].lower);
      const beside =
        (isWord(prev) && TECH_BEFORE.test(prev.lower)) ||
        (lowerWord(next) && TECH_AFTER.test(next.lower)) ||
        listed(i - 2, i - 1) ||
        listed(i + 2, i + 1);
      if (!beside) continue;
    }
    edits.push(make(t.start, t.end, c.text, name, 'tech-name', `"${name}" is a name and is written with its capital.`));
  }
  return edits;
}

/**
 * "My name is rahul sharma." → "Rahul Sharma": after "name is", a name the name lists know and the lexicon does
 * not (so not "my name is grace" or "joy", which are also words; those are left as written), up to the phrase's end.
 */
function nameEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 2; i < toks.length; i++) {
    if (toks[i - 1].lower !== 'is' || toks[i - 2].lower !== 'name') continue;
    // a person's name: "my name", "her name", "my friend's name" (not "the file name is config")
    if (!/^(?:my|his|her|your|our|their)$|['’]s$/.test(toks[i - 3]?.lower ?? '')) continue;
    let k = i;
    while (k < i + 3 && lowerWord(toks[k]) && isNameWord(toks[k].lower) && !tagsOf(toks[k].lower).length) k++;
    const end = toks[k];
    if (k === i || (end && !/^[.,!;\n]$/.test(end.text) && end.lower !== 'and')) continue;
    // not a file or a link: "name is rahul.txt"
    if (end?.text === '.' && /^\.\w/.test(c.text.slice(end.start, end.start + 2))) continue;
    for (let j = i; j < k; j++) {
      const t = toks[j];
      const name = t.text[0].toUpperCase() + t.text.slice(1);
      edits.push(make(t.start, t.end, c.text, name, 'name-capital', `"${name}" is a name and takes a capital.`));
    }
  }
  return edits;
}

/**
 * Verbs whose object is an -ing form, never "to" and a verb: "avoid to use" → "avoid using", "enjoy to play" →
 * "enjoy playing", "suggest to go" → "suggest going". ("mind" only as a verb after its subject: "keep in mind to
 * check" stays; not "recommended", "suggested": "it is recommended to use" is right.)
 */
const ING_OBJECT_VERBS =
  /^(?:avoid|avoids|avoided|avoiding|enjoy|enjoys|enjoyed|enjoying|suggest|suggests|recommend|recommends|mind)$/;

function gerundObjectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 2 < toks.length; i++) {
    const verb = toks[i];
    const to = toks[i + 1];
    const base = toks[i + 2];
    if (!isWord(verb) || !ING_OBJECT_VERBS.test(verb.lower) || to.text !== 'to' || !lowerWord(base)) continue;
    if (
      verb.lower === 'mind' &&
      !/^(?:you|i|we|they|he|she|don['’]t|didn['’]t|wouldn['’]t|not)$/.test(toks[i - 1]?.lower ?? '')
    )
      continue;
    // a verb in its base form ("enjoy to the full" stays); after "suggest" and "recommend", which take "to" and a
    // person ("suggest to staff that …"), a word that is first a verb
    const tags = tagsOf(base.lower);
    const verbFirst = /^VBP?$/.test(tags[0] ?? '');
    const nounVerb = tags[0] === 'NN' && tags.includes('VB') && !/^(?:suggest|recommend)/.test(verb.lower);
    if (!verbFirst && !nounVerb) continue;
    const ing = gerundOf(base.lower);
    if (!ing) continue;
    edits.push(
      make(
        to.start,
        base.end,
        c.text,
        ing,
        'gerund-object',
        `"${verb.text}" takes an -ing form: "${verb.lower} ${ing}", not "${verb.lower} to ${base.lower}".`,
      ),
    );
  }
  return edits;
}
