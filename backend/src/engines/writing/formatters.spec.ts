import {
  enforcePlatformLimits,
  formatForPlatform,
  hashtags,
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

const LEARNING =
  'Learning to code at 35 was the best decision I ever made, even though everyone around me said it was too late to switch careers. I was scared at first. I spent evenings on free courses and weekends building small projects. After a year I got my first job as a junior developer at a startup in Pune. Now I build web apps for small businesses and love it. If you are thinking about it, start today.';

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
    expect(tags.some((t) => /Writing/.test(t))).toBe(true);
  });

  it('facebook: short paragraphs of at most two sentences', () => {
    const out = formatForPlatform('One. Two. Three. Four. Five.', 'facebook').text.split('\n\n');
    expect(out.slice(0, 3)).toEqual(['One. Two.', 'Three. Four.', 'Five.']);
  });

  it('reddit: a title, the body and, for a post long enough to need one, a TL;DR that is not the title again', () => {
    const short = formatForPlatform('My bike was stolen today. The police were helpful. I got it back.', 'reddit').text;
    expect(short).toMatch(/^Title: My bike was stolen today\n\n/);
    expect(short).not.toContain('TL;DR');
    expect(formatForPlatform('Enjoy your weekends 🎉. See you all on Monday.', 'reddit').text).toMatch(
      /^Title: Enjoy your weekends\n\nEnjoy your weekends 🎉\./,
    );
    const out = formatForPlatform(LEARNING, 'reddit').text;
    const title = /^Title: (.+)\n\n/.exec(out)![1];
    expect(title).toBe('Learning to code at 35 was the best decision I ever made');
    const tldr = /\n\nTL;DR: (.+)$/.exec(out)![1];
    expect(tldr).not.toContain(title);
    expect(tldr).not.toBe('If you are thinking about it, start today.');
    expect(tldr).toContain('junior developer');
  });

  it('blog: a headline, never the opening sentence cut with "…", and headings that name their section', () => {
    const out = formatForPlatform(LEARNING, 'blog').text;
    expect(out).toMatch(/^# Learning to code at 35 was the best decision I ever made\n\n/);
    expect(out).not.toContain('…');
    const long = [
      'Our team moved to remote work in March, after two years in a crowded office in Pune, and nobody knew what to expect.',
      'The first weeks were hard. Meetings ran long and nobody wrote anything down.',
      'Then we started writing design documents before every project. The documents made meetings shorter.',
      'Code review changed too. Reviewers left written comments instead of calling people.',
      'Our customers noticed. Support tickets were answered faster because the answers were written down.',
      'Writing is now the habit that holds the team together.',
    ].join('\n\n');
    const blog = formatForPlatform(long, 'blog').text;
    const [title] = blog.split('\n');
    expect(title).toMatch(/^# /);
    expect(title).not.toContain('…');
    const headings = blog.split('\n').filter((l) => l.startsWith('## '));
    expect(headings.length).toBeGreaterThanOrEqual(2);
    for (const h of headings) expect(h).not.toContain(',');
    expect(headings.join(' ')).toMatch(/Design Documents|Code Review|Support Tickets|Customers/i);
  });

  it('hashtags: key phrases in CamelCase, no stopwords, contractions, verbs, adjectives or tags the post has', () => {
    const text =
      'I didnt expect much when I moved from Bihar to Bengaluru for my first job at Infosys. Honestly I felt small. Dont laugh: remote work culture saved me, and remote work still does. #Infosys #NewBeginnings';
    const tags = hashtags(text);
    expect(tags.length).toBeGreaterThanOrEqual(1);
    for (const junk of ['#Didnt', '#Felt', '#Small', '#Dont', '#Honestly', '#Infosys', '#NewBeginnings', '#Much'])
      expect(tags).not.toContain(junk);
    expect(tags).toEqual(expect.arrayContaining(['#Bihar', '#Bengaluru']));
    expect(tags.some((t) => /^#RemoteWork/.test(t))).toBe(true);
    // with two tags already in the post, three more make five
    expect(tags.length).toBeLessThanOrEqual(3);
    const post = formatForPlatform(text, 'linkedin').text.split('\n\n');
    expect(post.at(-1)!.split(' ').slice(0, 2)).toEqual(['#Infosys', '#NewBeginnings']);
    expect(post.filter((p) => p.includes('#Infosys'))).toHaveLength(1);
  });

  it('linkedin: greeting and signature stay lines of their own and give no hashtags', () => {
    const out = formatForPlatform(
      'Hi Team,\n\nThe release is out and the login page works now. Please test the search page before Friday. The demo moves to Monday.\n\nThanks,\nPriya',
      'linkedin',
    ).text;
    const parts = out.split('\n\n');
    expect(parts[0]).toBe('Hi Team,');
    expect(parts.at(-1)).toBe('Thanks,\nPriya');
    const tags = parts.at(-2)!.split(' ');
    expect(tags.every((t) => t.startsWith('#'))).toBe(true);
    expect(tags).not.toContain('#Priya');
    expect(tags).not.toContain('#Team');
  });

  it('blog and reddit: a greeting is not the title, a heading the text opens with is, lists stay lists', () => {
    const message =
      'Hi Team,\n\nThe release is out and the login page works now. Please test the search page before Friday. The demo moves to Monday because the payment tests failed.\n\nThanks,\nPriya';
    for (const platform of ['blog', 'reddit'] as const) {
      const out = formatForPlatform(message, platform).text;
      expect(out).not.toMatch(/^(?:# |Title: )Hi Team/);
      expect(out).not.toContain('## Priya');
      expect(out).toContain('Thanks,\nPriya');
    }
    const notes =
      '## Release notes v2.3.1\n\n- Fixed login on Safari\n- Faster search\n\nWe also updated the docs at https://example.com/docs. Thanks for testing!';
    expect(formatForPlatform(notes, 'blog').text).toMatch(
      /^# Release notes v2\.3\.1\n\n- Fixed login on Safari\n- Faster search\n\n/,
    );
    expect(formatForPlatform(notes, 'reddit').text).toMatch(
      /^Title: Release notes v2\.3\.1\n\n- Fixed login on Safari\n- Faster search\n\n/,
    );
    for (const platform of ['linkedin', 'facebook'] as const) {
      const out = formatForPlatform(notes, platform).text;
      expect(out).toContain('## Release notes v2.3.1\n\n- Fixed login on Safari\n- Faster search\n\nWe also');
      expect(out).not.toMatch(/#V\d|#V231/);
    }
    expect(
      hashtags('We met in March. Next month we will visit the Chennai market again and the Chennai office.'),
    ).not.toContain('#NextMonth');
  });

  it('single post: keeps the opening sentence (the main point) when it has to drop sentences', () => {
    const text =
      'Learning to code at 35 was the best decision I ever made. I was scared at first. I spent evenings on free courses and weekends building small projects with free courses. After a year I got my first job as a junior developer at a startup in Pune after free courses. Now I build web apps for small businesses and love it. If you are thinking about it, start today with free courses and small projects.';
    const out = formatForPlatform(text, 'single_tweet').text;
    expect(tweetLength(out)).toBeLessThanOrEqual(TWEET_LIMIT);
    expect(out.startsWith('Learning to code at 35 was the best decision I ever made.')).toBe(true);
  });

  it('X and WhatsApp posts show no Markdown marks, and keep the lines of a list and of a poem', () => {
    const notes =
      '## Release notes v2.3.1\n\n- Fixed login on **Safari**\n- Faster search\n\nSee [the docs](https://x.y/docs). Thanks!';
    const tweet = formatForPlatform(notes, 'single_tweet').text;
    expect(tweet).toBe(
      'Release notes v2.3.1\n• Fixed login on Safari\n• Faster search\nSee the docs (https://x.y/docs). Thanks!',
    );
    expect(formatForPlatform(notes, 'twitter').text).toBe(tweet);
    expect(formatForPlatform(notes, 'whatsapp_status').text).toBe(
      '*Release notes v2.3.1*\n\n• Fixed login on *Safari*\n• Faster search\n\nSee the docs (https://x.y/docs). Thanks!',
    );
    const poem =
      'The rain came down on the tin roof,\nmy mother hummed an old song,\nand the house smelled of ginger tea.';
    expect(formatForPlatform(poem, 'single_tweet').text).toBe(poem);
    // prose paragraphs still become one post's sentences; a hashtag is not a heading
    expect(formatForPlatform('First point here.\n\nSecond point. #News', 'single_tweet').text).toBe(
      'First point here. Second point. #News',
    );
  });

  it('hashtags are phrases of the prose: never a person, a run across a comma, code, a path or Hinglish', () => {
    const tagsOf = (t: string) => hashtags(t, 5).map((h) => h.toLowerCase());
    const letter = tagsOf(
      'I have finished the quarterly report and Ravi will handle my calls. Contact Mrs Sharma for the budget. We fried mustard seeds, curry leaves, onion and green chilli in oil.',
    );
    expect(letter).toEqual(expect.arrayContaining(['#quarterlyreport', '#mustardseeds', '#curryleaves']));
    for (const bad of ['#ravi', '#mrssharma', '#sharma', '#seedscurry', '#mustardseedscurry', '#leavesonion'])
      expect(letter).not.toContain(bad);
    const code = tagsOf(
      'To install the CLI, run `npm install -g likho-cli` and then `likho --help`. The config file lives in ~/.likho/config.json. Fix your npm permissions.',
    );
    expect(code.join(' ')).not.toMatch(/npm|likhocli|configjson|likho/);
    const hinglish = tagsOf('Yaar kal ka match dekha? Kohli ne kamaal kar diya. Last over mein chakka maar diya.');
    expect(hinglish.join(' ')).not.toMatch(/yaar|kal|kamaal|dekha|diya|chakka/);
  });

  it('hashtags in Hindi come from Hindi content words, not pronouns, postpositions or verbs', () => {
    const tags = hashtags('मेरा नाम सीमा है। मैं दिल्ली में रहती हूँ। मुझे किताबें पढ़ना पसंद है। दिल्ली की सर्दी मुझे अच्छी लगती है।');
    expect(tags).toEqual(expect.arrayContaining(['#दिल्ली', '#किताबें', '#सर्दी']));
    // the writer's name is not a topic
    expect(tags).not.toContain('#सीमा');
    expect(hashtags('जन्मदिन की शुभकामनाएं भाई भगवान आपको खुश रखे')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^#(खुश|रखे|भाई)$/)]),
    );
    for (const junk of ['#में', '#हूँ', '#मेरा', '#नाम', '#मैं', '#मुझे', '#है', '#रहती', '#पढ़ना', '#लगती'])
      expect(tags).not.toContain(junk);
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
