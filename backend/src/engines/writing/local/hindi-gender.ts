import { type HindiLexicon, variantKey } from './hindi-lexicon';
import { isKnownForm } from './hindi-spelling';
import { wordTable } from './word-table';

/**
 * Gender in Hindi agreement: the nouns whose gender is certain, and the verb of a clause that agrees with a
 * subject of known gender (मेरी किताब रह गया है → रह गई है, ट्रेनिंग सोमवार से शुरू होगा → होगी, ट्रेनें लेट
 * चली → चलीं). Only where the clause leaves no doubt which noun is the subject: no agent with ने (the verb then
 * agrees with the object), no personal pronoun, and before the subject only qualifiers and phrases closed by a
 * postposition.
 */

/**
 * Nouns whose gender every standard grammar agrees on (no regional variation). Nouns of disputed gender (दही,
 * सांस, ऐप, टिकट, ईमेल …) are not here, nor words for people of either sex (दोस्त, डॉक्टर, टीचर: मेरी दोस्त is right).
 */
export const FEMININE = new Set(
  `किताब पुस्तक गाड़ी गाडी कार बस ट्रेन रेल नौकरी परीक्षा कक्षा फ़िल्म फिल्म बात चीज़ चीज कुर्सी मेज़ मेज खिड़की सड़क
  दुकान कंपनी सरकार माँ मां बहन बेटी पत्नी दादी नानी चाची मौसी बुआ भाभी सहेली दोस्ती ज़िंदगी जिंदगी दुनिया भाषा
  कहानी कविता चिट्ठी कमी शादी पार्टी मीटिंग रिपोर्ट फ़ाइल फाइल घड़ी टोपी कमीज़ कमीज साड़ी चाय कॉफ़ी कॉफी रोटी सब्ज़ी सब्जी
  दवा दवाई बीमारी छुट्टी यात्रा सेवा मदद ख़बर खबर आवाज़ आवाज रात सुबह शाम दोपहर बारिश धूप हवा आग नदी झील
  सीट फ़ीस फीस बिजली मशीन योजना समस्या नीति आदत इच्छा उम्मीद ज़रूरत जरूरत कोशिश सलाह राय आँख आंख नाक जीभ उँगली
  ट्रेनिंग क्लास बैठक चर्चा प्रतियोगिता प्रक्रिया सूची तारीख़ तारीख डेडलाइन बिक्री जानकारी सुविधा व्यवस्था पढ़ाई लड़ाई
  सफ़ाई सफाई कमाई तैयारी शुरुआत गर्मी सर्दी लड़की औरत महिला फ्लाइट उड़ान बैटरी वेबसाइट सैलरी तनख़्वाह
  तनख्वाह पेंशन किस्त क़िस्त`.split(/\s+/),
);
export const MASCULINE = new Set(
  `चश्मा कमरा घर दरवाज़ा दरवाजा फ़ोन फोन मोबाइल कंप्यूटर लैपटॉप पंखा बटुआ पर्स बैग जूता कपड़ा कुर्ता पजामा
  भाई बेटा पिता पापा दादा नाना चाचा मामा पति बच्चा लड़का आदमी शिक्षक अध्यापक मालिक
  काम दफ़्तर दफ्तर स्कूल कॉलेज अस्पताल बाज़ार बाजार शहर गाँव गांव देश राज्य पैसा रुपया खाना पानी दूध फल
  सवाल जवाब विचार सपना समय दिन महीना साल त्योहार खेल मैच गाना संगीत पत्र संदेश नंबर पता नाम टिकटघर
  सामान पेड़ पौधा फूल पहाड़ समुद्र आसमान सूरज चाँद चांद बादल पुल रास्ता`.split(/\s+/),
);

/** Nouns that often stand as adverbs (सुबह राहुल आया, बस वह आ गया): never taken for the subject. */
export const TIME_NOUNS = new Set(['सुबह', 'शाम', 'रात', 'दोपहर', 'बस']);

/** Kin addressed with respect take a plural verb whatever the form (पिताजी आए हैं): never made singular. */
const HONOURED = new Set(['पिता', 'पापा', 'दादा', 'नाना', 'चाचा', 'मामा', 'माँ', 'मां', 'दादी', 'नानी']);

type Agreement = 'f' | 'fp' | 'm';

