import { Logger } from '@nestjs/common';
import { AiProviderError } from 'src/engines/openai/openai-client';
import {
  SPEECH_AI_DOWN,
  SpeechEngine,
  SpeechUnsupportedError,
  TranscribeOptions,
  type Transcript,
} from './speech-engine';

/**
 * The AI speech engine with the local one behind it: when the provider fails (timeout, refused connection,
 * 429/5xx, an unusable answer, or its circuit breaker is open), English speech is transcribed by pocketsphinx;
 * Hindi speech (and English without pocketsphinx) gets a clear message in both languages (503).
 */
export class FallbackSpeechEngine implements SpeechEngine {
  readonly name: string;
  private readonly logger = new Logger('SpeechEngine');

  constructor(
    private readonly ai: SpeechEngine,
    private readonly local: SpeechEngine | undefined,
  ) {
    this.name = ai.name;
  }

  async transcribe(file: string, opts: TranscribeOptions): Promise<Transcript> {
    try {
      return await this.ai.transcribe(file, opts);
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      const local = opts.language === 'en' ? this.local : undefined;
      this.logger.warn(
        `AI transcription failed (${err.reason}); ${local ? `${local.name} transcribes this recording` : 'no local engine for this language'}`,
      );
      if (!local) throw new SpeechUnsupportedError(SPEECH_AI_DOWN);
      const { text } = await local.transcribe(file, opts);
      return { text, fallback: { engine: local.name, reason: err.reason } };
    }
  }
}
