import type { HindiLexicon } from './hindi-lexicon';
import { FEMININE, MASCULINE, nounAgreement, TIME_NOUNS, verbForms, verbStem } from './hindi-gender';

/**
 * Clauses with an agent in ने (the perfective of a transitive verb). Their verb agrees with an object in the
 * direct case (राम ने रोटी खाई, मैंने उसे एक किताब दी थी, उसने पत्र लिखा) and takes the masculine singular when
 * the object is marked with को (सीता ने राम को देखा); a relative जो after a noun is that noun as object (किताब …,
 * जो मैंने तुम्हें दी थी); a verb that never takes ने (जाना, आना, सकना, चुकना, पाना "can", the progressive, लगना
 * "begin") has a subject in the direct case instead (मैंने घर गया → मैं घर गया). Only where the clause leaves no
 * doubt: the object is the noun of known gender right before the verb, nothing else between the agent and the
 * verb looks like a verb, and the verb is one of those the rule knows.
 */

/**
 * Agents: the ergative pronouns, each with the direct form it takes when the verb does not allow ने (मैंने गया →
 * मैं गया) and the dative it takes when an infinitive says what one has to do (मैंने जाना है → मुझे जाना है).
 */
const ERGATIVE_PRONOUNS: Record<string, { direct: string; dative: string }> = {
  मैंने: { direct: 'मैं', dative: 'मुझे' },
  मैने: { direct: 'मैं', dative: 'मुझे' },
  हमने: { direct: 'हम', dative: 'हमें' },
  तुमने: { direct: 'तुम', dative: 'तुम्हें' },
  आपने: { direct: 'आप', dative: 'आपको' },
  उसने: { direct: 'वह', dative: 'उसे' },
  इसने: { direct: 'यह', dative: 'इसे' },
  उन्होंने: { direct: 'वे', dative: 'उन्हें' },
  उन्होने: { direct: 'वे', dative: 'उन्हें' },
  इन्होंने: { direct: 'ये', dative: 'इन्हें' },
  इन्होने: { direct: 'ये', dative: 'इन्हें' },
  किसने: { direct: 'कौन', dative: 'किसे' },
  जिसने: { direct: 'जो', dative: 'जिसे' },
};

/** Nothing but adverbs of time before the agent (आज शाम को मैंने …, कल मैंने …). */
function onlyTimeBefore(words: { word: string }[], agent: number): boolean {
  return words
    .slice(0, agent)
    .every((w) => TIME_WORDS.has(w.word) || /^(?:फिर|तब|अब|आज|कल|भी|को|शाम|सुबह|दोपहर|रात)$/u.test(w.word));
}

type Form = 'm' | 'f' | 'mp' | 'fp';

/** The four perfective forms of a verb: masculine, feminine, masculine plural, feminine plural. */
type Forms = Record<Form, string>;

/** Perfectives that are not stem + ा/या: दिया, लिया, किया, पिया. */
const IRREGULAR: Record<string, [Forms, Form]> = {};
for (const [m, f, mp, fp, ...variants] of [
  ['दिया', 'दी', 'दिए', 'दीं', 'दिये'],
  ['लिया', 'ली', 'लिए', 'लीं', 'लिये'],
  ['किया', 'की', 'किए', 'कीं', 'किये'],
  ['पिया', 'पी', 'पिए', 'पीं', 'पिये'],
]) {
  const forms = { m, f, mp, fp };
  for (const [form, word] of [...Object.entries(forms), ...variants.map((v) => ['mp', v])])
    IRREGULAR[word] = [forms, form as Form];
}

/** The perfective participle: its forms and which one it is (खाया m, खाई f, लिखे mp, दीं fp), or null. */
export function perfective(word: string, lexicon: HindiLexicon): Perfective | null {
  let known = perfectives.get(lexicon);
  if (!known) perfectives.set(lexicon, (known = new Map()));
  let found = known.get(word);
  if (found === undefined) {
    if (known.size > 20_000) known.clear();
    found = perfectiveOf(word, lexicon);
    known.set(word, found);
  }
  return found;
}
type Perfective = { forms: Forms; form: Form };
const perfectives = new WeakMap<HindiLexicon, Map<string, Perfective | null>>();

