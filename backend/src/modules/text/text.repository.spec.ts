import type { DataSource } from 'typeorm';
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

function fakeRepository(insert: jest.Mock): TextRepository {
  const dataSource = { getRepository: () => ({ insert }) } as unknown as DataSource;
  return new TextRepository(dataSource);
}

describe('TextRepository group commit', () => {
  it('puts rows that arrive during an INSERT into one next INSERT, and every caller gets its own id', async () => {
    const batches: number[] = [];
    const insert = jest.fn(async (rows: unknown) => {
      batches.push(Array.isArray(rows) ? rows.length : 1);
      await new Promise((r) => setTimeout(r, 20));
    });
    const repo = fakeRepository(insert);
    const ids = await Promise.all(Array.from({ length: 6 }, () => repo.recordProcessed(row)));
    expect(batches).toEqual([1, 5]);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const inserted = insert.mock.calls.flatMap(([rows]) => rows as { id: string }[]).map((r) => r.id);
    expect(inserted).toEqual(ids);
  });

  it('a failing row fails only its own caller: the others are retried one by one', async () => {
    const insert = jest.fn(async (rows: { inputWords: number } | { inputWords: number }[]) => {
      await new Promise((r) => setTimeout(r, 5));
      const list = Array.isArray(rows) ? rows : [rows];
      if (list.some((r) => r.inputWords < 0)) throw new Error('violates check constraint');
    });
    const repo = fakeRepository(insert);
    const results = await Promise.allSettled([
      repo.recordProcessed(row),
      repo.recordProcessed(row),
      repo.recordProcessed({ ...row, inputWords: -1 }),
      repo.recordProcessed(row),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });
});
