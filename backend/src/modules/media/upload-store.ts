import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Language } from '@likho/site/language';
import { AppConfig } from 'src/config/app-config';
import { EngineStatus } from 'src/engines/engine-status';

/** One request's private scratch folder, removed when the response closes (sent, failed or aborted). */
export interface Workspace {
  dir: string;
  sessionId: string;
  /** Fires when the visitor goes away before the answer is complete. */
  signal: AbortSignal;
  /** The visitor's interface language (X-UI-Language), for messages shown as they are. */
  language?: Language;
}

/** What a visitor is told while the upload folder cannot be written (never a path or an error code). */
export const UPLOADS_UNAVAILABLE =
  'Uploads are temporarily unavailable on this server. Please try again in a few minutes.';

/** Below this much free space on the upload folder's disk, uploads are refused (503) instead of failing midway. */
export const MIN_FREE_UPLOAD_BYTES = 64 * 1024 * 1024;

/** How often an unusable upload folder is checked again until it works. */
export const UPLOAD_RECHECK_MS = 5_000;

/**
 * File system errors that mean the upload folder cannot be used (permissions, read-only, full, a file where a
 * folder should be, a failing disk). ENOENT is not one: a file gone missing is a race of one request.
 */
const STORAGE_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST', 'EIO']);

/** True for a file system error of the upload folder itself (not a bug): see STORAGE_ERRORS. */
export function isStorageError(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && STORAGE_ERRORS.has(code);
}

class DiskFullError extends Error {
  readonly code = 'ENOSPC';
}

