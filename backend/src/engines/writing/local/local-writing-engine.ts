import type { RawLint } from 'src/engines/writing/harper/harper-pool';
import { formatForPlatform } from 'src/engines/writing/formatters';
import type {
  EnhanceResult,
  Notice,
  TextChange,
  WritingEngine,
  WritingOptions,
} from 'src/engines/writing/writing-engine';
import { normaliseInput } from 'src/engines/writing/writing-engine';
import { detectLanguage, hasDevanagari } from 'src/common/text';
import { agreementEdits, learnerEdits } from './english';
import { introCommaEdits, learnerCommaEdits, withoutOptionalMarks } from './commas';
import { tagsOf } from './lexicon';
import { loadNgrams } from './ngrams';
import { loadEnglishWordList } from './english-wordlist';
import { loadRomanizedHindi } from './romanized-hindi';
import { loadSpelling } from './spelling';
import { loadMisspellings } from './misspellings';
import { applyEdits, chooseEdits, GrammarEdit, toChanges } from './grammar';
import { hindiPass } from './hindi';
import { isHeadingAt, isSentenceStartAt, protect, type Protection } from './protect';
import { isChatWord, isKnownWord, loadVocabulary } from './vocabulary';
import { summarize } from './length';
import { bulletPass, clarityPass, humanPass, impactPass, removeEmoji } from './passes';
import type { PassResult } from './text-utils';
import { isIntroPhrase, tidyEdits } from './tidy';
import { casualTone, politeTone, professionalTone } from './tone';

/** What the local engine needs from Harper (the worker pool in production, a fake in unit tests). */
export interface Linter {
  lint(text: string): Promise<RawLint[]>;
}

/** Paragraph-aligned chunks of about this many characters are linted in parallel. */
const CHUNK_CHARS = 2500;

/** Loads the word-pair counts and the lexicon the rules read, so no request pays for it. */
export function loadLanguageData(): void {
  loadNgrams();
  tagsOf('the');
  loadVocabulary();
  loadSpelling();
  loadMisspellings();
  loadEnglishWordList();
  loadRomanizedHindi();
}

/** Merges two edit lists, dropping any edit that overlaps one already kept (the first list wins ties). */
function mergeEdits(primary: GrammarEdit[], secondary: GrammarEdit[]): GrammarEdit[] {
  // at the same position a real fix goes before a capital-only edit, which the fix then carries ("every one
  // was" → "Everyone was", not "Every one was")
  const caseOnly = (e: GrammarEdit) => e.after !== e.before && e.after.toLowerCase() === e.before.toLowerCase();
  // in a sentence about the past the past tense wins over the checker's agreement ("Yesterday I spoke …, and she
  // approve" → "approved", not "approves")
  const pastTense = (e: GrammarEdit) => e.rule === 'grammar:past-time-tense';
  const applied = [...primary.filter((e) => e.applied), ...secondary].sort(
    (a, b) =>
      a.start - b.start ||
      Number(pastTense(b)) - Number(pastTense(a)) ||
      Number(caseOnly(a)) - Number(caseOnly(b)) ||
      a.end - b.end,
  );
  const kept: GrammarEdit[] = [];
  let lastEnd = -1;
  for (const e of applied) {
    const prev = kept.at(-1);
    if (e.start < lastEnd) continue;
    // an insertion right after an edit that already ends with it ("However" → "However," then ",")
    if (prev && e.start === e.end && prev.end === e.start && prev.after.endsWith(e.after)) continue;
    kept.push(e);
    lastEnd = Math.max(lastEnd, e.end);
  }
  return [...kept, ...primary.filter((e) => !e.applied)].sort((a, b) => a.start - b.start);
}

/**
 * A sentence starts with a capital, also where another edit rewrote its first word. A word corrected into an introductory phrase at the start of a sentence ("Infact" → "In fact", "Furethermore"
 * → "Furthermore") takes the comma such a phrase takes, unless one follows already.
 */
