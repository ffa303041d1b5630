import { findExecutable, resolveMediaTools } from './media-tools';

describe('resolveMediaTools', () => {
  const systemPath = '/usr/local/bin:/usr/bin:/bin';

  it('prefers the system ffmpeg and ffprobe on PATH', () => {
    const tools = resolveMediaTools({}, systemPath);
    expect(tools.ffmpegSource).toBe('system');
    expect(tools.ffmpeg).toBe(findExecutable('ffmpeg', systemPath));
    expect(tools.ffprobe).toBe(findExecutable('ffprobe', systemPath));
    expect(tools.problems).toEqual([]);
  });

  it('names the package to install when there is no ffmpeg or ffprobe on PATH', () => {
    const tools = resolveMediaTools({}, '/nonexistent');
    expect(tools).toMatchObject({ ffmpeg: undefined, ffmpegSource: 'none', ffprobe: undefined });
    expect(tools.problems).toEqual([
      'ffmpeg is not installed: install the Debian package ffmpeg (or set FFMPEG_PATH)',
      'ffprobe is not installed: install the Debian package ffmpeg for full media checks',
    ]);
  });

  it('uses FFMPEG_PATH when set and reports it when it is not executable', () => {
    expect(resolveMediaTools({ ffmpegPath: '/usr/bin/ffmpeg' }, '').ffmpegSource).toBe('config');
    const bad = resolveMediaTools({ ffmpegPath: '/nope/ffmpeg', ffprobePath: '/nope/ffprobe' }, systemPath);
    expect(bad.ffmpeg).toBeUndefined();
    expect(bad.problems).toEqual([
      'FFMPEG_PATH=/nope/ffmpeg is not an executable file',
      'FFPROBE_PATH=/nope/ffprobe is not an executable file',
    ]);
  });
});
