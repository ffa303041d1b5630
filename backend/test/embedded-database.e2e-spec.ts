import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EmbeddedPostgres } from 'src/database/embedded-postgres';
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

/** EmbeddedPostgres itself: PGlite and its socket server in a worker thread, reached with `pg` only. */
describe('EmbeddedPostgres', () => {
  const root = mkdtempSync(join(tmpdir(), 'likho-embedded-pg-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function connect(url: string): Promise<DataSource> {
    const dataSource = new DataSource({ type: 'postgres', url, extra: { max: 2 } });
    return dataSource.initialize();
  }

  const socketDir = (url: string) => decodeURIComponent(new URL(url).searchParams.get('host')!);

  it('runs SQL off the main thread: timers keep firing during a slow query', async () => {
    const pg = new EmbeddedPostgres(join(root, 'busy'), 3);
    const dataSource = await connect(await pg.start());
    try {
      await dataSource.query('SELECT 1');
      let ticks = 0;
      const timer = setInterval(() => ticks++, 20);
      const started = Date.now();
      try {
        await dataSource.query('SELECT pg_sleep(1)');
      } finally {
        clearInterval(timer);
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      // PGlite on the main thread blocks the event loop for the whole second (0 ticks); ~50 are due
      expect(ticks).toBeGreaterThanOrEqual(10);
    } finally {
      await dataSource.destroy();
      await pg.stop();
    }
  });

  it('keeps its data across stop() and start() on the same data dir, in a fresh 0700 socket folder', async () => {
    const pg = new EmbeddedPostgres(join(root, 'kept'), 3);
    const firstUrl = await pg.start();
    expect(statSync(socketDir(firstUrl)).mode & 0o777).toBe(0o700);
    const first = await connect(firstUrl);
    await first.query('CREATE TABLE kept (v text)');
    await first.query(`INSERT INTO kept VALUES ('survives')`);
    await first.destroy();
    await pg.stop();
    expect(existsSync(socketDir(firstUrl))).toBe(false);
    await pg.stop(); // a second stop is a no-op

    const secondUrl = await pg.start();
    const second = await connect(secondUrl);
    try {
      expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'survives' }]);
    } finally {
      await second.destroy();
      await pg.stop();
    }
    expect(existsSync(socketDir(secondUrl))).toBe(false);
  });

  it('rejects start() with a clear message when the worker cannot open the data dir, and cleans up', async () => {
    const broken = join(root, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'PG_VERSION'), '99\n'); // not a data dir PGlite can open
    const temp = mkdtempSync(join(root, 'tmp-'));
    const savedTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = temp; // os.tmpdir(): where the socket folder goes
    const pg = new EmbeddedPostgres(broken, 3);
    try {
      await expect(pg.start()).rejects.toThrow(/^The embedded database \(PGlite\) failed to start: .+/);
    } finally {
      if (savedTmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmpdir;
    }
    expect(readdirSync(temp)).toEqual([]);
    await pg.stop(); // nothing to stop: finishes at once
  });
});
