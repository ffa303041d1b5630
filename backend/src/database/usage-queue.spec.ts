import { Logger } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { UsageStore } from './database';
import { DatabaseUnavailableException, isConnectionError } from './database-errors';
import { UsageQueue, type UsageQueueOptions } from './usage-queue';

class Texts {}
class Events {}
class Images {}

type Insert = (entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]) => Promise<void>;

/** A database in memory: `insert` decides what each INSERT does; connection errors mark it down. */
class FakeStore implements UsageStore {
  available = true;
  readonly batches: { entity: EntityTarget<ObjectLiteral>; ids: string[] }[] = [];
  private readonly listeners = new Set<() => void>();
  insert: Insert = async () => undefined;

  reportFailure(err: unknown): boolean {
    if (!isConnectionError(err)) return false;
    this.available = false;
    return true;
  }

  onRecovered(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async insertRows(entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]): Promise<void> {
    await this.insert(entity, rows);
    this.batches.push({ entity, ids: rows.map((r) => r.id as string) });
  }

  recover(): void {
    this.available = true;
    for (const l of this.listeners) l();
  }

  get written(): string[] {
    return this.batches.flatMap((b) => b.ids);
  }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await pause(5);
  expect(check()).toBe(true);
};

let n = 0;
const row = (extra: ObjectLiteral = {}) => ({ id: `row-${++n}`, words: 1, ...extra });

function setup(options: Partial<UsageQueueOptions> = {}) {
  const store = new FakeStore();
  const queue = new UsageQueue(store, { limit: 1000, maxHeldBytes: 1000, maxWaitMs: 10_000, ...options });
  return { store, queue };
}

