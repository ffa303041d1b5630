import type { Notice, SocialMedia } from './writing-engine';
import { summarize } from './local/length';
import { keywords, paragraphs, splitSentences } from './local/text-utils';

/**
 * Deterministic platform formatters. The local engine uses them to shape text; the AI provider's output goes
 * through `enforcePlatformLimits`, so hard limits (280 per post, 700 per WhatsApp status) hold whatever a
 * model returns.
 */

export const TWEET_LIMIT = 280;
export const WHATSAPP_STATUS_LIMIT = 700;

/**
 * Length as X counts it, without URL shortening (so it is never below the real character count): code
 * points in the Latin, Devanagari and general-punctuation ranges weigh 1, others (emoji, CJK) weigh 2.
 */
export function tweetLength(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    n += c <= 4351 || (c >= 8192 && c <= 8205) || (c >= 8208 && c <= 8223) || (c >= 8242 && c <= 8247) ? 1 : 2;
  }
  return n;
}

/** Splits a string that is longer than `limit` by itself; only an unbroken token longer than `limit` is cut. */
function packWords(words: string[], limit: number, length: (s: string) => number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (length(candidate) <= limit) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    if (length(word) <= limit) {
      current = word;
      continue;
    }
    // a single token longer than a whole post (a giant URL): the only case where a token is cut
    let rest = [...word];
    while (rest.length) {
      let take = Math.min(rest.length, limit);
      while (take > 1 && length(rest.slice(0, take).join('')) > limit) take--;
      out.push(rest.slice(0, take).join(''));
      rest = rest.slice(take);
    }
    current = '';
  }
  if (current) out.push(current);
  return out;
}

/** Packs sentences into chunks of at most `limit`, never splitting a word or URL that fits in a chunk. */
export function packSentences(text: string, limit: number, length: (s: string) => number = tweetLength): string[] {
  const units = paragraphs(text).flatMap((p) => splitSentences(p.replace(/\s+/g, ' ')));
  const out: string[] = [];
  let current = '';
  for (const unit of units) {
    const candidate = current ? `${current} ${unit}` : unit;
    if (length(candidate) <= limit) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    current = '';
    if (length(unit) <= limit) current = unit;
    else {
      const parts = packWords(unit.split(/\s+/).filter(Boolean), limit, length);
      current = parts.pop() ?? '';
      out.push(...parts);
    }
  }
  if (current) out.push(current);
  return out;
}

/** A numbered thread ("1/3 …"), each post at most 280 as X counts. One post needs no number. */
export function toThread(text: string): string[] {
  const clean = text.trim();
  if (!clean) return [];
  if (tweetLength(clean.replace(/\s+/g, ' ')) <= TWEET_LIMIT && !/\n\s*\n/.test(clean))
    return [clean.replace(/\s+/g, ' ')];
  let total = 1;
  for (let round = 0; round < 5; round++) {
    const prefix = 2 * String(total).length + 2; // "12/15 "
    const posts = packSentences(clean, TWEET_LIMIT - prefix);
    if (posts.length === 1) return posts;
    if (String(posts.length).length <= String(total).length) {
      return posts.map((p, i) => `${i + 1}/${posts.length} ${p}`);
    }
    total = posts.length;
  }
  const posts = packSentences(clean, TWEET_LIMIT - 2 * String(total * 10).length - 2);
  return posts.map((p, i) => `${i + 1}/${posts.length} ${p}`);
}

/** Cuts at a word boundary so that the result plus "…" fits `limit`. */
export function truncateAtWord(
  text: string,
  limit: number,
  length: (s: string) => number = (s) => [...s].length,
): string {
  if (length(text) <= limit) return text;
  const words = text.split(/(\s+)/);
  let out = '';
  for (const w of words) {
    if (length(out + w) + 1 > limit) break;
    out += w;
  }
  out = out.trimEnd().replace(/[,;:\-–—]+$/, '');
  if (!out) out = [...text].slice(0, limit - 1).join('');
  return `${out}…`;
}

/** Fits `text` in `limit`: first by keeping fewer key sentences, then by cutting at a word. */
export function fitTo(
  text: string,
  limit: number,
  length: (s: string) => number,
  notices: Notice[],
  option: string,
): string {
  const flat = paragraphs(text).join('\n\n');
  if (length(flat) <= limit) return flat;
  notices.push({ code: 'truncated_to_limit', option });
  const sentences = paragraphs(flat).flatMap((p) => splitSentences(p)).length;
  for (let keep = sentences - 1; keep >= 1; keep--) {
    const s = summarize(flat, keep).text;
    if (length(s) <= limit) return s;
  }
  return truncateAtWord(summarize(flat, 1).text, limit, length);
}

