import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { SatoriNode } from 'satori';
import { createWorker, OEM } from 'tesseract.js';
import { prepareLanguageData } from 'src/engines/ocr/ocr-engine';
import { CardRenderer, cardGeometry, contrastRatio, type CardRender } from './card-renderer';
import { loadCardFonts } from './fonts';
import { IMAGE_PLATFORMS, PLATFORM_SPECS, type ImagePlatform } from './platforms';
import { ELLIPSIS } from './text-fit';

const FONT_DIR = '/usr/share/fonts/truetype/noto';
const renderer = new CardRenderer(loadCardFonts(FONT_DIR));

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const ENGLISH_PARAGRAPH =
  'Writing well is less about rare words and more about respect for the reader. Say one thing per sentence, ' +
  'put the point first, cut the words that add nothing, and read the draft aloud before you publish it. ';
const HINDI_PARAGRAPH =
  'अच्छा लेखन कठिन शब्दों से नहीं, पाठक के सम्मान से बनता है। हर वाक्य में एक बात कहिए, मुख्य बात पहले रखिए, ' +
  'अनावश्यक शब्द हटाइए और प्रकाशित करने से पहले मसौदा ज़ोर से पढ़िए। विद्यार्थी प्रतिदिन अभ्यास करें। ';

/** The line elements satori laid out: the text nodes of the fitted lines. */
function lineNodes(r: CardRender): SatoriNode[] {
  const texts = new Set(r.fit.lines.map((l) => l.text));
  return r.nodes.filter((n) => typeof n.textContent === 'string' && texts.has(n.textContent));
}

/** Asserts that every laid-out line stays inside the text box and is made of whole words of the source. */
function expectFitted(r: CardRender, source: string) {
  const g = r.geometry;
  const lines = lineNodes(r);
  expect(lines.length).toBe(r.fit.lines.length);
  const box = r.nodes.find((n) => n.width === g.boxWidth && n.height === g.boxHeight);
  expect(box).toBeDefined();
  for (const n of lines) {
    expect(n.width).toBeLessThanOrEqual(g.boxWidth);
    expect(n.left).toBeGreaterThanOrEqual(box!.left);
    expect(n.left + n.width).toBeLessThanOrEqual(box!.left + box!.width);
    expect(n.top).toBeGreaterThanOrEqual(box!.top);
    expect(n.top + n.height).toBeLessThanOrEqual(box!.top + box!.height);
  }
  const words = new Set(source.split(/\s+/));
  for (const line of r.fit.lines) {
    for (const word of line.text.split(' ')) {
      const bare = word.endsWith(ELLIPSIS) ? word.slice(0, -1) : word;
      // a word ends with an ellipsis only after its own trailing punctuation was removed
      expect([...words].some((w) => w === bare || (word.endsWith(ELLIPSIS) && w.startsWith(bare)))).toBe(true);
    }
  }
}

