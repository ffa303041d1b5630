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
  // processed_totals holds 5 texts, 1 like and 50 words; reads fail while the store is down
  const totalsRow = { processed: '5', likes: '1', input_words: '50' };
  const database = {
    dataSource: { getRepository: () => ({ query: async () => [totalsRow] }) },
    run: (work: () => Promise<unknown>) =>
      store.available ? work() : Promise.reject(new DatabaseUnavailableException()),
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

  it('while the database is down: answers the id at once, refuses a vote on it, and keeps the totals up to date', async () => {
    const { store, inserted, recover, repo } = setup();
    expect(repo.knownTotals()).toBeUndefined(); // the database has not answered yet
    expect(await repo.totals()).toEqual({ processed: 5, likes: 1, inputWords: 50 });
    await repo.recordProcessed({ ...row, inputWords: 3 }); // written after the last read

    store.available = false;
    const id = await repo.recordProcessed({ ...row, inputWords: 7 });
    expect(inserted).toHaveLength(1);
    await expect(repo.setFeedbackOnce(id, 'like')).rejects.toThrow(DatabaseUnavailableException);
    await expect(repo.totals()).rejects.toThrow(DatabaseUnavailableException);
    expect(repo.knownTotals()).toEqual({ processed: 7, likes: 1, inputWords: 60 });

    recover();
    await new Promise((r) => setTimeout(r, 10));
    expect(inserted.map((r) => r.id)).toContain(id);
    expect(repo.knownTotals()).toEqual({ processed: 7, likes: 1, inputWords: 60 });
  });
});
