import { detectLanguage, hasDevanagari } from 'src/common/text';
import { hinglishSentences } from './protect';
import { isStopword } from './text-utils';
import { isEnglishWord, isNameWord } from './vocabulary';
import { subtitleCount } from './word-frequency';

/**
 * Key phrases of a text for hashtags, titles and headings. English: noun phrases found by compromise's
 * part-of-speech tags (a run of nouns, optionally opened by adjectives: "remote work", "Infosys"), never a
 * lone verb, adjective, pronoun, number or contraction; names count double. Hindi: content words that are
 * not in the stopword list of the `stopword` package (plus pronoun and auxiliary forms it lacks) and do not
 * look like verb forms. Ranked by occurrences × rarity (SUBTLEX frequencies), longer phrases a little ahead.
 */

interface Term {
  text: string;
  /** What follows the word: spaces and punctuation (", " ends a phrase). */
  post?: string;
  tags: string[];
}

type Nlp = (text: string) => { json: () => { terms: Term[] }[] };

let nlp: Nlp | undefined;
let hindiStop: Set<string> | undefined;
let englishStop: Set<string> | undefined;
let personNames: Set<string> | undefined;

function load(): void {
  if (nlp) return;
  /* eslint-disable @typescript-eslint/no-require-imports */
  nlp = require('compromise') as Nlp;
  const sw = require('stopword') as { hin: string[]; eng: string[] };
  const indian = require('random-indian-name/lib/names.js') as Record<string, string[]>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  hindiStop = new Set([...sw.hin, ...HINDI_EXTRA]);
  englishStop = new Set(sw.eng.map((w) => w.toLowerCase()));
  personNames = new Set(Object.values(indian).flatMap((list) => list.map((n) => n.toLowerCase())));
}

/** Pronoun, auxiliary and postposition forms missing from the `stopword` Hindi list, and very general nouns. */
const HINDI_EXTRA = `हूँ हूं हैं थी थे थीं मेरा मेरी मेरे तेरा तेरी तेरे हमारा हमारी हमारे तुम्हारा तुम्हारी तुम्हारे आपका आपकी आपके
  उसका उसकी उसके इसका इसकी इसके मैं मैंने हमने तुम तुमने आपने उन्होंने यहाँ वहाँ अब आज कल फिर बहुत सब सभी कुछ कोई
  मुझे मुझको तुझे हमें तुम्हें उन्हें इन्हें उसे इसे किसे जिसे खुद अपना अपनी अपने
  नाम बात बातें चीज़ चीज तरह लिए साथ बाद पहले बारे द्वारा वाला वाली वाले रहा रही रहे गया गई गए गयी हुआ हुई हुए
  खुश अच्छा अच्छी अच्छे बड़ा बड़ी बड़े छोटा छोटी छोटे नया नई नए पुराना पुरानी पुराने खास सुंदर ज़्यादा ज्यादा कम पूरा पूरी
  करना करने करता करती करते किया कियी होना होने होता होती होते जाना जाने जाता जाती जाते भाई बहन जी हाँ नहीं ना
  हम तुम वह वे यह ये आप इस उस इन उन भर तक लेकिन पर मगर क्योंकि इसलिए जब तब जैसे वैसे
  एक दो तीन चार पाँच पांच छह सात आठ नौ दस बीस सौ हज़ार हजार लाख करोड़ पहला पहली दूसरा दूसरी दूसरे तीसरा
  धीरे जल्दी हमेशा कभी अभी रोज़ रोज ज़रूर जरूर शायद केवल सिर्फ़ सिर्फ बस पिछला पिछली पिछले अगला अगली अगले
  दिन साल समय लोग लोगों जगह बार तरफ़ तरफ काम चीज़ें चीजें शुरू ख़त्म खत्म पसंद इस्तेमाल तैयार
  मिलें करें रखें लाएँ लाएं आएँ आएं जाएँ जाएं दें लें बताएँ बताएं मनाएँ मनाएं चलें देखें सुनें पढ़ें लिखें
  साफ़ साफ सुरक्षित ज़रूरी जरूरी आसान मुश्किल सही ग़लत गलत ठीक`.split(/\s+/);

/** Postpositions: the word before one is a noun ("स्कूल में", "दिल्ली की"). */
const HINDI_POSTPOSITION = new Set('का की के को में से पर ने तक वाला वाली वाले'.split(' '));

/** Endings of Hindi verb forms (infinitive, habitual, progressive, future, perfective, conjunctive). */
const HINDI_VERB = /(ना|ने|नी|ता|ती|ते|ेंगे|ेंगी|ेगा|ेगी|ूँगा|ूंगा|ूँगी|ूंगी|ोगे|ाया|ाई|ाए|कर|िए|िये|इए|इये|ोला|ो|^.{1,2}े)$/u;

/** Rarity below which a lone common noun is not a key phrase (about 1,000 in SUBTLEX's 51 million words). */
const COMMON = 4.5;

