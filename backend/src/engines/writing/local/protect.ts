import { COMMON_MISSPELLINGS } from './misspellings';
import { isListedWord } from './english-wordlist';
import { isRomanizedHindi } from './romanized-hindi';
import {
  isChatWord,
  isEnglishWord,
  isHinglishWord,
  isIndianText,
  isKnownWord,
  isNameWord,
  isVocabularyWord,
} from './vocabulary';

/**
 * Do no harm: the parts of a text that no rule may edit, found once before any rule runs.
 *
 * - hard spans (code, links, e-mail, handles, hashtags, paths, identifiers, anything with a digit, markdown
 *   markers, very long tokens, Hinglish sentences, Devanagari inside English text): never edited, and hidden
 *   from the grammar checker (masked with spaces of the same length, so offsets stay valid and the checker
 *   never reads a 20,000-character "word");
 * - soft spans (names and proper nouns, Indian English, chat words, Hinglish words): the checker reads them as
 *   context, but no edit may change their letters.
 *
 * Every pass filters its edits through `allows`, so this is the one place that decides what is protected.
 */
export type SpanKind =
  | 'code'
  | 'url'
  | 'email'
  | 'handle'
  | 'hashtag'
  | 'path'
  | 'identifier'
  | 'number'
  | 'markdown'
  | 'long-token'
  | 'hinglish'
  | 'devanagari'
  | 'foreign'
  | 'mention'
  | 'name'
  | 'vocabulary'
  | 'chat';

export interface Span {
  start: number;
  end: number;
  kind: SpanKind;
  /** Hard spans are masked from the checker; soft spans are read but never changed. */
  hard: boolean;
}

/** Tokens longer than this are not words the checker can help with (and cost it time and memory). */
export const LONG_TOKEN = 40;

const FILE_EXT =
  'js|mjs|cjs|ts|tsx|jsx|json|ya?ml|toml|ini|cfg|conf|env|lock|md|mdx|txt|csv|tsv|log|py|rb|rs|go|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|bash|zsh|ps1|bat|sql|html?|css|scss|less|vue|svelte|xml|svg|png|jpe?g|gif|webp|ico|pdf|docx?|xlsx?|pptx?|odt|ods|zip|tar|gz|tgz|rar|7z|mp3|mp4|wav|mov|mkv|apk|exe|dmg|iso|dll|so|wasm|ipynb|gradle|dockerfile|tf|proto|pem|key|crt';
const TLD =
  'com|org|net|edu|gov|mil|int|in|io|co|dev|app|ai|me|uk|us|ca|au|de|fr|jp|cn|info|biz|xyz|tech|cloud|site|online|store|ly|gg|tv|fm|so|sh|to|page|blog|news|shop';

interface Pattern {
  re: RegExp;
  kind: SpanKind;
}

