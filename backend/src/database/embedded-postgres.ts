import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Embedded Postgres: PGlite (Postgres compiled to WebAssembly) with its data under `dataDir`, exposed on a
 * private unix socket (a 0700 folder in the temp dir) so the ordinary `pg` driver, TypeORM and psql can use
 * it. PGlite is one session: queries are serialised, and a transaction must use its own entity manager.
 */
export class EmbeddedPostgres {
  private readonly logger = new Logger('EmbeddedPostgres');
  private db?: PGlite;
  private server?: PGLiteSocketServer;
  private socketDir?: string;

  constructor(
    private readonly dataDir: string,
    private readonly maxConnections: number,
  ) {}

  /** Starts the database and returns a connection URL for `pg`. */
  async start(): Promise<string> {
    mkdirSync(this.dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir: this.dataDir });
    this.db = db;
    this.socketDir = mkdtempSync(join(tmpdir(), 'likho-pg-'));
    const path = join(this.socketDir, '.s.PGSQL.5432');
    const server = new PGLiteSocketServer({ db, path, maxConnections: this.maxConnections });
    this.server = server;
    await server.start();
    this.logger.log(`embedded Postgres ready (data in ${this.dataDir})`);
    return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(this.socketDir)}`;
  }

  /** Stops the socket server and closes PGlite cleanly so the data directory survives. */
  async stop(): Promise<void> {
    try {
      await this.server?.stop();
    } finally {
      if (this.db && !this.db.closed) await this.db.close();
      if (this.socketDir) rmSync(this.socketDir, { recursive: true, force: true });
      this.server = undefined;
      this.db = undefined;
    }
  }
}
