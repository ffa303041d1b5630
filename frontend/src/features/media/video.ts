/**
 * Video → audio (SPEC §9): the browser converter first (unless it failed here before), then the server:
 * one request up to 50 MB, 10 MB chunks and the process call above that, all within 600 s.
 */
import { VideoTimeoutError } from './errors';
import { MEDIA_LIMITS } from './limits';

export const VIDEO_TIMEOUT_MS = 600_000;

export type VideoStage = 'browser' | 'upload' | 'server';

export interface VideoDeps {
  browserFailedBefore: () => boolean;
  extractInBrowser: (file: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<Blob>;
  /** cleanup-session + one request. */
  uploadWhole: (file: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<Blob>;
  /** cleanup-session + chunks with retries; resolves with the number of chunks. */
  uploadChunks: (file: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<number>;
  processChunks: (
    info: { originalName: string; originalSize: number; totalChunks: number },
    signal: AbortSignal,
  ) => Promise<Blob>;
  onStage: (stage: VideoStage, fraction: number | null) => void;
  /** The browser converter failed; the server path follows. */
  onBrowserFailure?: (err: unknown) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function videoToAudio(file: File, deps: VideoDeps): Promise<Blob> {
  const outer = deps.signal ?? new AbortController().signal;
  if (!deps.browserFailedBefore()) {
    deps.onStage('browser', 0);
    try {
      return await deps.extractInBrowser(file, (f) => deps.onStage('browser', f), outer);
    } catch (err) {
      if (outer.aborted) throw err;
      deps.onBrowserFailure?.(err);
    }
  }
  return serverVideoToAudio(file, deps, outer);
}

async function serverVideoToAudio(file: File, deps: VideoDeps, outer: AbortSignal): Promise<Blob> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new VideoTimeoutError()), deps.timeoutMs ?? VIDEO_TIMEOUT_MS);
  const signal = AbortSignal.any([outer, timeout.signal]);
  const upload = (f: number) => deps.onStage(f >= 1 ? 'server' : 'upload', f >= 1 ? null : f);
  try {
    deps.onStage('upload', 0);
    if (file.size <= MEDIA_LIMITS.singleVideoBytes) return await deps.uploadWhole(file, upload, signal);
    const totalChunks = await deps.uploadChunks(file, upload, signal);
    deps.onStage('server', null);
    return await deps.processChunks(
      { originalName: file.name || 'video', originalSize: file.size, totalChunks },
      signal,
    );
  } catch (err) {
    if (timeout.signal.aborted && !outer.aborted) throw new VideoTimeoutError();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
