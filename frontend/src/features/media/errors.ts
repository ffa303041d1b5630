/**
 * SPEC §8 toasts for recording, file and video processing: which toast an error becomes. Each toast is
 * `media.toast.<id>.title` / `.description` in the translations; `detail` fills {{detail}}.
 */
import { HttpError } from 'src/api/http';
import type { MediaToastId } from 'src/lib/analytics';

export interface MediaToast {
  type: 'error' | 'info';
  id: MediaToastId;
  detail?: string;
}

/** The overall time limit of the server video path ran out (SPEC §9: 600 s). */
export class VideoTimeoutError extends Error {
  constructor() {
    super('Processing timeout: large video processing may take 5-10 minutes');
    this.name = 'VideoTimeoutError';
  }
}

/** Nothing usable came back (an empty transcript or no text in an image). */
export class EmptyResultError extends Error {
  constructor(readonly what: 'speech' | 'text') {
    super(what === 'speech' ? 'No speech recognised: the audio may be noisy or unclear' : 'No text found');
    this.name = 'EmptyResultError';
  }
}

/** Everything an error says, for matching: the full `<status>: <body>` of an HttpError, else the message. */
function fullText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/** The sentence to show: the server's own message when there is one. */
export function displayText(err: unknown): string {
  if (err instanceof HttpError) return err.serverMessage;
  return fullText(err);
}

const status = (err: unknown) => (err instanceof HttpError ? err.status : 0);
const busy = (text: string) => /too many requests/i.test(text);

/** Recording and audio transcription (also the last step of a video). */
export function transcriptionToast(err: unknown): MediaToast {
  const text = fullText(err);
  if (busy(text)) return { type: 'error', id: 'serverBusy' };
  if (/network|fetch/i.test(text)) return { type: 'error', id: 'uploadFailed' };
  if (/noisy|unclear/i.test(text) || (err instanceof EmptyResultError && err.what === 'speech')) {
    return { type: 'error', id: 'audioQuality' };
  }
  if (status(err) === 503) return { type: 'error', id: 'transcriptionUnavailable' };
  return { type: 'error', id: 'transcriptionFailed' };
}

/** Image reading: 'Processing Failed' with the error text. */
export function imageToast(err: unknown): MediaToast {
  const text = fullText(err);
  if (busy(text)) return { type: 'error', id: 'serverBusy' };
  if (err instanceof EmptyResultError) return { type: 'error', id: 'noTextFound' };
  return { type: 'error', id: 'processingFailed', detail: displayText(err) };
}

/** Video to audio (browser converter failed, then the server path). */
export function videoToast(err: unknown): MediaToast {
  if (err instanceof VideoTimeoutError) return { type: 'info', id: 'timeExtended' };
  const text = fullText(err);
  if (busy(text)) return { type: 'error', id: 'serverBusy' };
  if (status(err) === 504 || /timed out|timeout/i.test(text)) return { type: 'error', id: 'videoTimedOut' };
  if (status(err) === 503 || /unavailable/i.test(text)) return { type: 'error', id: 'videoUnavailable' };
  if (status(err) === 415 || /not supported|corrupt/i.test(text)) return { type: 'error', id: 'videoFormat' };
  return { type: 'error', id: 'videoFailed', detail: displayText(err) };
}
