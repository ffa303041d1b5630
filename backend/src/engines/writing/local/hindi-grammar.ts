import type { HindiLexicon } from './hindi-lexicon';
import { ergativeEdits, relativeObjectEdits } from './hindi-ergative';
import {
  FEMININE,
  hasVerb,
  MASCULINE,
  masculinePluralEdits,
  misspeltFemininePlural,
  nounAgreement,
  pronounVerbEdits,
  singularCopulaEdits,
  TIME_NOUNS,
  verbForms,
  verbGenderEdits,
} from './hindi-gender';
import { isKnownForm } from './hindi-spelling';
import { wordTable } from './word-table';

/**
 * Hindi forms and agreement that can be fixed from the words around them, without a parser: the
 * nasalisation writers leave out of common words (हमे, नही, मे, मैने), the plural oblique (वर्षो से →
 * वर्षों से), है/हैं after a plural participle or a plural subject, हूँ after मैं, the possessive and the
 * adjective before a noun of known gender (मेरा किताब → मेरी किताब, अच्छा किताब → अच्छी किताब), the verb agreeing with its subject (hindi-gender.ts: मेरी बहन
 * गया → गई, बच्चे खेल रहा है → खेल रहे हैं) or, in a ने clause, with its object (hindi-ergative.ts: राम ने रोटी खाया
 * → खाई; मैंने घर गया → मैं घर गया), a feminine plural missing its nasal sign (सड़के → सड़कें), and the polite
 * imperative (कृपया ध्यान दे → दें) in texts that address the reader with आप.
 */

export interface HindiEdit {
  start: number;
  end: number;
  after: string;
  rule: string;
  reason: string;
  category: 'spelling' | 'grammar';
}

/** A Devanagari word (letters, signs and digits, no danda) or a number. */
export const HINDI_WORD = /[\u0900-\u0963\u0966-\u097F\u200C\u200D]+|\d+(?:[.,:]\d+)*/gu;

