import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createServer as createHttpsServer, request as httpsRequest, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { Express } from 'express';
import request from 'supertest';
import { UploadStore } from 'src/modules/media/upload-store';
import { createTestApp, TestApp } from './support/test-app';

// generous limits for booting apps on a busy shared machine (a limit, not a timing assertion)
jest.setTimeout(240_000);

/** The first bytes of an mp4: enough for the type sniffer to take it for a video. */
const MP4 = Buffer.concat([Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'), Buffer.alloc(100, 1)]);
const UNAVAILABLE = 'Uploads are temporarily unavailable on this server. Please try again in a few minutes.';

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
}

/** A multipart/form-data body by hand (so it can be broken on purpose). */
function form(boundary: string, parts: Part[], { complete = true } = {}): Buffer {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    pieces.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    pieces.push(Buffer.from('\r\n'));
  }
  if (complete) return Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]);
  // cut inside the last part's content: no closing boundary
  const body = Buffer.concat(pieces);
  return body.subarray(0, body.length - 40);
}

const CHUNK_FIELDS = { chunkIndex: '0', totalChunks: '1', originalName: 'clip.mp4', originalSize: String(MP4.length) };

/** The four upload routes with a body each would accept. */
const UPLOAD_ROUTES: { path: string; parts: Part[] }[] = [
  { path: '/api/transcribe-audio', parts: [{ name: 'audio', value: MP4, filename: 'a.mp4' }] },
  { path: '/api/extract-image-text', parts: [{ name: 'image', value: MP4, filename: 'a.png' }] },
  { path: '/api/video-to-audio', parts: [{ name: 'video', value: MP4, filename: 'a.mp4' }] },
  {
    path: '/api/video-to-audio-chunked',
    parts: [
      ...Object.entries(CHUNK_FIELDS).map(([name, value]) => ({ name, value })),
      { name: 'video', value: MP4, filename: 'blob' },
    ],
  },
];

/** Every POST of the contract that is not an upload (JSON body or none). */
function jsonOperations(): string[] {
  const spec = JSON.parse(fs.readFileSync(join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method, op]) => method === 'post' && !op.requestBody?.content?.['multipart/form-data'])
      .map(() => path),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name));
}

/** Polls until `done()` or about 60 s have passed (nothing here asserts on time). */
async function waitFor(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
}

/** An agent that carries the session cookie (chunked uploads need it). */
async function visitor(t: TestApp): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(t.app.getHttpServer());
  await agent.get('/api/stats').expect(200);
  return agent;
}

