import type { TextChange } from 'src/engines/writing/writing-engine';
import { cleanAfterRemoval, paragraphs, PassResult, PhraseRule, replacePhrases, splitSentences } from './text-utils';

/** clarity: wordy phrases → plain English (after the plain-language guidelines' word lists). */
export const CLARITY_RULES: PhraseRule[] = [
  { from: 'due to the fact that', to: 'because' },
  { from: 'owing to the fact that', to: 'because' },
  { from: 'in light of the fact that', to: 'because' },
  { from: 'in spite of the fact that', to: 'although' },
  { from: 'despite the fact that', to: 'although' },
  { from: 'in order to', to: 'to' },
  { from: 'so as to', to: 'to' },
  { from: 'for the purpose of', to: 'for' },
  { from: 'at this point in time', to: 'now' },
  { from: 'at the present time', to: 'now' },
  { from: 'at this moment in time', to: 'now' },
  { from: 'in the near future', to: 'soon' },
  { from: 'in the event that', to: 'if' },
  { from: 'on the occasion that', to: 'when' },
  { from: 'until such time as', to: 'until' },
  { from: 'prior to', to: 'before' },
  { from: 'subsequent to', to: 'after' },
  { from: 'with regard to', to: 'about' },
  { from: 'with regards to', to: 'about' },
  { from: 'in regard to', to: 'about' },
  { from: 'in relation to', to: 'about' },
  { from: 'with respect to', to: 'about' },
  { from: 'in close proximity to', to: 'near' },
  { from: 'a large number of', to: 'many' },
  { from: 'a great number of', to: 'many' },
  { from: 'a small number of', to: 'a few' },
  { from: 'the majority of', to: 'most' },
  { from: 'a majority of', to: 'most' },
  { from: 'has the ability to', to: 'can' },
  { from: 'have the ability to', to: 'can' },
  { from: 'is able to', to: 'can' },
  { from: 'are able to', to: 'can' },
  { from: 'each and every', to: 'every' },
  { from: 'first and foremost', to: 'first' },
  { from: 'make a decision', to: 'decide' },
  { from: 'made a decision', to: 'decided' },
  { from: 'give consideration to', to: 'consider' },
  { from: 'take into consideration', to: 'consider' },
  { from: 'come to the conclusion', to: 'conclude' },
  { from: 'it is important to note that', to: '' },
  { from: 'it should be noted that', to: '' },
  { from: 'needless to say,', to: '' },
  { from: 'utilize', to: 'use' },
  { from: 'utilizes', to: 'uses' },
  { from: 'utilized', to: 'used' },
  { from: 'utilization', to: 'use' },
  { from: 'facilitate', to: 'help' },
  { from: 'commence', to: 'start' },
  { from: 'commenced', to: 'started' },
  { from: 'terminate', to: 'end' },
  { from: 'endeavour', to: 'try' },
  { from: 'endeavor', to: 'try' },
  { from: 'approximately', to: 'about' },
  { from: 'sufficient', to: 'enough' },
  // ("an additional 5% discount" is not "an more")
  { from: /(?<!\b[Aa]n\s+)\badditional\b/gi, to: 'more' },
  { from: 'demonstrate', to: 'show' },
  // the verb only: "a purchase order", "thanks for your purchase" keep the noun
  {
    from: /(?<=\b(?:to|will|can|could|should|must|may|might|would|please|did|do|does|not|we|i|you|they)\s+)purchase\b(?!\s+(?:order|orders|price|agreement|requisition))/gi,
    to: 'buy',
  },
  { from: 'assistance', to: 'help' },
  { from: 'obtain', to: 'get' },
  { from: 'numerous', to: 'many' },
];

