import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { toStreamingFile } from 'openai';
import type { AiCapabilityClient } from 'src/engines/ai-provider/ai-provider';
import { runTool, ToolError } from 'src/engines/video/media-tools';
import { SpeechEngine, SpeechUnsupportedError, TranscribeOptions } from './speech-engine';

export interface OpenAiSpeechSettings {
  /** ffmpeg, to re-encode formats the provider does not take and to split long recordings. */
  ffmpeg?: string;
  /** Files above this size are re-encoded and split (OpenAI accepts 25 MB per request). */
  maxUploadBytes?: number;
  /** Length of one piece when a long recording is split, in seconds. */
  segmentSeconds?: number;
}

/** Formats the /audio/transcriptions endpoint takes as they are, with the audio MIME type to send them as. */
const ACCEPTED: Record<string, string> = {
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  mpeg: 'audio/mpeg',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  // a browser recording is sniffed as video/webm (the container); it is audio, and providers want it so
  webm: 'audio/webm',
};

/** A few words in the spoken language's script: Whisper-class models then write Hindi in Devanagari. */
const PROMPTS: Record<TranscribeOptions['language'], string | undefined> = {
  hi: 'नमस्ते। यह हिंदी में बोला गया संदेश है, जिसे देवनागरी लिपि में लिखा गया है।',
  en: undefined,
};

/**
 * Speech to text through any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, vLLM, whisper servers),
 * with the provider factory's client, deadline and circuit breaker. Sends the spoken language (ISO 639-1) and, for
 * Hindi, a prompt in Devanagari. Provider failures come out as AiProviderError (the fallback engine answers them).
 */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai';

  constructor(
    private readonly ai: AiCapabilityClient,
    private readonly settings: OpenAiSpeechSettings = {},
  ) {}

  async transcribe(file: string, opts: TranscribeOptions): Promise<{ text: string }> {
    const size = (await stat(file)).size;
    const maxBytes = this.settings.maxUploadBytes ?? 24 * 1024 * 1024;
    const mime = ACCEPTED[opts.type.ext];
    if (mime && size <= maxBytes) {
      return { text: await this.send(file, `audio.${opts.type.ext}`, mime, opts) };
    }
    if (!this.settings.ffmpeg) {
      throw new SpeechUnsupportedError(
        `This ${opts.type.ext} recording cannot be transcribed on this server. Please upload MP3, WAV, M4A or WebM audio.`,
      );
    }
    // compact mono 16 kHz mp3 in pieces the provider accepts (64 kbps: about 4.8 MB per 10 minutes)
    const pattern = join(opts.workDir, 'piece-%04d.mp3');
    await runTool(
      this.settings.ffmpeg,
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', '64k',
        '-f', 'segment', '-segment_time', String(this.settings.segmentSeconds ?? 600), '-reset_timestamps', '1', pattern],
      { signal: opts.signal },
    ); // prettier-ignore
    const pieces = (await readdir(opts.workDir)).filter((f) => /^piece-\d{4}\.mp3$/.test(f)).sort();
    const texts: string[] = [];
    for (const piece of pieces) {
      texts.push(await this.send(join(opts.workDir, piece), piece, 'audio/mpeg', opts));
    }
    return { text: texts.filter(Boolean).join(' ') };
  }

  private async send(path: string, name: string, mime: string, opts: TranscribeOptions): Promise<string> {
    const prompt = PROMPTS[opts.language];
    try {
      return await this.ai.call(
        async (signal) => {
          const result = await this.ai.client.audio.transcriptions.create(
            {
              file: toStreamingFile(createReadStream(path), name, { type: mime }),
              model: this.ai.model,
              language: opts.language,
              ...(prompt ? { prompt } : {}),
            },
            { signal },
          );
          return (result.text ?? '').trim();
        },
        { signal: opts.signal },
      );
    } catch (err) {
      if (opts.signal.aborted) throw new ToolError('transcription was stopped', '', true);
      throw err;
    }
  }
}