function hashtag(word: string): string {
  const clean = word.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  return `#${clean[0]?.toUpperCase() ?? ''}${clean.slice(1)}`;
}

/** 3–5 hashtags from the text's keywords (fewer only when the text has fewer content words). */
export function hashtags(text: string, max = 5): string[] {
  return keywords(text, max)
    .map(hashtag)
    .filter((h) => h.length > 2);
}

function groupSentences(text: string, perParagraph: number): string[] {
  const sentences = paragraphs(text).flatMap((p) => splitSentences(p));
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += perParagraph) out.push(sentences.slice(i, i + perParagraph).join(' '));
  return out;
}

function titleFrom(sentence: string, maxWords = 10): string {
  const words = sentence.replace(/[.!?।]+$/, '').split(/\s+/);
  return words.length <= maxWords ? words.join(' ') : `${words.slice(0, maxWords).join(' ')}…`;
}

function capitalise(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export interface Formatted {
  text: string;
  notices: Notice[];
}

/** Shapes text for a platform (local engine). */
export function formatForPlatform(text: string, platform: SocialMedia): Formatted {
  const notices: Notice[] = [];
  const sentences = paragraphs(text).flatMap((p) => splitSentences(p));
  switch (platform) {
    case 'twitter':
      return { text: toThread(text).join('\n\n'), notices };
    case 'single_tweet':
      return { text: fitTo(text, TWEET_LIMIT, tweetLength, notices, platform).replace(/\s*\n\s*/g, ' '), notices };
    case 'whatsapp_status':
      return { text: fitTo(text, WHATSAPP_STATUS_LIMIT, (s) => [...s].length, notices, platform), notices };
    case 'linkedin': {
      const [hook, ...rest] = sentences;
      const body = groupSentences(rest.join(' '), 2);
      const tags = hashtags(text);
      return { text: [hook, ...body, tags.join(' ')].filter(Boolean).join('\n\n'), notices };
    }
    case 'facebook': {
      const tags = hashtags(text, 2);
      return { text: [...groupSentences(text, 2), tags.join(' ')].filter(Boolean).join('\n\n'), notices };
    }
    case 'reddit': {
      const title = titleFrom(sentences[0] ?? text, 16);
      const tldr = summarize(text, 1).text;
      return { text: `Title: ${title}\n\n${groupSentences(text, 3).join('\n\n')}\n\nTL;DR: ${tldr}`, notices };
    }
    case 'blog': {
      const title = capitalise(titleFrom(sentences[0] ?? text, 10));
      const paras = paragraphs(text).length > 1 ? paragraphs(text) : groupSentences(text, 3);
      const [intro, ...sections] = paras;
      const parts = [`# ${title}`, intro];
      for (let i = 0; i < sections.length; i += 2) {
        const chunk = sections.slice(i, i + 2);
        const heading = keywords(chunk.join(' '), 3).map(capitalise).join(', ') || `Part ${i / 2 + 1}`;
        parts.push(`## ${heading}`, ...chunk);
      }
      return { text: parts.filter(Boolean).join('\n\n'), notices };
    }
  }
}

/**
 * Hard limits on text that came from elsewhere (an AI model): a thread is re-packed when a post is too long,
 * a single post and a WhatsApp status are cut to fit; everything else is returned as it is.
 */
export function enforcePlatformLimits(text: string, platform: SocialMedia | undefined): Formatted {
  const notices: Notice[] = [];
  if (platform === 'twitter') {
    const posts = text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (posts.every((p) => tweetLength(p) <= TWEET_LIMIT)) return { text: posts.join('\n\n'), notices };
    const plain = posts.map((p) => p.replace(/^\d+\/\d+\s+/, '')).join('\n\n');
    return { text: toThread(plain).join('\n\n'), notices };
  }
  if (platform === 'single_tweet') return { text: fitTo(text, TWEET_LIMIT, tweetLength, notices, platform), notices };
  if (platform === 'whatsapp_status') {
    return { text: fitTo(text, WHATSAPP_STATUS_LIMIT, (s) => [...s].length, notices, platform), notices };
  }
  return { text, notices };
}
