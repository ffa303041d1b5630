import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from 'src/config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import { ENTITIES, MIGRATIONS } from './schema';

/**
 * The one database connection of the process: a TypeORM DataSource on the Postgres server named by
 * DATABASE_URL, or on an embedded Postgres under DATA_DIR. Migrations run on open; `synchronize` never does.
 */
export class Database {
  private static readonly logger = new Logger('Database');

  private constructor(
    readonly dataSource: DataSource,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  static async open(config: AppConfig, options: { migrate?: boolean } = {}): Promise<Database> {
    let embedded: EmbeddedPostgres | undefined;
    let url = config.DATABASE_URL;
    if (!url) {
      embedded = new EmbeddedPostgres(config.resolvePath(config.DATA_DIR) + '/pg', config.DB_POOL_SIZE + 2);
      url = await embedded.start();
    }
    const dataSource = new DataSource({
      type: 'postgres',
      url,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsRun: false,
      synchronize: false,
      logging: ['error'],
      extra: { max: config.DB_POOL_SIZE, connectionTimeoutMillis: 10_000 },
    });
    try {
      await dataSource.initialize();
      if (options.migrate !== false) {
        const ran = await dataSource.runMigrations({ transaction: 'each' });
        if (ran.length) Database.logger.log(`applied migrations: ${ran.map((m) => m.name).join(', ')}`);
      }
    } catch (err) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.stop();
      const where = embedded ? 'the embedded database' : 'DATABASE_URL';
      throw new Error(`Could not open ${where}: ${(err as Error).message}`, { cause: err });
    }
    return new Database(dataSource, embedded);
  }

  get kind(): 'embedded' | 'server' {
    return this.embedded ? 'embedded' : 'server';
  }

  /** True when a trivial query answers within `timeoutMs`. */
  async ping(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the pool, then stops the embedded database cleanly (its data directory survives). */
  async close(): Promise<void> {
    try {
      if (this.dataSource.isInitialized) await this.dataSource.destroy();
    } finally {
      await this.embedded?.stop();
    }
  }
}
