import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { DataSource, type EntityTarget, type Logger as TypeOrmLogger, type ObjectLiteral } from 'typeorm';
import { AppConfig } from 'src/config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import { DatabaseUnavailableException, describeError, isConnectionError, redactUrl } from './database-errors';
import { ENTITIES, MIGRATIONS } from './schema';

/** While the database is down it is probed from the first delay, doubling up to the last (a refused connect is cheap). */
const PROBE_FIRST_MS = 500;
const PROBE_MAX_MS = 2_000;
/** Boot retries: from the first delay, doubling up to the last, until DB_CONNECT_RETRY_MS has passed. */
const BOOT_RETRY_FIRST_MS = 500;
const BOOT_RETRY_MAX_MS = 5_000;

/** What the usage queue needs of the database (a small surface, so the queue is tested without one). */
export interface UsageStore {
  readonly available: boolean;
  /** Marks the database down when `err` is a connection error (logged once); true if it was one. */
  reportFailure(err: unknown): boolean;
  /** Called each time the database is reachable again after an outage; returns an unsubscribe function. */
  onRecovered(listener: () => void): () => void;
  /** Inserts rows that carry their own ids; a row whose id is already stored is skipped (a retry is harmless). */
  insertRows(entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]): Promise<void>;
}

/**
 * The one database connection of the process: a TypeORM DataSource on the Postgres server named by
 * DATABASE_URL, or on an embedded Postgres under DATA_DIR. Migrations run on open; `synchronize` never does.
 *
 * It also knows whether the database is reachable. A call that fails with a connection error (stopped server,
 * restart, network) marks it down, with one log line; from then on `run()` answers 503 at once without
 * touching the pool, and a probe (`SELECT 1`, backing off to every 2 s) watches for its return, which is
 * logged once and announced to `onRecovered` listeners (the usage queue then writes what waited).
 */
export class Database implements UsageStore {
  private static readonly logger = new Logger('Database');
  private downSince?: number;
  private probeTimer?: NodeJS.Timeout;
  private probeDelay = PROBE_FIRST_MS;
  private closed = false;
  private readonly listeners = new Set<() => void>();

  private constructor(
    readonly dataSource: DataSource,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  /**
   * Opens the database. A server that cannot be reached (refused, unknown host, starting up) is retried with
   * backoff for DB_CONNECT_RETRY_MS, with one log line; any other error (bad password, missing database)
   * fails at once. The URL in logs and errors never shows its password.
   */
  static async open(config: AppConfig, options: { migrate?: boolean } = {}): Promise<Database> {
    let embedded: EmbeddedPostgres | undefined;
    let url = config.DATABASE_URL;
    if (!url) {
      embedded = new EmbeddedPostgres(config.resolvePath(config.DATA_DIR) + '/pg', config.DB_POOL_SIZE + 2);
      url = await embedded.start();
    }
    const where = embedded ? 'the embedded database' : `the database at ${redactUrl(url)}`;
    const started = Date.now();
    const retryMs = embedded ? 0 : config.DB_CONNECT_RETRY_MS;
    let delay = BOOT_RETRY_FIRST_MS;
    let waiting = false;
    const poolWarning = (err: unknown) => Database.logger.warn(`database pool error: ${describeError(err)}`);
    const onPoolError: { report: (err: unknown) => void } = { report: poolWarning };
    for (;;) {
      const dataSource = Database.dataSource(url, config, !!embedded, (err) => onPoolError.report(err));
      try {
        await dataSource.initialize();
        if (waiting) Database.logger.log(`${where} is reachable (after ${seconds(Date.now() - started)} s)`);
        if (options.migrate !== false) {
          const ran = await dataSource.runMigrations({ transaction: 'each' });
          if (ran.length) Database.logger.log(`applied migrations: ${ran.map((m) => m.name).join(', ')}`);
        }
        const database = new Database(dataSource, embedded);
        onPoolError.report = (err) => database.reportFailure(err) || poolWarning(err);
        return database;
      } catch (err) {
        if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
        const elapsed = Date.now() - started;
        if (isConnectionError(err) && elapsed < retryMs) {
          if (!waiting) {
            Database.logger.warn(
              `${where} is not reachable (${describeError(err)}); retrying for up to ${seconds(retryMs)} s`,
            );
            waiting = true;
          }
          await sleep(Math.min(delay, retryMs - elapsed)); // the last try is at the end of the window
          delay = Math.min(delay * 2, BOOT_RETRY_MAX_MS);
          continue;
        }
        await embedded?.stop();
        const why = waiting
          ? `Could not reach ${where} within ${seconds(elapsed)} s`
          : `Could not open ${embedded ? where : `DATABASE_URL (${redactUrl(url)})`}`;
        throw new Error(`${why}: ${describeError(err)}`, { cause: err });
      }
    }
  }

  private static dataSource(
    url: string,
    config: AppConfig,
    embedded: boolean,
    onPoolError: (err: unknown) => void,
  ): DataSource {
    return new DataSource({
      type: 'postgres',
      url,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsRun: false,
      synchronize: false,
      logger: new QueryErrorLogger(Database.logger),
      // an idle connection the server closed (a stop, a restart) is an early sign of an outage
      poolErrorHandler: onPoolError,
      // PGlite is one session: statements of two connections can interleave there, and one connection's unnamed
      // prepared statement is then replaced by another's ("unnamed prepared statement does not exist", seen by
      // the fuzzer under concurrent load). One connection queues them in the driver instead.
      extra: { max: embedded ? 1 : config.DB_POOL_SIZE, connectionTimeoutMillis: 10_000 },
    });
  }

  get kind(): 'embedded' | 'server' {
    return this.embedded ? 'embedded' : 'server';
  }

  /** False from a connection error until a probe reaches the database again. */
  get available(): boolean {
    return this.downSince === undefined;
  }

  reportFailure(err: unknown): boolean {
    if (!isConnectionError(err)) return false;
    if (this.downSince === undefined && !this.closed) {
      this.downSince = Date.now();
      Database.logger.warn(
        `database unreachable (${describeError(err)}): texts and media are still served and their usage rows ` +
          'wait in memory; feedback and donation records answer 503 until it is back',
      );
      this.probeDelay = PROBE_FIRST_MS;
      this.scheduleProbe();
    }
    return true;
  }

  onRecovered(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs database work: while the database is down it answers a 503 with `message` at once, and a connection
   * error during the work marks it down and becomes the same 503. Other errors pass through unchanged.
   */
  async run<T>(work: () => Promise<T>, message?: string): Promise<T> {
    if (!this.available) throw new DatabaseUnavailableException(message);
    try {
      return await work();
    } catch (err) {
      if (this.reportFailure(err)) throw new DatabaseUnavailableException(message);
      throw err;
    }
  }

  async insertRows(entity: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[]): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows)
      .orIgnore() // ON CONFLICT DO NOTHING: a batch whose commit was lost with its connection may be sent again
      .updateEntity(false)
      .execute();
  }

