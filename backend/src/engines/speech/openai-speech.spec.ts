import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findExecutable } from 'src/engines/video/media-tools';
import { OpenAiSpeechEngine } from './openai-speech';
import { SpeechProviderError } from './speech-engine';

/** A stand-in for an OpenAI-compatible server: answers each upload with its file name, or a fixed status. */
async function fakeProvider(status = 200): Promise<{ server: Server; url: string; names: string[] }> {
  const names: string[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const name = /filename="([^"]+)"/.exec(Buffer.concat(parts).toString('latin1'))?.[1] ?? '?';
      names.push(name);
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(status === 200 ? { text: `[${name}]` } : { error: { message: 'nope' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, names };
}

describe('OpenAI-compatible speech adapter', () => {
  let dir: string;
  const ffmpeg = findExecutable('ffmpeg');

  beforeAll(() => {
    if (!ffmpeg) throw new Error('ffmpeg is not installed: run apt-get install ffmpeg (CI installs it)');
    dir = mkdtempSync(join(tmpdir(), 'likho-openai-speech-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function tone(name: string, seconds: number, codec: string[]): string {
    const out = join(dir, name);
    execFileSync(ffmpeg!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=duration=${seconds}`, ...codec, out]);
    return out;
  }

  function opts(workDir: string, ext: string, mime: string) {
    return { language: 'en' as const, signal: new AbortController().signal, workDir, type: { ext, mime } };
  }

  it('re-encodes a large or unsupported recording to mp3 pieces and joins their texts in order', async () => {
    const { server, url, names } = await fakeProvider();
    const workDir = mkdtempSync(join(dir, 'job-'));
    try {
      const engine = new OpenAiSpeechEngine({
        baseURL: url,
        apiKey: 'k',
        model: 'whisper-1',
        timeoutMs: 10_000,
        ffmpeg,
        maxUploadBytes: 1000,
        segmentSeconds: 1,
      });
      const wav = tone('long.wav', 3, ['-c:a', 'pcm_s16le']);
      const { text } = await engine.transcribe(wav, opts(workDir, 'wav', 'audio/wav'));
      // 3 s in 1 s pieces (mp3 frames may leave a short last piece), sent and joined in order
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(names).toEqual(names.map((_, i) => `piece-${String(i).padStart(4, '0')}.mp3`));
      expect(text).toBe(names.map((n) => `[${n}]`).join(' '));
    } finally {
      server.close();
    }
  });

  it('turns a refused key into a message naming AI_API_KEY', async () => {
    const { server, url } = await fakeProvider(401);
    try {
      const engine = new OpenAiSpeechEngine({ baseURL: url, apiKey: 'bad', model: 'whisper-1', timeoutMs: 10_000 });
      const mp3 = tone('short.mp3', 1, ['-c:a', 'libmp3lame']);
      const job = engine.transcribe(mp3, opts(dir, 'mp3', 'audio/mpeg'));
      await expect(job).rejects.toBeInstanceOf(SpeechProviderError);
      await expect(job).rejects.toThrow('The speech-to-text provider answered 401. Check AI_API_KEY.');
    } finally {
      server.close();
    }
  });
});
