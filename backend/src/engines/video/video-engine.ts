import ffmpeg from 'fluent-ffmpeg';
import { ToolError } from './media-tools';

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

/** fluent-ffmpeg adapter (system ffmpeg preferred, the npm build as fallback: the caller picks the binary). */
export class FluentFfmpegVideoEngine implements VideoEngine {
  readonly name = 'ffmpeg';

  constructor(private readonly ffmpegPath: string) {}

  extractAudio(input: string, output: string, opts: { signal: AbortSignal }): Promise<void> {
    const o = AUDIO_OUTPUT;
    return new Promise((resolvePromise, reject) => {
      if (opts.signal.aborted) return reject(new ToolError('ffmpeg was stopped', '', true));
      const command = ffmpeg(input)
        .setFfmpegPath(this.ffmpegPath)
        .inputOptions(['-nostdin'])
        .noVideo()
        .outputOptions(['-sn', '-dn'])
        .audioChannels(o.channels)
        .audioFrequency(o.sampleRate)
        .audioCodec(o.codec)
        .audioBitrate(o.kbps)
        .format(o.format)
        .output(output);
      const onAbort = () => command.kill('SIGKILL');
      opts.signal.addEventListener('abort', onAbort, { once: true });
      command
        .on('error', (err: Error, _stdout: string | null, stderr: string | null) => {
          opts.signal.removeEventListener('abort', onAbort);
          const aborted = opts.signal.aborted;
          reject(
            new ToolError(aborted ? 'ffmpeg was stopped' : `ffmpeg failed: ${err.message}`, stderr ?? '', aborted),
          );
        })
        .on('end', () => {
          opts.signal.removeEventListener('abort', onAbort);
          resolvePromise();
        })
        .run();
    });
  }
}