function perfectiveOf(word: string, lexicon: HindiLexicon): Perfective | null {
  const irregular = IRREGULAR[word];
  if (irregular) return { forms: irregular[0], form: irregular[1] };
  if (FEMININE.has(word) || MASCULINE.has(word)) return null;
  // after a vowel: खाया/खाई/खाए/खाईं (and the य-spellings खायी, खाये)
  const glide = /^(.+[ाोू])(या|ई|यी|ए|ये|ईं|यीं)$/u.exec(word);
  if (glide && verbStem(glide[1], lexicon)) {
    const s = glide[1];
    const form: Form = /^या$/u.test(glide[2])
      ? 'm'
      : /^(?:ई|यी)$/u.test(glide[2])
        ? 'f'
        : /^(?:ए|ये)$/u.test(glide[2])
          ? 'mp'
          : 'fp';
    return { forms: { m: `${s}या`, f: `${s}ई`, mp: `${s}ए`, fp: `${s}ईं` }, form };
  }
  // after a consonant: लिखा/लिखी/लिखे/लिखीं; not an infinitive (पढ़ना, जाना: पढ़ता and जाता are words)
  // (the verbs of the lists below are verbs even where the dictionary lacks them: डाँटना)
  const plain = /^(.+?[\u0915-\u0939\u0958-\u095F\u093C])(ा|ी|े|ीं)$/u.exec(word);
  if (!plain || !(verbStem(plain[1], lexicon) || KO_OBJECT_VERBS.has(plain[1]))) return null;
  const s = plain[1];
  if (/न$/u.test(s) && ['ता', 'ते'].every((e) => lexicon.known(`${s.slice(0, -1)}${e}`))) return null;
  const form: Form = plain[2] === 'ा' ? 'm' : plain[2] === 'ी' ? 'f' : plain[2] === 'े' ? 'mp' : 'fp';
  return { forms: { m: `${s}ा`, f: `${s}ी`, mp: `${s}े`, fp: `${s}ीं` }, form };
}

/** The auxiliary after a perfective (दी थी, खाया है): its forms in the same order. */
const AUX_FORMS: Record<string, [Forms, Form]> = {
  था: [{ m: 'था', f: 'थी', mp: 'थे', fp: 'थीं' }, 'm'],
  थी: [{ m: 'था', f: 'थी', mp: 'थे', fp: 'थीं' }, 'f'],
  थे: [{ m: 'था', f: 'थी', mp: 'थे', fp: 'थीं' }, 'mp'],
  थीं: [{ m: 'था', f: 'थी', mp: 'थे', fp: 'थीं' }, 'fp'],
  है: [{ m: 'है', f: 'है', mp: 'हैं', fp: 'हैं' }, 'm'],
  हैं: [{ m: 'है', f: 'है', mp: 'हैं', fp: 'हैं' }, 'mp'],
};

/** Vector verbs after a bare stem that keep ने (पढ़ ली, लिख दिया, खा डाला). */
const TRANSITIVE_VECTORS = /^(?:दिया|दी|दिए|दिये|दीं|लिया|ली|लिए|लिये|लीं|डाला|डाली|डाले|डालीं)$/u;

/**
 * Verbs whose object may be left out after a को phrase (मैंने उसे दी: the book, said before): a feminine verb
 * after को is wrong only with the verbs whose one object is the को phrase.
 */
const KO_OBJECT_VERBS = new Set('देख बुला मार पकड़ रोक डाँट डांट पहचान ढूँढ ढूंढ खोज पुकार बचा हरा चूम जगा छू'.split(' '));

