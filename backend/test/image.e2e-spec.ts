import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import request from 'supertest';
import type { Worker } from 'node:worker_threads';
import { CardPool } from 'src/engines/image/card-pool';
import { MODERATION_MESSAGE } from 'src/engines/image/image-engine';
import { IMAGE_ENGINES, type ImageEngines } from 'src/modules/image/image-engines';
import { RENDER_FAILED_MESSAGE } from 'src/modules/image/image.errors';
import { FALLBACK_NOTICE, IMAGE_NOT_FOUND, ImageService } from 'src/modules/image/image.service';
import { createWorker, OEM } from 'tesseract.js';
import { prepareLanguageData } from 'src/engines/ocr/ocr-engine';
import { FakeOpenAi } from './support/fake-openai';
import { createTestApp, TestApp } from './support/test-app';

const TEXT =
  'Clear writing is kind writing.\n\nShort sentences, plain words and one idea per paragraph help every reader.\n\n#writing #tips';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let lastAddress = 0;

/**
 * A visitor with a session cookie (a browser): the cookie is issued by any /api call. Each has an address of its
 * own (X-Forwarded-For, behind the one proxy hop the test apps trust), as the image limit also counts per IP.
 */
async function visitor(t: TestApp) {
  const agent = request.agent(t.app.getHttpServer()).set('X-Forwarded-For', `198.51.100.${++lastAddress}`);
  await agent.get('/api/health');
  return agent;
}