export interface Token {
  word: string;
  start: number;
  end: number;
  /** Glued to something that is not a Hindi word (a hashtag, an underscore, Latin letters, digits). */
  glued: boolean;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(HINDI_WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text[start - 1] ?? ' ';
    const after = text[end] ?? ' ';
    const glued = /[#@_\p{L}\p{N}/.\\-]/u.test(before) || /[_\p{L}\p{N}/\\@]/u.test(after);
    tokens.push({ word: m[0], start, end, glued });
  }
  return tokens;
}

/**
 * Words that are wrong wherever they stand (none is another word of standard Hindi), with their form. The
 * dictionary holds several of them (it was gathered from text), so they are corrected before it is asked.
 */
export const COMMON_FORMS: Readonly<Record<string, string>> = wordTable({
  हमे: 'हमें',
  तुम्हे: 'तुम्हें',
  उन्हे: 'उन्हें',
  इन्हे: 'इन्हें',
  जिन्हे: 'जिन्हें',
  किन्हे: 'किन्हें',
  नही: 'नहीं',
  नहि: 'नहीं',
  मे: 'में',
  मैने: 'मैंने',
  उन्होने: 'उन्होंने',
  इन्होने: 'इन्होंने',
  जिन्होने: 'जिन्होंने',
  किन्होने: 'किन्होंने',
  क्यो: 'क्यों',
  क्योकि: 'क्योंकि',
  कयोंकि: 'क्योंकि',
  दोनो: 'दोनों',
  तीनो: 'तीनों',
  चारो: 'चारों',
  सैकड़ो: 'सैकड़ों',
  हज़ारो: 'हज़ारों',
  हजारो: 'हजारों',
  लाखो: 'लाखों',
  करोड़ो: 'करोड़ों',
  सालो: 'सालों',
  यहा: 'यहाँ',
  वहा: 'वहाँ',
  कहाँं: 'कहाँ',
  किजिए: 'कीजिए',
  दिजिए: 'दीजिए',
  लिजिए: 'लीजिए',
  किजिये: 'कीजिये',
  दिजिये: 'दीजिये',
  लिजिये: 'लीजिये',
  करेगें: 'करेंगे',
  रहेगें: 'रहेंगे',
  होगें: 'होंगे',
  जाएगें: 'जाएँगे',
  सकेगें: 'सकेंगे',
});

/** Postpositions that take the oblique case before them. */
const POSTPOSITIONS = new Set(['से', 'को', 'का', 'की', 'के', 'में', 'मे', 'ने', 'पर', 'तक', 'द्वारा', 'वाले', 'वाली', 'वाला']);

/** Verbs after which a clause follows with कि: है/था and verbs of saying, knowing, thinking, wanting. */
const THAT_VERBS =
  /^(?:है|हैं|था|थी|थे|हूँ|हूं|हो|कहा|कहती|कहता|कहते|बताया|बताती|बताता|सोचा|सोचती|सोचता|सोचते|लगा|सुना|देखा|पूछा|समझा|माना|चाहा|चाहता|चाहती|चाहते|चाहूँगा|चाहूँगी|मानता|मानती|मानते|जानता|जानती|जानते)$/u;

/** Words that open a clause after कि: pronouns, and the words a clause often starts with. */
const CLAUSE_OPENERS =
  /^(?:वह|वो|वे|मैं|मै|हम|तुम|आप|यह|ये|उसने|उन्होंने|मैंने|हमने|तुमने|आपने|उसे|उन्हें|मुझे|हमें|तुम्हें|आपको|उसका|उसकी|उसके|मेरा|मेरी|मेरे|अब|आज|कल|सब|कोई|कुछ|शायद|अगर|क्या|क्यों|कैसे|कब|कहाँ|यहाँ|वहाँ|इस|उस|इसमें|ऐसा|सभी|हर|नहीं|न)$/u;

/** Words that end a clause as far as agreement is concerned. */
const CLAUSE_WORDS = new Set([
  'कि',
  'और',
  'लेकिन',
  'पर',
  'मगर',
  'परंतु',
  'परन्तु',
  'किंतु',
  'क्योंकि',
  'तो',
  'जो',
  'जब',
  'अगर',
  'यदि',
  'इसलिए',
  'ताकि',
  'जबकि',
  'या',
]);

/** Participles in -े/-ए whose plural is not regular (stem + ना) or too common to leave to the dictionary. */
const PLURAL_PARTICIPLES = new Set([
  'रहे',
  'हुए',
  'हुये',
  'गए',
  'गये',
  'चुके',
  'सके',
  'किए',
  'किये',
  'दिए',
  'दिये',
  'आए',
  'आये',
  'पाए',
  'पाये',
  'बैठे',
  'खड़े',
  'पड़े',
  'लगे',
  'मिले',
  'बने',
  'निकले',
  'पहुँचे',
  'पहुंचे',
]);

/** -ते words that are not participles. */
const NOT_PARTICIPLES = new Set([
  'रास्ते',
  'वास्ते',
  'रिश्ते',
  'सस्ते',
  'नाश्ते',
  'बस्ते',
  'फ़रिश्ते',
  'फरिश्ते',
  'पत्ते',
  'कुत्ते',
  'छाते',
  'खाते',
  'नाते',
  'माथे',
  'बातें',
]);

/** A plural participle of a verb: सकते, देते, रहे, हुए, गए, पहुँचे … */
function isPluralParticiple(word: string, lexicon: HindiLexicon | null): boolean {
  if (PLURAL_PARTICIPLES.has(word)) return true;
  if (NOT_PARTICIPLES.has(word)) return false;
  if (word.endsWith('ते') && [...word].length >= 3) {
    // a verb: another form of it is in the dictionary, or its stem is a causative (जलाते, बनाते); without a
    // dictionary, any -ते word of three letters or more that is not a known noun
    const stem = word.slice(0, -2);
    if (!lexicon || /ा$/u.test(stem)) return true;
    if (['ना', 'ने', 'ती', 'कर'].some((e) => isKnownForm(`${stem}${e}`, lexicon))) return true;
    // a verb the dictionary lacks (टहलते); a -ते word whose -ता form is a word may be a noun (रास्ते, रिश्ते)
    return !lexicon.known(`${stem}ता`);
  }
  return false;
}

/** Words between a plural subject and है that mean the subject is another (आप जैसा कोई नहीं है). */
const SUBJECT_BREAKERS = new Set([
  'कोई',
  'कुछ',
  'यह',
  'वह',
  'ये',
  'वो',
  'यही',
  'वही',
  'जैसा',
  'जैसी',
  'जैसे',
  'सा',
  'सी',
  'क्या',
  'किसका',
  'किसकी',
  'किसके',
  'बात',
  'काम',
  'समय',
  'ज़रूरी',
  'जरूरी',
  'मुश्किल',
  'आसान',
  'संभव',
  'असंभव',
  'पता',
  'मालूम',
  'याद',
  'पसंद',
  'चाहिए',
  'ज़िम्मेदारी',
  'जिम्मेदारी',
]);

/** A word between subject and verb that closes the clause: a case marker or a genitive (सबकी, उसका). */
function breaksSubject(word: string): boolean {
  return (
    POSTPOSITIONS.has(word) ||
    SUBJECT_BREAKERS.has(word) ||
    CLAUSE_WORDS.has(word) ||
    /(?:का|की|के|को|ने|से)$/u.test(word) ||
    /^(?:है|हैं|हूँ|हूं|था|थे|थी|थीं|हो)$/u.test(word)
  );
}

interface Clause {
  tokens: Token[];
  /** The clause ends at a sentence or clause mark (not in the middle of a line). */
  closed: boolean;
}

/** Clauses: runs of words between punctuation, line breaks and clause words (कि, और, लेकिन …). */
export function clauses(text: string, tokens: Token[], postpositionPar = false): Clause[] {
  const out: Clause[] = [];
  let current: Token[] = [];
  const flush = (closed: boolean) => {
    if (current.length) out.push({ tokens: current, closed });
    current = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (prev) {
      const gap = text.slice(prev.end, t.start);
      // a hyphen joins a compound (सुबह-सुबह) and a percent sign a number (1% कमी), anything else but spaces ends
      // the clause
      if (!/^[ \t\u00A0]*$/u.test(gap) && gap !== '-' && !/^%[ \t\u00A0]*$/u.test(gap)) flush(/[।॥?!,;:\n]/u.test(gap));
    }
    // पर is "but" or "on": with `postpositionPar` only a comma before it makes it "but" (and ends the clause)
    if (CLAUSE_WORDS.has(t.word) && !(postpositionPar && t.word === 'पर')) {
      flush(true);
      continue;
    }
    current.push(t);
  }
  const last = tokens.at(-1);
  flush(!!last && /^[ \t]*(?:[।॥?!,;:\n]|$)/u.test(text.slice(last.end)));
  return out;
}

/** The tokens with those joined by a hyphen (माँ-बाप, सुबह-सुबह) made one, which no edit touches (glued). */
function joinCompounds(text: string, tokens: Token[], firstOf: Map<Token, Token>): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const last = out.at(-1);
    if (last && text.slice(last.end, t.start) === '-') {
      const joined = { word: `${last.word}-${t.word}`, start: last.start, end: t.end, glued: true };
      firstOf.set(joined, firstOf.get(last) ?? last);
      out[out.length - 1] = joined;
    } else out.push(t);
  }
  return out;
}

