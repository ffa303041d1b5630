import type { GrammarEdit } from './grammar';
import { hasFiniteVerb, tagsOf } from './lexicon';
import { COMMON_MISSPELLINGS } from './misspellings';
import { FUNCTION_CAPITALS, isInLines, isSentenceStartAt } from './protect';
import { isCasualText, isKnownWord } from './vocabulary';

/**
 * Deterministic tidying that needs no dictionary: spacing around punctuation, runs of spaces, a comma after
 * common introductory phrases, "can not" → "cannot", doubled periods. Each fix is returned as an edit so
 * the explanation can list it.
 */

/**
 * The opening phrases whose comma edited prose always has ("However, the results …", "For example, …").
 */
const REQUIRED_INTRO_PHRASES = [
  'for example',
  'for instance',
  'in my opinion',
  'in my view',
  'in addition',
  'in conclusion',
  'in summary',
  'on the other hand',
  'as a result',
  'to sum up',
  'to conclude',
  'of course',
  'however',
  'moreover',
  'furthermore',
  'therefore',
  'consequently',
  'additionally',
  'nevertheless',
  'nonetheless',
  'firstly',
  'secondly',
  'thirdly',
  'in other words',
  'on the contrary',
  'first of all',
  'according to me',
  'in my point of view',
  'from my point of view',
  'in my personal opinion',
  'as far as i am concerned',
  'as far as i know',
  'on the one hand',
  'as a matter of fact',
  'last but not least',
  'needless to say',
];
/**
 * Opening phrases after which careful writers often leave the comma out ("Also", "Then", "Finally",
 * "Unfortunately", "In the end"): it is added only in a sentence the engine corrects anyway (GrammarEdit.optional).
 */