/** The gender and number a noun in the direct case shows: किताब f, किताबें/ट्रेनें/लड़कियाँ fp, लड़का m. */
export function nounAgreement(word: string): Agreement | null {
  if (FEMININE.has(word)) return 'f';
  // a masculine noun in -ा is singular in the direct case (लड़के may be a plural or an oblique: left alone)
  if (MASCULINE.has(word)) return /ा$/u.test(word) && !HONOURED.has(word) ? 'm' : null;
  if (misspeltFemininePlural(word)) return 'fp';
  const plural = /^(.+?)(ें|ियाँ|ियां|एँ|एं)$/u.exec(word);
  if (!plural) return null;
  const [, stem, ending] = plural;
  const singular = ending.startsWith('िया') ? [`${stem}ी`] : ending.startsWith('ए') ? [`${stem}`] : [stem, `${stem}ा`];
  return singular.some((s) => FEMININE.has(s)) ? 'fp' : null;
}

/** Words in -े on a feminine noun of the lists that are other words (आगे "ahead", बसे "settled", बहने "to flow"). */
const NOT_FEMININE_PLURALS = new Set(['आगे', 'बसे', 'रेले', 'नाके', 'बहने', 'बैठके', 'उड़ाने']);

/**
 * The plural of a feminine noun in a consonant written with -े for -ें (सड़के, बाते, किताबे): its standard
 * form, or null. Feminine nouns never end in -े, so the word is that plural missing its nasal sign.
 */
export function misspeltFemininePlural(word: string): string | null {
  const m = /^(.+[\u0915-\u0939\u0958-\u095F\u093C])े$/u.exec(word);
  return m && FEMININE.has(m[1]) && !NOT_FEMININE_PLURALS.has(word) ? `${m[1]}ें` : null;
}

const PRONOUNS = /^(?:मैं|मै|तुम|तू|आप|हम|वह|वे|यह|ये|वो|उसने|इसने|मैंने|हमने|तुमने|आपने|उन्होंने|इन्होंने|जिसने|किसने|कौन|जो)$/u;
/** Words that close a phrase before the subject: case markers and their compound forms (के पास, के साथ). */
const CLOSERS =
  /^(?:से|को|का|की|के|में|मे|पर|तक|द्वारा|पास|साथ|लिए|बाद|पहले|ऊपर|नीचे|अंदर|बाहर|सामने|बिना|वाले|वाली|वाला|कारण|दौरान|ज़रिए|जरिए|अलावा|बावजूद|मुताबिक|मुताबिक़|अनुसार|ख़िलाफ़|खिलाफ|जैसा|जैसी|जैसे|समान|सरीखा|सरीखी|सरीखे)$/u;
/** Qualifiers that may stand before the subject on their own. */
const QUALIFIERS = new Set(
  `नया नई नए पुराना पुरानी पुराने अच्छा अच्छी बड़ा बड़ी छोटा छोटी लोकल सारा सारी सारे पूरा पूरी हर सब सभी कुछ कई दोनों
  आज कल अब अभी फिर तब भी ही तो यहाँ वहाँ यहां वहां शायद अचानक हमेशा रोज़ रोज आख़िरकार आखिरकार इस उस इन उन`.split(/\s+/),
);
const POSSESSIVE = /^(?:मेर|तेर|हमार|तुम्हार|अपन|आपक|उसक|इसक|उनक|इनक)[ाीे]$/u;
const NUMBER = /^(?:\d+|एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस)$/u;

/** Auxiliaries and vector verbs of a verb group, by their masculine singular form. */
const AUXILIARIES: Readonly<Record<string, string>> = wordTable({
  गया: 'गया',
  गई: 'गया',
  गयी: 'गया',
  गए: 'गया',
  गये: 'गया',
  गईं: 'गया',
  रहा: 'रहा',
  रही: 'रहा',
  रहे: 'रहा',
  चुका: 'चुका',
  चुकी: 'चुका',
  चुके: 'चुका',
  सका: 'सका',
  सकी: 'सका',
  सके: 'सका',
  था: 'था',
  थी: 'था',
  थे: 'था',
  थीं: 'था',
  होगा: 'होगा',
  होगी: 'होगा',
  होंगे: 'होगा',
  होंगी: 'होगा',
  हुआ: 'हुआ',
  हुई: 'हुआ',
  हुए: 'हुआ',
  हुईं: 'हुआ',
});
/** The forms of an auxiliary: [m, f, f plural at the end of the group]. */
const AUXILIARY_FORMS: Record<string, [string, string, string]> = {
  गया: ['गया', 'गई', 'गईं'],
  रहा: ['रहा', 'रही', 'रहीं'],
  चुका: ['चुका', 'चुकी', 'चुकीं'],
  सका: ['सका', 'सकी', 'सकीं'],
  था: ['था', 'थी', 'थीं'],
  होगा: ['होगा', 'होगी', 'होंगी'],
  हुआ: ['हुआ', 'हुई', 'हुईं'],
};

