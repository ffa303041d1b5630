import { randomBytes } from 'node:crypto';
import { TEXT_NOT_CHECKED } from 'src/engines/writing/writing-engine-error';
import { WritingEngineHost } from 'src/engines/writing/writing.providers';
import { createTestApp, TestApp } from './support/test-app';

// Issue 14 part 1: one text must never take the writing engine down. Real apps with one real Harper worker.

const HOSTILE: [string, string][] = [
  ['a 20 kB repeated word', 'supercalifragilistic'.repeat(1000)],
  ['19,000 hex characters', randomBytes(9500).toString('hex')],
  ['20,000 base64 characters', randomBytes(15000).toString('base64').slice(0, 20000)],
];
const NORMAL = 'She go to school every day.';
/**
 * About 2,300 characters (30 sentences; 24 were once checked within the budget on a quiet machine) of ordinary English, every sentence different (Harper caches sentences; the engine
 * masks digits): one chunk for the engine, far more than 50 ms of linting.
 */
const WHO = ['The students', 'My neighbours', 'Our teachers', 'These farmers', 'Both doctors', 'Many writers'];
const WHERE = ['library', 'market', 'station', 'river', 'temple', 'office', 'garden', 'village'];
const LONG_TEXT = WHO.flatMap((who) =>
  WHERE.slice(0, 5).map(
    (where, i) =>
      `${who} goes to the ${WHERE[(WHO.indexOf(who) + i) % WHERE.length]} near the ${where} because they wants to rest.`,
  ),
).join(' ');

/** Resolves once every grammar worker serves (again). */
const workersServing = (t: TestApp) => t.app.get(WritingEngineHost).pool!.warm();

describe('A hostile text leaves the writing engine serving everyone', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PROCESS_TEXT_RATE_LIMIT: '1000' });
    await workersServing(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(HOSTILE)('%s', (_name, hostile) => {
    it('POST /api/process-text answers it (200, or 422 with a plain sentence), then corrects a normal text as usual', async () => {
      const res = await t.http.post('/api/process-text').send({ inputText: hostile });
      expect([200, 422]).toContain(res.status);
      if (res.status === 200) expect(res.body).toMatchObject({ success: true, enhancedText: expect.any(String) });
      else expect(res.body).toEqual({ success: false, message: TEXT_NOT_CHECKED });

      const normal = await t.http.post('/api/process-text').send({ inputText: NORMAL }).expect(200);
      expect(normal.body.enhancedText).toBe('She goes to school every day.');
    });

    it('POST /api/generate-learning answers it (200, or 422 with a plain sentence), then teaches from a normal text', async () => {
      const res = await t.http.post('/api/generate-learning').send({ inputText: hostile, outputLanguage: 'english' });
      expect([200, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body).toEqual({ success: false, message: TEXT_NOT_CHECKED });

      const normal = await t.http
        .post('/api/generate-learning')
        .send({ inputText: NORMAL, outputLanguage: 'english' })
        .expect(200);
      expect(normal.body.content).toContain('goes');
    });
  });

  it('GET /api/health: the writing engine is ready again and counts its restarts', async () => {
    await workersServing(t);
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.engines.writing).toMatchObject({
      adapter: 'local',
      ready: true,
      degraded: false,
      restarts: expect.any(Number),
    });
  });
});

describe('A text over the CPU budget (WRITING_JOB_TIMEOUT_MS=50)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PROCESS_TEXT_RATE_LIMIT: '1000', WRITING_JOB_TIMEOUT_MS: '50' });
    await t.reset(); // on a shared database (CI), the rows of the tests before are not this test's
    await workersServing(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 422 with a plain sentence once the worker serves again; health says degraded meanwhile and counts the restarts; a short text is then corrected', async () => {
    // tried on a worker, which is stopped and replaced, then once more on the replacement, then refused
    const pending = t.http
      .post('/api/process-text')
      .send({ inputText: LONG_TEXT })
      .then((r) => r);

    // while the text waits for its answer, its worker restarts: health says so
    let during = (await t.http.get('/api/health').expect(200)).body;
    while (!during.engines.writing.degraded) {
      await new Promise((r) => setTimeout(r, 50));
      during = (await t.http.get('/api/health').expect(200)).body;
    }
    expect(during.status).toBe('starting'); // its only worker is warming
    expect(during.engines.writing).toEqual({
      adapter: 'local',
      ready: false,
      degraded: true,
      restarts: expect.any(Number),
      detail:
        '1 of 1 grammar worker(s) restarting after a failure (a text took more than 0.05 s to check); texts may take longer',
    });

    const res = await pending;
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: TEXT_NOT_CHECKED });
    // answered once the worker served again
    const after = await t.http.get('/api/health').expect(200);
    expect(after.body.status).toBe('ok');
    expect(after.body.engines.writing).toEqual({
      adapter: 'local',
      ready: true,
      degraded: false,
      restarts: 2,
      detail: '1 grammar worker(s)',
    });

    // the same text again (here through learning) is refused at once, without stopping another worker
    const lesson = await t.http
      .post('/api/generate-learning')
      .send({ inputText: LONG_TEXT, outputLanguage: 'english' })
      .expect(422);
    expect(lesson.body).toEqual({ success: false, message: TEXT_NOT_CHECKED });
    const rows = await t.dataSource.query(`SELECT kind, outcome FROM usage_events`);
    expect(rows).toEqual([{ kind: 'learning', outcome: 'error' }]);
    expect((await t.http.get('/api/health').expect(200)).body.engines.writing.restarts).toBe(2);

    // a short text is corrected as usual
    const normal = await t.http.post('/api/process-text').send({ inputText: NORMAL }).expect(200);
    expect(normal.body.enhancedText).toBe('She goes to school every day.');
  });
});
