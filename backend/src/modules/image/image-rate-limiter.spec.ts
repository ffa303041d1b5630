import { randomUUID } from 'node:crypto';
import { MemoryRateLimiter, RedisRateLimiter } from './image-rate-limiter';
import { visitorKey } from './visitor';

describe('MemoryRateLimiter', () => {
  it('allows the limit in a window, refuses the next, and starts again when the window ends', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter(2, 60_000, () => now);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, count: 3, resetMs: 60_000 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect(await limiter.hit('a')).toEqual({ allowed: true, count: 1, resetMs: 60_000 });
  });
});

describe('RedisRateLimiter (Redis on 127.0.0.1:6379, as in CI)', () => {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

  it('shares one count between two app instances', async () => {
    const prefix = `likho-test:${randomUUID()}:`;
    const one = RedisRateLimiter.connect(url, 3, 60_000, prefix);
    const two = RedisRateLimiter.connect(url, 3, 60_000, prefix);
    try {
      const verdicts = [await one.hit('v'), await two.hit('v'), await one.hit('v'), await two.hit('v')];
      expect(verdicts.map((v) => [v.count, v.allowed])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, false],
      ]);
      expect(verdicts[3].resetMs).toBeGreaterThan(50_000);
      expect(verdicts[3].resetMs).toBeLessThanOrEqual(60_000);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('counts in memory when Redis cannot be reached', async () => {
    const limiter = RedisRateLimiter.connect('redis://127.0.0.1:1', 1, 60_000);
    try {
      expect((await limiter.hit('v')).allowed).toBe(true);
      expect((await limiter.hit('v')).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});

describe('visitorKey', () => {
  const client = { requestId: 'r', sessionId: '11111111-2222-4333-8444-555555555555' };

  it('counts a visitor by the session cookie they sent', () => {
    expect(visitorKey({ ip: '10.0.0.1', signedCookies: { likho_sid: client.sessionId }, client })).toBe(
      `session:${client.sessionId}`,
    );
  });

  it('counts a client without a (valid) cookie by IP, so dropping cookies does not reset the limit', () => {
    expect(visitorKey({ ip: '10.0.0.1', signedCookies: {}, client })).toBe('ip:10.0.0.1');
    expect(visitorKey({ ip: '10.0.0.1', signedCookies: { likho_sid: false }, client })).toBe('ip:10.0.0.1');
  });
});
