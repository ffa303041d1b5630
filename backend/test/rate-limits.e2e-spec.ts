import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import request from 'supertest';
import { CHUNK_NEEDS_SESSION } from 'src/modules/media/upload-quota.guard';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Redis on 127.0.0.1:6379 as in CI, in a database number of this test's own: every key it finds there under the
 * rate-limit prefix was written by these apps (and is removed at the end).
 */
const REDIS_URL = `${process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'}/11`;
const KEY_PATTERN = '{likho:rl:*';

/** A client address of its own per test run (the apps trust one proxy hop, so X-Forwarded-For is the client IP). */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The key @nestjs/throttler's guard gives the general limit of one route and client (a sha256, under our prefix). */
function generalLimitKey(controller: string, handler: string, ip: string): string {
  const hash = createHash('sha256').update(`${controller}-${handler}-default-${ip}`).digest('hex');
  return `{likho:rl:${hash}:default}:hits`;
}

async function deleteRateLimitKeys(redis: Redis): Promise<void> {
  const keys = await redis.keys(KEY_PATTERN);
  if (keys.length) await redis.del(...keys);
}

describe('Rate limits and quotas kept in Redis, shared by two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let uploads: string;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    await deleteRateLimitKeys(redis);
    uploads = mkdtempSync(join(tmpdir(), 'likho-rate-uploads-'));
    const env = {
      REDIS_URL,
      SESSION_SECRET: randomBytes(16).toString('hex'), // shared, as several instances behind a balancer have it
      TRUST_PROXY_HOPS: '1',
      THROTTLE_LIMIT: '6',
      PROCESS_TEXT_RATE_LIMIT: '2',
      IMAGE_RATE_LIMIT: '2',
      UPLOAD_QUOTA_MB_PER_HOUR: '3',
      UPLOAD_DIR: uploads,
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await deleteRateLimitKeys(redis);
    redis.disconnect();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('reports redis up in /api/health', async () => {
    for (const t of [a, b]) expect((await t.http.get('/api/health').expect(200)).body.redis).toBe('up');
  });

  it('the general limit: one address gets THROTTLE_LIMIT answers over both instances, then 429 from either', async () => {
    const ip = address();
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await (i % 2 ? b : a).http.get('/api/stats').set('X-Forwarded-For', ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await redis.get(generalLimitKey('StatsController', 'getStats', ip))).toBe('8'); // every request counts
    // another address is not affected
    await b.http.get('/api/stats').set('X-Forwarded-For', address()).expect(200);
  });

  it('process-text: PROCESS_TEXT_RATE_LIMIT texts per address, counted once for both instances', async () => {
    const ip = address();
    const send = (t: TestApp) =>
      t.http.post('/api/process-text').set('X-Forwarded-For', ip).send({ inputText: 'i has a pen.' });
    expect((await send(a)).status).toBe(200);
    expect((await send(b)).status).toBe(200);
    const third = await send(a);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/Too many texts from your connection: at most 2 per 60 seconds/);
    expect(await redis.get(`{likho:rl:process-text:${ip}:process-text}:hits`)).toBe('3');
  });

  it('images: a fresh cookie on every request (or none) gets IMAGE_RATE_LIMIT images from one address, over both instances', async () => {
    const ip = address();
    const body = { enhancedText: 'One card each.', socialMediaPlatform: 'facebook' };
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const t = i % 2 ? b : a;
      const agent = request.agent(t.app.getHttpServer()).set('X-Forwarded-For', ip);
      if (i !== 4) await agent.get('/api/health').expect(200); // a new session cookie; the last one has none
      answers.push(await agent.post('/api/generate-image').send(body));
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429, 429, 429]);
    expect(answers[2].body).toEqual({ success: false, message: 'Rate limit exceeded: 2 images per hour' });
    expect(Number(answers[2].headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(await redis.get(`{likho:rl:image:ip:${ip}:image}:hits`))).toBe(5);
  });

  it('uploads: a video chunk without the session cookie is refused before anything is stored, with a cookie to retry', async () => {
    const ip = address();
    const agent = request.agent(a.app.getHttpServer()).set('X-Forwarded-For', ip);
    const chunk = () =>
      agent
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '2')
        .field('originalName', 'a.mp4')
        .field('originalSize', '100000')
        .attach('video', Buffer.alloc(1000, 0x47), { filename: 'blob', contentType: 'video/mp4' });
    const first = await chunk();
    expect(first.status).toBe(400);
    expect(first.body.message).toBe(CHUNK_NEEDS_SESSION);
    expect(String(first.headers['set-cookie'])).toMatch(/likho_sid=/);
    expect(readdirSync(join(uploads, 'sessions'))).toEqual([]);
    // the retry carries the cookie the refusal set: it passes the guard (and is then judged on its content)
    const retry = await chunk();
    expect(retry.body.message).not.toBe(CHUNK_NEEDS_SESSION);
    await agent.post('/api/cleanup-session').send({}).expect(200);
  });

  it('uploads: UPLOAD_QUOTA_MB_PER_HOUR per address; fresh cookies do not reset it, and both instances count it', async () => {
    const ip = address();
    const statuses = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 5; i++) {
      const t = i % 2 ? b : a;
      const agent = request.agent(t.app.getHttpServer()).set('X-Forwarded-For', ip);
      await agent.post('/api/cleanup-session').send({}).expect(200);
      last = await agent
        .post('/api/extract-image-text')
        .attach('image', Buffer.from('plain text, not an image'), { filename: 'a.png', contentType: 'image/png' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([415, 415, 415, 429, 429]); // each upload counts as 1 MB
    expect(last?.body.message).toMatch(/^Upload limit reached: at most 3 MB per hour from one visitor\./);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(await redis.get(`{likho:rl:uploads:ip:${ip}:uploads}:hits`))).toBeGreaterThanOrEqual(4);
  });

  it('uploads: the same session from another address is counted too (the stricter counter wins)', async () => {
    const agent = request.agent(a.app.getHttpServer()).set('X-Forwarded-For', address());
    await agent.post('/api/cleanup-session').send({}).expect(200);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await agent
        .set('X-Forwarded-For', address())
        .post('/api/extract-image-text')
        .attach('image', Buffer.from('plain text, not an image'), { filename: 'a.png', contentType: 'image/png' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([415, 415, 415, 429]);
  });
});

describe('Rate limits while Redis is down', () => {
  let t: TestApp;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    warn = jest.spyOn(Logger.prototype, 'warn');
    // nothing listens on port 1: Redis is down from the start
    t = await createTestApp({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1', THROTTLE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
    warn.mockRestore();
  });

  it('boots, says redis down in /api/health, and still enforces the limits in memory', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.redis).toBe('down');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.http.get('/api/stats')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('Redis'));
    expect(lines).toEqual([expect.stringContaining("rate limits are counted in this instance's memory")]);
    expect(lines.join('\n')).not.toContain('hunter2');
  });
});
