import { open } from 'node:fs/promises';

/** What a file really is, read from its first bytes (never from its name or the browser's claim). */
export interface SniffedType {
  /** Short name, e.g. png, mp4, webm. */
  name: string;
  /** image, audio, or media (a container that may hold audio and/or video: ffprobe decides). */
  family: 'image' | 'audio' | 'media';
  mime: string;
  /** Extension to use when a provider needs a file name. */
  ext: string;
}

/** Bytes read from the start of a file for sniffing. */
export const SNIFF_BYTES = 400;

const ascii = (buf: Buffer, offset: number, text: string) =>
  buf.length >= offset + text.length && buf.toString('latin1', offset, offset + text.length) === text;
const bytes = (buf: Buffer, offset: number, values: number[]) =>
  buf.length >= offset + values.length && values.every((v, i) => buf[offset + i] === v);

/** MPEG audio frame header: 11 sync bits, a valid version, layer III, II or I, and a valid bitrate index. */
function isMpegAudioFrame(buf: Buffer, offset = 0): boolean {
  if (buf.length < offset + 4 || buf[offset] !== 0xff || (buf[offset + 1] & 0xe0) !== 0xe0) return false;
  const version = (buf[offset + 1] >> 3) & 0x03;
  const layer = (buf[offset + 1] >> 1) & 0x03;
  const bitrate = (buf[offset + 2] >> 4) & 0x0f;
  const rate = (buf[offset + 2] >> 2) & 0x03;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && rate !== 0x03;
}

/** AAC ADTS header: 12 sync bits, layer 00. */
const isAdts = (buf: Buffer) => buf.length >= 2 && buf[0] === 0xff && (buf[1] & 0xf6) === 0xf0;

const T = (name: string, family: SniffedType['family'], mime: string, ext = name): SniffedType => ({
  name,
  family,
  mime,
  ext,
});

/** The table of signatures, first match wins. */
const SIGNATURES: { test: (b: Buffer) => boolean; type: SniffedType }[] = [
  // images
  { test: (b) => bytes(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: T('png', 'image', 'image/png') },
  { test: (b) => bytes(b, 0, [0xff, 0xd8, 0xff]), type: T('jpeg', 'image', 'image/jpeg', 'jpg') },
  { test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'), type: T('webp', 'image', 'image/webp') },
  { test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'), type: T('gif', 'image', 'image/gif') },
  { test: (b) => ascii(b, 0, 'BM') && b.length >= 14 && b.readUInt32LE(6) === 0, type: T('bmp', 'image', 'image/bmp') },
  {
    test: (b) => bytes(b, 0, [0x49, 0x49, 0x2a, 0x00]) || bytes(b, 0, [0x4d, 0x4d, 0x00, 0x2a]),
    type: T('tiff', 'image', 'image/tiff', 'tif'),
  },
  // audio-only formats
  { test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'), type: T('wav', 'audio', 'audio/wav') },
  { test: (b) => ascii(b, 0, 'fLaC'), type: T('flac', 'audio', 'audio/flac') },
  { test: (b) => ascii(b, 0, '#!AMR'), type: T('amr', 'audio', 'audio/amr') },
  { test: (b) => ascii(b, 0, 'ID3') || isMpegAudioFrame(b), type: T('mp3', 'audio', 'audio/mpeg') },
  { test: isAdts, type: T('aac', 'audio', 'audio/aac') },
  // containers that hold audio, video or both
  { test: (b) => ascii(b, 0, 'OggS'), type: T('ogg', 'media', 'audio/ogg') },
  { test: (b) => bytes(b, 0, [0x1a, 0x45, 0xdf, 0xa3]), type: T('webm', 'media', 'video/webm') },
  { test: (b) => ascii(b, 4, 'ftypM4A') || ascii(b, 4, 'ftypM4B'), type: T('m4a', 'media', 'audio/mp4') },
  { test: (b) => ascii(b, 4, 'ftypqt'), type: T('mov', 'media', 'video/quicktime') },
  { test: (b) => ascii(b, 4, 'ftyp3g'), type: T('3gp', 'media', 'video/3gpp') },
  { test: (b) => ascii(b, 4, 'ftyp'), type: T('mp4', 'media', 'video/mp4') },
  {
    test: (b) => ['moov', 'mdat', 'wide', 'free', 'skip'].some((box) => ascii(b, 4, box)),
    type: T('mov', 'media', 'video/quicktime'),
  },
  { test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI '), type: T('avi', 'media', 'video/x-msvideo') },
  {
    test: (b) => bytes(b, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]),
    type: T('asf', 'media', 'video/x-ms-asf', 'wmv'),
  },
  { test: (b) => ascii(b, 0, 'FLV') && b[3] === 0x01, type: T('flv', 'media', 'video/x-flv') },
  { test: (b) => bytes(b, 0, [0x00, 0x00, 0x01, 0xba]), type: T('mpeg', 'media', 'video/mpeg', 'mpg') },
  // MPEG transport stream: a sync byte at the start of each of the first 188-byte packets
  {
    test: (b) => b.length >= 377 && b[0] === 0x47 && b[188] === 0x47 && b[376] === 0x47,
    type: T('mpegts', 'media', 'video/mp2t', 'ts'),
  },
];

/** Identifies a buffer's type from its first bytes; undefined when nothing matches. */
export function sniffBuffer(head: Buffer): SniffedType | undefined {
  return SIGNATURES.find((s) => s.test(head))?.type;
}

/** Reads the first bytes of a file and identifies it. */
export async function sniffFile(path: string): Promise<SniffedType | undefined> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await fh.read(head, 0, SNIFF_BYTES, 0);
    return sniffBuffer(head.subarray(0, bytesRead));
  } finally {
    await fh.close();
  }
}

/** A readable name for messages: "a PNG image", "an MP3 audio file", "a WEBM file". */
export function describeType(type: SniffedType | undefined): string {
  if (!type) return 'a file of an unknown type';
  const upper = type.name.toUpperCase();
  const article = /^[AEFHILMNORSX]/.test(upper) ? 'an' : 'a';
  if (type.family === 'image') return `${article} ${upper} image`;
  if (type.family === 'audio') return `${article} ${upper} audio file`;
  return `${article} ${upper} file`;
}
