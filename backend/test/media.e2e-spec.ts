import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MediaService } from 'src/modules/media/media.service';
import { UploadStore } from 'src/modules/media/upload-store';
import {
  largeRawVideo,
  probeAudio,
  renderTextImage,
  requireMediaTools,
  silence,
  smallVideo,
  speechRecording,
  toWebp,
} from './support/media-fixtures';
import { SPEECH_AI_DOWN } from 'src/engines/speech/speech-engine';
import { FakeOpenAi } from './support/fake-openai';
import { createTestApp, TestApp } from './support/test-app';

const SENTENCE = 'please call me tomorrow morning';
const ENGLISH_TEXT = 'The quick brown fox jumps over the lazy dog.';
const HINDI_TEXT = 'नमस्ते दुनिया, यह एक परीक्षण है।';
const MB = 1024 * 1024;

/** Every file (not folder) under a directory. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name));
}

// generous limits for hooks and tests on a busy shared machine (a limit, not a timing assertion)
jest.setTimeout(240_000);

/** Polls until `done()` or about 60 s have passed (a busy machine can be slow; nothing here asserts on time). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
}

/** Request folders are removed when the response closes, just after the client has the answer: wait for it. */
async function expectNoUploadFiles(sessionsDir: string): Promise<void> {
  await waitFor(() => readdirSync(sessionsDir).length === 0);
  expect(filesUnder(sessionsDir)).toEqual([]);
  expect(readdirSync(sessionsDir)).toEqual([]);
}

/** Collects a binary answer body. */
function binary(res: IncomingMessage, cb: (err: Error | null, body: Buffer) => void): void {
  const parts: Buffer[] = [];
  res.on('data', (c: Buffer) => parts.push(c));
  res.on('end', () => cb(null, Buffer.concat(parts)));
}

/** The same, as a superagent parser (it hands the node response to the parser). */
const binaryParser = binary as unknown as (
  res: request.Response,
  cb: (err: Error | null, body: unknown) => void,
) => void;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

