/**
 * The one HTTP mutator every generated hook uses (and media uploads reuse): same-origin, credentials
 * included, the client headers of SPEC §7, and non-OK answers raised as `<status>: <body text or status text>`.
 */
export const CLIENT_APP = 'likho-web';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  /** The server's `message` field when the body is `{ success: false, message }`, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.bodyText || this.message;
  }
}

/** Headers sent with every API call. */
export function clientHeaders(extra?: Record<string, string>): Record<string, string> {
  return { 'X-Client-App': CLIENT_APP, 'X-Request-Time': String(Date.now()), ...extra };
}

export async function http<T>(url: string, options: RequestInit = {}): Promise<T> {
  const headers = new Headers(options.headers);
  for (const [k, v] of Object.entries(clientHeaders())) headers.set(k, v);
  const res = await fetch(url, { ...options, headers, credentials: 'include' });
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await res.json()) as T;
  return (await res.blob()) as T;
}

/** Message for a toast: the server's own sentence when there is one. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return String(err);
}

export default http;

/** Orval reads these: generated hooks type their errors as HttpError. */
export type ErrorType<_E> = HttpError;
export type BodyType<B> = B;
