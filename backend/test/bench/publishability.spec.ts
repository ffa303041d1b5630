import { problems, runPublishability, TEXTS } from '../../bench/publishability';

/** The publishability check of issue 16: its detectors find what they look for, and today's outputs pass. */
describe('publishability bench', () => {
  it('flags the unpublishable outputs the issue saw', () => {
    expect(problems('I joined Infosys.', 'Post\n\n#Infosys #Infosys')).toEqual(['repeated hashtag']);
    expect(problems('I did not expect it.', 'Post\n\n#Didnt')).toContain('stopword hashtag');
    expect(problems('Contact Mrs Sharma today.', 'Post\n\n#MrsSharma')).toContain('hashtag of a person');
    expect(problems('Kohli ne kamaal kar diya.', 'Post\n\n#KamaalKar')).toContain('Hinglish fragment as hashtag');
    expect(problems('Fry mustard seeds, curry leaves.', 'Post\n\n#SeedsCurry')).toContain(
      'hashtag not a phrase of the text (fragment, code or across a comma)',
    );
    expect(problems('Run `npm install`.', 'Post\n\n#NpmInstall')).toContain(
      'hashtag not a phrase of the text (fragment, code or across a comma)',
    );
    // the writer's own tags are theirs, and a phrase of the prose is a good tag
    expect(problems('We love #Didnt and remote work.', 'Post #Didnt\n\n#RemoteWork')).toEqual([]);
    expect(problems('x', '## Release notes\n- one', 'platform:single_tweet')).toContain('Markdown marks in a post');
    expect(problems('- one\n- two', '- one - two', 'platform:twitter')).toContain('lines of a list run together');
    expect(problems('x', '# I did not expect much when I moved from…\n\nBody')).toContain('cut title');
    expect(problems('x', 'Title: Hi Team,\n\nBody')).toContain('greeting or Markdown mark as title');
    expect(problems('x', '# प्रिय मित्रों,\n\nBody')).toContain('greeting or Markdown mark as title');
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
