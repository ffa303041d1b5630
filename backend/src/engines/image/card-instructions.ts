import type { ImagePlatform } from './platforms';
import { contrastRatio, DEFAULT_THEME, THEMES, themeFromBackground, type CardTheme, type ThemeName } from './themes';

/** A text in both interface languages. */
export interface Bilingual {
  en: string;
  hi: string;
}

/** How the card looks: the theme plus what the visitor's instructions changed. */
export interface CardStyle {
  theme: CardTheme;
  /** All text bold. */
  bold: boolean;
  /** Largest text that fits (auto), capped smaller (small), or the headline scaled up (large). */
  size: 'auto' | 'large' | 'small';
  align: 'left' | 'center';
  uppercase: boolean;
  hashtags: boolean;
  branding: boolean;
}

/** What was made of the custom instructions: the style, what was applied, and what a card cannot do. */
export interface InstructionReading {
  style: CardStyle;
  applied: Bilingual[];
  /** Clauses of the instructions that matched nothing a card can do (the visitor's own words). */
  unsupported: string[];
  /** Adjustments made to keep the card legible. */
  notes: Bilingual[];
}

interface NamedColour {
  hex: string;
  /** The theme this colour stands for when no target (background, text, accent) is named. */
  theme?: ThemeName;
  label: Bilingual;
  words: Matcher;
}

interface Matcher {
  test(s: string): boolean;
}

const en = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'i');
const hi = (words: string) => new RegExp(`(?:${words})`);
const either = (a: RegExp, b: RegExp): Matcher => ({ test: (s: string) => a.test(s) || b.test(s) });

const COLOURS: NamedColour[] = [
  {
    hex: '#0d1526',
    theme: 'midnight',
    label: { en: 'black', hi: 'काला' },
    words: either(en('black|dark|night|midnight'), hi('काल|गहर|डार्क')),
  },
  {
    hex: '#fbf8f2',
    theme: 'paper',
    label: { en: 'white', hi: 'सफ़ेद' },
    words: either(en('white|light|bright|minimal|minimalist|clean|simple|plain'), hi('सफ़ेद|सफेद|हल्क|सादा|सादी')),
  },
  {
    hex: '#1d4ed8',
    theme: 'ocean',
    label: { en: 'blue', hi: 'नीला' },
    words: either(en('blue|ocean|sea|sky|calm|cool'), hi('नील|आसमानी|समुद्र')),
  },
  {
    hex: '#15803d',
    theme: 'forest',
    label: { en: 'green', hi: 'हरा' },
    words: either(en('green|nature|forest|eco|fresh'), hi('हरा|हरी|हरे|प्रकृति')),
  },
  {
    hex: '#7e22ce',
    theme: 'berry',
    label: { en: 'purple', hi: 'बैंगनी' },
    words: either(en('purple|violet|berry|vibrant|playful|fun'), hi('बैंगनी|जामुनी')),
  },
  {
    hex: '#ea580c',
    theme: 'sunrise',
    label: { en: 'orange', hi: 'नारंगी' },
    words: either(en('orange|warm|sunny|sunrise|sunset|peach'), hi('नारंगी|संतरी|केसरिया|गर्म')),
  },
  { hex: '#dc2626', label: { en: 'red', hi: 'लाल' }, words: either(en('red|crimson'), hi('लाल')) },
  { hex: '#7f1d1d', label: { en: 'maroon', hi: 'मैरून' }, words: either(en('maroon|burgundy|wine'), hi('मैरून')) },
  { hex: '#facc15', label: { en: 'yellow', hi: 'पीला' }, words: either(en('yellow|lemon'), hi('पील')) },
  { hex: '#d4a017', label: { en: 'gold', hi: 'सुनहरा' }, words: either(en('gold|golden'), hi('सुनहर')) },
  { hex: '#db2777', label: { en: 'pink', hi: 'गुलाबी' }, words: either(en('pink|rose|magenta'), hi('गुलाबी')) },
  {
    hex: '#0d9488',
    label: { en: 'teal', hi: 'फ़िरोज़ी' },
    words: either(en('teal|turquoise|cyan'), hi('फ़िरोज़ी|फिरोजी')),
  },
  { hex: '#1e3a8a', label: { en: 'navy', hi: 'गहरा नीला' }, words: either(en('navy'), hi('गहरा नीला')) },
  { hex: '#6b7280', label: { en: 'grey', hi: 'स्लेटी' }, words: either(en('gr[ae]y|silver'), hi('स्लेटी|ग्रे')) },
  { hex: '#92400e', label: { en: 'brown', hi: 'भूरा' }, words: either(en('brown|coffee|chocolate'), hi('भूर')) },
];

