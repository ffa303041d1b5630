import {
  enforcePlatformLimits,
  formatForPlatform,
  toThread,
  tweetLength,
  TWEET_LIMIT,
  WHATSAPP_STATUS_LIMIT,
} from './formatters';

/** Deterministic PRNG (mulberry32) so the property test is reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCAB = [
  'the',
  'writing',
  'assistant',
  'मैं',
  'घर',
  'जा',
  'रहा',
  'हूँ',
  'internationalisation',
  'a',
  'quick',
  'brown',
  'fox',
  'https://example.com/a/very/long/path?with=query&and=more',
  '🚀',
  'e.g.',
  '3.14',
  'well-being',
  'don’t',
  'NASA',
];

function randomText(next: () => number): string {
  const sentences = Math.floor(next() * 40) + 1;
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words = Math.floor(next() * 60) + 1;
    const ws: string[] = [];
    for (let w = 0; w < words; w++) ws.push(VOCAB[Math.floor(next() * VOCAB.length)]);
    out.push(ws.join(' ') + ['.', '!', '?', '।', ''][Math.floor(next() * 5)]);
    if (next() < 0.15) out.push('\n\n');
  }
  return out.join(' ');
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

describe('platform formatters', () => {
  it('twitter: posts never exceed 280 and never split a word or URL (500 seeded random texts)', () => {
    const next = rng(20251121);
    for (let i = 0; i < 500; i++) {
      const text = randomText(next);
      const posts = toThread(text);
      for (const p of posts) expect(tweetLength(p)).toBeLessThanOrEqual(TWEET_LIMIT);
      const body = posts.map((p) => (posts.length > 1 ? p.replace(/^\d+\/\d+ /, '') : p));
      expect(words(body.join(' '))).toEqual(words(text));
      if (posts.length > 1) posts.forEach((p, n) => expect(p.startsWith(`${n + 1}/${posts.length} `)).toBe(true));
    }
  });

  it('twitter: a short text stays one post without numbering', () => {
    expect(formatForPlatform('Hello world.', 'twitter').text).toBe('Hello world.');
  });

  it('single_tweet: at most 280, shortened with a notice', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} talks about writing assistants.`).join(' ');
    const out = formatForPlatform(long, 'single_tweet');
    expect(tweetLength(out.text)).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(out.notices).toEqual([{ code: 'truncated_to_limit', option: 'single_tweet' }]);
  });

  it('whatsapp_status: at most 700 characters', () => {
    const long = 'Writing every day builds a habit that lasts. '.repeat(40);
    const out = formatForPlatform(long, 'whatsapp_status');
    expect([...out.text].length).toBeLessThanOrEqual(WHATSAPP_STATUS_LIMIT);
    expect(out.notices[0].code).toBe('truncated_to_limit');
  });

  it('linkedin: a hook line, short paragraphs and 3–5 hashtags from keywords', () => {
    const text =
      'Remote work changed how teams write. Clear writing saves meetings. Async updates need structure. Teams that write well ship faster. Writing is a remote superpower.';
    const out = formatForPlatform(text, 'linkedin').text.split('\n\n');
    expect(out[0]).toBe('Remote work changed how teams write.');
    const tags = out.at(-1)!.split(' ');
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(5);
    tags.forEach((t) => expect(t).toMatch(/^#\p{L}/u));
    expect(tags).toContain('#Writing');
  });

  it('facebook: short paragraphs of at most two sentences', () => {
    const out = formatForPlatform('One. Two. Three. Four. Five.', 'facebook').text.split('\n\n');
    expect(out.slice(0, 3)).toEqual(['One. Two.', 'Three. Four.', 'Five.']);
  });

  it('reddit: a title, the body and a TL;DR', () => {
    const out = formatForPlatform('My bike was stolen today. The police were helpful. I got it back.', 'reddit').text;
    expect(out).toMatch(/^Title: My bike was stolen today\n\n/);
    expect(out).toMatch(/\n\nTL;DR: .+$/);
  });

  it('blog: a title and section headings', () => {
    const text = Array.from({ length: 9 }, (_, i) => `Gardening tip ${i} helps tomatoes grow.`).join(' ');
    const out = formatForPlatform(text, 'blog').text;
    expect(out).toMatch(/^# Gardening tip 0 helps tomatoes grow\n\n/);
    expect(out).toMatch(/\n## /);
  });

  it('enforcePlatformLimits re-packs an AI thread whose posts are too long', () => {
    const tooLong = `1/2 ${'word '.repeat(80)}\n\n2/2 end.`;
    const out = enforcePlatformLimits(tooLong, 'twitter').text.split('\n\n');
    out.forEach((p) => expect(tweetLength(p)).toBeLessThanOrEqual(TWEET_LIMIT));
  });
});
