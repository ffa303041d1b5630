import { Resvg } from '@resvg/resvg-js';
import satori, { type SatoriNode } from 'satori';
import type { Bilingual, CardStyle } from './card-instructions';
import { readInstructions } from './card-instructions';
import { prepareCardText } from './card-text';
import type { CardFont, CardFonts } from './fonts';
import type { GeneratedImage, ImageEngine, ImageRequest } from './image-engine';
import { PLATFORM_SPECS, type ImagePlatform } from './platforms';
import { fitText, type FitResult, type Weight, type WidthTable, type WordMeasurer } from './text-fit';
import type { CardTheme } from './themes';

/** A satori element (the React element shape, without React). */
interface El {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: El | El[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}
const el = (type: string, style: Record<string, unknown>, children?: El | El[] | string): El => ({
  type,
  props: { style, children },
});

const MEASURE_SIZE = 200;
const CACHE_LIMIT = 20_000;

/** Measures whole words with satori (harfbuzz shaping, the same engine that draws them); widths are cached. */
export class SatoriWordMeasurer implements WordMeasurer {
  private readonly cache = new Map<string, number>();

  constructor(
    private readonly fonts: CardFont[],
    private readonly family: string,
  ) {}

  async measure(words: string[], weight: Weight): Promise<WidthTable> {
    const key = (w: string) => `${weight}\u0000${w}`;
    const missing = [...new Set(words)].filter((w) => !this.cache.has(key(w)));
    if (missing.length) {
      const found = new Map<string, number>();
      const tree = el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          fontFamily: this.family,
          fontSize: MEASURE_SIZE,
          fontWeight: weight,
        },
        missing.map((w) => el('div', { whiteSpace: 'pre', opacity: 0, flexShrink: 0 }, w)),
      );
      await satori(tree as never, {
        width: 100_000,
        height: Math.max(1000, (missing.length + 1) * MEASURE_SIZE * 2),
        fonts: this.fonts,
        onNodeDetected: (n: SatoriNode) => {
          if (typeof n.textContent === 'string' && n.type === 'div' && !found.has(n.textContent)) {
            found.set(n.textContent, n.width / MEASURE_SIZE);
          }
        },
      });
      if (this.cache.size + missing.length > CACHE_LIMIT) this.cache.clear();
      for (const w of missing) this.cache.set(key(w), found.get(w) ?? 0.7 * [...w].length);
    }
    return new Map(words.map((w) => [w, this.cache.get(key(w))!]));
  }
}

/** The geometry of a card for one platform. */
export interface CardGeometry {
  width: number;
  height: number;
  padX: number;
  padY: number;
  barHeight: number;
  barGap: number;
  footerSize: number;
  footerHeight: number;
  footerGap: number;
  boxWidth: number;
  boxHeight: number;
  minBase: number;
  maxBase: number;
}

export function cardGeometry(platform: ImagePlatform): CardGeometry {
  const { width, height } = PLATFORM_SPECS[platform];
  const short = Math.min(width, height);
  const portrait = height > width;
  const padX = Math.round(portrait ? width * 0.09 : width * 0.07);
  // a status keeps clear of the app's own top and bottom overlays
  const padY = Math.round(portrait ? height * 0.1 : height * 0.09);
  const barHeight = Math.max(6, Math.round(short * 0.011));
  const barGap = Math.round(short * 0.05);
  const footerSize = Math.max(19, Math.round(short * 0.03));
  const footerHeight = Math.round(footerSize * 1.6);
  const footerGap = Math.round(short * 0.045);
  const boxWidth = width - 2 * padX;
  const boxHeight = height - 2 * padY - barHeight - barGap - footerHeight - footerGap;
  return {
    width,
    height,
    padX,
    padY,
    barHeight,
    barGap,
    footerSize,
    footerHeight,
    footerGap,
    boxWidth,
    boxHeight,
    minBase: Math.max(20, Math.round(short * 0.036)),
    maxBase: Math.round(Math.min(height * 0.09, width * (portrait ? 0.085 : 0.062))),
  };
}