/** Verbs with a को phrase and another object (मैंने उसे किताब दी); with other verbs the noun may be a predicate. */
const DITRANSITIVE = new Set('दे दि भेज सुना दिखा बता सिखा पढ़ा सौंप लौटा खिला पिला बेच दिला समझा लिख कह पूछ'.split(' '));

/** Words for a time, before को or as the noun before a verb (रात को देखी, मैंने बस पूछा): not objects. */
const TIME_WORDS = new Set(
  `दिन समय वक़्त वक्त साल वर्ष महीना महीने हफ़्ता हफ्ता हफ़्ते हफ्ते घंटा घंटे मिनट बार तारीख़ तारीख कल आज परसों
  सोमवार मंगलवार बुधवार गुरुवार बृहस्पतिवार शुक्रवार शनिवार रविवार जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई
  अगस्त सितंबर अक्टूबर नवंबर दिसंबर`.split(/\s+/),
);

/** Accusative and dative pronouns (उसे, मुझको): an object marked as with को. */
const MARKED_PRONOUN =
  /^(?:मुझे|हमें|तुम्हें|तुझे|उसे|इसे|उन्हें|इन्हें|जिसे|किसे|जिन्हें|किन्हें|मुझको|हमको|तुमको|तुझको|आपको|उसको|इसको|उनको|इनको|जिसको|किसको)$/u;

/** Qualifiers that make the noun after them plural (दो पत्र, कई सवाल). */
const PLURAL_QUALIFIER =
  /^(?:दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|सौ|कई|अनेक|सभी|सारे|सब|ये|वे|इन|उन|ढेर|कुछ|दोनों|[2-9]|\d{2,})$/u;

const PARTICLES = /^(?:नहीं|न|भी|ही|तो)$/u;

/** Case markers, particles and pronouns, some of which look like verb forms (को: कोना, उसे: उसना). */
const FUNCTION_WORD =
  /^(?:को|से|का|की|के|में|मे|पर|तक|ने|लिए|लिये|भी|ही|तो|नहीं|न|और|एक|यह|वह|ये|वे|वो|इस|उस|इन|उन|मेरा|मेरी|मेरे|अपना|अपनी|अपने)$/u;

function functionWord(word: string): boolean {
  return FUNCTION_WORD.test(word) || MARKED_PRONOUN.test(word);
}

/** The verb at the end of a ने clause: its perfective participle, any stem before it, any auxiliary after it. */
interface PerfectiveGroup {
  /** The first word of the group (the stem of पढ़ ली, else the participle). */
  first: number;
  main: number;
  aux: number;
  forms: Forms;
  form: Form;
  /** The stem of the participle (दे for दिया, देख for देखी), to look the verb up. */
  stem: string;
}

function perfectiveGroup(words: { word: string }[], lexicon: HindiLexicon): PerfectiveGroup | null {
  let i = words.length - 1;
  const aux = AUX_FORMS[words[i]?.word] ? i-- : -1;
  const main = i;
  const p = words[main] && perfective(words[main].word, lexicon);
  if (!p) return null;
  let first = main;
  const before = words[main - 1]?.word ?? '';
  const bareStem =
    before && !functionWord(before) && verbStem(before, lexicon) && !FEMININE.has(before) && !MASCULINE.has(before);
  if (bareStem) {
    // पढ़ ली, लिख दिया: the group; पढ़ रहा, जा सका …: not a ने clause; a noun that is also a stem: unclear
    if (!TRANSITIVE_VECTORS.test(words[main].word)) return null;
    first = main - 1;
  }
  const stem = p.forms.m.replace(/(?:या|ा)$/u, '');
  return { first, main, aux, forms: p.forms, form: p.form, stem: stem === 'दि' ? 'दे' : stem };
}

/** The last agent of the clause (मैंने, राम ने): the index of its ने word, or -1. */
function agentAt(words: { word: string }[], end: number): number {
  for (let i = end - 1; i >= 0; i--) if (words[i].word === 'ने' || ERGATIVE_PRONOUNS[words[i].word]) return i;
  return -1;
}

