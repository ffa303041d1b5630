import type { Language } from '@likho/site/language';
import type { ChangeCategory, EnhanceResult, Notice, NoticeCode, OutputLanguage, TextChange } from './writing-engine';

/** Renders `explanationText` from changes and notices, in English or Hindi. */

const CATEGORY: Record<ChangeCategory, { en: string; hi: string }> = {
  spelling: { en: 'spelling', hi: 'वर्तनी' },
  grammar: { en: 'grammar', hi: 'व्याकरण' },
  punctuation: { en: 'punctuation', hi: 'विराम चिह्न' },
  capitalization: { en: 'capitalisation', hi: 'बड़े अक्षर (कैपिटलाइज़ेशन)' },
  spacing: { en: 'spacing', hi: 'स्पेसिंग' },
  word_choice: { en: 'word choice', hi: 'शब्द चयन' },
  repetition: { en: 'repeated words', hi: 'दोहराए गए शब्द' },
  clarity: { en: 'clarity', hi: 'स्पष्टता' },
  impact: { en: 'impact', hi: 'प्रभाव' },
  human: { en: 'natural wording', hi: 'स्वाभाविक भाषा' },
  emoji: { en: 'emoji', hi: 'इमोजी' },
  tone: { en: 'tone', hi: 'लहजा' },
  length: { en: 'length', hi: 'लंबाई' },
  format: { en: 'format', hi: 'प्रारूप' },
};

// visitors read what is missing, not the server settings that would add it (those are in the README)
const AI_HINT = {
  en: 'an AI service, which this site has not set up',
  hi: 'एक AI सेवा (जो इस साइट पर अभी उपलब्ध नहीं है)',
};

function toneName(option: string | undefined, lang: Language): string {
  const names: Record<string, [string, string]> = {
    professional: ['professional', 'पेशेवर'],
    casual: ['casual', 'सहज'],
    polite: ['polite', 'विनम्र'],
  };
  const [en, hi] = names[option ?? ''] ?? [option ?? '', option ?? ''];
  return lang === 'en' ? en : hi;
}