/** "dark blue", "light green", "हल्का नीला": a shade word right before a hue. */
const SHADE_EN = /\b(dark|deep|light|pale|pastel)[\s-]+([a-z]+)/i;
const SHADE_HI = /(गहर|हल्क)\S*\s+(\S+)/u;

function mix(hex: string, with_: string, share: number): string {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [rgb(hex), rgb(with_)];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i] - v) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The shade of a named hue that the clause asks for ("dark blue" → a dark blue, not black), if any. */
function shadeIn(clause: string): { hex: string; label: Bilingual; theme?: ThemeName } | undefined {
  const m = SHADE_EN.exec(clause) ?? SHADE_HI.exec(clause);
  if (!m) return undefined;
  const hue = COLOURS.find((c) => c.label.en !== 'black' && c.label.en !== 'white' && c.words.test(m[2]));
  if (!hue) return undefined;
  const dark = /^(?:dark|deep|गहर)/i.test(m[1]);
  return {
    hex: dark ? mix(hue.hex, '#000000', 0.45) : mix(hue.hex, '#ffffff', 0.7),
    label: dark
      ? { en: `dark ${hue.label.en}`, hi: `गहरा ${hue.label.hi}` }
      : { en: `light ${hue.label.en}`, hi: `हल्का ${hue.label.hi}` },
  };
}

const TARGET = {
  background: either(en('background|backdrop|bg'), hi('पृष्ठभूमि|बैकग्राउंड|पीछे')),
  text: either(en('text|font colou?r|letters|writing|words'), hi('अक्षर|टेक्स्ट|शब्द|लिखावट')),
  accent: either(en('accent|highlight|hashtags? colou?r|lines?'), hi('हाइलाइट|एक्सेंट')),
};

const FLAGS: { test: { test(s: string): boolean }; apply: (s: CardStyle) => void; label: Bilingual }[] = [
  {
    test: either(en('bold|strong|heavy|punchy'), hi('बोल्ड|मोट|गाढ़')),
    apply: (s) => (s.bold = true),
    label: { en: 'bold text', hi: 'बोल्ड टेक्स्ट' },
  },
  {
    test: either(en('large|larger|big|bigger|huge'), hi('बड़|बडा|बडे')),
    apply: (s) => (s.size = 'large'),
    label: { en: 'large text', hi: 'बड़ा टेक्स्ट' },
  },
  {
    test: either(en('small|smaller|compact|subtle'), hi('छोट')),
    apply: (s) => (s.size = 'small'),
    label: { en: 'smaller text', hi: 'छोटा टेक्स्ट' },
  },
  {
    test: either(en('cent(?:er|re)(?:ed|d)?|middle'), hi('बीच|केंद्र|सेंटर')),
    apply: (s) => (s.align = 'center'),
    label: { en: 'centred text', hi: 'बीच में टेक्स्ट' },
  },
  {
    test: either(en('left'), hi('बाईं|बाएँ|बाएं')),
    apply: (s) => (s.align = 'left'),
    label: { en: 'left-aligned text', hi: 'बाईं ओर टेक्स्ट' },
  },
  {
    test: either(en('upper ?case|all caps|caps'), hi('कैपिटल')),
    apply: (s) => (s.uppercase = true),
    label: { en: 'capital letters in the headline', hi: 'शीर्षक में कैपिटल अक्षर' },
  },
  {
    test: either(en('serif|classic|elegant|editorial|newspaper'), hi('क्लासिक|सुरुचिपूर्ण')),
    apply: (s) => (s.theme = { ...s.theme, serif: true }),
    label: { en: 'serif type', hi: 'सेरिफ़ अक्षर' },
  },
  {
    test: either(en('sans|sans-serif|modern'), hi('आधुनिक|मॉडर्न')),
    apply: (s) => (s.theme = { ...s.theme, serif: false }),
    label: { en: 'sans-serif type', hi: 'सैन्स-सेरिफ़ अक्षर' },
  },
  {
    test: either(en('no hashtags?|without hashtags?|remove hashtags?|hide hashtags?'), hi('हैशटैग (?:नहीं|न|हटा)')),
    apply: (s) => (s.hashtags = false),
    label: { en: 'no hashtags', hi: 'हैशटैग के बिना' },
  },
  {
    test: either(
      en(
        'no (?:logo|branding|brand|watermark)|without (?:logo|branding|brand|watermark)|remove (?:the )?(?:logo|branding|watermark)',
      ),
      hi('(?:लोगो|ब्रांड)\\S* (?:नहीं|न|हटा)'),
    ),
    apply: (s) => (s.branding = false),
    label: { en: 'no branding', hi: 'ब्रांडिंग के बिना' },
  },
];

