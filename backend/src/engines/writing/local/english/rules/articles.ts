import type { GrammarEdit } from '../../grammar';
import { tagsOf } from '../../lexicon';
import { make, type Ctx } from '../context';
import { COUNTED_PEOPLE } from '../data/nouns';
import { first, isWord, lowerWord } from '../words';

// ---------------------------------------------------------------------------------------------------------
// for 4 person → for 4 people; most of data → most of the data; is most powerful tool → is the most powerful tool

const NUMBER_WORD = /^(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|hundred)$/;
const TIME_NOUNS = /^(today|tonight|tomorrow|yesterday|time|week|month|year|night|morning|evening)$/;
const LAST_NOUNS = /^(day|date|chance|step|option|question|stop|page|round|match|episode|item|resort)$/;

export function numberArticleEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    // "for 4 person" → "people" (not "a 4 person team", where "person" describes the next noun)
    if ((/^\d+$/.test(t.text) && Number(t.text) > 1) || NUMBER_WORD.test(t.lower)) {
      if (next?.text !== 'person' || /^-/.test(c.text.slice(next.end, next.end + 1))) continue;
      const after = toks[i + 2];
      if (lowerWord(after) && /^NN/.test(first(after.lower))) continue;
      if (/^[-–]/.test(c.text.slice(t.end, next.start))) continue;
      edits.push(
        make(next.start, next.end, c.text, 'people', 'plural-noun', `After "${t.text}", the noun is plural: "people".`),
      );
      continue;
    }
    // "most of data", "some of students": "of" needs a determiner before the noun
    if (/^(most|some|many|all|none|few)$/.test(t.lower) && next.lower === 'of') {
      const noun = toks[i + 2];
      if (!lowerWord(noun) || TIME_NOUNS.test(noun.lower)) continue;
      const tags = tagsOf(noun.lower);
      // a plural noun only ("students", "data"); "all of humanity", "most of history" are right as they are
      if (tags[0] !== 'NNS' || !tags.every((x) => x === 'NN' || x === 'NNS')) continue;
      edits.push(
        make(
          noun.start,
          noun.start,
          c.text,
          'the ',
          'article-of',
          `"${t.text} of" is followed by a determiner: "${t.text} of the ${noun.text}".`,
        ),
      );
      continue;
    }
    // "is most powerful tool" → "is the most powerful tool"; "tomorrow is last day" → "the last day"
    if (/^(is|are|was|were)$/.test(t.lower) && /^(most|last)$/.test(next.lower)) {
      let k = i + 2;
      if (next.lower === 'most') {
        if (!lowerWord(toks[k]) || first(toks[k].lower) !== 'JJ') continue;
        k++;
      }
      const noun = toks[k];
      if (!lowerWord(noun)) continue;
      const tags = tagsOf(noun.lower);
      if (!tags.length || !tags.every((x) => /^NN/.test(x))) continue;
      if (next.lower === 'last' && !LAST_NOUNS.test(noun.lower)) continue;
      if (lowerWord(toks[k + 1]) && /^NN/.test(first(toks[k + 1].lower))) continue;
      edits.push(
        make(
          next.start,
          next.start,
          c.text,
          'the ',
          'article-superlative',
          `"${next.text}" before a noun takes "the": "the ${next.text} …".`,
        ),
      );
    }
  }
  return edits;
}

/** "from University of Delhi" → "from the University of Delhi". */
export function universityEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const m of c.text.matchAll(
    /(?<=\b(?:from|at|in|to|of|with|by|joined|attend|attended|attending)\s)(?=(?:University|Institute) of [A-Z])/g,
  ))
    edits.push(
      make(m.index, m.index, c.text, 'the ', 'article-university', 'A university named "University of …" takes "the".'),
    );
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// He is engineer → He is an engineer; When I was child → When I was a child

const BEING_SUBJECTS = /^(i|he|she|you|my|his|her|our|their|your)$/;
/** Words before a person noun that make one of many ("I am software engineer"; not "senior", "head", "chief"). */
const PERSON_MODIFIERS =
  /^(software|civil|mechanical|electrical|computer|data|web|school|college|medical|engineering|government|private|bank|sales|hardware|freelance|good|hardworking|science|commerce|arts|qualified|trained|experienced|professional)$/;

export function personArticleEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const be = toks[i];
    // "I am software engineer": one modifier of the kind may stand before the noun
    const modified = lowerWord(toks[i + 1]) && PERSON_MODIFIERS.test(toks[i + 1].lower) ? 1 : 0;
    const noun = toks[i + 1 + modified];
    if (!lowerWord(be) || !/^(am|is|was)$/.test(be.lower) || !lowerWord(noun) || !COUNTED_PEOPLE.test(noun.lower))
      continue;
    if (modified && /-/.test(c.text.slice(toks[i + 1].end, noun.start))) continue;
    const lead = toks[i + 1];
    // "I am teacher", "he was child", "my father is doctor": a person as the subject
    const subject = toks[i - 1];
    const owner = toks[i - 2];
    const person =
      (subject.text === 'I' && be.lower !== 'is') ||
      /^(he|she)$/.test(subject.lower) ||
      (isWord(owner) && BEING_SUBJECTS.test(owner.lower) && lowerWord(subject) && /^NN/.test(first(subject.lower)));
    if (!person) continue;
    // the noun ends the phrase: "He is engineer.", "I was child when …", "She is doctor in Pune"
    const next = toks[i + 2 + modified];
    if (
      next &&
      !/^[.,!?;:]$/.test(next.text) &&
      !/^(in|at|from|with|by|of|and|but|when|who|since|for|here|there|now)$/.test(next.lower)
    )
      continue;
    const article = /^[aeiou]/.test(lead.lower) ? 'an' : 'a';
    edits.push(
      make(
        lead.start,
        lead.start,
        c.text,
        `${article} `,
        'article-person',
        `One person of a kind takes "${article}": "${be.text} ${article} ${c.text.slice(lead.start, noun.end)}".`,
      ),
    );
  }
  return edits;
}