interface VerbWord {
  index: number;
  /** Its forms: masculine, feminine, and feminine plural when it ends the group. */
  forms: [string, string, string];
}

/** Two spellings of one word (गई and गयी, रहीं and रहीँ). */
function same(a: string, b: string): boolean {
  return a === b || variantKey(a) === variantKey(b);
}

/** A verb form whose stem is a verb (चल → चलना) and that is not a noun of the lists (गाड़ी, चाय). */
export function verbStem(stem: string, lexicon: HindiLexicon | null): boolean {
  if (!lexicon) return false;
  // asked many times per text for the same words: remembered per dictionary (a few thousand stems at most)
  let known = stems.get(lexicon);
  if (!known) stems.set(lexicon, (known = new Map()));
  let verb = known.get(stem);
  if (verb === undefined) {
    if (known.size > 20_000) known.clear();
    verb = ['ना', 'ने', 'ता', 'ती', 'ते', 'कर'].some((e) => isKnownForm(`${stem}${e}`, lexicon));
    known.set(stem, verb);
  }
  return verb;
}
const stems = new WeakMap<HindiLexicon, Map<string, boolean>>();

/** The gendered words of a verb form, or null: पढ़ता/पढ़ती, चला/चली, करेगा/करेगी, बनाया/बनाई. */
export function verbForms(word: string, lexicon: HindiLexicon | null): [string, string, string] | null {
  if (!lexicon) return formsOf(word, lexicon);
  let known = forms.get(lexicon);
  if (!known) forms.set(lexicon, (known = new Map()));
  let found = known.get(word);
  if (found === undefined) {
    if (known.size > 20_000) known.clear();
    found = formsOf(word, lexicon);
    known.set(word, found);
  }
  return found;
}
const forms = new WeakMap<HindiLexicon, Map<string, [string, string, string] | null>>();

function formsOf(word: string, lexicon: HindiLexicon | null): [string, string, string] | null {
  const aux = AUXILIARIES[word];
  if (aux) return AUXILIARY_FORMS[aux];
  if (FEMININE.has(word) || MASCULINE.has(word)) return null;
  // future: करेगा/करेगी/करेंगे/करेंगी, जाएगा/जाएगी
  const future = /^(.+?)(ेगा|ेगी|ेंगे|ेंगी|एगा|एगी|एंगे|एँगे|एंगी|एँगी)$/u.exec(word);
  if (future) {
    const e = future[2].startsWith('ए') ? 'ए' : 'े';
    return [`${future[1]}${e}गा`, `${future[1]}${e}गी`, `${future[1]}${e}ंगी`];
  }
  // habitual: पढ़ता/पढ़ती/पढ़ते
  // (सुंदरता, सफलता are nouns: their stem is no verb whose infinitive or -ते form the dictionary has)
  const habitual = /^(.+?)(ता|ती|ते|तीं)$/u.exec(word);
  if (
    habitual &&
    verbStem(habitual[1], lexicon) &&
    (lexicon!.known(`${habitual[1]}ना`) || lexicon!.known(`${habitual[1]}ते`))
  )
    return [`${habitual[1]}ता`, `${habitual[1]}ती`, `${habitual[1]}तीं`];
  // आना, whose stem is a vowel letter: आया/आई
  if (/^आ(?:या|ई|यी|ए|ये|ईं)$/u.test(word)) return ['आया', 'आई', 'आईं'];
  // perfective after a vowel: बनाया/बनाई
  const glide = /^(.+[ाोू])(या|ई|ए|ईं|यी)$/u.exec(word);
  if (glide && verbStem(glide[1], lexicon)) return [`${glide[1]}या`, `${glide[1]}ई`, `${glide[1]}ईं`];
  // perfective after a consonant: चला/चली/चले
  const plain = /^(.+?[\u0915-\u0939\u0958-\u095F\u093C])(ा|ी|े|ीं)$/u.exec(word);
  if (plain && [...plain[1]].length >= 1 && verbStem(plain[1], lexicon))
    return [`${plain[1]}ा`, `${plain[1]}ी`, `${plain[1]}ीं`];
  return null;
}

