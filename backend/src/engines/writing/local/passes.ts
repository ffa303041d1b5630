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
  { from: 'additional', to: 'more' },
  { from: 'demonstrate', to: 'show' },
  { from: 'purchase', to: 'buy' },
  { from: 'assistance', to: 'help' },
  { from: 'obtain', to: 'get' },
  { from: 'numerous', to: 'many' },
];

/** impactful: hedges, fillers and empty intensifiers that weaken a sentence. */
export const IMPACT_RULES: PhraseRule[] = [
  { from: /\bI (?:just )?(?:think|believe|feel|guess|suppose) (?:that )?/g, to: '' },
  { from: /\bit seems (?:to me )?that /gi, to: '' },
  { from: /\bin my (?:humble )?opinion,?\s*/gi, to: '' },
  { from: /\bto be honest,?\s*/gi, to: '' },
  { from: /\bneedless to say,?\s*/gi, to: '' },
  { from: 'kind of', to: '' },
  { from: 'sort of', to: '' },
  { from: 'a little bit', to: '' },
  { from: 'basically', to: '' },
  { from: 'actually', to: '' },
  { from: 'literally', to: '' },
  { from: 'really', to: '' },
  { from: 'very', to: '' },
  { from: 'quite', to: '' },
  { from: 'somewhat', to: '' },
  { from: 'totally', to: '' },
  { from: 'just', to: '' },
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
  { from: 'delve into', to: 'look at' },
  { from: 'delves into', to: 'looks at' },
  { from: 'delving into', to: 'looking at' },
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
  { from: 'rich tapestry of', to: 'mix of' },
  { from: 'tapestry of', to: 'mix of' },
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

export function removeEmoji(text: string): PassResult {
  const changes: TextChange[] = [];
  const out = text.replace(EMOJI, (m: string, offset: number) => {
    changes.push({
      before: m,
      after: '',
      reason: 'Emoji removed.',
      rule: 'no_emoji',
      category: 'emoji',
      position: offset,
      applied: true,
    });
    return '';
  });
  if (!changes.length) return { text, changes };
  return { text: cleanAfterRemoval(out.replace(/[ \t]+\n/g, '\n')).trim(), changes };
}

/** bullets: one point per sentence (or per line, when the text is already in lines). */
export function bulletPass(text: string): PassResult {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const items =
    lines.length > 1 ? lines.flatMap((l) => splitSentences(l)) : paragraphs(text).flatMap((p) => splitSentences(p));
  const points = items.map((s) => s.replace(/^(?:[-*•]|\d+[.)])\s+/, '')).filter(Boolean);
  if (!points.length) return { text, changes: [] };
  const out = points.map((p) => `• ${p}`).join('\n');
  return {
    text: out,
    changes: [
      {
        before: '',
        after: '',
        reason: `Split into ${points.length} bullet points.`,
        rule: 'bullets',
        category: 'format',
        position: 0,
        applied: true,
      },
    ],
  };
}
