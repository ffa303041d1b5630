import { bulletPass, clarityPass, hasEmoji, removeEmoji } from './passes';

describe('bulletPass', () => {
  it('bullets the body of a message and leaves the greeting and the sign-off as lines', () => {
    const out = bulletPass(
      'Hi Team,\n\nThe release is out. Please test the login page. Report bugs in Jira.\n\nThanks,\nPriya',
    ).text;
    expect(out).toBe(
      'Hi Team,\n\n- The release is out.\n- Please test the login page.\n- Report bugs in Jira.\n\nThanks,\nPriya',
    );
  });

  it('keeps Markdown headings, existing lists and code blocks as they are', () => {
    const out = bulletPass(
      '## Release notes v2.3.1\n\n- Fixed login\n- Faster search\n\nWe also updated the docs. See https://example.com/docs. Thanks for testing.\n\n```\nnpm run build. npm test.\n```',
    ).text;
    expect(out).toBe(
      [
        '## Release notes v2.3.1',
        '',
        '- Fixed login',
        '- Faster search',
        '- We also updated the docs.',
        '- See https://example.com/docs.',
        '- Thanks for testing.',
        '',
        '```',
        'npm run build. npm test.',
        '```',
      ].join('\n'),
    );
    expect(out).not.toContain('• ');
  });

  it('uses Markdown bullets, also for a list written with •', () => {
    expect(bulletPass('• one\n• two').text).toBe('- one\n- two');
    expect(bulletPass('We met the client. They liked the demo.').text).toBe(
      '- We met the client.\n- They liked the demo.',
    );
  });
});

describe('removeEmoji', () => {
  it('removes emoji with the space before them, leaving no gap before punctuation', () => {
    expect(removeEmoji('Enjoy your weekends 🎉. See you Monday 😀!').text).toBe('Enjoy your weekends. See you Monday!');
    expect(removeEmoji('Great job team 👏👏 really proud 🙌').text).toBe('Great job team really proud');
  });

  it('removes emoji after hasEmoji has looked at the same text', () => {
    expect(hasEmoji('Enjoy your weekends 🎉')).toBe(true);
    expect(removeEmoji('Enjoy your weekends 🎉').text).toBe('Enjoy your weekends');
  });

  it('never merges two sentences: an emoji that ended one leaves a sentence break', () => {
    expect(removeEmoji('जन्मदिन की शुभकामनाएं भाई 🎂🎉 भगवान आपको खुश रखे 🙏').text).toBe(
      'जन्मदिन की शुभकामनाएं भाई। भगवान आपको खुश रखे',
    );
    expect(removeEmoji('जन्मदिन की शुभकामनाएं भाई 🎂\nभगवान आपको खुश रखे 🙏').text).toBe(
      'जन्मदिन की शुभकामनाएं भाई\nभगवान आपको खुश रखे',
    );
    expect(removeEmoji('Launch day 🚀 We shipped v2 🎉').text).toBe('Launch day. We shipped v2');
    expect(removeEmoji('So happy 😊 today').text).toBe('So happy today');
  });
});

describe('clarityPass: whole words and the verb "purchase" only', () => {
  it.each([
    ['We need to purchase two laptops.', 'We need to buy two laptops.'],
    ['Approximately 200 people came.', 'About 200 people came.'],
    ['We need additional chairs.', 'We need more chairs.'],
  ])('%s → %s', (text, expected) => {
    expect(clarityPass(text).text).toBe(expected);
  });

  it.each([
    'Raise a purchase order for the laptops.',
    'Thanks for your purchase.',
    'The village became self-sufficient in milk.',
    'An additional 5% discount applies.', // not "An more"
  ])('leaves "%s" alone', (text) => {
    expect(clarityPass(text).text).toBe(text);
  });
});
