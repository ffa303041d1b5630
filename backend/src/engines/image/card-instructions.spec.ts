import { readInstructions, splitClauses } from './card-instructions';
import { contrastRatio, THEMES } from './themes';

describe('readInstructions', () => {
  it('uses the platform default without instructions', () => {
    const r = readInstructions('linkedin');
    expect(r.style.theme.name).toBe('midnight');
    expect(r).toMatchObject({ applied: [], unsupported: [], notes: [] });
    expect(readInstructions('whatsapp_status').style.align).toBe('center');
  });

  it('maps theme words, colours for a target and emphasis; keeps the rest as unsupported', () => {
    const r = readInstructions('reddit', 'green theme with gold accent, bold and large text; add a photo of my cat');
    expect(r.style.theme.name).toBe('forest');
    expect(r.style.theme.accent).toBe('#d4a017');
    expect(r.style).toMatchObject({ bold: true, size: 'large' });
    expect(r.applied.map((a) => a.en)).toEqual(['green theme', 'gold accent', 'bold text', 'large text']);
    expect(r.unsupported).toEqual(['add a photo of my cat']);
  });

  it('builds a readable theme around a background colour and honours a hex text colour with contrast', () => {
    const r = readInstructions('facebook', 'background #ffe066, text #1a1a1a');
    expect(r.style.theme.background).toContain('#ffe066');
    expect(r.style.theme.text).toBe('#1a1a1a');
    const refused = readInstructions('facebook', 'white background, white text');
    expect(contrastRatio(refused.style.theme.text, '#fbf8f2')).toBeGreaterThan(4.5);
    expect(refused.notes).toHaveLength(1);
  });

  it('honours a shade of a colour ("dark blue" is not black) and says so truthfully', () => {
    const dark = readInstructions('linkedin', 'Use a dark blue background');
    expect(dark.applied.map((a) => a.en)).toEqual(['dark blue background']);
    const [, start] = /(#[0-9a-f]{6})/.exec(dark.style.theme.background)!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(start.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r + 40);
    expect(b).toBeGreaterThan(g + 40);
    expect(b).toBeLessThan(160);
    expect(readInstructions('blog', 'हल्का हरा बैकग्राउंड').applied.map((a) => a.hi)).toEqual(['हल्का हरा पृष्ठभूमि']);
    // a dark red text on the dark default card is refused with a note naming what was asked
    const red = readInstructions('linkedin', 'dark red text');
    expect(red.applied).toEqual([]);
    expect(red.notes.map((n) => n.en)).toEqual([expect.stringMatching(/^dark red text would be hard to read/)]);
    // "dark with gold" stays a dark theme with a gold accent
    expect(readInstructions('linkedin', 'dark with gold').applied.map((a) => a.en)).toEqual([
      'dark theme',
      'gold accent',
    ]);
  });

  it('understands Hindi instructions', () => {
    const r = readInstructions('blog', 'नीली थीम, बीच में, बोल्ड अक्षर');
    expect(r.style.theme.name).toBe('ocean');
    expect(r.style).toMatchObject({ align: 'center', bold: true });
    expect(r.unsupported).toEqual([]);
  });

  it('can hide hashtags and branding and switch to serif type', () => {
    const r = readInstructions('linkedin', 'no hashtags, no logo, elegant serif');
    expect(r.style).toMatchObject({ hashtags: false, branding: false });
    expect(r.style.theme.serif).toBe(true);
  });

  it('keeps every theme legible (WCAG AA contrast of text on every background stop)', () => {
    for (const t of Object.values(THEMES)) {
      const bg = t.background.match(/#[0-9a-f]{6}/gi)!;
      for (const c of bg) {
        expect(contrastRatio(t.text, c)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(t.muted, c)).toBeGreaterThanOrEqual(4.5);
        // hashtags: bold footer text of at least 19 px (WCAG large text)
        expect(contrastRatio(t.accent, c)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('splitClauses', () => {
  it('splits on punctuation and on and/और', () => {
    expect(splitClauses('dark, bold and centred. नीला और बड़ा')).toEqual(['dark', 'bold', 'centred', 'नीला', 'बड़ा']);
  });
});
