/** Thrown when every slot is busy and the waiting line is full. */
export class BusyError extends Error {
  constructor() {
    super('busy');
  }
}

/**
 * Bounded concurrency for CPU-heavy media jobs: `concurrency` run at once, up to `queueLimit` wait in line
 * (first come, first served), anything beyond is refused at once with BusyError (answered 429).
 */
export class JobLimiter {
  private running = 0;
  private readonly waiting: { start: () => void; cancel: (err: unknown) => void }[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `job` when a slot is free; a waiting job leaves the line when `signal` fires. */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueLimit) return Promise.reject(new BusyError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve();
        },
        cancel: reject,
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  release(): void {
    this.running = Math.max(0, this.running - 1);
    const next = this.waiting.shift();
    if (next) next.start();
  }
}
