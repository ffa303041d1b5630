import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { CHECKER_UNAVAILABLE, TEXT_NOT_CHECKED, WritingEngineError } from '../writing-engine-error';
import { HARPER_WARM_MB, HarperPool, type HarperPoolState } from './harper-pool';

// Real harper.js workers (seconds to start and 450 MB each): one pool of two for most of the file, and two
// single-worker pools with small limits.
const MB = 1024 * 1024;

interface SlotView {
  worker: Worker;
  state: string;
  jobs: unknown[];
  wasmBytes: number;
  baselineBytes: number;
  memoryCapMb: number;
  memoryCapped: boolean;
}
const workersOf = (p: HarperPool) => (p as unknown as { slots: SlotView[] }).slots;

const WORDS = ['recieve', 'definately', 'seperate', 'goverment', 'enviroment', 'tommorow', 'beleive', 'wierd'];
const textFor = (i: number) => `Sentence ${i} has the word ${WORDS[i % WORDS.length]} in it.`;
/** About 2,400 characters of ordinary English (one chunk of the engine): far more than 50 ms of linting. */
// (96 sentences: well over 50 ms of CPU on any machine; 24 were checked inside the budget on a quiet one)
const LONG_TEXT = Array.from(
  { length: 96 },
  (_, i) => `In paragraph ${i} the students goes to the libary every morning because they wants to read.`,
).join(' ');

/** The answer of a lint as data: the lints, or the error's class, status and message. */
const outcome = <T>(p: Promise<T>) =>
  p.then(
    (result) => ({ ok: true as const, result }),
    (err: Error) => ({
      ok: false as const,
      engineError: err instanceof WritingEngineError,
      status: (err as WritingEngineError).status,
      message: err.message,
    }),
  );

/** "She go to school every day." must get "goes", as on a fresh pool. */
async function expectCorrected(pool: HarperPool): Promise<void> {
  const text = 'She go to school every day.';
  const lints = await pool.lint(text);
  const go = lints.find((l) => text.slice(l.start, l.end) === 'go');
  expect(go?.suggestions.map((s) => s.text)).toContain('goes');
}

/** Waits (without a clock) until every worker serves again. */
async function serving(pool: HarperPool): Promise<HarperPoolState> {
  await pool.warm();
  return pool.state();
}