/** Between the agent and the verb nothing may look like another verb (a -कर participle excepted) or a subject. */
function plainRegion(words: { word: string }[], from: number, to: number, lexicon: HindiLexicon): boolean {
  for (let i = from; i < to; i++) {
    const w = words[i].word;
    if (/^(?:मैं|मै|तुम|तू|हम|आप|कौन|जो|ने|कि)$/u.test(w) || ERGATIVE_PRONOUNS[w]) return false;
    if (/..कर$/u.test(w) && verbStem(w.slice(0, -2), lexicon)) continue;
    if (FEMININE.has(w) || MASCULINE.has(w) || TIME_WORDS.has(w) || functionWord(w)) continue;
    // a time of day (पाँच बजे) is no verb
    if (w === 'बजे' && i > from) continue;
    if (verbForms(w, lexicon) || perfective(w, lexicon) || AUX_FORMS[w]) return false;
    // an infinitive (पढ़ना शुरू किया: the verb agrees with it, or with its object)
    if (/(?:ना|नी|ने)$/u.test(w) && ['ता', 'ते', 'कर'].some((e) => lexicon.known(`${w.slice(0, -2)}${e}`))) return false;
  }
  return true;
}

export interface ErgativeEdit {
  index: number;
  after: string;
  reason: string;
  /** The word goes, with the space before it (राम ने घर गया → राम घर गया). */
  drop?: boolean;
}

/** Two spellings of one form: खाए and खाये, खाई and खायी, दिए and दिये. */
function sameWord(a: string, b: string): boolean {
  const plain = (w: string) => w.replace(/ये$/u, 'ए').replace(/यी$/u, 'ई').replace(/यीं$/u, 'ईं');
  return plain(a) === plain(b);
}

/** The words of the group set to `want`, with the reason. */
function agree(words: { word: string }[], g: PerfectiveGroup, want: Form, reason: string): ErgativeEdit[] {
  const edits: ErgativeEdit[] = [];
  // with an auxiliary the participle shows gender only (दी थीं, खाए हैं keeps its -ए: खाए is both)
  const mainWant: Form = g.aux >= 0 && want === 'fp' ? 'f' : want;
  const main = g.forms[mainWant];
  if (!sameWord(main, words[g.main].word)) edits.push({ index: g.main, after: main, reason });
  if (g.aux >= 0) {
    const [forms] = AUX_FORMS[words[g.aux].word];
    if (forms[want] !== words[g.aux].word) edits.push({ index: g.aux, after: forms[want], reason });
  }
  return edits;
}

/** The forms that mean the same agreement (खाए/खाये, है for m and f). */
function sameAs(g: PerfectiveGroup, words: { word: string }[], want: Form): boolean {
  return agree(words, g, want, '').length === 0;
}

/**
 * Edits for a ने clause (`words` are the clause's words, up to its end): the verb agrees with its object or
 * takes the masculine singular after a को object; ने with जाना or आना becomes the direct case.
 */
export function ergativeEdits(words: { word: string }[], lexicon: HindiLexicon | null): ErgativeEdit[] {
  if (!lexicon || words.length < 2) return [];
  return obligationAgent(words, lexicon) ?? intransitiveAgent(words, lexicon) ?? objectAgreement(words, lexicon);
}

/**
 * An infinitive with है or था says what someone has to do, and that someone is in the dative: मैंने बाज़ार जाना
 * है → मुझे बाज़ार जाना है (a slip of speakers of Punjabi and Haryanvi). Null when the clause is no such one.
 */
