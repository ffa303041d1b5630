import type { OutputLanguage } from 'src/engines/writing/writing-engine';

/** The kinds of mistake a lesson groups by, in the order the lesson shows them. */
export const LEARNING_TOPICS = [
  'spelling',
  'agreement',
  'articles',
  'grammar',
  'word_choice',
  'punctuation',
  'capitalization',
  'spacing',
  'repetition',
] as const;
export type LearningTopic = (typeof LEARNING_TOPICS)[number];

export const EXERCISE_KINDS = ['find_and_fix', 'multiple_choice', 'fill_blank'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export type TextLanguage = 'english' | 'hindi';

/** The blank in fill-in and multiple-choice sentences. */
export const BLANK = '____';

interface TopicText {
  name: string;
  /** The rule, for a text in English. */
  rule: string;
  /** The rule, for a text in Hindi (when it differs). */
  ruleHindiText?: string;
}

const TOPICS: Record<OutputLanguage, Record<LearningTopic, TopicText>> = {
  english: {
    spelling: {
      name: 'Spelling',
      rule: "Each word has one accepted spelling. Watch the letters that are easy to mix up (ie/ei, doubled consonants, silent letters) and the apostrophe in short forms such as don't and isn't.",
      ruleHindiText:
        'Many Hindi words are often misspelled: watch the nasal sign (नहीं, मैं), short and long vowel signs (ि/ी, ु/ू) and conjuncts (उज्ज्वल).',
    },
    agreement: {
      name: 'Subject–verb agreement',
      rule: 'The verb must agree with its subject: a singular subject (he, she, it, the cat) takes a singular verb (goes, is, has, does); a plural subject (they, we, the cats) takes a plural verb (go, are, have, do).',
    },
    articles: {
      name: 'Articles (a, an)',
      rule: 'Use "a" before a consonant sound and "an" before a vowel sound: a book, a university, an apple, an hour. It is the sound that counts, not the letter.',
    },
    grammar: {
      name: 'Grammar',
      rule: 'A sentence needs the right word forms in the right order. Compare your sentence with the corrected one and notice which form changed.',
    },
    word_choice: {
      name: 'Word choice',
      rule: "Some words sound alike or look alike but mean different things (its/it's, their/there, then/than, affect/effect). Choose the word whose meaning fits the sentence.",
    },
    punctuation: {
      name: 'Punctuation',
      rule: "Punctuation shows how a sentence is read: an apostrophe marks a short form (it's = it is), a comma separates an introductory word or a second clause, and every sentence ends with one full stop, question mark or exclamation mark.",
      ruleHindiText:
        'A Hindi sentence ends with a danda (।), not a vertical bar (|) or a full stop; a question ends with a question mark.',
    },
    capitalization: {
      name: 'Capital letters',
      rule: 'Start every sentence with a capital letter, and always write the pronoun "I" and names of people, places and days with a capital letter.',
    },
    spacing: {
      name: 'Spacing',
      rule: 'Words are separated by one space. No space goes before a comma, full stop or question mark, and one space follows them.',
      ruleHindiText:
        'No space goes before a danda (।) or a question mark, and one space follows them. Words are separated by one space.',
    },
    repetition: {
      name: 'Repeated words',
      rule: 'A word typed twice in a row ("the the") is a common slip. Read your text once more slowly, word by word, to catch it.',
    },
  },
  hindi: {
    spelling: {
      name: 'वर्तनी',
      rule: "हर शब्द की एक मानक वर्तनी होती है। आसानी से उलझने वाले अक्षरों (ie/ei, दोहरे व्यंजन, मूक अक्षर) और don't, isn't जैसे संक्षिप्त रूपों के अपॉस्ट्रॉफ़ी पर ध्यान दें।",
      ruleHindiText:
        'हिंदी के कई शब्द अक्सर ग़लत लिखे जाते हैं: अनुस्वार और चंद्रबिंदु (नहीं, मैं), छोटी-बड़ी मात्राएँ (ि/ी, ु/ू) और संयुक्ताक्षर (उज्ज्वल) ध्यान से लिखें।',
    },
    agreement: {
      name: 'कर्ता और क्रिया का मेल',
      rule: 'क्रिया अपने कर्ता से मेल खानी चाहिए: एकवचन कर्ता (he, she, it, the cat) के साथ एकवचन क्रिया (goes, is, has, does) और बहुवचन कर्ता (they, we, the cats) के साथ बहुवचन क्रिया (go, are, have, do) आती है।',
    },
    articles: {
      name: 'आर्टिकल (a, an)',
      rule: 'व्यंजन ध्वनि से पहले "a" और स्वर ध्वनि से पहले "an" लगता है: a book, a university, an apple, an hour। अक्षर नहीं, उच्चारण की ध्वनि मायने रखती है।',
    },
    grammar: {
      name: 'व्याकरण',
      rule: 'वाक्य में सही शब्द-रूप सही क्रम में होने चाहिए। अपने वाक्य की तुलना सुधरे हुए वाक्य से करें और देखें कि कौन-सा रूप बदला।',
    },
    word_choice: {
      name: 'शब्द चयन',
      rule: "कुछ शब्द सुनने या दिखने में एक जैसे होते हैं पर उनके अर्थ अलग होते हैं (its/it's, their/there, then/than, affect/effect)। वही शब्द चुनें जिसका अर्थ वाक्य में ठीक बैठे।",
    },
    punctuation: {
      name: 'विराम चिह्न',
      rule: "विराम चिह्न बताते हैं कि वाक्य कैसे पढ़ा जाए: अपॉस्ट्रॉफ़ी संक्षिप्त रूप दिखाता है (it's = it is), अल्पविराम परिचयात्मक शब्द या दूसरे उपवाक्य को अलग करता है, और हर वाक्य एक पूर्ण विराम, प्रश्नचिह्न या विस्मयादिबोधक चिह्न पर खत्म होता है।",
      ruleHindiText:
        'हिंदी वाक्य के अंत में पूर्ण विराम (।) लगता है, खड़ी रेखा (|) या अंग्रेज़ी फ़ुल स्टॉप (.) नहीं; प्रश्नवाचक वाक्य के अंत में प्रश्नचिह्न (?) लगता है।',
    },
    capitalization: {
      name: 'बड़े अक्षर (कैपिटल लेटर)',
      rule: 'हर वाक्य बड़े अक्षर से शुरू करें, और सर्वनाम "I" तथा लोगों, जगहों और दिनों के नाम हमेशा बड़े अक्षर से लिखें।',
    },
    spacing: {
      name: 'रिक्त स्थान (स्पेसिंग)',
      rule: 'शब्दों के बीच एक ही स्पेस होता है। अल्पविराम, फ़ुल स्टॉप या प्रश्नचिह्न से पहले स्पेस नहीं आता, और उनके बाद एक स्पेस आता है।',
      ruleHindiText:
        'पूर्ण विराम (।) या प्रश्नचिह्न से पहले स्पेस नहीं आता, और उनके बाद एक स्पेस आता है। शब्दों के बीच एक ही स्पेस होता है।',
    },
    repetition: {
      name: 'दोहराए गए शब्द',
      rule: 'एक ही शब्द का लगातार दो बार लिख जाना ("the the", "मैं मैं") एक आम चूक है। इसे पकड़ने के लिए अपना लेख एक बार धीरे-धीरे, शब्द-दर-शब्द पढ़ें।',
    },
  },
};

export function topicName(topic: LearningTopic, lang: OutputLanguage): string {
  return TOPICS[lang][topic].name;
}

export function topicRule(topic: LearningTopic, lang: OutputLanguage, text: TextLanguage): string {
  const t = TOPICS[lang][topic];
  return (text === 'hindi' && t.ruleHindiText) || t.rule;
}

type Fill = Record<string, string | number>;
const fill = (s: string, v: Fill) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

const WORDS = {
  english: {
    title: 'Your personal grammar lesson',
    intro:
      'We found {count} {mistakes} of {kinds} {kindWord} in your text. Each section below explains the rule and shows your own sentence with its correction. Then practise with the exercises.',
    mistakeOne: 'mistake',
    mistakeMany: 'mistakes',
    kindOne: 'kind',
    kindMany: 'kinds',
    foundOne: '',
    foundMany: '',
    rule: 'Rule',
    fromYourText: 'From your text',
    youWrote: 'You wrote',
    correct: 'Correct',
    more: '…and {n} more of this kind.',
    practice:
      '{n} exercises below are built from your sentences: find and fix the mistake, choose the right option, and fill in the blank.',
    practiceGeneral: 'Try the {n} exercises below: answer each one, check it and read the explanation.',
    uncertainTitle: 'Practice on the common points',
    uncertain:
      'The checker changed a few things in your text ({words} words), but none of them could be shown as a lesson with certainty. Here are a few {level} exercises on the points writers most often get wrong.',
    cleanTitle: 'Great work — no mistakes found',
    clean:
      'We checked your text ({words} words) and found no spelling, grammar or punctuation mistakes. Well done! To keep your skills sharp, here are a few {level} exercises on the points writers most often get wrong.',
    levels: { beginner: 'beginner-level', intermediate: 'intermediate-level', advanced: 'advanced-level' },
    tipsTitle: 'Keep practising',
    tips: [
      'Read your text aloud once before you send it: the ear catches what the eye skips.',
      'Check one thing at a time: first spelling, then agreement, then punctuation.',
    ],
    findAndFix: 'Find the mistake in this sentence and fix it. Type the corrected sentence.',
    chooseBlank: 'Choose the correct option for the blank.',
    chooseSentence: 'Which sentence is written correctly?',
    fillBlank: 'Fill in the blank with the correct word. You wrote “{before}” here.',
    fillBlankGeneral: 'Fill in the blank with the correct word.',
    because: 'Correct: “{before}” → “{after}”.',
    aiFallback: 'The AI lesson could not be used, so this lesson was built by the offline checker.',
  },
  hindi: {
    title: 'आपका निजी व्याकरण पाठ',
    intro:
      'आपके लेख में {kinds} {kindWord} की {count} {mistakes} {found}। नीचे हर भाग नियम समझाता है और आपका अपना वाक्य उसके सुधार के साथ दिखाता है। फिर अभ्यास प्रश्नों से अभ्यास करें।',
    mistakeOne: 'ग़लती',
    mistakeMany: 'ग़लतियाँ',
    kindOne: 'तरह',
    kindMany: 'तरह',
    foundOne: 'मिली',
    foundMany: 'मिलीं',
    rule: 'नियम',
    fromYourText: 'आपके लेख से',
    youWrote: 'आपने लिखा',
    correct: 'सही',
    more: '…और इस तरह की {n} और।',
    practice: 'नीचे के {n} अभ्यास प्रश्न आपके ही वाक्यों से बने हैं: ग़लती ढूँढकर सुधारें, सही विकल्प चुनें और रिक्त स्थान भरें।',
    practiceGeneral: 'नीचे दिए {n} अभ्यास प्रश्न हल करें: हर प्रश्न का उत्तर दें, उसे जाँचें और व्याख्या पढ़ें।',
    uncertainTitle: 'आम बातों पर अभ्यास',
    uncertain:
      'जाँचक ने आपके लेख ({words} शब्द) में कुछ बदलाव किए, पर उनमें से किसी को भी पक्के तौर पर पाठ के रूप में नहीं दिखाया जा सका। लिखने वाले जिन बातों में सबसे ज़्यादा चूकते हैं, उन पर कुछ {level} अभ्यास प्रश्न यहाँ हैं।',
    cleanTitle: 'बहुत बढ़िया — कोई ग़लती नहीं मिली',
    clean:
      'हमने आपका लेख ({words} शब्द) जाँचा और उसमें वर्तनी, व्याकरण या विराम चिह्न की कोई ग़लती नहीं मिली। शाबाश! अपना कौशल बनाए रखने के लिए, लिखने वाले जिन बातों में सबसे ज़्यादा चूकते हैं, उन पर कुछ {level} अभ्यास प्रश्न यहाँ हैं।',
    levels: { beginner: 'शुरुआती स्तर के', intermediate: 'मध्यम स्तर के', advanced: 'उन्नत स्तर के' },
    tipsTitle: 'अभ्यास जारी रखें',
    tips: [
      'भेजने से पहले अपना लेख एक बार ज़ोर से पढ़ें: कान वह पकड़ लेते हैं जो आँखें छोड़ देती हैं।',
      'एक बार में एक ही चीज़ जाँचें: पहले वर्तनी, फिर कर्ता-क्रिया का मेल, फिर विराम चिह्न।',
    ],
    findAndFix: 'इस वाक्य में ग़लती ढूँढें और उसे सुधारें। सुधरा हुआ वाक्य लिखें।',
    chooseBlank: 'रिक्त स्थान के लिए सही विकल्प चुनें।',
    chooseSentence: 'कौन-सा वाक्य सही लिखा गया है?',
    fillBlank: 'रिक्त स्थान में सही शब्द भरें। आपने यहाँ “{before}” लिखा था।',
    fillBlankGeneral: 'रिक्त स्थान में सही शब्द भरें।',
    because: 'सही: “{before}” → “{after}”।',
    aiFallback: 'AI से बना पाठ इस्तेमाल नहीं हो सका, इसलिए यह पाठ ऑफ़लाइन जाँचक ने बनाया है।',
  },
} as const;

export type LessonWords = (typeof WORDS)['english'];
export type Level = keyof LessonWords['levels'];

export function words(lang: OutputLanguage): LessonWords {
  return WORDS[lang] as LessonWords;
}

export function say(
  lang: OutputLanguage,
  key: Exclude<keyof LessonWords, 'levels' | 'tips'>,
  values: Fill = {},
): string {
  return fill(words(lang)[key], values);
}