/** Spans that may hold spaces, found in the whole text first: code, markdown link targets, Rust attributes. */
const TEXT_PATTERNS: Pattern[] = [
  { re: /```[\s\S]*?(?:```|$)/g, kind: 'code' },
  { re: /`[^`\n]+`/g, kind: 'code' },
  { re: /\]\([^)\s]+\)/g, kind: 'url' },
  { re: /#\[[^\]\n]*\]/g, kind: 'code' },
  // markdown markers at the start of a line: headings, list items, quotes, tables
  { re: /^[ \t]*(?:#{1,6}(?=\s)|[-*+](?=\s)|>|\|)/gm, kind: 'markdown' },
  // quoted marks are mentioned, not punctuation to fix ('" ." gaps', '"…"')
  { re: /"[^"\p{L}\p{N}\n]{1,12}"|“[^”\p{L}\p{N}\n]{1,12}”|'[^'\p{L}\p{N}\n]{1,12}'/gu, kind: 'markdown' },
  // one word in emphasis is usually a word mentioned, not used ("use *a* or *an*", "the word _affect_")
  { re: /(?<![\w*_])(?:\*{1,2}|_{1,2})[A-Za-z'’-]{1,24}(?:\*{1,2}|_{1,2})(?![\w*_])/g, kind: 'markdown' },
  // words quoted as words, not speech: up to four of them ("the the", ‘very unique’)
  { re: /"[^"\n]{1,40}"|“[^”\n]{1,40}”/g, kind: 'mention' },
  // a wrong example shown as one: after ✗, ❌ or "Wrong:", up to the arrow, tick or line end; struck-out text
  // (the mark is part of the span: a lookbehind over the spaces after it would be quadratic in a run of spaces)
  { re: /(?:[✗✘❌×]|\b(?:Wrong|Incorrect|Not):)[ \t]*[^\s→✓✔](?:[^\n→✓✔]*[^\s→✓✔])?/giu, kind: 'mention' },
  { re: /~~[^~\n]+~~/g, kind: 'mention' },
];

/** A line that shows a change, and the emphasis on it, which is an example: "*very unique* → *unique*". */
const ARROW_LINE = /^[^\n]*(?:→|->|=>)[^\n]*$/gm;
const EMPHASIS = /(?<![\w*_])(?:\*{1,2}|_{1,2})[^*_\n]{1,60}(?:\*{1,2}|_{1,2})(?![\w*_])/g;

/** Quoted speech is prose to check; only a few words in quotes are a mention ("the the"). */
const MENTION_WORDS = 4;

/**
 * Then each whitespace-separated token of at most LONG_TOKEN characters is matched against these, in this
 * order (a later match that overlaps an earlier one is skipped). Matching token by token keeps every pattern
 * linear in the text, whatever it holds.
 */
const TOKEN_PATTERNS: Pattern[] = [
  { re: /\b(?:https?|ftp|file):\/\/[^\s<>"'`]+|\bwww\.[^\s<>"'`]+/gi, kind: 'url' },
  { re: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, kind: 'email' },
  { re: /(?<![\w@/])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?/g, kind: 'handle' },
  { re: /(?<![\w&#/])#[\p{L}\p{N}_][\p{L}\p{M}\p{N}_]*/gu, kind: 'hashtag' },
  // bare domains with an optional path: github.com/x/y, hrms.example.co.in
  { re: new RegExp(`\\b(?:[A-Za-z0-9-]+\\.)+(?:${TLD})\\b(?:/[^\\s<>"'\`]*)?`, 'g'), kind: 'url' },
  // Windows paths and other backslash paths: C:\Users\ravi\Documents, .\scripts\build.ps1, DOMAIN\user
  { re: /\b[A-Za-z]:\\[^\s<>"'`]*|(?:\.{1,2})?\\?[\w.$~-]+(?:\\[\w.$~-]+)+\\?/g, kind: 'path' },
  // paths: ~/…, ./…, ../…, /…, a/b (letters on both sides of a slash, no spaces), .github/workflows
  { re: /(?:~|\.{1,2})?\/[\w.@~+-]+(?:\/[\w.@~+-]*)*|(?<![\w.])\.?\b[\w.@~+-]+(?:\/[\w.@~+-]*)+/g, kind: 'path' },
  // dotfiles and file names: .env.example, .gitignore, final_v2.pptx, acme.yml
  { re: /(?<![\w.])\.[A-Za-z_][\w-]*(?:\.[\w-]+)*/g, kind: 'path' },
  { re: new RegExp(`\\b[\\w-]+(?:\\.[\\w-]+)*\\.(?:${FILE_EXT})\\b`, 'gi'), kind: 'path' },
  // command-line flags
  { re: /(?<![\w-])--?[A-Za-z][\w-]*(?:=\S+)?/g, kind: 'code' },
  // identifiers: dotted names (ReactDOM.render, fs.existsSync(), pipeline.ingest; not "came.Then", a missing
  // space, nor "a.m"), calls, snake_case, camelCase, PascalCase with inner capitals
  { re: /\b[A-Za-z_$][\w$]*(?:\.[a-z_$][\w$]*)+(?:\(\))?/g, kind: 'identifier' },
  { re: /\b[A-Za-z_$][\w$]*\(\)/g, kind: 'identifier' },
  { re: /\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b|\b_+\w+/g, kind: 'identifier' },
  { re: /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g, kind: 'identifier' },
  { re: /\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b|\b[A-Z]{2,}[a-z]+[A-Za-z0-9]*\b/g, kind: 'identifier' },
  // kebab-case names (api-server, react-router-dom); those made only of English words are checked below
  { re: /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g, kind: 'identifier' },
  // anything with a digit: numbers, versions, units (5B, 8GB, c6i.2xlarge), times, ids, money
  { re: /[^\s"'“”‘’()[\]{}<>,;!?]*\d[^\s"'“”‘’()[\]{}<>,;!?]*/g, kind: 'number' },
];

/** "2 GB", "5 kg": a unit after a number (the number itself is a hard span already). */
const UNIT_AFTER_NUMBER =
  /(?<=\d[ \u00A0])(?:[KMGTP]i?B|[kmcµ]?[mgLl]|kWh|[kM]?Hz|mph|kmph|km\/h|px|pt|em|rem|ms|GB|MB|KB|TB|°[CF]|sq\s?ft|crore|lakh|cr|bn|mn)\b/g;

/** Trailing sentence punctuation is not part of a link, path or number. */
function trimEnd(text: string, start: number, end: number, kind: SpanKind): number {
  if (kind === 'code' || kind === 'markdown' || kind === 'mention' || kind === 'long-token') return end;
  while (end > start + 1 && /[.,;:!?…'"”’)\]]/.test(text[end - 1])) {
    // keep a closing bracket that closes one opened inside the span ("fs.existsSync()", "(see x)")
    const ch = text[end - 1];
    if (
      ch === ')' &&
      (text.slice(start, end).match(/\(/g)?.length ?? 0) >= (text.slice(start, end).match(/\)/g)?.length ?? 0)
    )
      break;
    if (
      ch === ']' &&
      (text.slice(start, end).match(/\[/g)?.length ?? 0) >= (text.slice(start, end).match(/]/g)?.length ?? 0)
    )
      break;
    end--;
  }
  return end;
}

/** Abbreviations after which the next word does not start a sentence. */
const ABBREVIATION =
  /(?:\b(?:[ap]\.m|e\.g|i\.e|etc|vs|viz|cf|approx|incl|esp|dept|govt|no|nos|ref|fig|vol|ch|pp?|Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Jr|St|Mt|Ft|Capt|Col|Gen|Lt|Sgt|Hon|Rev|Shri|Smt|Sri|Kum|Er|Adv|Ph\.D|M\.A|B\.A|M\.Sc|B\.Sc|B\.Tech|M\.Tech|Ltd|Pvt|Inc|Co|Corp|Bros|Estt|Admn|Secy|Addl|Asstt|Asst|Jt|Dy|Spl|Encl|Regd|Dtd|Dt|Memo|Govt|Deptt|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|sq|ft|yd|lbs?|oz|hrs?|mins?|yrs?|Rs|Avl|Bal|Amt|Qty|Dept|Ref|Fig|Figs|Vol|Vols|Ch|Chap|Approx|Incl|Esp|Nos|Viz|Cf|Univ|Inst|Assoc|Dist|Distt|Div|Sec|Sect|Art|Para|Sch|Coll|Hosp|Opp|Nr|Rd|Ave|Apt|Bldg|Tel|Mob|Ext|Attn|Est|Mfg|Mgr|Engg|Intl|Natl|Hqrs)|\b(?:[A-Z]\.){1,3}[A-Z]?|\b(?:[A-Z][a-z]?\.){1,2}[A-Z][a-z]{1,5})\.?$/;

/** True when `before` (the text up to a word) ends with an abbreviation and its period, e.g. "9 a.m." or "Dr.". */
export function endsWithAbbreviation(before: string): boolean {
  // (a closing bracket or quote after it changes nothing: "(7 a.m.–9 p.m.) because")
  const m = /(\S+?)["'”’)\]]*\s*$/.exec(before);
  if (!m || !m[1].endsWith('.')) return false;
  const token = m[1].replace(/^["'“‘(\[]+/, '');
  return ABBREVIATION.test(token.slice(0, -1)) || ABBREVIATION.test(token);
}

/** Titles and greetings after which capitalised words are a name ("Dear Priya", "Mr. Iyer", "my friend Ravi"). */
const NAME_CONTEXT_WORDS = new Set(
  `mr mrs ms mx dr prof shri smt sri kum sir madam ma'am mister miss aunty auntie uncle hi hello hey dear dearest
  hiya namaste thanks regards cheers love best yours sincerely warmly congrats congratulations welcome bye friend
  colleague brother sister cousin manager boss named called`.split(/\s+/),
);

function inNameContext(before: string): boolean {
  const m = /([A-Za-z']+)\.?,?[ \t]+$/.exec(before);
  if (!m) return false;
  const w = m[1].toLowerCase();
  return NAME_CONTEXT_WORDS.has(w) || (w === 'you' && /\bthank[ \t]+you\.?,?[ \t]+$/i.test(before));
}

/** Words that are capitalised in a sentence because English capitalises them, not because they are names. */
const CAPITALISED_WORDS = new Set(['I', "I'm", "I'll", "I've", "I'd", 'OK']);

/**
 * Articles, pronouns and the words that open a clause: a writer may capitalise one by mistake after an opening
 * phrase ("Likewise, The theory", "For example, When I"); none is a name before a lower-case word or "I".
 */
export const FUNCTION_CAPITALS = new Set(
  'The A An It This These Those There They We He She You Our My His Her Their Its In On At As When If Because Although Some Many Most All Every Each Such One Today Now Then So And But'.split(
    ' ',
  ),
);

/** A line that is only a name (a sign-off such as "Ritwik" or "Priya Sharma", or "– Anand & Shalini"). */
const NAME_LINE =
  /^[ \t]*[-–—~]?[ \t]*((?:[A-Z][\p{L}\p{M}'.-]*)(?:[ \t]+(?:&|and)?[ \t]*[A-Z][\p{L}\p{M}'.-]*){0,3})[ \t]*$/gmu;

const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/** A quotation on one line: '…', "…", ‘…’, “…” (an apostrophe inside a word does not open or close one). */
const QUOTATION =
  /(?<![A-Za-z])'[^'\n]{3,300}'(?![A-Za-z])|"[^"\n]{3,300}"|“[^”\n]{3,300}”|‘[^’\n]{3,300}’(?![A-Za-z])/g;

/**
 * Hinglish: a sentence (or a line) in which words of Hindi written in Latin letters are frequent. In a text
 * that is mostly Hinglish, a sentence with any such word counts ("phone pe tera naam"). Returns their spans.
 */
export function hinglishSentences(text: string): { start: number; end: number }[] {
  const sentences: { start: number; end: number; words: number; hindi: number }[] = [];
  const sentence = /[^.!?\n]+[.!?]*["')\]]*/g;
  for (let m = sentence.exec(text); m; m = sentence.exec(text)) {
    const words = m[0].match(LATIN_WORD) ?? [];
    if (!words.length) continue;
    const hindi = words.filter((w) => isHinglishWord(w)).length;
    sentences.push({ start: m.index, end: m.index + m[0].length, words: words.length, hindi });
  }
  const strict = sentences.filter((s) => s.hindi >= 2 && s.hindi / s.words >= 0.2);
  const latin = sentences.reduce((n, s) => n + s.words, 0);
  const mostly = strict.reduce((n, s) => n + s.words, 0) * 2 >= latin;
  return (mostly ? sentences.filter((s) => s.hindi >= 1) : strict).map(({ start, end }) => ({ start, end }));
}

/** True when most Latin-script words of the text are in Hinglish sentences (the whole text is left as written). */
export function isHinglishText(text: string): boolean {
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  if (!latin) return false;
  const covered = hinglishSentences(text).reduce(
    (n, s) => n + (text.slice(s.start, s.end).match(LATIN_WORD)?.length ?? 0),
    0,
  );
  return covered / latin >= 0.5;
}

/**
 * Start of each sentence: after . ! ? (not after an abbreviation such as "9 a.m." or "Dr."), at the text start,
 * or at a line start, unless the line before ends with a comma or semicolon (a poem, an address: one sentence
 * running over lines).
 */
export function isSentenceStartAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 120), index);
  const atTextStart = index <= 120;
  const lineStart = /\n[ \t]*(?:[-*+•]\s+|\d+[.)]\s+|>\s*)?["'“‘(]*$/.exec(before);
  if (lineStart) {
    const above = before.slice(0, lineStart.index);
    // a blank line starts a paragraph; a line after "…," continues the sentence
    return /(?:^|\n)[ \t]*$/.test(above) || !/[,;]$/.test(above.trimEnd());
  }
  if (atTextStart && /^[ \t]*(?:[-*+•]\s+|\d+[.)]\s+|>\s*)?["'“‘(]*$/.test(before)) return true;
  const trimmed = before.trimEnd();
  if (/[।॥]["'”’)\]]*$/.test(trimmed)) return true; // after a Hindi sentence (danda)
  if (!/[.!?]["'”’)\]]*$/.test(trimmed)) return false;
  // '"… jadoh?" he replied': after a quoted question or exclamation, the words that say who spoke go on
  if (/[!?]["”’]$/.test(trimmed)) return false;
  return !endsWithAbbreviation(trimmed);
}

/**
 * True for a text set in lines (a poem, lyrics, a list of items): three lines (of three words or more) or more, at
 * least half of them ending without a mark. An optional mark (a comma before "but", a full stop) is not added to its lines.
 */
export function isInLines(text: string): boolean {
  // lines of three words or more: a greeting ("Hi Karan,"), a closing ("Cheers,") or a name do not count
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.split(/\s+/).length >= 3);
  if (lines.length < 3) return false;
  return lines.filter((l) => !/[.!?]["'”’)\]]*$/.test(l)).length * 2 >= lines.length;
}

/**
 * True when `index` lies on a heading line: a short line (six words or fewer) that opens the text or a
 * paragraph, ends without punctuation and has more text under it ("Mumbai rain", "Lemon rice", "Sprint review –
 * 12 Aug"). A title is no sentence: the grammar of a sentence ("Mumbai rain" → "rains") does not apply to it.
 */
export function isHeadingAt(text: string, index: number): boolean {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  let end = text.indexOf('\n', index);
  if (end < 0) return false; // nothing under it
  if (!text.slice(end).trim()) return false;
  const line = text.slice(start, end).trim();
  if (!line || /[.!?,;:]["')\]]*$/.test(line) || /^(?:[-*+•]|\d+[.)])\s/.test(line)) return false;
  if (line.split(/\s+/).length > 6) return false;
  end = start - 1;
  return start === 0 || !text.slice(text.lastIndexOf('\n', end - 1) + 1, end).trim();
}

export class Protection {
  constructor(
    readonly text: string,
    /** Sorted by start; never overlapping. */
    readonly spans: Span[],
  ) {}

  /** The text the grammar checker reads: hard spans blanked with spaces (same length; line breaks kept). */
  masked(): string {
    let out = '';
    let at = 0;
    for (const s of this.spans) {
      if (!s.hard) continue;
      out += this.text.slice(at, s.start) + this.text.slice(s.start, s.end).replace(/[^\n]/g, ' ');
      at = s.end;
    }
    return out + this.text.slice(at);
  }

  /** The spans that overlap [start, end) (for an insertion at one point: the spans around that point). */
  private near(start: number, end: number): Span[] {
    // binary search for the first span that ends after `start`
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.spans[mid].end <= start) lo = mid + 1;
      else hi = mid;
    }
    const out: Span[] = [];
    for (let i = lo; i < this.spans.length && this.spans[i].start < Math.max(end, start + 1); i++) {
      const s = this.spans[i];
      if (end === start ? s.start < start && start < s.end : s.start < end && start < s.end) out.push(s);
    }
    return out;
  }

  /** The span (hard or soft) covering any character of [start, end), if any. */
  covering(start: number, end: number): Span | undefined {
    return this.near(start, end)[0];
  }

  /** True when a hard span lies right next to [start, end) with only spaces between. */
  /** The character at `index` belongs to a hard span. */
  hardAt(index: number): boolean {
    return this.spans.some((s) => s.hard && s.start <= index && index < s.end);
  }

  touchesHard(start: number, end: number): boolean {
    const after = /^[ \t]*/.exec(this.text.slice(end, end + 200))![0].length + end;
    const before = start - /[ \t]*$/.exec(this.text.slice(Math.max(0, start - 200), start))![0].length;
    return this.spans.some((s) => s.hard && (s.start === after || s.end === before));
  }

  /**
   * May an edit replace [start, end) with `after`? Not when it changes a protected span; an edit that keeps
   * a soft span's text verbatim (e.g. "Me and Rahul are" → "Rahul and I are") is allowed.
   */
  allows(start: number, end: number, after: string, options: { style?: boolean } = {}): boolean {
    for (const s of this.near(start, end)) {
      // a style the writer asked for (professional tone) may replace chat words ("gonna", "lol")
      if (options.style && s.kind === 'chat') continue;
      if (s.hard) return false;
      const word = this.text.slice(s.start, s.end);
      if (!(start <= s.start && s.end <= end && containsWord(after, word))) return false;
    }
    return true;
  }

  /** True when the text's Latin-script sentences are Hinglish. */
  get hinglish(): boolean {
    return isHinglishText(this.text);
  }
}

/** Finds the protected spans of `text` (see the module comment). */
export function protect(text: string): Protection {
  const spans: Span[] = [];
  const covered = new Uint8Array(text.length);
  const add = (start: number, end: number, kind: SpanKind, hard: boolean) => {
    if (end <= start) return;
    for (let i = start; i < end; i++) if (covered[i]) return;
    covered.fill(1, start, end);
    spans.push({ start, end, kind, hard });
  };
  const scan = (re: RegExp, source: string, offset: number, kind: SpanKind) => {
    re.lastIndex = 0;
    for (let m = re.exec(source); m; m = re.exec(source)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const start = offset + m.index;
      const end = trimEnd(text, start, start + m[0].length, kind);
      // abbreviations are words ("a.m", "e.g", "U.S"): the sentence rules know them
      if (kind === 'identifier' && /^(?:[A-Za-z]\.)+[A-Za-z]$/.test(text.slice(start, end))) continue;
      // a hyphenated compound of English words ("well-known", "cousin-brother") is prose, not a name
      if (kind === 'identifier' && /^[a-z-]+$/.test(text.slice(start, end))) {
        if (
          text
            .slice(start, end)
            .split('-')
            .every((p) => p.length > 1 && isEnglishWord(p))
        )
          continue;
      }
      if (kind === 'mention' && /^["“]/.test(text[start]) && text.slice(start, end).split(/\s+/).length > MENTION_WORDS)
        continue;
      add(start, end, kind, true);
    }
  };
  for (const { re, kind } of TEXT_PATTERNS) scan(re, text, 0, kind);
  // (line by line: a lookaround for the arrow would read the whole line again at every character)
  for (const line of text.matchAll(ARROW_LINE)) scan(EMPHASIS, line[0], line.index, 'mention');
  for (const token of text.matchAll(/\S+/g)) {
    const start = token.index;
    if (token[0].length > LONG_TOKEN) {
      add(start, start + token[0].length, 'long-token', true); // the checker cannot usefully read it
      continue;
    }
    for (const { re, kind } of TOKEN_PATTERNS) scan(re, token[0], start, kind);
  }
  UNIT_AFTER_NUMBER.lastIndex = 0;
  for (let m = UNIT_AFTER_NUMBER.exec(text); m; m = UNIT_AFTER_NUMBER.exec(text))
    add(m.index, m.index + m[0].length, 'number', true);

  // Devanagari inside a text that is mostly English: the Hindi pass handles it, the English checker must not.
  // Runs of Devanagari words separated only by spaces and punctuation form one span.
  let run: { start: number; end: number } | undefined;
  for (const m of text.matchAll(/[\u0900-\u097F\u200C\u200D]+/g)) {
    if (run && /^[\s,;:!?"'“”‘’()-]*$/.test(text.slice(run.end, m.index))) run.end = m.index + m[0].length;
    else {
      if (run) add(run.start, run.end, 'devanagari', true);
      run = { start: m.index, end: m.index + m[0].length };
    }
  }
  if (run) add(run.start, run.end, 'devanagari', true);

  // whole sentences, around what is protected already
  const addSentence = (s: { start: number; end: number }, kind: SpanKind) => {
    let at = s.start;
    while (at < s.end && /\s/.test(text[at])) at++;
    for (let i = at; i <= s.end; i++) {
      if (i < s.end && !covered[i]) continue;
      if (i > at) add(at, i, kind, true);
      at = i + 1;
    }
  };
  // Hinglish sentences are the writer's language: left as written
  for (const s of hinglishSentences(text)) addSentence(s, 'hinglish');
  // a sentence most of whose words are no English words (another language, a list of codes, gibberish) is not
  // English the checker can help with, and would cost it seconds: left as written
  for (const m of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    let words = 0;
    let unknown = 0;
    for (const w of m[0].matchAll(LATIN_WORD)) {
      if (covered[m.index + w.index]) continue;
      words++;
      if (w[0].length > 2 && !/^[A-Z]/.test(w[0]) && !isEnglishWord(w[0])) unknown++;
    }
    if (words >= 4 && unknown * 2 >= words) addSentence({ start: m.index, end: m.index + m[0].length }, 'foreign');
  }
  // a quotation in another language inside an English sentence ("As Ghalib wrote, 'hazaaron khwahishen aisi …'")
  for (const m of text.matchAll(QUOTATION)) {
    let words = 0;
    let other = 0;
    for (const w of m[0].matchAll(LATIN_WORD)) {
      words++;
      if (isHinglishWord(w[0]) || (w[0].length > 2 && !/^[A-Z]/.test(w[0]) && !isEnglishWord(w[0]))) other++;
    }
    if (words >= 3 && other * 2 >= words) addSentence({ start: m.index, end: m.index + m[0].length }, 'foreign');
  }

  // names in a name context, sign-off lines
  NAME_LINE.lastIndex = 0;
  for (let m = NAME_LINE.exec(text); m; m = NAME_LINE.exec(text)) {
    const words = m[1].split(/[ \t]+/).filter((w) => /^[A-Z]/.test(w));
    // a one-word line that is a common word ("Thanks", "Regards") is not a name; the name words themselves are
    if (words.length === 1 && isKnownWord(words[0].replace(/[.,]$/, '')) && !isNameWord(words[0])) continue;
    let at = m.index + m[0].indexOf(m[1]);
    for (const w of m[1].split(/([ \t]+)/)) {
      if (/^[A-Z]/.test(w)) add(at, at + w.replace(/[.,]$/, '').length, 'name', false);
      at += w.length;
    }
  }
  // capitalised words: where each is, and which words are capitalised somewhere inside a sentence
  const capitals: { start: number; word: string; sentenceStart: boolean }[] = [];
  const insideSentence = new Set<string>();
  for (const m of text.matchAll(/[A-Z][\p{L}\p{M}'’-]*/gu)) {
    if (m.index > 0 && /[\p{L}\p{N}_]/u.test(text[m.index - 1])) continue; // inside a word
    const word = m[0].replace(/['’]s$/, '');
    // a chat sentence may end with an emoji instead of a mark: "first innings 😭 Atleast tell me"
    const sentenceStart =
      isSentenceStartAt(text, m.index) || /\p{Extended_Pictographic}\uFE0F?[ \t]+$/u.test(text.slice(0, m.index));
    capitals.push({ start: m.index, word, sentenceStart });
    if (!sentenceStart) insideSentence.add(word);
  }
  for (const { start, word, sentenceStart } of capitals) {
    if (CAPITALISED_WORDS.has(word) || isMisspelling(word)) continue;
    // "Likewise, The theory": a capitalised article or pronoun before a lower-case word is no name (a title
    // such as "The Hindu" capitalises the next word too)
    if (!sentenceStart && FUNCTION_CAPITALS.has(word) && /^[ \t]+(?:[a-z]|I\b)/.test(text.slice(start + word.length)))
      continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const named = inNameContext(before) || /\b[A-Z][\p{L}'’-]+[ \t]+$/u.test(before); // "Meera Iyer"
    // inside a sentence, a capitalised word is a name or a proper noun; at a sentence start, only when it is a
    // known name that is no English word ("Will", "Grace" there are words) or is capitalised inside a sentence
    // elsewhere in the text
    const knownName = sentenceStart && isNameWord(word) && !isKnownWord(word.toLowerCase());
    if (named || !sentenceStart || knownName || insideSentence.has(word))
      add(start, start + word.length, 'name', false);
  }
  // all-capital acronyms (GST, IIT, UPI) and the writer's vocabulary: Indian English, chat words, Hinglish words,
  // and a word no dictionary knows right beside a Hinglish word ("aam ka achaar")
  const latin = [...text.matchAll(/[A-Za-z][A-Za-z'’]*/g)];
  let indianText: boolean | undefined;
  const indian = () => (indianText ??= isIndianText(text));
  for (const [i, m] of latin.entries()) {
    const w = m[0];
    const beside = (j: number) =>
      latin[j] !== undefined &&
      isHinglishWord(latin[j][0]) &&
      /^[ \t]+$/.test(
        text.slice(
          Math.min(m.index, latin[j].index) + (j < i ? latin[j][0].length : w.length),
          Math.max(m.index, latin[j].index),
        ),
      );
    if (!isEnglishWord(w) && (beside(i - 1) || beside(i + 1))) {
      add(m.index, m.index + w.length, 'vocabulary', false);
      continue;
    }
    if (isMisspelling(w) && !isChatWord(w)) continue; // "tha": a slip for "the" in an English sentence (not "pls")
    if (/^[A-Z]{2,}s?$/.test(w) || isVocabularyWord(w) || isHinglishWord(w))
      add(m.index, m.index + w.length, 'vocabulary', false);
    else if (isChatWord(w)) add(m.index, m.index + w.length, 'chat', false);
    // a Hindi word in Latin letters no English dictionary knows ("garam", "maska", "nani's"), in a text that is
    // plainly Indian (rupees, Indian English or Hinglish words, Devanagari)
    else if (indian() && /^[a-z]{3,}(?:['’]s)?$/.test(w)) {
      const base = w.replace(/['’]s$/, '');
      if (isRomanizedHindi(base) && !isKnownWord(base) && !isListedWord(base))
        add(m.index, m.index + w.length, 'vocabulary', false);
    }
  }
  return new Protection(
    text,
    spans.sort((a, b) => a.start - b.start),
  );
}

/**
 * Runs a text-wide clean-up (`fn`) on everything but the hard spans: each is swapped for a private-use
 * character while `fn` runs, so spacing rules never touch code, links or paths.
 */
export function outsideHardSpans(text: string, fn: (text: string) => string): string {
  const hard = protect(text).spans.filter((s) => s.hard && s.kind !== 'hinglish' && s.kind !== 'devanagari');
  if (!hard.length) return fn(text);
  const kept: string[] = [];
  let hidden = '';
  let at = 0;
  for (const s of hard) {
    hidden += text.slice(at, s.start) + String.fromCharCode(0xe000 + kept.length);
    kept.push(text.slice(s.start, s.end));
    at = s.end;
  }
  hidden += text.slice(at);
  return fn(hidden).replace(/[\uE000-\uF8FF]/g, (c) => kept[c.charCodeAt(0) - 0xe000] ?? c);
}

/** A curated misspelling ("Goverments", "tha"): never a name or the writer's vocabulary. */
function isMisspelling(word: string): boolean {
  return Object.prototype.hasOwnProperty.call(COMMON_MISSPELLINGS, word.toLowerCase());
}

/** True when `word` occurs in `text` as a whole word ("chai" is not in "chair"). */
function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const edge = (i: number) => i < 0 || i >= text.length || !/[\p{L}\p{N}_]/u.test(text[i]);
    if (edge(at - 1) && edge(at + word.length)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}