export interface CardRenderInput extends ImageRequest {
  /** An AI-made picture (PNG or JPEG) to set the text on, instead of the theme background. */
  backdrop?: { data: Buffer; mime: 'image/png' | 'image/jpeg' };
}

/** A drawn card as the image engines use it (what a card worker sends back). */
export type CardPicture = Omit<GeneratedImage, 'engine'>;

/** Draws cards: the renderer itself (in this thread) or the pool of card workers. */
export interface CardDrawer extends ImageEngine {
  draw(input: CardRenderInput): Promise<CardPicture>;
}

export interface CardRender {
  png: Buffer;
  svg: string;
  geometry: CardGeometry;
  fit: FitResult;
  style: CardStyle;
  /** Every element satori laid out (tests check that no line leaves the text box). */
  nodes: SatoriNode[];
  notices: Bilingual[];
  /** On a backdrop: contrast of the white text over the brightest tenth of the veiled picture behind it. */
  contrast?: number;
}

/** Safety margin on measured widths (satori rounds layout to whole pixels). */
const WIDTH_SAFETY = 0.985;
const BRAND = 'Likho · लिखो';

/**
 * The local image engine: a designed card at the platform's native size, text fitted by measurement, in a
 * theme (chosen for the platform or from the instructions), Noto Sans/Serif with Devanagari, drawn by satori
 * (harfbuzz shaping) and rasterised by resvg.
 */
export class CardRenderer implements CardDrawer {
  readonly name = 'card';
  private readonly measurers: { sans: SatoriWordMeasurer; serif: SatoriWordMeasurer };

