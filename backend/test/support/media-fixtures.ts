import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findExecutable } from 'src/engines/video/media-tools';

/** Fails (never skips) with the Debian package to install when a tool the media tests need is missing. */
export function requireTool(command: string, debianPackage: string): string {
  const path = findExecutable(command);
  if (!path) throw new Error(`${command} is not installed: run apt-get install ${debianPackage} (CI installs it)`);
  return path;
}

export function requireMediaTools(): void {
  requireTool('ffmpeg', 'ffmpeg');
  requireTool('ffprobe', 'ffmpeg');
  requireTool('flite', 'flite');
  requireTool('pocketsphinx_continuous', 'pocketsphinx pocketsphinx-en-us');
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args]);
}

/** flite's `rms` voice speaking `sentence`, encoded like a browser recording (webm/opus, 48 kHz). */
export function speechRecording(dir: string, sentence: string, name = 'speech.webm'): string {
  const wav = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'rms', '-t', sentence, '-o', wav]);
  const out = join(dir, name);
  ffmpeg(['-i', wav, '-ar', '48000', '-ac', '1', '-c:a', 'libopus', '-b:a', '64k', out]);
  return out;
}

/** Silence (no speech at all) as an mp3. */
export function silence(dir: string, seconds = 2): string {
  const out = join(dir, 'silence.mp3');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=44100:cl=mono`,
    '-t',
    String(seconds),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    out,
  ]);
  return out;
}

/** A small H.264/AAC mp4 with a test picture and a tone. */
export function smallVideo(dir: string, seconds: number, withAudio = true, name = 'clip.mp4'): string {
  const out = join(dir, name);
  const audio = withAudio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`] : [];
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=size=320x240:rate=15:duration=${seconds}`, ...audio,
    '-c:v', 'libx264', '-preset', 'ultrafast', ...(withAudio ? ['-c:a', 'aac', '-b:a', '96k'] : []),
    '-movflags', '+faststart', out,
  ]); // prettier-ignore
  return out;
}

/**
 * A large video made quickly: uncompressed 640x480 4:2:2 frames (~15.4 MB per second at 25 fps) plus a tone, in
 * a QuickTime .mov whose index sits at the end (so reassembly must be exact for it to play).
 */
export function largeRawVideo(dir: string, seconds: number, name = 'large.mov'): string {
  const out = join(dir, name);
  ffmpeg([
    '-f', 'lavfi', '-i', `testsrc2=size=640x480:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'rawvideo', '-pix_fmt', 'uyvy422', '-c:a', 'pcm_s16le', '-f', 'mov', out,
  ]); // prettier-ignore
  return out;
}

export interface Probe {
  format: string;
  duration: number;
  codec: string;
  channels: number;
  sampleRate: number;
  bitRate: number;
}

/** ffprobe of the first audio stream. */
export function probeAudio(file: string): Probe {
  const json = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      encoding: 'utf8',
    }),
  ) as {
    format: { format_name: string; duration: string; bit_rate: string };
    streams: { codec_type: string; codec_name: string; channels: number; sample_rate: string; bit_rate?: string }[];
  };
  const audio = json.streams.find((s) => s.codec_type === 'audio');
  if (!audio) throw new Error(`${file} has no audio stream`);
  return {
    format: json.format.format_name,
    duration: Number(json.format.duration),
    codec: audio.codec_name,
    channels: audio.channels,
    sampleRate: Number(audio.sample_rate),
    bitRate: Number(audio.bit_rate ?? json.format.bit_rate),
  };
}

const FONT_DIR = '/usr/share/fonts/truetype/noto';

/** Renders one line of black text on white with a shaping engine (satori + resvg) and Noto fonts, as PNG. */
export async function renderTextImage(text: string): Promise<Buffer> {
  let latin: Buffer;
  let devanagari: Buffer;
  try {
    latin = readFileSync(join(FONT_DIR, 'NotoSans-Regular.ttf'));
    devanagari = readFileSync(join(FONT_DIR, 'NotoSansDevanagari-Regular.ttf'));
  } catch {
    throw new Error(`Noto fonts are missing in ${FONT_DIR}: run apt-get install fonts-noto-core (CI installs it)`);
  }
  const { default: satori } = await import('satori');
  const { Resvg } = await import('@resvg/resvg-js');
  const element = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        width: '100%',
        height: '100%',
        background: 'white',
        color: 'black',
        fontSize: 40,
        padding: 30,
        fontFamily: 'Noto Sans, Noto Sans Devanagari',
      },
      children: text,
    },
  } as unknown as Parameters<typeof satori>[0];
  const svg = await satori(element, {
    width: 1000,
    height: 140,
    fonts: [
      { name: 'Noto Sans', data: latin, weight: 400, style: 'normal' },
      { name: 'Noto Sans Devanagari', data: devanagari, weight: 400, style: 'normal' },
    ],
  });
  return Buffer.from(new Resvg(svg, { background: 'white' }).render().asPng());
}

/** Re-encodes an image as WebP at quality 90, the way the browser sends it. */
export function toWebp(dir: string, png: Buffer, name: string): Buffer {
  const input = join(dir, `${name}.png`);
  const output = join(dir, `${name}.webp`);
  writeFileSync(input, png);
  ffmpeg(['-i', input, '-quality', '90', output]);
  return readFileSync(output);
}
