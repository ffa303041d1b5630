import type { TextChange } from 'src/engines/writing/writing-engine';
import { type HindiEdit, hindiGrammarEdits, type Token, tokenize } from './hindi-grammar';
import { type HindiLexicon, hindiLexicon, isDictionaryWord } from './hindi-lexicon';
import { aksharaCount, judgeSpelling, nuktaDotForm } from './hindi-spelling';
import type { PassResult } from './text-utils';
import { wordTable } from './word-table';

/** Common Hindi misspellings (each key is a wrong form, never another word). */
export const HINDI_MISSPELLINGS: Readonly<Record<string, string>> = wordTable({
  कृप्या: 'कृपया',
  आर्शीवाद: 'आशीर्वाद',
  आशिर्वाद: 'आशीर्वाद',
  उज्वल: 'उज्ज्वल',
  परिक्षा: 'परीक्षा',
  बिमारी: 'बीमारी',
  श्रीमति: 'श्रीमती',
  अत्याधिक: 'अत्यधिक',
  पूज्यनीय: 'पूजनीय',
  प्रमाणिक: 'प्रामाणिक',
  इकठ्ठा: 'इकट्ठा',
  बहोत: 'बहुत',
  बहूत: 'बहुत',
  दुबारा: 'दोबारा',
  उपरोक्त: 'उपर्युक्त',
  अनाधिकार: 'अनधिकार',
  सन्यासी: 'संन्यासी',
  धन्यबाद: 'धन्यवाद',
  धन्नवाद: 'धन्यवाद',
  हमेशाँ: 'हमेशा',
  कवियत्री: 'कवयित्री',
  प्रदर्शिनी: 'प्रदर्शनी',
  अध्यन: 'अध्ययन',
  आधीन: 'अधीन',
  व्यवहारिक: 'व्यावहारिक',
  सम्मलित: 'सम्मिलित',
  तायार: 'तैयार',
  सुंडर: 'सुंदर',
  // money is रुपया (रूप is "form")
  रूपया: 'रुपया',
  रूपये: 'रुपये',
  रूपयों: 'रुपयों',
});

/** Words that Hindi never repeats on purpose (unlike धीरे-धीरे, कभी कभी, बार बार). */
const NON_REDUPLICATING = new Set('मैं है हैं था थी थे का की के को में से ने और भी तो यह वह हम आप तुम वे ये पर कि'.split(' '));

function change(
  before: string,
  after: string,
  position: number,
  rule: string,
  reason: string,
  category: TextChange['category'],
): TextChange {
  return { before, after, position, rule, reason, category, applied: true };
}

/**
 * True when the sentence that ends at `index` is mostly English (more words in Latin letters than in Devanagari):
 * its full stop stays a full stop even after a Hindi word ("keeps intended repetitions like धीरे-धीरे.").
 */
function englishSentenceBefore(text: string, index: number): boolean {
  const start = Math.max(...['.', '!', '?', '।', '\n'].map((p) => text.lastIndexOf(p, index - 1))) + 1;
  const sentence = text.slice(start, index + 1);
  const latin = sentence.match(/[A-Za-z]+/g)?.length ?? 0;
  const devanagari = sentence.match(/[\u0900-\u097F]+/g)?.length ?? 0;
  return latin > devanagari;
}

/**
 * What can be done well for Hindi offline: spacing and punctuation around the danda (।) and question marks,
 * a pipe or a period typed for a danda, accidentally repeated words, a curated list of common misspellings,
 * the common forms and agreement of hindi-grammar.ts, and spelling from the Hindi dictionary (hunspell-hi)
 * when it is installed. Synchronous: the dictionary is read on first use (~60 ms).
 */
export function hindiPass(input: string): PassResult {
  // words the writer mentions rather than uses are theirs: a quotation ("जाऊँगा ।" लिखें), a word in emphasis
  // (*जो*) and a wrong form shown after ✗ (✗ आर्शीवाद → ✓ आशीर्वाद)
  const kept: string[] = [];
  // (a text that already holds private-use characters keeps its mentions in view: they stand for them here)
  if (/[\uE000-\uEFFF]/.test(input)) return hindiPassOn(input);
  const hidden = input.replace(MENTIONS, (m) => {
    if (kept.length >= 0x1000) return m;
    kept.push(m);
    return String.fromCharCode(0xe000 + kept.length - 1);
  });
  const result = hindiPassOn(hidden);
  if (!kept.length) return result;
  const restore = (s: string) => s.replace(/[\uE000-\uEFFF]/g, (c) => kept[c.charCodeAt(0) - 0xe000] ?? c);
  return {
    text: restore(result.text),
    changes: result.changes.map((c) => ({ ...c, before: restore(c.before), after: restore(c.after) })),
  };
}

