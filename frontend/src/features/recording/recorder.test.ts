import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EmptyRecordingError,
  formatClock,
  MAX_SECONDS,
  pickMimeType,
  recordingFileName,
  RecordingSession,
  type RecorderLike,
  type RecordingDeps,
} from './recorder';

describe('recording helpers', () => {
  it('formats the timer as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(MAX_SECONDS)).toBe('60:00');
  });

  it('prefers webm/opus, then webm, mp4, mpeg', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/mp4' || t === 'audio/mpeg')).toBe('audio/mp4');
    expect(pickMimeType((t) => t === 'audio/mpeg')).toBe('audio/mpeg');
    expect(pickMimeType(() => false)).toBe('');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
  });
});

class FakeRecorder implements RecorderLike {
  state = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  constructor(private readonly data: Blob[]) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    for (const d of this.data) this.ondataavailable?.({ data: d } as BlobEvent);
    this.onstop?.(new Event('stop'));
  }
}

describe('RecordingSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function session(data: Blob[]) {
    const ticks: number[] = [];
    const done: Parameters<RecordingDeps['onDone']>[0][] = [];
    const stopped: string[] = [];
    const stream = { getTracks: () => [{ stop: () => stopped.push('track') }] } as unknown as MediaStream;
    const s = new RecordingSession({
      stream,
      mimeType: 'audio/webm;codecs=opus',
      createRecorder: () => new FakeRecorder(data),
      onTick: (n) => ticks.push(n),
      onDone: (r) => done.push(r),
    });
    return { s, ticks, done, stopped };
  }

  it('ticks every second and hands over the audio on Stop, releasing the microphone', () => {
    const { s, ticks, done, stopped } = session([new Blob(['abc'])]);
    s.start();
    vi.advanceTimersByTime(3000);
    s.stop();
    expect(ticks).toEqual([0, 1, 2, 3]);
    expect(done).toHaveLength(1);
    const result = done[0] as { blob: Blob; name: string };
    expect(result.blob.size).toBe(3);
    expect(result.name).toBe('recording.webm');
    expect(stopped).toEqual(['track']);
  });

  it('stops by itself at 3600 s', () => {
    const { s, ticks, done } = session([new Blob(['abc'])]);
    s.start();
    vi.advanceTimersByTime(MAX_SECONDS * 1000 + 5000);
    expect(ticks.at(-1)).toBe(MAX_SECONDS);
    expect(done).toHaveLength(1);
  });

  it('discards the audio on Cancel', () => {
    const { s, done, stopped } = session([new Blob(['abc'])]);
    s.start();
    vi.advanceTimersByTime(2000);
    s.cancel();
    expect(done).toEqual([]);
    expect(stopped).toEqual(['track']);
  });

  it('reports an empty recording', () => {
    const { s, done } = session([]);
    s.start();
    s.stop();
    expect((done[0] as { error: Error }).error).toBeInstanceOf(EmptyRecordingError);
  });
});
