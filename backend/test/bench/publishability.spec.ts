import { problems, runPublishability, TEXTS } from '../../bench/publishability';

/** The publishability check of issue 16: its detectors find what they look for, and today's outputs pass. */
describe('publishability bench', () => {
  it('flags the unpublishable outputs the issue saw', () => {
    expect(problems('x', 'Post\n\n#Infosys #Didnt #Infosys')).toContain('junk or repeated hashtag');
    expect(problems('x', '# I did not expect much when I moved from…\n\nBody')).toContain('cut title');
    expect(problems('x', 'Title: Hi Team,\n\nBody')).toContain('greeting or Markdown mark as title');
    expect(problems('x', '# ## Release notes\n\nBody')).toContain('greeting or Markdown mark as title');
    expect(problems('x', '- Hi Team,\n- The release is out.\n- Priya')).toContain('bulleted greeting or sign-off');
    expect(problems('Enjoy your weekends 🎉.', 'Enjoy your weekends .')).toContain('gap before punctuation');
    expect(problems('Hello.\n\nRegards,\nPriya', 'Hello.\n\nRegards,\nPriya\n\nThank you for your time.')).toContain(
      'text after the signature',
    );
    expect(problems("It's been long.", 'It is been long.')).toContain('ungrammatical expansion');
    expect(problems('Hello.\n\nThanks,\nPriya', 'Hello.\n\nThanks,\nPriya')).toEqual([]);
  });

  it('finds nothing unpublishable in the formats, tones and options of its texts', () => {
    const { counts, report } = runPublishability();
    expect(counts).toEqual({});
    expect(report.split('\n=== ').length).toBeGreaterThanOrEqual(TEXTS.length * 15);
  });
});
