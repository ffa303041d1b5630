import { createTestApp, TestApp } from './support/test-app';

/** Five different kinds of mistake, each in its own sentence, checked by the real local writing engine. */
const PARAGRAPH = [
  'She go to school every day.',
  'I bought a apple yesterday.',
  'I recieved your letter.',
  'i live in a small town.',
  'We went to the the market.',
].join(' ');

describe('POST /api/generate-learning', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('names all five kinds of mistake with the visitor’s own sentences, and every multiple-choice item has one correct answer', async () => {
    const res = await t.http
      .post('/api/generate-learning')
      .send({ inputText: PARAGRAPH, outputLanguage: 'english' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      content: expect.any(String),
      exercises: expect.any(Array),
      topics: expect.any(Array),
    });
    const { content, exercises, topics } = res.body as {
      content: string;
      exercises: {
        id: string;
        kind: string;
        sentence: string;
        choices?: string[];
        answer: string;
        explanation: string;
      }[];
      topics: { topic: string; count: number }[];
    };
    expect(topics.map((x) => x.topic).sort()).toEqual([
      'agreement',
      'articles',
      'capitalization',
      'repetition',
      'spelling',
    ]);
    for (const heading of ['Spelling', 'Subject–verb agreement', 'Articles', 'Capital letters', 'Repeated words']) {
      expect(content).toContain(`. ${heading}`);
    }
    for (const [wrong, right] of [
      ['She **go** to school every day.', 'She **goes** to school every day.'],
      ['I bought **a** apple yesterday.', 'I bought **an** apple yesterday.'],
      ['I **recieved** your letter.', 'I **received** your letter.'],
      ['**i** live in a small town.', '**I** live in a small town.'],
      ['We went to **the the** market.', 'We went to **the** market.'],
    ]) {
      expect(content).toContain(wrong);
      expect(content).toContain(right);
    }
    // one exercise per mistake, the kinds taking turns
    expect(exercises.length).toBeGreaterThanOrEqual(5);
    const multipleChoice = exercises.filter((e) => e.kind === 'multiple_choice');
    expect(multipleChoice.length).toBeGreaterThanOrEqual(1);
    for (const e of multipleChoice) {
      expect(e.choices!.filter((c) => c === e.answer)).toHaveLength(1);
      expect(new Set(e.choices).size).toBe(e.choices!.length);
    }
    // a find-and-fix answer is the whole sentence corrected
    const fix = exercises.find((e) => e.kind === 'find_and_fix');
    expect(fix).toBeDefined();
    const fixed = [
      'She goes to school every day.',
      'I bought an apple yesterday.',
      'I received your letter.',
      'I live in a small town.',
      'We went to the market.',
    ];
    expect(fixed).toContain(fix!.answer);
    expect(new Set(exercises.map((e) => e.kind))).toEqual(new Set(['find_and_fix', 'multiple_choice', 'fill_blank']));
  });

  it('records one usage_events row for the call and stores no text', async () => {
    await t.http.post('/api/generate-learning').send({ inputText: PARAGRAPH, outputLanguage: 'english' }).expect(200);
    const rows = await t.dataSource.query(`SELECT kind, bytes::int AS bytes, outcome, engine FROM usage_events`);
    expect(rows).toEqual([{ kind: 'learning', bytes: Buffer.byteLength(PARAGRAPH), outcome: 'ok', engine: 'local' }]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM processed_texts`);
    expect(n).toBe(0);
  });

  it('writes the lesson in Hindi from the X-Output-Language header, and teaches Hindi mistakes', async () => {
    const res = await t.http
      .post('/api/generate-learning')
      .set('X-UI-Language', 'hi')
      .set('X-Output-Language', 'hindi')
      .send({ inputText: 'मै कल बाजार गया था। वह नही आया।' })
      .expect(200);
    expect(res.body.content).toMatch(/^# आपका निजी व्याकरण पाठ/);
    expect(res.body.content).toContain('वह **नही** आया।');
    expect(res.body.content).toContain('वह **नहीं** आया।');
    expect(res.body.topics).toEqual([{ topic: 'spelling', count: 2 }]);
  });

  it('gives a text without mistakes an encouraging summary and general exercises', async () => {
    const res = await t.http
      .post('/api/generate-learning')
      .send({ inputText: 'I like green tea.', outputLanguage: 'english' })
      .expect(200);
    expect(res.body.content).toMatch(/^# Great work — no mistakes found/);
    expect(res.body.exercises.length).toBeGreaterThanOrEqual(3);
    expect(res.body.topics).toEqual([]);
  });

  it.each([
    [{}, /Please enter some text to learn from|inputText/],
    [{ inputText: '   ' }, /Please enter some text to learn from/],
    [{ inputText: 42 }, /inputText must be text/],
    [{ inputText: 'Hello.', outputLanguage: 'french' }, /outputLanguage must be english or hindi/],
    [{ inputText: 'Hello.', extra: true }, /extra/],
  ])('answers 400 with a message for %j', async (body, message) => {
    const res = await t.http.post('/api/generate-learning').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('answers 413 for a text over 20,000 characters', async () => {
    const res = await t.http
      .post('/api/generate-learning')
      .send({ inputText: 'word '.repeat(4001) })
      .expect(413);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/too long .*20,000 characters/) });
  });
});

describe('POST /api/check-answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const exercise = {
    kind: 'find_and_fix',
    topic: 'agreement',
    sentence: 'She go to school every day.',
    answer: 'She goes to school every day.',
  };

  it.each([
    ['She goes to school every day.', true, 'matches'],
    ['Every day she goes to school.', true, 'accepted'],
    ['She goes to the school every day.', true, 'accepted'],
    ['She go to school every day.', false, 'fix_missing'],
    ['She goes to scool every day.', false, 'still_wrong'],
    ['She goes.', false, 'different_sentence'],
  ])('judges %j with the real engine', async (given, correct, verdict) => {
    const res = await t.http
      .post('/api/check-answer')
      .send({ ...exercise, given })
      .expect(200);
    expect(res.body).toEqual({ correct, verdict });
  });

  it('accepts a correct Hindi sentence worded differently', async () => {
    const res = await t.http
      .post('/api/check-answer')
      .send({
        kind: 'find_and_fix',
        topic: 'spelling',
        sentence: 'मै कल दिल्ली जाऊँगा।',
        answer: 'मैं कल दिल्ली जाऊँगा।',
        given: 'कल मैं दिल्ली जाऊँगा।',
      })
      .expect(200);
    expect(res.body).toEqual({ correct: true, verdict: 'accepted' });
  });

  it.each([
    ['an unknown kind', { ...exercise, kind: 'essay', given: 'x' }, /kind must be/],
    ['an empty answer', { ...exercise, given: '   ' }, /Please write an answer first/],
    ['an answer over 1,000 characters', { ...exercise, given: 'a'.repeat(1001) }, /given must be at most 1000/],
    ['an unknown topic', { ...exercise, topic: 'poetry', given: 'x' }, /topic must be/],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const res = await t.http.post('/api/check-answer').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });
});
