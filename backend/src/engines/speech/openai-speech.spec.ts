import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from 'src/config/app-config';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
import { AiProviderError } from 'src/engines/openai/openai-client';
import { findExecutable } from 'src/engines/video/media-tools';
import { FallbackSpeechEngine } from './fallback-speech';
import { OpenAiSpeechEngine, type OpenAiSpeechSettings } from './openai-speech';
import { SPEECH_AI_DOWN, SpeechUnsupportedError, type SpeechEngine } from './speech-engine';

/** A stand-in for an OpenAI-compatible server: answers each upload with its file name, or a fixed status. */
async function fakeProvider(status = 200): Promise<{ server: Server; url: string; names: string[]; bodies: string[] }> {
  const names: string[] = [];
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('latin1');
      const name = /filename="([^"]+)"/.exec(body)?.[1] ?? '?';
      names.push(name);
      bodies.push(body);
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(status === 200 ? { text: `[${name}]` } : { error: { message: 'nope' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, names, bodies };
}

/** The adapter over the provider factory's transcription capability (no retries: the tests count requests). */
function adapter(url: string, settings: OpenAiSpeechSettings = {}, env: Record<string, string> = {}) {
  const config = loadConfig({
    AI_BASE_URL: url,
    AI_API_KEY: 'k',
    AI_TRANSCRIBE_MODEL: 'whisper-1',
    AI_MAX_RETRIES: '0',
    ...env,
  });
  return new OpenAiSpeechEngine(new AiProviders(config).transcribe!, settings);
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
      const engine = adapter(url, { ffmpeg, maxUploadBytes: 1000, segmentSeconds: 1 });
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

  it('turns a refused key into a provider failure that names AI_API_KEY only in its reason (log, health)', async () => {
    const { server, url } = await fakeProvider(401);
    try {
      const mp3 = tone('short.mp3', 1, ['-c:a', 'libmp3lame']);
      const err = (await adapter(url)
        .transcribe(mp3, opts(dir, 'mp3', 'audio/mpeg'))
        .catch((e: unknown) => e)) as AiProviderError;
      expect(err).toBeInstanceOf(AiProviderError);
      expect(err.kind).toBe('refused_key');
      expect(err.message).not.toMatch(/AI_/);
      expect(err.reason).toMatch(/AI_API_KEY/);
    } finally {
      server.close();
    }
  });

  it('sends the spoken language, a Devanagari prompt for Hindi, and a WebM recording as audio/webm', async () => {
    const { server, url, bodies } = await fakeProvider();
    try {
      const webm = tone('rec.webm', 1, ['-c:a', 'libopus']);
      await adapter(url).transcribe(webm, { ...opts(dir, 'webm', 'video/webm'), language: 'hi' });
      await adapter(url).transcribe(webm, opts(dir, 'webm', 'video/webm'));
      const [hi, en] = bodies;
      expect(hi).toMatch(/name="language"\r\n\r\nhi\r\n/);
      expect(Buffer.from(hi, 'latin1').toString('utf8')).toMatch(/name="prompt"\r\n\r\n[^\r]*हिंदी/);
      expect(hi).toMatch(/filename="audio\.webm"\r\nContent-Type: audio\/webm/i);
      expect(en).toMatch(/name="language"\r\n\r\nen\r\n/);
      expect(en).not.toMatch(/name="prompt"/);
    } finally {
      server.close();
    }
  });

  describe('with the local engine behind it', () => {
    const local: SpeechEngine = { name: 'pocketsphinx', transcribe: () => Promise.resolve({ text: 'local words' }) };

    it('answers English from the local engine and Hindi with a clear message when the provider fails', async () => {
      const { server, url } = await fakeProvider(500);
      try {
        const mp3 = tone('short.mp3', 1, ['-c:a', 'libmp3lame']);
        const engine = new FallbackSpeechEngine(adapter(url), local);
        // the answer names the engine that gave it, for the usage row
        expect(await engine.transcribe(mp3, opts(dir, 'mp3', 'audio/mpeg'))).toEqual({
          text: 'local words',
          fallback: { engine: local.name, reason: expect.stringMatching(/server error \(5xx\)/) },
        });
        const hindi = engine.transcribe(mp3, { ...opts(dir, 'mp3', 'audio/mpeg'), language: 'hi' });
        await expect(hindi).rejects.toBeInstanceOf(SpeechUnsupportedError);
        await expect(hindi).rejects.toThrow(SPEECH_AI_DOWN);
        expect(SPEECH_AI_DOWN).not.toMatch(/AI_/);
      } finally {
        server.close();
      }
    });
  });
});