/** Mentions in a Hindi text (see hindiPass): quotations of up to 80 characters, emphasis, a word after ✗. */
const MENTIONS =
  /"[^"\n]{1,80}"|“[^”\n]{1,80}”|(?<![*\w])\*{1,2}[^*\n]{1,40}\*{1,2}(?![*\w])|(?<=[✗❌×]\s*)[\u0900-\u097F]+/gu;

function hindiPassOn(input: string): PassResult {
  const changes: TextChange[] = [];
  let text = input;
  const sub = (
    re: RegExp,
    fn: (m: RegExpExecArray) => string | null,
    rule: string,
    reason: string,
    category: TextChange['category'],
  ) => {
    text = text.replace(re, (...args: unknown[]) => {
      const match = args[0] as string;
      const offset = args[args.length - 2] as number;
      const m = Object.assign(args.slice(0, -2), { index: offset }) as unknown as RegExpExecArray;
      const after = fn(m);
      if (after === null || after === match) return match;
      changes.push(change(match, after, offset, rule, reason, category));
      return after;
    });
  };
  // "|" or "." typed for a danda after Devanagari
  sub(
    /([\u0900-\u097F])\s*(\||\.(?!\.))(?=\s|$)/g,
    (m) =>
      (m[2] === '.' && (isAbbreviation(text, m.index + m[1].length) || englishSentenceBefore(text, m.index))) ||
      // "सायं 7 बजे | Dinner: 8 p.m.": a bar between a Hindi and an English part separates them
      (m[2] === '|' && /^[ \t]*[A-Za-z0-9]/.test(text.slice(m.index + m[0].length)))
        ? null
        : `${m[1]}।`,
    'hindi:danda',
    'A Hindi sentence ends with a danda (।).',
    'punctuation',
  );
  // no space before ।, ?, !, ,
  sub(
    /([\u0900-\u0963\u0966-\u097F])[ \t]+([।?!,])/g,
    (m) => `${m[1]}${m[2]}`,
    'hindi:space-before-punctuation',
    'No space goes before a danda or a question mark.',
    'spacing',
  );
  // one space after ।, ?, ! when text follows
  sub(
    /([।?!])(?=[\u0900-\u097F])/g,
    (m) => `${m[1]} `,
    'hindi:space-after-danda',
    'A space follows a danda or a question mark.',
    'spacing',
  );
  sub(/[ \t]{2,}/g, () => ' ', 'hindi:spaces', 'Words are separated by one space.', 'spacing');
  // repeated function words
  sub(
    /(?<![\u0900-\u097F])([\u0900-\u097F]+)(\s+\1)+(?![\u0900-\u097F])/g,
    (m) => (NON_REDUPLICATING.has(m[1]) ? m[1] : null),
    'hindi:repeated-word',
    'The word was repeated by mistake.',
    'repetition',
  );
  // curated misspellings
  sub(
    /[\u0900-\u0963\u0966-\u097F]+/g,
    (m) => (isWordAt(text, m) ? (HINDI_MISSPELLINGS[m[0]] ?? null) : null),
    'hindi:spelling',
    'Common misspelling corrected.',
    'spelling',
  );
  const lexicon = hindiLexicon();
  // the plural of a noun in ी: पीढ़ीयाँ → पीढ़ियाँ, लड़कीयों → लड़कियों (with the dictionary: not दीयों, of दीया)
  sub(
    /(?<![\u0900-\u0963\u0966-\u097F])([\u0900-\u0963\u0966-\u097F]+)ी(याँ|यां|यों)(?![\u0900-\u0963\u0966-\u097F])/g,
    (m) => {
      const fixed = `${m[1]}ि${m[2]}`;
      const singular = `${m[1]}ी`;
      const plural =
        !!lexicon &&
        !isDictionaryWord(m[0]) &&
        (isDictionaryWord(fixed) || (aksharaCount(singular) >= 2 && isDictionaryWord(singular)));
      return plural ? fixed : null;
    },
    'hindi:plural-i',
    'A noun in ी makes its plural with ि: -ियाँ, -ियों.',
    'spelling',
  );
  // ओर ("side") is feminine: मेरी ओर से, आपकी ओर
  sub(
    /(?<![\u0900-\u097F])(मेरे|तेरे|हमारे|तुम्हारे|अपने|आपके|उसके|इसके|उनके|इनके|सबके|किसके)(?=\s+ओर(?![\u0900-\u0963\u0966-\u097F]))/g,
    (m) => m[1].replace(/े$/u, 'ी'),
    'hindi:feminine-possessive',
    '"ओर" is feminine: मेरी ओर, आपकी ओर.',
    'grammar',
  );
  // a plural participle takes the plural auxiliary: किए है → किए हैं, दिए जाएगा → दिए जाएँगे (not के लिए है)
  sub(
    /(?<![\u0900-\u097F])(किए|किये|गए|गये|दिए|दिये|आए|आये|चुके)(\s+)है(?=[\s।?!,]|$)/g,
    (m) => `${m[1]}${m[2]}हैं`,
    'hindi:plural-participle',
    'A plural participle (किए, गए, दिए) takes हैं.',
    'grammar',
  );
  sub(
    /(?<![\u0900-\u097F])(दिए|किए|भेजे|बताए|बनाए|दिखाए|लाए)(\s+)जाएगा(?![\u0900-\u0963\u0966-\u097F])/g,
    (m) => `${m[1]}${m[2]}जाएँगे`,
    'hindi:plural-participle',
    'A plural participle (दिए, किए) takes the plural: जाएँगे.',
    'grammar',
  );
  // common forms (हमे, नही, मै), the plural oblique, है/हैं and the polite imperative
  const grammar = applyHindiEdits(text, hindiGrammarEdits(text, lexicon));
  text = grammar.text;
  changes.push(...grammar.changes);
  // an adjective before a feminine "हो गई" agrees with it too: पूरा हो गई → पूरी हो गई
  sub(
    /(?<![\u0900-\u097F])(पूरा|अच्छा|बड़ा|छोटा|लंबा|मोटा|पतला|गीला|सूखा|पक्का|कच्चा|ठंडा|गंदा|महँगा|महंगा|सस्ता|ऊँचा|ऊंचा)(?=\s+हो\s+(?:गई|गयी|चुकी|जाएगी|जाती)(?![\u0900-\u0963\u0966-\u097F]))/g,
    (m) => m[1].replace(/ा$/u, 'ी'),
    'hindi:adjective-gender',
    'The adjective agrees with the feminine subject, like the verb.',
    'grammar',
  );
  // the dictionary: a word it lacks whose cheapest confusion it has
  if (lexicon) {
    const spelling = dictionarySpelling(text, lexicon);
    text = spelling.text;
    changes.push(...spelling.changes);
  }
  return { text, changes };
}