describe('Image generation over HTTP (designed card)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ IMAGE_RATE_LIMIT: '5', TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('generates a LinkedIn card at 1200×627, serves it as PNG and records one usage event', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'linkedin' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/api\/generated-images\/[0-9a-f-]{36}$/),
    });

    const img = await agent.get(res.body.imageUrl).buffer(true).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('private, max-age=86400');
    expect(img.headers['content-disposition']).toMatch(/filename="likho-linkedin-[0-9a-f]{8}\.png"/);
    expect(pngSize(img.body as Buffer)).toEqual({ width: 1200, height: 627 });

    const events = await t.dataSource.query(
      `SELECT kind, outcome, engine, bytes > 0 AS has_bytes FROM usage_events WHERE kind = 'image'`,
    );
    expect(events).toEqual([{ kind: 'image', outcome: 'ok', engine: 'card', has_bytes: true }]);
  });

  it('makes a WhatsApp status 1080×1920 and acknowledges instructions in the interface language', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .set('X-UI-Language', 'hi')
      .send({
        enhancedText: 'हर दिन थोड़ा लिखिए।',
        socialMediaPlatform: 'whatsapp_status',
        customInstructions: '  dark theme, add a tiger  ',
      })
      .expect(200);
    expect(res.body.message).toContain('गहरी थीम');
    expect(res.body.message).toContain('“add a tiger”');
    const img = await agent.get(res.body.imageUrl).buffer(true).expect(200);
    expect(pngSize(img.body as Buffer)).toEqual({ width: 1080, height: 1920 });
  });

  it('refuses custom instructions of 301 characters with 400, accepts 300 after trimming', async () => {
    const agent = await visitor(t);
    const tooLong = await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'reddit', customInstructions: 'b'.repeat(301) })
      .expect(400);
    expect(tooLong.body).toEqual({ success: false, message: 'Custom instructions can be at most 300 characters.' });
    await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'reddit', customInstructions: `  ${'b'.repeat(300)}  ` })
      .expect(200);
  });

  it('refuses an unknown platform and empty text with 400', async () => {
    const agent = await visitor(t);
    const platform = await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'myspace' })
      .expect(400);
    expect(platform.body.message).toContain('socialMediaPlatform must be one of');
    await agent.post('/api/generate-image').send({ enhancedText: '   ', socialMediaPlatform: 'blog' }).expect(400);
  });

  it('answers the 6th image in an hour with 429 and the parseable message; another visitor is not affected', async () => {
    const agent = await visitor(t);
    const body = { enhancedText: 'Five is plenty.', socialMediaPlatform: 'facebook' };
    for (let i = 0; i < 5; i++) await agent.post('/api/generate-image').send(body).expect(200);
    const sixth = await agent.post('/api/generate-image').send(body).expect(429);
    expect(sixth.body).toEqual({ success: false, message: 'Rate limit exceeded: 5 images per hour' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);

    const other = await visitor(t);
    await other.post('/api/generate-image').send(body).expect(200);
  });

  it('answers 404 for an unknown id, a malformed id and an expired image, and the purge deletes expired rows', async () => {
    const agent = await visitor(t);
    const notFound = await agent.get('/api/generated-images/00000000-0000-4000-8000-000000000000').expect(404);
    expect(notFound.body).toEqual({ success: false, message: IMAGE_NOT_FOUND });
    await agent.get('/api/generated-images/not-a-uuid').expect(404);

    const live = await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'blog' })
      .expect(200);
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO generated_images (created_at, expires_at, platform, engine, width, height, bytes, png)
       VALUES (now() - interval '2 days', now() - interval '1 day', 'blog', 'card', 1, 1, 1, '\\x00'::bytea)
       RETURNING id`,
    );
    await agent.get(`/api/generated-images/${id}`).expect(404);

    await expect(t.app.get(ImageService).purgeExpired()).resolves.toBe(1);
    const left = await t.dataSource.query(`SELECT id FROM generated_images`);
    expect(left).toEqual([{ id: (live.body.imageUrl as string).split('/').pop() }]);
    await agent.get(live.body.imageUrl).expect(200);
  });

  it('answers 503 with a clear message when the card worker dies, and the next card is drawn by a new worker', async () => {
    const pool = t.app.get<ImageEngines>(IMAGE_ENGINES).card!;
    const workers = () => (pool as unknown as { slots: { worker: Worker }[] }).slots.map((s) => s.worker);
    const agent = await visitor(t);
    const body = { enhancedText: TEXT, socialMediaPlatform: 'linkedin' };
    await agent.post('/api/generate-image').send(body).expect(200);
    const [first] = workers();
    // the worker is stopped right after it was given the card, as a crash would stop it
    jest.spyOn(pool, 'draw').mockImplementationOnce((input) => {
      const drawing = CardPool.prototype.draw.call(pool, input);
      void first.terminate();
      return drawing;
    });
    const failed = await agent.post('/api/generate-image').send(body).expect(503);
    expect(failed.body).toEqual({ success: false, message: RENDER_FAILED_MESSAGE });
    const events = await t.dataSource.query(
      `SELECT outcome, engine FROM usage_events WHERE kind = 'image' ORDER BY created_at`,
    );
    expect(events).toEqual([
      { outcome: 'ok', engine: 'card' },
      { outcome: 'error', engine: 'card' },
    ]);

    const again = await agent.post('/api/generate-image').send(body).expect(200);
    const img = await agent.get(again.body.imageUrl).buffer(true).expect(200);
    expect(pngSize(img.body as Buffer)).toEqual({ width: 1200, height: 627 });
    expect(workers()).toHaveLength(1);
    expect(workers()[0]).not.toBe(first);
  });

  it('reports the image capability in /api/health', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body.engines.image).toMatchObject({ adapter: 'card', ready: true });
  });
});

/** A local server speaking the OpenAI images API: a backdrop, a moderation refusal, or a failure. */
class FakeImageApi {
  server?: Server;
  requests: { path: string; body: Record<string, unknown> }[] = [];
  readonly backdrop = Buffer.from(
    new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><defs><linearGradient id="g"><stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#4e4376"/></linearGradient></defs><rect width="1536" height="1024" fill="url(#g)"/></svg>',
    )
      .render()
      .asPng(),
  );

  async start(): Promise<string> {
    this.server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        this.requests.push({ path: req.url ?? '', body });
        const prompt = String(body.prompt ?? '');
        res.setHeader('Content-Type', 'application/json');
        if (prompt.includes('FORBIDDEN')) {
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              error: {
                message: 'Your request was rejected as a result of our safety system.',
                type: 'image_generation_user_error',
                param: null,
                code: 'moderation_blocked',
              },
            }),
          );
        } else if (prompt.includes('BROKEN')) {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { message: 'internal error', type: 'server_error' } }));
        } else {
          res.end(JSON.stringify({ created: 1, data: [{ b64_json: this.backdrop.toString('base64') }] }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe('Image generation over HTTP with an AI image model', () => {
  let t: TestApp;
  const api = new FakeImageApi();

  beforeAll(async () => {
    const base = await api.start();
    t = await createTestApp({
      AI_BASE_URL: base,
      AI_API_KEY: 'sk-test',
      AI_IMAGE_MODEL: 'gpt-image-1',
      AI_MAX_RETRIES: '0',
      IMAGE_RATE_LIMIT: '50',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await api.stop();
  });
  beforeEach(async () => {
    await t.reset();
    api.requests = [];
  });

  it('asks the model for a backdrop in the platform orientation and sets the text on it at the native size', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .send({ enhancedText: TEXT, socialMediaPlatform: 'twitter', customInstructions: 'mountains at dawn' })
      .expect(200);
    expect(res.body.message).toBeUndefined();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].path).toBe('/v1/images/generations');
    expect(api.requests[0].body).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: 1 });
    expect(api.requests[0].body.prompt).toEqual(expect.stringContaining('X (Twitter) thread'));
    expect(api.requests[0].body.prompt).toEqual(expect.stringContaining('mountains at dawn'));
    expect(api.requests[0].body.prompt).toEqual(expect.stringContaining('Clear writing is kind writing.'));
    const img = await agent.get(res.body.imageUrl).buffer(true).expect(200);
    expect(pngSize(img.body as Buffer)).toEqual({ width: 1600, height: 900 });
    const events = await t.dataSource.query(`SELECT outcome, engine FROM usage_events WHERE kind = 'image'`);
    expect(events).toEqual([{ outcome: 'ok', engine: 'openai' }]);
  });

  it('answers a moderation refusal with 400 and the SPEC message', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .send({ enhancedText: 'FORBIDDEN content', socialMediaPlatform: 'linkedin' })
      .expect(400);
    expect(res.body).toEqual({ success: false, message: MODERATION_MESSAGE });
    const events = await t.dataSource.query(`SELECT outcome, engine FROM usage_events WHERE kind = 'image'`);
    expect(events).toEqual([{ outcome: 'refused', engine: 'openai' }]);
  });

  it('falls back to the designed card with a notice when the model fails', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .send({ enhancedText: 'BROKEN backend, but the post must go out.', socialMediaPlatform: 'blog' })
      .expect(200);
    expect(res.body.message).toBe(FALLBACK_NOTICE.en);
    const img = await agent.get(res.body.imageUrl).buffer(true).expect(200);
    expect(pngSize(img.body as Buffer)).toEqual({ width: 1600, height: 840 });
    const events = await t.dataSource.query(`SELECT outcome, engine FROM usage_events WHERE kind = 'image'`);
    expect(events).toEqual([{ outcome: 'fallback', engine: 'card' }]);
  });
});

describe('Image generation when the AI image provider hangs (deadline and circuit breaker)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    fake.behaviour.image = 'hang';
    t = await createTestApp({
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_IMAGE_MODEL: 'gpt-image-1',
      AI_MEDIA_DEADLINE_MS: '1500',
      AI_BREAKER_FAILURES: '1',
      AI_BREAKER_COOLDOWN_MS: '600000',
      IMAGE_RATE_LIMIT: '50',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('draws the designed card at the deadline, then skips the provider while its breaker is open', async () => {
    await t.reset(); // a shared Postgres server (DATABASE_URL) keeps rows from earlier apps
    const agent = await visitor(t);
    for (let i = 0; i < 2; i++) {
      const res = await agent
        .post('/api/generate-image')
        .set('X-UI-Language', 'hi')
        .send({ enhancedText: TEXT, socialMediaPlatform: 'linkedin' })
        .expect(200);
      expect(res.body.message).toBe(FALLBACK_NOTICE.hi);
    }
    expect(fake.calls('image')).toHaveLength(1); // the second card did not wait for the provider
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.engines.image).toMatchObject({ adapter: 'openai', degraded: true });
    expect(health.body.engines.image.detail).toMatch(/did not answer before the deadline/);
    const events = await t.dataSource.query(
      `SELECT outcome, engine FROM usage_events WHERE kind = 'image' ORDER BY created_at`,
    );
    expect(events).toEqual([
      { outcome: 'fallback', engine: 'card' },
      { outcome: 'fallback', engine: 'card' },
    ]);
  });
});

describe('An AI-backdrop card over HTTP is readable', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let langDir: string;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    // what an image model might paint: a pale sky, a white sun and bright clouds (the hardest case for white text)
    fake.image = Buffer.from(
      new Resvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><rect width="1536" height="1024" fill="#eaf3ff"/>' +
          '<circle cx="1100" cy="280" r="240" fill="#ffffff"/><rect y="640" width="1536" height="220" fill="#f7f4ec"/></svg>',
      )
        .render()
        .asPng(),
    );
    langDir = mkdtempSync(join(tmpdir(), 'likho-ai-card-ocr-'));
    t = await createTestApp({
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_IMAGE_MODEL: 'gpt-image-1',
      IMAGE_RATE_LIMIT: '50',
      TRUST_PROXY_HOPS: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    rmSync(langDir, { recursive: true, force: true });
  });

  it('sets the words on top of a bright AI backdrop, where tesseract reads them back', async () => {
    const agent = await visitor(t);
    const res = await agent
      .post('/api/generate-image')
      .send({ enhancedText: 'Plant one tree every spring for cleaner air', socialMediaPlatform: 'linkedin' })
      .expect(200);
    expect(fake.calls('image')).toHaveLength(1);
    const img = await agent.get(res.body.imageUrl).buffer(true).expect(200);
    const worker = await createWorker(['eng'], OEM.LSTM_ONLY, {
      langPath: prepareLanguageData(langDir, ['eng', 'hin']),
      cacheMethod: 'none',
      gzip: true,
    });
    try {
      const { data } = await worker.recognize(img.body as Buffer);
      const read = data.text.replace(/\s+/g, ' ').toLowerCase();
      for (const word of ['plant', 'tree', 'spring', 'cleaner', 'air']) expect(read).toContain(word);
    } finally {
      await worker.terminate();
    }
  });
});
