import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { Database, UsageStore } from 'src/database/database';
import { DatabaseUnavailableException } from 'src/database/database-errors';
import { UsageQueue } from 'src/database/usage-queue';
import { TextRepository, type NewProcessedText } from './text.repository';

const row: NewProcessedText = {
  kind: 'text',
  engine: 'local',
  inputChars: 10,
  inputWords: 2,
  outputChars: 10,
  outputWords: 2,
  options: {},
  durationMs: 5,
  uiLanguage: null,
  outputLanguage: null,
};

/** A database that is up or down at will and remembers the rows it was given. */
function setup() {
  const inserted: ObjectLiteral[] = [];
  const listeners: (() => void)[] = [];
  const store: UsageStore & { available: boolean } = {
    available: true,
    reportFailure: () => false,
    onRecovered: (l) => (listeners.push(l), () => undefined),
    insertRows: async (_entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]) => void inserted.push(...rows),
  };
  const queue = new UsageQueue(store, { limit: 100, maxHeldBytes: 100, maxWaitMs: 1000 });
  const database = {
    dataSource: { getRepository: () => ({}) },
    run: () => Promise.reject(new Error('the database must not be asked')),
  } as unknown as Database;
  const recover = () => {
    store.available = true;
    listeners.forEach((l) => l());
  };
  return { store, inserted, recover, repo: new TextRepository(database, queue) };
}

describe('TextRepository', () => {
  it('gives every processed text its own uuid, written with the row', async () => {
    const { inserted, repo } = setup();
    const ids = await Promise.all(Array.from({ length: 5 }, () => repo.recordProcessed(row)));
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(inserted.map((r) => r.id)).toEqual(ids);
    expect(inserted[0]).toMatchObject({ ...row, feedback: null, feedbackAt: null });
    expect(inserted[0].createdAt).toBeInstanceOf(Date);
  });

  it('while the database is down: answers the id at once, counts the text in queuedTotals, refuses a vote on it', async () => {
    const { store, inserted, recover, repo } = setup();
    store.available = false;
    const id = await repo.recordProcessed({ ...row, inputWords: 7 });
    await repo.recordProcessed({ ...row, inputWords: 5 });
    expect(inserted).toEqual([]);
    expect(repo.queuedTotals()).toEqual({ processed: 2, likes: 0, inputWords: 12 });
    await expect(repo.setFeedbackOnce(id, 'like')).rejects.toThrow(DatabaseUnavailableException);

    recover();
    await new Promise((r) => setTimeout(r, 10));
    expect(inserted.map((r) => r.id)).toContain(id);
    expect(repo.queuedTotals()).toEqual({ processed: 0, likes: 0, inputWords: 0 });
  });
});
