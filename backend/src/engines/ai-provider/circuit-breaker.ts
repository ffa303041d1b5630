/** closed: calls go to the provider; open: skipped until the cool-down ends; probing: one call tests it again. */
export type BreakerState = 'closed' | 'open' | 'probing';

export interface BreakerSnapshot {
  state: BreakerState;
  /** Consecutive failures counted so far. */
  failures: number;
  /** Why the last call failed (for health and the log), while not closed. */
  reason?: string;
  /** When the next probe may go out (open only), epoch ms. */
  retryAt?: number;
}

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long an open breaker skips the provider before one probe, in milliseconds. */
  cooldownMs: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** Called whenever the state changes (health follows it). */
  onChange?: (snapshot: BreakerSnapshot) => void;
}

/**
 * A consecutive-failure circuit breaker for one provider capability. After `threshold` failures in a row the
 * provider is skipped for `cooldownMs` (callers use their fallback at once); then a single call probes it: a
 * success closes the breaker, a failure opens it for another cool-down. Calls that start while a probe is out
 * keep using the fallback.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private reason?: string;
  private openedAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** May a call go to the provider now? (Turns an open breaker whose cool-down ended into one probe.) */
  tryAcquire(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) {
      this.set('probing');
      return true;
    }
    return false;
  }

  success(): void {
    const changed = this.state !== 'closed' || this.failures > 0;
    this.failures = 0;
    this.reason = undefined;
    this.state = 'closed';
    if (changed) this.options.onChange?.(this.snapshot());
  }

  failure(reason: string): void {
    this.failures += 1;
    this.reason = reason;
    if (this.state === 'probing' || this.failures >= this.options.threshold) {
      this.openedAt = this.now();
      this.set('open');
    } else {
      this.options.onChange?.(this.snapshot());
    }
  }

  snapshot(): BreakerSnapshot {
    return {
      state: this.state,
      failures: this.failures,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.state === 'open' ? { retryAt: this.openedAt + this.options.cooldownMs } : {}),
    };
  }

  private set(state: BreakerState): void {
    this.state = state;
    this.options.onChange?.(this.snapshot());
  }
}
