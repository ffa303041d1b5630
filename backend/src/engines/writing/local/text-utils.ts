import type { ChangeCategory, TextChange } from 'src/engines/writing/writing-engine';
import { isSentenceStartAt, outsideHardSpans, protect, type Protection } from './protect';
import { matchCase } from 'src/common/text';

export interface PassResult {
  text: string;
  changes: TextChange[];
}

export interface PhraseRule {
  /** A phrase (matched case-insensitively on word boundaries) or a regular expression. */
  from: string | RegExp;
  to: string;
  reason?: string;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Marks where a removal left a sentence without its first word: the next letter becomes a capital. */
const CAPITAL_MARK = '\u0001';

/**
 * Applies phrase rules in order, recording each replacement. Matches that touch a protected span (code, links,
 * names, the writer's vocabulary: see protect.ts) are left alone. Removing a phrase also removes one adjacent
 * space, and a sentence that loses its first word gets its capital back (only there: a lower-case start the
 * writer chose, or one after "9 a.m.", stays).
 */
export function replacePhrases(
  input: string,
  rules: PhraseRule[],
  rule: string,
  category: ChangeCategory,
  defaultReason: string,
): PassResult {
  let text = input;
  const changes: TextChange[] = [];
  for (const r of rules) {
    const re =
      typeof r.from === 'string'
        ? // a whole word, not part of a hyphenated one ("self-sufficient" is not "self-enough")
          new RegExp(`(?<![\\p{L}\\p{N}'-])${escape(r.from).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}]|-\\p{L})`, 'giu')
        : r.from;
    // the protected spans of the text this rule reads, found when the rule first matches
    let protection: Protection | undefined;
    text = text.replace(re, (match: string, ...args: unknown[]) => {
      const at = args.findIndex((a) => typeof a === 'number');
      const offset = args[at] as number;
      const whole = args[at + 1] as string;
      protection ??= protect(whole.replace(new RegExp(CAPITAL_MARK, 'g'), ' '));
      const after = matchCase(
        match,
        r.to.replace(/\$(\d)/g, (_, i: string) => String(args[Number(i) - 1] ?? '')),
      );
      const lead = /^\s*/.exec(match)![0].length;
      if (!protection.allows(offset + lead, offset + match.length, after, { style: true })) return match;
      changes.push({
        before: match,
        after,
        reason: r.reason ?? defaultReason,
        rule,
        category,
        position: offset,
        applied: true,
      });
      const startsSentence = isSentenceStartAt(whole, offset + lead);
      return after === '' && startsSentence ? match.slice(0, lead) + CAPITAL_MARK : after;
    });
  }
  text = text
    .replace(
      new RegExp(`${CAPITAL_MARK}([\\s,;:]*)(\\p{Ll})`, 'gu'),
      (_, gap: string, c: string) => gap + c.toUpperCase(),
    )
    .replace(new RegExp(CAPITAL_MARK, 'g'), '');
  return { text: cleanAfterRemoval(text), changes };
}

/**
 * Tidies what deletions leave behind: double spaces, space before punctuation, stray leading commas; never
 * inside code, links or paths (their spacing is theirs).
 */
export function cleanAfterRemoval(text: string): string {
  return outsideHardSpans(text, (t) =>
    t
      // (a line's indentation is the writer's: a stack trace, JSON, a nested list; one space left at a line's
      // start by a removed word is not)
      .replace(/(?<=\S)[ \t]{2,}/g, ' ')
      .replace(/ +([,;:!?।]|\.(?![.\w"'`]))/g, '$1')
      .replace(/([,;:]){2,}/g, '$1')
      .replace(/(^|[.!?][ \t]+|\n)([ \t]*)([,;:][ \t]*)/g, '$1$2')
      .replace(/^ (?=\S)|[ \t]+$/gm, ''),
  );
}

/** Sentences of a paragraph (English and Hindi end marks), keeping their punctuation. */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const m of paragraph.split(/(?<=[.!?।]["')\]]*)\s+/)) {
    const s = m.trim();
    if (!s) continue;
    // keep abbreviations and decimals with the following text
    const prev = out[out.length - 1];
    if (prev && /\b(?:Mr|Mrs|Ms|Dr|St|vs|etc|e\.g|i\.e|No)\.$/i.test(prev)) out[out.length - 1] = `${prev} ${s}`;
    else out.push(s);
  }
  return out;
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

const STOPWORDS = new Set(
  `a an the and or but if then so of to in on at by for with from as is are was were be been being it its this that these those
  i me my we our you your he him his she her they them their what which who whom whose when where why how all any both each few
  more most other some such no nor not only own same than too very can will just do does did doing have has had having would
  should could may might must shall about above after again against below between into through during before under over out up
  down off once here there also really much many lot lots get got make made like one two three thing things way people think
  because while until although though however therefore thus yet still even ever every own well new good`.split(/\s+/),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}
