import { TextRepository } from 'src/modules/text/text.repository';
import { createTestApp, insertProcessedText, TestApp } from './support/test-app';

describe('Stats and Feedback over HTTP', () => {
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

  it('GET /api/stats answers zeros and 0m on an empty database', async () => {
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body).toEqual({ success: true, stats: { totalProcessed: 0, likesCollected: 0, timesSaved: '0m' } });
  });

  it('GET /api/stats counts processed texts, likes only, and time saved from input words', async () => {
    await insertProcessedText(t.dataSource, { inputWords: 1200, feedback: 'like' });
    await insertProcessedText(t.dataSource, { inputWords: 1200, feedback: 'dislike' });
    await insertProcessedText(t.dataSource, { inputWords: 6000 });
    const res = await t.http.get('/api/stats').expect(200);
    // 8400 words × 1.5 s = 12600 s = 3h 30m
    expect(res.body.stats).toEqual({ totalProcessed: 3, likesCollected: 1, timesSaved: '3h 30m' });
  });

  it('POST /api/feedback records a like once and the stats show it', async () => {
    const id = await insertProcessedText(t.dataSource);
    await t.http.post('/api/feedback').send({ processedTextId: id, feedback: 'like' }).expect(200, { success: true });
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body.stats.likesCollected).toBe(1);
    const [row] = await t.dataSource.query('SELECT feedback, feedback_at FROM processed_texts WHERE id = $1', [id]);
    expect(row.feedback).toBe('like');
    expect(row.feedback_at).toBeInstanceOf(Date);
  });

  it('POST /api/feedback refuses a second vote with 409, even of the other kind', async () => {
    const id = await insertProcessedText(t.dataSource);
    await t.http.post('/api/feedback').send({ processedTextId: id, feedback: 'dislike' }).expect(200);
    const res = await t.http.post('/api/feedback').send({ processedTextId: id, feedback: 'like' }).expect(409);
    expect(res.body).toEqual({ success: false, message: 'Feedback for this result was already recorded.' });
  });

  it('POST /api/feedback answers 404 for an unknown id', async () => {
    const res = await t.http
      .post('/api/feedback')
      .send({ processedTextId: '3f1e8c1e-1111-4111-8111-111111111111', feedback: 'like' })
      .expect(404);
    expect(res.body).toEqual({ success: false, message: 'No result with this id was found.' });
  });

  it('POST /api/feedback answers a Hindi visitor (X-UI-Language: hi) in Hindi', async () => {
    const res = await t.http
      .post('/api/feedback')
      .set('X-UI-Language', 'hi')
      .send({ processedTextId: '3f1e8c1e-1111-4111-8111-111111111111', feedback: 'like' })
      .expect(404);
    expect(res.body).toEqual({ success: false, message: 'यह नतीजा नहीं मिला।' });
  });

  it.each([
    [{ processedTextId: 'not-a-uuid', feedback: 'like' }, /processedTextId/],
    [{ processedTextId: '3f1e8c1e-1111-4111-8111-111111111111', feedback: 'love' }, /like or dislike/],
    [{ feedback: 'like' }, /processedTextId/],
    [{ processedTextId: '3f1e8c1e-1111-4111-8111-111111111111', feedback: 'like', extra: 1 }, /extra/],
  ])('POST /api/feedback answers 400 with a message for %j', async (body, message) => {
    const res = await t.http.post('/api/feedback').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('50 concurrent votes on one id: exactly one succeeds, the others get 409', async () => {
    const id = await insertProcessedText(t.dataSource);
    const votes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http.post('/api/feedback').send({ processedTextId: id, feedback: i % 2 ? 'like' : 'dislike' }),
      ),
    );
    const statuses = votes.map((v) => v.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  describe('the counters GET /api/stats reads (processed_totals, kept by triggers)', () => {
    const fullCount = async () => {
      const [row] = await t.dataSource.query(
        `SELECT count(*)::int AS processed, count(*) FILTER (WHERE feedback = 'like')::int AS likes,
                coalesce(sum(input_words), 0)::int AS "inputWords" FROM processed_texts`,
      );
      return row as { processed: number; likes: number; inputWords: number };
    };
    const expectExact = async () => {
      const expected = await fullCount();
      expect(await t.app.get(TextRepository).totals()).toEqual(expected);
      return expected;
    };
    const bulkInsert = (n: number, likeEvery: number) =>
      t.dataSource.query(
        `INSERT INTO processed_texts (kind, engine, input_chars, input_words, output_chars, output_words, duration_ms,
                                      feedback, feedback_at)
         SELECT 'text', 'local', 50, g % 7 + 1, 50, 8, 3,
                CASE WHEN g % $2 = 0 THEN 'like' END, CASE WHEN g % $2 = 0 THEN now() END
           FROM generate_series(1, $1::int) g`,
        [n, likeEvery],
      );

    it('stay equal to a full count through bulk, concurrent and rolled-back inserts, updates, deletes and TRUNCATE', async () => {
      await bulkInsert(1000, 4);
      expect(await expectExact()).toEqual({ processed: 1000, likes: 250, inputWords: expect.any(Number) });
      // concurrent inserts from several pooled connections (each session adds to its own slot)
      await Promise.all(Array.from({ length: 30 }, (_, i) => insertProcessedText(t.dataSource, { inputWords: i })));
      await expectExact();
      // a rolled-back insert leaves no trace in the counters
      await t.dataSource
        .transaction(async (m) => {
          await m.query(
            `INSERT INTO processed_texts (kind, engine, input_chars, input_words, output_chars, output_words, duration_ms)
             VALUES ('text', 'local', 5, 999, 5, 1, 1)`,
          );
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await expectExact();
      // feedback and word-count updates, then deletes
      await t.dataSource.query(
        `UPDATE processed_texts SET feedback = 'like', feedback_at = now() WHERE feedback IS NULL AND input_words = 3`,
      );
      await t.dataSource.query(
        `UPDATE processed_texts SET feedback = 'dislike', feedback_at = now() WHERE input_words = 5`,
      );
      await t.dataSource.query(`UPDATE processed_texts SET input_words = input_words + 10 WHERE input_words < 3`);
      await expectExact();
      await t.dataSource.query(`DELETE FROM processed_texts WHERE input_words > 12`);
      await expectExact();
      // TRUNCATE (as the test reset does) empties them, and counting starts again from zero
      await t.dataSource.query(`TRUNCATE processed_texts`);
      expect(await t.app.get(TextRepository).totals()).toEqual({ processed: 0, likes: 0, inputWords: 0 });
      const id = await insertProcessedText(t.dataSource, { inputWords: 1200 });
      await t.http.post('/api/feedback').send({ processedTextId: id, feedback: 'like' }).expect(200);
      const res = await t.http.get('/api/stats').expect(200);
      expect(res.body.stats).toEqual({ totalProcessed: 1, likesCollected: 1, timesSaved: '30m' });
    });

    it('the migration counts the rows that were there before it', async () => {
      await bulkInsert(120, 3);
      // undo the migrations back to before processed_totals (the later ones first), then run them again
      const later = ['AiFallback1764200000000'];
      const migration = 'ProcessedTotals1764100000000';
      for (let k = 0; k <= later.length; k++) await t.dataSource.undoLastMigration({ transaction: 'each' });
      const [{ exists }] = await t.dataSource.query(`SELECT to_regclass('processed_totals') IS NOT NULL AS exists`);
      expect(exists).toBe(false);
      await bulkInsert(80, 5);
      const ran = await t.dataSource.runMigrations({ transaction: 'each' });
      expect(ran.map((m) => m.name)).toEqual([migration, ...later]);
      expect(await expectExact()).toMatchObject({ processed: 200, likes: 56 });
    });
  });
});