describe('Bad requests get a 4xx with a clear message, never a 500', () => {
  let t: TestApp;
  let uploadRoot: string;
  let sessionsDir: string;
  let agent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    uploadRoot = fs.mkdtempSync(join(tmpdir(), 'likho-bad-requests-'));
    t = await createTestApp({
      UPLOAD_DIR: uploadRoot,
      THROTTLE_LIMIT: '1000',
      PUBLIC_URL: 'https://likho.example',
      TRUST_PROXY_HOPS: '1',
    });
    sessionsDir = t.app.get(UploadStore).sessionsDir;
    agent = await visitor(t);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(uploadRoot, { recursive: true, force: true });
  });
  afterEach(async () => {
    await agent.post('/api/cleanup-session').send({}).expect(200);
    // request folders go when the response closes, just after the client has the answer
    await waitFor(() => fs.readdirSync(sessionsDir).length === 0);
    expect(filesUnder(sessionsDir)).toEqual([]);
  });

  describe('malformed multipart on every upload route', () => {
    const cases = UPLOAD_ROUTES.flatMap((route) => [
      {
        route: route.path,
        what: 'no boundary',
        type: 'multipart/form-data',
        body: form('likho-b', route.parts),
        message: 'The upload could not be read: the multipart boundary is missing from the Content-Type header.',
      },
      {
        route: route.path,
        what: 'a boundary that does not match the body',
        type: 'multipart/form-data; boundary=likho-header',
        body: form('likho-body', route.parts),
        message: 'The upload could not be read: the form data is incomplete or malformed.',
      },
      {
        route: route.path,
        what: 'a truncated body',
        type: 'multipart/form-data; boundary=likho-b',
        body: form('likho-b', route.parts, { complete: false }),
        message: 'The upload could not be read: the form data is incomplete or malformed.',
      },
    ]);

    it.each(cases)('$route with $what answers 400', async ({ route, type, body, message }) => {
      const res = await agent.post(route).set('Content-Type', type).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('still accepts a well-formed chunk after all that', async () => {
      const route = UPLOAD_ROUTES[3];
      await agent
        .post(route.path)
        .set('Content-Type', 'multipart/form-data; boundary=likho-b')
        .send(form('likho-b', route.parts))
        .expect(200, { success: true, received: 1 });
    });
  });

  describe('deeply nested JSON', () => {
    const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

    it('answers 400 to enhancements holding arrays 5,000 deep (a 10 kB body) on process-text', async () => {
      const body = `{"inputText":"Hello there.","enhancements":${deepArrays(5000)}}`;
      expect(body.length).toBeGreaterThan(10_000);
      const res = await t.http.post('/api/process-text').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'The request body is nested too deeply.' });
    });

    const operations = jsonOperations();
    it('the contract has JSON operations to try', () => {
      expect(operations).toEqual(
        expect.arrayContaining(['/api/process-text', '/api/feedback', '/api/cleanup-session']),
      );
    });

    it.each(operations)('POST %s answers 400 to objects 5,000 deep', async (path) => {
      const res = await t.http
        .post(path)
        .set('Content-Type', 'application/json')
        .send(`{"x":${deepObjects(5000)}}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'The request body is nested too deeply.' });
    });

    it('still validates ordinary nesting field by field', async () => {
      const res = await t.http
        .post('/api/process-text')
        .send({ inputText: 'Hello there.', enhancements: [[['grammar']]] })
        .expect(400);
      expect(res.body.message).not.toMatch(/nested too deeply/);
    });
  });

  describe('chunk numbers are strict decimal integers', () => {
    const bad = ['', ' 0', '0x0', '0 ', '1e0', '0.0', '+0'];
    const cases = (['chunkIndex', 'totalChunks', 'originalSize'] as const).flatMap((field) =>
      bad.map((value) => ({ field, value })),
    );

    it.each(cases)('$field=$value answers 400', async ({ field, value }) => {
      const fields: Record<string, string> = { ...CHUNK_FIELDS, [field]: value };
      let req = agent.post('/api/video-to-audio-chunked');
      for (const [name, v] of Object.entries(fields)) req = req.field(name, v);
      const res = await req.attach('video', MP4, { filename: 'blob', contentType: 'video/mp4' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field} must be a whole number`));
    });

    it.each(['', ' 1', '0x1', '1.0'])('video-to-audio-process refuses totalChunks %j with 400', async (value) => {
      const res = await agent
        .post('/api/video-to-audio-process')
        .send({ originalName: 'clip.mp4', originalSize: MP4.length, totalChunks: value });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^totalChunks must be a whole number/);
    });

    it('accepts plain decimal strings and JSON numbers', async () => {
      await agent
        .post('/api/video-to-audio-chunked')
        .field('chunkIndex', '0')
        .field('totalChunks', '2')
        .field('originalName', 'clip.mp4')
        .field('originalSize', String(MP4.length * 2))
        .attach('video', MP4, { filename: 'blob', contentType: 'video/mp4' })
        .expect(200, { success: true, received: 1 });
      const res = await agent
        .post('/api/video-to-audio-process')
        .send({ originalName: 'clip.mp4', originalSize: MP4.length * 2, totalChunks: 2 })
        .expect(400);
      expect(res.body.message).toMatch(/incomplete: 1 of 2 chunks/);
    });
  });

  describe('a full disk', () => {
    afterEach(() => jest.restoreAllMocks());

    /** Writes to the upload folder fail as on a full disk; statfs reports 1 MB free. */
    function fillDisk(): void {
      jest.spyOn(fs, 'createWriteStream').mockImplementation(() => {
        const stream = new PassThrough() as unknown as fs.WriteStream;
        process.nextTick(() =>
          stream.destroy(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
        );
        return stream;
      });
      const real = fsp.statfs;
      jest
        .spyOn(fsp, 'statfs')
        .mockImplementation(async (path) => ({ ...(await real(path)), bavail: 256, bsize: 4096 }) as fs.StatsFs);
    }

    it('answers 503, health says uploads are not ready, and both recover once there is room again', async () => {
      fillDisk();
      const chunk = UPLOAD_ROUTES[3];
      const res = await agent
        .post(chunk.path)
        .set('Content-Type', 'multipart/form-data; boundary=likho-b')
        .send(form('likho-b', chunk.parts));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: UNAVAILABLE });
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body.engines.uploads).toMatchObject({ ready: false });
      expect(health.body.engines.uploads.detail).toMatch(/UPLOAD_DIR.*full/);
      // while not ready, uploads are refused before their body is read
      for (const route of UPLOAD_ROUTES) {
        const again = await agent
          .post(route.path)
          .set('Content-Type', 'multipart/form-data; boundary=likho-b')
          .send(form('likho-b', route.parts));
        expect([again.status, again.body.message]).toEqual([503, UNAVAILABLE]);
      }
      jest.restoreAllMocks();
      await waitFor(async () => (await t.http.get('/api/health')).body.engines.uploads.ready === true);
      expect((await t.http.get('/api/health')).body.engines.uploads).toMatchObject({ ready: true });
      await agent
        .post(chunk.path)
        .set('Content-Type', 'multipart/form-data; boundary=likho-b')
        .send(form('likho-b', chunk.parts))
        .expect(200);
    });
  });

  describe('HSTS only on https answers', () => {
    let tlsDir: string;
    let https: HttpsServer;
    let port: number;

    beforeAll(async () => {
      tlsDir = fs.mkdtempSync(join(tmpdir(), 'likho-tls-'));
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-keyout', join(tlsDir, 'key.pem'), '-out', join(tlsDir, 'cert.pem'),
      ], { stdio: 'ignore' }); // prettier-ignore
      const server = t.app.getHttpAdapter().getInstance() as Express;
      https = createHttpsServer(
        { key: fs.readFileSync(join(tlsDir, 'key.pem')), cert: fs.readFileSync(join(tlsDir, 'cert.pem')) },
        server,
      );
      https.listen(0, '127.0.0.1');
      await once(https, 'listening');
      port = (https.address() as AddressInfo).port;
    });
    afterAll(() => {
      https?.close();
      fs.rmSync(tlsDir, { recursive: true, force: true });
    });

    it('sends Strict-Transport-Security over TLS', async () => {
      const req = httpsRequest({ host: '127.0.0.1', port, path: '/api/health', rejectUnauthorized: false });
      req.end();
      const [res] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
      res.resume();
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    });

    it('does not send it on a plain http answer, even with an https PUBLIC_URL', async () => {
      const res = await t.http.get('/api/health');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends it when a trusted proxy says the visitor came over https', async () => {
      const res = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    });
  });
});