/** Titles and units written with a period (डॉ. मेहता, 5 कि.मी.). */
const ABBREVIATIONS = new Set([
  'डॉ',
  'प्रो',
  'श्री',
  'सं',
  'पृ',
  'क्र',
  'रु',
  'ई',
  'मी',
  'ग्रा',
  'कि',
  'लि',
  'प्रा',
  'स्व',
  'मो',
  'नं',
]);

/** The period at `dot` ends an abbreviation: a listed one, or a letter of an initialism (एम.ए., बी.टेक.). */
function isAbbreviation(text: string, dot: number): boolean {
  const word = /[\u0900-\u0963\u0966-\u097F]+$/u.exec(text.slice(0, dot))?.[0] ?? '';
  const before = text[dot - word.length - 1] ?? ' ';
  // initials written apart, each a letter's name: बी. सी. (B.C.), जे. के. रोलिंग
  const initial = /^[\u0900-\u097F]{1,3}$/u.test(word);
  const apart =
    initial &&
    (/^ [\u0900-\u097F]{1,3}\./u.test(text.slice(dot + 1)) ||
      /(?:^|[^\u0900-\u097F])[\u0900-\u097F]{1,3}\. $/u.test(text.slice(0, dot - word.length)));
  return ABBREVIATIONS.has(word) || before === '.' || apart;
}

