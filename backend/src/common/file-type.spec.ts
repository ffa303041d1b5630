import { describeType, sniffBuffer } from './file-type';

const pad = (head: number[] | string, size = 400) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length))]);
};
const ts = () => {
  const b = Buffer.alloc(400);
  b[0] = b[188] = b[376] = 0x47;
  return b;
};

describe('sniffBuffer', () => {
  it.each([
    [pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png', 'image'],
    [pad([0xff, 0xd8, 0xff, 0xe0]), 'jpeg', 'image'],
    [pad('RIFF\x00\x00\x00\x00WEBPVP8 '), 'webp', 'image'],
    [pad('GIF89a'), 'gif', 'image'],
    [pad('BM\x00\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00'), 'bmp', 'image'],
    [pad([0x49, 0x49, 0x2a, 0x00]), 'tiff', 'image'],
    [pad([0x4d, 0x4d, 0x00, 0x2a]), 'tiff', 'image'],
    [pad('RIFF\x00\x00\x00\x00WAVEfmt '), 'wav', 'audio'],
    [pad('fLaC'), 'flac', 'audio'],
    [pad('ID3\x04\x00'), 'mp3', 'audio'],
    [pad([0xff, 0xfb, 0x90, 0x64]), 'mp3', 'audio'],
    [pad([0xff, 0xf1, 0x50, 0x80]), 'aac', 'audio'],
    [pad('#!AMR\n'), 'amr', 'audio'],
    [pad('OggS\x00\x02'), 'ogg', 'media'],
    [pad([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'webm', 'media'],
    [pad('\x00\x00\x00\x20ftypM4A '), 'm4a', 'media'],
    [pad('\x00\x00\x00\x20ftypisom'), 'mp4', 'media'],
    [pad('\x00\x00\x00\x14ftypqt  '), 'mov', 'media'],
    [pad('\x00\x00\x00\x14ftyp3gp4'), '3gp', 'media'],
    [pad('\x00\x00\x00\x08wide'), 'mov', 'media'],
    [pad('RIFF\x00\x00\x00\x00AVI LIST'), 'avi', 'media'],
    [pad([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]), 'asf', 'media'],
    [pad('FLV\x01'), 'flv', 'media'],
    [pad([0x00, 0x00, 0x01, 0xba]), 'mpeg', 'media'],
    [ts(), 'mpegts', 'media'],
  ])('recognises %#: %s', (head, name, family) => {
    expect(sniffBuffer(head)).toMatchObject({ name, family });
  });

  it.each([
    ['plain text', pad('Get this: not a video at all')],
    ['JSON', pad('{"audio": true}')],
    ['a PDF', pad('%PDF-1.7')],
    ['an mp3-like sync word with an invalid bitrate', pad([0xff, 0xfb, 0xf0, 0x00])],
    ['an empty file', Buffer.alloc(0)],
    ['a lone TS sync byte', pad('G')],
  ])('recognises nothing in %s', (_what, head) => {
    expect(sniffBuffer(head)).toBeUndefined();
  });
});

describe('describeType', () => {
  it('names a type for messages with the right article', () => {
    expect(describeType(sniffBuffer(pad('ID3')))).toBe('an MP3 audio file');
    expect(describeType(sniffBuffer(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toBe('a PNG image');
    expect(describeType(sniffBuffer(pad([0x1a, 0x45, 0xdf, 0xa3])))).toBe('a WEBM file');
    expect(describeType(undefined)).toBe('a file of an unknown type');
  });
});