describe('HarperPool', () => {
  let pool: HarperPool;
  const changes: HarperPoolState[] = [];

  beforeAll(async () => {
    pool = new HarperPool({ size: 2, onChange: (s) => changes.push(s) });
    await pool.warm();
  });
  afterAll(async () => {
    await pool.close();
  });

  it('answers every one of many concurrent texts with the lints of that text (two jobs in flight per worker)', async () => {
    const texts = Array.from({ length: 24 }, (_, i) => textFor(i));
    const pending = texts.map((t) => pool.lint(t));
    // the queue is long: each worker holds two jobs, the next already in its port
    expect(workersOf(pool).map((s) => s.jobs.length)).toEqual([2, 2]);
    const results = await Promise.all(pending);
    results.forEach((lints, i) => {
      const spelling = lints.find((l) => l.kind === 'Spelling');
      expect(spelling?.problem).toBe(WORDS[i % WORDS.length]);
      expect(texts[i].slice(spelling!.start, spelling!.end)).toBe(WORDS[i % WORDS.length]);
    });
    expect(workersOf(pool).map((s) => s.jobs.length)).toEqual([0, 0]);
  });

  it('spreads work first: two texts go to two workers, not both to one', async () => {
    const pending = [pool.lint(textFor(1)), pool.lint(textFor(2))];
    expect(workersOf(pool).map((s) => s.jobs.length)).toEqual([1, 1]);
    await Promise.all(pending);
  });

  it('warms every worker before it takes texts, and caps its wasm memory above its warm size', () => {
    for (const slot of workersOf(pool)) {
      expect(slot.state).toBe('ready');
      expect(slot.memoryCapped).toBe(true);
      // HARPER_WARM_MB is what the memory cap of the first workers assumes Harper needs once warm
      expect(slot.baselineBytes).toBeGreaterThan(100 * MB);
      expect(slot.baselineBytes).toBeLessThanOrEqual(HARPER_WARM_MB * MB);
      expect(slot.memoryCapMb).toBe(HARPER_WARM_MB + 100);
    }
  });

  it('a worker that dies: the texts it held are answered on another worker, it is replaced and counted', async () => {
    const before = pool.state().restarts;
    const pending = Array.from({ length: 6 }, (_, i) => pool.lint(textFor(i)));
    const victim = workersOf(pool)[0];
    expect(victim.jobs).toHaveLength(2);
    await victim.worker.terminate(); // as a crash would
    const results = await Promise.all(pending); // none is lost: the two it held ran again elsewhere
    results.forEach((lints, i) => expect(lints.find((l) => l.kind === 'Spelling')?.problem).toBe(WORDS[i]));
    expect(workersOf(pool)[0]).not.toBe(victim);
    expect(pool.state()).toMatchObject({ restarts: before + 1, lastRestart: 'the worker stopped (exit code 1)' });
    expect(await serving(pool)).toMatchObject({ serving: 2, restarting: 0 });
    await expectCorrected(pool);
  });

  describe.each([
    ['a 20 kB repeated word', 'supercalifragilistic'.repeat(1000)],
    ['19,000 hex characters', randomBytes(9500).toString('hex')],
    ['20,000 base64 characters', randomBytes(15000).toString('base64').slice(0, 20000)],
  ])('%s', (_name, hostile) => {
    it('costs no more than one capped worker memory, answers (or is refused with a clear 422), and the next text is corrected', async () => {
      const rssBefore = process.memoryUsage().rss;
      const answer = await outcome(pool.lint(hostile));
      if (!answer.ok) {
        expect(answer).toEqual({ ok: false, engineError: true, status: 422, message: TEXT_NOT_CHECKED });
        // a copy is refused at once, without costing another worker
        const restarts = pool.state().restarts;
        await expect(pool.lint(hostile)).rejects.toThrow(TEXT_NOT_CHECKED);
        expect(pool.state().restarts).toBe(restarts);
      }
      for (const slot of workersOf(pool)) {
        // each wasm memory stays under its cap (the total also counts Harper's small second module)
        expect(slot.wasmBytes).toBeLessThanOrEqual((slot.memoryCapMb + 16) * MB);
      }
      // the memory of replaced workers is given back (before: 2.7 to 4.3 GB, never given back)
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(512 * MB);
      await expectCorrected(pool);
      expect(await serving(pool)).toMatchObject({ serving: 2, restarting: 0 });
    });
  });

  it("one text's chunks hold at most half the workers: another visitor's text gets the other", async () => {
    const text = pool.asOneText(() => Promise.all([1, 2, 3, 4].map((i) => pool.lint(textFor(i)))));
    const other = pool.lint(textFor(5));
    // two chunks in the first worker (one waiting in its port), the other visitor's text in the second
    expect(workersOf(pool).map((s) => s.jobs.length)).toEqual([2, 1]);
    expect((await text).map((lints) => lints.find((l) => l.kind === 'Spelling')?.problem)).toEqual(
      [1, 2, 3, 4].map((i) => WORDS[i]),
    );
    expect((await other).find((l) => l.kind === 'Spelling')?.problem).toBe(WORDS[5]);
  });

  it("one text's chunks (asOneText) cost two workers in all, never the last one serving; once refused its waiting chunks are dropped", async () => {
    const hex = randomBytes(9500).toString('hex');
    const chunks = Array.from({ length: 8 }, (_, i) => hex.slice(i * 2375, (i + 1) * 2375));
    const before = pool.state().restarts;
    changes.length = 0;
    const answer = await outcome(pool.asOneText(() => Promise.all(chunks.map((c) => pool.lint(c)))));
    expect(answer).toEqual({ ok: false, engineError: true, status: 422, message: TEXT_NOT_CHECKED });
    // not two failures per chunk (16 workers): the two that failed, and nothing of this text left waiting; the
    // answer came once both workers served again
    expect(pool.state()).toMatchObject({ restarts: before + 2, serving: 2, restarting: 0 });
    expect((pool as unknown as { queue: unknown[] }).queue).toHaveLength(0);
    // after its first failure the text waited for the replacement: one worker served all along
    expect(changes.length).toBeGreaterThanOrEqual(3);
    for (const state of changes) expect(state.serving).toBeGreaterThanOrEqual(1);
    await expectCorrected(pool);
    expect(await serving(pool)).toMatchObject({ serving: 2, restarting: 0 });
  });

  it('after close every queued and new job is refused with a clear message', async () => {
    const closing = new HarperPool({ size: 1 });
    const queued = Promise.all(Array.from({ length: 4 }, (_, i) => outcome(closing.lint(textFor(i)))));
    await closing.close();
    const answers = await queued;
    for (const a of answers)
      expect(a).toEqual({ ok: false, engineError: true, status: 503, message: CHECKER_UNAVAILABLE });
    await expect(closing.lint('Hello.')).rejects.toThrow(CHECKER_UNAVAILABLE);
    await expect(closing.warm()).rejects.toThrow(CHECKER_UNAVAILABLE);
    expect(closing.isClosed).toBe(true);
    expect(pool.isClosed).toBe(false);
  });
});