const NOTICES: Record<NoticeCode, { en: (n: Notice) => string; hi: (n: Notice) => string }> = {
  needs_ai_paraphrase: {
    en: () => `Paraphrasing needs ${AI_HINT.en}; your wording was kept.`,
    hi: () => `पैराफ़्रेज़ करने के लिए ${AI_HINT.hi} चाहिए; आपके शब्द वैसे ही रखे गए।`,
  },
  needs_ai_engaging: {
    en: () => `A more engaging rewrite needs ${AI_HINT.en}.`,
    hi: () => `अधिक रोचक पुनर्लेखन के लिए ${AI_HINT.hi} चाहिए।`,
  },
  needs_ai_funny: {
    en: () => `A funny tone needs ${AI_HINT.en}; the tone was left as it is.`,
    hi: () => `मज़ेदार लहजे के लिए ${AI_HINT.hi} चाहिए; लहजा वैसा ही रखा गया।`,
  },
  needs_ai_detailed: {
    en: () => `A longer, more detailed version needs ${AI_HINT.en}; the length was kept.`,
    hi: () => `लंबे, विस्तृत संस्करण के लिए ${AI_HINT.hi} चाहिए; लंबाई वैसी ही रखी गई।`,
  },
  needs_ai_translation: {
    en: (n) =>
      `Translation to ${n.option === 'hindi' ? 'Hindi' : 'English'} needs ${AI_HINT.en}; the text stays in its original language.`,
    hi: (n) => `${n.option === 'hindi' ? 'हिंदी' : 'अंग्रेज़ी'} में अनुवाद के लिए ${AI_HINT.hi} चाहिए; पाठ अपनी मूल भाषा में है।`,
  },
  hindi_grammar_limited: {
    en: () =>
      `For Hindi, the offline engine fixes spacing, punctuation, repeated words, spelling and common agreement mistakes (है/हैं, the verb's gender, ने); full grammar checking needs ${AI_HINT.en}.`,
    hi: () =>
      `हिंदी के लिए ऑफ़लाइन इंजन स्पेसिंग, विराम चिह्न, दोहराए गए शब्द, वर्तनी और आम मेल की ग़लतियाँ (है/हैं, क्रिया का लिंग, ने) ठीक करता है; पूरी व्याकरण जाँच के लिए ${AI_HINT.hi} चाहिए।`,
  },
  hinglish_kept: {
    en: () =>
      'Parts of your text are Hindi written in English letters (Hinglish); they were left as you wrote them, and only the English was checked.',
    hi: () => 'आपके पाठ के कुछ हिस्से अंग्रेज़ी अक्षरों में लिखी हिंदी (हिंग्लिश) हैं; वे जैसे आपने लिखे वैसे ही रखे गए, केवल अंग्रेज़ी की जाँच की गई।',
  },
  english_only_option: {
    en: (n) => `The "${n.option}" option works on English text only offline; it was not applied to this Hindi text.`,
    hi: (n) => `"${n.option}" विकल्प ऑफ़लाइन केवल अंग्रेज़ी पाठ पर काम करता है; इस हिंदी पाठ पर लागू नहीं किया गया।`,
  },
  tone_already: {
    en: (n) => `Your text already reads ${toneName(n.option, 'en')}, so nothing was changed for the tone.`,
    hi: (n) => `आपका पाठ पहले से ही ${toneName(n.option, 'hi')} लहजे में है, इसलिए लहजे के लिए कुछ नहीं बदला गया।`,
  },
  summary_kept_all: {
    en: () => 'The text is already short, so the concise version keeps every sentence.',
    hi: () => 'पाठ पहले से छोटा है, इसलिए संक्षिप्त संस्करण में सभी वाक्य रखे गए।',
  },
  truncated_to_limit: {
    en: (n) => `The text was shortened to fit the ${platformName(n.option, 'en')} length limit.`,
    hi: (n) => `${platformName(n.option, 'hi')} की लंबाई सीमा में लाने के लिए पाठ छोटा किया गया।`,
  },
  ai_explanation: {
    en: (n) => n.text ?? '',
    hi: (n) => n.text ?? '',
  },
  ai_unavailable: {
    en: (n) => {
      const missed = aiOnlyOptions(n.option, 'en');
      return missed
        ? `The AI service did not answer, so only grammar and spelling were fixed; ${missed} ${missed.includes(' and ') ? 'were' : 'was'} not applied.`
        : 'The AI service did not answer, so the offline engine fixed grammar and spelling instead.';
    },
    hi: (n) => {
      const missed = aiOnlyOptions(n.option, 'hi');
      return missed
        ? `AI सेवा ने जवाब नहीं दिया, इसलिए केवल व्याकरण और वर्तनी ठीक की गई; ${missed} लागू नहीं ${missed.includes(' और ') ? 'हो सके' : 'हो सका'}।`
        : 'AI सेवा ने जवाब नहीं दिया, इसलिए ऑफ़लाइन इंजन ने व्याकरण और वर्तनी ठीक की।';
    },
  },
};

/** What only the AI service can do, for the fallback notice: option keys joined by commas (paraphrase,translation:hindi). */
const AI_ONLY: Record<string, { en: string; hi: string }> = {
  paraphrase: { en: 'paraphrase', hi: 'पैराफ़्रेज़' },
  engaging: { en: 'the more engaging rewrite', hi: 'अधिक रोचक पुनर्लेखन' },
  funny: { en: 'the funny tone', hi: 'मज़ेदार लहजा' },
  detailed: { en: 'the detailed length', hi: 'विस्तृत लंबाई' },
  'translation:hindi': { en: 'translation to Hindi', hi: 'हिंदी में अनुवाद' },
  'translation:english': { en: 'translation to English', hi: 'अंग्रेज़ी में अनुवाद' },
};

