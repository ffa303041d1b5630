import { BusyError, JobLimiter } from './job-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('JobLimiter', () => {
  it('runs up to `concurrency` jobs at once and starts a waiting one when a slot frees', async () => {
    const limiter = new JobLimiter(2, 5);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.queued).toBe(1);
    gates[0].resolve();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    await expect(Promise.all(jobs)).resolves.toEqual([0, 1, 2]);
    expect(limiter.active).toBe(0);
  });

  it('refuses a job with BusyError when the slots and the waiting line are full', async () => {
    const limiter = new JobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(() => Promise.resolve('second'));
    await expect(limiter.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(BusyError);
    gate.resolve();
    await first;
    await expect(second).resolves.toBe('second');
  });

  it('drops a waiting job whose signal fires, and frees its place in line', async () => {
    const limiter = new JobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    const waiting = limiter.run(() => Promise.resolve('never'), controller.signal);
    controller.abort(new Error('visitor left'));
    await expect(waiting).rejects.toThrow('visitor left');
    expect(limiter.queued).toBe(0);
    gate.resolve();
    await first;
    expect(limiter.active).toBe(0);
  });

  it('releases the slot when a job fails', async () => {
    const limiter = new JobLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