/** The match is a whole Devanagari word (not part of a longer one, a hashtag or a handle). */
function isWordAt(text: string, m: RegExpExecArray): boolean {
  const offset = m.index;
  return !/[#@_\p{L}\p{N}]/u.test(text[offset - 1] ?? ' ') && !/[_\p{L}\p{N}]/u.test(text[offset + m[0].length] ?? ' ');
}

function applyHindiEdits(input: string, edits: HindiEdit[]): PassResult {
  let text = input;
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    text = text.slice(0, e.start) + e.after + text.slice(e.end);
  return {
    text,
    changes: edits.map((e) => change(input.slice(e.start, e.end), e.after, e.start, e.rule, e.reason, e.category)),
  };
}

/** Words before a name (श्री राम, डॉ. मेहता, प्रिय अंकित) and after one (शर्मा जी). */
const BEFORE_NAME = new Set([
  'श्री',
  'श्रीमती',
  'सुश्री',
  'कुमारी',
  'डॉ',
  'डॉक्टर',
  'प्रिय',
  'आदरणीय',
  'स्व',
  'स्वर्गीय',
  'पंडित',
  'मौलाना',
  'उस्ताद',
  'बाबा',
  'संत',
  'महर्षि',
  'स्वामी',
]);
const AFTER_NAME = new Set([
  'जी',
  'साहब',
  'साहिबा',
  'सर',
  'मैडम',
  'बाबू',
  'भैया',
  'दीदी',
  'बाबा',
  'चाचा',
  'मामा',
  'नगर',
  'पुर',
  'गंज',
  'बाग़',
  'बाग',
]);

/**
 * Corrects the words the dictionary lacks when one dictionary spelling is clearly the cheapest confusion of
 * it, and suggests the cheapest when two are close. Names are left alone: words next to a title or to जी,
 * and the words of short lines without a sentence mark (signatures, headings, addresses).
 */
const MAX_UNKNOWN = 100;

function dictionarySpelling(input: string, lexicon: HindiLexicon): PassResult {
  const tokens = tokenize(input);
  const unknown = new Set<string>();
  const edits: HindiEdit[] = [];
  const suggestions: TextChange[] = [];
  const shortLine = (t: Token) => {
    const lineStart = input.lastIndexOf('\n', t.start - 1) + 1;
    const lineEnd = input.indexOf('\n', t.end);
    const line = input.slice(lineStart, lineEnd < 0 ? input.length : lineEnd).trim();
    return line.split(/\s+/u).length <= 3 && !/[।?!]$/u.test(line);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // ॉ, ॅ and फ़ mark words borrowed from English (फ़ुल स्टॉप), which the dictionary mostly lacks
    if (t.glued || /[ॉॅऑ]|फ़|\u095E/u.test(t.word) || /[\u0966-\u096F\d]/u.test(t.word)) continue;
    if (BEFORE_NAME.has(tokens[i - 1]?.word ?? '') || AFTER_NAME.has(tokens[i + 1]?.word ?? '')) continue;
    const previous =
      tokens[i - 1] && /^[ \t]+$/u.test(input.slice(tokens[i - 1].end, t.start)) ? tokens[i - 1].word : undefined;
    const following =
      tokens[i + 1] && /^[ \t]+$/u.test(input.slice(t.end, tokens[i + 1].start)) ? tokens[i + 1].word : undefined;
    const dotted = nuktaDotForm(t.word, lexicon, previous, following);
    if (dotted) {
      edits.push({
        start: t.start,
        end: t.end,
        after: dotted,
        rule: 'hindi:nukta',
        reason: `After a vowel ड and ढ are written ड़ and ढ़: ${dotted}.`,
        category: 'spelling',
      });
      continue;
    }
    // a text of thousands of distinct unknown words is no Hindi prose the dictionary can help with: finding
    // the candidates of an unknown word costs about 2 ms, so only the first MAX_UNKNOWN distinct ones are judged
    if (!unknown.has(t.word) && unknown.size >= MAX_UNKNOWN) continue;
    const verdict = judgeSpelling(t.word, lexicon);
    if (verdict.kind !== 'known') unknown.add(t.word);
    if (verdict.kind === 'known' || verdict.kind === 'unknown') continue;
    const reason = `Spelling: ${verdict.to} (the dictionary does not have "${t.word}").`;
    if (verdict.kind === 'correct' && !shortLine(t)) {
      edits.push({
        start: t.start,
        end: t.end,
        after: verdict.to,
        rule: 'hindi:dictionary',
        reason,
        category: 'spelling',
      });
    } else {
      suggestions.push({
        ...change(t.word, verdict.to, t.start, 'hindi:dictionary', reason, 'spelling'),
        applied: false,
      });
    }
  }
  const applied = applyHindiEdits(input, edits);
  return { text: applied.text, changes: [...applied.changes, ...suggestions].sort((a, b) => a.position - b.position) };
}
