/** SPEC §5 and §9: what the picker accepts and the size limits, checked before anything is uploaded. */
import type { FileRefusal, MediaKind } from 'src/lib/analytics';

const MB = 1024 * 1024;

export const MEDIA_LIMITS = {
  audioBytes: 200 * MB,
  videoBytes: 1024 * MB,
  /** Above this a video shows the 'Large Video Detected' notice. */
  largeVideoBytes: 200 * MB,
  imageBytes: 15 * MB,
  /** Videos up to this size go in one request; larger ones in chunks. */
  singleVideoBytes: 50 * MB,
  chunkBytes: 10 * MB,
  /** Images are downscaled to at most this many pixels. */
  imagePixels: 3_000_000,
} as const;

const EXTENSIONS: Record<MediaKind, string[]> = {
  audio: ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'flac', 'weba', 'amr', 'wma'],
  video: ['mp4', 'mov', 'webm', 'mkv', 'avi', 'm4v', '3gp', 'mpeg', 'mpg', 'wmv', 'ogv'],
  image: ['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp', 'tif', 'tiff'],
};

/** The kind of a picked file from its MIME type, or its extension when the browser gives no type. */
export function mediaKind(file: Pick<File, 'name' | 'type'>): MediaKind | null {
  const family = file.type.split('/')[0];
  if (family === 'audio' || family === 'video' || family === 'image') return family;
  if (file.type) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (Object.keys(EXTENSIONS) as MediaKind[]).find((kind) => EXTENSIONS[kind].includes(ext)) ?? null;
}

export type FileCheck = { ok: true; kind: MediaKind; largeVideo: boolean } | { ok: false; refusal: FileRefusal };

/** The checks of SPEC §5, from the file's declared type and size only (nothing is read or sent). */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>): FileCheck {
  const kind = mediaKind(file);
  if (!kind) return { ok: false, refusal: 'unsupported' };
  if (kind === 'audio' && file.size > MEDIA_LIMITS.audioBytes) return { ok: false, refusal: 'audioTooLarge' };
  if (kind === 'video' && file.size > MEDIA_LIMITS.videoBytes) return { ok: false, refusal: 'videoTooLarge' };
  if (kind === 'image' && file.size > MEDIA_LIMITS.imageBytes) return { ok: false, refusal: 'imageTooLarge' };
  return { ok: true, kind, largeVideo: kind === 'video' && file.size > MEDIA_LIMITS.largeVideoBytes };
}