/** The verb group that ends a clause, without है/हैं: रह गया (है), शुरू होगा, चल रही थीं, चली. */
function verbGroup(
  words: { word: string }[],
  lexicon: HindiLexicon | null,
): { group: VerbWord[]; first: number; copula: boolean } | null {
  let i = words.length - 1;
  let copula = false;
  for (; i >= 0 && /^(?:है|हैं|नहीं)$/u.test(words[i].word); i--) if (words[i].word !== 'नहीं') copula = true;
  const group: VerbWord[] = [];
  for (; i >= 0; i--) {
    // one main verb, then auxiliaries: in "कितने बजे आएगी" बजे is not part of the verb
    if (group.length && !AUXILIARIES[words[group[0].index].word]) break;
    // "11 बजे होगी": बजे after a number is the hour (at eleven), not a verb of the group
    if (words[i].word === 'बजे' && i > 0 && NUMBER.test(words[i - 1].word)) break;
    const forms = verbForms(words[i].word, lexicon);
    if (!forms) break;
    group.unshift({ index: i, forms });
  }
  if (!group.length) return null;
  // a final -े form without है/था may be a subjunctive (अगर समस्या बनी रहे): not a participle to agree
  const final = words[group.at(-1)!.index].word;
  if (!copula && /[ेए]$/u.test(final)) return null;
  // a bare stem before a vector verb belongs to the group (रह गया, चल रही): it does not agree
  let first = group[0].index;
  if (first > 0 && verbStem(words[first - 1].word, lexicon) && AUXILIARIES[words[first].word]) first--;
  return { group, first, copula };
}

export interface GenderEdit {
  index: number;
  after: string;
  subject: string;
  feminine: boolean;
}

/**
 * The subject of a clause whose verb starts at `end`: the index of a noun of known gender, or -1 when it is not
 * clear. It is the first word that is not a qualifier nor inside a phrase closed by a postposition, after any
 * conjunctive participle (उसकी बातें सुनकर मुझे हंसी आ गई: बातें belongs to सुनकर), not the object of an infinitive
 * (दवा खाने के बाद), with no noun of another agreement after it in the direct case.
 */
function clauseSubject(words: { word: string }[], end: number, lexicon: HindiLexicon): number {
  let subject = -1;
  let from = 0;
  for (let i = 0; i < end; i++) {
    const w = words[i].word;
    // मूंदकर, or written apart: आंख मूंद कर क्लिक कर देते हैं
    if (
      (/..कर$/u.test(w) && verbStem(w.slice(0, -2), lexicon)) ||
      (w === 'कर' && i > 0 && verbStem(words[i - 1].word, lexicon))
    )
      from = i + 1;
  }
  for (let i = from; i < end; i++) {
    const w = words[i].word;
    const next = words[i + 1]?.word ?? '';
    if (CLOSERS.test(w) || (i + 1 < end && CLOSERS.test(next))) continue;
    // सबकी, किसका: a genitive closes itself; मेरी, नई, दो, आज qualify the subject
    if (
      (/(?:का|की|के)$/u.test(w) && !misspeltFemininePlural(w)) ||
      POSSESSIVE.test(w) ||
      QUALIFIERS.has(w) ||
      NUMBER.test(w)
    )
      continue;
    if (!nounAgreement(w) || TIME_NOUNS.has(w)) return -1;
    subject = i;
    break;
  }
  if (subject < 0) return -1;
  // (किताबें पढ़ना मुझे अच्छा लगता है: the subject is the infinitive, with its object)
  const after = words[subject + 1]?.word ?? '';
  if (/(?:ने|नें)$/u.test(after)) return -1;
  if (/..(?:ना|नी)$/u.test(after) && ['ता', 'ते'].some((e) => lexicon.known(`${after.slice(0, -2)}${e}`))) return -1;
  const agreement = nounAgreement(words[subject].word);
  for (let i = subject + 1; i < end; i++) {
    const w = words[i].word;
    // another verb between: the clause holds two (औरतें … जा सकतीं … राम के साथ सीता)
    // (बजे after a number is the hour: दुकान दस बजे खुलती है)
    const counted = NUMBER.test(words[i - 1].word) || /^(?:बजे|बज)$/u.test(w);
    if (verbForms(w, lexicon) && !FEMININE.has(w) && !MASCULINE.has(w) && !counted) return -1;
    const next = words[i + 1]?.word ?? '';
    if (i + 1 < end && CLOSERS.test(next)) continue;
    const other = nounAgreement(w);
    if (other && other !== agreement) return -1;
  }
  return subject;
}

