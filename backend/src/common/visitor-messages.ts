/**
 * The Hindi version of every error message a visitor can see from the Text, Learning, Feedback, Stats and
 * Donations modules and from the common layer (rate limits, database outages, bad bodies). The server writes
 * its messages in English where they are made; the error filter answers in Hindi when the request's
 * X-UI-Language is `hi` (SPEC: every visitor-facing message exists in English and Hindi). A message without a
 * Hindi version here stays English. Media, image and AI-provider messages are translated by their modules.
 */
import type { Language } from '@likho/site/language';
import { DATABASE_UNAVAILABLE } from 'src/database/database-errors';
import { CHECKER_UNAVAILABLE, TEXT_NOT_CHECKED } from 'src/engines/writing/writing-engine-error';
import { CURRENCIES } from '@likho/site/countries';
import { TOO_MANY_REQUESTS } from './throttler/rate-limit.module';

/** Symbols that end in a full stop ("лв.", "kr.", "Fr."): a sentence that ends on one has no stop of its own. */
const STOP_SYMBOLS = Object.values(CURRENCIES)
  .map((c) => c.symbol)
  .filter((s) => s.endsWith('.'));
const withoutSentenceStop = (amount: string) =>
  STOP_SYMBOLS.some((s) => amount.endsWith(s)) ? amount : amount.replace(/\.$/, '');

/** Messages with no variable part: English → Hindi. */
const EXACT: Readonly<Record<string, string>> = {
  [DATABASE_UNAVAILABLE]: 'यह सेवा अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।',
  [TEXT_NOT_CHECKED]: 'यह पाठ जाँचा नहीं जा सका। कृपया छोटा पाठ आज़माएँ या थोड़ी देर बाद फिर कोशिश करें।',
  [CHECKER_UNAVAILABLE]: 'व्याकरण जाँच दोबारा शुरू हो रही है। कृपया एक मिनट बाद फिर कोशिश करें।',
  [TOO_MANY_REQUESTS]: 'बहुत सारे अनुरोध आए हैं। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'The counters are temporarily unavailable. Please try again in a minute.':
    'आँकड़े अभी उपलब्ध नहीं हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  'Feedback is temporarily unavailable. Please try again in a minute.':
    'राय अभी दर्ज नहीं हो सकती। कृपया एक मिनट बाद फिर कोशिश करें।',
  'Donation records are temporarily unavailable. Please try again in a minute.':
    'दान का रिकॉर्ड अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।',
  'Donations are not configured on this server': 'इस साइट पर अभी दान चालू नहीं है।',
  'The payment provider is not available right now. Please try again in a few minutes.':
    'भुगतान सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'No result with this id was found.': 'यह नतीजा नहीं मिला।',
  'Feedback for this result was already recorded.': 'इस नतीजे पर आपकी राय पहले ही दर्ज हो चुकी है।',
  'No checkout with this id was found.': 'यह भुगतान नहीं मिला।',
  'Please choose a country from the list.': 'कृपया सूची से कोई देश चुनें।',
  'Please enter some text to enhance.': 'निखारने के लिए कृपया कुछ पाठ लिखें।',
  'Please enter some text to learn from.': 'अभ्यास बनाने के लिए कृपया कुछ पाठ लिखें।',
  'Please write an answer first.': 'कृपया पहले उत्तर लिखें।',
  'Something went wrong on our side. Please try again.': 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The request body is too large.': 'भेजा गया डेटा बहुत बड़ा है।',
};

/** Messages with numbers or amounts in them. */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    /^The text is too long \(([\d,]+) characters\)\. Please keep it under ([\d,]+) characters\.$/,
    (chars, max) => `पाठ बहुत लंबा है (${chars} अक्षर)। कृपया इसे ${max} अक्षरों से कम रखें।`,
  ],
  [
    /^Too many texts from your connection: at most (\d+) per (\d+) seconds\. Please wait (\d+) seconds and try again\.$/,
    (limit, window, wait) =>
      `आपके कनेक्शन से बहुत सारे पाठ आए हैं: ${window} सेकंड में ज़्यादा से ज़्यादा ${limit}। कृपया ${wait} सेकंड रुककर फिर कोशिश करें।`,
  ],
  [
    /^Please choose a whole amount from (.+) to (.+)$/,
    (min, max) => `कृपया ${min} से ${withoutSentenceStop(max)} तक की कोई पूरी राशि चुनें।`,
  ],
];

/** The message in the visitor's interface language: Hindi when there is a Hindi version, else as it is. */
export function inUiLanguage(message: string, language: Language | undefined): string {
  if (language !== 'hi') return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, write] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return write(...m.slice(1));
  }
  return message;
}

/** Every English message this file translates (for tests). */
export const TRANSLATED_MESSAGES: readonly string[] = Object.keys(EXACT);