describe('Media over HTTP', () => {
  let t: TestApp;
  let fixtures: string;
  let uploadRoot: string;
  let sessionsDir: string;

  beforeAll(async () => {
    requireMediaTools();
    fixtures = mkdtempSync(join(tmpdir(), 'likho-media-fixtures-'));
    uploadRoot = mkdtempSync(join(tmpdir(), 'likho-media-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadRoot, MEDIA_CONCURRENCY: '2', MEDIA_QUEUE_LIMIT: '0' });
    sessionsDir = t.app.get(UploadStore).sessionsDir;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(fixtures, { recursive: true, force: true });
    rmSync(uploadRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.reset();
  });
  afterEach(async () => {
    await expectNoUploadFiles(sessionsDir);
  });

  async function usageRows(): Promise<{ kind: string; outcome: string; engine: string; bytes: number }[]> {
    return t.dataSource.query(
      'SELECT kind, outcome, engine, bytes::int AS bytes FROM usage_events ORDER BY created_at',
    );
  }

  describe('POST /api/transcribe-audio', () => {
    it('transcribes a recorded English sentence exactly with the local engine and records one usage event', async () => {
      const file = speechRecording(fixtures, SENTENCE);
      const res = await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'en')
        .attach('audio', file, { filename: 'recording.webm', contentType: 'audio/webm' })
        .expect(200);
      expect(res.body).toEqual({ success: true, text: SENTENCE });
      expect(await usageRows()).toEqual([
        { kind: 'transcribe', outcome: 'ok', engine: 'pocketsphinx', bytes: statSync(file).size },
      ]);
    });

    it('answers 503 for Hindi speech on the English-only local engine, in Hindi and English, naming no settings', async () => {
      const file = speechRecording(fixtures, SENTENCE);
      const res = await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'hi')
        .attach('audio', file, { filename: 'recording.webm', contentType: 'audio/webm' })
        .expect(503);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/Hindi speech recognition is not available/);
      expect(res.body.message).toMatch(/हिंदी बोली/);
      expect(res.body.message).not.toMatch(/AI_|_MODEL|_URL/);
    });

    it('answers 422 with an "unclear" message when the recording holds no speech', async () => {
      const res = await t.http
        .post('/api/transcribe-audio')
        .attach('audio', silence(fixtures), { filename: 'quiet.mp3', contentType: 'audio/mpeg' })
        .expect(422);
      expect(res.body.message).toMatch(/noisy or unclear/);
    });

    it('refuses a PNG renamed to .mp3 with 415 and says what it really is', async () => {
      const png = await renderTextImage('not audio');
      const res = await t.http
        .post('/api/transcribe-audio')
        .attach('audio', png, { filename: 'song.mp3', contentType: 'audio/mpeg' })
        .expect(415);
      expect(res.body).toEqual({
        success: false,
        message: 'This is a PNG image, not an audio file. Please upload audio, video, or image files.',
      });
      expect(await usageRows()).toMatchObject([{ kind: 'transcribe', outcome: 'unsupported' }]);
    });

    it('refuses a file in the wrong multipart field with 400', async () => {
      const res = await t.http
        .post('/api/transcribe-audio')
        .attach('file', Buffer.from('ID3abc'), { filename: 'a.mp3', contentType: 'audio/mpeg' })
        .expect(400);
      expect(res.body.message).toMatch(/multipart field 'audio'/);
    });

    it('answers 413 from the Content-Length alone, before the body is sent, and closes the connection', async () => {
      const port = await listen(t.app.getHttpServer() as Server);
      const boundary = 'likhoboundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="big.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/transcribe-audio',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(300 * MB) },
      });
      req.on('error', () => undefined); // the server closes the socket while we would still be sending
      req.write(head);
      req.write(Buffer.alloc(MB));
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      const body = await new Promise<Buffer>((resolve) => binary(res, (_e, b) => resolve(b)));
      req.destroy();
      (t.app.getHttpServer() as Server).close();
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(body.toString())).toEqual({
        success: false,
        message: 'Please upload audio files smaller than 200MB (approximately 1 hour of audio).',
      });
    });

    it('removes the partial file when the visitor aborts an upload', async () => {
      const port = await listen(t.app.getHttpServer() as Server);
      const boundary = 'likhoboundary';
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/transcribe-audio',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(20 * MB) },
      });
      req.on('error', () => undefined);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.mp3"\r\n\r\n`);
      req.write(Buffer.alloc(4 * MB, 1));
      // wait until the partial upload is on disk, then go away
      await waitFor(() => filesUnder(sessionsDir).length > 0);
      expect(filesUnder(sessionsDir)).toHaveLength(1);
      req.destroy();
      (t.app.getHttpServer() as Server).close();
      // afterEach checks the folder is empty again
    });
  });

  describe('POST /api/extract-image-text', () => {
    it('reads English text exactly from a PNG', async () => {
      const res = await t.http
        .post('/api/extract-image-text')
        .set('X-UI-Language', 'en')
        .set('X-Output-Language', 'english')
        .attach('image', await renderTextImage(ENGLISH_TEXT), { filename: 'en.png', contentType: 'image/png' })
        .expect(200);
      expect(res.body).toEqual({ success: true, text: ENGLISH_TEXT });
      expect(await usageRows()).toMatchObject([{ kind: 'ocr', outcome: 'ok', engine: 'tesseract' }]);
    });

    it('reads Hindi text exactly from a WebP (as the browser sends it) when the interface is Hindi', async () => {
      const webp = toWebp(fixtures, await renderTextImage(HINDI_TEXT), 'hindi');
      const res = await t.http
        .post('/api/extract-image-text')
        .set('X-UI-Language', 'hi')
        .attach('image', webp, { filename: 'hi.webp', contentType: 'image/webp' })
        .expect(200);
      expect(res.body).toEqual({ success: true, text: HINDI_TEXT });
    });

    it('refuses audio renamed to .png with 415', async () => {
      const res = await t.http
        .post('/api/extract-image-text')
        .attach('image', readFileSync(silence(fixtures)), { filename: 'photo.png', contentType: 'image/png' })
        .expect(415);
      expect(res.body.message).toBe(
        'This is an MP3 audio file, not an image. Please upload a PNG, JPEG, WebP, GIF, BMP or TIFF image.',
      );
    });

    it('answers 413 while a body without Content-Length is still arriving', async () => {
      const port = await listen(t.app.getHttpServer() as Server);
      const boundary = 'likhoboundary';
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/extract-image-text',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      });
      req.on('error', () => undefined);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n\r\n`);
      let answered: IncomingMessage | undefined;
      let closed = false;
      // the answer, or the connection closing without one (then the assertion below says so)
      const settled = new Promise<void>((resolve) => {
        req.once('response', (res: IncomingMessage) => {
          answered = res;
          resolve();
        });
        req.once('close', () => {
          closed = true;
          resolve();
        });
      });
      // keep sending 1 MB pieces (never ending the request) until the server answers; give up at 40 MB
      for (let sent = 0; !answered && !closed && sent < 40; sent++) {
        req.write(Buffer.alloc(MB, 7));
        await new Promise((r) => setTimeout(r, 5));
      }
      await settled;
      req.destroy();
      (t.app.getHttpServer() as Server).close();
      expect(answered?.statusCode).toBe(413);
    });
  });

  describe('POST /api/video-to-audio', () => {
    it('returns the sound track as mono 16 kHz mp3 of the same length', async () => {
      const res = await t.http
        .post('/api/video-to-audio')
        .attach('video', smallVideo(fixtures, 3), { filename: 'clip.mp4', contentType: 'video/mp4' })
        .buffer(true)
        .parse(binaryParser)
        .expect(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['server-timing']).toMatch(/^process;dur=\d+(\.\d)?$/);
      const out = join(fixtures, 'clip-audio.mp3');
      writeFileSync(out, res.body as Buffer);
      const probe = probeAudio(out);
      expect(probe).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1, sampleRate: 16000 });
      expect(probe.bitRate).toBeGreaterThanOrEqual(64000);
      expect(Math.abs(probe.duration - 3)).toBeLessThan(0.2);
      expect(await usageRows()).toMatchObject([{ kind: 'video', outcome: 'ok', engine: 'ffmpeg' }]);
    });

    it('answers 422 for a video without sound', async () => {
      const res = await t.http
        .post('/api/video-to-audio')
        .attach('video', smallVideo(fixtures, 1, false, 'mute.mp4'), { filename: 'mute.mp4', contentType: 'video/mp4' })
        .expect(422);
      expect(res.body.message).toBe('This video has no sound track to convert.');
    });

    it('refuses a text file renamed to .mp4 with 415', async () => {
      const res = await t.http
        .post('/api/video-to-audio')
        .attach('video', Buffer.from('hello, this is not a video\n'.repeat(20)), {
          filename: 'movie.mp4',
          contentType: 'video/mp4',
        })
        .expect(415);
      expect(res.body.message).toMatch(/not a video/);
    });

    it('answers 429 "Too many requests" when every job slot is taken', async () => {
      const jobs = t.app.get(MediaService).jobs;
      await jobs.acquire();
      await jobs.acquire();
      try {
        const res = await t.http
          .post('/api/video-to-audio')
          .attach('video', smallVideo(fixtures, 1), { filename: 'clip.mp4', contentType: 'video/mp4' })
          .expect(429);
        expect(res.body.message).toMatch(/^Too many requests/);
      } finally {
        await jobs.release();
        await jobs.release();
      }
      expect(await usageRows()).toMatchObject([{ kind: 'video', outcome: 'busy' }]);
    });
  });

  describe('chunked video upload', () => {
    const CHUNK = 10 * MB;

    /** A browser: it calls cleanup-session before every upload, which gives it the session cookie chunks need. */
    async function browser() {
      const agent = request.agent(t.app.getHttpServer());
      await agent.post('/api/cleanup-session').send({}).expect(200);
      return agent;
    }

    async function sendChunks(
      agent: ReturnType<typeof request.agent>,
      data: Buffer,
      info: { originalName: string; totalChunks?: number },
    ) {
      const totalChunks = info.totalChunks ?? Math.ceil(data.length / CHUNK);
      const answers = [];
      for (let i = 0; i < totalChunks; i++) {
        const res = await agent
          .post('/api/video-to-audio-chunked')
          .field('chunkIndex', String(i))
          .field('totalChunks', String(totalChunks))
          .field('originalName', info.originalName)
          .field('originalSize', String(data.length))
          .attach('video', data.subarray(i * CHUNK, (i + 1) * CHUNK), {
            filename: 'blob',
            contentType: 'video/quicktime',
          });
        answers.push(res);
      }
      return answers;
    }

    it('reassembles a 60 MB video from 10 MB chunks and converts it', async () => {
      const file = largeRawVideo(fixtures, 4.2);
      const data = readFileSync(file);
      expect(data.length).toBeGreaterThan(60 * MB);
      const agent = await browser();
      const answers = await sendChunks(agent, data, { originalName: 'holiday video.mov' });
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.map((a) => a.body.received)).toEqual(answers.map((_, i) => i + 1));
      const res = await agent
        .post('/api/video-to-audio-process')
        .send({ originalName: 'holiday video.mov', originalSize: data.length, totalChunks: answers.length })
        .buffer(true)
        .parse(binaryParser)
        .expect(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      const out = join(fixtures, 'large-audio.mp3');
      writeFileSync(out, res.body as Buffer);
      const probe = probeAudio(out);
      expect(probe).toMatchObject({ codec: 'mp3', channels: 1, sampleRate: 16000 });
      expect(Math.abs(probe.duration - 4.2)).toBeLessThan(0.2);
      expect(await usageRows()).toEqual([{ kind: 'video', outcome: 'ok', engine: 'ffmpeg', bytes: data.length }]);
    });

    it('keeps a traversal-shaped name out of every path', async () => {
      const agent = await browser();
      const data = readFileSync(smallVideo(fixtures, 1));
      const evil = '../../../../../tmp/likho-evil';
      const [res] = await agent
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '1')
        .field('originalName', evil)
        .field('originalSize', String(data.length))
        .attach('video', data, { filename: '../../likho-evil.mp4', contentType: 'video/mp4' })
        .then((r) => [r]);
      expect(res.status).toBe(200);
      const stored = filesUnder(sessionsDir).map((f) => f.slice(sessionsDir.length));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatch(/^\/[0-9a-f-]{36}\/chunks\/[0-9a-f]{32}\/0\.part$/);
      expect(existsSync('/tmp/likho-evil')).toBe(false);
      expect(readdirSync(uploadRoot).sort()).toEqual(['ocr-data', 'sessions']);
      await agent
        .post('/api/video-to-audio-process')
        .send({ originalName: evil, originalSize: data.length, totalChunks: 1 })
        .expect(200);
    });

    it.each([
      [{ chunkIndex: '3', totalChunks: '3', originalSize: '100' }, 400, /chunkIndex must be below totalChunks/],
      [{ chunkIndex: '-1', totalChunks: '3', originalSize: '100' }, 400, /chunkIndex must be 0 or more/],
      [{ chunkIndex: 'x', totalChunks: '3', originalSize: '100' }, 400, /chunkIndex must be a whole number/],
      [{ chunkIndex: '0', totalChunks: '3', originalSize: String(2 * 1024 * MB) }, 413, /smaller than 1GB/],
      [{ chunkIndex: '0', totalChunks: '1', originalSize: String(200 * MB) }, 400, /at least 4 chunks/],
      [{ chunkIndex: '0', totalChunks: '2', originalSize: '5' }, 400, /more than originalSize/],
    ])('validates chunk fields %j → %d', async (fields, status, message) => {
      const res = await (
        await browser()
      )
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', fields.chunkIndex)
        .field('totalChunks', fields.totalChunks)
        .field('originalName', 'a.mp4')
        .field('originalSize', fields.originalSize)
        .attach('video', Buffer.alloc(64, 0x47), { filename: 'blob', contentType: 'video/mp4' })
        .expect(status);
      expect(res.body.message).toMatch(message);
    });

    it('answers 413 to a process call for an impossible size, with no usage row (1e251 bytes once failed the insert)', async () => {
      const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM usage_events')) as { n: number }[];
      for (const originalSize of [1e251, 2 ** 40]) {
        const res = await (
          await browser()
        )
          .post('/api/video-to-audio-process')
          .send({ originalName: 'a.mp4', originalSize, totalChunks: 3 })
          .expect(413);
        expect(res.body.message).toMatch(/smaller than 1GB/);
      }
      const after = (await t.dataSource.query('SELECT count(*)::int AS n FROM usage_events')) as { n: number }[];
      expect(after[0].n).toBe(before[0].n);
    });

    it('refuses a first chunk that is an image with 415', async () => {
      const png = await renderTextImage('not a video');
      const res = await (
        await browser()
      )
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '1')
        .field('originalName', 'a.mp4')
        .field('originalSize', String(png.length))
        .attach('video', png, { filename: 'blob', contentType: 'video/mp4' })
        .expect(415);
      expect(res.body.message).toMatch(/This is a PNG image, not a video/);
    });

    it('answers 400 for an incomplete upload and deletes the chunks it had', async () => {
      const agent = await browser();
      const data = readFileSync(smallVideo(fixtures, 1));
      const half = Math.ceil(data.length / 2);
      await agent
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '2')
        .field('originalName', 'a.mp4')
        .field('originalSize', String(data.length))
        .attach('video', data.subarray(0, half), { filename: 'blob', contentType: 'video/mp4' })
        .expect(200, { success: true, received: 1 });
      const res = await agent
        .post('/api/video-to-audio-process')
        .send({ originalName: 'a.mp4', originalSize: data.length, totalChunks: 2 })
        .expect(400);
      expect(res.body.message).toMatch(/incomplete: 1 of 2 chunks/);
    });

    it('cleanup-session removes chunks waiting for this visitor', async () => {
      const agent = await browser();
      const data = readFileSync(smallVideo(fixtures, 1));
      await agent
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '2')
        .field('originalName', 'a.mp4')
        .field('originalSize', String(data.length * 2))
        .attach('video', data, { filename: 'blob', contentType: 'video/mp4' })
        .expect(200);
      expect(filesUnder(sessionsDir)).toHaveLength(1);
      await agent.post('/api/cleanup-session').send({}).expect(200, { success: true });
      expect(filesUnder(sessionsDir)).toEqual([]);
    });
  });

  it('the sweeper removes upload folders older than UPLOAD_MAX_AGE_MS and keeps fresh ones', async () => {
    const store = t.app.get(UploadStore);
    const stale = join(sessionsDir, '11111111-1111-4111-8111-111111111111', 'chunks', 'a'.repeat(32));
    const fresh = join(sessionsDir, '22222222-2222-4222-8222-222222222222', 'req-x');
    for (const dir of [stale, fresh]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, '0.part'), 'x');
    }
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(stale, '0.part'), old, old);
    utimesSync(stale, old, old);
    expect(await store.sweep()).toBe(1);
    expect(existsSync(join(sessionsDir, '11111111-1111-4111-8111-111111111111'))).toBe(false);
    expect(existsSync(join(fresh, '0.part'))).toBe(true);
    expect(await store.sweep(Date.now() + 2 * 3600_000)).toBe(1);
  });
});

describe('Media with engines missing or an AI provider configured', () => {
  let fixtures: string;

  beforeAll(() => {
    requireMediaTools();
    fixtures = mkdtempSync(join(tmpdir(), 'likho-media-fixtures-'));
  });
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('answers 503 when pocketsphinx and ffmpeg are missing; what to install or set is in health only', async () => {
    const uploads = mkdtempSync(join(fixtures, 'uploads-')); // removed with the fixtures even if boot fails
    const t = await createTestApp({
      UPLOAD_DIR: uploads,
      POCKETSPHINX_PATH: '/nonexistent/pocketsphinx_continuous',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
    });
    try {
      const speech = await t.http
        .post('/api/transcribe-audio')
        .attach('audio', speechRecording(fixtures, SENTENCE), { filename: 'r.webm', contentType: 'audio/webm' })
        .expect(503);
      expect(speech.body.message).toMatch(/^Speech to text is not available on this server\./);
      expect(speech.body.message).not.toMatch(/POCKETSPHINX_PATH|AI_/);
      const video = await t.http
        .post('/api/video-to-audio')
        .attach('video', smallVideo(fixtures, 1), { filename: 'clip.mp4', contentType: 'video/mp4' })
        .expect(503);
      expect(video.body.message).toMatch(/^Video to audio is not available on this server\./);
      expect(video.body.message).not.toMatch(/FFMPEG_PATH/);
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body.engines.speech).toMatchObject({ adapter: 'none', ready: false });
      expect(health.body.engines.speech.detail).toMatch(/POCKETSPHINX_PATH=\/nonexistent\/pocketsphinx_continuous/);
      expect(health.body.engines.speech.detail).toMatch(/AI_BASE_URL, AI_API_KEY and AI_TRANSCRIBE_MODEL/);
      expect(health.body.engines.video).toMatchObject({ adapter: 'none', ready: false });
      expect(health.body.engines.video.detail).toMatch(/install the Debian package ffmpeg or set FFMPEG_PATH/);
      expect(health.body.engines.ocr).toMatchObject({ adapter: 'tesseract', ready: true });
    } finally {
      await expectNoUploadFiles(join(uploads, 'sessions'));
      await t.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('sends audio to an OpenAI-compatible /audio/transcriptions endpoint when AI_TRANSCRIBE_MODEL is set', async () => {
    const seen: { path?: string; auth?: string; body?: string } = {};
    const provider = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        Object.assign(seen, {
          path: req.url,
          auth: req.headers.authorization,
          body: Buffer.concat(parts).toString('latin1'),
        });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ text: ' नमस्ते, आप कैसे हैं? ' }));
      });
    });
    const port = await listen(provider);
    const uploads = mkdtempSync(join(fixtures, 'uploads-')); // removed with the fixtures even if boot fails
    const t = await createTestApp({
      UPLOAD_DIR: uploads,
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'test-key',
      AI_TRANSCRIBE_MODEL: 'whisper-1',
    });
    try {
      await t.reset(); // a shared Postgres server (DATABASE_URL) keeps rows from earlier apps
      const file = speechRecording(fixtures, SENTENCE);
      const res = await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'hi')
        .attach('audio', file, { filename: 'r.webm', contentType: 'audio/webm' })
        .expect(200);
      expect(res.body).toEqual({ success: true, text: 'नमस्ते, आप कैसे हैं?' });
      expect(seen.path).toBe('/v1/audio/transcriptions');
      expect(seen.auth).toBe('Bearer test-key');
      expect(seen.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
      expect(seen.body).toMatch(/filename="audio\.webm"\r\nContent-Type: audio\/webm/i); // not video/webm
      expect(seen.body).toMatch(/name="language"\r\n\r\nhi\r\n/);
      const [row] = await t.dataSource.query('SELECT kind, outcome, engine FROM usage_events');
      expect(row).toEqual({ kind: 'transcribe', outcome: 'ok', engine: 'openai' });
    } finally {
      await expectNoUploadFiles(join(uploads, 'sessions'));
      await t.close();
      provider.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('when the transcription provider fails: English from pocketsphinx, Hindi a clear 503, health degraded', async () => {
    const fake = await FakeOpenAi.start();
    fake.behaviour.transcribe = { status: 500 };
    const uploads = mkdtempSync(join(fixtures, 'uploads-')); // removed with the fixtures even if boot fails
    const t = await createTestApp({
      UPLOAD_DIR: uploads,
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'test-key',
      AI_TRANSCRIBE_MODEL: 'whisper-1',
      AI_BREAKER_FAILURES: '2',
      AI_BREAKER_COOLDOWN_MS: '600000',
    });
    const started = new Date();
    try {
      const file = speechRecording(fixtures, SENTENCE);
      const english = await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'en')
        .attach('audio', file, { filename: 'r.webm', contentType: 'audio/webm' })
        .expect(200);
      expect(english.body).toEqual({ success: true, text: SENTENCE });
      const hindi = await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'hi')
        .attach('audio', file, { filename: 'r.webm', contentType: 'audio/webm' })
        .expect(503);
      expect(hindi.body.message).toBe(SPEECH_AI_DOWN);
      expect(fake.calls('transcribe')).toHaveLength(2);
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body.engines.speech).toMatchObject({ adapter: 'openai', degraded: true });
      expect(health.body.engines.speech.detail).toMatch(/AI provider failing \(2 in a row/);
      // the breaker is open: English goes straight to pocketsphinx, the provider is not asked
      await t.http
        .post('/api/transcribe-audio')
        .set('X-UI-Language', 'en')
        .attach('audio', file, { filename: 'r.webm', contentType: 'audio/webm' })
        .expect(200);
      expect(fake.calls('transcribe')).toHaveLength(2);
      // the usage rows say which engine answered and that it was a fallback
      const rows: { engine: string; outcome: string }[] = await t.dataSource.query(
        "SELECT engine, outcome FROM usage_events WHERE kind = 'transcribe' AND created_at >= $1 ORDER BY created_at",
        [started],
      );
      expect(rows).toHaveLength(3);
      expect(rows[0]).toEqual({ engine: 'pocketsphinx', outcome: 'fallback' });
      expect(rows[1].engine).toBe('openai');
      expect(rows[2]).toEqual({ engine: 'pocketsphinx', outcome: 'fallback' });
    } finally {
      await expectNoUploadFiles(join(uploads, 'sessions'));
      await t.close();
      await fake.close();
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});