function obligationAgent(words: { word: string }[], lexicon: HindiLexicon): ErgativeEdit[] | null {
  const n = words.length;
  if (n < 3 || !/^(?:है|था|थी|थे)$/u.test(words[n - 1].word)) return null;
  const infinitive = words[n - 2].word;
  if (!/..(?:ना|नी)$/u.test(infinitive) || !['ता', 'ते'].some((e) => lexicon.known(`${infinitive.slice(0, -2)}${e}`)))
    return null;
  const agent = agentAt(words, n - 2);
  if (agent < 0) return null;
  const dative = ERGATIVE_PRONOUNS[words[agent].word]?.dative;
  if (!dative || !plainRegion(words, agent + 1, n - 2, lexicon)) return null;
  if (!onlyTimeBefore(words, agent)) return null;
  const verb = `${infinitive} ${words[n - 1].word}`;
  return [
    {
      index: agent,
      after: dative,
      reason: `"${verb}" says what one has to do: the doer is ${dative}, not ${words[agent].word}.`,
    },
  ];
}

/** Perfectives of verbs that are intransitive and never take ने: उठना, बैठना, पहुँचना, सोना, मिलना … (not their
 * transitive twins उठाया, बैठाया, मिलाया). */
const INTRANSITIVE_PERFECTIVES = new RegExp(
  `^(?:(?:उठ|बैठ|पहुँच|पहुंच|लौट|जाग|गिर|रुक|भाग|दौड़|हँस|हंस|डर|मिल)(?:ा|ी|े|ीं)|(?:सो|रो)(?:या|ई|यी|ए|ये|ईं))$`,
  'u',
);

/** Vectors after a bare stem that never take ने: सकना, चुकना, पाना (can), the progressive रहा. */
const NO_ERGATIVE_VECTORS = /^(?:सका|सकी|सके|सकीं|चुका|चुकी|चुके|चुकीं|रहा|रही|रहे|रहीं|पाया|पाई|पायी|पाए|पाये|पाईं)$/u;

/**
 * ने with a verb that never takes it becomes the direct case (an edit of the pronoun), or null when the clause
 * does not end in such a verb: जाना and आना (मैंने घर गया → मैं घर गया), सकना, चुकना, पाना and the progressive
 * after a stem (मैंने खाना खा चुका था → मैं, उसने नहीं कर पाया → वह), लगना after an infinitive (उसने रोने लगी → वह).
 */
