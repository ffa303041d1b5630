import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { findExecutable, runTool } from 'src/engines/video/media-tools';
import { HINDI_NOT_AVAILABLE, SpeechEngine, SpeechUnsupportedError, TranscribeOptions } from './speech-engine';

export interface PocketsphinxInstall {
  /** The binary found, when usable. */
  bin?: string;
  /** continuous: Debian 12's pocketsphinx_continuous (0.8/5prealpha); single: pocketsphinx 5's `pocketsphinx single`. */
  flavour?: 'continuous' | 'single';
  /** Why it cannot be used, as an instruction. */
  problem?: string;
}

const INSTALL_HINT = 'install the Debian packages pocketsphinx and pocketsphinx-en-us';

/** Finds pocketsphinx and its US English model (POCKETSPHINX_PATH, else PATH). */
export function findPocketsphinx(configured: string, pathEnv = process.env.PATH ?? ''): PocketsphinxInstall {
  const candidates = configured ? [configured] : ['pocketsphinx_continuous', 'pocketsphinx'];
  for (const name of candidates) {
    const bin = findExecutable(name, pathEnv);
    if (!bin) continue;
    const flavour = basename(bin).includes('continuous') ? 'continuous' : 'single';
    // Debian layout: <prefix>/bin/pocketsphinx_continuous + <prefix>/share/pocketsphinx/model/en-us
    const model = resolve(dirname(bin), '..', 'share', 'pocketsphinx', 'model', 'en-us');
    if (!configured && !existsSync(model)) {
      return { problem: `the pocketsphinx US English model is missing: install the Debian package pocketsphinx-en-us` };
    }
    return { bin, flavour };
  }
  return {
    problem: configured
      ? `POCKETSPHINX_PATH=${configured} is not an executable file`
      : `pocketsphinx is not installed: ${INSTALL_HINT}`,
  };
}

/** Hypothesis lines → one plain sentence (fillers and noise markers dropped). */
export function cleanHypothesis(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<\/?s>|<sil>|\[[A-Z_]+\]|\(\d+\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Local, offline English speech to text with the pocketsphinx command-line tool. */
export class PocketsphinxSpeechEngine implements SpeechEngine {
  readonly name = 'pocketsphinx';

  constructor(
    private readonly bin: string,
    private readonly flavour: 'continuous' | 'single',
    private readonly ffmpeg: string,
  ) {}

  async transcribe(file: string, opts: TranscribeOptions): Promise<{ text: string }> {
    if (opts.language === 'hi') throw new SpeechUnsupportedError(HINDI_NOT_AVAILABLE);
    const wav = join(opts.workDir, 'speech-16k.wav');
    // pocketsphinx wants 16 kHz mono 16-bit PCM
    await runTool(
      this.ffmpeg,
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', wav],
      { signal: opts.signal },
    ); // prettier-ignore
    if (this.flavour === 'continuous') {
      const { stdout } = await runTool(this.bin, ['-infile', wav, '-logfn', '/dev/null'], { signal: opts.signal });
      return { text: cleanHypothesis(stdout.split('\n')) };
    }
    const { stdout } = await runTool(this.bin, ['-loglevel', 'FATAL', 'single', wav], { signal: opts.signal });
    const lines = stdout
      .split('\n')
      .filter((l) => l.trim().startsWith('{'))
      .map((l) => String((JSON.parse(l) as { t?: string }).t ?? ''));
    return { text: cleanHypothesis(lines) };
  }
}
