import { hasDevanagari, type BlockRole, type TextBlock } from './card-text';

/** Widths of words in em (at a font size of 1 px), for one family and weight. */
export type WidthTable = ReadonlyMap<string, number>;

export type Weight = 400 | 700;

/** Measures words (each shaped as a whole, so Devanagari conjuncts and matras count as drawn). */
export interface WordMeasurer {
  measure(words: string[], weight: Weight): Promise<WidthTable>;
}

export interface FitOptions {
  boxWidth: number;
  boxHeight: number;
  minBase: number;
  maxBase: number;
  /** All text bold. */
  bold: boolean;
  /** Scale of headline/display text. */
  headlineScale: number;
  uppercaseHeadline: boolean;
  /** The text was already shortened before fitting: end with an ellipsis whatever the size. */
  cut?: boolean;
}

/** One drawn line of the card. */
export interface LaidLine {
  text: string;
  fontSize: number;
  weight: Weight;
  /** Line box height in px. */
  lineHeight: number;
  /** Space above this line in px (paragraph or line gaps; 0 inside a paragraph). */
  marginTop: number;
  /** Width in px according to the measurements. */
  width: number;
  role: BlockRole;
}

export interface FitResult {
  lines: LaidLine[];
  base: number;
  height: number;
  /** Words were left out (the last line ends with an ellipsis). */
  truncated: boolean;
}

export const ELLIPSIS = '…';
const SPACE_PROBE = ['x x', 'xx'];
/** Words longer than this many characters (URLs, long hashtags) are wrapped in pieces rather than overflowing. */
const LONG_WORD = 28;

interface Token {
  text: string;
  /** Joined to the previous token without a space (pieces of one long word). */
  glue: boolean;
}

interface PreparedBlock {
  role: BlockRole;
  gapBefore: TextBlock['gapBefore'];
  weight: Weight;
  scale: number;
  lineHeightFactor: number;
  tokens: Token[];
}

const graphemes = (s: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].map((g) => g.segment);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const word of text.split(' ').filter(Boolean)) {
    const g = graphemes(word);
    if (g.length <= LONG_WORD) {
      tokens.push({ text: word, glue: false });
      continue;
    }
    for (let i = 0; i < g.length; i += LONG_WORD - 4) {
      tokens.push({ text: g.slice(i, i + LONG_WORD - 4).join(''), glue: i > 0 });
    }
  }
  return tokens;
}

const ROLE: Record<
  BlockRole,
  { scale: (o: FitOptions) => number; weight: (o: FitOptions) => Weight; lh: [number, number] }
> = {
  display: { scale: () => 1, weight: () => 700, lh: [1.2, 1.45] },
  headline: { scale: (o) => o.headlineScale, weight: () => 700, lh: [1.18, 1.42] },
  subhead: { scale: () => 1.06, weight: () => 700, lh: [1.25, 1.5] },
  body: { scale: () => 1, weight: (o) => (o.bold ? 700 : 400), lh: [1.32, 1.55] },
  bullet: { scale: () => 1, weight: (o) => (o.bold ? 700 : 400), lh: [1.32, 1.55] },
};

function prepare(blocks: TextBlock[], o: FitOptions): PreparedBlock[] {
  return blocks.map((b) => {
    const spec = ROLE[b.role];
    const upper = o.uppercaseHeadline && (b.role === 'headline' || b.role === 'display') && !hasDevanagari(b.text);
    return {
      role: b.role,
      gapBefore: b.gapBefore,
      weight: spec.weight(o),
      scale: spec.scale(o),
      lineHeightFactor: spec.lh[hasDevanagari(b.text) ? 1 : 0],
      tokens: tokenize(upper ? b.text.toUpperCase() : b.text),
    };
  });
}

/**
 * Sets text in a box by measurement: the largest base size between minBase and maxBase at which every line
 * fits the width and all lines fit the height; if even minBase is too big, the text is cut after the last
 * whole word that fits and ends with an ellipsis. Never breaks inside a word (except pieces of a word longer
 * than a line), never overflows.
 */