declare module 'express-serve-static-core' {
  interface Request {
    mediaWorkspace?: Workspace;
  }
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

/** Accepts only the session cookie's UUID form, so a session id can never escape the uploads folder. */
export function safeSessionId(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error('invalid session id');
  return id;
}

/** Folder name of one chunked upload: a hash, so the visitor's file name never reaches a path. */
export function chunkUploadKey(originalName: string, originalSize: number, totalChunks: number): string {
  return createHash('sha256')
    .update(JSON.stringify([originalName, originalSize, totalChunks]))
    .digest('hex')
    .slice(0, 32);
}

async function newestMtime(path: string): Promise<number> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of await readdir(path).catch(() => [] as string[])) {
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Temporary upload files, per session: `<root>/sessions/<sessionId>/req-<uuid>/` for one request's files and
 * `<root>/sessions/<sessionId>/chunks/<key>/<index>.part` for chunked uploads. Nothing here is ever kept:
 * request folders go when the response closes, chunks when they are processed or the session is cleaned,
 * and a sweeper removes whatever is older than UPLOAD_MAX_AGE_MS (e.g. after a crash).
 */
@Injectable()
export class UploadStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Uploads');
  readonly root: string;
  readonly sessionsDir: string;
  private readonly active = new Set<string>();
  private timer?: NodeJS.Timeout;
  private recheckTimer?: NodeJS.Timeout;
  private available = true;
  private checking?: Promise<boolean>;
  private closed = false;

  constructor(
    private readonly config: AppConfig,
    private readonly engineStatus: EngineStatus,
  ) {
    this.root = config.UPLOAD_DIR ? config.resolvePath(config.UPLOAD_DIR) : join(tmpdir(), 'likho-uploads');
    this.sessionsDir = join(this.root, 'sessions');
  }

  /** An unusable upload folder does not stop the boot: uploads answer 503 and /api/health says why. */
  async onModuleInit(): Promise<void> {
    if (await this.check()) void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.UPLOAD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** On shutdown, nothing is kept: the folders of requests still running go too. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.recheckTimer) clearTimeout(this.recheckTimer);
    await Promise.all([...this.active].map((dir) => this.release(dir)));
  }

  /**
   * Checks the upload folder: it can be created, a file can be written in it (`probe`), and its disk has
   * MIN_FREE_UPLOAD_BYTES free. Updates readiness (the `uploads` entry of /api/health) and logs each change.
   */
  check(probe = true): Promise<boolean> {
    this.checking ??= this.runCheck(probe).finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async runCheck(probe: boolean): Promise<boolean> {
    try {
      if (probe) {
        await mkdir(this.sessionsDir, { recursive: true, mode: 0o700 });
        const file = join(this.root, `.write-check-${randomUUID()}`);
        try {
          await writeFile(file, 'ok', { mode: 0o600 });
        } finally {
          await rm(file, { force: true }).catch(() => undefined);
        }
      }
      const disk = await statfs(this.root);
      const free = disk.bavail * disk.bsize;
      if (free < MIN_FREE_UPLOAD_BYTES) throw new DiskFullError(`only ${Math.floor(free / 1024 / 1024)} MB free`);
      this.setAvailable();
      return true;
    } catch (err) {
      this.setUnavailable(err);
      return false;
    }
  }

  /**
   * Called when writing to the upload folder failed (full disk, folder gone unwritable): the visitor gets 503,
   * and uploads stay unavailable until the check that runs UPLOAD_RECHECK_MS later passes.
   */
  failed(err: unknown): ServiceUnavailableException {
    this.setUnavailable(err);
    return new ServiceUnavailableException(UPLOADS_UNAVAILABLE);
  }

  /** 503 at once while the folder is known to be unusable (before the visitor's body is read). */
  private assertAvailable(): void {
    if (!this.available) throw new ServiceUnavailableException(UPLOADS_UNAVAILABLE);
  }

  private setAvailable(): void {
    this.engineStatus.set('uploads', { adapter: 'disk', ready: true });
    if (this.available) return;
    this.available = true;
    this.logger.log(`uploads are available again (UPLOAD_DIR=${this.root})`);
  }

  private setUnavailable(err: unknown): void {
    // no path and no raw message: /api/health is public
    const code = (err as NodeJS.ErrnoException)?.code ?? 'error';
    const why =
      err instanceof DiskFullError
        ? `its disk is full (${err.message})`
        : code === 'ENOSPC' || code === 'EDQUOT'
          ? 'its disk is full'
          : `it is not writable (${code})`;
    this.engineStatus.set('uploads', {
      adapter: 'disk',
      ready: false,
      degraded: true,
      detail: `Uploads are unavailable: the upload folder (UPLOAD_DIR) cannot be used, ${why}.`,
    });
    if (this.available) {
      this.logger.error(
        `uploads are unavailable: UPLOAD_DIR=${this.root} cannot be used: ${(err as Error)?.message}. ` +
          'Uploads answer 503 until it works again; set UPLOAD_DIR to a writable folder with free space.',
      );
    }
    this.available = false;
    if (!this.recheckTimer && !this.closed) {
      this.recheckTimer = setTimeout(() => {
        this.recheckTimer = undefined;
        if (!this.closed) void this.check();
      }, UPLOAD_RECHECK_MS);
      this.recheckTimer.unref();
    }
  }

  sessionDir(sessionId: string): string {
    return join(this.sessionsDir, safeSessionId(sessionId));
  }

  chunksDir(sessionId: string, key: string): string {
    return join(this.sessionDir(sessionId), 'chunks', key);
  }

  /**
   * The request's workspace, created on first use. Its folder is removed when the response closes, whatever
   * the outcome; if the visitor leaves first, its signal fires so running jobs stop.
   */
  async workspace(req: Request, res: Response): Promise<Workspace> {
    if (req.mediaWorkspace) return req.mediaWorkspace;
    this.assertAvailable();
    const sessionId = safeSessionId(req.client?.sessionId ?? randomUUID());
    const dir = join(this.sessionDir(sessionId), `req-${randomUUID()}`);
    const controller = new AbortController();
    const ws: Workspace = { dir, sessionId, signal: controller.signal, language: req.client?.uiLanguage };
    req.mediaWorkspace = ws;
    this.active.add(dir);
    res.once('close', () => {
      if (!res.writableFinished) controller.abort(); // reason: an AbortError DOMException
      void this.release(dir);
    });
    // a retry covers a concurrent rmdir of the (then empty) session folder between the two levels
    await mkdir(dir, { recursive: true, mode: 0o700 })
      .catch(() => mkdir(dir, { recursive: true, mode: 0o700 }))
      .catch((err: unknown) => {
        throw isStorageError(err) ? this.failed(err) : err;
      });
    return ws;
  }

  /** Removes a request folder (idempotent; also called again when a job ends after the response closed). */
  async release(dir: string): Promise<void> {
    await rm(dir, { recursive: true, force: true }).catch((err) =>
      this.logger.warn(`could not remove ${dir}: ${(err as Error).message}`),
    );
    this.active.delete(dir);
    await this.removeIfEmpty(dirname(dir));
  }

  /** Moves a received chunk into its upload folder (overwriting a retried chunk of the same index). */
  async storeChunk(sessionId: string, key: string, index: number, tempPath: string): Promise<void> {
    const dir = this.chunksDir(sessionId, key);
    const target = join(dir, `${index}.part`);
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await rename(tempPath, target).catch(async () => {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await rename(tempPath, target);
      });
    } catch (err) {
      throw isStorageError(err) ? this.failed(err) : err;
    }
  }

  /** The chunks received so far for one upload: index → size. */
  async listChunks(sessionId: string, key: string): Promise<Map<number, number>> {
    const dir = this.chunksDir(sessionId, key);
    const chunks = new Map<number, number>();
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const m = /^(\d+)\.part$/.exec(name);
      if (!m) continue;
      const s = await stat(join(dir, name)).catch(() => undefined);
      if (s) chunks.set(Number(m[1]), s.size);
    }
    return chunks;
  }

  chunkPath(sessionId: string, key: string, index: number): string {
    return join(this.chunksDir(sessionId, key), `${index}.part`);
  }

  /** Bytes of every chunked upload of a session still waiting on disk. */
  async sessionChunkBytes(sessionId: string): Promise<number> {
    const base = join(this.sessionDir(sessionId), 'chunks');
    let total = 0;
    for (const key of await readdir(base).catch(() => [] as string[])) {
      for (const size of (await this.listChunks(sessionId, key)).values()) total += size;
    }
    return total;
  }

  async removeChunks(sessionId: string, key: string): Promise<void> {
    await rm(this.chunksDir(sessionId, key), { recursive: true, force: true });
    await this.removeIfEmpty(join(this.sessionDir(sessionId), 'chunks'));
    await this.removeIfEmpty(this.sessionDir(sessionId));
  }

  /**
   * Removes every file of a session except the folders of requests still running: this instance's, and with
   * several instances (INSTANCES above 1, one shared UPLOAD_DIR) every request folder, as it may be another
   * instance's request in progress (each goes when its response closes; a crash's leftovers go with the sweeper).
   */
  async cleanupSession(sessionId: string): Promise<void> {
    const dir = this.sessionDir(sessionId);
    for (const entry of await readdir(dir).catch(() => [] as string[])) {
      const path = join(dir, entry);
      if (this.active.has(path) || (this.config.INSTANCES > 1 && entry.startsWith('req-'))) continue;
      // a chunk stored at this very moment can refill a folder being removed (ENOTEMPTY): rm retries, and a folder
      // still in use after that is left to the sweeper
      await rm(path, { recursive: true, force: true, maxRetries: 3, retryDelay: 20 }).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOTEMPTY') return;
        throw isStorageError(err) ? this.failed(err) : err;
      });
    }
    await this.removeIfEmpty(dir);
  }

  /** Removes request folders and chunked uploads untouched for UPLOAD_MAX_AGE_MS, then empty session folders. */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
    // free space is looked at on every sweep, so a disk filling up shows in /api/health before uploads fail
    if (!(await this.check(!this.available))) return 0;
    try {
      const maxAge = this.config.UPLOAD_MAX_AGE_MS;
      for (const session of await readdir(this.sessionsDir).catch(() => [] as string[])) {
        const sessionPath = join(this.sessionsDir, session);
        const candidates: string[] = [];
        for (const entry of await readdir(sessionPath).catch(() => [] as string[])) {
          if (entry === 'chunks') {
            const chunks = join(sessionPath, entry);
            for (const key of await readdir(chunks).catch(() => [] as string[])) candidates.push(join(chunks, key));
          } else candidates.push(join(sessionPath, entry));
        }
        for (const path of candidates) {
          if (this.active.has(path)) continue;
          if (now - (await newestMtime(path)) > maxAge) {
            await rm(path, { recursive: true, force: true });
            removed++;
          }
        }
        await this.removeIfEmpty(join(sessionPath, 'chunks'));
        await this.removeIfEmpty(sessionPath);
      }
    } catch (err) {
      this.logger.warn(`upload sweep failed: ${(err as Error).message}`);
    }
    if (removed) this.logger.log(`removed ${removed} stale upload folder(s)`);
    return removed;
  }

  /** rmdir, not rm -r: a folder another request has just started using is left alone. */
  private async removeIfEmpty(dir: string): Promise<void> {
    await rmdir(dir).catch(() => undefined);
  }
}