const OPTIONAL_INTRO_PHRASES = [
  'in this case',
  'in general',
  'in fact',
  'in short',
  'in the end',
  'thus',
  'hence',
  'meanwhile',
  'finally',
  'lastly',
  'besides',
  'unfortunately',
  'fortunately',
  'personally',
  'nowadays',
  'also',
  'in the past',
  'in the future',
  'at the same time',
  'at first',
  'after all',
  'above all',
  'in my experience',
  'to be honest',
  'honestly',
  'actually',
  'basically',
  'generally',
  'obviously',
  'clearly',
  'surprisingly',
  'instead',
  'similarly',
  'likewise',
  'indeed',
  'for this reason',
  'for these reasons',
  "in today's world",
  'in simple words',
  'to my surprise',
  'all in all',
  'more importantly',
  'most importantly',
  'ultimately',
  'undoubtedly',
  'thereby',
  'as we all know',
  'as we know',
  'as you know',
  'as everyone knows',
];
const INTRO_PHRASES = [...REQUIRED_INTRO_PHRASES, ...OPTIONAL_INTRO_PHRASES];
/** True when `phrase` is an introductory word or phrase that takes a comma at the start of a sentence. */
export function isIntroPhrase(phrase: string): boolean {
  return INTRO_SET.has(phrase.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'"));
}
const INTRO_SET = new Set(INTRO_PHRASES);
/** The opening words and phrases whose comma is always added: REQUIRED_INTRO_PHRASES and the answers' "Yes," "No," "Well,". */
const REQUIRED_COMMA = new Set([...REQUIRED_INTRO_PHRASES, 'yes', 'no', 'well']);
/** True when the comma after the opening `phrase` is one edited prose always has (see REQUIRED_COMMA). */
export function isRequiredIntroComma(phrase: string): boolean {
  const p = phrase
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .replace(/’/g, "'")
    .trim();
  return REQUIRED_COMMA.has(p.replace(/^(?:and|but|so|thus|hence|therefore) /, ''));
}
const phrasePattern = (phrases: string[]) =>
  phrases.map((p) => p.replace(/ /g, '\\s+').replace(/'/g, "['’]?")).join('|');
const INTRO = new RegExp(`(^|[.!?]\\s+|\\n\\s*)(${phrasePattern(INTRO_PHRASES)})(?=\\s+[A-Za-z])(?!,)`, 'gi');
/** "Likewise, The theory …": an opening phrase and its comma, then a capitalised function word. */
const CAPITAL_AFTER_INTRO = new RegExp(
  `(^|[.!?]\\s+|\\n\\s*)(?:${phrasePattern(INTRO_PHRASES)})[ \\t]*,[ \\t]+(${[...FUNCTION_CAPITALS].join('|')})(?=[ \\t]+(?:[a-z]|I\\b))`,
  'gi',
);
/** "But in my opinion, …", "Thus, in my view, …": a phrase of two words or more after a sentence's conjunction. */
const INTRO_AFTER_CONJUNCTION = new RegExp(
  `(^|[.!?]\\s+|\\n\\s*)((?:and|but|so|thus|hence|therefore),?\\s+(?:${phrasePattern(INTRO_PHRASES.filter((p) => p.includes(' ')))}))(?=\\s+[A-Za-z])(?!,)`,
  'gi',
);

interface Replacement {
  start: number;
  end: number;
  after: string;
  /** A mark careful writers often leave out: see GrammarEdit.optional. */
  optional?: boolean;
}

interface Fix {
  pattern: RegExp;
  /** Returns the replacement for the match, or null to leave it. */
  replace: (m: RegExpExecArray) => Replacement | null;
  rule: string;
  reason: string;
  category: GrammarEdit['category'];
  /** An optional mark (a comma, a final full stop): not added to a casual text (chat, emoji). */
  optional?: boolean;
}

const SUBJECT =
  '(?:I|we|they|he|she|it|you|there|this|that|these|those|people|most|many|some|the|my|our|their|his|her)';

/**
 * "First the …", "Second we …", "Then they …", "Yes that's right": a sentence-initial sequence word
 * followed by the subject of the sentence takes a comma ("First class is…" is not matched: no subject follows).
 */
const SEQUENCE_COMMA = new RegExp(
  `(^|[.!?]\\s+|\\n\\s*)(First|Second|Third|Fourth|Fifth|Then|Yes|No|Well)(?=\\s+(?:${SUBJECT}|a|an|when|if|because|as|in)\\b)(?!,)`,
  'g',
);

/**
 * "…, but we", "…, and they": a comma before a conjunction that starts a new clause, after 4+ words (a dash
 * already sets the remark off: "for learners — especially for …").
 */
const CLAUSE_COMMA = new RegExp(
  `(?:^|[.!?;:,—–]\\s*)((?:[^\\s.!?;:,—–]+[ \\t]+){4,}?[^\\s.!?;:,—–]+)(?=[ \\t]+(?:(?:and so|yet)\\s+${SUBJECT}\\b|but\\s+(?!(?:also|rather|only|instead|not)\\b|never\\s+[a-z]+ed\\b)[A-Za-z]|especially\\b))`,
  'g',
);

/**
 * "…, which was a mystery": "which" after a noun opens a non-restrictive clause (restrictive clauses take
 * "that" in edited English), after 3+ words of the clause; not after a preposition ("in which") or a verb
 * that asks a question ("decide which", "know which").
 */
const WHICH_COMMA =
  /(?:^|[.!?;:,]\s*)((?:[^\s.!?;:,]+\s+){2,}?([A-Za-z]+))(?=\s+which\s+(?:is|was|are|were|has|have|had|can|could|will|would|may|might|makes?|made|means?|meant|gives?|helps?|leads?|causes?|allows?|[a-z]+ed)\b)/g;
const NOT_BEFORE_WHICH =
  /^(?:in|of|on|at|by|for|from|to|with|about|under|into|through|during|upon|over|know|knows|knew|decide|decides|decided|choose|chooses|chose|see|tell|determine|understand|show|ask|asked|wonder|is|are|was|were|and|or|but|that|one|ones|things?|something|anything|everything|nothing)$/i;

/** An insertion of `mark` right after the match. */
function insertAfter(m: RegExpExecArray, mark: string, optional = false): Replacement {
  const end = m.index + m[0].length;
  return { start: end, end, after: mark, ...(optional ? { optional } : {}) };
}

/** A comma after every match of an introductory word or phrase. */
function introductoryComma(pattern: RegExp): Fix {
  return {
    pattern,
    // not after "9 a.m." or inside a sentence that runs over lines; not before a verb, where the word belongs
    // to a sentence without a subject ("Finally tried the biryani", "Also tell Vikram")
    replace: (m) => {
      if (!isSentenceStartAt(m.input, m.index + m[1].length)) return null;
      const next = /^\s+([A-Za-z]+)/.exec(m.input.slice(m.index + m[0].length))?.[1] ?? '';
      if (/^VB/.test(tagsOf(next)[0] ?? '')) return null;
      // "In the end of the story …": the phrase goes on ("of", "to"), it is no opening phrase of its own
      if (/^(?:of|to)$/i.test(next)) return null;
      return insertAfter(m, ',', !isRequiredIntroComma(m[2]));
    },
    rule: 'tidy:introductory-comma',
    reason: 'A comma follows an introductory word or phrase.',
    category: 'punctuation',
    optional: true,
  };
}

const FIXES: Fix[] = [
  {
    // (not a line's indentation: a stack trace, JSON, a nested list keep theirs)
    pattern: /(?<=\S)[ \t]{2,}/g,
    replace: (m) => ({ start: m.index, end: m.index + m[0].length, after: ' ' }),
    rule: 'tidy:spaces',
    reason: 'Words are separated by one space.',
    category: 'spacing',
  },
  {
    pattern: /(\S)[ \t]+([,;:!?]|\.(?![.\w"'`]))/g, // not before ".gitignore", ".5" or a quoted "eslint ."
    replace: (m) => ({ start: m.index + m[1].length, end: m.index + m[0].length - m[2].length, after: '' }),
    rule: 'tidy:space-before-punctuation',
    reason: 'No space goes before a punctuation mark.',
    category: 'spacing',
  },
  {
    pattern: /([a-z]{2})([,;])([A-Za-z])/g,
    replace: (m) => ({ start: m.index + 3, end: m.index + 3, after: ' ' }),
    rule: 'tidy:space-after-punctuation',
    reason: 'A space follows a comma or semicolon.',
    category: 'spacing',
  },
  {
    pattern: /([a-z]{2})\.\.(?!\.)(?=\s|$)/g,
    replace: (m) => ({ start: m.index + 2, end: m.index + 4, after: '.' }),
    rule: 'tidy:double-period',
    reason: 'One period ends a sentence.',
    category: 'punctuation',
  },
  {
    // the first word of a sentence: not after an abbreviation ("e.g. the"), not a brand ("iPhone"), not a link,
    // not a line of a list
    pattern: /(^|[.!?]["')\]]*[ \t]+)([a-z][a-z']*)(?=[\s,;:.!?]|$)/g,
    replace: (m) => {
      if (
        /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|no|p|pp)|\.\.)\.["')\]]*[ \t]+$/i.test(
          m.input.slice(0, m.index + m[1].length),
        )
      )
        return null;
      // a lower-case word no dictionary knows is a package or a brand written that way ("ioredis", "yauzl")
      if (m[2].length > 1 && !isKnownWord(m[2].replace(/'.*$/, '')) && !COMMON_MISSPELLINGS[m[2]]) return null;
      const start = m.index + m[1].length;
      return { start, end: start + m[2].length, after: m[2][0].toUpperCase() + m[2].slice(1) };
    },
    rule: 'tidy:sentence-capital',
    reason: 'A sentence starts with a capital letter.',
    category: 'capitalization',
  },
  {
    pattern: /\b([iI]) (m)\b/g,
    replace: (m) => ({ start: m.index + 1, end: m.index + 3, after: "'m" }),
    rule: 'tidy:im',
    reason: '"I\'m" is short for "I am".',
    category: 'spelling',
  },
  {
    pattern: /\b([Cc])an not\b(?!\s+only)/g,
    replace: (m) => ({ start: m.index, end: m.index + m[0].length, after: `${m[1]}annot` }),
    rule: 'tidy:cannot',
    reason: '"Cannot" is written as one word.',
    category: 'spelling',
  },
  {
    pattern: CLAUSE_COMMA,
    replace: (m) => {
      if (/\b(not only|nothing|all|anything|everything|anyone|none|no one|nobody)$/i.test(m[1])) return null;
      // "…of Rolex watch-wearers -- but of artists": a dash already sets the aside off
      if (/(?:^|\s)[-–—]+$/.test(m[1])) return null;
      // "is fine in daylight but struggles indoors": one subject with two verbs is no pair of clauses
      const after = /^[ \t]+but[ \t]+([A-Za-z]+)/.exec(m.input.slice(m.index + m[0].length))?.[1];
      const tags = after ? tagsOf(after.toLowerCase()) : [];
      if (
        after &&
        /(?:s|ed)$/.test(after) &&
        tags.some((t) => /^VB[ZD]$/.test(t)) &&
        !/^(?:DT|PRP|EX|WDT|WP|IN|CC)/.test(tags[0])
      )
        return null;
      // "to undo the last commit but keep your changes": a bare verb after "but" shares the subject (or the "to")
      if (after && /^[a-z]+$/.test(after) && tags[0] === 'VB') return null;
      // "can be exchanged within 7 days but are not eligible", "the small but noisy crowd": an auxiliary that
      // shares the subject, or an adjective, is no new clause
      if (
        after &&
        (/^(?:is|are|was|were|am|has|have|had|can|could|will|would|shall|should|must|may|might|do|does|did)$/.test(
          after,
        ) ||
          (/^[a-z]+$/.test(after) &&
            (tags[0] === 'JJ' || (!tags.length && /(?:y|ous|ful|ive|al|ic|less|able|ible)$/.test(after)))))
      )
        return null;
      // "not X but Y" contrasts two words, not two clauses
      if (/\b(not|n't|only)\b/i.test(m[1].split(/\s+/).slice(-4).join(' '))) return null;
      return insertAfter(m, ',', true);
    },
    rule: 'tidy:clause-comma',
    reason: 'A comma goes before "but" when it joins two clauses, and before "especially" when it adds a remark.',
    category: 'punctuation',
    optional: true,
  },
  introductoryComma(SEQUENCE_COMMA),
  {
    pattern: /([A-Za-z]{2}[a-z]*)$/g,
    replace: (m) => {
      // a text that ends in a word: the last sentence needs its full stop, when it is a long one (a message or a
      // post often ends without one: "Reached home, will call you later", "The PSK was super efficient")
      const lastSentence = m.input.slice(Math.max(0, m.input.search(/[^.!?\n]*$/)));
      if (lastSentence.trim().split(/\s+/).length < 12 || !/^[A-Z"]/.test(lastSentence.trim())) return null;
      if (/\n/.test(m.input) || /https?:|@|#/.test(lastSentence)) return null; // lists, handles, links: leave
      if (!hasFiniteVerb(lastSentence)) return null; // a title or a list of keywords
      return insertAfter(m, '.');
    },
    rule: 'tidy:final-period',
    reason: 'A sentence ends with a full stop.',
    category: 'punctuation',
    optional: true,
  },
  {
    pattern: WHICH_COMMA,
    replace: (m) => {
      if (NOT_BEFORE_WHICH.test(m[2])) return null;
      // "there are rocks which…", "some lectures which…": those clauses pick out which ones (restrictive)
      if (/\b(?:there\s+(?:is|are|was|were|may\s+be)|some|any|those|the\s+ones?)\b/i.test(m[1])) return null;
      // "a function which is used for …": after "a", "every" … the clause says which one (no comma); after
      // "the", "this", "my", a name or a bare noun it mostly adds to a known one ("this era, which …")
      const words = m[1].trim().split(/\s+/).slice(-4);
      const det = words.findLast((w) =>
        /^(?:the|this|that|these|its|my|our|their|your|his|her|a|an|every|each|no|another)$/i.test(w),
      );
      if (det && /^(?:a|an|every|each|no|another)$/i.test(det)) return null;
      return insertAfter(m, ',', true);
    },
    rule: 'tidy:which-comma',
    reason: 'A comma goes before "which" when it adds information about the word before it.',
    category: 'punctuation',
    optional: true,
  },
  introductoryComma(INTRO),
  introductoryComma(INTRO_AFTER_CONJUNCTION),
  {
    // "…, isn't it." → "…, isn't it?": a question tag asks, whatever came before it
    pattern:
      /, (?:is|are|was|were|do|does|did|will|would|can|could|should|have|has)(?:n't|n['’]t| n't) (?:it|they|you|he|she|we|I|there)( ?\.)(?=\s|$)/g,
    replace: (m) => ({ start: m.index + m[0].length - m[1].length, end: m.index + m[0].length, after: '?' }),
    rule: 'tidy:question-tag',
    reason: 'A question tag ("isn\'t it") ends with a question mark.',
    category: 'punctuation',
  },
  {
    // "the universe, the God, the death etc." → "…, the death, etc.": "etc." ends a list, after a comma like its
    // items (only where the sentence has a list: a comma or "and" before it)
    pattern: /([A-Za-z)])( etc\.)/g,
    replace: (m) => {
      const sentence =
        m.input
          .slice(0, m.index + 1)
          .split(/[.!?]\s|\n/)
          .at(-1) ?? '';
      if (!/,| and /.test(sentence)) return null;
      return { start: m.index + 1, end: m.index + 1, after: ',' };
    },
    rule: 'tidy:etc-comma',
    reason: 'A comma goes before "etc." at the end of a list.',
    category: 'punctuation',
    optional: true,
  },
  {
    // "Likewise, The theory is …" → "the theory": the sentence began with the opening phrase, so the word after
    // its comma is no sentence start (only function words: a name or a title keeps its capital)
    pattern: CAPITAL_AFTER_INTRO,
    replace: (m) => {
      const word = m[2];
      if (!/^[A-Z][a-z]*$/.test(word) || !isSentenceStartAt(m.input, m.index + m[1].length)) return null;
      const start = m.index + m[0].length - word.length;
      // (the pattern ignores case: the word after must be in lower case, or "I")
      if (!/^[ \t]+(?:[a-z]|I\b)/.test(m.input.slice(start + word.length))) return null;
      return { start, end: start + word.length, after: word.toLowerCase() };
    },
    rule: 'tidy:capital-after-opening',
    reason: 'The sentence began with the opening phrase: the word after its comma takes no capital.',
    category: 'capitalization',
  },
  {
    // "A younger person however will need …": "however" between a subject and its verb is set off by two commas
    pattern:
      /\b([a-z]+)( however)(?= (?:will|would|can|could|should|may|might|must|is|are|was|were|has|have|had|does|do|did)\b)/g,
    replace: (m) => {
      if (!/^NN/.test(tagsOf(m[1])[0] ?? '')) return null;
      const start = m.index + m[1].length;
      return { start, end: start + m[2].length, after: ', however,' };
    },
    rule: 'tidy:however-commas',
    reason: '"However" inside a sentence is set off by commas.',
    category: 'punctuation',
  },
];

/** The tidy edits for `text`, non-overlapping, in text order. */
export function tidyEdits(text: string): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  // a chat message, or a poem or list in lines: its optional marks are the writer's
  const casual = isCasualText(text) || isInLines(text);
  for (const fix of FIXES) {
    if (casual && fix.optional) continue;
    fix.pattern.lastIndex = 0;
    for (let m = fix.pattern.exec(text); m; m = fix.pattern.exec(text)) {
      const r = fix.replace(m);
      if (m[0].length === 0) fix.pattern.lastIndex++;
      if (!r) continue;
      edits.push({
        start: r.start,
        end: r.end,
        before: text.slice(r.start, r.end),
        after: r.after,
        rule: fix.rule,
        reason: fix.reason,
        category: fix.category,
        applied: true,
        ...(r.optional ? { optional: true } : {}),
      });
    }
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}
