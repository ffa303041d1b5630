import { describe, expect, it } from 'vitest';
import { BrowserVideoError, chooseCore, classifyFailure } from './browser-video';
import { FFMPEG } from './vendor/paths';

describe('ffmpeg.wasm core choice', () => {
  it('uses the multi-thread core only when the page is cross-origin isolated with shared memory', () => {
    expect(chooseCore(true, true)).toBe(FFMPEG.multi);
    expect(chooseCore(false, true)).toBe(FFMPEG.single);
    expect(chooseCore(true, false)).toBe(FFMPEG.single);
  });

  it('serves every core file from this app, never a CDN', () => {
    for (const url of [...Object.values(FFMPEG.single), ...Object.values(FFMPEG.multi)]) {
      expect(url.startsWith('/vendor/')).toBe(true);
    }
  });
});

describe('browser conversion failures (SPEC §8)', () => {
  it('names the four kinds', () => {
    expect(classifyFailure(new ReferenceError('SharedArrayBuffer is not defined'))).toBe('noSharedMemory');
    expect(classifyFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
    expect(classifyFailure(new Error('WebAssembly is not supported'))).toBe('noWebAssembly');
    expect(classifyFailure(new BrowserVideoError('startTimeout', 'slow'))).toBe('startTimeout');
    expect(classifyFailure(new Error('something odd'))).toBe('unknown');
  });
});
