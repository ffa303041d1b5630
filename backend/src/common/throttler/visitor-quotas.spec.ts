import { randomUUID } from 'node:crypto';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { SESSION_COOKIE } from 'src/common/client-context';
import { visitorOf, VisitorQuotas } from './visitor-quotas';

const rule = { limit: 3, ttlMs: 60_000 };

describe('VisitorQuotas', () => {
  let storage: ThrottlerStorageService;
  let quotas: VisitorQuotas;
  beforeEach(() => {
    storage = new ThrottlerStorageService();
    quotas = new VisitorQuotas(storage);
  });
  afterEach(() => storage.onApplicationShutdown());

  it('counts per client IP: a fresh session on every request does not reset the quota', async () => {
    const allowed = [];
    for (let i = 0; i < 5; i++) {
      allowed.push((await quotas.hit('image', { ip: '203.0.113.7', sessionId: randomUUID() }, rule)).allowed);
    }
    expect(allowed).toEqual([true, true, true, false, false]);
    expect((await quotas.hit('image', { ip: '203.0.113.8' }, rule)).allowed).toBe(true);
  });

  it('counts per session: a visitor that changes network keeps its count', async () => {
    const sessionId = randomUUID();
    const allowed = [];
    for (let i = 0; i < 4; i++)
      allowed.push((await quotas.hit('image', { ip: `198.51.100.${i}`, sessionId }, rule)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
  });

  it('refuses with the seconds until the block ends, and the stricter counter decides', async () => {
    const sessionId = randomUUID();
    await quotas.hit('image', { ip: '192.0.2.1', sessionId }, rule);
    await quotas.hit('image', { ip: '192.0.2.1' }, rule);
    const third = await quotas.hit('image', { ip: '192.0.2.1', sessionId }, rule);
    expect(third).toEqual({ allowed: true, used: 3, remaining: 0, retryAfterSeconds: 0 });
    const fourth = await quotas.hit('image', { ip: '192.0.2.1', sessionId }, rule);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThan(55);
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts a weighted request as that many units and keeps separate quotas apart', async () => {
    const v = { ip: '192.0.2.9' };
    expect(await quotas.hit('uploads', v, { limit: 10, ttlMs: 60_000, weight: 6 })).toMatchObject({
      allowed: true,
      used: 6,
      remaining: 4,
    });
    expect((await quotas.hit('uploads', v, { limit: 10, ttlMs: 60_000, weight: 5 })).allowed).toBe(false);
    expect((await quotas.hit('image', v, rule)).allowed).toBe(true);
  });
});

describe('visitorOf', () => {
  const sid = randomUUID();
  it('takes the session only when it came back in the signed cookie', () => {
    expect(
      visitorOf({
        ip: '192.0.2.1',
        signedCookies: { [SESSION_COOKIE]: sid },
        client: { requestId: 'r', sessionId: sid },
      }),
    ).toEqual({
      ip: '192.0.2.1',
      sessionId: sid,
    });
    // no cookie: the middleware issued a fresh session, which counts nothing
    expect(visitorOf({ ip: '192.0.2.1', signedCookies: {}, client: { requestId: 'r', sessionId: sid } })).toEqual({
      ip: '192.0.2.1',
    });
  });
});