describe('An upload folder that cannot be used', () => {
  let base: string;
  let t: TestApp;
  let errors: string[];

  beforeAll(async () => {
    base = fs.mkdtempSync(join(tmpdir(), 'likho-unwritable-'));
    // a file where a folder should be: not writable for any user, root included
    fs.writeFileSync(join(base, 'blocked'), 'not a folder');
    errors = [];
    const real = Logger.prototype.error;
    jest.spyOn(Logger.prototype, 'error').mockImplementation(function (this: Logger, message: unknown, ...rest) {
      errors.push(String(message));
      return real.call(this, message, ...rest);
    });
    t = await createTestApp({
      UPLOAD_DIR: join(base, 'blocked', 'uploads'),
      PUBLIC_URL: 'https://likho.example',
      TRUST_PROXY_HOPS: '0',
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('does not stop the boot, and the log line names UPLOAD_DIR', () => {
    expect(errors.join('\n')).toMatch(/UPLOAD_DIR=.*blocked\/uploads/);
  });

  it('answers 503 with a clear message on every upload route', async () => {
    const agent = await visitor(t);
    for (const route of UPLOAD_ROUTES) {
      const res = await agent
        .post(route.path)
        .set('Content-Type', 'multipart/form-data; boundary=likho-b')
        .send(form('likho-b', route.parts));
      expect([route.path, res.status, res.body]).toEqual([route.path, 503, { success: false, message: UNAVAILABLE }]);
    }
    const processed = await agent
      .post('/api/video-to-audio-process')
      .send({ originalName: 'clip.mp4', originalSize: 100, totalChunks: 1 });
    expect([processed.status, processed.body.message]).toEqual([503, UNAVAILABLE]);
  });

  it('reports uploads not ready in /api/health, and the rest of the API keeps working', async () => {
    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.database).toBe('up');
    expect(health.body.status).not.toBe('ok');
    expect(health.body.engines.uploads).toMatchObject({ adapter: 'disk', ready: false, degraded: true });
    expect(health.body.engines.uploads.detail).toMatch(/UPLOAD_DIR/);
    await t.http.get('/api/stats').expect(200);
  });

  it('does not trust X-Forwarded-Proto without TRUST_PROXY_HOPS', async () => {
    const res = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves uploads again once the folder can be used', async () => {
    fs.rmSync(join(base, 'blocked'));
    await waitFor(async () => (await t.http.get('/api/health')).body.engines.uploads?.ready === true);
    expect((await t.http.get('/api/health')).body.engines.uploads).toMatchObject({ ready: true });
    const agent = await visitor(t);
    const chunk = UPLOAD_ROUTES[3];
    await agent
      .post(chunk.path)
      .set('Content-Type', 'multipart/form-data; boundary=likho-b')
      .send(form('likho-b', chunk.parts))
      .expect(200, { success: true, received: 1 });
    await agent.post('/api/cleanup-session').send({}).expect(200);
  });
});
