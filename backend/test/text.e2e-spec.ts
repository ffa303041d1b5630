import { createTestApp, TestApp } from './support/test-app';

describe('POST /api/process-text', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WRITING_WORKERS: '1', PROCESS_TEXT_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('enhances the text and records counts, options, engine and languages — never the text', async () => {
    const res = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'en')
      .send({ inputText: '  i has a bussiness in diffrent cities  ', enhancements: ['explain'], tone: 'professional' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      enhancedText: 'I have a business in different cities.',
      explanationText: expect.stringContaining('"bussiness" → "business"'),
      changes: expect.arrayContaining([
        {
          before: 'bussiness',
          after: 'business',
          reason: expect.any(String),
          category: 'spelling',
          categoryLabel: 'spelling',
          position: expect.any(Number),
          applied: true,
        },
      ]),
      notices: [
        { code: 'tone_already', message: 'Your text already reads professional, so nothing was changed for the tone.' },
      ],
      usageStatsId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // the typed list is the one behind the text: every applied change is named there
    for (const c of res.body.changes.filter((c: { applied: boolean }) => c.applied)) {
      expect(res.body.explanationText).toContain(c.after ? `"${c.after}"` : `"${c.before}"`);
    }
    const rows = await t.dataSource.query('SELECT * FROM processed_texts');
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.id).toBe(res.body.usageStatsId);
    expect(row).toMatchObject({
      kind: 'text',
      engine: 'local',
      input_chars: 36,
      input_words: 7,
      output_words: 7,
      ui_language: 'en',
      output_language: null,
    });
    expect(row.options).toEqual({ responseLength: 'regular', enhancements: ['explain'], tone: 'professional' });
    expect(typeof row.duration_ms).toBe('number');
    expect(JSON.stringify(row)).not.toMatch(/bussiness|business/);
  });

  it('the returned usageStatsId takes feedback and shows in the stats', async () => {
    const res = await t.http.post('/api/process-text').send({ inputText: 'Hello there.' }).expect(200);
    await t.http.post('/api/feedback').send({ processedTextId: res.body.usageStatsId, feedback: 'like' }).expect(200);
    const stats = await t.http.get('/api/stats').expect(200);
    expect(stats.body.stats).toMatchObject({ totalProcessed: 1, likesCollected: 1 });
  });

  it('explains in Hindi when the output language is Hindi, with a translation notice', async () => {
    const res = await t.http
      .post('/api/process-text')
      .send({ inputText: 'Good morning.', outputLanguage: 'hindi' })
      .expect(200);
    expect(res.body.enhancedText).toBe('Good morning.');
    expect(res.body.explanationText).toMatch(/अनुवाद/);
    // the typed notice says the same sentence, in Hindi
    expect(res.body.notices).toEqual([{ code: 'needs_ai_translation', message: expect.stringMatching(/अनुवाद/) }]);
    expect(res.body.explanationText).toContain(res.body.notices[0].message);
  });

  it('names the categories of its typed changes in Hindi for a Hindi explanation', async () => {
    const res = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'hi')
      .send({ inputText: 'i has a bussiness in diffrent cities' })
      .expect(200);
    expect(res.body.changes).toContainEqual(
      expect.objectContaining({ before: 'bussiness', after: 'business', category: 'spelling', categoryLabel: 'वर्तनी' }),
    );
  });

  it('writes the typed lists in the interface language the client names, explanationText in the output language', async () => {
    const res = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'hi')
      .send({ inputText: 'i has a bussiness. Good morning.', outputLanguage: 'english', enhancements: ['explain'] })
      .expect(200);
    expect(res.body.explanationText).toContain('What changed:');
    expect(res.body.changes).toContainEqual(expect.objectContaining({ category: 'spelling', categoryLabel: 'वर्तनी' }));
    const english = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'en')
      .send({ inputText: 'Good morning.', outputLanguage: 'hindi' })
      .expect(200);
    expect(english.body.explanationText).toMatch(/अनुवाद/);
    expect(english.body.notices).toEqual([
      {
        code: 'needs_ai_translation',
        message:
          'Translation to Hindi needs an AI service, which this site has not set up; the text stays in its original language.',
      },
    ]);
  });

  it.each([
    [{}, 'Please enter some text to enhance.'],
    [{ inputText: '   ' }, 'Please enter some text to enhance.'],
    [{ inputText: 42 }, 'inputText must be text.'],
    [{ inputText: 'x', tone: 'rude' }, 'tone must be one of: professional, polite, funny, casual.'],
    [{ inputText: 'x', socialMedia: 'myspace' }, /socialMedia must be one of/],
    [{ inputText: 'x', enhancements: ['fix_grammar', 'magic'] }, /each enhancement must be one of/],
    [{ inputText: 'x', enhancements: 'clarity' }, 'enhancements must be a list.'],
    [{ inputText: 'x', responseLength: 'huge' }, /responseLength must be one of/],
    [{ inputText: 'x', outputLanguage: 'french' }, 'outputLanguage must be english or hindi.'],
    [{ inputText: 'x', extra: true }, /extra/],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await t.http.post('/api/process-text').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('accepts empty strings for unchosen selects (the client omits them, but may send "")', async () => {
    await t.http.post('/api/process-text').send({ inputText: 'Fine.', socialMedia: '', tone: '' }).expect(200);
  });

  it('answers 413 with a clear message above 20,000 characters', async () => {
    const res = await t.http
      .post('/api/process-text')
      .send({ inputText: 'a'.repeat(20_001) })
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      message: 'The text is too long (20,001 characters). Please keep it under 20,000 characters.',
    });
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM processed_texts');
    expect(count).toBe(0);
  });

  it('answers a Hindi visitor (X-UI-Language: hi) in Hindi: too long, or no text', async () => {
    const long = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'hi')
      .send({ inputText: 'a'.repeat(20_001) })
      .expect(413);
    expect(long.body.message).toBe('पाठ बहुत लंबा है (20,001 अक्षर)। कृपया इसे 20,000 अक्षरों से कम रखें।');
    const empty = await t.http.post('/api/process-text').set('X-UI-Language', 'hi').send({ inputText: '' }).expect(400);
    expect(empty.body.message).toBe('निखारने के लिए कृपया कुछ पाठ लिखें।');
  });
});

describe('POST /api/process-text throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WRITING_WORKERS: '1', PROCESS_TEXT_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits texts per IP with its own clear message, and other routes keep their own limit', async () => {
    await t.http.post('/api/process-text').send({ inputText: 'One.' }).expect(200);
    await t.http.post('/api/process-text').send({ inputText: 'Two.' }).expect(200);
    const res = await t.http.post('/api/process-text').send({ inputText: 'Three.' }).expect(429);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(
      /^Too many texts from your connection: at most 2 per 60 seconds\. Please wait \d+ seconds/,
    );
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    await t.http.get('/api/stats').expect(200);
  });
});
