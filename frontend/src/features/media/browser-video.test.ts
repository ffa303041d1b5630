import { describe, expect, it } from 'vitest';
import { BrowserVideoError, classifyFailure } from './browser-video';
import { FFMPEG } from './vendor/paths';

describe('ffmpeg.wasm core', () => {
  it('serves every core file from this app, never a CDN', () => {
    for (const url of Object.values(FFMPEG)) {
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
