import type { Language } from '@likho/site/language';

export interface TranscribeOptions {
  /** Spoken language hint taken from the request headers. */
  language: Language;
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
  transcribe(file: string, opts: TranscribeOptions): Promise<Transcript>;
}

export interface Transcript {
  text: string;
  /** Set when another engine than the configured one answered: the engine that did, and why (for usage_events). */
  fallback?: { engine: string; reason: string };
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

/**
 * For visitors (both languages: Hindi speech usually comes with a Hindi interface): Hindi speech needs the AI
 * service, which this server does not have. What an admin must set is in the log, health and the README.
 */
export const HINDI_NOT_AVAILABLE =
  'इस सर्वर पर अभी हिंदी बोली को लिखा नहीं जा सकता: यहाँ केवल अंग्रेज़ी बोली पहचानी जाती है। कृपया अपना हिंदी पाठ टाइप करें, ' +
  'या अंग्रेज़ी में बोलने के लिए इंटरफ़ेस की भाषा अंग्रेज़ी करें। ' +
  '(Hindi speech recognition is not available on this server yet: it understands English speech only. ' +
  'Please type your Hindi text, or switch the interface to English to dictate in English.)';

/** For visitors: the AI service failed and there is no local engine for this speech. */
export const SPEECH_AI_DOWN =
  'अभी बोली को लिखा नहीं जा सका: AI सेवा ने जवाब नहीं दिया। कृपया कुछ मिनट बाद फिर कोशिश करें, या अपना पाठ टाइप करें। ' +
  '(The speech could not be transcribed right now: the AI service did not answer. ' +
  'Please try again in a few minutes, or type your text.)';

/** What an admin must set for speech to text through an OpenAI-compatible provider (log, health, README only). */
export const SPEECH_PROVIDER_HINT =
  'set AI_BASE_URL, AI_API_KEY and AI_TRANSCRIBE_MODEL (a Whisper-class model) for an OpenAI-compatible provider';