/**
 * The verb of a clause agreeing with its subject: indexes into `words` and the form each should take. Empty
 * unless the subject is a noun of known gender and nothing else in the clause could be the subject.
 */
export function verbGenderEdits(words: { word: string }[], lexicon: HindiLexicon | null): GenderEdit[] {
  if (!lexicon || words.some((w) => PRONOUNS.test(w.word) || w.word === 'ने')) return [];
  const verb = verbGroup(words, lexicon);
  if (!verb) return [];
  const subject = clauseSubject(words, verb.first, lexicon);
  if (subject < 0) return [];
  const agreement = nounAgreement(words[subject].word)!;
  const edits: GenderEdit[] = [];
  const { group } = verb;
  group.forEach((v, k) => {
    // the feminine plural shows on the last word of the group, unless हैं follows (चलती हैं, चलीं)
    const last = k === group.length - 1 && !verb.copula;
    const current = words[v.index].word;
    // a masculine subject: only feminine forms are wrong (a masculine plural may be respect: left alone)
    if (agreement === 'm' && !same(current, v.forms[1]) && !(last && same(current, v.forms[2]))) return;
    const want = agreement === 'm' ? v.forms[0] : agreement === 'fp' && last ? v.forms[2] : v.forms[1];
    // a feminine singular subject may be honoured with a plural (माँ आई हैं): the plural of the feminine stays
    if (agreement === 'f' && last && same(current, v.forms[2])) return;
    // गयी is गई spelt with य: not a change
    if (!same(want, current))
      edits.push({ index: v.index, after: want, subject: words[subject].word, feminine: agreement !== 'm' });
  });
  return edits;
}

/**
 * Masculine nouns in -ा whose plural (बच्चे, लड़के) names people or animals: a plural subject of theirs cannot
 * be the object put first (कपड़े राम धोता है), so its singular verb is wrong.
 */
const PLURAL_SUBJECTS = new Set('बच्चे लड़के बेटे भतीजे भांजे भांजे पोते नवासे चेले घोड़े कुत्ते बकरे मुर्गे तोते गधे बंदे'.split(' '));
/** Plurals of things (कमरे, कपड़े, पैसे): a subject only of a copula (कपड़े गंदे है → हैं), where no object can stand first. */
const THING_PLURALS = new Set('चश्मे कमरे दरवाज़े दरवाजे पंखे बटुए जूते कपड़े कुर्ते पजामे पैसे रुपये सपने पौधे रास्ते'.split(' '));
/** What may stand before such a subject in the direct case: plural determiners, numbers, plural adjectives. */
const BEFORE_PLURAL_SUBJECT =
  /^(?:ये|वे|वो|सभी|सारे|सब|कई|अनेक|कुछ|दोनों|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|सौ|[2-9]|\d{2,}|छोटे|बड़े|अच्छे|नए|नये|पुराने|मेरे|तेरे|हमारे|तुम्हारे|आपके|उसके|इसके|उनके|इनके|अपने|आज|कल|अब|अभी|रोज़|रोज|हमेशा|फिर)$/u;
/** After the subject, a word that makes it oblique (बच्चे की, बच्चे जैसा) or another's agent. */
const AFTER_OBLIQUE = /^(?:ने|जैसा|जैसी|जैसे|सा|सी|भर|समान|सरीखा)$/u;
/** People in the lists: another possible subject. */
const PEOPLE = new Set(
  `माँ मां बहन बेटी पत्नी दादी नानी चाची मौसी बुआ भाभी सहेली लड़की औरत महिला भाई बेटा पिता पापा दादा नाना चाचा मामा
  पति बच्चा लड़का आदमी शिक्षक अध्यापक मालिक`.split(/\s+/),
);

/** ने, alone or joined to its word (हम सबने, किसीने, मैंने): the clause's verb agrees with no subject. */
const AGENT = /^(?:ने|सबने|सभीने|किसीने|दोनोंने|मैंने|मैने|हमने|तुमने|आपने|उसने|इसने|उन्होंने|इन्होंने|जिसने|किसने)$/u;

