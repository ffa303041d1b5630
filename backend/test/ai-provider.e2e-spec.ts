import { FakeOpenAi, refusedUrl, type FakeBehaviour } from './support/fake-openai';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The AI provider path against the project's fake OpenAI-compatible server: every way a provider fails ends in
 * the local engine's answer with an honest notice (200, never 5xx), the usage row says so, health turns degraded
 * while the circuit breaker skips the provider, and no visitor message names a server setting.
 */
const TEXT = 'i has a bussiness and we goes to market every day.';
const SETTING = /AI_[A-Z_]+|_MODEL\b|_BASE_URL|API_KEY/;

/**
 * This app's rows: it has a text model, so each row is 'openai' or a marked fallback (other apps on a shared
 * Postgres server, e.g. other test runs, only write unmarked 'local' rows).
 */
async function fallbackRows(t: TestApp): Promise<{ engine: string; ai_fallback: string | null }[]> {
  return t.dataSource.query(
    `SELECT engine, ai_fallback FROM processed_texts WHERE engine = 'openai' OR ai_fallback IS NOT NULL
      ORDER BY created_at`,
  );
}

describe('AI provider: every failure falls back to the local engine with a notice', () => {
  let fake: FakeOpenAi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    t = await createTestApp({
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_TEXT_MODEL: 'fake-chat',
      AI_MAX_RETRIES: '1',
      AI_TEXT_DEADLINE_MS: '2000',
      AI_BREAKER_FAILURES: '100', // these tests look at each failure alone; the breaker has its own tests
      PROCESS_TEXT_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    await t.reset();
    fake.requests.length = 0;
  });

  it('answers with the model when it answers', async () => {
    fake.behaviour.chat = 'ok';
    const res = await t.http
      .post('/api/process-text')
      .send({ inputText: TEXT, enhancements: ['paraphrase'] })
      .expect(200);
    expect(res.body.enhancedText).toBe(`AI: ${TEXT}`);
    expect(await fallbackRows(t)).toEqual([{ engine: 'openai', ai_fallback: null }]);
  });

  it('waits for a slow provider that answers within the deadline', async () => {
    fake.behaviour.chat = { delayMs: 800 };
    const res = await t.http.post('/api/process-text').send({ inputText: TEXT }).expect(200);
    expect(res.body.enhancedText).toBe(`AI: ${TEXT}`);
    expect(res.body.explanationText).not.toMatch(/did not answer/);
  });

  it.each<[string, FakeBehaviour, string]>([
    ['500 after the retry', { status: 500, retryAfterMs: 10 }, 'server_error'],
    ['429 after the retry', { status: 429, retryAfterMs: 10 }, 'rate_limited'],
    ['malformed JSON', 'malformed', 'bad_answer'],
    ['JSON under the wrong keys', 'wrong_keys', 'bad_answer'],
    ['no answer before the deadline', 'hang', 'timeout'],
    ['a refused key (401)', { status: 401 }, 'refused_key'],
  ])('%s: 200 with the local result, the notice, and the usage row marked', async (_name, behaviour, kind) => {
    fake.behaviour.chat = behaviour;
    const res = await t.http
      .post('/api/process-text')
      .send({ inputText: TEXT, enhancements: ['fix_grammar', 'paraphrase'] })
      .expect(200);
    expect(res.body.enhancedText).not.toMatch(/^AI:/);
    expect(res.body.enhancedText).toMatch(/business/); // the local engine fixed the spelling
    expect(res.body.explanationText).toContain(
      'The AI service did not answer, so only grammar and spelling were fixed; paraphrase was not applied.',
    );
    expect(res.body.explanationText).not.toMatch(/has not set up/); // not "this site has no AI service"
    expect(res.body.explanationText).not.toMatch(SETTING);
    expect(fake.calls('chat').length).toBeGreaterThanOrEqual(1);
    expect(await fallbackRows(t)).toEqual([{ engine: 'local', ai_fallback: kind }]);
  });

  it('tells a Hindi visitor in Hindi, naming every AI-only option that was not applied', async () => {
    fake.behaviour.chat = { status: 503, retryAfterMs: 10 };
    const res = await t.http
      .post('/api/process-text')
      .set('X-UI-Language', 'hi')
      .send({ inputText: TEXT, enhancements: ['paraphrase', 'engaging'], outputLanguage: 'hindi' })
      .expect(200);
    expect(res.body.explanationText).toContain(
      'AI सेवा ने जवाब नहीं दिया, इसलिए केवल व्याकरण और वर्तनी ठीक की गई; पैराफ़्रेज़, अधिक रोचक पुनर्लेखन और हिंदी में अनुवाद लागू नहीं हो सके।',
    );
  });

  it('asks the model to fix grammar when only explain is ticked', async () => {
    fake.behaviour.chat = 'ok';
    await t.http
      .post('/api/process-text')
      .send({ inputText: TEXT, enhancements: ['explain'] })
      .expect(200);
    const [call] = fake.calls('chat');
    const body = call.body as { messages: { content: string }[] };
    expect(body.messages[0].content).toMatch(/Fix every grammar, spelling and punctuation error/);
  });

  it('learning answers from the local engine when the provider fails', async () => {
    fake.behaviour.chat = { status: 500, retryAfterMs: 10 };
    const res = await t.http
      .post('/api/generate-learning')
      .send({ inputText: TEXT, outputLanguage: 'english' })
      .expect(200);
    expect(JSON.stringify(res.body)).not.toMatch(SETTING);
    expect(res.body.content).toEqual(expect.any(String));
  });

  it('never shows server settings in /api/config', async () => {
    const res = await t.http.get('/api/config').expect(200);
    expect(JSON.stringify(res.body.engines)).not.toMatch(SETTING);
    expect(res.body.engines.writing).toMatchObject({ adapter: 'openai' });
    expect(res.body.engines.writing).not.toHaveProperty('detail');
  });
});

