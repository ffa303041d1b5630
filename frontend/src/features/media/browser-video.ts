/**
 * Video → audio in the browser with ffmpeg.wasm (SPEC §9): the single-thread core, its files from this app
 * (/vendor); 30 s to start; mono 16 kHz mp3 at 96 kbps. When the converter cannot start here, that is remembered and later
 * videos go straight to the server.
 */
import { storage } from 'src/lib/storage';
import { FFMPEG } from './vendor/paths';

export const START_TIMEOUT_MS = 30_000;
export const FAILED_KEY = 'likho.browserVideo.failed';

/** Why the browser converter failed (SPEC §8); each one falls back to the server. */
export type BrowserVideoFailure = 'noSharedMemory' | 'network' | 'noWebAssembly' | 'startTimeout' | 'unknown';

export class BrowserVideoError extends Error {
  constructor(
    readonly reason: BrowserVideoFailure,
    detail: string,
  ) {
    super(`In-browser video conversion failed (${reason}): ${detail}`);
    this.name = 'BrowserVideoError';
  }
}

export const browserVideoFailedBefore = () => storage.get(FAILED_KEY) === '1';

export function classifyFailure(err: unknown): BrowserVideoFailure {
  if (err instanceof BrowserVideoError) return err.reason;
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  if (/SharedArrayBuffer|shared memory/i.test(text)) return 'noSharedMemory';
  if (/WebAssembly/i.test(text) && /not (defined|supported)/i.test(text)) return 'noWebAssembly';
  if (/network|fetch|failed to load|import/i.test(text)) return 'network';
  return 'unknown';
}

export interface BrowserVideoOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Extracts the sound track of `file` as mp3; throws a BrowserVideoError on any failure. */
export async function extractAudioInBrowser(file: File, o: BrowserVideoOptions = {}): Promise<Blob> {
  if (typeof WebAssembly !== 'object') throw new BrowserVideoError('noWebAssembly', 'WebAssembly is not supported');
  const { FFmpeg } = await import('@ffmpeg/ffmpeg');
  const ffmpeg = new FFmpeg();
  const stop = () => ffmpeg.terminate();
  o.signal?.addEventListener('abort', stop, { once: true });
  let started = false;
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        ffmpeg.terminate();
        reject(new BrowserVideoError('startTimeout', `the converter did not start within ${START_TIMEOUT_MS} ms`));
      }, START_TIMEOUT_MS);
    });
    try {
      await Promise.race([ffmpeg.load({ ...FFMPEG }), timeout]);
    } finally {
      clearTimeout(timer);
    }
    started = true;
    ffmpeg.on('progress', ({ progress }) => {
      if (progress >= 0 && progress <= 1) o.onProgress?.(progress);
    });
    // WORKERFS reads the File in place: a large video is never copied into WebAssembly memory
    await ffmpeg.createDir('/in');
    await ffmpeg.mount('WORKERFS' as Parameters<typeof ffmpeg.mount>[0], { files: [file] }, '/in');
    const code = await ffmpeg.exec([
      '-i', `/in/${file.name}`, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '96k', '/out.mp3',
    ]); // prettier-ignore
    if (code !== 0) throw new BrowserVideoError('unknown', `ffmpeg exited with code ${code}`);
    const data = await ffmpeg.readFile('/out.mp3');
    if (typeof data === 'string' || data.byteLength === 0) throw new BrowserVideoError('unknown', 'no audio produced');
    return new Blob([new Uint8Array(data)], { type: 'audio/mpeg' });
  } catch (err) {
    const reason = classifyFailure(err);
    // a converter that cannot start here will not start next time either: remember it (SPEC §9)
    if (!started && !o.signal?.aborted) storage.set(FAILED_KEY, '1');
    if (o.signal?.aborted) throw o.signal.reason;
    throw err instanceof BrowserVideoError ? err : new BrowserVideoError(reason, String(err));
  } finally {
    o.signal?.removeEventListener('abort', stop);
    ffmpeg.terminate();
  }
}
