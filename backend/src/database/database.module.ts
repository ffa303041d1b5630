import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from 'src/config/app-config';
import { Database } from './database';

/** Closes the database after the HTTP server has finished its in-flight requests. */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
    this.logger.log('database closed');
  }
}

@Global()
@Module({
  providers: [
    { provide: Database, useFactory: (config: AppConfig) => Database.open(config), inject: [AppConfig] },
    { provide: DataSource, useFactory: (db: Database) => db.dataSource, inject: [Database] },
    DatabaseShutdown,
  ],
  exports: [Database, DataSource],
})
export class DatabaseModule {}
