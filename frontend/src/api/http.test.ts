import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, http, HttpError } from './http';

afterEach(() => vi.unstubAllGlobals());

describe('http mutator', () => {
  it('sends credentials and the client headers', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(http('/api/stats', { method: 'GET' })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Client-App')).toBe('likho-web');
    expect(Number(headers.get('X-Request-Time'))).toBeGreaterThan(1_600_000_000_000);
  });

  it('raises "<status>: <body>" for a non-OK answer, and the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"success":false,"message":"Nope"}', { status: 409 }));
    const err = await http('/api/feedback').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('409: {"success":false,"message":"Nope"}');
    expect(errorMessage(err)).toBe('Nope');
    vi.stubGlobal('fetch', async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(http('/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});