function withIntroCommas(text: string, edits: GrammarEdit[]): GrammarEdit[] {
  for (const e of edits) {
    // Harper reports one lint per word: "therefore" at the start of a sentence gets its comma but not its capital
    if (e.applied && /^[a-z]/.test(e.after) && /^[a-z]/.test(e.before) && isSentenceStartAt(text, e.start))
      e.after = e.after[0].toUpperCase() + e.after.slice(1);
    if (!e.applied || e.after.endsWith(',') || !isIntroPhrase(e.after) || isIntroPhrase(e.before)) continue;
    if (!isSentenceStartAt(text, e.start) || !/^\s+[A-Za-z]/.test(text.slice(e.end, e.end + 3))) continue;
    e.after += ',';
  }
  return edits;
}

/** The rules that give the first word of a sentence its capital. */
const SENTENCE_CAPITAL_RULES = /^(?:harper:SentenceCapitalization|tidy:sentence-capital)$/;

/** Lint rules whose advice depends on the next word: not trusted next to a masked span (e.g. "a" before a link). */
const CONTEXT_RULES = /^harper:(?!SpellCheck)/;

/**
 * Drops the edits that would harm the text: any edit of a protected span; a checker edit right beside a masked
 * span (it read blanks there); a spelling "fix" of a word that is right in another English dialect; a capital
 * where no sentence starts (after "9 a.m.", in a text the writer keeps in lower case).
 */
