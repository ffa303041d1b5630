/** SPEC §9: a large video goes up in 10 MB chunks, each with 3 attempts and a wait between them. */
import { HttpError } from 'src/api/http';
import { MEDIA_LIMITS } from './limits';

export const CHUNK_ATTEMPTS = 3;

/**
 * Wait before attempt `attempt + 1` after a failed attempt (`attempt` counts from 0): on HTTP 429 it doubles
 * from 2 s (2 s, then 4 s); after other errors it is 0.5 s × 2^attempt (0.5 s, then 1 s).
 */
export function retryDelayMs(err: unknown, attempt: number): number {
  if (err instanceof HttpError && err.status === 429) return 2000 * 2 ** attempt;
  return 500 * 2 ** attempt;
}

const isAbort = (err: unknown) => (err as { name?: string })?.name === 'AbortError';

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

export interface ChunkedUploadDeps {
  /** Sends chunk `index`; `onProgress` gets the share of this chunk sent, 0 to 1. */
  send: (chunk: Blob, index: number, total: number, onProgress: (fraction: number) => void) => Promise<unknown>;
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Overall share of the file sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  chunkBytes?: number;
}

/** Uploads `file` chunk by chunk; the last error is raised when a chunk fails three times. */
export async function uploadInChunks(file: Blob, deps: ChunkedUploadDeps): Promise<number> {
  const size = deps.chunkBytes ?? MEDIA_LIMITS.chunkBytes;
  const total = Math.max(1, Math.ceil(file.size / size));
  const wait = deps.wait ?? ((ms: number) => sleep(ms, deps.signal));
  for (let index = 0; index < total; index++) {
    const start = index * size;
    const chunk = file.slice(start, Math.min(file.size, start + size));
    for (let attempt = 0; ; attempt++) {
      try {
        await deps.send(chunk, index, total, (f) => deps.onProgress?.((start + f * chunk.size) / file.size));
        break;
      } catch (err) {
        if (isAbort(err) || deps.signal?.aborted || attempt + 1 >= CHUNK_ATTEMPTS) throw err;
        await wait(retryDelayMs(err, attempt));
      }
    }
  }
  deps.onProgress?.(1);
  return total;
}
