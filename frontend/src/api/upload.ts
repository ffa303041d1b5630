/**
 * Uploads with progress (the media features: fetched with their code, not with the page): the client headers
 * and the errors of the mutator (./http).
 */
import { clientHeaders, HttpError } from './http';

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
