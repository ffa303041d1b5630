import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from 'src/config/app-config';

/** One request's private scratch folder, removed when the response closes (sent, failed or aborted). */
export interface Workspace {
  dir: string;
  sessionId: string;
  /** Fires when the visitor goes away before the answer is complete. */
  signal: AbortSignal;
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

  constructor(private readonly config: AppConfig) {
    this.root = config.UPLOAD_DIR ? config.resolvePath(config.UPLOAD_DIR) : join(tmpdir(), 'likho-uploads');
    this.sessionsDir = join(this.root, 'sessions');
  }

  onModuleInit(): void {
    mkdirSync(this.sessionsDir, { recursive: true, mode: 0o700 });
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.config.UPLOAD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** On shutdown, nothing is kept: the folders of requests still running go too. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.active].map((dir) => this.release(dir)));
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
    const sessionId = safeSessionId(req.client?.sessionId ?? randomUUID());
    const dir = join(this.sessionDir(sessionId), `req-${randomUUID()}`);
    const controller = new AbortController();
    const ws: Workspace = { dir, sessionId, signal: controller.signal };
    req.mediaWorkspace = ws;
    this.active.add(dir);
    res.once('close', () => {
      if (!res.writableFinished) controller.abort(); // reason: an AbortError DOMException
      void this.release(dir);
    });
    // a retry covers a concurrent rmdir of the (then empty) session folder between the two levels
    await mkdir(dir, { recursive: true, mode: 0o700 }).catch(() => mkdir(dir, { recursive: true, mode: 0o700 }));
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
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await rename(tempPath, target).catch(async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await rename(tempPath, target);
    });
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

  /** Removes every file of a session except the folders of requests still running. */
  async cleanupSession(sessionId: string): Promise<void> {
    const dir = this.sessionDir(sessionId);
    for (const entry of await readdir(dir).catch(() => [] as string[])) {
      const path = join(dir, entry);
      if (!this.active.has(path)) await rm(path, { recursive: true, force: true });
    }
    await this.removeIfEmpty(dir);
  }

  /** Removes request folders and chunked uploads untouched for UPLOAD_MAX_AGE_MS, then empty session folders. */
  async sweep(now = Date.now()): Promise<number> {
    let removed = 0;
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