export async function fitText(blocks: TextBlock[], o: FitOptions, measurer: WordMeasurer): Promise<FitResult> {
  const prepared = prepare(blocks, o);
  const tables = new Map<Weight, WidthTable>();
  for (const weight of [400, 700] as Weight[]) {
    const words = prepared.filter((b) => b.weight === weight).flatMap((b) => b.tokens.map((t) => t.text));
    if (words.length) {
      const all = [...new Set([...words, ELLIPSIS, ...SPACE_PROBE])];
      tables.set(weight, await measurer.measure(all, weight));
    }
  }
  const measured = (t: string, w: Weight) => tables.get(w)?.get(t) ?? 0.7 * graphemes(t).length;
  // a word with an ellipsis is measured as the word plus the ellipsis (at least as wide as drawn)
  const width = (t: string, w: Weight) =>
    t.endsWith(ELLIPSIS) && t !== ELLIPSIS ? measured(t.slice(0, -1), w) + measured(ELLIPSIS, w) : measured(t, w);
  const space = (w: Weight) => width(SPACE_PROBE[0], w) - width(SPACE_PROBE[1], w);

  const layout = (base: number, bs: PreparedBlock[], ellipsisAtEnd: boolean): FitResult | null => {
    const lines: LaidLine[] = [];
    let height = 0;
    for (let bi = 0; bi < bs.length; bi++) {
      const b = bs[bi];
      const size = Math.round(base * b.scale);
      const lineHeight = Math.round(size * b.lineHeightFactor);
      const gap =
        b.gapBefore === 'paragraph' ? Math.round(base * 0.62) : b.gapBefore === 'line' ? Math.round(base * 0.18) : 0;
      const spacePx = space(b.weight) * size;
      let current: Token[] = [];
      let currentWidth = 0;
      const blockLines: { tokens: Token[]; width: number }[] = [];
      const isLastBlock = bi === bs.length - 1;
      b.tokens.forEach((tok, ti) => {
        const last = ellipsisAtEnd && isLastBlock && ti === b.tokens.length - 1;
        const w = (width(tok.text, b.weight) + (last ? width(ELLIPSIS, b.weight) : 0)) * size;
        const add = current.length ? (tok.glue ? 0 : spacePx) + w : w;
        if (current.length && currentWidth + add > o.boxWidth) {
          blockLines.push({ tokens: current, width: currentWidth });
          current = [tok];
          currentWidth = w;
        } else {
          current.push(tok);
          currentWidth += add;
        }
      });
      if (current.length) blockLines.push({ tokens: current, width: currentWidth });
      for (const [li, bl] of blockLines.entries()) {
        if (bl.width > o.boxWidth) return null;
        const text = bl.tokens.map((t, i) => (i > 0 && !t.glue ? ' ' : '') + t.text).join('');
        const isLast = ellipsisAtEnd && isLastBlock && li === blockLines.length - 1;
        const marginTop = li === 0 ? gap : 0;
        lines.push({
          text: isLast ? withEllipsis(text) : text,
          fontSize: size,
          weight: b.weight,
          lineHeight,
          marginTop,
          width: bl.width,
          role: b.role,
        });
        height += marginTop + lineHeight;
        if (height > o.boxHeight) return null;
      }
    }
    return { lines, base, height, truncated: ellipsisAtEnd };
  };

  // largest base size that fits
  let lo = Math.floor(o.minBase);
  let hi = Math.max(lo, Math.floor(o.maxBase));
  const cut = o.cut ?? false;
  if (layout(lo, prepared, cut)) {
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (layout(mid, prepared, cut)) lo = mid;
      else hi = mid - 1;
    }
    return layout(lo, prepared, cut)!;
  }

  // too long even at the smallest size: keep as many whole words as fit, then an ellipsis
  const total = prepared.reduce((n, b) => n + b.tokens.length, 0);
  const keep = (k: number): PreparedBlock[] => {
    const out: PreparedBlock[] = [];
    let left = k;
    for (const b of prepared) {
      if (left <= 0) break;
      let tokens = b.tokens.slice(0, left);
      // never end on a piece of a long word: drop the whole word
      while (tokens.length && b.tokens[tokens.length]?.glue) tokens = tokens.slice(0, -1);
      left -= b.tokens.length;
      if (tokens.length) out.push({ ...b, tokens });
      if (tokens.length < b.tokens.length) break;
    }
    return out;
  };
  let best: FitResult | null = null;
  let a = 1;
  let z = total - 1;
  while (a <= z) {
    const mid = Math.floor((a + z) / 2);
    const r = layout(lo, keep(mid), true);
    if (r) {
      best = r;
      a = mid + 1;
    } else z = mid - 1;
  }
  return best ?? { lines: [], base: lo, height: 0, truncated: true };
}

/** A word with an ellipsis, without the punctuation that would sit before it (“word,…” → “word…”). */
export function withEllipsis(word: string): string {
  return `${word.replace(/[\s,;:.\-–—।]+$/u, '')}${ELLIPSIS}`;
}
