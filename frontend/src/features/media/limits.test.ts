import { describe, expect, it } from 'vitest';
import { checkFile, mediaKind, MEDIA_LIMITS } from './limits';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('file checks before any upload (SPEC §5)', () => {
  it('accepts audio up to 200 MB and refuses a byte more as File Too Large', () => {
    expect(checkFile(file('a.mp3', 'audio/mpeg', 200 * MB))).toEqual({ ok: true, kind: 'audio', largeVideo: false });
    expect(checkFile(file('a.mp3', 'audio/mpeg', 200 * MB + 1))).toEqual({ ok: false, refusal: 'audioTooLarge' });
  });

  it('accepts video up to 1 GB, flags it as large over 200 MB, and refuses more as Video Too Large', () => {
    expect(checkFile(file('v.mp4', 'video/mp4', 200 * MB))).toEqual({ ok: true, kind: 'video', largeVideo: false });
    expect(checkFile(file('v.mp4', 'video/mp4', 200 * MB + 1))).toEqual({ ok: true, kind: 'video', largeVideo: true });
    expect(checkFile(file('v.mp4', 'video/mp4', 1024 * MB))).toEqual({ ok: true, kind: 'video', largeVideo: true });
    expect(checkFile(file('v.mp4', 'video/mp4', 1024 * MB + 1))).toEqual({ ok: false, refusal: 'videoTooLarge' });
  });

  it('accepts images up to 15 MB and refuses more as Image Too Large', () => {
    expect(checkFile(file('i.png', 'image/png', 15 * MB)).ok).toBe(true);
    expect(checkFile(file('i.png', 'image/png', 15 * MB + 1))).toEqual({ ok: false, refusal: 'imageTooLarge' });
  });

  it('refuses other types as Unsupported File, whatever their size', () => {
    expect(checkFile(file('doc.pdf', 'application/pdf', 10))).toEqual({ ok: false, refusal: 'unsupported' });
    expect(checkFile(file('notes.txt', '', 10))).toEqual({ ok: false, refusal: 'unsupported' });
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(mediaKind(file('talk.M4A', '', 1))).toBe('audio');
    expect(mediaKind(file('clip.mkv', '', 1))).toBe('video');
    expect(mediaKind(file('scan.jpeg', '', 1))).toBe('image');
  });

  it('uses 10 MB chunks above 50 MB', () => {
    expect(MEDIA_LIMITS.singleVideoBytes).toBe(50 * MB);
    expect(MEDIA_LIMITS.chunkBytes).toBe(10 * MB);
  });
});
