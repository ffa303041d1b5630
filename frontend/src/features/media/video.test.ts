import { describe, expect, it } from 'vitest';
import { VideoTimeoutError } from './errors';
import { videoToAudio, type VideoDeps } from './video';

const MB = 1024 * 1024;
const video = (size: number) => ({ name: 'talk.mp4', size }) as File;
const mp3 = new Blob(['mp3'], { type: 'audio/mpeg' });

function deps(over: Partial<VideoDeps> = {}): VideoDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    browserFailedBefore: () => false,
    extractInBrowser: async () => {
      calls.push('browser');
      return mp3;
    },
    uploadWhole: async () => {
      calls.push('whole');
      return mp3;
    },
    uploadChunks: async () => {
      calls.push('chunks');
      return 7;
    },
    processChunks: async (info) => {
      calls.push(`process ${info.originalName} ${info.originalSize} ${info.totalChunks}`);
      return mp3;
    },
    onStage: () => {},
    ...over,
  };
}

describe('video → audio order (SPEC §9)', () => {
  it('uses the browser converter first', async () => {
    const d = deps();
    await expect(videoToAudio(video(10 * MB), d)).resolves.toBe(mp3);
    expect(d.calls).toEqual(['browser']);
  });

  it('falls back to one server request up to 50 MB when the browser converter fails', async () => {
    const failures: unknown[] = [];
    const d = deps({
      extractInBrowser: async () => {
        throw new Error('no WebAssembly');
      },
      onBrowserFailure: (e) => failures.push(e),
    });
    await videoToAudio(video(50 * MB), d);
    expect(d.calls).toEqual(['whole']);
    expect(failures).toHaveLength(1);
  });

  it('skips the browser after a remembered failure and chunks videos over 50 MB, then processes them', async () => {
    const d = deps({ browserFailedBefore: () => true });
    await videoToAudio(video(50 * MB + 1), d);
    expect(d.calls).toEqual(['chunks', `process talk.mp4 ${50 * MB + 1} 7`]);
  });

  it('raises the overall-timeout error when the server path runs out of time', async () => {
    const d = deps({
      browserFailedBefore: () => true,
      timeoutMs: 1,
      uploadWhole: (_f, _p, signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    await expect(videoToAudio(video(MB), d)).rejects.toBeInstanceOf(VideoTimeoutError);
  });
});
