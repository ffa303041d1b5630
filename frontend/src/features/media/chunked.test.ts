import { describe, expect, it } from 'vitest';
import { HttpError } from 'src/api/http';
import { retryDelayMs, uploadInChunks } from './chunked';

describe('chunk retry waits (SPEC §9)', () => {
  it('waits 2 s then 4 s after HTTP 429', () => {
    const busy = new HttpError(429, 'Too many requests', '');
    expect([retryDelayMs(busy, 0), retryDelayMs(busy, 1)]).toEqual([2000, 4000]);
  });

  it('waits 0.5 s × 2^attempt after other errors', () => {
    const err = new HttpError(500, '', 'Internal Server Error');
    expect([retryDelayMs(err, 0), retryDelayMs(err, 1)]).toEqual([500, 1000]);
    expect(retryDelayMs(new TypeError('Network error'), 1)).toBe(1000);
  });
});

describe('uploadInChunks', () => {
  const blob = (bytes: number) => new Blob([new Uint8Array(bytes)]);

  it('sends every chunk in order with its index and total and reports overall progress', async () => {
    const sent: [number, number, number][] = [];
    const progress: number[] = [];
    const total = await uploadInChunks(blob(25), {
      chunkBytes: 10,
      send: async (chunk, index, count, onProgress) => {
        sent.push([index, count, chunk.size]);
        onProgress(1);
      },
      onProgress: (f) => progress.push(f),
    });
    expect(total).toBe(3);
    expect(sent).toEqual([
      [0, 3, 10],
      [1, 3, 10],
      [2, 3, 5],
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('retries a failing chunk with the policy waits and goes on when it succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    await uploadInChunks(blob(10), {
      chunkBytes: 10,
      wait: async (ms) => void waits.push(ms),
      send: async () => {
        calls += 1;
        if (calls === 1) throw new HttpError(429, 'Too many requests', '');
        if (calls === 2) throw new HttpError(502, '', 'Bad Gateway');
      },
    });
    expect(calls).toBe(3);
    expect(waits).toEqual([2000, 1000]);
  });

  it('gives up after three attempts with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const err = await uploadInChunks(blob(20), {
      chunkBytes: 10,
      wait: async (ms) => void waits.push(ms),
      send: async () => {
        calls += 1;
        throw new HttpError(429, `{"message":"Too many requests ${calls}"}`, '');
      },
    }).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(waits).toEqual([2000, 4000]);
    expect((err as HttpError).serverMessage).toBe('Too many requests 3');
  });
});