const THEME_WORDS: Record<string, ThemeName> = {
  professional: 'midnight',
  corporate: 'midnight',
  business: 'midnight',
};
const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** Splits instructions into clauses: sentences, commas, semicolons and the word and (English or Hindi). */
export function splitClauses(instructions: string): string[] {
  return instructions
    .split(/[\n.;,!?।]+|\s+(?:and|also|plus|with|और|तथा|साथ ही)\s+/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Reads the visitor's custom instructions as far as a designed card can honour them (theme, colours, emphasis). */
export function readInstructions(platform: ImagePlatform, instructions = ''): InstructionReading {
  const style: CardStyle = {
    theme: THEMES[DEFAULT_THEME[platform]],
    bold: false,
    size: 'auto',
    align: platform === 'whatsapp_status' ? 'center' : 'left',
    uppercase: false,
    hashtags: true,
    branding: true,
  };
  const applied: Bilingual[] = [];
  const unsupported: string[] = [];
  const notes: Bilingual[] = [];
  let background: string | undefined;
  let textColour: { hex: string; label: Bilingual } | undefined;
  let accent: string | undefined;

  for (const clause of splitClauses(instructions)) {
    let matched = false;
    const hexes = [...clause.matchAll(HEX)].map((m) => m[0]);
    const named = COLOURS.filter((c) => c.words.test(clause));
    const shade = hexes[0] ? undefined : shadeIn(clause);
    const colour = hexes[0]
      ? { hex: hexes[0], label: { en: hexes[0], hi: hexes[0] } as Bilingual, theme: undefined as ThemeName | undefined }
      : (shade ?? named[0]);
    const target = TARGET.background.test(clause)
      ? 'background'
      : TARGET.accent.test(clause)
        ? 'accent'
        : TARGET.text.test(clause) && colour
          ? 'text'
          : shade
            ? 'background' // "dark blue" alone asks for a dark blue card
            : undefined;
    if (colour && target === 'background') {
      background = colour.hex;
      applied.push({ en: `${colour.label.en} background`, hi: `${colour.label.hi} पृष्ठभूमि` });
      matched = true;
    } else if (colour && target === 'text') {
      textColour = colour;
      matched = true;
    } else if (colour && target === 'accent') {
      accent = colour.hex;
      applied.push({ en: `${colour.label.en} accent`, hi: `${colour.label.hi} हाइलाइट` });
      matched = true;
    } else if (colour?.theme) {
      style.theme = { ...THEMES[colour.theme], serif: style.theme.serif || THEMES[colour.theme].serif };
      applied.push(THEMES[colour.theme].label);
      matched = true;
      // a second colour in the same clause ("dark with gold") is the accent
      const second = named.find((c) => c !== colour);
      if (second) {
        accent = second.hex;
        applied.push({ en: `${second.label.en} accent`, hi: `${second.label.hi} हाइलाइट` });
      }
    } else if (colour) {
      accent = colour.hex;
      applied.push({ en: `${colour.label.en} accent`, hi: `${colour.label.hi} हाइलाइट` });
      matched = true;
    }
    for (const [word, theme] of Object.entries(THEME_WORDS)) {
      if (!matched && en(word).test(clause)) {
        style.theme = THEMES[theme];
        applied.push(THEMES[theme].label);
        matched = true;
      }
    }
    for (const flag of FLAGS) {
      if (flag.test.test(clause)) {
        flag.apply(style);
        if (!applied.some((a) => a.en === flag.label.en)) applied.push(flag.label);
        matched = true;
      }
    }
    if (!matched) unsupported.push(clause);
  }

  if (background) style.theme = themeFromBackground(style.theme, background);
  if (accent) style.theme = { ...style.theme, accent };
  if (textColour) {
    const textIsDark = contrastRatio(style.theme.text, '#ffffff') > contrastRatio(style.theme.text, '#000000');
    const base = background ?? (textIsDark ? '#fafafa' : '#101010');
    if (contrastRatio(textColour.hex, base) >= 3) {
      style.theme = { ...style.theme, text: textColour.hex };
      applied.push({ en: `${textColour.label.en} text`, hi: `${textColour.label.hi} टेक्स्ट` });
    } else {
      notes.push({
        en: `${textColour.label.en} text would be hard to read on this background, so the text stays readable`,
        hi: `इस पृष्ठभूमि पर ${textColour.label.hi} टेक्स्ट पढ़ना कठिन होता, इसलिए टेक्स्ट का रंग पढ़ने योग्य रखा गया`,
      });
    }
  }
  return { style, applied, unsupported, notes };
}
