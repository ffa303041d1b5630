import { randomUUID } from 'node:crypto';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { VisitorQuotas } from 'src/common/throttler/visitor-quotas';
import { ImageRateLimiter } from './image-rate-limiter';

describe('ImageRateLimiter', () => {
  const storage = new ThrottlerStorageService();
  afterAll(() => storage.onApplicationShutdown());

  it('with a limit of 2, a fresh cookie per request gets 2 of 5 images, and the refusal says when to retry', async () => {
    const limiter = new ImageRateLimiter(new VisitorQuotas(storage), 2, 3_600_000);
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit({ ip: '203.0.113.50', sessionId: randomUUID() }));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false, false, false]);
    expect(verdicts[2].count).toBe(3);
    expect(verdicts[2].resetMs).toBeGreaterThan(3_500_000);
    expect(verdicts[0].resetMs).toBe(0);
  });
});
