import { createTestApp, TestApp } from './support/test-app';

describe('System routes and HTTP conventions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_LIMIT: '40', THROTTLE_TTL_MS: '60000', JSON_BODY_LIMIT: '1kb' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health says the database is up, and ok once the engines have warmed up', async () => {
    const first = await t.http.get('/api/health').expect(200);
    expect(first.body.database).toBe('up');
    expect(['ok', 'starting']).toContain(first.body.status);
    expect(['embedded', 'server']).toContain(first.body.databaseKind);
    let status = first.body.status;
    for (let i = 0; i < 600 && status !== 'ok'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await t.http.get('/api/health').expect(200)).body.status;
    }
    expect(status).toBe('ok');
  });

  it('GET /api/health answers 503 with database down once the pool is gone', async () => {
    const other = await createTestApp();
    await other.dataSource.destroy();
    const res = await other.http.get('/api/health').expect(503);
    expect(res.body).toMatchObject({ database: 'down', status: 'down' });
    await other.close();
  });

  it('GET /api/config exposes limits and no secrets', async () => {
    const res = await t.http.get('/api/config').expect(200);
    expect(res.body).toMatchObject({
      productName: 'Likho',
      legalOwner: 'Likho EOOD, Sofia, Bulgaria',
      limits: { maxInputChars: 20000, maxImageInstructionsChars: 300, imagesPerHour: 5 },
      stripePublishableKey: null,
      analyticsId: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/SECRET|sk_/i);
  });

  it('an unknown /api path answers JSON 404, never HTML', async () => {
    const res = await t.http.get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.success).toBe(false);
  });

  it('issues a signed, http-only, SameSite=Strict session cookie and keeps it', async () => {
    const first = await t.http.get('/api/stats').expect(200);
    const cookie = first.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/^likho_sid=s%3A[0-9a-f-]{36}\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const second = await t.http.get('/api/stats').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    const forged = await t.http.get('/api/stats').set('Cookie', 'likho_sid=3f1e8c1e-1111-4111-8111-111111111111');
    expect(forged.headers['set-cookie']).toBeDefined();
  });

  it('sets security headers with a CSP and a request id', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses malformed JSON with 400 and an oversized body with 413, as JSON', async () => {
    const bad = await t.http.post('/api/feedback').set('Content-Type', 'application/json').send('{oops').expect(400);
    expect(bad.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const big = await t.http
      .post('/api/feedback')
      .send({ processedTextId: 'x'.repeat(2000), feedback: 'like' })
      .expect(413);
    expect(big.body).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('serves Swagger UI at /api/docs and the spec beside it', async () => {
    await t.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
    const spec = await t.http.get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/api/stats', '/api/feedback']));
  });

  it('throttles a client past the limit with 429 and a readable message', async () => {
    let last = 0;
    let body: { message?: string } = {};
    for (let i = 0; i < 45 && last !== 429; i++) {
      const res = await t.http.get('/api/stats');
      last = res.status;
      body = res.body;
    }
    expect(last).toBe(429);
    expect(body.message).toMatch(/^Too many requests/);
  });
});