describe('AI provider outage: circuit breaker, health and load', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      AI_BASE_URL: await refusedUrl(), // connection refused
      AI_API_KEY: 'sk-test',
      AI_TEXT_MODEL: 'fake-chat',
      AI_MAX_RETRIES: '0',
      AI_BREAKER_FAILURES: '3',
      AI_BREAKER_COOLDOWN_MS: '600000',
      PROCESS_TEXT_RATE_LIMIT: '100000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('40 texts at once during an outage: 0 failed, every one answered by the fallback with the notice', async () => {
    const before = await t.http.get('/api/health').expect(200);
    expect(before.body.engines.writing.degraded).toBeFalsy();

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.http.post('/api/process-text').send({ inputText: `${TEXT} (${i})`, enhancements: ['fix_grammar'] }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
    for (const r of answers) {
      expect(r.body.explanationText).toContain(
        'The AI service did not answer, so the offline engine fixed grammar and spelling instead.',
      );
    }
    const rows: { engine: string; ai_fallback: string; n: string }[] = await t.dataSource.query(
      `SELECT engine, ai_fallback, count(*)::int AS n FROM processed_texts
        WHERE engine = 'openai' OR ai_fallback IS NOT NULL GROUP BY 1, 2`,
    );
    // those that started before the breaker opened met the refused port; any later one skipped it at once
    expect(rows.every((r) => r.engine === 'local' && ['unreachable', 'circuit_open'].includes(r.ai_fallback))).toBe(
      true,
    );
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(40);

    // the breaker is open now: the next text does not try the provider at all
    await t.reset();
    await t.http.post('/api/process-text').send({ inputText: TEXT }).expect(200);
    expect(await fallbackRows(t)).toEqual([{ engine: 'local', ai_fallback: 'circuit_open' }]);

    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.engines.writing).toMatchObject({ adapter: 'openai', degraded: true });
    expect(health.body.engines.writing.detail).toMatch(
      /AI provider failing \(\d+ in a row: the provider cannot be reached/,
    );
    expect(health.body.engines.writing.detail).toMatch(/AI_BASE_URL/); // health is for the site owner
    const config = await t.http.get('/api/config').expect(200);
    expect(JSON.stringify(config.body)).not.toMatch(SETTING);
  });
});

describe('AI provider recovery: the breaker probes again after its cool-down', () => {
  let fake: FakeOpenAi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    t = await createTestApp({
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_TEXT_MODEL: 'fake-chat',
      AI_MAX_RETRIES: '0',
      AI_BREAKER_FAILURES: '2',
      AI_BREAKER_COOLDOWN_MS: '1000',
      PROCESS_TEXT_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('skips the provider while open, then one probe closes it again when the provider is back', async () => {
    fake.behaviour.chat = { status: 500 };
    for (let i = 0; i < 3; i++) await t.http.post('/api/process-text').send({ inputText: TEXT }).expect(200);
    expect(fake.calls('chat')).toHaveLength(2); // the third text did not wait for the provider
    expect((await t.http.get('/api/health')).body.engines.writing.degraded).toBe(true);

    fake.behaviour.chat = 'ok';
    // after the cool-down the next text probes the provider (polling: no assertion on time)
    let res;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await t.http.post('/api/process-text').send({ inputText: TEXT }).expect(200);
    } while (!String(res.body.enhancedText).startsWith('AI:'));
    expect(fake.calls('chat')).toHaveLength(3);
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.engines.writing.degraded).toBe(false);
  });
});
