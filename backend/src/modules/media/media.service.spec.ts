import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { loadConfig } from 'src/config/app-config';
import { EngineStatus } from 'src/engines/engine-status';
import { ToolError } from 'src/engines/video/media-tools';
import type { VideoEngine } from 'src/engines/video/video-engine';
import type { NewUsageEvent } from 'src/modules/stats/stats.repository';
import type { StatsService } from 'src/modules/stats/stats.service';
import type { MediaEngines } from './media-engines';
import { durationInWords, MediaService, ocrLanguages, speechLanguage, timeLimitMessage } from './media.service';
import { chunkUploadKey, safeSessionId, UploadStore, UPLOADS_UNAVAILABLE, type Workspace } from './upload-store';

describe('language choice from the request headers', () => {
  it('takes the spoken language from the interface language, then the output language', () => {
    expect(speechLanguage({ uiLanguage: 'hi', outputLanguage: 'english' })).toBe('hi');
    expect(speechLanguage({ uiLanguage: 'en', outputLanguage: 'hindi' })).toBe('en');
    expect(speechLanguage({ outputLanguage: 'hindi' })).toBe('hi');
    expect(speechLanguage({})).toBe('en');
  });

  it('reads Hindi and English in images when the interface or the output is Hindi, else English', () => {
    expect(ocrLanguages({ uiLanguage: 'hi' })).toEqual(['hin', 'eng']);
    expect(ocrLanguages({ uiLanguage: 'en', outputLanguage: 'hindi' })).toEqual(['hin', 'eng']);
    expect(ocrLanguages({ uiLanguage: 'en', outputLanguage: 'english' })).toEqual(['eng']);
    expect(ocrLanguages({})).toEqual(['eng']);
  });
});

describe('the media time limit in words', () => {
  it.each([
    [1_000, '1 second', '1 सेकंड'],
    [45_000, '45 seconds', '45 सेकंड'],
    [60_000, '1 minute', '1 मिनट'],
    [90_000, '1 minute, 30 seconds', '1 मिनट और 30 सेकंड'],
    [600_000, '10 minutes', '10 मिनट'],
    [3_600_000, '1 hour', '1 घंटा'],
  ])('%d ms is "%s" ("%s")', (ms, english, hindi) => {
    expect(durationInWords(ms)).toBe(english);
    expect(durationInWords(ms, 'hi')).toBe(hindi);
  });

  it('is whole seconds, never zero', () => {
    expect(durationInWords(1_400)).toBe('1 second');
    expect(durationInWords(200)).toBe('1 second');
  });

  it('is the 504 message in the visitor language', () => {
    expect(timeLimitMessage(600_000)).toBe(
      'Processing timed out: the server stops a file after 10 minutes. Please try a shorter file.',
    );
    expect(timeLimitMessage(600_000, 'hi')).toMatch(/समय-सीमा 10 मिनट है/);
  });
});

describe('upload paths', () => {
  it('derive a chunk folder from a hash, whatever the file name holds', () => {
    const key = chunkUploadKey('../../etc/passwd\u0000.mp4', 100, 2);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(chunkUploadKey('../../etc/passwd\u0000.mp4', 100, 2)).toBe(key);
    expect(chunkUploadKey('../../etc/passwd\u0000.mp4', 101, 2)).not.toBe(key);
  });

  it('accept only a UUID-shaped session id', () => {
    expect(safeSessionId('3f1e8c1e-1111-4111-8111-111111111111')).toBe('3f1e8c1e-1111-4111-8111-111111111111');
    expect(() => safeSessionId('../../../../tmp/x-1111-4111-8111-1111111111')).toThrow('invalid session id');
  });
});

/** A video engine that never finishes by itself: it only stops when its signal fires. */
class HangingVideoEngine implements VideoEngine {
  readonly name = 'fake-ffmpeg';
  started = 0;