  /** True when a trivial query answers within `timeoutMs`; also updates whether the database is up. */
  async ping(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => {
        if (!this.available) this.recovered();
        return true;
      },
      (err: unknown) => {
        this.reportFailure(err);
        return false;
      },
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private scheduleProbe(): void {
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => void this.probe(), this.probeDelay);
    this.probeTimer.unref();
    this.probeDelay = Math.min(this.probeDelay * 2, PROBE_MAX_MS);
  }

  private async probe(): Promise<void> {
    if (this.closed || this.available) return;
    let reached = false;
    try {
      await this.dataSource.query('SELECT 1');
      reached = true;
    } catch {
      // still down: the next probe follows
    }
    if (this.closed || this.available) return;
    if (reached) this.recovered();
    else this.scheduleProbe();
  }

  private recovered(): void {
    if (this.downSince === undefined) return;
    const after = seconds(Date.now() - this.downSince);
    this.downSince = undefined;
    clearTimeout(this.probeTimer);
    Database.logger.log(`database reachable again after ${after} s`);
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        Database.logger.error(`a recovery listener failed: ${describeError(err)}`);
      }
    }
  }

  /** Closes the pool, then stops the embedded database cleanly (its data directory survives). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.probeTimer);
    try {
      if (this.dataSource.isInitialized) await this.dataSource.destroy();
    } finally {
      await this.embedded?.stop();
    }
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10_000 ? 1 : 0);
}

/**
 * TypeORM's log: a statement the database refused is logged in one line without its parameters (they may
 * hold an image); a lost connection is not logged per query, as Database logs the outage once.
 */
class QueryErrorLogger implements TypeOrmLogger {
  constructor(private readonly logger: Logger) {}

  logQueryError(error: string | Error, query: string): void {
    if (isConnectionError(error)) return;
    const sql = query.replace(/\s+/g, ' ').trim();
    this.logger.error(`query failed: ${describeError(error)} (${sql.length > 160 ? sql.slice(0, 160) + '…' : sql})`);
  }

  // TypeORM's own notices (e.g. that PGlite cannot install uuid-ossp, which nothing here needs) stay out of the
  // log, as they did with `logging: ['error']`; the pool's errors reach Database through poolErrorHandler
  log(): void {}
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
}
