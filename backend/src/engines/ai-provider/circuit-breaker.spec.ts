import { CircuitBreaker, type BreakerSnapshot } from './circuit-breaker';

describe('CircuitBreaker', () => {
  let now = 0;
  let changes: BreakerSnapshot[];
  const breaker = () => {
    changes = [];
    now = 1_000;
    return new CircuitBreaker({ threshold: 3, cooldownMs: 30_000, now: () => now, onChange: (s) => changes.push(s) });
  };

  it('opens after `threshold` failures in a row, and a success in between starts the count again', () => {
    const b = breaker();
    b.failure('timeout');
    b.failure('timeout');
    b.success();
    b.failure('timeout');
    b.failure('timeout');
    expect(b.tryAcquire()).toBe(true);
    b.failure('refused');
    expect(b.snapshot()).toEqual({ state: 'open', failures: 3, reason: 'refused', retryAt: 31_000 });
    expect(b.tryAcquire()).toBe(false);
  });

  it('lets one probe through after the cool-down: a success closes it, a failure opens it again', () => {
    const b = breaker();
    for (let i = 0; i < 3; i++) b.failure('5xx');
    now += 29_999;
    expect(b.tryAcquire()).toBe(false);
    now += 1;
    expect(b.tryAcquire()).toBe(true); // the probe
    expect(b.snapshot().state).toBe('probing');
    expect(b.tryAcquire()).toBe(false); // others keep using the fallback while it is out
    b.failure('5xx');
    expect(b.snapshot()).toMatchObject({ state: 'open', retryAt: now + 30_000 });
    now += 30_000;
    expect(b.tryAcquire()).toBe(true);
    b.success();
    expect(b.snapshot()).toEqual({ state: 'closed', failures: 0 });
    expect(changes.map((c) => c.state)).toEqual(['closed', 'closed', 'open', 'probing', 'open', 'probing', 'closed']);
  });
});
