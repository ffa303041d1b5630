/**
 * Recording (SPEC §4, §9): MediaRecorder on a mono 44.1 kHz microphone with echo cancellation and noise
 * suppression, the first supported format of webm/opus, webm, mp4, mpeg; a 1 s clock; stops by itself at
 * 3600 s. Stop hands over the audio; Cancel discards it.
 */
import { MAX_SECONDS } from './clock';
import { EmptyRecordingError, MicrophoneError } from './errors';

export { formatClock, MAX_SECONDS } from './clock';
export { EmptyRecordingError, MicrophoneError } from './errors';

export const TICK_MS = 1000;

export const MIME_PREFERENCE = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/mpeg'] as const;

export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 44100,
  echoCancellation: true,
  noiseSuppression: true,
};

/** The first format of the preference list this browser records, or '' to let it choose. */
export function pickMimeType(isSupported: (type: string) => boolean): string {
  return MIME_PREFERENCE.find((t) => isSupported(t)) ?? '';
}

/** A file name whose extension matches the recorded format (the server checks the bytes anyway). */
export function recordingFileName(mimeType: string): string {
  const ext = mimeType.includes('mp4') ? 'm4a' : mimeType.includes('mpeg') ? 'mp3' : 'webm';
  return `recording.${ext}`;
}

/** The parts of MediaRecorder used here (so tests can pass a fake). */
export interface RecorderLike {
  readonly mimeType: string;
  readonly state: string;
  ondataavailable: ((e: BlobEvent) => void) | null;
  onstop: ((e: Event) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface RecordingDeps {
  createRecorder: (stream: MediaStream, mimeType: string) => RecorderLike;
  stream: MediaStream;
  mimeType: string;
  /** Every second with the elapsed seconds. */
  onTick: (seconds: number) => void;
  /** Called once with the audio (Stop, or the 3600 s limit) or an EmptyRecordingError; never after Cancel. */
  onDone: (result: { blob: Blob; name: string } | { error: Error }) => void;
}

/** One recording: start → (Stop | limit) → onDone with the audio, or Cancel → nothing. */
export class RecordingSession {
  private readonly recorder: RecorderLike;
  private readonly chunks: Blob[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private seconds = 0;
  private cancelled = false;
  private finished = false;

  constructor(private readonly deps: RecordingDeps) {
    this.recorder = deps.createRecorder(deps.stream, deps.mimeType);
    this.recorder.ondataavailable = (e) => {
      if (e.data && e.data.size > 0) this.chunks.push(e.data);
    };
    this.recorder.onstop = () => this.finish();
  }

  start(): void {
    this.recorder.start(TICK_MS);
    this.deps.onTick(0);
    this.timer = setInterval(() => {
      this.seconds += 1;
      this.deps.onTick(this.seconds);
      if (this.seconds >= MAX_SECONDS) this.stop();
    }, TICK_MS);
  }

  /** Stop and hand over the audio. */
  stop(): void {
    this.clearTimer();
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    else this.finish();
  }

  /** Stop and throw the audio away. */
  cancel(): void {
    this.cancelled = true;
    this.chunks.length = 0;
    this.stop();
  }

  private clearTimer() {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private finish() {
    if (this.finished) return;
    this.finished = true;
    this.clearTimer();
    for (const track of this.deps.stream.getTracks()) track.stop();
    if (this.cancelled) return;
    const type = this.recorder.mimeType || this.deps.mimeType || 'audio/webm';
    const blob = new Blob(this.chunks, { type });
    if (blob.size === 0) this.deps.onDone({ error: new EmptyRecordingError() });
    else this.deps.onDone({ blob, name: recordingFileName(type) });
  }
}

/** Asks for the microphone and starts a session; a refusal becomes a MicrophoneError. */
export async function startRecording(handlers: Pick<RecordingDeps, 'onTick' | 'onDone'>): Promise<RecordingSession> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
  } catch (err) {
    throw new MicrophoneError(err);
  }
  const supported = typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function';
  const mimeType = supported ? pickMimeType((t) => MediaRecorder.isTypeSupported(t)) : '';
  try {
    const session = new RecordingSession({
      ...handlers,
      stream,
      mimeType,
      createRecorder: (s, type) => new MediaRecorder(s, type ? { mimeType: type } : undefined),
    });
    session.start();
    return session;
  } catch (err) {
    for (const track of stream.getTracks()) track.stop();
    throw new MicrophoneError(err);
  }
}