  constructor(private readonly fonts: CardFonts) {
    this.measurers = {
      sans: new SatoriWordMeasurer(fonts.sans, fonts.family(false)),
      serif: new SatoriWordMeasurer(fonts.serif, fonts.family(true)),
    };
  }

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    return { ...(await this.draw(request)), engine: this.name };
  }

  async draw(input: CardRenderInput): Promise<CardPicture> {
    const r = await this.render(input);
    return { png: r.png, width: r.geometry.width, height: r.geometry.height, notices: r.notices };
  }

  async render(input: CardRenderInput): Promise<CardRender> {
    const reading = readInstructions(input.platform, input.instructions);
    const style = reading.style;
    if (input.backdrop) {
      // text on a photo: light type over a dark veil, whatever the theme
      style.theme = { ...style.theme, text: '#ffffff', muted: 'rgba(255,255,255,0.78)' };
    }
    const g = cardGeometry(input.platform);
    const text = prepareCardText(input.text);
    const serif = style.theme.serif;
    const measurer = serif ? this.measurers.serif : this.measurers.sans;
    const fonts = serif ? this.fonts.serif : this.fonts.sans;
    const family = this.fonts.family(serif);

    const { blocks, cut } = capText(text.blocks, g);
    const maxBase = style.size === 'small' ? Math.max(g.minBase, Math.round(g.maxBase * 0.72)) : g.maxBase;
    const fit = await fitText(
      blocks,
      {
        boxWidth: g.boxWidth * WIDTH_SAFETY,
        boxHeight: g.boxHeight,
        minBase: g.minBase,
        maxBase,
        bold: style.bold,
        headlineScale: style.size === 'large' ? 1.5 : 1.28,
        uppercaseHeadline: style.uppercase,
        cut,
      },
      measurer,
    );

    const footerLeft = style.hashtags ? await this.fitHashtags(text.hashtags, g, style, measurer) : '';
    const tree = this.tree(g, style, fit, footerLeft, family, Boolean(input.backdrop));
    const nodes: SatoriNode[] = [];
    const words = await satori(tree as never, {
      width: g.width,
      height: g.height,
      fonts,
      onNodeDetected: (n: SatoriNode) => nodes.push(n),
    });
    let svg = words;
    let contrast: number | undefined;
    if (input.backdrop) {
      // the picture and its veil are drawn first and the words (satori's whole drawing) last, so nothing can
      // cover the text; the veil is as dark as this picture needs for white text at 4.5:1 (WCAG AA)
      const veil = chooseVeil(input.backdrop, g);
      contrast = veil.contrast;
      svg = backdropSvg(input.backdrop, g, veil.alpha, words);
    }
    const png = Buffer.from(
      new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
    );
    return { png, svg, geometry: g, fit, style, nodes, notices: this.notices(reading, fit), contrast };
  }

  private notices(reading: ReturnType<typeof readInstructions>, fit: FitResult): Bilingual[] {
    const notices: Bilingual[] = [];
    if (reading.applied.length) {
      notices.push({
        en: `Applied from your instructions: ${reading.applied.map((a) => a.en).join(', ')}.`,
        hi: `आपके निर्देशों से लागू किया गया: ${reading.applied.map((a) => a.hi).join(', ')}।`,
      });
    }
    notices.push(...reading.notes.map((n) => ({ en: `${n.en}.`, hi: `${n.hi}।` })));
    if (reading.unsupported.length) {
      const quoted = reading.unsupported.map((u) => `“${u.length > 80 ? `${u.slice(0, 79)}…` : u}”`).join(', ');
      notices.push({
        en: `A designed card can change the theme, colours, text size, weight and alignment, so this was not applied: ${quoted}.`,
        hi: `डिज़ाइन किया गया कार्ड थीम, रंग, अक्षरों का आकार, मोटाई और संरेखण बदल सकता है, इसलिए यह लागू नहीं हुआ: ${quoted}।`,
      });
    }
    if (fit.truncated) {
      notices.push({
        en: 'The text was longer than the image can hold, so it ends with “…”. Shorter text gives a larger, easier-to-read image.',
        hi: 'टेक्स्ट इमेज में समाने से लंबा था, इसलिए यह “…” पर समाप्त होता है। छोटा टेक्स्ट बड़ी और पढ़ने में आसान इमेज देता है।',
      });
    }
    return notices;
  }

  /** Hashtags for the footer: as many whole tags as fit beside the brand. */
  private async fitHashtags(tags: string[], g: CardGeometry, style: CardStyle, m: WordMeasurer): Promise<string> {
    if (!tags.length) return '';
    const table = await m.measure([...tags, BRAND, 'x x', 'xx'], 700);
    const space = (table.get('x x')! - table.get('xx')!) * g.footerSize;
    const brand = style.branding ? table.get(BRAND)! * g.footerSize + g.footerSize * 2 : 0;
    const room = (g.boxWidth - brand) * WIDTH_SAFETY;
    const kept: string[] = [];
    let used = 0;
    for (const tag of tags) {
      const w = table.get(tag)! * g.footerSize + (kept.length ? space : 0);
      if (used + w > room) break;
      kept.push(tag);
      used += w;
    }
    return kept.join(' ');
  }

  /** The card as satori elements: background glows, accent bar, the fitted lines, footer. */
  private tree(
    g: CardGeometry,
    style: CardStyle,
    fit: FitResult,
    hashtags: string,
    family: string,
    backdrop: boolean,
  ): El {
    const t = style.theme;
    const center = style.align === 'center';
    return el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        width: g.width,
        height: g.height,
        padding: `${g.padY}px ${g.padX}px`,
        // on a backdrop the card itself is transparent: the picture and veil are drawn beneath it
        backgroundImage: !backdrop && t.background.startsWith('linear') ? t.background : undefined,
        backgroundColor: backdrop || t.background.startsWith('linear') ? undefined : t.background,
        color: t.text,
        fontFamily: family,
      },
      [
        ...(backdrop ? [] : glows(g, t)),
        accentBar(g, t, center),
        textBox(g, fit, center),
        footer(g, t, center, hashtags, style.branding),
      ],
    );
  }
}