const NUMERALS = new Set(
  'दो तीन चार पाँच पांच छह छः सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस पच्चीस तीस चालीस पचास साठ सत्तर अस्सी नब्बे सौ सैकड़ों हज़ार हजार हज़ारों हजारों लाख लाखों करोड़ करोड़ों कई अनेक'.split(
    ' ',
  ),
);
/** Measures: "उम्र बीस साल है", "कीमत सौ रुपये है" agree with the measured thing, not the number. */
const MEASURES = new Set(
  [
    'साल वर्ष महीने महीना दिन हफ़्ते हफ्ते घंटे घंटा मिनट सेकंड रुपये रुपए रुपया पैसे किलो किलोमीटर मीटर सेंटीमीटर लीटर',
    'ग्राम प्रतिशत बजे गुना बार डिग्री',
    // a number before these names one date or one numbered thing (आख़िरी तारीख 25 तारीख है, 15 अगस्त है, 5 नंबर है)
    'तारीख तारीख़ तिथि दिनांक नंबर नम्बर जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर',
    'अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर',
  ]
    .join(' ')
    .split(' '),
);
/** Dative pronouns and other -ें words that are not plural nouns. */
const NOT_PLURAL_NOUNS = /^(?:में|मे|हमें|तुम्हें|उन्हें|इन्हें|जिन्हें|किन्हें|आपें|कहीं|यहीं|वहीं|नहीं|तभी|कभी)$/u;

/** A feminine plural noun in the direct case: भाषाएँ, सहेलियाँ, किताबें (not a verb like करें). */
function isPluralNoun(word: string, lexicon: HindiLexicon | null): boolean {
  if (NOT_PLURAL_NOUNS.test(word) || /में$/u.test(word)) return false;
  if (misspeltFemininePlural(word)) return true;
  const m = /^(.+?)(ियाँ|ियां|ाएँ|ाएं|एँ|एं|ें)$/u.exec(word);
  if (!m || [...m[1]].length < 2) return false;
  if (!lexicon) return /ियाँ$|ियां$/u.test(word);
  const [, stem, ending] = m;
  const verb = ['ना', 'ने', 'ता', 'ती'].some((e) => isKnownForm(`${stem}${e}`, lexicon));
  if (verb) return false;
  if (/^िया/u.test(ending)) return lexicon.known(`${stem}ी`) || lexicon.known(`${stem}ि`) || lexicon.known(word);
  if (/^ा/u.test(ending)) return lexicon.known(`${stem}ा`) || lexicon.known(word);
  return lexicon.known(stem);
}

/**
 * The plural subject of a clause that ends in है, or मैं, or null when it is not clear: a pronoun opening the
 * clause (हम, आप, वे; a phrase with a postposition may stand between: हम इस फ़ैसले से खुश है), लोग after its
 * qualifiers (गाँव के सब लोग), a number and its noun in a sentence of having or being somewhere (मेरे पास दो
 * कलम है, कक्षा में चालीस विद्यार्थी है), or a feminine plural noun (भाषाएँ बोली जाती है).
 */
function pluralSubject(words: Token[], lexicon: HindiLexicon | null): string | null {
  const body = words.slice(0, -1);
  // a singular verb form before है says the subject is singular (श्रेणियाँ पा रहा है: it is getting them)
  const verb = body.at(-1)?.word === 'नहीं' ? body.at(-2) : body.at(-1);
  if (verb && /(?:ता|या|रहा|सका|चुका|हुआ|लगा|पड़ा|गा)$/u.test(verb.word) && verb.word !== 'पता') return null;
  const first = body[0]?.word;
  const cleanRun = (run: Token[], max: number) =>
    run.length <= max &&
    !run.some((b) => breaksSubject(b.word) && !/^(?:नहीं|भी|तो|सब|लोग|बहुत|से|में|पर|तक)$/u.test(b.word));
  if (first === 'हम' || first === 'आप' || first === 'वे' || first === 'मैं') {
    const between = body.slice(1);
    // right after the pronoun a case marker makes it something else than the subject (हम पर भरोसा है)
    if (!between.length || POSTPOSITIONS.has(between[0].word) || /^(?:सबका|सबकी|सबके|सबको|लोगों)$/u.test(between[0].word))
      return null;
    return cleanRun(between, 5) ? first : null;
  }
  const people = body.findIndex((w) => w.word === 'लोग');
  if (people >= 0) {
    const head = body.slice(0, people);
    if (head.length > 6 || head.some((h) => h.word === 'ने' || h.word === 'कोई' || /^(?:यह|वह|मैं|ये|वो)$/u.test(h.word)))
      return null;
    return cleanRun(body.slice(people + 1), 3) ? 'लोग' : null;
  }
  const number = body.findIndex((w) => NUMERALS.has(w.word) || /^\d+$/u.test(w.word));
  if (number >= 0 && (number === 0 || /^(?:में|मे|पास|पर)$/u.test(body[number - 1].word))) {
    const rest = body.slice(number + 1);
    const countable =
      !body[number].glued &&
      rest.length >= 1 &&
      rest.length <= 2 &&
      !rest.some((w) => MEASURES.has(w.word)) &&
      !/^(?:नहीं|भी|तो|ही)$/u.test(rest[0].word);
    if (countable && cleanRun(rest, 2) && body[number].word !== '1') return `${body[number].word} ${rest[0].word}`;
  }
  const noun = body.findIndex((w) => isPluralNoun(w.word, lexicon));
  if (noun >= 0 && !body.slice(0, noun).some((w) => w.word === 'ने' || w.word === 'को')) {
    const rest = body.slice(noun + 1);
    if (rest.length && POSTPOSITIONS.has(rest[0].word)) return null;
    return cleanRun(rest, 4) ? body[noun].word : null;
  }
  return null;
}

