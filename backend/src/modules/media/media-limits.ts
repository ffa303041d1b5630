import { LIMITS } from 'src/common/limits';

/** Largest video sent in one request; larger ones go through video-to-audio-chunked (SPEC §9). */
export const MAX_SINGLE_VIDEO_BYTES = 50 * 1024 * 1024;
/** Largest chunk of a chunked upload (the browser sends 10 MB chunks). */
export const MAX_CHUNK_BYTES = 50 * 1024 * 1024;
/** Most chunks one upload may have. */
export const MAX_CHUNKS = 2048;
/** Largest image in pixels: the browser sends at most 3 megapixels; this keeps decompression bombs out. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Room for the multipart framing and text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests: the server is busy with other files. Please wait a moment and try again.';

export type UploadKind = 'audio' | 'image' | 'video' | 'videoChunk';

export interface UploadSpec {
  /** Multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** The 413 message (SPEC §5 wording where the product has one). */
  tooLarge: string;
  /** usage_events kind for a rejected upload. */
  usageKind: 'transcribe' | 'ocr' | 'video';
}

export const UPLOADS: Record<UploadKind, UploadSpec> = {
  audio: {
    field: 'audio',
    maxBytes: LIMITS.maxAudioBytes,
    tooLarge: 'Please upload audio files smaller than 200MB (approximately 1 hour of audio).',
    usageKind: 'transcribe',
  },
  image: {
    field: 'image',
    maxBytes: LIMITS.maxImageBytes,
    tooLarge: 'Please upload images smaller than 15MB.',
    usageKind: 'ocr',
  },
  video: {
    field: 'video',
    maxBytes: MAX_SINGLE_VIDEO_BYTES,
    tooLarge: 'Videos larger than 50MB must be sent in chunks to /api/video-to-audio-chunked.',
    usageKind: 'video',
  },
  videoChunk: {
    field: 'video',
    maxBytes: MAX_CHUNK_BYTES,
    tooLarge: 'A video chunk must be 50MB or smaller.',
    usageKind: 'video',
  },
};

export const VIDEO_TOO_LARGE = 'Please upload videos smaller than 1GB.';
