import type { HindiLexicon } from './hindi-lexicon';
import { isKnownForm } from './hindi-spelling';

/**
 * Gender in Hindi agreement: the nouns whose gender is certain, and the verb of a clause that agrees with a
 * subject of known gender (मेरी किताब रह गया है → रह गई है, ट्रेनिंग सोमवार से शुरू होगा → होगी, ट्रेनें लेट
 * चली → चलीं). Only where the clause leaves no doubt which noun is the subject: no agent with ने (the verb then
 * agrees with the object), no personal pronoun, and before the subject only qualifiers and phrases closed by a
 * postposition.
 */

/**
 * Nouns whose gender every standard grammar agrees on (no regional variation). Nouns of disputed gender (दही,
 * सांस, ऐप …) are not here, nor words for people of either sex (दोस्त, डॉक्टर, टीचर: मेरी दोस्त is right).
 */
export const FEMININE = new Set(
  `किताब पुस्तक गाड़ी गाडी कार बस ट्रेन रेल नौकरी परीक्षा कक्षा फ़िल्म फिल्म बात चीज़ चीज कुर्सी मेज़ मेज खिड़की सड़क
  दुकान कंपनी सरकार माँ मां बहन बेटी पत्नी दादी नानी चाची मौसी बुआ भाभी सहेली दोस्ती ज़िंदगी जिंदगी दुनिया भाषा
  कहानी कविता चिट्ठी शादी पार्टी मीटिंग रिपोर्ट फ़ाइल फाइल घड़ी टोपी कमीज़ कमीज साड़ी चाय कॉफ़ी कॉफी रोटी सब्ज़ी सब्जी
  दवा दवाई बीमारी छुट्टी यात्रा सेवा मदद ख़बर खबर आवाज़ आवाज रात सुबह शाम दोपहर बारिश धूप हवा आग नदी झील
  सीट टिकट फ़ीस फीस बिजली मशीन योजना समस्या नीति आदत इच्छा उम्मीद ज़रूरत जरूरत कोशिश सलाह राय आँख आंख नाक जीभ उँगली
  ट्रेनिंग क्लास बैठक चर्चा प्रतियोगिता प्रक्रिया सूची तारीख़ तारीख डेडलाइन बिक्री जानकारी सुविधा व्यवस्था पढ़ाई लड़ाई
  सफ़ाई सफाई कमाई तैयारी शुरुआत गर्मी सर्दी लड़की औरत महिला फ्लाइट उड़ान बैटरी वेबसाइट सैलरी तनख़्वाह
  तनख्वाह पेंशन किस्त क़िस्त`.split(/\s+/),
);
export const MASCULINE = new Set(
  `चश्मा कमरा घर दरवाज़ा दरवाजा फ़ोन फोन मोबाइल कंप्यूटर लैपटॉप पंखा बटुआ पर्स बैग जूता कपड़ा कुर्ता पजामा
  भाई बेटा पिता पापा दादा नाना चाचा मामा पति बच्चा लड़का आदमी शिक्षक अध्यापक मालिक
  काम दफ़्तर दफ्तर स्कूल कॉलेज अस्पताल बाज़ार बाजार शहर गाँव गांव देश राज्य पैसा रुपया खाना पानी दूध फल
  सवाल जवाब विचार सपना समय दिन महीना साल त्योहार खेल मैच गाना संगीत पत्र ईमेल संदेश नंबर पता नाम टिकटघर
  सामान पेड़ पौधा फूल पहाड़ समुद्र आसमान सूरज चाँद चांद बादल पुल रास्ता`.split(/\s+/),
);

/** Nouns that often stand as adverbs (सुबह राहुल आया, बस वह आ गया): never taken for the subject. */
const TIME_NOUNS = new Set(['सुबह', 'शाम', 'रात', 'दोपहर', 'बस']);

/** Kin addressed with respect take a plural verb whatever the form (पिताजी आए हैं): never made singular. */
const HONOURED = new Set(['पिता', 'पापा', 'दादा', 'नाना', 'चाचा', 'मामा', 'माँ', 'मां', 'दादी', 'नानी']);

type Agreement = 'f' | 'fp' | 'm';

/** The gender and number a noun in the direct case shows: किताब f, किताबें/ट्रेनें/लड़कियाँ fp, लड़का m. */
function nounAgreement(word: string): Agreement | null {
  if (FEMININE.has(word)) return 'f';
  // a masculine noun in -ा is singular in the direct case (लड़के may be a plural or an oblique: left alone)
  if (MASCULINE.has(word)) return /ा$/u.test(word) && !HONOURED.has(word) ? 'm' : null;
  const plural = /^(.+?)(ें|ियाँ|ियां|एँ|एं)$/u.exec(word);
  if (!plural) return null;
  const [, stem, ending] = plural;
  const singular = ending.startsWith('िया') ? [`${stem}ी`] : ending.startsWith('ए') ? [`${stem}`] : [stem, `${stem}ा`];
  return singular.some((s) => FEMININE.has(s)) ? 'fp' : null;
}

