import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { DatabaseUnavailableException, describeError } from './database-errors';
import type { UsageStore } from './database';

/** At most this many rows, and about this many payload bytes, go into one INSERT. */
const MAX_BATCH_ROWS = 200;
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

export interface UsageQueueOptions {
  /**
   * Most rows kept while the database is down (DB_QUEUE_LIMIT; 0 keeps none); a usage row beyond it is counted
   * and dropped. While it is up, up to two INSERTs' worth of rows may wait whatever this says.
   */
  limit: number;
  /** Most payload bytes (images) kept unwritten at once; a row beyond it is refused with a 503. */
  maxHeldBytes: number;
  /** A caller waits at most this long for its row's commit (a slow database must not slow the answer). */
  maxWaitMs: number;
}

export interface WriteOptions {
  /** Payload bytes the row holds in memory until it is written (an image's PNG). */
  bytes?: number;
  /**
   * For a row the answer cannot do without (an image served by its id): when it cannot be kept, the write
   * fails with a 503 carrying this message instead of the row being dropped.
   */
  requiredMessage?: string;
}

/** Every row this queue writes carries its id, generated in the app (crypto.randomUUID). */
type Row = ObjectLiteral & { id: string };

interface Entry {
  entity: EntityTarget<ObjectLiteral>;
  row: Row;
  bytes: number;
  waiter?: { resolve: () => void; reject: (err: unknown) => void };
}

type Outcome = 'written' | 'down' | { refused: unknown };

/**
 * The one writer of usage rows (processed_texts, usage_events) and generated images.
 *
 * While the database is up, rows that arrive during an INSERT wait for it and then go together in the next one
 * (group commit: under load one statement for many rows, which matters most for the embedded database), and the
 * caller's promise resolves on commit (or after `maxWaitMs`, the row still on its way).
 *
 * While it is down (Database says so, or an INSERT fails with a connection error), rows wait here in memory, in
 * order, and the caller goes on at once: the visitor's answer does not depend on the database. When Database
 * reports it back, everything kept is written, oldest first, with the ids it was given (ON CONFLICT DO NOTHING,
 * so a batch whose commit was lost with its connection may safely be sent again). The queue is bounded:
 * beyond `limit` rows a usage row is dropped and counted, and that is logged (when the queue fills, and in the
 * summary when the database is back); an image beyond `maxHeldBytes` is refused with a 503 instead.
 */
export class UsageQueue {
  private readonly logger = new Logger('UsageQueue');
  /** Rows waiting to be sent, per table, oldest first. */
  private readonly lanes = new Map<EntityTarget<ObjectLiteral>, Entry[]>();
  /** Every row not yet written (waiting or in an INSERT), by id. */
  private readonly unwritten = new Map<string, Entry>();
  private heldBytes = 0;
  private flushing = false;
  private flushed: Promise<void> = Promise.resolve();
  private droppedTotal = 0;
  private droppedUnreported = 0;
  private refusedTotal = 0;
  /** Rows kept through an outage, reported once they are all written. */
  private keptToReport = 0;
  private readonly writtenListeners = new Map<EntityTarget<ObjectLiteral>, ((rows: ObjectLiteral[]) => void)[]>();

  constructor(
    private readonly store: UsageStore,
    private readonly options: UsageQueueOptions,
  ) {
    store.onRecovered(() => this.recovered());
  }

  /** Rows not yet written. */
  get size(): number {
    return this.unwritten.size;
  }

  /** Usage rows dropped because the queue was full, since the start. */
  get dropped(): number {
    return this.droppedTotal;
  }

  /** Rows the database refused (a bug, never an outage), since the start. */
  get refused(): number {
    return this.refusedTotal;
  }

  /** Calls `listener` with the rows of `entity` of each committed INSERT. */
  onWritten<T extends ObjectLiteral>(entity: EntityTarget<T>, listener: (rows: T[]) => void): void {
    const key = entity as EntityTarget<ObjectLiteral>;
    this.writtenListeners.set(key, [
      ...(this.writtenListeners.get(key) ?? []),
      listener as (rows: ObjectLiteral[]) => void,
    ]);
  }

  /** True while the row with this id is kept here, not yet in the database. */
  has(id: string): boolean {
    return this.unwritten.has(id);
  }

  /** A row of `entity` kept here, by id. */
  find<T extends ObjectLiteral>(entity: EntityTarget<T>, id: string): T | undefined {
    const entry = this.unwritten.get(id);
    return entry && entry.entity === entity ? (entry.row as unknown as T) : undefined;
  }

  /** Every row of `entity` kept here (waiting or being written). */
  rows<T extends ObjectLiteral>(entity: EntityTarget<T>): T[] {
    const rows: T[] = [];
    for (const entry of this.unwritten.values()) if (entry.entity === entity) rows.push(entry.row as unknown as T);
    return rows;
  }

