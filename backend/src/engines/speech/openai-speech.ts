import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, toStreamingFile } from 'openai';
import { runTool, ToolError } from 'src/engines/video/media-tools';
import { SpeechEngine, SpeechProviderError, TranscribeOptions } from './speech-engine';

export interface OpenAiSpeechSettings {
  baseURL?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** ffmpeg, to re-encode formats the provider does not take and to split long recordings. */
  ffmpeg?: string;
  /** Files above this size are re-encoded and split (OpenAI accepts 25 MB per request). */
  maxUploadBytes?: number;
  /** Length of one piece when a long recording is split, in seconds. */
  segmentSeconds?: number;
}

/** Formats the /audio/transcriptions endpoint takes as they are. */
const ACCEPTED = new Set(['flac', 'mp3', 'mp4', 'm4a', 'ogg', 'wav', 'webm', 'mpeg']);

/** Speech to text through any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, vLLM, whisper servers). */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSpeechSettings) {
    this.client = new OpenAI({
      baseURL: settings.baseURL || undefined,
      apiKey: settings.apiKey || 'not-needed',
      timeout: settings.timeoutMs,
      maxRetries: 1,
    });
  }

  async transcribe(file: string, opts: TranscribeOptions): Promise<{ text: string }> {
    const size = (await stat(file)).size;
    const maxBytes = this.settings.maxUploadBytes ?? 24 * 1024 * 1024;
    if (ACCEPTED.has(opts.type.ext) && size <= maxBytes) {
      return { text: await this.send(file, `audio.${opts.type.ext}`, opts.type.mime, opts.signal) };
    }
    if (!this.settings.ffmpeg) {
      throw new SpeechProviderError(
        `This ${opts.type.ext} file must be re-encoded before it can be sent to the speech provider, and ffmpeg is not installed: install the Debian package ffmpeg.`,
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
      texts.push(await this.send(join(opts.workDir, piece), piece, 'audio/mpeg', opts.signal));
    }
    return { text: texts.filter(Boolean).join(' ') };
  }

  private async send(path: string, name: string, mime: string, signal: AbortSignal): Promise<string> {
    try {
      const result = await this.client.audio.transcriptions.create(
        { file: toStreamingFile(createReadStream(path), name, { type: mime }), model: this.settings.model },
        { signal },
      );
      return (result.text ?? '').trim();
    } catch (err) {
      if (err instanceof APIUserAbortError || signal.aborted)
        throw new ToolError('transcription was stopped', '', true);
      if (err instanceof APIConnectionTimeoutError) {
        throw new SpeechProviderError('The speech-to-text provider did not answer in time (AI_TIMEOUT_MS).');
      }
      if (err instanceof APIError && err.status) {
        const hint =
          err.status === 401 || err.status === 403
            ? ' Check AI_API_KEY.'
            : err.status === 404
              ? ' Check AI_BASE_URL and AI_TRANSCRIBE_MODEL.'
              : '';
        throw new SpeechProviderError(`The speech-to-text provider answered ${err.status}.${hint}`, err.status);
      }
      throw new SpeechProviderError(`The speech-to-text provider could not be reached: ${(err as Error).message}`);
    }
  }
}
