import type { Worker } from 'node:worker_threads';
import { HarperPool } from './harper-pool';

// real harper.js workers (about 1 s to start and 450 MB each): one pool of two for the whole file
let pool: HarperPool;

beforeAll(async () => {
  pool = new HarperPool({ size: 2 });
  await pool.warm();
});
afterAll(async () => {
  await pool.close();
});

const WORDS = ['recieve', 'definately', 'seperate', 'goverment', 'enviroment', 'tommorow', 'beleive', 'wierd'];
const textFor = (i: number) => `Sentence ${i} has the word ${WORDS[i % WORDS.length]} in it.`;
const workersOf = (p: HarperPool) =>
  (p as unknown as { slots: { worker: Worker; jobs: Map<number, unknown> }[] }).slots;

describe('HarperPool', () => {
  it('answers every one of many concurrent texts with the lints of that text (two jobs in flight per worker)', async () => {
    const texts = Array.from({ length: 24 }, (_, i) => textFor(i));
    const pending = texts.map((t) => pool.lint(t));
    // the queue is long: each worker holds two jobs, the next already in its port
    expect(workersOf(pool).map((s) => s.jobs.size)).toEqual([2, 2]);
    const results = await Promise.all(pending);
    results.forEach((lints, i) => {
      const spelling = lints.find((l) => l.kind === 'Spelling');
      expect(spelling?.problem).toBe(WORDS[i % WORDS.length]);
      expect(texts[i].slice(spelling!.start, spelling!.end)).toBe(WORDS[i % WORDS.length]);
    });
    expect(workersOf(pool).map((s) => s.jobs.size)).toEqual([0, 0]);
  });

  it('spreads work first: two texts go to two workers, not both to one', async () => {
    const pending = [pool.lint(textFor(1)), pool.lint(textFor(2))];
    expect(workersOf(pool).map((s) => s.jobs.size)).toEqual([1, 1]);
    await Promise.all(pending);
  });

  it('a worker that dies fails the jobs it held with a clear message, is replaced, and the others go on', async () => {
    const pending = Array.from({ length: 6 }, (_, i) => pool.lint(textFor(i)));
    const victim = workersOf(pool)[0];
    expect(victim.jobs.size).toBe(2);
    await victim.worker.terminate(); // as a crash would
    const settled = await Promise.allSettled(pending);
    const failed = settled.filter((r) => r.status === 'rejected');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(2);
    for (const f of failed)
      expect((f as PromiseRejectedResult).reason.message).toMatch(/Grammar checker worker stopped/);
    expect(settled.filter((r) => r.status === 'fulfilled').length).toBe(6 - failed.length);
    expect(workersOf(pool)[0]).not.toBe(victim);
    // the replacement works
    const lints = await pool.lint('They has a bussiness.');
    expect(lints.length).toBeGreaterThan(0);
  });

  it('after close every queued and new job is refused with a clear message', async () => {
    const closing = new HarperPool({ size: 1 });
    const queued = Promise.allSettled(Array.from({ length: 4 }, (_, i) => closing.lint(textFor(i))));
    await closing.close();
    const settled = await queued;
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    await expect(closing.lint('Hello.')).rejects.toThrow('The grammar checker has been shut down.');
    expect(closing.isClosed).toBe(true);
    expect(pool.isClosed).toBe(false);
  });
});