/** A case marker after the word, past a particle (आप ही पर, बच्चे भी को): the word is oblique. */
function closedAfter(words: { word: string }[], s: number): boolean {
  let i = s + 1;
  while (/^(?:ही|भी|तो)$/u.test(words[i]?.word ?? '')) i++;
  return i > s + 1 && CLOSERS.test(words[i]?.word ?? '');
}

/** Finite verb forms of the future (रहोगे, करूँगा): another verb between a subject and its verb. */
const FUTURE = /(?:ोगे|ोगी|ेगा|ेगी|ेंगे|ेंगी|ूँगा|ूँगी|ूंगा|ूंगी|ऊँगा|ऊँगी|ऊंगा|ऊंगी)$/u;
/** At most this many words between a subject pronoun or noun and its verb. */
const MAX_BETWEEN = 8;

/** The masculine plural of a masculine singular verb word: रहा → रहे, खेलता → खेलते, करेगा → करेंगे, आया → आए. */
function masculinePlural(word: string): string | null {
  const aux: Record<string, string> = {
    रहा: 'रहे',
    गया: 'गए',
    चुका: 'चुके',
    सका: 'सके',
    था: 'थे',
    होगा: 'होंगे',
    हुआ: 'हुए',
  };
  if (aux[word]) return aux[word];
  if (/एगा$/u.test(word)) return word.replace(/एगा$/u, 'एँगे');
  if (/ेगा$/u.test(word)) return word.replace(/ेगा$/u, 'ेंगे');
  if (/ता$/u.test(word)) return word.replace(/ता$/u, 'ते');
  if (/या$/u.test(word)) return word.replace(/या$/u, 'ए');
  if (/ा$/u.test(word)) return word.replace(/ा$/u, 'े');
  return null;
}

export interface NumberEdit {
  index: number;
  after: string;
  subject: string;
}

/**
 * A masculine plural subject with a singular verb: बच्चे मैदान में खेल रहा है → खेल रहे हैं. बच्चे is also the
 * oblique singular, so only as the clause's first word or after plural determiners, numbers, plural adjectives
 * and adverbs of time, with no postposition after it, no pronoun, no other person and no other verb in the
 * clause, and a verb whose gendered words are all masculine singular.
 */
export function masculinePluralEdits(words: { word: string }[], lexicon: HindiLexicon | null): NumberEdit[] {
  if (!lexicon || words.some((w) => AGENT.test(w.word))) return [];
  let s = 0;
  while (s < words.length && !PLURAL_SUBJECTS.has(words[s].word) && !THING_PLURALS.has(words[s].word)) {
    const w = words[s].word;
    if (w === 'बहुत' && /^(?:से|सारे)$/u.test(words[s + 1]?.word ?? '')) s += 2;
    else if (BEFORE_PLURAL_SUBJECT.test(w)) s++;
    else return [];
  }
  if (s >= words.length) return [];
  const subject = words[s].word;
  const after = words[s + 1]?.word ?? '';
  if (closedAfter(words, s)) return [];
  // बच्चे-बच्चे (every child) is singular
  if (CLOSERS.test(after) || AFTER_OBLIQUE.test(after) || after === subject || words[s + 1] === undefined) return [];
  const verb = verbGroup(words, lexicon);
  const last = words.length - 1;
  const copulaOnly = !verb && words[last].word === 'है';
  const first = verb ? verb.first : copulaOnly ? last : -1;
  if (first <= s) return [];
  // a thing: only with है or था (कपड़े गंदे थे), not with a verb that might have it for its object
  const copula = !verb || (verb.group.length === 1 && /^(?:था|थी)$/u.test(words[verb.group[0].index].word));
  if (THING_PLURALS.has(subject) && !copula) return [];
  if (first - s - 1 > MAX_BETWEEN) return [];
  for (let i = s + 1; i < first; i++) {
    const w = words[i].word;
    if (FUTURE.test(w)) return [];
    const closed = CLOSERS.test(words[i + 1]?.word ?? '') || CLOSERS.test(w);
    if (PRONOUNS.test(w) || /^(?:मैं|श्री|जी|साहब|कौन)$/u.test(w)) return [];
    if (PEOPLE.has(w) && !closed) return [];
    // a -कर participle shares the subject; an infinitive of purpose (खेलने गए) is oblique
    if (w === 'करके' || (/..(?:कर|करके)$/u.test(w) && verbStem(w.replace(/करके$|कर$/u, ''), lexicon))) continue;
    if (/..ने$/u.test(w) && verbStem(w.slice(0, -2), lexicon)) continue;
    if (FEMININE.has(w) || MASCULINE.has(w) || closed) continue;
    // another verb, an infinitive subject (बच्चे पालना आसान होता है) or a word in -ा that would agree too
    if (verbForms(w, lexicon) || /[ा]$/u.test(w) || /(?:ना|नी)$/u.test(w)) return [];
  }
  const edits: NumberEdit[] = [];
  for (const v of verb?.group ?? []) {
    const current = words[v.index].word;
    if (!same(current, v.forms[0])) return [];
    const plural = masculinePlural(current);
    if (!plural) return [];
    edits.push({ index: v.index, after: plural, subject });
  }
  if (words[last].word === 'है') edits.push({ index: last, after: 'हैं', subject });
  return edits;
}

