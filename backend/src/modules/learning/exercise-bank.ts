/**
 * The exercise bank: general exercises for a text with no mistakes, per text language and level (data only;
 * general-exercises.ts turns them into exercises).
 */
import type { OutputLanguage } from 'src/engines/writing/writing-engine';
import { BLANK, type ExerciseKind, type LearningTopic, type Level } from './lesson-text';

export interface BankItem {
  kind: ExerciseKind;
  topic: LearningTopic;
  sentence: string;
  answer: string;
  choices?: string[];
  hint?: string;
  why: Record<OutputLanguage, string>;
}

export const ENGLISH_BANK: Record<Level, BankItem[]> = {
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

export const HINDI_BANK: Record<Level, BankItem[]> = {
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
