import type { GrammarEdit } from '../../grammar';
import { isUncountable, tagsOf } from '../../lexicon';
import { capitaliseLike, matchCase } from 'src/common/text';
import { CLAUSE_OPENERS, edit, make, opensClause, opensSentence, type Ctx } from '../context';
import { first, isAdjective, isWord, lowerWord } from '../words';

/**
 * Words that sound alike: "their is" → "there is", "for there calm leadership" → "their", "for are project" →
 * "our", "your going" → "you're", "it's own" → "its", "so lets book" → "let's". ("its" for "it's" in fixed
 * patterns is in data/phrase-fixes.ts.)
 */

// ---------------------------------------------------------------------------------------------------------
// their is a reason → there is a reason

/**
 * "Their is a reason" → "There is a reason": "their" comes before a noun, never before a verb of being. Only
 * where "there" fits what follows (a determiner, a quantifier or a noun): "their are playing" may be "they're",
 * "their is good" may be "theirs".
 */
export function theirThereEdits({ toks }: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i + 2 < toks.length; i++) {
    if (toks[i].lower !== 'their' || !/^(is|are|was|were)$/.test(toks[i + 1].lower)) continue;
    const then = toks[i + 2];
    const fits =
      /^(a|an|the|no|not|some|any|many|much|several|few|lots|plenty|nothing|something|someone|somebody|nobody|also|still|always|only|even|going|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(
        then.lower,
      ) ||
      (then.word && /^NN/.test(tagsOf(then.lower)[0] ?? '') && !isAdjective(then.lower));
    if (!fits) continue;
    edits.push(
      edit(
        toks[i],
        matchCase(toks[i].text, 'there'),
        'their-there',
        `"${toks[i + 1].text}" is a verb: "there ${toks[i + 1].lower}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// for are project → for our project

const PREPOSITIONS_BEFORE_POSSESSIVE = /^(for|of|in|on|with|from|about|at|by|into|to|under|over|through|during)$/;

export function areOurEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i];
    if (t.lower !== 'are' || !lowerWord(t) || !PREPOSITIONS_BEFORE_POSSESSIVE.test(toks[i - 1].lower)) continue;
    let k = i + 1;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !/^(VB|RB)/.test(first(toks[k].lower))) k++;
    const noun = toks[k];
    // a noun and only a noun: "for are project", not "for are going" (a broken sentence to leave alone)
    if (!lowerWord(noun) || !/^NNS?$/.test(first(noun.lower))) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        'our',
        'are-our',
        `After "${toks[i - 1].text}", a possessive fits: "our ${noun.text}" ("are" is a verb).`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// for there calm leadership → for their calm leadership

/**
 * Verbs that take an object and never "there" as a place just before it: "track there spending", "manage there
 * money" → "their" ("spend there two weeks", "lost there yesterday" stay: a time after "there" is no object).
 */
const OBJECT_VERBS =
  /^(track|tracks|tracking|tracked|manage|manages|managing|managed|spend|spends|spending|spent|save|saves|saving|saved|protect|protects|protecting|protected|improve|improves|improving|improved|express|expresses|expressing|expressed|share|shares|sharing|shared|monitor|monitors|monitoring|monitored|control|controls|controlling|controlled|waste|wastes|wasting|wasted|lose|loses|losing|lost|respect|respects|respected|finish|finishes|finished|complete|completes|completed|submit|submits|submitted)$/;
const TIME_WORDS =
  /^(today|tonight|tomorrow|yesterday|day|days|night|nights|week|weeks|weekend|weekends|month|months|year|years|summer|winter|holiday|holidays|vacation|morning|evening|hours|minutes)$/;

export function thereTheirEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (t.lower !== 'there') continue;
    const before = toks[i - 1];
    const afterVerb =
      lowerWord(before) &&
      OBJECT_VERBS.test(before.lower) &&
      lowerWord(toks[i + 1]) &&
      !TIME_WORDS.test(toks[i + 1].lower);
    if (!afterVerb && !/^(for|about|against|with|of|by|into|towards|despite|to)$/.test(before.lower)) continue;
    // "according to there qualification": after "to" only a word that is a noun and nothing else ("from here to
    // there early", "to there and back" stay), and not "from … to there"
    if (toks[i - 1].lower === 'to') {
      const word = lowerWord(toks[i + 1]) ? toks[i + 1].lower : '';
      const tags = tagsOf(word);
      // (a word the lexicon lacks is a noun by its ending: "qualification", "arrangement")
      const nounOnly =
        (tags.length > 0 && tags.every((x) => x === 'NN' || x === 'NNS')) ||
        (!tags.length && /.{3}(?:tion|sion|ment|ness|ity|ship|ance|ence)s?$/.test(word));
      const from = toks.slice(Math.max(0, i - 6), i - 1).some((x) => x.lower === 'from' || x.lower === 'here');
      if (!nounOnly || from || /^(is|are|was|were|be)$/.test(toks[i + 2]?.lower ?? '')) continue;
    }
    let k = i + 1;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !tagsOf(toks[k].lower).includes('RB')) k++;
    // "track there spending.": a word that is an adjective and a noun, with no noun after it, is the noun
    if (k > i + 1 && !lowerWord(toks[k]) && first(toks[i + 1].lower) === 'NN') k = i + 1;
    const noun = toks[k];
    if (k === i + 1 && !lowerWord(noun)) continue;
    const known = /^NN/.test(first(noun.lower)) || (toks[i - 1].lower === 'to' && k === i + 1);
    if (!lowerWord(noun) || !known || tagsOf(noun.lower).includes('RB')) continue;
    // "for there to be": not a noun phrase
    const next = toks[k + 1];
    if (lowerWord(next) && /^(is|are|was|were|be)$/.test(next.lower) && k === i + 1) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        'their',
        'there-their',
        `Before a noun ("${noun.text}"), the possessive is "their"; "there" is a place.`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// your going → you're going; If you're database is → If your database is

const YOURE_NEXT = /^(not|never|gonna|a|an|the|on|in|at)$/;
const YOURE_ADJECTIVES =
  /^(right|wrong|correct|late|early|busy|ready|kidding|mistaken|lucky|amazing|awesome|free|done|available|interested|tired|sick|okay|ok)$/;
const ING_OBJECT =
  /^(to|for|a|an|the|this|that|these|those|my|his|her|our|their|your|it|them|us|me|him|here|there|now|today|tonight|tomorrow|soon)$/;

export function yourYoureEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (!lowerWord(next) || /^[-/]/.test(c.text.slice(next.end, next.end + 1))) continue;
    if (t.lower === 'your') {
      const prev = toks[i - 1];
      // after a preposition or a verb "your" is the possessive: "for your on-call", "check your in tray"
      if (isWord(prev) && /^(IN|VB|TO)/.test(first(prev.lower)) && !CLAUSE_OPENERS.has(prev.lower)) {
        if (!/^(sure|hope|think|guess|know|if|that)$/.test(prev.lower)) continue;
      }
      let ok = YOURE_NEXT.test(next.lower);
      if (/^(on|in|at)$/.test(next.lower))
        ok =
          lowerWord(toks[i + 2]) &&
          /^(the|a|an|my|your|our|time|leave|track|holiday|vacation|duty|call|site|home|work)$/.test(toks[i + 2].lower);
      if (next.lower === 'welcome') ok = !toks[i + 2] || /^[.!,]$/.test(toks[i + 2].text) || toks[i + 2].lower === 'to';
      // "I think your right about this", "Your wrong.": an adjective that ends the clause after a clause start or
      // a verb of thinking (not "It is your right.", where "right" is a noun after "is")
      if (YOURE_ADJECTIVES.test(next.lower)) {
        const after = toks[i + 2];
        const ends = !after || /^[.!?,;]$/.test(after.text) || /^(about|that|now|again|too)$/.test(after.lower);
        const opens =
          !prev ||
          opensSentence(c, i) ||
          /^(think|guess|hope|feel|believe|know|sure|and|but|so|because|if|when|once|unless)$/.test(prev.lower);
        ok = ends && opens;
      }
      if (next.lower.endsWith('ing') && tagsOf(next.lower).includes('VBG')) {
        const opens =
          !prev ||
          opensSentence(c, i) ||
          CLAUSE_OPENERS.has(prev.lower) ||
          /^(sure|hope|think|guess|that)$/.test(prev.lower);
        ok = opens && lowerWord(toks[i + 2]) && ING_OBJECT.test(toks[i + 2].lower);
        if (next.lower === 'going' && toks[i + 2]?.lower === 'to') ok = true;
        // "hope your doing well"
        if (next.lower === 'doing' && /^(well|good|fine|great|ok|okay|alright|better)$/.test(toks[i + 2]?.lower ?? ''))
          ok = opens;
      }
      if (!ok) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          capitaliseLike(t.text, "you're"),
          'your-youre',
          `"You're" means "you are"; "your" is the possessive ("your car").`,
        ),
      );
    } else if (/^(?:you|they)['’]re$/.test(t.lower)) {
      const possessive = t.lower.startsWith('you') ? 'your' : 'their';
      const tags = tagsOf(next.lower);
      const nounOnly = tags.length > 0 && tags.every((x) => x === 'NN' || x === 'NNS');
      // "if you're leave is approved": a noun that is also a verb, with its own verb after it
      const nounThenBe =
        tags.includes('NN') &&
        tags.every((x) => /^(NN|NNS|VB|VBP)$/.test(x)) &&
        /^(is|was|has)$/.test(toks[i + 2]?.lower ?? '');
      const prev = toks[i - 1];
      // "to you're team", "for you're quick reply": after a preposition a noun phrase follows ("you are" cannot)
      const nounPhraseAfterPreposition =
        isWord(prev) &&
        /^(for|of|to|with|about|from|by|into|under|over|through|during|without|against)$/.test(prev.lower) &&
        (tags.includes('NN') || tags.includes('NNS') || tags[0] === 'JJ') &&
        !/^VBG$/.test(tags[0] ?? '');
      // "save you're work", "check you're answers": a doing verb, then a noun (not "know you're right")
      const afterDoing =
        isWord(prev) &&
        (prev.text === prev.lower || opensSentence(c, i - 1)) &&
        /^VB/.test(first(prev.lower)) &&
        !/^(know|think|hope|guess|feel|believe|say|said|mean|suppose|sure|wish|bet|see|tell|if|that|when)$/.test(
          prev.lower,
        ) &&
        /^NNS?$/.test(first(next.lower));
      if (!nounOnly && !nounThenBe && !nounPhraseAfterPreposition && !afterDoing) continue;
      // "send me you're office address": after a verb of giving and its person
      const afterGiving =
        isWord(prev) &&
        /^(me|us|him|her|them)$/.test(prev.lower) &&
        /^(send|give|tell|show|share|email|e-mail|mail|forward|text|whatsapp)$/.test(toks[i - 2]?.lower ?? '');
      const afterPreposition =
        isWord(prev) &&
        /^(for|of|to|with|about|from|by|into|under|over|through|during|without|against)$/.test(prev.lower);
      const verb = toks[i + 2];
      const beforeVerb =
        lowerWord(verb) &&
        (/^(is|was|has|will|can|should|must|would|could|needs|looks|seems|expires|says|shows)$/.test(verb.lower) ||
          (first(verb.lower) === 'VBZ' && !tagsOf(verb.lower).includes('NNS')));
      if (!afterPreposition && !beforeVerb && !afterGiving && !nounThenBe && !nounPhraseAfterPreposition && !afterDoing)
        continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          capitaliseLike(t.text, possessive),
          possessive === 'your' ? 'your-youre' : 'their-theyre',
          possessive === 'your'
            ? `"Your" is the possessive ("your ${next.text}"); "you're" means "you are".`
            : `"Their" is the possessive ("their ${next.text}"); "they're" means "they are".`,
        ),
      );
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// it's own → its own; its older than → it's older than; so lets book → so let's book

const AUX_AFTER_NOUN = /^(is|are|was|were|has|have|will|can|should|must|would|could)$/;

export function itsLetsEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (!lowerWord(next) || /^[-/]/.test(c.text.slice(next.end, next.end + 1))) continue;
    if (/^it['’]s$/.test(t.lower)) {
      // "it's own", "it's main goal is": "it is" cannot stand before a noun that has its own verb
      let k = i + 1;
      if (next.lower !== 'own') {
        if (lowerWord(toks[k]) && isAdjective(toks[k].lower)) k++;
        const noun = toks[k];
        const tags = lowerWord(noun) ? tagsOf(noun.lower) : [];
        const nounOnly = tags.length > 0 && tags.every((x) => x === 'NN' || x === 'NNS');
        if (!nounOnly || !lowerWord(toks[k + 1]) || !AUX_AFTER_NOUN.test(toks[k + 1].lower)) continue;
      }
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          capitaliseLike(t.text, 'its'),
          'its-possessive',
          '"Its" is the possessive ("its own"); "it\'s" means "it is".',
        ),
      );
    } else if (t.lower === 'its') {
      // "its older than", "its on 22 November": "its" cannot stand before a comparison or a preposition
      const comparison = first(next.lower) === 'JJR' && toks[i + 2]?.lower === 'than';
      const place =
        /^(on|at)$/.test(next.lower) &&
        !!toks[i + 2] &&
        (!toks[i + 2].word ||
          /^(the|a|an|my|our|your|his|her|their|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)$/i.test(
            toks[i + 2].lower,
          )) &&
        opensClause(c, i);
      if (!comparison && !place) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          capitaliseLike(t.text, "it's"),
          'its-contraction',
          '"It\'s" means "it is"; "its" is the possessive.',
        ),
      );
    } else if (t.lower === 'lets' && opensClause(c, i)) {
      // "so lets book": at the start of a clause "lets" is the suggestion "let's" (not "he lets us")
      const tags = tagsOf(next.lower);
      if (!tags.includes('VB') || /^(us|me|them|him|her|you)$/.test(next.lower)) continue;
      edits.push(
        make(
          t.start,
          t.end,
          c.text,
          capitaliseLike(t.text, "let's"),
          'lets-apostrophe',
          '"Let\'s" (let us) makes a suggestion and needs its apostrophe.',
        ),
      );
    }
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Do you know where is the bank? → where the bank is

/** Verbs (and their person) before a question inside a sentence: "know where", "tell me why". */
const ASKING =
  /^(know|knows|knew|tell|told|ask|asked|asking|wonder|wondered|wondering|understand|explain|explained|show|remember|forgot|sure|idea|guess)$/;
const EMBEDDED_DETERMINERS = /^(the|my|your|his|her|our|their|this|that|these|those)$/;

/**
 * "Do you know where is the bank?" → "where the bank is": inside a sentence, a question keeps the order of a
 * statement. Only "where/when/why/how/what + is/are/was/were + a determiner and a noun" that ends the sentence
 * ("I don't know what is his name" → "what his name is").
 */
export function embeddedQuestionEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 3 < toks.length; i++) {
    const wh = toks[i];
    if (!lowerWord(wh) || !/^(where|when|why|how|what)$/.test(wh.lower)) continue;
    // "know where", "tell me where", "tell us where"
    const prev = toks[i - 1];
    const asker = /^(me|us|him|her|them)$/.test(prev.lower) ? toks[i - 2] : prev;
    if (!isWord(asker) || !ASKING.test(asker.lower)) continue;
    const be = toks[i + 1];
    const det = toks[i + 2];
    if (
      !lowerWord(be) ||
      !/^(is|are|was|were)$/.test(be.lower) ||
      !lowerWord(det) ||
      !EMBEDDED_DETERMINERS.test(det.lower)
    )
      continue;
    let k = i + 3;
    // an adjective ("the nearest", "the main")
    if (
      lowerWord(toks[k]) &&
      (isAdjective(toks[k].lower) || /^(near|clos|larg|small|cheap|bigg|new|old)est$/.test(toks[k].lower)) &&
      !tagsOf(toks[k].lower).includes('NN')
    )
      k++;
    // a noun, a second one of a compound ("the bus stop") or an acronym ("the nearest ATM")
    const acronym = (n: number) => /^[A-Z]{2,5}s?$/.test(toks[n]?.text ?? '');
    if (!(lowerWord(toks[k]) && /^NNS?$/.test(first(toks[k].lower))) && !acronym(k)) continue;
    const second = toks[k + 1];
    if (
      second?.start === toks[k].end + 1 &&
      ((lowerWord(second) && tagsOf(second.lower).includes('NN')) || acronym(k + 1))
    )
      k++;
    const noun = toks[k];
    // the noun must end the sentence: "where is the bank?" (not "how is the bank doing")
    const end = toks[k + 1];
    if (end && !/^[?.!]$/.test(end.text)) continue;
    const phrase = c.text.slice(det.start, noun.end);
    edits.push(
      make(
        be.start,
        noun.end,
        c.text,
        `${phrase} ${be.text}`,
        'embedded-question',
        `Inside a sentence, a question keeps the order of a statement: "${wh.lower} ${phrase} ${be.lower}".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// save you work → save your work

/**
 * Verbs that take one object, never a person and a thing ("give you work", "send you money", "save you time" are
 * right): after them "you" before a noun can only be the possessive.
 */
const ONE_OBJECT_VERBS =
  /^(finish|finishes|finished|complete|completes|completed|submit|submits|submitted|check|checks|checked|recheck|update|updates|updated|review|reviewed|attach|attached|upload|uploaded|proofread|revise|revised|edit|edited|verify|verified|mention|mentioned|enter|entered|fill|filled|clean|cleaned|close|closed|pack|packed|wash|washed|change|changed)$/;
/** Imperatives that also take two objects in statements ("it will save you time"): only as commands. */
const COMMAND_ONLY = /^(save|do)$/;

export function youYourEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i];
    if (t.text !== 'you') continue;
    const verb = toks[i - 1];
    if (!isWord(verb)) continue;
    const command =
      COMMAND_ONLY.test(verb.lower) &&
      (opensSentence(c, i - 1) || /^(please|kindly|pls|and)$/.test(toks[i - 2]?.lower ?? ''));
    if (!command && !(ONE_OBJECT_VERBS.test(verb.lower) && verb.text === verb.lower)) continue;
    // "Do you work here?": a question
    if (verb.lower === 'do' && !/^(please|kindly|pls)$/.test(toks[i - 2]?.lower ?? '')) continue;
    // a noun and nothing else, then the end of the phrase: "save you work before", not "check you in"
    const noun = toks[i + 1];
    const tags = lowerWord(noun) ? tagsOf(noun.lower) : [];
    // ("work", "email" are verbs too, but not after "you" that a one-object verb has taken)
    if (!/^NNS?$/.test(tags[0] ?? '') || tags.some((x) => /^(IN|RP|RB|JJ)/.test(x))) continue;
    // "save you time" (a slogan: "Save you time and money with this app") takes two objects after all
    if (
      verb.lower === 'save' &&
      /^(time|money|effort|trouble|hassle|energy|stress|headache|worry|cost|costs|hours|days|minutes)$/.test(noun.lower)
    )
      continue;
    // "I will update you guys", "check you people": the people addressed
    if (
      /^(guys|people|folks|lot|kids|boys|girls|ladies|gentlemen|sir|madam|dear|friends|everyone|team|all)$/.test(
        noun.lower,
      )
    )
      continue;
    const after = toks[i + 2];
    if (
      after &&
      lowerWord(after) &&
      /^NN/.test(first(after.lower)) &&
      !tagsOf(after.lower).some((x) => /^(IN|RB)$/.test(x))
    )
      continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        'your',
        'you-your',
        `"${verb.text}" takes one object: the possessive "your ${noun.text}", not "you".`,
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// pollution effects their health → affects their health

const POSSESSIVES = /^(my|your|his|her|our|their|its)$/;

/**
 * "It effects their health" → "affects": "effect" is the noun (the result); the verb that acts on something is
 * "affect". Only "effects/effected" after a pronoun, an adverb or a singular noun and before a possessive, whose
 * noun ends the phrase ("The side effects their doctors warned about", a noun with its clause, stays).
 */
export function effectAffectEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 1; i + 2 < toks.length; i++) {
    const t = toks[i];
    if (!/^effect(s|ed)$/.test(t.text)) continue;
    const prev = toks[i - 1];
    const poss = toks[i + 1];
    if (!isWord(prev) || !lowerWord(poss) || !POSSESSIVES.test(poss.lower)) continue;
    // a pronoun, an adverb or a singular noun as the subject ("The pollution effects their health")
    const subject =
      /^(it|this|which|who|he|she|also|badly|negatively|directly|seriously|greatly|really|deeply|adversely|strongly)$/.test(
        prev.lower,
      ) ||
      // (a mass noun only, and only "effects": "The law effected their release" is the verb "effect", to bring about)
      (t.text === 'effects' &&
        lowerWord(prev) &&
        first(prev.lower) === 'NN' &&
        isUncountable(prev.lower) &&
        !tagsOf(prev.lower).some((x) => /^(VB|JJ|IN|DT)/.test(x)));
    if (!subject) continue;
    // the possessive's noun must end the phrase ("the side effects their doctors warned about")
    let k = i + 2;
    if (lowerWord(toks[k]) && isAdjective(toks[k].lower) && !/^NN/.test(first(toks[k].lower))) k++;
    const noun = toks[k];
    if (!lowerWord(noun) || !/^NNS?$/.test(first(noun.lower))) continue;
    const end = toks[k + 1];
    if (end && end.word && !/^(IN|CC|TO|RB)$/.test(first(end.lower))) continue;
    edits.push(
      make(
        t.start,
        t.end,
        c.text,
        t.text === 'effects' ? 'affects' : 'affected',
        'effect-affect',
        '"Affect" is the verb (to act on something); "effect" is the noun (a result).',
      ),
    );
  }
  return edits;
}

// ---------------------------------------------------------------------------------------------------------
// Please tell me that what documents are required → tell me what documents are required

const WH_WORDS = /^(what|which|where|when|why|how|who)$/;
const QUESTION_AUX = /^(is|are|was|were|will|can|could|should|would|do|does|did)$/;

/**
 * "Please tell me that what documents are required", "Let me know that when is the meeting" → no "that": a
 * question word already opens the clause. Only after a request ("please tell me", "let me know") and only where
 * the question word opens a question ("what documents", "when is"): "Tell him that what he said hurt me" (a
 * clause about "what he said") stays.
 */
export function thatQuestionEdits(c: Ctx): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  const toks = c.toks;
  for (let i = 2; i + 2 < toks.length; i++) {
    const t = toks[i];
    const wh = toks[i + 1];
    if (t.lower !== 'that' || !lowerWord(wh) || !WH_WORDS.test(wh.lower)) continue;
    const p1 = toks[i - 1].lower;
    const p2 = toks[i - 2].lower;
    const p3 = toks[i - 3]?.lower ?? '';
    const request =
      (p1 === 'know' && /^(me|us)$/.test(p2) && /^(let|lets)$/.test(p3)) ||
      (/^(me|us)$/.test(p1) && p2 === 'tell' && /^(please|kindly|pls|you)$/.test(p3));
    // "She asked me that where I live": after "asked me", a question word already opens the clause (not "when",
    // which may open a time clause after "that" as the question: "She asked me that when I was ten")
    const asked = /^(me|him|her|us|them)$/.test(p1) && /^(ask|asks|asked|asking)$/.test(p2) && wh.lower !== 'when';
    if (!request && !asked) continue;
    const then = toks[i + 2];
    if (!lowerWord(then) && !(asked && isWord(then))) continue;
    const tags = tagsOf(then.lower);
    // "what documents", "which form": a noun first (not "what happened"); or "when is", "how can"
    const nounAfter = /^(what|which)$/.test(wh.lower) && /^NNS?$/.test(tags[0] ?? '');
    if (!asked && !nounAfter && !QUESTION_AUX.test(then.lower)) continue;
    edits.push(
      make(
        t.start,
        wh.start,
        c.text,
        '',
        'that-whether',
        `"${wh.text}" already opens the question: no "that" before it.`,
      ),
    );
  }
  return edits;
}
