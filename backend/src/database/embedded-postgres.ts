import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';

// ESM-only PGlite runs in this plain .mjs worker, copied next to the compiled file (swc --copy-files)
const WORKER_FILE = join(__dirname, 'embedded-postgres.worker.mjs');
const STOP_TIMEOUT_MS = 10_000;

type WorkerMessage = { ready: true } | { stopped: true; error?: string } | { error: string };

/**
 * Embedded Postgres: PGlite (Postgres compiled to WebAssembly) with its data under `dataDir`, exposed on a
 * private unix socket (a 0700 folder in the temp dir) so the ordinary `pg` driver, TypeORM and psql can use
 * it. PGlite and its socket server run in a worker thread, so SQL never blocks the main event loop; the main
 * thread only talks to it through the socket. PGlite is still one session behind that socket: statements
 * of all connections are serialised, and a transaction must use its own entity manager.
 */
export class EmbeddedPostgres {
  private readonly logger = new Logger('EmbeddedPostgres');
  private worker?: Worker;
  private socketDir?: string;
  private stopping?: Promise<void>;

  constructor(
    private readonly dataDir: string,
    private readonly maxConnections: number,
  ) {}

  /** Starts the database in a worker thread and returns a connection URL for `pg`. */
  async start(): Promise<string> {
    if (this.stopping) await this.stopping;
    if (this.worker) throw new Error('The embedded database is already running.');
    mkdirSync(this.dataDir, { recursive: true });
    const socketDir = mkdtempSync(join(tmpdir(), 'likho-pg-'));
    this.socketDir = socketDir;
    const worker = new Worker(WORKER_FILE, {
      workerData: {
        dataDir: this.dataDir,
        path: join(socketDir, '.s.PGSQL.5432'),
        maxConnections: this.maxConnections,
      },
    });
    this.worker = worker;
    // attached first, so an 'error' event never goes unhandled; while running a dead worker is logged (the
    // pool then fails queries with connection errors)
    let running = false;
    worker.on('error', (err) => {
      if (running && this.worker === worker) {
        this.logger.error(`embedded Postgres worker failed: ${err.message}`, err.stack);
      }
    });
    worker.on('exit', (code) => {
      if (running && this.worker === worker && !this.stopping) {
        this.logger.error(`embedded Postgres worker exited unexpectedly (code ${code}); queries will fail`);
      }
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (reason: string) => {
          cleanup();
          reject(new Error(`The embedded database (PGlite) failed to start: ${reason}`));
        };
        const onMessage = (msg: WorkerMessage) => {
          if ('ready' in msg) {
            cleanup();
            resolve();
          } else if ('error' in msg) fail(msg.error ?? 'unknown error');
        };
        const onError = (err: Error) => fail(err.message);
        const onExit = (code: number) => fail(`its worker thread exited with code ${code}`);
        const cleanup = () => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
      });
    } catch (err) {
      await worker.terminate().catch(() => undefined);
      rmSync(socketDir, { recursive: true, force: true });
      this.worker = undefined;
      this.socketDir = undefined;
      throw err;
    }
    running = true;
    this.logger.log(`embedded Postgres ready (data in ${this.dataDir})`);
    return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  }

  /**
   * Stops the socket server and closes PGlite cleanly so the data directory survives. Always finishes: a
   * worker that does not answer within 10 s is terminated.
   */
  stop(): Promise<void> {
    this.stopping ??= this.shutdown().finally(() => {
      this.stopping = undefined;
    });
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    const worker = this.worker;
    const socketDir = this.socketDir;
    try {
      if (worker) await this.stopWorker(worker);
    } finally {
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
      this.worker = undefined;
      this.socketDir = undefined;
    }
  }

  private async stopWorker(worker: Worker): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let onMessage: ((msg: WorkerMessage) => void) | undefined;
    let onExit: (() => void) | undefined;
    const answer = await new Promise<'stopped' | 'exited' | 'timeout'>((resolve) => {
      onMessage = (msg) => {
        if (!('stopped' in msg)) return;
        if (msg.error) this.logger.error(`embedded Postgres did not close cleanly: ${msg.error}`);
        resolve('stopped');
      };
      onExit = () => resolve('exited');
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
      try {
        worker.postMessage({ stop: true });
      } catch {
        resolve('exited'); // the worker is already gone
      }
    });
    clearTimeout(timer);
    worker.off('message', onMessage!);
    worker.off('exit', onExit!);
    if (answer === 'timeout') {
      this.logger.error(`embedded Postgres did not stop within ${STOP_TIMEOUT_MS / 1000} s; terminating its worker`);
    }
    // after { stopped } the worker exits by itself; terminate() waits for that (or forces it)
    await worker.terminate().catch(() => undefined);
  }
}