/** impactful: hedges, fillers and empty intensifiers that weaken a sentence. */
export const IMPACT_RULES: PhraseRule[] = [
  { from: /\bI (?:just )?(?:think|believe|feel|guess|suppose) (?:that |like )?/g, to: '' },
  { from: /\bit seems (?:to me )?that /gi, to: '' },
  { from: /\bin my (?:humble )?opinion,?\s*/gi, to: '' },
  { from: /\bto be honest,?\s*/gi, to: '' },
  // an opening filler with its comma or ellipsis: "Honestly… it's been" → "It's been"
  { from: /(?<=^|[.!?]\s+|\n)(?:honestly|frankly|basically)(?:,|…|\.\.\.)?\s+/gi, to: '' },
  { from: /\bneedless to say,?\s*/gi, to: '' },
  { from: 'kind of', to: '' },
  { from: 'sort of', to: '' },
  { from: 'a little bit', to: '' },
  { from: 'basically', to: '' },
  { from: 'actually', to: '' },
  { from: 'literally', to: '' },
  // an intensifier goes only where the sentence stands without it: not "not very", "very much", "quite a few"
  {
    from: /(?<!\bnot\s)\b(?:really|very)\s(?!(?:much|many|few|little|well|own|same|first|last|best|end|least|most)\b)/gi,
    to: '',
  },
  { from: /(?<!\bnot\s)\bquite\s(?!(?:a|an|the|so|as|enough|right|sure)\b)/gi, to: '' },
  { from: 'somewhat', to: '' },
  { from: 'totally', to: '' },
  { from: /\bjust\s(?!(?:in|as|like|now|because|about|enough|then|the|a|an|one)\b)/gi, to: '' },
  { from: 'simply', to: '' },
  { from: 'definitely', to: '' },
  { from: 'perhaps', to: '' },
  { from: 'maybe', to: '' },
  { from: 'might possibly', to: 'might' },
  { from: 'could possibly', to: 'could' },
];