/**
 * आप, तुम, हम and वे with a verb in the singular: आप कहाँ जा रहा है → जा रहे हैं, तुम क्या करता है → करते हो, हम कल
 * दिल्ली जाएगा → जाएँगे. The pronoun
 * opens the clause (after a word of time at most), no case marker follows it, nothing between it and the verb
 * looks like another subject or verb (an imperative: आप बताइए क्या हुआ), and the verb is one whose plural is
 * sure: masculine forms take -े, a feminine one keeps its form (आप आई हैं, तुम आई हो) but for आप at the end
 * (आप कब आईं), and the copula is हैं with आप, हो with तुम.
 */
export function pronounVerbEdits(words: { word: string }[], lexicon: HindiLexicon | null): NumberEdit[] {
  if (!lexicon || words.some((w) => AGENT.test(w.word))) return [];
  let s = 0;
  while (s < words.length && /^(?:आज|कल|अब|अभी|फिर|क्या)$/u.test(words[s].word)) s++;
  const subject = words[s]?.word;
  if (!/^(?:आप|तुम|हम|वे)$/u.test(subject ?? '')) return [];
  const after = words[s + 1]?.word ?? '';
  if (closedAfter(words, s)) return [];
  // वे before a noun may be "those" (वे सूचियाँ पा रहा है: he is getting those lists): only before an adverb
  if (
    subject === 'वे' &&
    !/^(?:भी|तो|ही|कल|आज|अब|अभी|बहुत|हमेशा|रोज़|रोज|नहीं|यहाँ|वहाँ|यहां|वहां|कहाँ|कहां|क्यों|कब|क्या|सब|सभी|दोनों|लोग)$/u.test(after)
  )
    return [];
  if (!after || CLOSERS.test(after) || AFTER_OBLIQUE.test(after) || /^(?:सबको|सबका|सबकी|सबके)$/u.test(after)) return [];
  const verb = verbGroup(words, lexicon);
  const last = words.length - 1;
  const copulaOnly = !verb && words[last].word === 'है';
  const first = verb ? verb.first : copulaOnly ? last : -1;
  if (first <= s || first - s - 1 > MAX_BETWEEN) return [];
  for (let i = s + 1; i < first; i++) {
    const w = words[i].word;
    if (PRONOUNS.test(w) || /^(?:मैं|कोई|लोग)$/u.test(w) || FUTURE.test(w)) return [];
    if (CLOSERS.test(w) || CLOSERS.test(words[i + 1]?.word ?? '') || /^(?:तो|नहीं|भी|ही|क्या)$/u.test(w)) continue;
    if (PEOPLE.has(w) || FEMININE.has(w) || MASCULINE.has(w)) {
      if (PEOPLE.has(w)) return [];
      continue;
    }
    // a polite or तुम imperative (बताइए, देखो), another verb or a word in -ा that would agree too
    if (/(?:इए|िए|िये|इये|ो|ओ)$/u.test(w) || verbForms(w, lexicon) || /ा$/u.test(w)) return [];
  }
  // हम and वे take the plural as आप does (हम कल जाएँगे, वे आईं); तुम has its own copula हो
  const aap = subject !== 'तुम';
  const edits: NumberEdit[] = [];
  const group = verb?.group ?? [];
  for (const [k, v] of group.entries()) {
    const current = words[v.index].word;
    const end = k === group.length - 1 && !verb!.copula;
    if (/(?:गा|गी)$/u.test(current) && !aap) return [];
    if (same(current, v.forms[0])) {
      const plural = masculinePlural(current);
      if (!plural) return [];
      edits.push({ index: v.index, after: plural, subject });
    } else if (same(current, v.forms[1])) {
      // आप आई → आईं, आप कहाँ थी → थीं, आप करेगी → करेंगी; तुम keeps the feminine as it is
      if (aap && end) edits.push({ index: v.index, after: v.forms[2], subject });
    } else return [];
  }
  if (words[last].word === 'है') edits.push({ index: last, after: aap ? 'हैं' : 'हो', subject });
  return edits;
}

