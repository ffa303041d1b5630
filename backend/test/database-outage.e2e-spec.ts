import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { loadConfig } from 'src/config/app-config';
import { Database } from 'src/database/database';
import { EmbeddedPostgres } from 'src/database/embedded-postgres';
import { FakeStripe } from './support/fake-stripe';
import { createTestApp, TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_test_outage';
const signer = new Stripe('sk_test_signer_only');
const TEXTS = ['She go to school every day.', 'i has a bussiness in diffrent cities', 'We went to the the market.'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A TCP proxy in front of Postgres that the test cuts: the listening socket closes (new connections are
 * refused, as by a stopped server) and every open connection is dropped mid-flight; `open()` again restores it
 * on the same port.
 */
class CuttableProxy {
  port = 0;
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly target: { host: string; port: number } | { path: string }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

/**
 * The Postgres the app reaches through the proxy: a fresh database on the DATABASE_URL server when one is set
 * (CI), otherwise an embedded Postgres (PGlite behind its socket server) of the test's own.
 */
async function startPostgres(): Promise<{
  url: (port: number) => string;
  proxy: CuttableProxy;
  stop(): Promise<void>;
}> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `likho_outage_${process.pid}_${Date.now()}`;
    const admin = await new DataSource({ type: 'postgres', url: server, extra: { max: 1 } }).initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    const base = new URL(server);
    const proxy = new CuttableProxy({ host: base.hostname, port: Number(base.port || 5432) });
    return {
      proxy,
      url: (port) => {
        const u = new URL(server);
        u.hostname = '127.0.0.1';
        u.port = String(port);
        u.pathname = `/${name}`;
        return u.toString();
      },
      stop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'likho-outage-'));
  const embedded = new EmbeddedPostgres(join(dir, 'pg'), 12);
  const socketDir = new URL(await embedded.start()).searchParams.get('host')!;
  return {
    proxy: new CuttableProxy({ path: join(socketDir, '.s.PGSQL.5432') }),
    url: (port) => `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  route: string;
  status: number;
  body: Record<string, unknown>;
}

describe('a database outage degrades the service, it does not fail it', () => {
  let pg: Awaited<ReturnType<typeof startPostgres>>;
  let t: TestApp;
  let base: string;
  const stripe = new FakeStripe();
  const logged: Record<'warn' | 'log' | 'error', string[]> = { warn: [], log: [], error: [] };

  beforeAll(async () => {
    for (const level of ['warn', 'log', 'error'] as const) {
      const original = Logger.prototype[level];
      jest.spyOn(Logger.prototype, level).mockImplementation(function (this: Logger, message: unknown, ...rest) {
        logged[level].push(String(message));
        return original.call(this, message, ...rest);
      });
    }
    pg = await startPostgres();
    await pg.proxy.open();
    t = await createTestApp({
      DATABASE_URL: pg.url(pg.proxy.port),
      THROTTLE_LIMIT: '100000',
      PROCESS_TEXT_RATE_LIMIT: '100000',
      IMAGE_RATE_LIMIT: '100',
      STRIPE_SECRET_KEY: 'sk_test_outage',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_outage',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: await stripe.start(),
    });
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
  });

  afterAll(async () => {
    await pg?.proxy.open().catch(() => undefined); // if a failed test left it cut
    await t?.close();
    await pg?.proxy.cut();
    await pg?.stop();
    await stripe.stop();
    jest.restoreAllMocks();
  });

  const call = async (route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const [method, path] = route.split(' ');
    const res = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json')
      ? ((await res.json()) as Record<string, unknown>)
      : { bytes: (await res.arrayBuffer()).byteLength };
    return { route, status: res.status, body: parsed };
  };
  const processText = (i: number) => call('POST /api/process-text', { inputText: TEXTS[i % TEXTS.length] });
  const webhook = (sessionId: string) => {
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: sessionId,
          amount_total: 15000,
          currency: 'inr',
          livemode: false,
          metadata: { source: 'likho-donation', country: 'IN', kind: 'suggested' },
          mode: 'payment',
          payment_intent: `pi_${sessionId}`,
          payment_status: 'paid',
          status: 'complete',
        },
      },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return call('POST /api/donations/webhook', payload, { 'Stripe-Signature': signature });
  };

  it('keeps texts, lessons, images, stats and donations answering while Postgres is cut, and loses no row', async () => {
    const at: Record<string, number> = { start: Date.now() };
    const before = await processText(0);
    expect(before.status).toBe(200);
    const liked = await call('POST /api/feedback', { processedTextId: before.body.usageStatsId, feedback: 'like' });
    expect(liked.status).toBe(200);
    const statsBefore = (await call('GET /api/stats')).body.stats as { totalProcessed: number; likesCollected: number };
    expect(statsBefore).toMatchObject({ totalProcessed: 1, likesCollected: 1 });

    // load: five clients sending texts, one asking for lessons, one reading stats, for the whole test
    const answers: Answer[] = [before];
    let running = true;
    const client = async (send: (i: number) => Promise<Answer>) => {
      for (let i = 0; running; i++) answers.push(await send(i));
    };
    const load = Promise.all([
      ...Array.from({ length: 5 }, (_, k) => client((i) => processText(i + k))),
      client((i) => call('POST /api/generate-learning', { inputText: TEXTS[i % TEXTS.length] })),
      client(async () => {
        await sleep(100);
        return call('GET /api/stats');
      }),
    ]);
    await sleep(1000);

    await pg.proxy.cut();
    at.cut = Date.now();
    await sleep(1500);
    const during = answers.length;
    const text = await processText(1);
    expect(text.status).toBe(200);
    expect(text.body.usageStatsId).toMatch(UUID);
    const health = await call('GET /api/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'down', database: 'down' } });
    const vote = await call('POST /api/feedback', { processedTextId: text.body.usageStatsId, feedback: 'like' });
    expect(vote).toMatchObject({
      status: 503,
      body: { success: false, message: 'Feedback is temporarily unavailable. Please try again in a minute.' },
    });
    const oldVote = await call('POST /api/feedback', {
      processedTextId: before.body.usageStatsId,
      feedback: 'dislike',
    });
    expect(oldVote.status).toBe(503);
    // the stats go on counting: the totals last read, plus every text processed since (written or waiting)
    const answered = answers.filter((a) => a.route === 'POST /api/process-text').length + 1;
    const stats = await call('GET /api/stats');
    expect(stats.status).toBe(200);
    const shown = stats.body.stats as { totalProcessed: number; likesCollected: number };
    expect(shown.totalProcessed).toBeGreaterThanOrEqual(answered);
    // at most what the clients had been answered when the stats came back, + the five texts then in flight (a
    // client answered meanwhile sends its next text at once, so the count before the call is no bound)
    const answeredSince = answers.filter((a) => a.route === 'POST /api/process-text').length + 1;
    expect(shown.totalProcessed).toBeLessThanOrEqual(answeredSince + 5);
    expect(shown.likesCollected).toBe(1);
    const image = await call('POST /api/generate-image', {
      enhancedText: 'Clear writing is kind writing.',
      socialMediaPlatform: 'linkedin',
    });
    expect(image.status).toBe(200);
    const png = await call(`GET ${image.body.imageUrl as string}`);
    expect(png.status).toBe(200);
    expect(png.body.bytes).toBeGreaterThan(1000);
    const checkout = await call('POST /api/donations/checkout-session', { country: 'IN', amount: 150 });
    expect(checkout).toMatchObject({ status: 200, body: { clientSecret: 'cs_test_fake1_secret_fake' } });
    const hook = await webhook('cs_test_fake1');
    expect(hook).toMatchObject({
      status: 503,
      body: { success: false, message: 'Donation records are temporarily unavailable. Please try again in a minute.' },
    });
    await sleep(1000);
    expect(answers.length).toBeGreaterThan(during); // the load kept being answered

    await pg.proxy.open();
    at.restored = Date.now();
    for (let i = 0; i < 100 && (await call('GET /api/health')).status !== 200; i++) await sleep(200);
    at.healthy = Date.now();
    await sleep(500);
    running = false;
    await load;

    // every answer of the load: no 5xx at all (feedback and the webhook were asked above, not by the load)
    const statuses = new Map<string, number>();
    for (const a of answers) statuses.set(`${a.route} ${a.status}`, (statuses.get(`${a.route} ${a.status}`) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([
      'GET /api/stats 200',
      'POST /api/generate-learning 200',
      'POST /api/process-text 200',
    ]);

    // every row written once the database is back: every usageStatsId answered, one usage event per lesson
    const texts = [...answers, text].filter((a) => a.route === 'POST /api/process-text');
    const lessons = answers.filter((a) => a.route === 'POST /api/generate-learning');
    const count = async (sql: string) => Number((await t.dataSource.query(sql))[0].n);
    for (let i = 0; i < 100 && (await count('SELECT count(*) AS n FROM processed_texts')) < texts.length; i++) {
      await sleep(100);
    }
    at.written = Date.now();
    const ids: { id: string }[] = await t.dataSource.query('SELECT id FROM processed_texts');
    expect(ids.map((r) => r.id).sort()).toEqual(texts.map((a) => a.body.usageStatsId as string).sort());
    expect(await count(`SELECT count(*) AS n FROM usage_events WHERE kind = 'learning'`)).toBe(lessons.length);
    expect(await count(`SELECT count(*) AS n FROM usage_events WHERE kind = 'image'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM generated_images`)).toBe(1);
    expect((await call(`GET ${image.body.imageUrl as string}`)).status).toBe(200);
    expect((await call('GET /api/stats')).body.stats).toMatchObject({
      totalProcessed: texts.length,
      likesCollected: 1,
    });

    // what was refused during the outage works now
    const later = await call('POST /api/feedback', { processedTextId: text.body.usageStatsId, feedback: 'like' });
    expect(later.status).toBe(200);
    expect((await webhook('cs_test_fake1')).status).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM donations WHERE status = 'paid'`)).toBe(1);

    // the log: one line when it went down, one when it came back, and no error (no stack) at all
    expect(logged.warn.filter((m) => m.startsWith('database unreachable'))).toHaveLength(1);
    expect(logged.log.filter((m) => m.startsWith('database reachable again'))).toHaveLength(1);
    expect(logged.error).toEqual([]);
    console.log(
      `database outage: ${answers.length} answers under load (${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}); ` +
        `${texts.length} processed_texts rows and ${lessons.length} learning rows, all written; ` +
        `first text after ${at.cut - at.start - 1000} ms, cut for ${at.restored - at.cut} ms, ` +
        `healthy ${at.healthy - at.restored} ms and all written ${at.written - at.restored} ms after`,
    );
  });
});