  /**
   * Writes one row. Resolves once it is committed, or at once when the database is down (the row is kept and
   * written when it is back), or after `maxWaitMs`. Rejects only when the database refuses the row itself (a
   * bug), or, for a `requiredMessage` row, with a 503 when the row cannot be kept.
   */
  write<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    row: T & { id: string },
    options: WriteOptions = {},
  ): Promise<void> {
    const bytes = options.bytes ?? 0;
    // while the database is up, rows pass through on their way to the next INSERT whatever the limit
    const limit = this.store.available ? Math.max(this.options.limit, 2 * MAX_BATCH_ROWS) : this.options.limit;
    const full = this.unwritten.size >= limit || (bytes > 0 && this.heldBytes + bytes > this.options.maxHeldBytes);
    if (full) {
      if (options.requiredMessage) return Promise.reject(new DatabaseUnavailableException(options.requiredMessage));
      this.drop();
      return Promise.resolve();
    }
    const entry: Entry = { entity: entity as EntityTarget<ObjectLiteral>, row, bytes };
    let lane = this.lanes.get(entry.entity);
    if (!lane) this.lanes.set(entry.entity, (lane = []));
    lane.push(entry);
    this.unwritten.set(row.id, entry);
    this.heldBytes += bytes;
    if (!this.store.available) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        entry.waiter = undefined;
        resolve();
      }, this.options.maxWaitMs);
      timer.unref();
      entry.waiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
    });
    this.kick();
    return done;
  }

  /**
   * At shutdown: writes what is kept if the database is up (for up to `timeoutMs`), and logs how many rows
   * could not be written.
   */
  async drain(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.unwritten.size && this.store.available && Date.now() < deadline) {
      this.kick();
      await Promise.race([this.flushed, sleep(Math.max(0, deadline - Date.now()), undefined, { ref: false })]);
    }
    this.reportDrops();
    if (this.unwritten.size) {
      this.logger.error(
        `${count(this.unwritten.size, 'usage row')} could not be written before shutdown (the database is unreachable) and are lost`,
      );
    }
  }

  private kick(): void {
    if (!this.flushing && this.store.available && this.unwritten.size) this.flushed = this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      // `flushing` is cleared with no await after the last check, so a row added meanwhile starts a new flush
      while (this.store.available) {
        const next = this.nextBatch();
        if (!next) break;
        const [entity, batch] = next;
        const outcome = await this.insert(entity, batch);
        if (outcome === 'down') {
          this.putBack(entity, batch);
          break;
        }
        if (outcome !== 'written') {
          if (batch.length === 1) this.refuse(batch[0], outcome.refused);
          // one bad row must not fail the others: they are sent one by one
          else if (!(await this.oneByOne(entity, batch))) break;
        }
      }
    } finally {
      this.flushing = false;
    }
    // the database went down: the rows still here are kept for its return, so nobody waits for them
    if (!this.store.available) for (const entry of this.unwritten.values()) this.release(entry)?.resolve();
    if (!this.unwritten.size && this.keptToReport) {
      this.logger.log(`all ${count(this.keptToReport, 'usage row')} kept during the outage are written`);
      this.keptToReport = 0;
    }
  }

  /** Sends rows one at a time; false when the database went down meanwhile (the rest is kept). */
  private async oneByOne(entity: EntityTarget<ObjectLiteral>, batch: Entry[]): Promise<boolean> {
    for (let i = 0; i < batch.length; i++) {
      const outcome = await this.insert(entity, [batch[i]]);
      if (outcome === 'down') {
        this.putBack(entity, batch.slice(i));
        return false;
      }
      if (outcome !== 'written') this.refuse(batch[i], outcome.refused);
    }
    return true;
  }

  /** The next rows to send: the oldest of one table, tables taking turns. */
  private nextBatch(): [EntityTarget<ObjectLiteral>, Entry[]] | undefined {
    for (const [entity, lane] of this.lanes) {
      if (!lane.length) continue;
      let n = 0;
      let bytes = 0;
      while (n < lane.length && n < MAX_BATCH_ROWS && (n === 0 || bytes + lane[n].bytes <= MAX_BATCH_BYTES)) {
        bytes += lane[n].bytes;
        n++;
      }
      this.lanes.delete(entity); // the next turn goes to another table
      this.lanes.set(entity, lane);
      return [entity, lane.splice(0, n)];
    }
    return undefined;
  }

  private async insert(entity: EntityTarget<ObjectLiteral>, batch: Entry[]): Promise<Outcome> {
    try {
      await this.store.insertRows(
        entity,
        batch.map((e) => e.row),
      );
    } catch (err) {
      if (!this.store.reportFailure(err)) return { refused: err };
      // kept for the database's return: nobody needs to wait for it any longer
      for (const e of batch) this.release(e)?.resolve();
      return 'down';
    }
    for (const e of batch) {
      this.forget(e);
      this.release(e)?.resolve();
    }
    for (const listener of this.writtenListeners.get(entity) ?? []) listener(batch.map((e) => e.row));
    return 'written';
  }

  private putBack(entity: EntityTarget<ObjectLiteral>, entries: Entry[]): void {
    const lane = this.lanes.get(entity);
    if (lane) lane.unshift(...entries);
    else this.lanes.set(entity, [...entries]);
  }

  private refuse(entry: Entry, err: unknown): void {
    this.forget(entry);
    this.refusedTotal++;
    const waiter = this.release(entry);
    if (waiter) waiter.reject(err);
    else this.logger.error(`a usage row was refused by the database and is lost: ${describeError(err)}`);
  }

  private forget(entry: Entry): void {
    if (this.unwritten.get(entry.row.id) !== entry) return;
    this.unwritten.delete(entry.row.id);
    this.heldBytes -= entry.bytes;
  }

  private release(entry: Entry): Entry['waiter'] {
    const waiter = entry.waiter;
    entry.waiter = undefined;
    return waiter;
  }

  private drop(): void {
    this.droppedTotal++;
    if (this.droppedUnreported++ === 0) {
      this.logger.warn(
        `the usage queue is full (${count(this.unwritten.size, 'row')}): further usage rows are counted and dropped until it has room`,
      );
    }
  }

  private reportDrops(): void {
    if (!this.droppedUnreported) return;
    this.logger.warn(`${count(this.droppedUnreported, 'usage row')} dropped because the usage queue was full`);
    this.droppedUnreported = 0;
  }

  private recovered(): void {
    this.reportDrops();
    if (this.unwritten.size) {
      this.keptToReport = this.unwritten.size;
      this.logger.log(`writing ${count(this.unwritten.size, 'usage row')} kept during the outage`);
    }
    this.kick();
  }
}

function count(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}