function rarity(word: string): number {
  return 7.5 - Math.log10(subtitleCount(word) + 1);
}

interface Candidate {
  words: string[];
  n: number;
  first: number;
  proper: boolean;
}

function isContentNoun(t: Term): boolean {
  const tags = new Set(t.tags);
  const word = clean(t.text);
  // no fragments: contractions, version numbers and codes ("v2.3.1"), dates and durations ("next month")
  if (!word || /['’]/.test(t.text) || /\d/.test(word) || word.length < 2) return false;
  if (tags.has('Date') || tags.has('Duration') || tags.has('Month') || tags.has('WeekDay')) return false;
  if (tags.has('Pronoun') || tags.has('Possessive') || tags.has('Value') || tags.has('HashTag')) return false;
  if (tags.has('Verb') || tags.has('Contraction') || tags.has('Negative') || tags.has('Determiner')) return false;
  if (!tags.has('Noun') && !tags.has('ProperNoun')) return false;
  if (isPerson(t, word)) return false;
  const lower = word.toLowerCase();
  if (isStopword(lower) || englishStop!.has(lower)) return false;
  // a name is written with a capital; any other word must be English ("kal", "dekha" are not)
  return /^\p{Lu}/u.test(word) ? true : isEnglishWord(lower);
}

const PLACE = /^(?:Place|City|Country|Region|Organization|Company)$/;

/** A person's name or title is not a topic to tag: "Mrs Sharma", "Ravi", "Respected Sir". */
function isPerson(t: Term, word: string): boolean {
  if (t.tags.some((tag) => PLACE.test(tag))) return false;
  if (t.tags.some((tag) => /^(?:Person|Honorific|FirstName|LastName|MaleName|FemaleName)$/.test(tag))) return true;
  return /^\p{Lu}/u.test(word) && t.tags.includes('ProperNoun') && personNames!.has(word.toLowerCase());
}

function isModifier(t: Term): boolean {
  const tags = new Set(t.tags);
  const word = clean(t.text).toLowerCase();
  return (
    tags.has('Adjective') && word.length > 2 && !isStopword(word) && !englishStop!.has(word) && !/['’]/.test(t.text)
  );
}

const clean = (s: string) => s.replace(/[^\p{L}\p{M}\p{N}-]/gu, '').replace(/^-+|-+$/g, '');

function englishCandidates(text: string): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  let position = 0;
  const add = (terms: Term[]) => {
    if (!terms.length || terms.length > 3) return;
    // a gerund is a key phrase alone ("gardening"), not inside one ("building small projects")
    if (terms.length > 1 && terms.some((t) => t.tags.includes('Gerund'))) return;
    // adjectives, then nouns: "small projects", not "building small projects"
    const firstNoun = terms.findIndex((t) => !isModifier(t) || isContentNoun(t));
    if (firstNoun >= 0 && terms.slice(firstNoun).some((t) => !isContentNoun(t))) return;
    const last = terms.at(-1)!;
    if (!isContentNoun(last)) return;
    const words = terms.map((t) => clean(t.text));
    // "too little time talking": a phrase does not end in a verb's -ing form
    if (words.length > 1 && /ing$/i.test(words.at(-1)!) && !last.tags.includes('ProperNoun')) return;
    const key = words.join(' ').toLowerCase();
    const proper = terms.every((t) => t.tags.includes('ProperNoun'));
    const c = found.get(key);
    if (c) c.n++;
    else found.set(key, { words, n: 1, first: position, proper });
  };
  // a capital at the start of a sentence makes compromise read a common word as a name or a verb ("Shop
  // owners in our area…"): a frequent word there is tagged in lower case
  const lowered = readable(text).replace(/(^|[.!?]\s+|\n\s*)(\p{Lu}[\p{Ll}]+)/gu, (all, lead: string, word: string) =>
    subtitleCount(word.toLowerCase()) > 300 || (isEnglishWord(word.toLowerCase()) && !isNameWord(word))
      ? lead + word.toLowerCase()
      : all,
  );
  for (const sentence of nlp!(lowered).json()) {
    const terms = sentence.terms;
    let i = 0;
    while (i < terms.length) {
      position++;
      if (!isModifier(terms[i]) && !isContentNoun(terms[i])) {
        i++;
        continue;
      }
      let j = i;
      while (j < terms.length && (isModifier(terms[j]) || isContentNoun(terms[j]))) {
        j++;
        // a phrase ends at a comma, a full stop, a bracket or a dash ("mustard seeds, curry leaves")
        if (/[,.;:!?()[\]–—/]|\s-\s/.test(terms[j - 1].post ?? terms[j - 1].text)) break;
      }
      const run = terms.slice(i, j);
      // every span that ends with a noun, e.g. "remote work culture" → "remote work", "work culture", "culture"
      for (let a = 0; a < run.length; a++) {
        for (let b = a + 1; b <= run.length; b++) add(run.slice(a, b));
      }
      i = j;
    }
  }
  return found;
}

/**
 * The prose of a text for tagging: code, links, e-mail addresses, paths and file names, and sentences of Hindi
 * in Latin letters (Hinglish) become full stops, so no phrase is taken from them or runs across them.
 */
function readable(text: string): string {
  let out = text
    .replace(/```[\s\S]*?```|`[^`\n]*`/g, ' . ')
    .replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/gi, ' . ')
    .replace(
      /(?:~|\.{1,2})?\/[\w.~-]+(?:\/[\w.~-]+)*|\b[\w-]+\.(?:json|js|ts|md|txt|yml|yaml|py|html|css|csv|pdf|png|jpg|exe|sh)\b/gi,
      ' . ',
    );
  for (const s of hinglishSentences(out).reverse())
    out = `${out.slice(0, s.start)}.${' '.repeat(Math.max(0, s.end - s.start - 1))}${out.slice(s.end)}`;
  return out;
}

function hindiCandidates(text: string): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  let position = 0;
  const words = [...text.matchAll(/[\u0900-\u0963\u0966-\u097F]+|[^\s\u0900-\u097F]+/gu)].map((m) => m[0]);
  const content = (word: string | undefined) =>
    word !== undefined &&
    hasDevanagari(word) &&
    [...word].length >= 2 &&
    !hindiStop!.has(word) &&
    !HINDI_VERB.test(word);
  words.forEach((word, i) => {
    position++;
    if (!content(word)) return;
    // "मेरा नाम सीमा है": a person's name is not a topic
    if (words[i - 1] === 'नाम') return;
    // two content words before a postposition are one name: "नगर निगम को"
    if (content(words[i + 1]) && HINDI_POSTPOSITION.has(words[i + 2] ?? '') && !content(words[i - 1])) {
      const key = `${word} ${words[i + 1]}`;
      const c = found.get(key);
      if (c) c.n++;
      else found.set(key, { words: [word, words[i + 1]], n: 1, first: position, proper: true });
    }
    // a word before a postposition is a noun: it counts as a key phrase even when said once
    const noun = HINDI_POSTPOSITION.has(words[i + 1] ?? '');
    const c = found.get(word);
    if (c) {
      c.n++;
      c.proper ||= noun;
    } else found.set(word, { words: [word], n: 1, first: position, proper: noun });
  });
  return found;
}

/** Characters read for key phrases: the opening of a long text (tagging costs about 0.1 s per 2,000). */
const MAX_CHARS = 6000;

const memo = new Map<string, string[]>();
const MEMO_SIZE = 16;

/**
 * The text's key phrases, best first; no phrase shares a word with a better one. Remembered for the last
 * few texts: fitting a long text into a post summarises it once per number of sentences tried.
 */
export function keyphrases(text: string, limit: number): string[] {
  const key = `${limit}\u0000${text}`;
  const known = memo.get(key);
  if (known) return known;
  const found = findKeyphrases(text.length > MAX_CHARS ? text.slice(0, text.lastIndexOf(' ', MAX_CHARS)) : text, limit);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, found);
  return found;
}

function findKeyphrases(text: string, limit: number): string[] {
  load();
  const hindi = detectLanguage(text) === 'hindi';
  const found = hindi ? hindiCandidates(text) : englishCandidates(text.replace(/[\u0900-\u097F]+/gu, ' '));
  // a phrase shares in the count of its head noun ("design documents … the documents")
  const head = (c: Candidate) => found.get(c.words.at(-1)!.toLowerCase())?.n ?? c.n;
  const score = (c: Candidate) => {
    const rare = Math.max(...c.words.map((w) => (hasDevanagari(w) ? 6 : rarity(w))));
    const n = c.words.length > 1 ? c.n + 0.5 * Math.max(0, head(c) - c.n) : c.n;
    return n * rare * (1 + 0.5 * (c.words.length - 1)) * (c.proper ? 2 : 1);
  };
  // a common noun said once ("team", "chapter") tells little about the text: a name, a rarer noun or a
  // repeated one does
  // (every Hindi content word counts; a noun before a postposition ranks first)
  const telling = (c: Candidate) => hindi || c.proper || c.n > 1 || c.words.length > 1 || rarity(c.words[0]) >= COMMON;
  const ranked = [...found.values()].filter(telling).sort((a, b) => score(b) - score(a) || a.first - b.first);
  const used = new Set<string>();
  const out: string[] = [];
  for (const c of ranked) {
    if (out.length >= limit) break;
    const lower = c.words.map((w) => w.toLowerCase());
    if (lower.some((w) => used.has(w))) continue;
    lower.forEach((w) => used.add(w));
    out.push(c.words.join(' '));
  }
  return out;
}

/** "remote work" → "#RemoteWork"; letters and digits only. */
export function toHashtag(phrase: string): string {
  return `#${phrase
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => (hasDevanagari(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join('')}`;
}

/** Hashtags the text already has, lower-cased. */
export function existingHashtags(text: string): Set<string> {
  return new Set([...text.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)].map((m) => `#${m[1].toLowerCase()}`));
}
