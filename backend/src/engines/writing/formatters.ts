import type { Notice, SocialMedia } from './writing-engine';
import { summarize } from './local/length';
import { existingHashtags, keyphrases, toHashtag } from './local/keyphrases';
import { hasEmoji, removeEmoji, splitSignOff, withoutGreeting } from './local/passes';
import { paragraphs, splitSentences } from './local/text-utils';
import { capitalise, hasDevanagari } from 'src/common/text';

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

/**
 * Markdown that a post cannot show, made plain: a heading becomes its line (on WhatsApp, *bold*), list
 * markers become "•", bold and links their text ("[docs](https://…)" → "docs (https://…)"). Code is left.
 */
export function postText(text: string, platform: 'x' | 'whatsapp'): string {
  const strong = (s: string) => (platform === 'whatsapp' ? `*${s}*` : s);
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || /^\s*(?:```|~~~)/.test(line)) return line;
      const heading = /^\s*#{1,6}\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
      if (heading) return strong(heading[1]);
      return line
        .replace(/^(\s*)[-*+]\s+/, '$1• ')
        .replace(/\[([^\]\n]+)\]\((\S+?)\)/g, '$1 ($2)')
        .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, (_, _mark: string, inner: string) => strong(inner));
    })
    .join('\n');
}

const ENDS_SENTENCE = /[.!?।:]["')\]]*$/;

/**
 * A paragraph whose lines stay lines in a post: a list, a heading (a short line without a full stop), or lines
 * that mostly end without a full stop (a poem, an address).
 */
function isLineParagraph(p: string): boolean {
  const lines = p.split('\n').filter((l) => l.trim());
  if (/^\s*(?:[•\-*+]|\d+[.)])\s/m.test(p)) return true;
  if (lines.length === 1) return !ENDS_SENTENCE.test(p.trim()) && !/[.!?।]\s/.test(p) && p.length <= 80;
  return lines.filter((l) => !ENDS_SENTENCE.test(l.trim())).length * 2 > lines.length;
}

/**
 * Packs sentences into chunks of at most `limit`, never splitting a word or URL that fits in a chunk. Lines of
 * a list and a heading keep their own line ("\n"); sentences of prose are joined with a space.
 */
export function packSentences(text: string, limit: number, length: (s: string) => number = tweetLength): string[] {
  const units = paragraphs(text).flatMap((p) =>
    isLineParagraph(p)
      ? p
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .map((t) => ({ t, line: true }))
      : splitSentences(p.replace(/\s+/g, ' ')).map((t) => ({ t, line: false })),
  );
  const out: string[] = [];
  let current = '';
  let lastLine = false;
  for (const { t: unit, line } of units) {
    const candidate = current ? `${current}${line || lastLine ? '\n' : ' '}${unit}` : unit;
    lastLine = line;
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
  // one post keeps its lines (a list, a poem); blank lines between paragraphs become line breaks
  const single = packSentences(clean, Number.MAX_SAFE_INTEGER)[0] ?? '';
  if (tweetLength(single) <= TWEET_LIMIT) return [single];
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

/**
 * 3–5 hashtags from the text's key phrases (CamelCase for a phrase: #RemoteWork), none that the post already
 * has; when the post already carries tags, only as many as make up `max`. Fewer when the text has fewer.
 */
export function hashtags(text: string, max = 5): string[] {
  const existing = existingHashtags(text);
  // the greeting and the signature name people, not what the post is about
  text = splitSignOff(withoutGreeting(text)).body;
  const room = max - existing.size;
  if (room <= 0) return [];
  return keyphrases(text.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' '), max + existing.size)
    .map(toHashtag)
    .filter((h) => [...h].length > 2 && !existing.has(h.toLowerCase()))
    .slice(0, room);
}

/** A paragraph of Markdown structure (a list, heading, quote, table or code) that is kept as it is. */
const isMarkdownBlock = (p: string) => /^[ \t]*(?:[-*+•]\s|\d+[.)]\s|#{1,6}\s|>|\||```|~~~)/m.test(p);

/** Sentences regrouped `perParagraph` to a paragraph; Markdown blocks stay whole, where they were. */
function groupSentences(text: string, perParagraph: number): string[] {
  const out: string[] = [];
  let sentences: string[] = [];
  const flush = () => {
    for (let i = 0; i < sentences.length; i += perParagraph) out.push(sentences.slice(i, i + perParagraph).join(' '));
    sentences = [];
  };
  for (const p of paragraphs(text)) {
    if (isMarkdownBlock(p)) {
      flush();
      out.push(p);
    } else sentences.push(...splitSentences(p));
  }
  flush();
  return out;
}

/** The prose sentences of a text (not those of its lists, headings or code). */
const proseSentences = (text: string) =>
  paragraphs(text)
    .filter((p) => !isMarkdownBlock(p))
    .flatMap((p) => splitSentences(p));

/**
 * A headline's length: its space-separated pieces, so an emoji, a dash or "v0.9.4" counts as a piece. Not
 * countWords (src/common/text), which counts only words: with it, 389 of 3,031 corpus texts (publishability,
 * realworld-dev, JFLEG dev, Hindi dev, the blog) got another title or platform post.
 */
const piecesIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Where a long opening sentence's first clause ends: a comma or dash, or a joining word. */
const CLAUSE_END = /\s*[,;:–—]\s+|\s+(?=(?:but|because|even though|although|though|so that|which|while|and then)\s)/i;

/**
 * A headline, never a sentence cut with "…": the opening sentence when it is short, else its first clause
 * when that is a headline's length (five words, or three with a key phrase), else the first short sentence that holds the
 * text's key phrase, else the key phrases themselves ("Remote Work and Infosys").
 */
export function titleFor(text: string, maxWords = 10): string {
  const sentences = paragraphs(text).flatMap((p) => splitSentences(p));
  const phrases = keyphrases(text, 3);
  const [top, second] = phrases;
  const strip = (s: string) => s.replace(/[.!?।]+$/, '').trim();
  const holds = (s: string, list: string[]) => list.some((k) => s.toLowerCase().includes(k.toLowerCase()));
  const opening = sentences[0] ? strip(sentences[0]) : '';
  // "Recipe for quick poha: rinse two cups…" → "Recipe for quick poha"
  const lead = /^([^:]{8,}):\s/.exec(opening)?.[1];
  if (lead && piecesIn(lead) >= 2 && piecesIn(lead) <= maxWords) return capitalise(lead);
  if (opening && piecesIn(opening) <= maxWords && !/\?$/.test(sentences[0])) return capitalise(opening);
  const clause = opening.split(CLAUSE_END)[0];
  if (piecesIn(clause) <= maxWords && (piecesIn(clause) >= 5 || (piecesIn(clause) >= 3 && holds(clause, phrases))))
    return capitalise(clause);
  const short = sentences.slice(1, 6).filter((s) => piecesIn(s) <= maxWords && piecesIn(s) >= 3 && !/\?$/.test(s));
  const holding = top ? short.find((s) => holds(s, [top])) : undefined;
  if (holding) return capitalise(strip(holding));
  if (!top) return capitalise(opening.split(/\s+/).slice(0, maxWords).join(' '));
  const headline = (p: string) =>
    hasDevanagari(p) ? p : p.replace(/(^|\s)(\p{Ll})/gu, (_, lead: string, ch: string) => lead + ch.toUpperCase());
  const and = hasDevanagari(top) ? ' और ' : ' and ';
  return second ? `${headline(top)}${and}${headline(second)}` : headline(top);
}

/** The title of a text that opens with a Markdown heading is that heading (taken out of the body). */
function titled(body: string, maxWords: number): { title: string; rest: string } {
  // a headline carries no emoji ("Enjoy your weekends 🎉" → "Enjoy your weekends")
  const plain = (s: string) => (hasEmoji(s) ? removeEmoji(s).text : s);
  const heading = /^\s*#{1,6}\s+(.+)\n*/.exec(body);
  if (heading) return { title: plain(heading[1].trim()), rest: body.slice(heading[0].length) };
  return { title: plain(titleFor(body, maxWords)), rest: body };
}

/** A message's frame: its greeting line, body, sign-off and closing hashtags, each kept as written. */
function framed(text: string): { greeting: string; body: string; signOff: string; tags: string[] } {
  const { body: untagged, tags } = trailingHashtags(text);
  const { body: unsigned, signOff } = splitSignOff(untagged);
  const body = withoutGreeting(unsigned);
  const greeting = body === unsigned ? '' : unsigned.trimStart().split('\n')[0].trim();
  return { greeting, body, signOff, tags };
}

/** The text without the hashtags that end it, and those hashtags. */
function trailingHashtags(text: string): { body: string; tags: string[] } {
  const m = /(?:\s*#[\p{L}\p{M}\p{N}_]+)+\s*$/u.exec(text);
  if (!m) return { body: text, tags: [] };
  return { body: text.slice(0, m.index).trimEnd(), tags: m[0].trim().split(/\s+/) };
}

export interface Formatted {
  text: string;
  notices: Notice[];
}

/** Shapes text for a platform (local engine). */
export function formatForPlatform(text: string, platform: SocialMedia): Formatted {
  const notices: Notice[] = [];
  switch (platform) {
    case 'twitter':
      return { text: toThread(postText(text, 'x')).join('\n\n'), notices };
    case 'single_tweet': {
      const fitted = fitTo(postText(text, 'x'), TWEET_LIMIT, tweetLength, notices, platform);
      return { text: packSentences(fitted, Number.MAX_SAFE_INTEGER)[0] ?? '', notices };
    }
    case 'whatsapp_status':
      return {
        text: fitTo(postText(text, 'whatsapp'), WHATSAPP_STATUS_LIMIT, (s) => [...s].length, notices, platform),
        notices,
      };
    case 'linkedin': {
      // hook, short paragraphs, then the hashtags (the post's own closing ones first) above a sign-off
      const { greeting, body: main, signOff, tags: own } = framed(text);
      // the hook is the opening sentence (none when the text opens with a heading or a list)
      const [first = '', ...others] = paragraphs(main);
      const [hook, ...more] = isMarkdownBlock(first) ? [''] : splitSentences(first);
      const body = groupSentences([isMarkdownBlock(first) ? first : more.join(' '), ...others].join('\n\n'), 2);
      const tags = [...own, ...hashtags(text)];
      return { text: [greeting, hook, ...body, tags.join(' '), signOff].filter(Boolean).join('\n\n'), notices };
    }
    case 'facebook': {
      const { greeting, body: main, signOff, tags: own } = framed(text);
      const tags = [...own, ...hashtags(text, Math.max(2, own.length))];
      return {
        text: [greeting, ...groupSentences(main, 2), tags.join(' '), signOff].filter(Boolean).join('\n\n'),
        notices,
      };
    }
    case 'reddit': {
      // the title states the point (a heading the text opens with, the opening sentence when short, else a
      // headline); the TL;DR sums up the body in its best sentences, neither the title again nor just the
      // last sentence. A greeting and a sign-off stay lines of the body and give no title.
      const { greeting, body: main, signOff, tags } = framed(text);
      const { title, rest: untitled } = titled(main, 16);
      const units = proseSentences(untitled);
      const isTitle = (s: string) => s.toLowerCase().startsWith(title.toLowerCase());
      const rest = units.filter((s) => !isTitle(s));
      const best = splitSentences(summarize(units.join(' '), 3).text).filter((s) => !isTitle(s));
      const tldr = rest.length >= 3 ? best.slice(0, 2).join(' ') : '';
      const body = [greeting, ...groupSentences(untitled, 3)];
      return {
        text: [`Title: ${title}`, ...body, tldr && `TL;DR: ${tldr}`, signOff, tags.join(' ')]
          .filter(Boolean)
          .join('\n\n'),
        notices,
      };
    }
    case 'blog': {
      const { greeting, body: main, signOff, tags } = framed(text);
      const { title, rest: untitled } = titled(main, 12);
      const paras = paragraphs(untitled).length > 1 ? paragraphs(untitled) : groupSentences(untitled, 3);
      const [intro, ...sections] = paras;
      const parts = [`# ${title}`, greeting, intro];
      // headings only for a text long enough to have sections and without its own; each names its section
      const headed = sections.length >= 2 && !sections.some((p) => /^#{1,6}\s/m.test(p));
      const used = new Set(keyphrases(main, 1).map((k) => k.toLowerCase()));
      for (let i = 0; i < sections.length; i += 2) {
        const chunk = sections.slice(i, i + 2);
        if (headed) {
          const topic = keyphrases(chunk.join(' '), 3).find((k) => !used.has(k.toLowerCase()));
          if (topic) {
            used.add(topic.toLowerCase());
            parts.push(`## ${capitalise(topic)}`);
          }
        }
        parts.push(...chunk);
      }
      parts.push(signOff, tags.join(' '));
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
