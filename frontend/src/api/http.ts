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

export interface UploadOptions {
  /** Called with the share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra headers (e.g. X-UI-Language, X-Output-Language); the client headers are always added. */
  headers?: Record<string, string>;
  /** 'json' (default) parses the answer; 'blob' returns it as a Blob (the mp3 of video-to-audio). */
  responseType?: 'json' | 'blob';
}

/**
 * A multipart POST with real upload progress (fetch cannot report it): XMLHttpRequest with credentials and
 * the client headers; a non-OK answer raises the same HttpError as the mutator, a lost connection a
 * "Network error" and an abort an AbortError.
 */
export function uploadWithProgress<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, headers, responseType = 'json' } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [k, v] of Object.entries(clientHeaders(headers))) xhr.setRequestHeader(k, v);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }
    xhr.onload = () => {
      done();
      const blob = xhr.response as Blob;
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && responseType === 'blob') return resolve(blob as T);
      blob.text().then((text) => {
        if (!ok) return reject(new HttpError(xhr.status, text, xhr.statusText));
        try {
          resolve(JSON.parse(text) as T);
        } catch {
          reject(new HttpError(xhr.status, text, 'Invalid JSON answer'));
        }
      }, reject);
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error: the upload failed to fetch'));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(body);
  });
}