describe('UsageQueue', () => {
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('group commit: rows that arrive during an INSERT go together in the next one; each caller waits for its commit', async () => {
    const { store, queue } = setup();
    store.insert = () => pause(20);
    const rows = Array.from({ length: 6 }, () => row());
    await Promise.all(rows.map((r) => queue.write(Texts, r)));
    expect(store.batches.map((b) => b.ids.length)).toEqual([1, 5]);
    expect(store.written).toEqual(rows.map((r) => r.id));
    expect(queue.size).toBe(0);
  });

  it('a row the database refuses fails only its own caller: the others are sent again one by one', async () => {
    const { store, queue } = setup();
    store.insert = async (_entity, rows) => {
      await pause(5);
      if (rows.some((r) => (r.words as number) < 0)) throw new Error('violates check constraint');
    };
    const results = await Promise.allSettled([
      queue.write(Texts, row()),
      queue.write(Texts, row()),
      queue.write(Texts, row({ words: -1 })),
      queue.write(Texts, row()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(store.written).toHaveLength(3);
    expect(queue.refused).toBe(1);
  });

  it('while the database is down: answers at once, keeps the rows in order, writes them all when it is back', async () => {
    const { store, queue } = setup();
    store.available = false;
    const rows = Array.from({ length: 450 }, (_, i) => row({ words: i }));
    for (const r of rows) await queue.write(i(r) % 3 ? Texts : Events, r); // resolves without the database
    expect(store.batches).toEqual([]);
    expect(queue.size).toBe(450);
    expect(queue.has(rows[0].id)).toBe(true);
    expect(queue.rows(Events)).toHaveLength(150);

    store.recover();
    await until(() => queue.size === 0);
    expect(store.written.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(Math.max(...store.batches.map((b) => b.ids.length))).toBeLessThanOrEqual(200);
    // oldest first within each table
    const texts = store.batches.filter((b) => b.entity === Texts).flatMap((b) => b.ids);
    expect(texts).toEqual(rows.filter((r) => i(r) % 3).map((r) => r.id));
    expect(log).toHaveBeenCalledWith('writing 450 usage rows kept during the outage');
    expect(log).toHaveBeenCalledWith('all 450 usage rows kept during the outage are written');
  });

  it('an INSERT lost with its connection: its callers go on, the rows are kept and written once it is back', async () => {
    const { store, queue } = setup();
    store.insert = async () => {
      await pause(5);
      throw refused();
    };
    const rows = [row(), row(), row()];
    await Promise.all(rows.map((r) => queue.write(Texts, r)));
    expect(store.available).toBe(false);
    expect(queue.size).toBe(3);

    store.insert = async () => undefined;
    store.recover();
    await until(() => queue.size === 0);
    expect(store.written.sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('the database lost during the one-by-one retry: the rows not yet sent are kept', async () => {
    const { store, queue } = setup();
    let calls = 0;
    store.insert = async (_entity, rows) => {
      await pause(2);
      calls++;
      if (rows.length > 1) throw new Error('violates check constraint');
      if (calls === 4) throw refused();
    };
    const rows = [row(), row(), row(), row()];
    const first = queue.write(Texts, rows[0]); // its INSERT runs alone; the three others arrive meanwhile
    await Promise.all([first, ...rows.slice(1).map((r) => queue.write(Texts, r))]);
    // [0] written; [1,2,3] refused as a batch; [1] written alone; [2] lost its connection → [2] and [3] kept
    expect(store.written).toEqual([rows[0].id, rows[1].id]);
    expect(queue.size).toBe(2);
    store.insert = async () => undefined;
    store.recover();
    await until(() => queue.size === 0);
    expect(store.written).toEqual(rows.map((r) => r.id));
  });

  it('is bounded: beyond the limit usage rows are dropped, counted and logged (once, then in the summary)', async () => {
    const { store, queue } = setup({ limit: 3 });
    store.available = false;
    for (let k = 0; k < 5; k++) await queue.write(Events, row());
    expect(queue.size).toBe(3);
    expect(queue.dropped).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/usage queue is full \(3 rows\)/);
    store.recover();
    expect(warn).toHaveBeenLastCalledWith('2 usage rows dropped because the usage queue was full');
    await until(() => queue.size === 0);
    expect(store.written).toHaveLength(3);
  });

  it('DB_QUEUE_LIMIT=0 keeps nothing through an outage, but rows still pass while the database is up', async () => {
    const { store, queue } = setup({ limit: 0 });
    store.insert = () => pause(5);
    await Promise.all([queue.write(Texts, row()), queue.write(Texts, row()), queue.write(Texts, row())]);
    expect(store.written).toHaveLength(3);
    store.available = false;
    await queue.write(Texts, row());
    expect(queue.size).toBe(0);
    expect(queue.dropped).toBe(1);
  });

  it('a row the answer needs (an image) is refused with a 503 when it cannot be kept, never dropped silently', async () => {
    const { store, queue } = setup({ maxHeldBytes: 100 });
    store.available = false;
    await queue.write(Images, row(), { bytes: 60, requiredMessage: 'Images are unavailable.' });
    const second = queue.write(Images, row(), { bytes: 60, requiredMessage: 'Images are unavailable.' });
    await expect(second).rejects.toThrow(DatabaseUnavailableException);
    await expect(second).rejects.toThrow('Images are unavailable.');
    expect(queue.size).toBe(1);
    expect(queue.dropped).toBe(0);
  });

  it('a slow database: the caller waits at most maxWaitMs, and the row can be found until it is written', async () => {
    const { store, queue } = setup({ maxWaitMs: 30 });
    let release!: () => void;
    store.insert = () => new Promise<void>((r) => (release = r));
    const image = row({ png: 'bytes' });
    const started = Date.now();
    await queue.write(Images, image);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(queue.find(Images, image.id)).toEqual(image);
    expect(queue.find(Texts, image.id)).toBeUndefined();
    release();
    await until(() => queue.size === 0);
    expect(queue.find(Images, image.id)).toBeUndefined();
  });

  it('drain at shutdown writes what is kept when the database is up, and logs what it could not write', async () => {
    const up = setup();
    up.store.available = false;
    await up.queue.write(Texts, row());
    up.store.available = true; // up again, not yet noticed by a probe
    await up.queue.drain(1000);
    expect(up.store.written).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();

    const down = setup();
    down.store.available = false;
    await down.queue.write(Texts, row());
    await down.queue.drain(50);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^1 usage row could not be written before shutdown/));
  });
});

/** The number in a row's id, to spread rows over tables. */
function i(r: { id: string }): number {
  return Number(r.id.split('-')[1]);
}
