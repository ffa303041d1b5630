import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, insertProcessedText } from './support/test-app';

/** Runs on the embedded Postgres whatever DATABASE_URL says, so both database paths are always tested. */
describe('embedded Postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'likho-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a clean stop and start', async () => {
    const first = await createTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
    const health = await first.http.get('/api/health').expect(200);
    expect(health.body.databaseKind).toBe('embedded');
    const id = await insertProcessedText(first.dataSource, { inputWords: 40 });
    await first.http.post('/api/feedback').send({ processedTextId: id, feedback: 'like' }).expect(200);
    await first.close();

    const second = await createTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
    const stats = await second.http.get('/api/stats').expect(200);
    expect(stats.body.stats).toMatchObject({ totalProcessed: 1, likesCollected: 1, timesSaved: '1m' });
    await second.http.post('/api/feedback').send({ processedTextId: id, feedback: 'like' }).expect(409);
    await second.close();
  });
});
