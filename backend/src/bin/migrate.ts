import 'reflect-metadata';
import { Database } from 'src/database/database';
import { loadConfig } from 'src/config/app-config';

/** Applies pending migrations to the configured database (embedded or DATABASE_URL) and exits. */
async function migrate(): Promise<void> {
  const db = await Database.open(loadConfig(), { migrate: true });
  const pending = await db.dataSource.showMigrations();
  await db.close();
  console.log(pending ? 'migrations still pending' : `database schema is up to date (${db.kind})`);
}

migrate().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
