import type { TextBlock } from './card-text';
import { ELLIPSIS, fitText, withEllipsis, type FitOptions, type WordMeasurer } from './text-fit';

/** Every character is 0.5 em wide, a space too: widths are easy to reason about. */
const measurer: WordMeasurer = {
  measure: async (words) => new Map(words.map((w) => [w, [...w].length * 0.5])),
};

const body = (text: string): TextBlock => ({ text, role: 'body', gapBefore: 'none' });
const opts = (over: Partial<FitOptions> = {}): FitOptions => ({
  boxWidth: 200,
  boxHeight: 100,
  minBase: 10,
  maxBase: 40,
  bold: false,
  headlineScale: 1.3,
  uppercaseHeadline: false,
  ...over,
});

describe('fitText', () => {
  it('chooses the largest size at which every line fits the width and all lines the height', async () => {
    const r = await fitText([body('aaaa bbbb cccc dddd')], opts(), measurer);
    // at 40 px a word is 80 px: two words and a space (180 px) per line, 2 lines × 53 px > 100 px
    expect(r.truncated).toBe(false);
    expect(r.lines.every((l) => l.width <= 200)).toBe(true);
    expect(r.height).toBeLessThanOrEqual(100);
    const bigger = await fitText([body('aaaa bbbb cccc dddd')], opts({ minBase: r.base + 1 }), measurer);
    expect(bigger.base).toBe(r.base + 1);
    expect(bigger.truncated).toBe(true); // one size more no longer fits whole
  });

  it('shrinks before it cuts, then cuts after a whole word with an ellipsis', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}x`);
    const r = await fitText([body(words.join(' '))], opts(), measurer);
    expect(r.base).toBe(10);
    expect(r.truncated).toBe(true);
    const last = r.lines.at(-1)!.text;
    expect(last.endsWith(ELLIPSIS)).toBe(true);
    const shown = r.lines
      .map((l) => l.text)
      .join(' ')
      .replace(ELLIPSIS, '')
      .split(' ');
    expect(shown).toEqual(words.slice(0, shown.length));
    expect(r.height).toBeLessThanOrEqual(100);
  });

  it('keeps the ellipsis inside the width', async () => {
    const r = await fitText([body('abcdefgh '.repeat(80).trim())], opts(), measurer);
    for (const l of r.lines) expect([...l.text].length * 0.5 * l.fontSize).toBeLessThanOrEqual(200);
  });

  it('wraps a word longer than a line in pieces instead of overflowing', async () => {
    const r = await fitText([body(`go ${'x'.repeat(80)}`)], opts({ boxHeight: 400 }), measurer);
    expect(r.truncated).toBe(false);
    expect(r.lines.every((l) => l.width <= 200)).toBe(true);
    expect(
      r.lines
        .map((l) => l.text)
        .join('')
        .replace(/^go ?/, ''),
    ).toBe('x'.repeat(80));
  });

  it('sets the headline larger and bold, body regular unless bold is asked for', async () => {
    const blocks: TextBlock[] = [
      { text: 'Title', role: 'headline', gapBefore: 'none' },
      { text: 'body text', role: 'body', gapBefore: 'paragraph' },
    ];
    const r = await fitText(blocks, opts({ boxHeight: 400 }), measurer);
    expect(r.lines[0]).toMatchObject({ weight: 700, fontSize: Math.round(r.base * 1.3) });
    expect(r.lines[1]).toMatchObject({ weight: 400, fontSize: r.base });
    const bold = await fitText(blocks, opts({ boxHeight: 400, bold: true }), measurer);
    expect(bold.lines[1].weight).toBe(700);
  });

  it('ends text that was shortened beforehand with an ellipsis even when it fits', async () => {
    const r = await fitText([body('short text')], opts({ cut: true }), measurer);
    expect(r.lines.map((l) => l.text).join(' ')).toBe(`short text${ELLIPSIS}`);
  });
});

describe('withEllipsis', () => {
  it.each([
    ['word', 'word…'],
    ['word,', 'word…'],
    ['है।', 'है…'],
    ['end.', 'end…'],
  ])('%s → %s', (w, out) => expect(withEllipsis(w)).toBe(out));
});