function aiOnlyOptions(option: string | undefined, lang: Language): string {
  const names = (option ?? '')
    .split(',')
    .filter((o) => AI_ONLY[o])
    .map((o) => AI_ONLY[o][lang]);
  if (names.length < 2) return names.join('');
  const and = lang === 'en' ? ' and ' : ' और ';
  return `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

function platformName(option: string | undefined, lang: Language): string {
  const names: Record<string, [string, string]> = {
    single_tweet: ['single post (280 characters)', 'एकल पोस्ट (280 अक्षर)'],
    twitter: ['thread post (280 characters)', 'थ्रेड पोस्ट (280 अक्षर)'],
    whatsapp_status: ['WhatsApp status (700 characters)', 'WhatsApp स्टेटस (700 अक्षर)'],
  };
  const pair = names[option ?? ''] ?? [option ?? '', option ?? ''];
  return lang === 'en' ? pair[0] : pair[1];
}

function quote(s: string, lang: Language): string {
  const short = s.length > 60 ? `${s.slice(0, 57)}…` : s;
  return lang === 'en' ? `"${short}"` : `“${short}”`;
}

function describe(c: TextChange, lang: Language, detailed: boolean): string {
  const cat = CATEGORY[c.category][lang];
  if (!c.before && !c.after) return `• ${lang === 'en' ? c.reason : cat}`;
  const arrow = c.after
    ? `${quote(c.before, lang)} → ${quote(c.after, lang)}`
    : `${quote(c.before, lang)} ${lang === 'en' ? 'removed' : 'हटाया गया'}`;
  const why = lang === 'en' && detailed ? `${cat}: ${c.reason}` : cat;
  return `• ${arrow} (${why})`;
}

function summaryLine(applied: TextChange[], lang: Language): string {
  const counts = new Map<ChangeCategory, number>();
  for (const c of applied) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
  const parts = [...counts].map(([cat, n]) => `${CATEGORY[cat][lang]} ${n}`);
  return lang === 'en'
    ? `${applied.length} change${applied.length === 1 ? '' : 's'} made (${parts.join(', ')}).`
    : `${applied.length} बदलाव किए गए (${parts.join(', ')})।`;
}

const MAX_LINES = 40;

/**
 * The explanation: with `detailed` (the "explain" option) every change is listed with its reason; otherwise a
 * one-line summary. Suggestions the engine did not apply and notices are always included.
 */
export function renderExplanation(result: EnhanceResult, language: OutputLanguage, detailed: boolean): string {
  const lang = language === 'hindi' ? 'hi' : 'en';
  const applied = result.changes.filter((c) => c.applied);
  const suggested = result.changes.filter((c) => !c.applied);
  const out: string[] = [];
  const fromAi = result.notices.some((n) => n.code === 'ai_explanation');
  if (!applied.length && fromAi) {
    // the provider's own explanation (a notice) says what changed
  } else if (!applied.length) {
    out.push(lang === 'en' ? 'No changes were needed.' : 'कोई बदलाव ज़रूरी नहीं था।');
  } else if (detailed) {
    out.push(lang === 'en' ? 'What changed:' : 'क्या बदला:');
    out.push(...applied.slice(0, MAX_LINES).map((c) => describe(c, lang, true)));
    if (applied.length > MAX_LINES) {
      out.push(lang === 'en' ? `…and ${applied.length - MAX_LINES} more.` : `…और ${applied.length - MAX_LINES} बदलाव।`);
    }
  } else {
    out.push(summaryLine(applied, lang));
  }
  if (suggested.length) {
    out.push('', lang === 'en' ? 'Suggestions to check (not applied):' : 'जाँचने के सुझाव (लागू नहीं किए गए):');
    out.push(...suggested.slice(0, MAX_LINES).map((c) => describe(c, lang, detailed)));
  }
  const notes = result.notices.map((n) => NOTICES[n.code][lang](n)).filter(Boolean);
  if (notes.length && fromAi && !applied.length && !suggested.length) {
    out.push(...notes);
  } else if (notes.length) {
    out.push('', lang === 'en' ? 'Notes:' : 'ध्यान दें:');
    out.push(...notes.map((n) => `• ${n}`));
  }
  return out.join('\n');
}

/** One change as the API lists it: the engine's change with its category named in the output language. */
export interface ListedChange {
  before: string;
  after: string;
  /** Why, in English (the engine's own sentence; the Hindi explanation names the category instead). */
  reason: string;
  category: ChangeCategory;
  /** The category in the output language, e.g. "spelling" or "वर्तनी". */
  categoryLabel: string;
  /** Character offset of `before` in the text the pass worked on. */
  position: number;
  /** False for a suggestion the engine did not apply. */
  applied: boolean;
}

/** One notice as the API lists it: its code and the sentence the explanation shows for it. */
export interface ListedNotice {
  code: NoticeCode;
  message: string;
}

/** The typed lists behind `explanationText` (same changes, same notice sentences, same language). */
export function listChanges(
  result: EnhanceResult,
  language: OutputLanguage,
): { changes: ListedChange[]; notices: ListedNotice[] } {
  const lang = language === 'hindi' ? 'hi' : 'en';
  return {
    changes: result.changes.map((c) => ({
      before: c.before,
      after: c.after,
      reason: c.reason,
      category: c.category,
      categoryLabel: CATEGORY[c.category][lang],
      position: c.position,
      applied: c.applied,
    })),
    notices: result.notices.map((n) => ({ code: n.code, message: NOTICES[n.code][lang](n) })).filter((n) => n.message),
  };
}