describe('Postgres absent at boot', () => {
  let pg: Awaited<ReturnType<typeof startPostgres>>;
  const warnings: string[] = [];

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    warnings.length = 0;
  });

  it('is retried with backoff, with one log line, and opened as soon as it answers', async () => {
    await pg.proxy.open();
    await pg.proxy.cut(); // the port is known and refuses connections, as a server not yet started
    const opening = Database.open(
      loadConfig({ DATABASE_URL: pg.url(pg.proxy.port), DB_CONNECT_RETRY_MS: '30000', DB_POOL_SIZE: '2' }),
    );
    await sleep(2000);
    await pg.proxy.open();
    const db = await opening;
    try {
      expect(await db.ping()).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /is not reachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); retrying for up to 30 s$/,
      );
    } finally {
      await db.close();
      await pg.proxy.cut();
    }
  });

  it('gives up after DB_CONNECT_RETRY_MS with a clear error that does not show the password', async () => {
    const started = Date.now();
    const url = `postgres://likho:s3cret-pw@127.0.0.1:${pg.proxy.port}/likho`;
    const error = await Database.open(loadConfig({ DATABASE_URL: url, DB_CONNECT_RETRY_MS: '1200' })).catch(
      (e: Error) => e,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Could not reach the database at postgres:\/\/likho:\*\*\*@127\.0\.0\.1:\d+\/likho within 1\.\d s: connect ECONNREFUSED/,
    );
    expect(warnings.join('\n')).toContain('postgres://likho:***@127.0.0.1');
    expect([(error as Error).message, ...warnings].join('\n')).not.toContain('s3cret-pw');
  });
});
