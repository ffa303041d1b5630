import type { TextChange } from 'src/engines/writing/writing-engine';
import { removeEmoji, splitSignOff } from './passes';
import { cleanAfterRemoval, PassResult, PhraseRule, replacePhrases, splitSentences } from './text-utils';

const CONTRACTIONS: [string, string][] = [
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["shan't", 'shall not'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["wouldn't", 'would not'],
  ["couldn't", 'could not'],
  ["shouldn't", 'should not'],
  ["mustn't", 'must not'],
  ["I'm", 'I am'],
  ["I've", 'I have'],
  ["I'll", 'I will'],
  ["I'd", 'I would'],
  ["you're", 'you are'],
  ["you've", 'you have'],
  ["you'll", 'you will'],
  ["we're", 'we are'],
  ["we've", 'we have'],
  ["we'll", 'we will'],
  ["they're", 'they are'],
  ["they've", 'they have'],
  ["they'll", 'they will'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["here's", 'here is'],
  ["what's", 'what is'],
  ["let's", 'let us'],
  ["he's", 'he is'],
  ["she's", 'she is'],
];

const SLANG: PhraseRule[] = [
  { from: 'gonna', to: 'going to' },
  { from: 'wanna', to: 'want to' },
  { from: 'gotta', to: 'have to' },
  { from: 'kinda', to: 'somewhat' },
  { from: 'sorta', to: 'somewhat' },
  { from: 'dunno', to: 'do not know' },
  { from: 'yeah', to: 'yes' },
  { from: 'yep', to: 'yes' },
  { from: 'nope', to: 'no' },
  { from: 'btw', to: 'by the way' },
  { from: 'asap', to: 'as soon as possible' },
  { from: 'thx', to: 'thank you' },
  { from: 'thanks a ton', to: 'thank you very much' },
  { from: 'awesome', to: 'excellent' },
  { from: 'super cool', to: 'excellent' },
  { from: 'stuff', to: 'material' },
  { from: 'guys', to: 'everyone' },
  { from: 'hey', to: 'hello' },
  { from: /(?:^|\s)(?:lol|lmao|rofl|omg)(?=[\s.,!?]|$)/gi, to: '' },
];

/** Past participles after which "'s" is "has" and "'d" is "had" ("it's been" → "it has been"). */
const PARTICIPLE =
  'been|got|gotten|had|gone|done|seen|made|taken|given|become|come|left|said|told|found|known|shown|written|heard|felt|kept|brought|bought|thought|already|never|just|always|ever';

/** "'s" and "'d" that stand for "has" and "had". */
const HAS_HAD: PhraseRule[] = [
  {
    from: new RegExp(
      `(?<![\\p{L}'’])(it|that|there|here|what|who|he|she|where|everyone|nobody|someone)['’]s(?=\\s+(?:${PARTICIPLE})\\b)`,
      'giu',
    ),
    to: '$1 has',
  },
  {
    from: new RegExp(`(?<![\\p{L}'’])(I|you|we|they|he|she|it|there)['’]d(?=\\s+(?:${PARTICIPLE})\\b)`, 'giu'),
    to: '$1 had',
  },
];

/** Fillers a professional text leaves out ("Honestly, …", "basically"). */
const FILLERS: PhraseRule[] = [
  { from: /(?<=\b(?:honestly|basically|literally|so|well|like|anyway))\s*(?:\.\.\.|…)\s*/giu, to: ' ' },
  {
    from: /(?<=^|[.!?]\s+|\n)(?:honestly|basically|literally|seriously|anyway|to be honest),?\s+(?=\p{L})/giu,
    to: '',
  },
  { from: /,?\s*\b(?:basically|literally|honestly|totally)\b,?(?=\s)/gi, to: '' },
];

/** Apostrophes typed as ’ are matched too. */
function apostrophes(s: string): string {
  return s.replace(/'/g, "['’]");
}

const toPattern = (s: string) => new RegExp(`(?<![\\p{L}'])${apostrophes(s)}(?![\\p{L}])`, 'giu');

/** professional: expand contractions ("it's been" → "it has been"), replace slang, drop fillers and emoji,
 * calm exclamation runs. */
export function professionalTone(text: string): PassResult {
  const noEmoji = removeEmoji(text);
  const fillers = replacePhrases(noEmoji.text, FILLERS, 'tone:filler', 'tone', 'Filler words left out.');
  const hasHad = replacePhrases(
    fillers.text,
    HAS_HAD,
    'tone:expand-contractions',
    'tone',
    'Contractions read as informal; written out in full.',
  );
  const expand = replacePhrases(
    hasHad.text,
    CONTRACTIONS.map(([c, full]) => ({ from: toPattern(c), to: full })),
    'tone:expand-contractions',
    'tone',
    'Contractions read as informal; written out in full.',
  );
  const slang = replacePhrases(expand.text, SLANG, 'tone:slang', 'tone', 'Informal word replaced.');
  const changes: TextChange[] = [
    ...noEmoji.changes,
    ...fillers.changes,
    ...hasHad.changes,
    ...expand.changes,
    ...slang.changes,
  ];
  const calm = slang.text.replace(/([!?])[!?]+|!/g, (m: string, _p: string, offset: number) => {
    const after = m.startsWith('?') ? '?' : '.';
    changes.push({
      before: m,
      after,
      reason: 'Exclamation marks removed for a professional tone.',
      rule: 'tone:exclamations',
      category: 'tone',
      position: offset,
      applied: true,
    });
    return after;
  });
  return { text: cleanAfterRemoval(calm), changes };
}

/** Formal words and openers a casual text says more simply. */
const CASUAL_WORDS: PhraseRule[] = [
  { from: /(?<=^|\n)Dear (?=[\p{Lu}][\p{L}.]*(?: [\p{Lu}][\p{L}.]*)*,)/gu, to: 'Hi ' },
  { from: /\b(?:Kind|Best|Warm) regards,/g, to: 'Cheers,' },
  { from: /(?<=^|[.!?]\s+|\n)However,\s+/g, to: 'But ' },
  { from: /(?<=^|[.!?]\s+|\n)Therefore,\s+/g, to: 'So ' },
  { from: /(?<=^|[.!?]\s+|\n)(?:Furthermore|Moreover|Additionally),\s+/g, to: 'Also, ' },
  { from: 'I would like to', to: "I'd like to" },
  { from: 'regarding', to: 'about' },
  { from: 'purchase', to: 'buy' },
  { from: 'assist', to: 'help' },
  { from: 'require', to: 'need' },
  { from: 'sufficient', to: 'enough' },
  { from: 'commence', to: 'start' },
  { from: 'inform you', to: 'let you know' },
  { from: 'at your earliest convenience', to: 'when you can' },
];

/**
 * casual: contract where a contraction is natural (never at the end of a clause: "that's what it is") and
 * say formal words and openers simply ("However," → "But", "regarding" → "about", "Dear Priya," → "Hi Priya,").
 */
export function casualTone(text: string): PassResult {
  const rules: PhraseRule[] = CONTRACTIONS.filter(([c]) => !["let's", "shan't", "mustn't"].includes(c)).map(
    ([c, full]) => ({
      from: new RegExp(`(?<![\\p{L}'])${full.replace(/ /g, '\\s+')}(?=\\s+[\\p{L}])`, 'giu'),
      to: c,
    }),
  );
  const contracted = replacePhrases(
    text,
    rules,
    'tone:contract',
    'tone',
    'Contracted for a relaxed, conversational tone.',
  );
  const simpler = replacePhrases(contracted.text, CASUAL_WORDS, 'tone:casual-word', 'tone', 'Said more simply.');
  return { text: simpler.text, changes: [...contracted.changes, ...simpler.changes] };
}

const IMPERATIVE =
  /^(send|give|tell|let|call|check|make|do|fix|update|share|review|reply|come|bring|provide|confirm|email|write|finish|submit|complete|explain|help|sign|pay|return|stop|change|add|remove|read|look|see|note|contact|inform)\b/i;

const POLITE: PhraseRule[] = [
  { from: /\bI want\b/g, to: 'I would like' },
  { from: /\bI need you to\b/g, to: 'Could you please' },
  { from: /\byou must\b/gi, to: 'please' },
  { from: /\byou need to\b/gi, to: 'please' },
  { from: /\byou have to\b/gi, to: 'please' },
  { from: /\bASAP\b/gi, to: 'as soon as you can' },
  { from: /\bimmediately\b/gi, to: 'as soon as possible' },
];

/** polite: softeners for demands and bare imperatives, and a thank-you when none is there. */
export function politeTone(text: string): PassResult {
  const softened = replacePhrases(text, POLITE, 'tone:softener', 'tone', 'Softened to sound polite.');
  const changes = [...softened.changes];
  const lines = softened.text.split('\n').map((line) =>
    splitSentences(line)
      .map((s) => {
        if (!IMPERATIVE.test(s) || /^please\b/i.test(s)) return s;
        const after = `Please ${s[0].toLowerCase()}${s.slice(1)}`;
        changes.push({
          before: s,
          after,
          reason: 'A request reads better with "please".',
          rule: 'tone:please',
          category: 'tone',
          position: 0,
          applied: true,
        });
        return after;
      })
      .join(' '),
  );
  let out = lines.join('\n');
  if (!/\b(thank|thanks|grateful|appreciate)/i.test(out) && out.trim()) {
    // the thanks closes the body: above a sign-off ("Regards,\nPriya"), never after the signature
    const { body, signOff } = splitSignOff(out);
    const position = body.trimEnd().length;
    out = `${body.trimEnd()}\n\nThank you.${signOff ? `\n\n${signOff}` : ''}`;
    changes.push({
      before: '',
      after: 'Thank you.',
      reason: 'Closing thanks added.',
      rule: 'tone:thanks',
      category: 'tone',
      position,
      applied: true,
    });
  }
  return { text: out, changes };
}
