import { prepareCardText, stripEmoji } from './card-text';

describe('prepareCardText', () => {
  it('turns a LinkedIn post into a headline, body, bullets and footer hashtags', () => {
    const r = prepareCardText(
      'Stop guessing. 🚀\n\nThree habits:\n- Write first\n- Edit later\n\nThat is all.\n\n#writing #habits',
    );
    expect(r.blocks).toEqual([
      { text: 'Stop guessing.', role: 'headline', gapBefore: 'none' },
      { text: 'Three habits:', role: 'body', gapBefore: 'paragraph' },
      { text: '• Write first', role: 'bullet', gapBefore: 'line' },
      { text: '• Edit later', role: 'bullet', gapBefore: 'line' },
      { text: 'That is all.', role: 'body', gapBefore: 'paragraph' },
    ]);
    expect(r.hashtags).toEqual(['#writing', '#habits']);
  });

  it('reads Markdown headings, bold and links of blog output as text', () => {
    const r = prepareCardText('# The **plain** guide\n\n## Why\n\nSee [the docs](https://x.y) for `more`.');
    expect(r.blocks.map((b) => [b.role, b.text])).toEqual([
      ['headline', 'The plain guide'],
      ['subhead', 'Why'],
      ['body', 'See the docs for more.'],
    ]);
  });

  it('drops thread counters and keeps hashtags that end a sentence line in the footer', () => {
    const r = prepareCardText('1/2 First post here.\n\n2/2 Second post. #one #two');
    expect(r.blocks.map((b) => b.text)).toEqual(['First post here.', 'Second post.']);
    expect(r.hashtags).toEqual(['#one', '#two']);
  });

  it('makes the Reddit title line the headline, without its "Title:" label', () => {
    const r = prepareCardText(
      'Title: UPI works for electricity bills\n\nI used to stand in line.\n\nTL;DR: Pay online.',
    );
    expect(r.blocks.map((b) => [b.role, b.text])).toEqual([
      ['headline', 'UPI works for electricity bills'],
      ['body', 'I used to stand in line.'],
      ['body', 'TL;DR: Pay online.'],
    ]);
  });

  it('makes a single short text a display block', () => {
    expect(prepareCardText('लिखते रहिए।').blocks).toEqual([{ text: 'लिखते रहिए।', role: 'display', gapBefore: 'none' }]);
  });
});

describe('stripEmoji', () => {
  it('removes emoji, flags and joiners of emoji but keeps Devanagari joiners and ©', () => {
    expect(stripEmoji('Hi 👋🏽 there 🇮🇳 👨‍👩‍👧 ok ©')).toBe('Hi  there   ok ©');
    expect(stripEmoji('क्\u200Dष')).toBe('क्\u200Dष');
  });
});