/** Words that make a clause's subject plural or many (दोनों, सब, लोग, कई) or stand for people. */
const PLURAL_WORDS = /^(?:दोनों|सब|सभी|सारे|लोग|कई|अनेक|कुछ|ज़्यादातर|ज्यादातर|आदि|वगैरह|वग़ैरह)$/u;

/**
 * हैं after a singular subject that is a thing: यहाँ पानी की कमी हैं → है, मेरा कमरा बहुत बड़ा हैं → है. Only a
 * noun of the lists that is no person (माँ आई हैं, हमारे शिक्षक आए हैं: respect), in a clause with no plural
 * word, no number, no pronoun and a verb, if any, in the singular.
 */
export function singularCopulaEdits(words: { word: string }[], lexicon: HindiLexicon | null): NumberEdit[] {
  const last = words.length - 1;
  if (!lexicon || last < 1 || words[last].word !== 'हैं') return [];
  const plural = (w: string) =>
    PRONOUNS.test(w) ||
    w === 'ने' ||
    w === 'मैं' ||
    PLURAL_WORDS.test(w) ||
    (NUMBER.test(w) && w !== 'एक') ||
    /^[\d\u0966-\u096F]/u.test(w) ||
    /ों$/u.test(w) ||
    nounAgreement(w) === 'fp' ||
    PEOPLE.has(w) ||
    HONOURED.has(w);
  if (words.some((w) => plural(w.word))) return [];
  const verb = verbGroup(words, lexicon);
  const end = verb ? verb.first : last;
  const subject = clauseSubject(words, end, lexicon);
  if (subject < 0) return [];
  const agreement = nounAgreement(words[subject].word);
  // बहुत before the noun may mean many (बहुत किताब हैं, colloquial): unclear
  if ((agreement !== 'f' && agreement !== 'm') || words[subject - 1]?.word === 'बहुत') return [];
  // the verb's words in the singular of the subject's gender (रखी हैं, किया गया हैं)
  for (const v of verb?.group ?? []) if (!same(words[v.index].word, v.forms[agreement === 'f' ? 1 : 0])) return [];
  // between the subject and the verb, only words that cannot be a plural subject themselves (adjectives in -े may)
  if (words.slice(subject + 1, end).some((w) => /[ेें]$/u.test(w.word) && !CLOSERS.test(w.word))) return [];
  // right after it, a phrase closed by a postposition, an adverb or a word of its gender (किताब अच्छी, कमरा बड़ा):
  // another noun would make it the first half of a compound (बिजली उपकरण … हैं)
  const next = words[subject + 1]?.word ?? '';
  const closed = CLOSERS.test(next) || CLOSERS.test(words[subject + 2]?.word ?? '');
  const adverb = /^(?:बहुत|भी|तो|ही|नहीं|अभी|अब|बिलकुल|बिल्कुल|काफ़ी|काफी|ज़्यादा|ज्यादा|थोड़ा|हमेशा|यहाँ|वहाँ)$/u.test(next);
  if (subject + 1 < end && !closed && !adverb && !next.endsWith(agreement === 'f' ? 'ी' : 'ा')) return [];
  return [{ index: last, after: 'है', subject: words[subject].word }];
}

/** The clause holds a verb (a finite form, an auxiliary or the copula): a clause of its own, not a noun phrase. */
export function hasVerb(words: { word: string }[], lexicon: HindiLexicon | null): boolean {
  return words.some((w) => /^(?:है|हैं|था|थे|थी|थीं|हूँ|हूं|हो)$/u.test(w.word) || (!!lexicon && !!verbForms(w.word, lexicon)));
}
