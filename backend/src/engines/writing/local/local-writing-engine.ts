import type { RawLint } from 'src/engines/writing/harper/harper-pool';
import { formatForPlatform } from 'src/engines/writing/formatters';
import type {
  EnhanceResult,
  InputLanguage,
  Notice,
  TextChange,
  WritingEngine,
  WritingOptions,
} from 'src/engines/writing/writing-engine';
import { normaliseInput } from 'src/engines/writing/writing-engine';
import { agreementEdits } from './agreement';
import { introCommaEdits } from './commas';
import { tagsOf } from './lexicon';
import { loadNgrams } from './ngrams';
import { applyEdits, chooseEdits, GrammarEdit, isSentenceStart, toChanges } from './grammar';
import { hindiPass, isHindi } from './hindi';
import { summarize } from './length';
import { bulletPass, clarityPass, humanPass, impactPass, removeEmoji } from './passes';
import { isIntroPhrase, tidyEdits } from './tidy';
import { casualTone, politeTone, professionalTone } from './tone';

/** What the local engine needs from Harper (the worker pool in production, a fake in unit tests). */
export interface Linter {
  lint(text: string): Promise<RawLint[]>;
}

/** Options that rewrite the text; when none is chosen (or fix_grammar is), grammar and spelling are fixed. */
const REWRITING = ['clarity', 'engaging', 'bullets', 'no_emoji', 'impactful', 'human', 'paraphrase'] as const;

/** Paragraph-aligned chunks of about this many characters are linted in parallel. */
const CHUNK_CHARS = 2500;

/** Loads the word-pair counts and the lexicon the rules read, so no request pays for it. */
export function loadLanguageData(): void {
  loadNgrams();
  tagsOf('the');
}

export function detectLanguage(text: string): InputLanguage {
  return isHindi(text) ? 'hindi' : 'english';
}

/** Merges two edit lists, dropping any edit that overlaps one already kept (the first list wins ties). */
function mergeEdits(primary: GrammarEdit[], secondary: GrammarEdit[]): GrammarEdit[] {
  // at the same position a real fix goes before a capital-only edit, which the fix then carries ("every one
  // was" → "Everyone was", not "Every one was")
  const caseOnly = (e: GrammarEdit) => e.after !== e.before && e.after.toLowerCase() === e.before.toLowerCase();
  const applied = [...primary.filter((e) => e.applied), ...secondary].sort(
    (a, b) => a.start - b.start || Number(caseOnly(a)) - Number(caseOnly(b)) || a.end - b.end,
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
    if (e.applied && /^[a-z]/.test(e.after) && /^[a-z]/.test(e.before) && isSentenceStart(text, e.start))
      e.after = e.after[0].toUpperCase() + e.after.slice(1);
    if (!e.applied || e.after.endsWith(',') || !isIntroPhrase(e.after) || isIntroPhrase(e.before)) continue;
    if (!isSentenceStart(text, e.start) || !/^\s+[A-Za-z]/.test(text.slice(e.end, e.end + 3))) continue;
    e.after += ',';
  }
  return edits;
}

/**
 * The offline writing engine: normalise → detect language → grammar and spelling (Harper for English,
 * rules and a misspelling list for Hindi) → option passes → tone → length → bullets → platform.
 */
export class LocalWritingEngine implements WritingEngine {
  readonly name = 'local';

  constructor(private readonly linter: Linter) {}

  /** Grammar, spelling, spacing and punctuation for English text, as edits of `text`. */
  async grammarEdits(text: string): Promise<GrammarEdit[]> {
    const chunks: { start: number; text: string }[] = [];
    let start = 0;
    while (start < text.length) {
      let end = Math.min(text.length, start + CHUNK_CHARS);
      if (end < text.length) {
        const para = text.lastIndexOf('\n', end);
        end = para > start ? para + 1 : end;
        if (para <= start) {
          const sentence = text.slice(start, end).search(/[.!?]\s[^.!?]*$/);
          const space = text.lastIndexOf(' ', end);
          end = sentence > 0 ? start + sentence + 2 : space > start ? space + 1 : end;
        }
      }
      chunks.push({ start, text: text.slice(start, end) });
      start = end;
    }
    const linted = await Promise.all(chunks.map((c) => this.linter.lint(c.text)));
    const edits = linted.flatMap((lints, i) =>
      chooseEdits(chunks[i].text, lints).map((e) => ({
        ...e,
        start: e.start + chunks[i].start,
        end: e.end + chunks[i].start,
      })),
    );
    return withIntroCommas(
      text,
      mergeEdits(edits, [...tidyEdits(text), ...agreementEdits(text), ...introCommaEdits(text)]),
    );
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

    if (enh.has('fix_grammar') || !REWRITING.some((o) => enh.has(o))) {
      if (english) {
        const edits = await this.grammarEdits(text);
        text = applyEdits(text, edits);
        changes.push(...toChanges(edits));
      } else {
        step(hindiPass(text));
        notices.push({ code: 'hindi_grammar_limited' });
      }
    }
    if (enh.has('no_emoji')) step(removeEmoji(text));
    if (enh.has('clarity')) englishOnly('clarity', () => step(clarityPass(text)));
    if (enh.has('impactful')) englishOnly('impactful', () => step(impactPass(text)));
    if (enh.has('human')) englishOnly('human', () => step(humanPass(text)));
    if (enh.has('paraphrase')) notices.push({ code: 'needs_ai_paraphrase', option: 'paraphrase' });
    if (enh.has('engaging')) notices.push({ code: 'needs_ai_engaging', option: 'engaging' });

    switch (options.tone) {
      case 'professional':
        englishOnly('professional', () => step(professionalTone(text)));
        break;
      case 'casual':
        englishOnly('casual', () => step(casualTone(text)));
        break;
      case 'polite':
        englishOnly('polite', () => step(politeTone(text)));
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
