/** Spoken language hint taken from the request headers. */
export type SpeechLanguage = 'en' | 'hi';

export interface TranscribeOptions {
  language: SpeechLanguage;
  /** Aborts the job (time limit reached or the visitor went away). */
  signal: AbortSignal;
  /** A private scratch folder for this job; removed by the caller. */
  workDir: string;
  /** What the file really is (from its magic bytes), e.g. { ext: 'webm', mime: 'video/webm' }. */
  type: { ext: string; mime: string };
}

/** Port: speech to text. */
export interface SpeechEngine {
  /** Adapter name recorded in usage_events (pocketsphinx, openai). */
  readonly name: string;
  transcribe(file: string, opts: TranscribeOptions): Promise<{ text: string }>;
}

/** The engine cannot serve this request (e.g. Hindi on an English-only engine); the message says what to do. */
export class SpeechUnsupportedError extends Error {}

/** The provider refused or failed (network, auth, bad answer). */
export class SpeechProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What an admin must set for speech to text through an OpenAI-compatible provider. */
export const SPEECH_PROVIDER_HINT =
  'set AI_BASE_URL, AI_API_KEY and AI_TRANSCRIBE_MODEL (a Whisper-class model) for an OpenAI-compatible provider';