describe('HarperPool with a CPU budget', () => {
  let pool: HarperPool;
  const changes: HarperPoolState[] = [];

  beforeAll(async () => {
    pool = new HarperPool({ size: 1, jobTimeoutMs: 50, onChange: (s) => changes.push(s) });
    await pool.warm();
  });
  afterAll(async () => {
    await pool.close();
  });

  it('a text over its budget stops its worker, is tried once more on a fresh one, then refused with 422 once the worker serves again; the next text is served', async () => {
    expect(await outcome(pool.lint(LONG_TEXT))).toEqual({
      ok: false,
      engineError: true,
      status: 422,
      message: TEXT_NOT_CHECKED,
    });
    // answered once the workers it cost serve again: a client sending such texts back to back is paced by them
    expect(pool.state()).toMatchObject({
      serving: 1,
      restarting: 0,
      restarts: 2,
      lastRestart: 'a text took more than 0.05 s to check',
    });
    // health heard of it: a worker not serving while its replacement warms, with the count
    expect(changes).toContainEqual(expect.objectContaining({ serving: 0, restarting: 1, restarts: 1 }));
    await expectCorrected(pool); // a short text is well under 50 ms
    expect(await serving(pool)).toMatchObject({ serving: 1, restarting: 0, restarts: 2 });
  });
});

describe('HarperPool with a memory limit', () => {
  let pool: HarperPool;

  beforeAll(async () => {
    // cap: HARPER_WARM_MB + 70 = 326 MB for each wasm memory
    pool = new HarperPool({ size: 1, memoryLimitMb: 70 });
    await pool.warm();
  });
  afterAll(async () => {
    await pool.close();
  });

  it('a worker whose memory grew past its limit answers its text, then is replaced', async () => {
    // an unknown 60-letter word grows Harper's memory by about 78 MB (236 → 314 MB), under the cap
    const word = 'supercalifragilistic'.repeat(3);
    const lints = await pool.lint(`We read ${word} today.`);
    expect(lints.some((l) => l.problem === word)).toBe(true);
    expect(pool.state()).toMatchObject({
      restarts: 1,
      lastRestart: expect.stringMatching(/^its memory grew by \d+ MB \(limit 70 MB\)$/),
    });
    await expectCorrected(pool);
  });

  it('a linter that throws (its memory cap reached: Harper panics) is replaced, and the next text is corrected', async () => {
    const before = pool.state().restarts;
    const answer = await outcome(pool.lint(`We read ${'supercalifragilistic'.repeat(15)} today.`));
    expect(answer).toEqual({ ok: false, engineError: true, status: 422, message: TEXT_NOT_CHECKED });
    expect(pool.state()).toMatchObject({
      restarting: 0,
      restarts: before + 2,
      lastRestart: 'the grammar checker failed (unreachable)',
    });
    await expectCorrected(pool);
  });
});
