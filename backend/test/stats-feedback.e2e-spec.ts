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
});
