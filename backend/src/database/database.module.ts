import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from 'src/config/app-config';
import { Database } from './database';
import { UsageQueue } from './usage-queue';

/** Images kept in memory while the database is down, at most (beyond: generate-image answers 503). */
const MAX_HELD_IMAGE_BYTES = 64 * 1024 * 1024;
/** A request waits at most this long for its usage row's commit. */
const MAX_USAGE_WAIT_MS = 1_500;

/**
 * After the HTTP server has finished its in-flight requests: writes the usage rows still queued (if the
 * database is up), then closes the database.
 */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(UsageQueue) private readonly queue: UsageQueue,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.drain();
    await this.database.close();
    this.logger.log('database closed');
  }
}

@Global()
@Module({
  providers: [
    { provide: Database, useFactory: (config: AppConfig) => Database.open(config), inject: [AppConfig] },
    { provide: DataSource, useFactory: (db: Database) => db.dataSource, inject: [Database] },
    {
      provide: UsageQueue,
      useFactory: (db: Database, config: AppConfig) =>
        new UsageQueue(db, {
          limit: config.DB_QUEUE_LIMIT,
          maxHeldBytes: MAX_HELD_IMAGE_BYTES,
          maxWaitMs: MAX_USAGE_WAIT_MS,
        }),
      inject: [Database, AppConfig],
    },
    DatabaseShutdown,
  ],
  exports: [Database, DataSource, UsageQueue],
})
export class DatabaseModule {}
