import { runTool, ToolError } from './media-tools';

/** Output of every video → audio job: what the speech engines and the browser path expect. */
export const AUDIO_OUTPUT = { codec: 'libmp3lame', format: 'mp3', channels: 1, sampleRate: 16_000, kbps: 96 } as const;

/** Port: extracts the sound track of a video as mono 16 kHz mp3. */
export interface VideoEngine {
  readonly name: string;
  /** Writes `output` (mp3); rejects with ToolError (aborted when the signal fired, e.g. time limit or client gone). */
  extractAudio(input: string, output: string, opts: { signal: AbortSignal }): Promise<void>;
}

/** The same conversion as command-line arguments (used by the bench to compare against the ffmpeg CLI). */
export function extractAudioArgs(input: string, output: string): string[] {
  const o = AUDIO_OUTPUT;
  return [
    '-hide_banner', '-nostdin', '-y', '-i', input, '-vn', '-sn', '-dn',
    '-ac', String(o.channels), '-ar', String(o.sampleRate), '-c:a', o.codec, '-b:a', `${o.kbps}k`,
    '-f', o.format, output,
  ]; // prettier-ignore
}

/** Runs the system ffmpeg (or FFMPEG_PATH) with extractAudioArgs: the same command the bench compares against. */
export class FfmpegVideoEngine implements VideoEngine {
  readonly name = 'ffmpeg';

  constructor(private readonly ffmpegPath: string) {}

  async extractAudio(input: string, output: string, opts: { signal: AbortSignal }): Promise<void> {
    if (opts.signal.aborted) throw new ToolError('ffmpeg was stopped', '', true);
    try {
      await runTool(this.ffmpegPath, ['-loglevel', 'error', ...extractAudioArgs(input, output)], {
        signal: opts.signal,
      });
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      throw new ToolError(
        err.aborted ? 'ffmpeg was stopped' : `ffmpeg failed: ${err.stderr.trim() || err.message}`,
        err.stderr,
        err.aborted,
      );
    }
  }
}
