import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from 'src/app.factory';
import { loadConfig } from 'src/config/app-config';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Boots the real app on a real database: the Postgres server named by DATABASE_URL when set (CI), otherwise
 * an embedded Postgres in a temporary folder that is removed on close.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'likho-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    SERVE_FRONTEND: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DB_POOL_SIZE: '5',
    WRITING_WORKERS: '1', // one Harper worker (~450 MB) per booted test app is plenty
    ...env,
  });
  const app = await createApp(config, { logger: ['error'] });
  await app.init();
  const dataSource = app.get(DataSource);
  const tables = dataSource.entityMetadatas.map((m) => `"${m.tableName}"`).join(', ');
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource,
    reset: async () => {
      await dataSource.query(`TRUNCATE ${tables}`);
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts a processed_texts row the way the Text module does, and returns its id. */
export async function insertProcessedText(
  dataSource: DataSource,
  row: Partial<{ inputWords: number; feedback: 'like' | 'dislike' | null }> = {},
): Promise<string> {
  const words = row.inputWords ?? 10;
  const [{ id }] = await dataSource.query(
    `INSERT INTO processed_texts (kind, engine, input_chars, input_words, output_chars, output_words, duration_ms,
       feedback, feedback_at)
     VALUES ('text', 'local', $1, $2, $1, $2, 5, $3, CASE WHEN $3::varchar IS NULL THEN NULL ELSE now() END)
     RETURNING id`,
    [words * 6, words, row.feedback ?? null],
  );
  return id as string;
}