/** The text addresses its reader with आप: polite imperatives (करें, दीजिए) and no तू/तुम. */
function politeImperativeCount(tokens: Token[], lexicon: HindiLexicon | null): number {
  if (tokens.some((t) => /^(?:तू|तुम|तुम्हें|तुम्हारा|तुम्हारी|तुम्हारे|तुझे|तेरा|तेरी|तेरे)$/u.test(t.word))) return -1;
  let n = 0;
  for (const t of tokens) {
    const m = /^(.+?)(?:ें|एँ|एं|िए|इए|िये|इये)$/u.exec(t.word);
    if (!m || NOT_PLURAL_NOUNS.test(t.word) || /में$/u.test(t.word)) continue;
    if ([...m[1]].length < 2 && !/^(?:दें|लें)$/u.test(t.word)) continue;
    if (
      /^(?:दें|लें)$/u.test(t.word) ||
      /(?:ीजिए|ीजिये)$/u.test(t.word) ||
      (lexicon ? isKnownForm(`${m[1]}ना`, lexicon) : /ाएँ$|ाएं$/u.test(t.word))
    )
      n++;
  }
  return n;
}

/** A word at the end of an imperative clause that lacks the polite ending: दे → दें, रखे → रखें, पकाए → पकाएँ. */
function politeForm(word: string, lexicon: HindiLexicon | null, chandrabindu: boolean, please: boolean): string | null {
  if (word === 'लिए' || word === 'चाहिए' || word === 'चाहिये') return null;
  // बैठे रहे, आ सके: requests only after कृपया (otherwise they read as past tenses)
  if (PLURAL_PARTICIPLES.has(word) && !(please && /^(?:रहे|सके)$/u.test(word))) return null;
  const m = /^(.+?)(ए|े)$/u.exec(word);
  if (!m) return null;
  const stem = m[1];
  const verb =
    ['दे', 'ले'].includes(word) ||
    (lexicon ? isKnownForm(`${stem}ना`, lexicon) : false) ||
    (m[2] === 'ए' && /ा$/u.test(stem)); // causatives: पकाए, मिलाए, लगाए
  if (!verb) return null;
  return m[2] === 'े' ? `${stem}ें` : `${stem}${chandrabindu ? 'एँ' : 'एं'}`;
}

/** Possessives that mark gender: मेरा/मेरी, आपका/आपकी, का/की … (the -े form is for plurals and obliques). */
const POSSESSIVE = /^(मेर|तेर|हमार|तुम्हार|अपन|आपक|उसक|इसक|उनक|इनक|किसक|जिसक|क)(ा|ी)$/u;
/**
 * Adjectives in -ा/-ी that agree with the noun after them (अच्छा किताब → अच्छी किताब, बड़ी घर → बड़ा घर), and
 * नया/नई. Their -े form is left: पहले, सीधे, अगले are adverbs too (पहले बात करो).
 */
const ADJECTIVE =
  /^(अच्छ|बुर|बड़|छोट|लंब|मोट|पतल|सस्त|महँग|महंग|गंद|ठंड|पूर|सार|मीठ|खट्ट|कड़व|काल|पील|हर|नील|गोर|सीध|ऊँच|ऊंच|पक्क|कच्च|गहर|हल्क|प्यार|तीख|कितन|इतन|उतन|कैस|ऐस|वैस|पहल|दूसर|तीसर|चौथ|अगल|पिछल|सच्च)(ा|ी)$|^(न)(या|ई|यी)$/u;

