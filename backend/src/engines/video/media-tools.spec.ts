import { findExecutable, resolveMediaTools } from './media-tools';

describe('resolveMediaTools', () => {
  const systemPath = '/usr/local/bin:/usr/bin:/bin';

  it('prefers the system ffmpeg and ffprobe on PATH', () => {
    const tools = resolveMediaTools({}, systemPath, () => '/npm/ffmpeg');
    expect(tools.ffmpegSource).toBe('system');
    expect(tools.ffmpeg).toBe(findExecutable('ffmpeg', systemPath));
    expect(tools.ffprobe).toBe(findExecutable('ffprobe', systemPath));
    expect(tools.problems).toEqual([]);
  });

  it('falls back to the npm-shipped ffmpeg when none is on PATH, and says ffprobe is missing', () => {
    const tools = resolveMediaTools({}, '/nonexistent', () => '/npm/ffmpeg');
    expect(tools).toMatchObject({ ffmpeg: '/npm/ffmpeg', ffmpegSource: 'npm', ffprobe: undefined });
    expect(tools.problems).toEqual([
      'ffprobe is not installed: install the Debian package ffmpeg for full media checks',
    ]);
  });

  it('names the package to install when there is no ffmpeg at all', () => {
    const tools = resolveMediaTools({}, '/nonexistent', () => undefined);
    expect(tools.ffmpegSource).toBe('none');
    expect(tools.problems[0]).toBe('ffmpeg is not installed: install the Debian package ffmpeg (or set FFMPEG_PATH)');
  });

  it('uses FFMPEG_PATH when set and reports it when it is not executable', () => {
    expect(resolveMediaTools({ ffmpegPath: '/usr/bin/ffmpeg' }, '', () => undefined).ffmpegSource).toBe('config');
    const bad = resolveMediaTools({ ffmpegPath: '/nope/ffmpeg', ffprobePath: '/nope/ffprobe' }, systemPath);
    expect(bad.ffmpeg).toBeUndefined();
    expect(bad.problems).toEqual([
      'FFMPEG_PATH=/nope/ffmpeg is not an executable file',
      'FFPROBE_PATH=/nope/ffprobe is not an executable file',
    ]);
  });
});