function intransitiveAgent(words: { word: string }[], lexicon: HindiLexicon): ErgativeEdit[] | null {
  let i = words.length - 1;
  if (AUX_FORMS[words[i].word]) i--;
  const main = words[i]?.word ?? '';
  const before = words[i - 1]?.word ?? '';
  const stem = !!before && !functionWord(before) && verbStem(before, lexicon) && !perfective(before, lexicon);
  let first = i;
  let why: string;
  if (/^(?:गया|गई|गयी|गए|गये|गईं|आया|आई|आयी|आए|आये|आईं)$/u.test(main)) {
    // गया after a bare stem (सो गया, आ गई) or after चला; after a participle it is a passive (किया गया): unclear
    if (/^(?:चला|चली|चले)$/u.test(before) || stem) first = i - 1;
    else if (before && perfective(before, lexicon)) return null;
    why = 'जाना and आना are intransitive';
  } else if (
    INTRANSITIVE_PERFECTIVES.test(main) &&
    // (पाँच बजे उठा: बजे is the time of day, not a verb)
    (before === 'बजे' || (!stem && !(before && perfective(before, lexicon))))
  ) {
    why = `${main} is intransitive`;
  } else if (NO_ERGATIVE_VECTORS.test(main) && stem && !FEMININE.has(before) && !MASCULINE.has(before)) {
    first = i - 1;
    why = 'सकना, चुकना, पाना ("can") and the progressive रहा never take it';
  } else if (
    /^(?:लगा|लगी|लगे|लगीं)$/u.test(main) &&
    /..ने$/u.test(before) &&
    ['ता', 'ते'].every((e) => lexicon.known(`${before.slice(0, -2)}${e}`))
  ) {
    first = i - 1;
    why = 'लगना ("to begin") never takes it';
  } else return null;
  const agent = agentAt(words, first);
  if (agent < 0) return null;
  const direct = ERGATIVE_PRONOUNS[words[agent].word]?.direct;
  // पर may be "but" joining a clause of the agent's (उसने कोशिश की पर नहीं कर पाया)
  if (!plainRegion(words, agent + 1, first, lexicon)) return [];
  // (after a noun पर is the postposition "on, at": समय पर)
  const butAt = (k: number) => {
    const prev = words[k - 1]?.word ?? '';
    return words[k].word === 'पर' && (!!verbForms(prev, lexicon) || perfective(prev, lexicon) || !!AUX_FORMS[prev]);
  };
  for (let k = agent + 1; k < first; k++) if (butAt(k)) return [];
  const verb = words
    .slice(first, words.length)
    .map((w) => w.word)
    .join(' ');
  if (!direct) {
    // a noun agent: ने goes when the noun's direct form is the same (राम ने घर गया → राम घर गया), so not after
    // an oblique (लड़के ने, बच्चों ने) nor a phrase (मेरे भाई ने), and the noun opens the clause
    const noun = words[agent - 1]?.word ?? '';
    if (
      agent < 1 ||
      !onlyTimeBefore(words, agent - 1) ||
      /(?:े|ों|ओं)$/u.test(noun) ||
      functionWord(noun) ||
      /[\d\u0966-\u096F]/u.test(noun) ||
      verbForms(noun, lexicon) ||
      perfective(noun, lexicon)
    )
      return [];
    return [
      {
        index: agent,
        after: '',
        drop: true,
        reason: `"${verb}" takes no ने (${why}): the subject is ${noun} (${noun} … ${verb}).`,
      },
    ];
  }
  // the verb's number must already suit the pronoun (हम आए, वह गया): otherwise two words would change
  const plural = /^(?:हम|तुम|आप|वे|ये)$/u.test(direct);
  const verbPlural = /[एेंं]$/u.test(words.at(-1)!.word);
  if (plural !== verbPlural || words.slice(first).some((w) => /^(?:हूँ|हूं|हो)$/u.test(w.word))) return [];
  if (!onlyTimeBefore(words, agent)) return [];
  return [
    {
      index: agent,
      after: direct,
      reason: `"${verb}" takes no ने (${why}): the subject is ${direct} (${direct} … ${verb}).`,
    },
  ];
}

/** The verb of a ने clause agreeing with its object (राम ने रोटी खाया → खाई), or default after को. */
function objectAgreement(words: { word: string }[], lexicon: HindiLexicon): ErgativeEdit[] {
  const g = perfectiveGroup(words, lexicon);
  if (!g) return [];
  const agent = agentAt(words, g.first);
  if (agent < 0 || !plainRegion(words, agent + 1, g.first, lexicon)) return [];
  let head = g.first - 1;
  while (head > agent && PARTICLES.test(words[head].word)) head--;
  if (head <= agent) return [];
  const noun = words[head].word;
  const region = words.slice(agent + 1, head);
  const marked = region.some((w) => w.word === 'को' || MARKED_PRONOUN.test(w.word));
  // सीता ने राम को देखी → देखा: an object with को leaves the verb masculine singular
  if (noun === 'को' || MARKED_PRONOUN.test(noun)) {
    if (!KO_OBJECT_VERBS.has(g.stem) || (g.form !== 'f' && g.form !== 'fp')) return [];
    const before = words[head - 1]?.word ?? '';
    if (noun === 'को' && (head - 1 <= agent || TIME_WORDS.has(before) || TIME_NOUNS.has(before) || /\d/u.test(before)))
      return [];
    return agree(
      words,
      g,
      'm',
      `With ने and an object marked with को the verb takes the masculine singular (${g.forms.m}).`,
    );
  }
  if (TIME_NOUNS.has(noun) || TIME_WORDS.has(noun) || /[\d\u0966-\u096F]/u.test(noun)) return [];
  // a noun after a को phrase may be a predicate (उसे अपनी पत्नी बनाया): only verbs of giving and telling
  if (marked && !DITRANSITIVE.has(g.stem)) return [];
  const qualifiers = region.slice(-3).map((w) => w.word);
  // बहुत से, बहुत सारी make a plural; बहुत अच्छी does not
  const plural =
    qualifiers.some(
      (q, k) => PLURAL_QUALIFIER.test(q) || (q === 'बहुत' && /^(?:से|सी|सारे|सारी)$/u.test(qualifiers[k + 1] ?? '')),
    ) && !qualifiers.includes('एक');
  let want: Form | null = null;
  const agreement = nounAgreement(noun);
  if (agreement === 'f' && !plural) want = 'f';
  else if (agreement === 'fp') want = 'fp';
  else if (agreement === 'm') want = 'm';
  else if (MASCULINE.has(noun) && !/[ाे]$/u.test(noun)) {
    // घर, पत्र, फल: the number does not show; only a feminine verb is sure to be wrong
    if (g.form !== 'f' && g.form !== 'fp') return [];
    want = plural ? 'mp' : 'm';
  }
  if (!want || sameAs(g, words, want)) return [];
  const feminine = want === 'f' || want === 'fp';
  return agree(
    words,
    g,
    want,
    `With ने the verb agrees with its object "${noun}" (${feminine ? 'feminine' : 'masculine'}${want.endsWith('p') ? ' plural' : ''}).`,
  );
}

