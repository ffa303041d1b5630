/** How a piece of text is set on the card. */
export type BlockRole = 'display' | 'headline' | 'subhead' | 'body' | 'bullet';

export interface TextBlock {
  text: string;
  role: BlockRole;
  /** Space above the block: none (first), a line break, or a paragraph break. */
  gapBefore: 'none' | 'line' | 'paragraph';
}

export interface CardText {
  blocks: TextBlock[];
  /** Hashtags from the end of the text, shown in the footer. */
  hashtags: string[];
}

export { hasDevanagari } from 'src/common/text';

/** Emoji and flags: the card fonts have no colour glyphs, so they are left out rather than drawn as boxes. */
const EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Emoji_Modifier}|\uFE0F|\u20E3)*(?:\u200D\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)*)*/gu;
const KEEP_SYMBOLS = /^[\u00A9\u00AE\u2122\u2022\u2013\u2014]/;

export function stripEmoji(s: string): string {
  return s
    .replace(EMOJI, (m) => (KEEP_SYMBOLS.test(m) ? m : ''))
    .replace(/[\uFE0E\uFE0F\u20E3]|\p{Emoji_Modifier}/gu, '')
    .replace(/\p{Cs}/gu, '');
}

/** Inline Markdown the writing engine may emit (bold, italics, code, links) reduced to its text. */
function stripInlineMarkdown(s: string): string {
  return s
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_]([^*_\s][^*_]*?)[*_](?=\s|$|[.,;:!?])/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
}

const HASHTAG = /^#[\p{L}\p{M}\p{N}_]+$/u;

/**
 * Turns enhanced text (plain, or the Markdown-ish output of the platform formatters) into blocks for the card:
 * emoji removed, Markdown markers removed, thread counters (1/3) dropped, bullets kept as •, trailing hashtags
 * moved to the footer, and the first short line of a multi-line text promoted to a headline.
 */
export function prepareCardText(raw: string): CardText {
  const lines = stripEmoji(raw.normalize('NFC')).replace(/\r\n?/g, '\n').split('\n');
  type Line = { text: string; heading: boolean; bullet: boolean; blankBefore: boolean };
  const out: Line[] = [];
  let blank = false;
  for (const rawLine of lines) {
    let line = rawLine.replace(/[\t\u00A0 ]+/g, ' ').trim();
    if (!line || /^([-*_=]\s*){3,}$/.test(line)) {
      blank = out.length > 0;
      continue;
    }
    let heading = false;
    let bullet = false;
    line = line.replace(/^>\s*/, '');
    // the Reddit format's "Title: …" line is the card's headline, without its label
    if (!out.length && /^Title:\s+\S/.test(line)) line = line.replace(/^Title:\s+/, '# ');
    if (/^#{1,6}\s+/.test(line)) {
      heading = true;
      line = line.replace(/^#{1,6}\s+/, '');
    } else if (/^[-*•]\s+/.test(line)) {
      bullet = true;
      line = `• ${line.replace(/^[-*•]\s+/, '')}`;
    } else if (/^\d{1,2}[.)]\s+/.test(line)) {
      bullet = true;
    }
    line = line.replace(/^\d{1,2}\/\d{1,2}\s+/, '');
    line = stripInlineMarkdown(line).replace(/\s+/g, ' ').trim();
    if (!line) continue;
    out.push({ text: line, heading, bullet, blankBefore: blank });
    blank = false;
  }

  // trailing hashtags → footer
  const hashtags: string[] = [];
  while (out.length) {
    const last = out[out.length - 1];
    const tokens = last.text.split(' ');
    let cut = tokens.length;
    while (cut > 0 && HASHTAG.test(tokens[cut - 1])) cut--;
    if (cut === tokens.length) break;
    hashtags.unshift(...tokens.slice(cut));
    if (cut === 0) out.pop();
    else {
      last.text = tokens.slice(0, cut).join(' ');
      break;
    }
  }

  const blocks: TextBlock[] = out.map((l, i) => ({
    text: l.text,
    role: l.heading ? (i === 0 ? 'headline' : 'subhead') : l.bullet ? 'bullet' : 'body',
    gapBefore: i === 0 ? 'none' : l.blankBefore || l.heading ? 'paragraph' : 'line',
  }));
  if (blocks.length === 1 && blocks[0].role === 'body' && blocks[0].text.length <= 220) {
    blocks[0].role = 'display';
  } else if (blocks.length > 1 && blocks[0].role === 'body' && blocks[0].text.length <= 140) {
    blocks[0].role = 'headline';
  }
  return { blocks, hashtags: [...new Set(hashtags)] };
}