describe('CardRenderer', () => {
  it.each(IMAGE_PLATFORMS)('renders %s at its native size', async (platform: ImagePlatform) => {
    const r = await renderer.render({ text: 'Plain words travel further.', platform });
    expect(pngSize(r.png)).toEqual({ width: PLATFORM_SPECS[platform].width, height: PLATFORM_SPECS[platform].height });
  });

  it('has the native sizes of each platform', () => {
    expect(
      Object.fromEntries(IMAGE_PLATFORMS.map((p) => [p, `${PLATFORM_SPECS[p].width}x${PLATFORM_SPECS[p].height}`])),
    ).toEqual({
      linkedin: '1200x627',
      facebook: '1200x630',
      twitter: '1600x900',
      single_tweet: '1600x900',
      reddit: '1200x628',
      whatsapp_status: '1080x1920',
      blog: '1600x840',
    });
  });

  it('sets a short text large and a longer one smaller, both whole', async () => {
    const short = await renderer.render({ text: 'Write like you talk.', platform: 'linkedin' });
    const long = await renderer.render({ text: ENGLISH_PARAGRAPH.repeat(2), platform: 'linkedin' });
    expect(short.fit.base).toBeGreaterThan(long.fit.base);
    expect(short.fit.truncated).toBe(false);
    expect(long.fit.truncated).toBe(false);
    expectFitted(long, ENGLISH_PARAGRAPH);
  });

  it.each(['linkedin', 'whatsapp_status', 'single_tweet'] as ImagePlatform[])(
    'fits a very long English text on %s: smallest size, then an ellipsis after a whole word',
    async (platform) => {
      const text = ENGLISH_PARAGRAPH.repeat(40);
      const r = await renderer.render({ text, platform });
      expect(r.fit.truncated).toBe(true);
      expect(r.fit.base).toBe(cardGeometry(platform).minBase);
      expect(r.fit.lines.at(-1)!.text.endsWith(ELLIPSIS)).toBe(true);
      expectFitted(r, ENGLISH_PARAGRAPH);
      expect(r.notices.map((n) => n.en).join(' ')).toContain('ends with “…”');
    },
  );

  it.each(['facebook', 'whatsapp_status', 'blog'] as ImagePlatform[])(
    'fits a very long Hindi text on %s without overflowing or cutting a word',
    async (platform) => {
      const text = HINDI_PARAGRAPH.repeat(30);
      const r = await renderer.render({ text, platform });
      expect(r.fit.truncated).toBe(true);
      expect(r.fit.lines.length).toBeGreaterThan(3);
      expectFitted(r, HINDI_PARAGRAPH);
    },
  );

  it('keeps an overlong token (a URL) inside the box', async () => {
    const url = `https://example.com/${'very-long-path-segment/'.repeat(8)}`;
    const r = await renderer.render({ text: `Read more at ${url} today`, platform: 'reddit' });
    for (const n of lineNodes(r)) expect(n.width).toBeLessThanOrEqual(r.geometry.boxWidth);
  });

  it('applies the theme and emphasis of the instructions and lists what it cannot do', async () => {
    const r = await renderer.render({
      text: 'Ship small, ship often.',
      platform: 'linkedin',
      instructions: 'light theme, bold, centered. Put a rocket in the corner',
    });
    expect(r.style.theme.name).toBe('paper');
    expect(r.style.align).toBe('center');
    expect(r.notices.map((n) => n.en)).toEqual([
      'Applied from your instructions: light theme, bold text, centred text.',
      'A designed card can change the theme, colours, text size, weight and alignment, so this was not applied: “Put a rocket in the corner”.',
    ]);
  });

  describe('Devanagari shaping, read back by OCR', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'likho-card-ocr-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('draws conjuncts and matras so tesseract reads the Hindi text back', async () => {
      const text = 'विद्यार्थी प्रतिदिन हिंदी में लिखिए\n\nक्षमा कीजिए श्रीमान, स्पष्ट वाक्य सबसे सुंदर होते हैं';
      const r = await renderer.render({ text, platform: 'blog', instructions: 'white background, sans, no branding' });
      const worker = await createWorker(['hin'], OEM.LSTM_ONLY, {
        langPath: prepareLanguageData(dir, ['eng', 'hin']),
        cacheMethod: 'none',
        gzip: true,
      });
      try {
        const { data } = await worker.recognize(r.png);
        const read = data.text.normalize('NFC').replace(/\s+/g, ' ').trim();
        expect(read).toBe(text.replace(/\s+/g, ' '));
      } finally {
        await worker.terminate();
      }
    });
  });
  describe('on an AI-made backdrop', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'likho-card-backdrop-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** A picture as an image model might paint it: bright sky, a sun and a busy pale band (no text). */
    function backdrop(fill: string): { data: Buffer; mime: 'image/png' } {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><rect width="1536" height="1024" fill="${fill}"/>` +
        '<circle cx="1100" cy="300" r="260" fill="#fff6c8"/><rect y="620" width="1536" height="200" fill="#f4f1ea"/>' +
        Array.from(
          { length: 40 },
          (_, i) => `<circle cx="${(i * 97) % 1536}" cy="${(i * 53) % 1024}" r="30" fill="#dfe9ff"/>`,
        ).join('') +
        '</svg>';
      return { data: Buffer.from(new Resvg(svg).render().asPng()), mime: 'image/png' };
    }

    it.each([
      ['a pale, bright picture', '#e9f2ff'],
      ['a mid-tone picture', '#7fa7c9'],
    ])('keeps the text on top of %s, readable (OCR finds the words) and at 4.5:1 contrast', async (_, fill) => {
      const text = 'Plant one tree every spring\n\nShade for the street and cleaner air for everyone';
      const r = await renderer.render({ text, platform: 'linkedin', backdrop: backdrop(fill) });
      // the picture and its veil come first in the drawing, the words after them
      const svg = r.svg;
      const picture = svg.indexOf('<image');
      expect(picture).toBeGreaterThanOrEqual(0);
      const firstGlyph = svg.search(/<path[^>]*fill="#fff(?:fff)?"/i);
      expect(firstGlyph).toBeGreaterThan(picture);
      expect(r.contrast).toBeGreaterThanOrEqual(4.5);
      const worker = await createWorker(['eng'], OEM.LSTM_ONLY, {
        langPath: prepareLanguageData(dir, ['eng', 'hin']),
        cacheMethod: 'none',
        gzip: true,
      });
      try {
        const { data } = await worker.recognize(r.png);
        const read = data.text.replace(/\s+/g, ' ').toLowerCase();
        for (const word of ['plant', 'tree', 'spring', 'shade', 'street', 'cleaner', 'everyone']) {
          expect(read).toContain(word);
        }
      } finally {
        await worker.terminate();
      }
    });

    it('measures contrast as WCAG does', () => {
      expect(contrastRatio(1, 0)).toBeCloseTo(21, 5);
      expect(contrastRatio(1, 1)).toBeCloseTo(1, 5);
    });
  });
});