const PRONOUNS = /^(?:मैं|मै|तुम|तू|आप|हम|वह|वे|यह|ये|वो|उसने|इसने|मैंने|हमने|तुमने|आपने|उन्होंने|इन्होंने|जिसने|किसने|कौन|जो)$/u;
/** Words that close a phrase before the subject: case markers and their compound forms (के पास, के साथ). */
const CLOSERS =
  /^(?:से|को|का|की|के|में|मे|पर|तक|द्वारा|पास|साथ|लिए|बाद|पहले|ऊपर|नीचे|अंदर|बाहर|सामने|बिना|वाले|वाली|वाला|कारण|दौरान|ज़रिए|जरिए|अलावा|बावजूद|मुताबिक|मुताबिक़|अनुसार|ख़िलाफ़|खिलाफ)$/u;
/** Qualifiers that may stand before the subject on their own. */
const QUALIFIERS = new Set(
  `नया नई नए पुराना पुरानी पुराने अच्छा अच्छी बड़ा बड़ी छोटा छोटी लोकल सारा सारी सारे पूरा पूरी हर सब सभी कुछ कई दोनों
  आज कल अब अभी फिर तब भी ही तो यहाँ वहाँ यहां वहां शायद अचानक हमेशा रोज़ रोज आख़िरकार आखिरकार इस उस इन उन`.split(/\s+/),
);
const POSSESSIVE = /^(?:मेर|तेर|हमार|तुम्हार|अपन|आपक|उसक|इसक|उनक|इनक)[ाीे]$/u;
const NUMBER = /^(?:\d+|एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस)$/u;

/** Auxiliaries and vector verbs of a verb group, by their masculine singular form. */
const AUXILIARIES: Record<string, string> = {
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
};
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

/** A verb form whose stem is a verb (चल → चलना) and that is not a noun of the lists (गाड़ी, चाय). */
function verbStem(stem: string, lexicon: HindiLexicon | null): boolean {
  return !!lexicon && ['ना', 'ने', 'ता', 'ती', 'ते', 'कर'].some((e) => isKnownForm(`${stem}${e}`, lexicon));
}

/** The gendered words of a verb form, or null: पढ़ता/पढ़ती, चला/चली, करेगा/करेगी, बनाया/बनाई. */
function verbForms(word: string, lexicon: HindiLexicon | null): [string, string, string] | null {
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
  const habitual = /^(.+?)(ता|ती|ते|तीं)$/u.exec(word);
  if (habitual && verbStem(habitual[1], lexicon)) return [`${habitual[1]}ता`, `${habitual[1]}ती`, `${habitual[1]}तीं`];
  // perfective after a vowel: बनाया/बनाई, आया/आई
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
 * The verb of a clause agreeing with its subject: indexes into `words` and the form each should take. Empty
 * unless the subject is a noun of known gender and nothing else in the clause could be the subject.
 */
export function verbGenderEdits(words: { word: string }[], lexicon: HindiLexicon | null): GenderEdit[] {
  if (!lexicon || words.some((w) => PRONOUNS.test(w.word) || w.word === 'ने')) return [];
  const verb = verbGroup(words, lexicon);
  if (!verb) return [];
  // the subject: the first word that is not a qualifier nor inside a phrase closed by a postposition, after any
  // conjunctive participle (उसकी बातें सुनकर मुझे हंसी आ गई: बातें belongs to सुनकर)
  let subject = -1;
  let from = 0;
  for (let i = 0; i < verb.first; i++)
    if (/..कर$/u.test(words[i].word) && verbStem(words[i].word.slice(0, -2), lexicon)) from = i + 1;
  for (let i = from; i < verb.first; i++) {
    const w = words[i].word;
    const next = words[i + 1]?.word ?? '';
    if (CLOSERS.test(w) || (i + 1 < verb.first && CLOSERS.test(next))) continue;
    // सबकी, किसका: a genitive closes itself; मेरी, नई, दो, आज qualify the subject
    if (/(?:का|की|के)$/u.test(w) || POSSESSIVE.test(w) || QUALIFIERS.has(w) || NUMBER.test(w)) continue;
    if (!nounAgreement(w) || TIME_NOUNS.has(w)) return [];
    subject = i;
    break;
  }
  if (subject < 0) return [];
  // दवा खाने के बाद: the noun is the object of an infinitive, not the subject
  if (/(?:ने|नें)$/u.test(words[subject + 1]?.word ?? '')) return [];
  const agreement = nounAgreement(words[subject].word)!;
  // after the subject, another noun of the lists in the direct case would make the subject unclear
  for (let i = subject + 1; i < verb.first; i++) {
    const next = words[i + 1]?.word ?? '';
    if (i + 1 < verb.first && CLOSERS.test(next)) continue;
    const other = nounAgreement(words[i].word);
    if (other && other !== agreement) return [];
  }
  const edits: GenderEdit[] = [];
  const { group } = verb;
  group.forEach((v, k) => {
    // the feminine plural shows on the last word of the group, unless हैं follows (चलती हैं, चलीं)
    const last = k === group.length - 1 && !verb.copula;
    const current = words[v.index].word;
    // a masculine subject: only feminine forms are wrong (a masculine plural may be respect: left alone)
    if (agreement === 'm' && current !== v.forms[1] && !(last && current === v.forms[2])) return;
    const want = agreement === 'm' ? v.forms[0] : agreement === 'fp' && last ? v.forms[2] : v.forms[1];
    // a feminine singular subject may be honoured with a plural (माँ आई हैं): the plural of the feminine stays
    if (agreement === 'f' && last && current === v.forms[2]) return;
    if (want !== current)
      edits.push({ index: v.index, after: want, subject: words[subject].word, feminine: agreement !== 'm' });
  });
  return edits;
}