  extractAudio(_input: string, _output: string, opts: { signal: AbortSignal }): Promise<void> {
    this.started++;
    return new Promise((_resolve, reject) => {
      opts.signal.addEventListener('abort', () => reject(new ToolError('ffmpeg was stopped', '', true)), {
        once: true,
      });
    });
  }
}

describe('MediaService job limits (fake engine, fake stats)', () => {
  let dir: string;
  let events: NewUsageEvent[];
  let video: HangingVideoEngine;
  let service: MediaService;
  let status: EngineStatus;
  let store: UploadStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'likho-media-unit-'));
    const config = loadConfig({ UPLOAD_DIR: dir, MEDIA_JOB_TIMEOUT_MS: '1000', MEDIA_CONCURRENCY: '1' });
    events = [];
    const stats = { recordUsage: async (e: NewUsageEvent) => void events.push(e) } as unknown as StatsService;
    video = new HangingVideoEngine();
    const engines: MediaEngines = {
      tools: { ffmpegSource: 'system', problems: [] }, // no ffprobe: magic bytes only
      video,
      states: {
        speech: { adapter: 'none', ready: false, detail: 'Speech to text is not available: install pocketsphinx.' },
        ocr: { adapter: 'none', ready: false },
        video: { adapter: 'fake', ready: true },
      },
    };
    status = new EngineStatus();
    store = new UploadStore(config, status);
    service = new MediaService(config, status, stats, store, engines);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A file whose first bytes say mp4, in a workspace whose signal the test controls. */
  function upload(): { file: Express.Multer.File; ws: Workspace; leave: () => void } {
    const path = join(dir, 'video');
    writeFileSync(path, Buffer.concat([Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'), Buffer.alloc(100)]));
    const controller = new AbortController();
    const ws: Workspace = { dir, sessionId: '3f1e8c1e-1111-4111-8111-111111111111', signal: controller.signal };
    return { file: { path, size: 112 } as Express.Multer.File, ws, leave: () => controller.abort() };
  }

  it('stops a job at MEDIA_JOB_TIMEOUT_MS with 504 "timed out" and records the outcome', async () => {
    const { file, ws } = upload();
    const error = await service.videoToAudio(file, ws).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(504);
    expect((error as HttpException).message).toBe(
      'Processing timed out: the server stops a file after 1 second. Please try a shorter file.',
    );
    expect(events).toEqual([
      expect.objectContaining({ kind: 'video', bytes: 112, outcome: 'timeout', engine: 'fake-ffmpeg' }),
    ]);
    expect(service.jobs.active).toBe(0);
  });

  it('says the time limit in Hindi to a visitor whose interface is Hindi', async () => {
    const { file, ws } = upload();
    const error = await service.videoToAudio(file, { ...ws, language: 'hi' }).catch((e: unknown) => e);
    expect((error as HttpException).getStatus()).toBe(504);
    expect((error as HttpException).message).toBe(
      'प्रोसेसिंग का समय समाप्त हो गया: सर्वर पर हर फ़ाइल की समय-सीमा 1 सेकंड है। कृपया छोटी फ़ाइल आज़माएँ।',
    );
  });

  it('stops the job when the visitor goes away, frees the slot and records "aborted"', async () => {
    const { file, ws, leave } = upload();
    const job = service.videoToAudio(file, ws).catch((e: unknown) => e);
    while (video.started === 0) await new Promise((r) => setImmediate(r));
    leave();
    const error = await job;
    expect((error as HttpException).getStatus()).toBe(499);
    expect(events).toEqual([expect.objectContaining({ outcome: 'aborted' })]);
    expect(service.jobs.active).toBe(0);
  });

  it('answers 503 with the configured detail when no engine serves the capability', async () => {
    const { file, ws } = upload();
    const error = await service.transcribeAudio(file, ws, { requestId: 'r', sessionId: ws.sessionId }).catch((e) => e);
    expect((error as HttpException).getStatus()).toBe(503);
    expect((error as HttpException).message).toBe('Speech to text is not available: install pocketsphinx.');
    expect(events).toEqual([expect.objectContaining({ kind: 'transcribe', outcome: 'unavailable', engine: 'none' })]);
  });

  const chunked = { originalName: 'clip.mp4', originalSize: 112, totalChunks: 1 };

  it('answers 400 "no chunks" when a double submit took the chunks between listing and joining', async () => {
    const { ws } = upload();
    jest.spyOn(store, 'listChunks').mockResolvedValue(new Map([[0, 112]])); // listed, then gone
    const error = await service.processChunkedVideo(chunked, ws).catch((e: unknown) => e);
    expect((error as HttpException).getStatus()).toBe(400);
    expect((error as HttpException).message).toMatch(/^No chunks of this video were received/);
  });

  it('answers 503 and marks uploads unavailable when the chunks cannot be joined on disk', async () => {
    const { file, ws } = upload();
    const key = chunkUploadKey(chunked.originalName, chunked.originalSize, chunked.totalChunks);
    await store.storeChunk(ws.sessionId, key, 0, file.path);
    writeFileSync(join(dir, 'blocked'), 'a file where the workspace folder should be');
    const error = await service
      .processChunkedVideo(chunked, { ...ws, dir: join(dir, 'blocked', 'req') })
      .catch((e: unknown) => e);
    expect((error as HttpException).getStatus()).toBe(503);
    expect((error as HttpException).message).toBe(UPLOADS_UNAVAILABLE);
    expect(status.snapshot().uploads).toMatchObject({ ready: false, detail: expect.stringMatching(/ENOTDIR/) });
    expect(events).toEqual([expect.objectContaining({ kind: 'video', outcome: 'unavailable' })]);
    await store.onModuleDestroy();
  });
});

describe('UploadStore shared by several instances', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'likho-uploads-shared-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** One instance of INSTANCES: its own UploadStore on the shared UPLOAD_DIR. */
  function instance(instances: number): UploadStore {
    const config = loadConfig({
      INSTANCES: String(instances),
      UPLOAD_DIR: dir,
      ...(instances > 1
        ? { SESSION_SECRET: 's'.repeat(32), DATABASE_URL: 'postgres://x@db/x', REDIS_URL: 'redis://cache:6379' }
        : {}),
    });
    return new UploadStore(config, new EngineStatus());
  }

  const sessionId = '4c2d9e10-2222-4222-8222-222222222222';

  /** A request of `sessionId` in progress on `store`: its workspace, released when `close` is called. */
  async function requestOn(store: UploadStore): Promise<{ dir: string; close: () => void }> {
    const req = { client: { requestId: 'r', sessionId } } as unknown as Request;
    const res = new EventEmitter() as unknown as Response;
    const ws = await store.workspace(req, res);
    writeFileSync(join(ws.dir, 'upload'), 'x');
    return { dir: ws.dir, close: () => (res as unknown as EventEmitter).emit('close') };
  }

  async function chunkOn(store: UploadStore): Promise<void> {
    const part = join(dir, 'part');
    writeFileSync(part, 'chunk');
    await store.storeChunk(sessionId, 'a'.repeat(32), 0, part);
  }

  it("keeps another instance's request in progress when the visitor cleans up, and removes the chunks", async () => {
    const [a, b] = [instance(2), instance(2)];
    const running = await requestOn(a);
    await chunkOn(a);
    await b.cleanupSession(sessionId);
    expect(readdirSync(join(dir, 'sessions', sessionId))).toEqual([basename(running.dir)]);
    expect(readFileSync(join(running.dir, 'upload'), 'utf8')).toBe('x');
    running.close();
    await a.release(running.dir); // what the close event runs, awaited here
    expect(existsSync(join(dir, 'sessions', sessionId))).toBe(false);
  });

  it('with one instance, removes a request folder no request of its own is using (a leftover)', async () => {
    const [crashed, now] = [instance(1), instance(1)];
    await requestOn(crashed); // never closed: the process that had it is gone
    await chunkOn(now);
    await now.cleanupSession(sessionId);
    expect(existsSync(join(dir, 'sessions', sessionId))).toBe(false);
  });
});