/** Edits for the forms and agreement above, on `text` (Devanagari words only; overlapping edits never). */
export function hindiGrammarEdits(text: string, lexicon: HindiLexicon | null): HindiEdit[] {
  const tokens = tokenize(text);
  const tokenIndex = new Map(tokens.map((t, i) => [t, i]));
  const edits = new Map<number, HindiEdit>();
  const add = (t: Token, after: string, rule: string, reason: string, category: HindiEdit['category']) => {
    if (t.glued || after === t.word || edits.has(t.start)) return;
    edits.set(t.start, { start: t.start, end: t.end, after, rule, reason, category });
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const adjacent = next && /^[ \t]+$/u.test(text.slice(t.end, next.start));
    // मै ने → मैंने (two words joined, so one edit over both)
    if (t.word === 'मै' && adjacent && next.word === 'ने' && !t.glued && !next.glued) {
      edits.set(t.start, {
        start: t.start,
        end: next.end,
        after: 'मैंने',
        rule: 'hindi:common-form',
        reason: 'मैंने is written as one word, with the anusvara.',
        category: 'spelling',
      });
      i++;
      continue;
    }
    // the conjunction कि after a verb of saying, knowing or thinking, or after है/था, is no possessive की:
    // उसने कहा की वह → कहा कि वह, लगता है की → है कि (a possessive follows its noun: राम की किताब)
    if (t.word === 'की' && !t.glued && next && adjacent) {
      const prev = tokens[i - 1];
      const joined = prev && /^[ \t]+$/u.test(text.slice(prev.end, t.start));
      // right after है or था no noun stands that की could belong to: any clause may follow (है की अगले → है कि अगले)
      const copula = /^(?:है|हैं|था|थी|थे|हूँ|हूं)$/u.test(prev?.word ?? '');
      if (joined && THAT_VERBS.test(prev.word) && (copula || CLAUSE_OPENERS.test(next.word))) {
        add(
          t,
          'कि',
          'hindi:ki-conjunction',
          'After a verb such as कहा, लगता है or पता था, the word that joins the next clause is कि, not की.',
          'grammar',
        );
        continue;
      }
    }
    // में opening a sentence is मैं (a postposition follows its noun): में घर जा रहा हूँ → मैं घर जा रहा हूँ, when
    // the sentence has a verb of the first person (हूँ, जाऊँगा) or था/थी
    if (t.word === 'में' && !t.glued && next && !POSTPOSITIONS.has(next.word)) {
      const start = Math.max(...['।', '?', '!', '\n'].map((p) => text.lastIndexOf(p, t.start - 1))) + 1;
      const end = text.slice(t.end).search(/[।?!\n]/u);
      const sentence = text.slice(t.end, end < 0 ? text.length : t.end + end);
      // after a line break, only when the line before ended a sentence (a verse may go on: उस घर\nमें रहता था)
      const before = text.slice(0, start).trimEnd();
      if (
        /^\s*$/u.test(text.slice(start, t.start)) &&
        (!before || /[।?!:]$/u.test(before) || /\n\s*\n\s*$/u.test(text.slice(0, start))) &&
        /(?<![\u0900-\u097F])(?:हूँ|हूं|था|थी)(?![\u0900-\u097F])|(?:ूँगा|ूँगी|ूंगा|ूंगी|ऊँगा|ऊँगी|ऊंगा|ऊंगी)(?![\u0900-\u097F])/u.test(
          sentence,
        )
      ) {
        add(t, 'मैं', 'hindi:common-form', 'मैं ("I") opens the sentence; में ("in") follows a noun.', 'spelling');
        continue;
      }
    }
    if (t.word === 'मै') {
      add(t, 'मैं', 'hindi:common-form', 'मैं ("I") takes the anusvara.', 'spelling');
      continue;
    }
    const form = COMMON_FORMS[t.word];
    if (form) {
      add(t, form, 'hindi:common-form', `${form} takes the anusvara (or the long vowel) it was missing.`, 'spelling');
      continue;
    }
    // a feminine plural missing its nasal sign: सड़के → सड़कें, बाते → बातें (not a dictionary word: आगे, बसे)
    const feminine = misspeltFemininePlural(t.word);
    if (feminine && !(adjacent && POSTPOSITIONS.has(next.word))) {
      add(t, feminine, 'hindi:feminine-plural', `The plural of a feminine noun ends in -ें: ${feminine}.`, 'spelling');
      continue;
    }
    // plural oblique before a postposition or after इन/उन: वर्षो से → वर्षों से, इन दिनो → इन दिनों
    const prev = tokens[i - 1];
    const afterOblique =
      prev && /^(?:इन|उन|जिन|किन)$/u.test(prev.word) && /^[ \t]+$/u.test(text.slice(prev.end, t.start));
    // (after a word the dictionary lacks the word may end a name: मोंटे कार्लो में)
    const afterName =
      !!prev && !!lexicon && /^[ \t]+$/u.test(text.slice(prev.end, t.start)) && !isKnownForm(prev.word, lexicon);
    if (
      ((adjacent && POSTPOSITIONS.has(next.word)) || afterOblique) &&
      !afterName &&
      /ो$/u.test(t.word) &&
      [...t.word].length >= 3 &&
      lexicon &&
      // the plural is a dictionary word, and so is its singular (not a name like मरीनो, nor दो or जो); after a
      // plural qualifier (अपने खेतो में, सभी देशो को) a regular plural of a dictionary word will do
      (lexicon.known(`${t.word}ं`) ||
        (!!prev &&
          (/े$/u.test(prev.word) || NUMERALS.has(prev.word) || /^(?:सभी|सब|कई|कुछ)$/u.test(prev.word)) &&
          isKnownForm(`${t.word}ं`, lexicon) &&
          !lexicon.known(t.word))) &&
      ['', 'ा'].some((b) => lexicon.known(`${t.word.slice(0, -1)}${b}`))
    ) {
      add(
        t,
        `${t.word}ं`,
        'hindi:plural-oblique',
        'A plural before a postposition ends in -ों (वर्षों से, बच्चों को).',
        'grammar',
      );
    }
  }

  // the possessive agrees with its noun: मेरा किताब → मेरी किताब, मेरी चश्मा → मेरा चश्मा, मेरा किताबें → मेरी किताबें
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const noun = tokens[i + 1];
    // मेरे, उसके … before a feminine noun too (मेरे किताब → मेरी किताब), but not the bare के (जा के बात करो)
    const m = POSSESSIVE.exec(t.word) ?? /^(मेर|तेर|हमार|तुम्हार|अपन|आपक|उसक|इसक|उनक|इनक|किसक|जिसक)(े)$/u.exec(t.word);
    if (!m || !/^[ \t]+$/u.test(text.slice(t.end, noun.start))) continue;
    // किताबें, सड़कें are feminine too; माँ-बाप is a compound of its own
    const feminine = FEMININE.has(noun.word) || nounAgreement(noun.word) === 'fp';
    const masculine = MASCULINE.has(noun.word) && m[2] !== 'े';
    if (feminine === masculine || text[noun.end] === '-') continue;
    // before a postposition the noun may not be the possessive's ("इसका ज़रूरत से ज़्यादा इस्तेमाल"), and a
    // masculine one is oblique (मेरे कमरे में): left alone
    const after = tokens[i + 2];
    if (after && POSTPOSITIONS.has(after.word)) continue;
    // नंबर एक: the noun is part of a qualifier (कपड़ों की नंबर एक वितरक)
    if (after && (NUMERALS.has(after.word) || /^(?:एक|\d+)$/u.test(after.word))) continue;
    const want = feminine ? 'ी' : 'ा';
    if (m[2] === want) continue;
    add(
      t,
      `${m[1]}${want}`,
      'hindi:possessive-gender',
      `"${noun.word}" is ${feminine ? 'feminine' : 'masculine'}: the possessive before it is "${m[1]}${want}".`,
      'grammar',
    );
  }

  // the possessive before a postposition is oblique: मेरा बैग में → मेरे बैग में, उसका दोस्त ने → उसके दोस्त ने, where
  // the noun itself does not change (not मेरा कमरा में, whose noun is oblique too; not a feminine noun; not before
  // से, which also compares: "इसका ज़रूरत से ज़्यादा इस्तेमाल")
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [t, noun, post] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    const m = POSSESSIVE.exec(t.word);
    // (also a feminine possessive before a masculine noun: मेरी घर के पीछे → मेरे घर के पीछे)
    const femininePossessive = m?.[2] === 'ी' && MASCULINE.has(noun.word);
    if (!m || (m[2] !== 'ा' && !femininePossessive) || m[1] === 'क') continue;
    if (!/^(?:में|पर|ने|तक|को)$/u.test(post.word) && !(femininePossessive && /^(?:के|की)$/u.test(post.word))) continue;
    if (![t.end, noun.end].every((end, k) => /^[ \t]+$/u.test(text.slice(end, [noun, post][k].start)))) continue;
    if (!/^[\u0900-\u097F]+$/u.test(noun.word) || /[ाीेंैो]$/u.test(noun.word) || POSTPOSITIONS.has(noun.word)) continue;
    if (FEMININE.has(noun.word) || nounAgreement(noun.word) === 'fp' || CLAUSE_WORDS.has(noun.word)) continue;
    add(
      t,
      `${m[1]}े`,
      'hindi:possessive-oblique',
      `Before "${post.word}" the possessive takes the oblique form: "${m[1]}े ${noun.word} ${post.word}".`,
      'grammar',
    );
  }

  // an adjective agrees with its noun: अच्छा किताब → अच्छी किताब, नया साड़ी → नई साड़ी, बड़ी घर → बड़ा घर
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const noun = tokens[i + 1];
    const found = ADJECTIVE.exec(t.word);
    if (!found || !/^[ \t]+$/u.test(text.slice(t.end, noun.start)) || text[noun.end] === '-') continue;
    const m = [found[0], found[1] ?? found[3], found[2] ?? found[4]];
    const feminine = FEMININE.has(noun.word) || nounAgreement(noun.word) === 'fp';
    const masculine = MASCULINE.has(noun.word) && nounAgreement(noun.word) !== 'fp';
    // बस may be "enough" (अच्छा बस करो)
    if (feminine === masculine || noun.word === 'बस') continue;
    const isFeminine = /^(?:ी|ई|यी)$/u.test(m[2]);
    if (isFeminine === feminine) continue;
    // after a noun it agrees with, the adjective may be that noun's predicate (मौसम ठंडा रात को होता है)
    const before = tokens[i - 1];
    if (before && /^[ \t]+$/u.test(text.slice(before.end, t.start))) {
      const agrees = isFeminine
        ? FEMININE.has(before.word) || nounAgreement(before.word) === 'fp'
        : MASCULINE.has(before.word);
      if (agrees) continue;
    }
    // a word of time before a postposition is an adverb (ठंडा रात को): left
    if (TIME_NOUNS.has(noun.word) && tokens[i + 2] && POSTPOSITIONS.has(tokens[i + 2].word)) continue;
    // a masculine noun before a postposition is oblique (बड़े कमरे में): only the feminine is sure
    const after = tokens[i + 2];
    if (masculine && after && POSTPOSITIONS.has(after.word)) continue;
    const to = m[1] === 'न' ? (feminine ? 'नई' : 'नया') : `${m[1]}${feminine ? 'ी' : 'ा'}`;
    add(
      t,
      to,
      'hindi:adjective-gender',
      `"${noun.word}" is ${feminine ? 'feminine' : 'masculine'}: the adjective before it is "${to}".`,
      'grammar',
    );
  }

  for (const clause of clauses(text, tokens)) {
    const words = clause.tokens;
    const last = words.at(-1)!;
    const verbAt = (i: number) => words[i] && /^(?:है|हैं)$/u.test(words[i].word);
    // हे ending a clause is है (हे alone is the vocative "O", which opens one): यह किताब रोचक हे → है
    if (clause.closed && words.length >= 2 && last.word === 'हे')
      add(last, 'है', 'hindi:common-form', 'The verb "is" is written है (हे is the vocative "O").', 'spelling');
    // है after a plural participle: देते है → देते हैं, पास हुए है → पास हुए हैं (also with नहीं between)
    for (let i = 1; i < words.length; i++) {
      if (words[i].word !== 'है') continue;
      let j = i - 1;
      if (words[j].word === 'नहीं' || words[j].word === 'भी') j--;
      const w = words[j];
      if (!w || (j > 0 && /^(?:के|की)$/u.test(words[j - 1].word))) continue;
      // "अपने भीतर मिठास समेटे हुए है", "हाथ में किताब लिए हुए है": a participle of holding, whose subject may be one
      if (
        w.word === 'हुए' &&
        j > 0 &&
        /^(?:समेटे|लिए|लिये|पहने|थामे|ओढ़े|संभाले|सँभाले|पकड़े|दबाए|छिपाए|बाँधे|बांधे|उठाए)$/u.test(words[j - 1].word)
      )
        continue;
      if (isPluralParticiple(w.word, lexicon))
        add(words[i], 'हैं', 'hindi:agreement', `After the plural "${w.word}" the verb is हैं.`, 'grammar');
    }
    // a plural subject, है at the end of its clause: सब लोग ठीक है → हैं; मैं ठीक है → हूँ
    if (!clause.closed || !verbAt(words.length - 1)) continue;
    const subject = pluralSubject(words, lexicon);
    // (not in "मेरी बहन और मैं … पढ़ते हैं", where मैं is half of the subject)
    const joined = () => /^(?:और|या|व|एवं|तथा)$/u.test(tokens[tokenIndex.get(words[0])! - 1]?.word ?? '');
    const pluralVerb = words.length > 2 && isPluralParticiple(words.at(-2)!.word, lexicon);
    if (subject === 'मैं' && !pluralVerb && !joined())
      add(last, 'हूँ', 'hindi:agreement', 'With मैं the verb is हूँ.', 'grammar');
    else if (subject && subject !== 'मैं' && last.word === 'है')
      add(last, 'हैं', 'hindi:agreement', `With the plural subject "${subject}" the verb is हैं.`, 'grammar');
  }

  // the verb agrees with a subject of known gender: मेरी किताब रह गया है → रह गई है; not in a clause after जो (its
  // subject may be जो) nor after और joining it to a noun phrase (पुरुष और महिलाएं दोनों गायक होते हैं)
  // (words joined by a hyphen are one word here: माँ-बाप is no feminine subject, बच्चे-बच्चे no plural one)
  const firstOf = new Map<Token, Token>();
  const subjectClauses = clauses(text, tokens, true).map((c) => ({
    ...c,
    tokens: joinCompounds(text, c.tokens, firstOf),
  }));
  const opening = (clause: Clause) => {
    const first = clause.tokens[0];
    return tokens[tokenIndex.get(firstOf.get(first) ?? first)! - 1];
  };
  const subjectUnclear = (k: number) => {
    const opener = opening(subjectClauses[k])?.word ?? '';
    if (opener === 'जो') return true;
    const previous = subjectClauses[k - 1];
    return /^(?:और|या|व|एवं|तथा)$/u.test(opener) && !!previous && !hasVerb(previous.tokens, lexicon);
  };
  for (const [k, clause] of subjectClauses.entries()) {
    if (!clause.closed || subjectUnclear(k)) continue;
    for (const e of verbGenderEdits(clause.tokens, lexicon))
      add(
        clause.tokens[e.index],
        e.after,
        'hindi:verb-gender',
        `"${e.subject}" is ${e.feminine ? 'feminine' : 'masculine'}: the verb agrees with it (${e.after}).`,
        'grammar',
      );
  }

  // a masculine plural subject with a singular verb: बच्चे मैदान में खेल रहा है → खेल रहे हैं
  for (const [k, clause] of subjectClauses.entries()) {
    // a question may open with a vocative (बेटे खाना खाया?)
    if (!clause.closed || subjectUnclear(k) || /^\s*\?/u.test(text.slice(clause.tokens.at(-1)!.end))) continue;
    for (const e of masculinePluralEdits(clause.tokens, lexicon))
      add(
        clause.tokens[e.index],
        e.after,
        'hindi:verb-number',
        `"${e.subject}" is plural: the verb agrees with it (${e.after}).`,
        'grammar',
      );
  }
  // हैं after a singular thing: किताब मेज़ पर रखी हैं → है (not after और: the subject may be two things)
  for (const [k, clause] of subjectClauses.entries()) {
    const joined = /^(?:और|या|व|एवं|तथा)$/u.test(opening(clause)?.word ?? '');
    if (!clause.closed || joined || subjectUnclear(k)) continue;
    for (const e of singularCopulaEdits(clause.tokens, lexicon))
      add(
        clause.tokens[e.index],
        e.after,
        'hindi:verb-number',
        `"${e.subject}" is singular: the verb is है.`,
        'grammar',
      );
  }
  // two nouns joined by और, with a plural adjective in the predicate: राम और श्याम अच्छे दोस्त है → हैं
  for (const [k, clause] of subjectClauses.entries()) {
    const words = clause.tokens;
    const previous = subjectClauses[k - 1];
    if (!clause.closed || !previous || opening(clause)?.word !== 'और' || words.at(-1)!.word !== 'है') continue;
    const and = opening(clause)!;
    const first = previous.tokens[0];
    const sentenceStart = Math.max(...['।', '?', '!', '\n'].map((p) => text.lastIndexOf(p, first.start))) + 1;
    const plain = (from: number, to: number) => /^[ \t]+$/u.test(text.slice(from, to));
    if (
      previous.tokens.length > 2 ||
      !/^\s*$/u.test(text.slice(sentenceStart, first.start)) ||
      !plain(previous.tokens.at(-1)!.end, and.start) ||
      !plain(and.end, words[0].start)
    )
      continue;
    const body = words.slice(0, -1);
    const other = (w: string) =>
      POSTPOSITIONS.has(w) ||
      NUMERALS.has(w) ||
      /^(?:मैं|हम|तुम|आप|वह|वे|यह|ये|वो|कोई|कुछ|हर)$/u.test(w) ||
      !!(lexicon && verbForms(w, lexicon));
    if ([...previous.tokens, ...body].some((w) => other(w.word)) || body.length < 2 || body.length > 4) continue;
    if (!body.slice(1).some((w) => /[^\u0900-\u0903]े$/u.test(w.word) && !isPluralParticiple(w.word, lexicon))) continue;
    add(
      words.at(-1)!,
      'हैं',
      'hindi:agreement',
      'Two nouns joined by और are a plural subject: the verb is हैं.',
      'grammar',
    );
  }

  // आप and तुम take a plural verb: आप कहाँ जा रहा है → जा रहे हैं, तुम क्या करता है → करते हो
  for (const [k, clause] of subjectClauses.entries()) {
    if (!clause.closed || subjectUnclear(k)) continue;
    for (const e of pronounVerbEdits(clause.tokens, lexicon))
      add(
        clause.tokens[e.index],
        e.after,
        'hindi:verb-number',
        `With ${e.subject} the verb is plural${/^(?:आप|तुम)$/u.test(e.subject) ? ', even for one person' : ''} (${e.after}).`,
        'grammar',
      );
  }

  // ने clauses: the verb agrees with the object (राम ने रोटी खाया → खाई), is masculine after a को object, and
  // जाना/आना take no ने (मैंने घर गया → मैं घर गया); a misspelt agent (मैने गया) gets the direct form at once
  for (const clause of subjectClauses) {
    if (!clause.closed) continue;
    for (const e of ergativeEdits(clause.tokens, lexicon)) {
      const t = clause.tokens[e.index];
      const before = clause.tokens[e.index - 1];
      if (e.drop) {
        // ने and the space before it (राम ने घर गया → राम घर गया)
        if (before && /^[ \t]+$/u.test(text.slice(before.end, t.start)) && !t.glued && !edits.has(before.end))
          edits.set(before.end, {
            start: before.end,
            end: t.end,
            after: '',
            rule: 'hindi:ergative',
            reason: e.reason,
            category: 'grammar',
          });
        continue;
      }
      if (edits.get(t.start)?.rule === 'hindi:common-form' && edits.get(t.start)!.end === t.end) edits.delete(t.start);
      add(t, e.after, 'hindi:ergative', e.reason, 'grammar');
    }
  }

  // a relative जो standing for the one noun of the clause before it: किताब …, जो मैंने दिया था → दी थी
  subjectClauses.forEach((clause, k) => {
    const before = subjectClauses[k - 1];
    const relative = opening(clause);
    if (!before || !clause.closed || relative?.word !== 'जो') return;
    if (!/^\s*,\s*$/u.test(text.slice(before.tokens.at(-1)!.end, relative.start))) return;
    const nouns = before.tokens.filter(
      (t, i) =>
        (nounAgreement(t.word) || MASCULINE.has(t.word)) &&
        !TIME_NOUNS.has(t.word) &&
        !POSTPOSITIONS.has(before.tokens[i + 1]?.word ?? ''),
    );
    if (nouns.length !== 1) return;
    for (const e of relativeObjectEdits(clause.tokens, nouns[0].word, lexicon))
      add(clause.tokens[e.index], e.after, 'hindi:ergative', e.reason, 'grammar');
  });

  // polite imperatives: कृपया ध्यान दे → दें; in a text of instructions (उबालें, डालें …) पकाए → पकाएँ
  const polite = politeImperativeCount(tokens, lexicon);
  if (polite >= 0) {
    const chandrabindu = tokens.some((t) => /एँ$/u.test(t.word)) || !tokens.some((t) => /एं$/u.test(t.word));
    const pleaseAt = tokens.filter((t) => t.word === 'कृपया').map((t) => t.start);
    for (const clause of clauses(text, tokens)) {
      const words = clause.tokens;
      const last = words.at(-1)!;
      if (!clause.closed || words.length < 2) continue;
      // कृपया earlier in the same sentence
      const please = pleaseAt.some((p) => p <= words[0].start && !/[।?!\n]/u.test(text.slice(p, words[0].start)));
      if (!please && polite < 1) continue;
      // a subject, an agent (उसने, मैंने) or a tense says this is not a request
      const notRequest = (w: string) =>
        /^(?:ने|मैं|हम|वह|वे|यह|ये|वो|था|थे|थी|थीं|है|हैं|जो|अगर|यदि|जब|जिस|जिसे|जिसमें|जिसका|जिसकी|जिसके|जिन|जहाँ|जहां|जैसे|ताकि)$/u.test(
          w,
        ) || /^(?:उस|इस|जिस|किस|मैं|हम|तुम|आप|उन्हों|इन्हों|जिन्हों|किन्हों)ने$/u.test(w);
      if (words.some((w) => notRequest(w.word))) continue;
      // a relative clause earlier in the sentence (जिस वाक्य में … आ जाए, उसे …; ऐसी पंक्ति लिखें जो अँगूठे को रोक
      // दे): a subjunctive, not a request
      const sentenceStart = Math.max(...['।', '?', '!', '\n'].map((p) => text.lastIndexOf(p, words[0].start))) + 1;
      if (
        /(?:^|[^\u0900-\u097F])(?:जो|जिस|जिसे|जिसमें|जिन|जहाँ|जहां|जब|अगर|यदि)(?![\u0900-\u097F])/u.test(
          text.slice(sentenceStart, words[0].start),
        )
      )
        continue;
      // हो सके तो, मन करे तो: a condition before तो, not a request
      if (/^[ \t,]*तो(?![\u0900-\u097F])/u.test(text.slice(last.end))) continue;
      // किया जाए, छोड़ा जाए: a passive, not a request
      const before = words.at(-2)?.word ?? '';
      if (/^(?:जाए|जाये)$/u.test(last.word) && /[ाीे]$/u.test(before)) continue;
      const to = politeForm(last.word, lexicon, chandrabindu, please);
      if (to) add(last, to, 'hindi:polite-imperative', `A request to आप ends in -ें: ${to}.`, 'grammar');
    }
  }
  return [...edits.values()].sort((a, b) => a.start - b.start);
}
