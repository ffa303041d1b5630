import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Finds an executable: an absolute/relative path as given, otherwise the first match on PATH. */
export function findExecutable(name: string, pathEnv = process.env.PATH ?? ''): string | undefined {
  const executable = (p: string) => {
    try {
      accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (name.includes('/')) return executable(name) ? name : undefined;
  for (const dir of pathEnv.split(delimiter).filter((d) => d && isAbsolute(d))) {
    const candidate = join(dir, name);
    if (executable(candidate)) return candidate;
  }
  return undefined;
}

export interface ToolPaths {
  /** ffmpeg binary, or undefined when none is available. */
  ffmpeg?: string;
  /** Where ffmpeg came from: the FFMPEG_PATH setting or the system PATH. */
  ffmpegSource: 'config' | 'system' | 'none';
  /** ffprobe binary, or undefined when none is available (then only magic bytes are checked). */
  ffprobe?: string;
  /** Why something is missing, as a sentence a server admin can act on. */
  problems: string[];
}

/**
 * Resolves ffmpeg and ffprobe once at start: an explicit setting must exist; otherwise the system ones on PATH
 * (the Debian package ffmpeg). Missing tools are reported as sentences for the health check and the logs.
 */
export function resolveMediaTools(
  settings: { ffmpegPath?: string; ffprobePath?: string },
  pathEnv = process.env.PATH ?? '',
): ToolPaths {
  const problems: string[] = [];
  let ffmpeg: string | undefined;
  let ffmpegSource: ToolPaths['ffmpegSource'] = 'none';
  if (settings.ffmpegPath) {
    ffmpeg = findExecutable(settings.ffmpegPath, pathEnv);
    if (ffmpeg) ffmpegSource = 'config';
    else problems.push(`FFMPEG_PATH=${settings.ffmpegPath} is not an executable file`);
  } else {
    ffmpeg = findExecutable('ffmpeg', pathEnv);
    if (ffmpeg) ffmpegSource = 'system';
    else problems.push('ffmpeg is not installed: install the Debian package ffmpeg (or set FFMPEG_PATH)');
  }
  let ffprobe: string | undefined;
  if (settings.ffprobePath) {
    ffprobe = findExecutable(settings.ffprobePath, pathEnv);
    if (!ffprobe) problems.push(`FFPROBE_PATH=${settings.ffprobePath} is not an executable file`);
  } else {
    ffprobe = findExecutable('ffprobe', pathEnv);
    if (!ffprobe) problems.push('ffprobe is not installed: install the Debian package ffmpeg for full media checks');
  }
  return { ffmpeg, ffmpegSource, ffprobe, problems };
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr = '',
    readonly aborted = false,
  ) {
    super(message);
  }
}

/** Runs a tool to completion; rejects with ToolError (aborted = true when the signal fired). */
export function runTool(
  file: string,
  args: string[],
  opts: { signal?: AbortSignal; maxBuffer?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      file,
      args,
      { signal: opts.signal, maxBuffer: opts.maxBuffer ?? 16 * 1024 * 1024, killSignal: 'SIGKILL', encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (err) {
          const aborted = opts.signal?.aborted ?? false;
          reject(new ToolError(aborted ? `${file} was stopped` : `${file} failed: ${err.message}`, stderr, aborted));
        } else resolvePromise({ stdout, stderr });
      },
    );
  });
}

export interface ProbeResult {
  formatName: string;
  durationSec?: number;
  streams: { type: string; codec: string; width?: number; height?: number }[];
}

/** ffprobe's view of a file; rejects with ToolError when ffprobe cannot read it. */
export async function probeMedia(ffprobe: string, file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file],
    { signal },
  );
  const json = JSON.parse(stdout) as {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
  };
  const duration = Number(json.format?.duration);
  return {
    formatName: json.format?.format_name ?? '',
    durationSec: Number.isFinite(duration) ? duration : undefined,
    streams: (json.streams ?? []).map((s) => ({
      type: s.codec_type ?? '',
      codec: s.codec_name ?? '',
      width: s.width,
      height: s.height,
    })),
  };
}