/** Two soft accent-coloured glows in the corners of a card without a backdrop picture. */
function glows(g: CardGeometry, t: CardTheme): El[] {
  const glow = Math.round(Math.min(g.width, g.height) * 1.1);
  return [
    el('div', {
      position: 'absolute',
      right: -Math.round(glow * 0.35),
      top: -Math.round(glow * 0.45),
      width: glow,
      height: glow,
      borderRadius: glow,
      backgroundImage: `radial-gradient(circle, ${t.accent} 0%, transparent 68%)`,
      opacity: 0.16,
    }),
    el('div', {
      position: 'absolute',
      left: -Math.round(glow * 0.3),
      bottom: -Math.round(glow * 0.55),
      width: Math.round(glow * 0.8),
      height: Math.round(glow * 0.8),
      borderRadius: glow,
      backgroundImage: `radial-gradient(circle, ${t.accent} 0%, transparent 70%)`,
      opacity: 0.09,
    }),
  ];
}

/** The short accent bar above the text. */
function accentBar(g: CardGeometry, t: CardTheme, center: boolean): El {
  return el('div', {
    display: 'flex',
    width: g.barHeight * 9,
    height: g.barHeight,
    borderRadius: g.barHeight,
    backgroundColor: t.accent,
    marginBottom: g.barGap,
    alignSelf: center ? 'center' : 'flex-start',
  });
}

/** The text box: each fitted line at its own size, weight and line height. */
function textBox(g: CardGeometry, fit: FitResult, center: boolean): El {
  const lines = fit.lines.map((l) =>
    el(
      'div',
      {
        display: 'flex',
        flexShrink: 0,
        whiteSpace: 'pre',
        fontSize: l.fontSize,
        fontWeight: l.weight,
        lineHeight: `${l.lineHeight}px`,
        height: l.lineHeight,
        marginTop: l.marginTop,
        letterSpacing: l.role === 'headline' || l.role === 'display' ? -0.01 * l.fontSize : 0,
      },
      l.text,
    ),
  );
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems: center ? 'center' : 'flex-start',
      width: g.boxWidth,
      height: g.boxHeight,
    },
    lines,
  );
}

/** The footer: hashtags (left, or none on a centred card without them) and the brand. */
function footer(g: CardGeometry, t: CardTheme, center: boolean, hashtags: string, branding: boolean): El {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'row',
      justifyContent: center ? 'center' : 'space-between',
      gap: center ? g.footerSize * 1.5 : 0,
      alignItems: 'center',
      width: g.boxWidth,
      height: g.footerHeight,
      marginTop: g.footerGap,
      fontSize: g.footerSize,
      fontWeight: 700,
    },
    [
      ...(center && !hashtags
        ? []
        : [el('div', { display: 'flex', whiteSpace: 'pre', color: t.accent }, hashtags || ' ')]),
      el(
        'div',
        { display: 'flex', whiteSpace: 'pre', color: t.muted, letterSpacing: 0.02 * g.footerSize },
        branding ? BRAND : ' ',
      ),
    ],
  );
}

/**
 * The most text that could possibly fit at the smallest size (characters at 0.3 em, lines at 1.3 em):
 * longer text is cut at a word before it is measured, and then ends with an ellipsis.
 */
function capText(
  blocks: ReturnType<typeof prepareCardText>['blocks'],
  g: CardGeometry,
): { blocks: typeof blocks; cut: boolean } {
  const budget = Math.floor((g.boxWidth / (g.minBase * 0.3)) * (g.boxHeight / (g.minBase * 1.3)));
  const out: typeof blocks = [];
  let used = 0;
  for (const b of blocks) {
    if (used + b.text.length <= budget) {
      out.push(b);
      used += b.text.length + 20; // a block costs at least part of a line
      continue;
    }
    const room = budget - used;
    const words = b.text.split(' ');
    let text = '';
    for (const w of words) {
      if (text.length + w.length + 1 > room) break;
      text = text ? `${text} ${w}` : w;
    }
    if (text) out.push({ ...b, text });
    return { blocks: out, cut: true };
  }
  return { blocks: out, cut: false };
}

