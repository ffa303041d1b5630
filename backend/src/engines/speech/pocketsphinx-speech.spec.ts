import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanHypothesis, findPocketsphinx, PocketsphinxSpeechEngine } from './pocketsphinx-speech';
import { HINDI_NOT_AVAILABLE, SpeechUnsupportedError } from './speech-engine';

describe('pocketsphinx adapter', () => {
  it('joins hypothesis lines and drops silence and noise markers', () => {
    expect(cleanHypothesis(['<s> hello [NOISE] world </s>', '', 'again(2) <sil>'])).toBe('hello world again');
  });

  it('says which package to install, or which setting is wrong, when it cannot be found', () => {
    expect(findPocketsphinx('', '/nonexistent')).toEqual({
      problem: 'pocketsphinx is not installed: install the Debian packages pocketsphinx and pocketsphinx-en-us',
    });
    expect(findPocketsphinx('/nope/pocketsphinx', '/usr/bin')).toEqual({
      problem: 'POCKETSPHINX_PATH=/nope/pocketsphinx is not an executable file',
    });
  });

  it('refuses Hindi with a message for visitors (both languages, no server settings), without running anything', async () => {
    const engine = new PocketsphinxSpeechEngine(
      '/nonexistent/pocketsphinx_continuous',
      'continuous',
      '/nonexistent/ffmpeg',
    );
    const workDir = mkdtempSync(join(tmpdir(), 'likho-ps-'));
    try {
      const job = engine.transcribe('/nonexistent.wav', {
        language: 'hi',
        signal: new AbortController().signal,
        workDir,
        type: { ext: 'wav', mime: 'audio/wav' },
      });
      await expect(job).rejects.toBeInstanceOf(SpeechUnsupportedError);
      await expect(job).rejects.toThrow(HINDI_NOT_AVAILABLE);
      expect(HINDI_NOT_AVAILABLE).not.toMatch(/AI_|_MODEL|_URL/);
      expect(HINDI_NOT_AVAILABLE).toMatch(/हिंदी/);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