function keepSafe(text: string, protection: Protection, edits: GrammarEdit[]): GrammarEdit[] {
  const lowerStyle = writesInLowerCase(text);
  // a poem with no capital letter at all ("my grandmother's hands / … / she never said i love you") is written
  // in lower case on purpose: not even "i" is capitalised there
  const allLower = !/\p{Lu}/u.test(text) && text.split('\n').filter((l) => l.trim()).length >= 3;
  return edits.filter((e) => {
    if (!protection.allows(e.start, e.end, e.after)) return false;
    if (allLower && e.after !== e.before && e.after.toLowerCase() === e.before.toLowerCase()) return false;
    // a title line has no verb to agree ("Mumbai rain" is not "Mumbai rains"; "for 4 person" is still "people")
    if (/agreement|tense|verb/i.test(e.rule) && isHeadingAt(text, e.start)) return false;
    if (CONTEXT_RULES.test(e.rule) && e.category !== 'spelling' && protection.touchesHard(e.start, e.end)) return false;
    // the space before ".gitignore" or a link is not a space before punctuation
    if (/^\s+$/.test(e.before) && !e.after.trim() && protection.touchesHard(e.start, e.end)) return false;
    const word = e.before.trim();
    // the checker's dictionary is American: a word right in British (or Indian) English is the writer's
    const caseOnly = e.after.toLowerCase() === e.before.toLowerCase(); // "italian" → "Italian" is not a dialect
    const pronoun = /^i(?:['’][a-z]+)?$/.test(e.before); // "i" → "I" anywhere
    // a capital only where the dictionaries know the word only with one ("italian"; not "olympiad")
    if (caseOnly && e.category === 'spelling' && /^[a-z]+$/.test(word) && isKnownWord(word)) return false;
    // "i.e." is no pronoun
    if (pronoun && /^\.[a-z]\./i.test(text.slice(e.end))) return false;
    // a chat kept in lower case keeps its "sunday", "rohit" and "i" (three writers of held-out chats kept their
    // lower-case "i" on purpose; in prose with capitals "i" is still "I")
    if (lowerStyle && caseOnly && /^\p{Ll}/u.test(e.before)) return false;
    // a compound the dictionaries know is not split ("roadmap", "whiteboard"), unless a rule of ours knows why
    // ("everyday" as an adverb is "every day")
    if (
      /^[A-Za-z]+$/.test(word) &&
      e.after.replace(/[\s-]/g, '') === word &&
      e.after !== word &&
      isKnownWord(word) &&
      !/^grammar:/.test(e.rule)
    )
      return false;
    // two words merged where the second is a verb: "my brother's car go fast" is not "cargo"
    const parts = /^([A-Za-z]+) ([A-Za-z]+)$/.exec(e.before);
    if (
      parts &&
      e.after.toLowerCase() === (parts[1] + parts[2]).toLowerCase() &&
      /^VB/.test(tagsOf(parts[2].toLowerCase())[0] ?? '')
    )
      return false;
    const checkerSpelling =
      e.rule.startsWith('harper:') && e.category === 'spelling' && !caseOnly && /^[A-Za-z'’-]+$/.test(word);
    if (checkerSpelling && (isKnownWord(word) || (/^[A-Z][a-z]/.test(word) && isKnownWord(word.toLowerCase()))))
      return false;
    // a sentence capital needs a sentence start (a proper-noun capital, "italian" → "Italian", does not)
    const capitalises =
      SENTENCE_CAPITAL_RULES.test(e.rule) &&
      /^\p{Ll}/u.test(e.before) &&
      /^\p{Lu}/u.test(e.after) &&
      e.after.slice(1) === e.before.slice(1);
    // the mark before it belongs to code or a quotation of marks ('" ." gaps'): no sentence ended there
    const markAt = text.slice(0, e.start).trimEnd().length - 1;
    if (
      capitalises &&
      !pronoun &&
      (lowerStyle ||
        !isSentenceStartAt(text, e.start) ||
        isChatWord(word) ||
        inLowerCaseList(text, e.start) ||
        (markAt >= 0 && protection.hardAt(markAt)))
    )
      return false;
    return true;
  });
}

const LIST_ITEM = /^[ \t]*(?:[-*+•]|\d+[.)])[ \t]+(\S)/;

/** True when `index` starts an item of a list whose items all start in lower case (at least two: on purpose). */
function inLowerCaseList(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (!LIST_ITEM.test(text.slice(lineStart, index + 1))) return false;
  const lines = text.split('\n');
  let at = 0;
  let line = 0;
  while (line < lines.length && at + lines[line].length < lineStart) at += lines[line++].length + 1;
  let first = line;
  while (first > 0 && LIST_ITEM.test(lines[first - 1])) first--;
  let last = line;
  while (last + 1 < lines.length && LIST_ITEM.test(lines[last + 1])) last++;
  const items = lines.slice(first, last + 1).map((l) => LIST_ITEM.exec(l)?.[1] ?? '');
  return items.length >= 2 && items.every((c) => /\p{Ll}/u.test(c));
}

/**
 * True when the writer starts sentences in lower case on purpose: a chat message (chat words or emoji) or a
 * text in lines (a poem) in which at least two sentences start in lower case and none with a capital. Otherwise
 * a lower-case start is a slip.
 */
function writesInLowerCase(text: string): boolean {
  const emoji = /\p{Extended_Pictographic}/u.test(text);
  const chatWords = (text.match(/[A-Za-z]+/g) ?? []).filter(isChatWord).length;
  const chatty = emoji || chatWords > 0;
  // or a text in three lines or more (a poem, lyrics): its lines start in lower case by design
  const lines = text.split('\n').filter((l) => l.trim()).length;
  if (!chatty && lines < 3) return false;
  let lower = 0;
  let all = 0;
  for (const m of text.matchAll(/(?:^|[.!?]["')\]]*\s+|\n\s*)(\p{L})/gu)) {
    const at = m.index + m[0].length - m[1].length;
    if (!isSentenceStartAt(text, at)) continue;
    // ("I'll get the biryani": the pronoun "I" is capitalised in any style)
    if (/^I\b/.test(text.slice(at))) continue;
    all++;
    if (/\p{Ll}/u.test(m[1])) lower++;
  }
  // (so does one sentence with an emoji or two chat words: "wfh today, ping me on teams … i'll catch up by eod")
  const plainlyChat = emoji || chatWords >= 2;
  return (lower >= 2 || (plainlyChat && lower === 1)) && lower === all;
}

/**
 * The offline writing engine: normalise → detect language → grammar and spelling (Harper for English,
 * rules and a misspelling list for Hindi) → option passes → tone → length → bullets → platform.
 */
/**
 * The sentences of `text` (the text after `edits` were applied) that hold an applied edit `counts` accepts, as [start, end)
 * ranges: a sentence ends at a full stop, question or exclamation mark followed by a space, or at a line break.
 */
export function changedSentences(
  text: string,
  edits: GrammarEdit[],
  counts: (edit: GrammarEdit) => boolean = () => true,
): [number, number][] {
  // where each sentence starts: after a mark and its space, or after a line break (one scan of the text)
  const starts = [0];
  for (const m of text.matchAll(/[.!?](?=\s)\s|\n/g)) starts.push(m.index + m[0].length);
  starts.push(text.length + 1);
  const sentenceOf = (at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const ranges: [number, number][] = [];
  let shift = 0;
  for (const e of [...edits].filter((x) => x.applied).sort((a, b) => a.start - b.start)) {
    const start = e.start + shift;
    shift += e.after.length - (e.end - e.start);
    if (!counts(e)) continue;
    const from = starts[sentenceOf(start)];
    const to = Math.min(text.length, starts[sentenceOf(Math.max(start, start + e.after.length - 1)) + 1]);
    const last = ranges.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else ranges.push([from, to]);
  }
  return ranges;
}

export class LocalWritingEngine implements WritingEngine {
  readonly name = 'local';

  constructor(private readonly linter: Linter) {}

  /**
   * Grammar, spelling, spacing and punctuation for English text, as edits of `text`. The checker reads the
   * text with its protected spans masked; no edit may change a protected span (see protect.ts).
   */
  async grammarEdits(
    text: string,
    protection: Protection = protect(text),
    /** Only these [start, end) ranges go to the checker (the follow-up round); default the whole text. */
    ranges?: [number, number][],
  ): Promise<GrammarEdit[]> {
    const masked = protection.masked();
    const chunks: { start: number; text: string }[] = (ranges ?? []).map(([a, b]) => ({
      start: a,
      text: text.slice(a, b),
    }));
    let start = ranges ? text.length : 0;
    while (start < text.length) {
      let end = Math.min(text.length, start + CHUNK_CHARS);
      if (end < text.length) {
        const para = text.lastIndexOf('\n', end);
        end = para > start ? para + 1 : end;
        if (para <= start) {
          const sentence = masked.slice(start, end).search(/[.!?]\s[^.!?]*$/);
          const space = masked.lastIndexOf(' ', end);
          end = sentence > 0 ? start + sentence + 2 : space > start ? space + 1 : end;
        }
      }
      chunks.push({ start, text: text.slice(start, end) });
      start = end;
    }
    // only chunks with words left to read go to the checker
    const linted = await Promise.all(
      chunks.map((c) => {
        const visible = masked.slice(c.start, c.start + c.text.length);
        return /[A-Za-z]{2}/.test(visible) ? this.linter.lint(visible) : Promise.resolve([]);
      }),
    );
    const edits = linted.flatMap((lints, i) =>
      chooseEdits(chunks[i].text, lints).map((e) => ({
        ...e,
        start: e.start + chunks[i].start,
        end: e.end + chunks[i].start,
      })),
    );
    const learner = learnerEdits(text);
    // in a sentence about the past, the past tense wins over agreement ("Yesterday the client approve" → approved)
    const past = learner.filter((e) => e.rule === 'grammar:past-time-tense');
    const own = [
      ...tidyEdits(text),
      ...past,
      ...agreementEdits(text),
      ...learner.filter((e) => !past.includes(e)),
      ...introCommaEdits(text),
    ];
    const merged = mergeEdits(keepSafe(text, protection, edits), keepSafe(text, protection, own));
    // a sentence with a learner's error in it gets the commas of edited prose after a short opening phrase too
    const learnerCommas = keepSafe(text, protection, learnerCommaEdits(text, merged));
    return withoutOptionalMarks(
      text,
      withIntroCommas(text, learnerCommas.length ? mergeEdits(merged, learnerCommas) : merged),
    );
  }

  /**
   * One more round over the sentences the first round changed: a fix can make the next error readable ("He
   * dont know nothing" → "doesn't know nothing" → "doesn't know anything"; "a lot of worker worked", where the
   * comma edit on the same word kept the plural out). Only applied edits in those sentences are kept: the rest
   * of the text was read in the first round already.
   */
  private async followUpEdits(text: string, first: GrammarEdit[]): Promise<GrammarEdit[]> {
    // only a changed word can reveal another error (a comma or a capital does not; an apostrophe does: dont → don't)
    const words = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'’]+/gu, '');
    const changed = changedSentences(text, first, (e) => words(e.before) !== words(e.after));
    if (!changed.length) return [];
    const edits = await this.grammarEdits(text, protect(text), changed);
    return edits.filter((e) => e.applied && changed.some(([a, b]) => e.start >= a && e.end <= b));
  }

  async enhance(input: string, options: WritingOptions): Promise<EnhanceResult> {
    const notices: Notice[] = [];
    const changes: TextChange[] = [];
    const enh = new Set(options.enhancements ?? []);
    let text = normaliseInput(input);
    const language = detectLanguage(text);
    const english = language === 'english';
    const step = (r: { text: string; changes: TextChange[] }) => {
      text = r.text;
      changes.push(...r.changes);
    };
    const englishOnly = (option: string, run: () => void) => {
      if (english) run();
      else notices.push({ code: 'english_only_option', option });
    };

    // grammar and spelling are always fixed ("Enhance"); the options add to them
    if (hasDevanagari(text)) {
      // Devanagari: Hindi spelling and punctuation (in a mixed text, only its Hindi parts are touched)
      step(hindiPass(text));
      if (!english) notices.push({ code: 'hindi_grammar_limited' });
    }
    const protection = protect(text);
    if (/[A-Za-z]{2}/.test(protection.masked())) {
      const edits = await this.grammarEdits(text, protection);
      text = applyEdits(text, edits);
      changes.push(...toChanges(edits));
      const followUp = await this.followUpEdits(text, edits);
      text = applyEdits(text, followUp);
      changes.push(...toChanges(followUp));
    }
    if (protection.hinglish) notices.push({ code: 'hinglish_kept' });
    if (enh.has('no_emoji')) step(removeEmoji(text));
    if (enh.has('clarity')) englishOnly('clarity', () => step(clarityPass(text)));
    if (enh.has('impactful')) englishOnly('impactful', () => step(impactPass(text)));
    if (enh.has('human')) englishOnly('human', () => step(humanPass(text)));
    if (enh.has('paraphrase')) notices.push({ code: 'needs_ai_paraphrase', option: 'paraphrase' });
    if (enh.has('engaging')) notices.push({ code: 'needs_ai_engaging', option: 'engaging' });

    // a tone that finds nothing to change says so (not a silent "no changes were needed")
    const tone = (option: 'professional' | 'casual' | 'polite', pass: (t: string) => PassResult) =>
      englishOnly(option, () => {
        const r = pass(text);
        if (!r.changes.length) notices.push({ code: 'tone_already', option });
        step(r);
      });
    switch (options.tone) {
      case 'professional':
        tone('professional', professionalTone);
        break;
      case 'casual':
        tone('casual', casualTone);
        break;
      case 'polite':
        tone('polite', politeTone);
        break;
      case 'funny':
        notices.push({ code: 'needs_ai_funny', option: 'funny' });
        break;
    }

    if (options.responseLength === 'concise') {
      const summary = summarize(text);
      if (summary.kept === summary.total) notices.push({ code: 'summary_kept_all', option: 'concise' });
      else {
        changes.push({
          before: '',
          after: '',
          reason: `Shortened to the ${summary.kept} key sentences of ${summary.total}.`,
          rule: 'length:concise',
          category: 'length',
          position: 0,
          applied: true,
        });
        text = summary.text;
      }
    } else if (options.responseLength === 'detailed') {
      notices.push({ code: 'needs_ai_detailed', option: 'detailed' });
    }

    if (enh.has('bullets')) step(bulletPass(text));

    if (options.socialMedia) {
      const formatted = formatForPlatform(text, options.socialMedia);
      if (formatted.text !== text) {
        changes.push({
          before: '',
          after: '',
          reason: `Formatted for ${options.socialMedia}.`,
          rule: `platform:${options.socialMedia}`,
          category: 'format',
          position: 0,
          applied: true,
        });
      }
      text = formatted.text;
      notices.push(...formatted.notices);
    }

    if (options.outputLanguage && options.outputLanguage !== language) {
      notices.push({ code: 'needs_ai_translation', option: options.outputLanguage });
    }
    return { text, changes, notices };
  }
}