/** human: stock phrasing that reads as machine-written, replaced by plain words. */
export const HUMAN_RULES: PhraseRule[] = [
  { from: /\bin today'?s (?:fast-paced|digital|modern|ever-changing) (?:world|age|landscape),?\s*/gi, to: '' },
  { from: /\bin the ever-evolving (?:world|landscape) of\b/gi, to: 'in' },
  { from: /\bit(?:'s| is) (?:worth noting|important to note|worth mentioning) that\s*/gi, to: '' },
  { from: /\bin conclusion,\s*/gi, to: '' },
  { from: /\bultimately,\s*/gi, to: '' },
  { from: 'delve into', to: 'explore' },
  { from: 'delves into', to: 'explores' },
  { from: 'delving into', to: 'exploring' },
  { from: 'delved into', to: 'explored' },
  { from: 'dive deep into', to: 'look closely at' },
  { from: 'embark on a journey', to: 'start' },
  { from: 'unlock the potential of', to: 'make the most of' },
  { from: 'unleash the power of', to: 'use' },
  { from: 'harness the power of', to: 'use' },
  { from: 'navigate the complexities of', to: 'handle' },
  { from: 'a testament to', to: 'proof of' },
  { from: 'plays a crucial role in', to: 'matters for' },
  { from: 'plays a pivotal role in', to: 'matters for' },
  { from: 'plays a vital role in', to: 'matters for' },
  { from: 'in the realm of', to: 'in' },
  // "the rich tapestry of remote work" is its many sides; "a rich tapestry of cultures" a wide range
  { from: /\bthe (?:rich |vibrant |intricate )?tapestry of\b/gi, to: 'the many sides of' },
  { from: /\b(?:a|an) (?:rich |vibrant |intricate )?tapestry of\b/gi, to: 'a wide range of' },
  { from: 'a myriad of', to: 'many' },
  { from: 'myriad', to: 'many' },
  { from: 'a plethora of', to: 'plenty of' },
  { from: 'game-changer', to: 'big change' },
  { from: 'game-changing', to: 'major' },
  { from: 'cutting-edge', to: 'new' },
  { from: 'state-of-the-art', to: 'modern' },
  { from: 'seamlessly', to: 'smoothly' },
  { from: 'seamless', to: 'smooth' },
  { from: 'leverage', to: 'use' },
  { from: 'leveraging', to: 'using' },
  { from: 'elevate', to: 'improve' },
  { from: 'foster', to: 'build' },
  { from: 'robust', to: 'strong' },
  { from: 'furthermore', to: 'also' },
  { from: 'moreover', to: 'also' },
  { from: 'additionally', to: 'also' },
  { from: /\s*—\s*/g, to: ', ' },
];

export function clarityPass(text: string): PassResult {
  return replacePhrases(text, CLARITY_RULES, 'clarity:phrase', 'clarity', 'A shorter, plainer phrase says the same.');
}

export function impactPass(text: string): PassResult {
  return replacePhrases(text, IMPACT_RULES, 'impactful:hedge', 'impact', 'Hedges and fillers weaken the sentence.');
}

export function humanPass(text: string): PassResult {
  return replacePhrases(text, HUMAN_RULES, 'human:stock-phrase', 'human', 'Stock phrasing sounds machine-written.');
}

/** Emoji, pictographs and their modifiers (skin tones, variation selectors, joiners, keycaps). */
const EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}])(?:\uFE0F|\u20E3|[\u{1F3FB}-\u{1F3FF}]|\u200D(?:\p{Extended_Pictographic}|\p{Emoji_Component}))*\uFE0F?|[#*0-9]\uFE0F?\u20E3/gu;

export function hasEmoji(text: string): boolean {
  EMOJI.lastIndex = 0;
  return EMOJI.test(text);
}

/** A run of emoji with the spaces around it. */
const EMOJI_RUN = new RegExp(`[ \\t]*(?:${EMOJI.source})(?:[ \\t]*(?:${EMOJI.source}))*[ \\t]*`, 'gu');

/**
 * What an emoji run leaves behind: nothing at the start or end of a line or before punctuation ("weekends 🎉."
 * → "weekends."), a sentence break where it ended a sentence (a danda between two Hindi words, a full stop
 * before a capital), else one space.
 */
function emojiGap(prev: string | undefined, next: string | undefined, rest: string): string {
  if (prev === undefined || prev === '\n' || next === undefined || next === '\n') return '';
  if (/[.,!?;:।)\]}"'”’…]/u.test(next)) return '';
  if (/[.!?।:;,(\[{"'“‘]/u.test(prev)) return ' ';
  if (/[\u0900-\u0963\u0966-\u097F]/u.test(prev) && /[\u0900-\u0963\u0966-\u097F]/u.test(next)) return '। ';
  if (/[\p{L}\p{N}]/u.test(prev) && /\p{Lu}/u.test(next) && !/^I\b(?!')/u.test(rest)) return '. ';
  return ' ';
}

export function removeEmoji(text: string): PassResult {
  const changes: TextChange[] = [];
  // a fresh copy: matchAll starts where the shared expression's last test (hasEmoji) left off
  for (const m of text.matchAll(new RegExp(EMOJI))) {
    changes.push({
      before: m[0],
      after: '',
      reason: 'Emoji removed.',
      rule: 'no_emoji',
      category: 'emoji',
      position: m.index,
      applied: true,
    });
  }
  if (!changes.length) return { text, changes };
  const out = text.replace(EMOJI_RUN, (m: string, offset: number, whole: string) => {
    const rest = whole.slice(offset + m.length);
    return emojiGap(whole[offset - 1], rest[0], rest);
  });
  return { text: cleanAfterRemoval(out.replace(/[ \t]+\n/g, '\n')).trim(), changes };
}

/** Where a word of a greeting or closing ends (`\b` does not see Devanagari letters as word letters). */
const END = '(?![\\p{L}\\p{M}\\p{N}])';

/** A greeting line that opens a message: "Hi Team,", "Dear Ms Rao,", "Respected Sir,", "नमस्ते,", "प्रिय मित्रों,". */
const GREETING = new RegExp(
  `^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening|day)|respected|to whom it may concern|namaste|नमस्ते|नमस्कार|प्रिय|आदरणीय|सम्माननीय)${END}[^.!?।\\n]{0,40}[,!:]?$`,
  'iu',
);

/** Whether a line is a greeting that opens a message. */
export const isGreetingLine = (line: string) => GREETING.test(line.trim());

/** A closing line: "Thanks,", "Best regards,", "Thanking you,", "Yours faithfully,", "धन्यवाद", "सादर". */
const CLOSING = new RegExp(
  `^(?:thanks|thank you|thanking you|many thanks|regards|with regards|best|best regards|kind regards|warm regards|best wishes|warm wishes|cheers|sincerely|yours(?: sincerely| truly| faithfully)?|love|take care|धन्यवाद|सादर|शुभकामनाएँ|शुभकामनाएं|भवदीय|आपका|आपकी)${END}[^.!?।\\n]{0,30}[,!.]?$`,
  'iu',
);

/** A name under a closing line: a few capitalised words, no sentence punctuation. */
const NAME_LINE = /^(?:[\p{Lu}\u0900-\u097F][\p{L}\p{M}.'-]*)(?:\s+[\p{Lu}\u0900-\u097F][\p{L}\p{M}.'-]*){0,3}$/u;

/** The text without its opening greeting line ("Hi Team,"). */
export function withoutGreeting(text: string): string {
  const lines = text.trimStart().split('\n');
  return isGreetingLine(lines[0]) ? lines.slice(1).join('\n').trimStart() : text;
}

/** The text's sign-off (a closing line with up to two name lines under it), split from the body. */
export function splitSignOff(text: string): { body: string; signOff: string } {
  const lines = text.trimEnd().split('\n');
  const last = lines.length - 1;
  for (let k = last; k >= Math.max(1, last - 2); k--) {
    if (CLOSING.test(lines[k].trim()) && lines.slice(k + 1).every((l) => NAME_LINE.test(l.trim()))) {
      return { body: lines.slice(0, k).join('\n').trimEnd(), signOff: lines.slice(k).join('\n').trim() };
    }
  }
  return { body: text, signOff: '' };
}

const MARKDOWN_LIST = /^[ \t]*(?:[-*+•]|\d+[.)])[ \t]+/;
const MARKDOWN_BLOCK = /^[ \t]*(?:#{1,6}\s|>|\|)/;

/**
 * bullets: one Markdown bullet ("- ") per point of the body: per sentence, or per line when the text is
 * already in lines. A greeting, a closing with the name under it, headings, quotes, tables, code blocks and
 * an existing list are left as they are (an existing list's "•" becomes "- " so that it renders as a list).
 */
export function bulletPass(text: string): PassResult {
  const lines = text.split('\n').map((l) => l.trimEnd());
  let first = 0;
  while (first < lines.length && !lines[first].trim()) first++;
  let last = lines.length - 1;
  while (last >= 0 && !lines[last].trim()) last--;
  if (first > last) return { text, changes: [] };
  const head: string[] = [];
  const tail: string[] = [];
  if (GREETING.test(lines[first].trim())) head.push(lines[first++].trim());
  // the sign-off: a closing line, optionally followed by up to two name lines
  for (let k = last; k >= Math.max(first, last - 2); k--) {
    if (CLOSING.test(lines[k].trim()) && lines.slice(k + 1, last + 1).every((l) => NAME_LINE.test(l.trim()))) {
      tail.push(...lines.slice(k, last + 1).map((l) => l.trim()));
      last = k - 1;
      break;
    }
  }
  const body = lines.slice(first, last + 1);
  const out: string[] = [];
  let points = 0;
  let inCode = false;
  let prose: string[] = [];
  const flush = () => {
    const chunk = prose.join('\n');
    prose = [];
    const inLines = chunk.split('\n').filter((l) => l.trim()).length > 1;
    const items = inLines
      ? chunk.split('\n').flatMap((l) => splitSentences(l.trim()))
      : paragraphs(chunk).flatMap((p) => splitSentences(p));
    for (const item of items) {
      out.push(`- ${item}`);
      points++;
    }
  };
  for (const line of body) {
    if (/^[ \t]*(?:```|~~~)/.test(line)) {
      flush();
      if (!inCode && out.length && out.at(-1) !== '') out.push('');
      inCode = !inCode;
      out.push(line);
      continue;
    }
    if (inCode) {
      out.push(line);
      continue;
    }
    if (!line.trim()) {
      // a blank line ends a paragraph of prose; kept between blocks that are not bullets
      if (prose.length) prose.push('');
      else if (out.length && out.at(-1) !== '') out.push('');
      continue;
    }
    if (MARKDOWN_BLOCK.test(line)) {
      flush();
      if (out.length && out.at(-1) !== '') out.push('');
      out.push(line.trim());
      continue;
    }
    if (MARKDOWN_LIST.test(line)) {
      flush();
      const item = line.replace(/^([ \t]*)•[ \t]+/, '$1- ');
      if (item !== line) points++;
      out.push(item);
      continue;
    }
    prose.push(line.trim());
  }
  flush();
  while (out.at(-1) === '') out.pop();
  while (out[0] === '') out.shift();
  if (!points) return { text, changes: [] };
  // bullets sit in one block: drop the blank lines between two bullets
  const joined = out.filter((l, i) => !(l === '' && out[i - 1]?.startsWith('- ') && out[i + 1]?.startsWith('- ')));
  const result = [head.join('\n'), joined.join('\n'), tail.join('\n')].filter(Boolean).join('\n\n');
  return {
    text: result,
    changes: [
      {
        before: '',
        after: '',
        reason: `Split into ${points} bullet points.`,
        rule: 'bullets',
        category: 'format',
        position: 0,
        applied: true,
      },
    ],
  };
}