/** WCAG contrast ratio of two relative luminances. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const VEIL_RGB = [6, 8, 16] as const;
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** The backdrop scaled to cover the card (centred, cropped), as an SVG image element. */
function backdropImage(backdrop: NonNullable<CardRenderInput['backdrop']>, g: CardGeometry): string {
  return (
    `<image x="0" y="0" width="${g.width}" height="${g.height}" preserveAspectRatio="xMidYMid slice" ` +
    `href="data:${backdrop.mime};base64,${backdrop.data.toString('base64')}"/>`
  );
}

/** Picture, then a uniform dark veil, then the words drawn by satori (a nested SVG of the same size). */
function backdropSvg(
  backdrop: NonNullable<CardRenderInput['backdrop']>,
  g: CardGeometry,
  alpha: number,
  words: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${g.width}" height="${g.height}" viewBox="0 0 ${g.width} ${g.height}">` +
    `<rect width="${g.width}" height="${g.height}" fill="rgb(${VEIL_RGB.join(',')})"/>` +
    backdropImage(backdrop, g) +
    `<rect width="${g.width}" height="${g.height}" fill="rgb(${VEIL_RGB.join(',')})" fill-opacity="${alpha.toFixed(2)}"/>` +
    words.replace(/^<svg /, '<svg x="0" y="0" ') +
    '</svg>'
  );
}

/**
 * The lightest veil that gives white text 4.5:1 over the brightest tenth of the picture behind the text area
 * (measured on the picture itself, scaled down), at least 0.35 so the picture reads as a backdrop.
 */
export function chooseVeil(
  backdrop: NonNullable<CardRenderInput['backdrop']>,
  g: CardGeometry,
): { alpha: number; contrast: number } {
  const scale = 8;
  const w = Math.max(1, Math.round(g.width / scale));
  const h = Math.max(1, Math.round(g.height / scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${g.width}" height="${g.height}" viewBox="0 0 ${g.width} ${g.height}">` +
    backdropImage(backdrop, g) +
    '</svg>';
  const pixels = new Resvg(svg, { fitTo: { mode: 'width', value: w }, font: { loadSystemFonts: false } }).render()
    .pixels;
  // the text area: inside the padding, from the accent bar down to the footer
  const x0 = Math.floor(g.padX / scale);
  const x1 = Math.ceil((g.width - g.padX) / scale);
  const y0 = Math.floor(g.padY / scale);
  const y1 = Math.ceil((g.height - g.padY) / scale);
  const rgb: [number, number, number][] = [];
  for (let y = y0; y < Math.min(h, y1); y++) {
    for (let x = x0; x < Math.min(w, x1); x++) {
      const i = (y * w + x) * 4;
      const a = pixels[i + 3] / 255; // transparent parts show the dark base colour
      rgb.push([0, 1, 2].map((c) => pixels[i + c] * a + VEIL_RGB[c] * (1 - a)) as [number, number, number]);
    }
  }
  const brightTenth = (alpha: number): number => {
    const lum = rgb
      .map(([r, gr, b]) => {
        const mix = (c: number, v: number) => c * (1 - alpha) + v * alpha;
        return (
          0.2126 * linear(mix(r, VEIL_RGB[0])) +
          0.7152 * linear(mix(gr, VEIL_RGB[1])) +
          0.0722 * linear(mix(b, VEIL_RGB[2]))
        );
      })
      .sort((p, q) => p - q);
    return lum.length ? lum[Math.floor(lum.length * 0.9)] : 0;
  };
  let alpha = 0.35;
  for (; alpha < 0.95; alpha += 0.05) {
    if (contrastRatio(1, brightTenth(alpha)) >= MIN_CONTRAST) break;
  }
  alpha = Math.min(0.95, alpha);
  return { alpha, contrast: contrastRatio(1, brightTenth(alpha)) };
}
