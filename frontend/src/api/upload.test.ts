import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http';
import { uploadWithProgress } from './upload';

/** A minimal XMLHttpRequest double: records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  headers: Record<string, string> = {};
  body: unknown;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    onload?: () => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.response = new Blob([body]);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('posts with credentials and the client headers, reports progress and parses JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const body = new FormData();
    const pending = uploadWithProgress<{ text: string }>('/api/transcribe-audio', body, {
      onProgress: (f) => progress.push(f),
      headers: { 'X-UI-Language': 'en', 'X-Output-Language': 'english' },
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/transcribe-audio', true, body]);
    expect(xhr.headers['X-Client-App']).toBe('likho-web');
    expect(Number(xhr.headers['X-Request-Time'])).toBeGreaterThan(1_600_000_000_000);
    expect(xhr.headers['X-UI-Language']).toBe('en');
    expect(xhr.headers['X-Output-Language']).toBe('english');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onload?.();
    xhr.answer(200, '{"text":"hello"}');
    await expect(pending).resolves.toEqual({ text: 'hello' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('raises "<status>: <body>" like the mutator for a non-OK answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadWithProgress('/api/x', new FormData());
    FakeXhr.last.answer(413, '{"success":false,"message":"Too big"}');
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('413: {"success":false,"message":"Too big"}');
    const empty = uploadWithProgress('/api/x', new FormData());
    FakeXhr.last.answer(503, '', 'Service Unavailable');
    await expect(empty).rejects.toThrow('503: Service Unavailable');
  });

  it('returns a Blob when asked, and a network error mentions the network', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const audio = uploadWithProgress<Blob>('/api/video-to-audio', new FormData(), { responseType: 'blob' });
    FakeXhr.last.answer(200, 'ID3');
    expect(await (await audio).text()).toBe('ID3');
    const lost = uploadWithProgress('/api/x', new FormData());
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toThrow(/Network error/);
  });

  it('aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadWithProgress('/api/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