/** Verbs whose object a relative जो stands for (वह किताब, जो मैंने तुम्हें दी थी), not a whole event (सोचा, कहा). */
const RELATIVE_OBJECT_VERBS = new Set('दे ले लि खरीद ख़रीद भेज लिख पढ़ बना दिला सौंप बेच माँग मांग'.split(' '));
/** Words of time and degree a relative clause may hold besides its agent and verb (पिछले महीने, कल ही). */
const RELATIVE_ADVERBS = /^(?:पिछले|पिछली|अगले|पहले|बाद|कभी|बहुत|शायद|खुद|ख़ुद|ख़ास|खास|तौर|पर|से)$/u;

/**
 * The verb of a relative clause after "NOUN, जो" whose agent takes ने (किताब …, जो मैंने तुम्हें पिछले महीने
 * दिया था → दी थी): जो is its object and stands for `antecedent`. Only when the clause opens with its agent and
 * holds nothing else but a को phrase, times and particles, and the verb is one of giving, taking or making.
 */
export function relativeObjectEdits(
  words: { word: string }[],
  antecedent: string,
  lexicon: HindiLexicon | null,
): ErgativeEdit[] {
  if (!lexicon) return [];
  const g = perfectiveGroup(words, lexicon);
  if (!g || !RELATIVE_OBJECT_VERBS.has(g.stem)) return [];
  const agent = agentAt(words, g.first);
  if (!(agent === 0 && ERGATIVE_PRONOUNS[words[0].word]) && !(agent === 1 && words[1].word === 'ने')) return [];
  if (!plainRegion(words, agent + 1, g.first, lexicon)) return [];
  for (let i = agent + 1; i < g.first; i++) {
    const w = words[i].word;
    const next = words[i + 1]?.word ?? '';
    if (MARKED_PRONOUN.test(w) || w === 'को' || next === 'को' || PARTICLES.test(w)) continue;
    if (TIME_WORDS.has(w) || RELATIVE_ADVERBS.test(w) || /^[\d\u0966-\u096F]+$/u.test(w)) continue;
    return [];
  }
  const agreement = nounAgreement(antecedent);
  let want: Form | null = agreement;
  if (!agreement && MASCULINE.has(antecedent) && !/[ाे]$/u.test(antecedent) && (g.form === 'f' || g.form === 'fp'))
    want = 'm';
  if (!want || sameAs(g, words, want)) return [];
  return agree(
    words,
    g,
    want,
    `जो stands for "${antecedent}", the object of the verb with ने: the verb agrees with it (${want === 'm' ? 'masculine' : 'feminine'}${want.endsWith('p') ? ' plural' : ''}).`,
  );
}
