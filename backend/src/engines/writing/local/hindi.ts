import type { TextChange } from 'src/engines/writing/writing-engine';
import type { PassResult } from './text-utils';

/** Share of Devanagari among the letters of a text. */
export function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return 0;
  const deva = text.match(/[\u0900-\u097F]/gu)?.length ?? 0;
  return deva / letters;
}

export function isHindi(text: string): boolean {
  return devanagariShare(text) >= 0.3;
}

/** Common Hindi misspellings (each key is a wrong form, never another word). */
export const HINDI_MISSPELLINGS: Record<string, string> = {
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
  क्योकि: 'क्योंकि',
  कयोंकि: 'क्योंकि',
  नही: 'नहीं',
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
  ज्योतिषी: 'ज्योतिषी',
  मै: 'मैं',
};

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
 * What can be done well for Hindi offline: spacing and punctuation around the danda (।) and question marks,
 * a pipe or a period typed for a danda, accidentally repeated words, and a curated list of common misspellings.
 */
export function hindiPass(input: string): PassResult {
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
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const match = args[0] as string;
      const offset = args[args.length - 2] as number;
      const after = fn(m);
      if (after === null || after === match) return match;
      changes.push(change(match, after, offset, rule, reason, category));
      return after;
    });
  };
  // "|" or "." typed for a danda after Devanagari
  sub(
    /([\u0900-\u097F])\s*(\||\.(?!\.))(?=\s|$)/g,
    (m) => `${m[1]}।`,
    'hindi:danda',
    'A Hindi sentence ends with a danda (।).',
    'punctuation',
  );
  // no space before ।, ?, !, ,
  sub(
    /([\u0900-\u097F])[ \t]+([।?!,])/g,
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
    /[\u0900-\u097F]+/g,
    (m) => HINDI_MISSPELLINGS[m[0]] ?? null,
    'hindi:spelling',
    'Common misspelling corrected.',
    'spelling',
  );
  return { text, changes };
}
