/**
 * Schema-driven HTTP fuzzer for the Likho API: reads openapi/openapi.json, and for every operation draws valid and
 * invalid requests with fast-check (bodies from the operation's JSON or multipart schema, examples from
 * openapi-sampler, then wrong types, missing and extra fields, out-of-range numbers, over-long and hostile strings,
 * deep nesting, malformed JSON and malformed multipart, odd path parameters, headers and cookies), sends them to a
 * running app, and counts the answers per operation and status.
 *
 * A 5xx is a failure, except a 503 that says a provider is not configured on this server (donations without Stripe
 * keys, speech or OCR without an engine); so is a request that gets no answer at all.
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { JSONSchema7 } from 'json-schema';
import { sample as sampleSchema } from 'openapi-sampler';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON schemas and JSON values are untyped by nature */
type Schema = Record<string, any>;

export interface OpenApiSpec {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface FuzzRequest {
  operationId: string;
  /** What kind of request this is (valid json, wrong type, truncated multipart, …), for the failure report. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  /** HTTP status, or 0 when no answer came (connection reset, timeout). */
  status: number;
  message: string;
}

export interface FuzzReport {
  seed: number;
  total: number;
  /** operationId → status → count (status 0: no answer). */
  counts: Map<string, Map<number, number>>;
  failures: FuzzAnswer[];
  /** 503 answers accepted as a deliberate "not configured on this server". */
  deliberate503: number;
  /** operationId → "status message" → count (messages cut to 100 characters), for a verbose report. */
  messages: Map<string, Map<string, number>>;
  elapsedMs: number;
  /** Set when the app answered nothing for `stallMs` with requests in flight: the run stopped there. */
  stall?: { seconds: number; inFlight: FuzzRequest[] };
}

export interface FuzzOptions {
  baseUrl: string;
  spec: OpenApiSpec;
  /** Requests in all, spread evenly over the operations. */
  requests: number;
  seed?: number;
  concurrency?: number;
  /** Per request, in milliseconds. */
  timeoutMs?: number;
  /** Stop when no answer at all came for this long while requests were in flight (a blocked app). Default 90 s. */
  stallMs?: number;
  /** Only these operations (default: every operation of the spec). */
  only?: string[];
  onProgress?: (done: number, total: number) => void;
}

/** A 503 that is a deliberate answer of an unconfigured provider (what the server says in those cases, in English or
 * in Hindi for a visitor whose interface is Hindi). */
export const DELIBERATE_503 =
  /not configured on this server|not available on this server|install the Debian package|set AI_BASE_URL|AI_TRANSCRIBE_MODEL|इस साइट पर अभी \S+ चालू नहीं है|इस सर्वर पर .* उपलब्ध नहीं है/i;

export function isFailure(status: number, message: string): boolean {
  if (status === 0) return true;
  if (status < 500) return false;
  return !(status === 503 && DELIBERATE_503.test(message));
}

// ---------------------------------------------------------------------------------------------------------------
// Values

const WORDS = [
  'i',
  'has',
  'a',
  'bussiness',
  'in',
  'diffrent',
  'cities',
  'their',
  'is',
  'people',
  'this',
  'cars',
  'its',
  'not',
  'good',
  'me',
  'explain',
  'thanks',
  'God',
  'return',
  'back',
  'hello',
  'world',
  'teh',
  'recieve',
  'definately',
  'मैं',
  'स्कूल',
  'जाता',
  'हूँ',
  'तायार',
  'हमें',
  'yaar',
  'kal',
  'milte',
  'hai',
  '#writing',
  '@likho',
  'https://example.com/a?b=c',
  'user@example.com',
  'C:\\path\\file.txt',
  '`code()`',
  '**bold**',
  '😀',
  '👍🏽',
  '10kg',
  '3.14',
  '2026-11-23',
  '\u200b',
  'naïve',
  'café',
  'straße',
  'İstanbul',
  'ǅ',
  '\u202e',
  'ﷺ',
];

/** Texts that once cost the writing engine dearly (issue 14): long words, hex, base64, one emoji repeated. */
const HOSTILE_TEXTS = [
  'supercalifragilistic'.repeat(1000),
  '0123456789abcdef'.repeat(1187),
  'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3'.repeat(500),
  `see https://example.com/${'a/'.repeat(4000)} now`,
  '😀'.repeat(10_000),
  'word '.repeat(4000),
  'a'.repeat(20_000),
  '\u0000\u0001\u0002'.repeat(100),
  '\ud800 lone surrogate \udfff',
  'ि्'.repeat(3000),
];

const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 40 }).map((w) => w.join(' '));

function stringArb(maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(0, Math.min(maxLength, 2_000));
  return fc.oneof(
    { arbitrary: sentence.map((s) => s.slice(0, max)), weight: 5 },
    { arbitrary: fc.string({ maxLength: Math.min(max, 200) }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 200) }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max, 100) }), weight: 1 },
  );
}

/** The schema behind $ref and allOf (the spec uses allOf to put a description next to a $ref). */
function resolve(schema: Schema | undefined, spec: OpenApiSpec): Schema {
  let s: Schema = schema ?? {};
  for (let guard = 0; guard < 20; guard++) {
    if (s.$ref) {
      const name = String(s.$ref).split('/').pop() as string;
      const { $ref: _ref, ...rest } = s;
      s = { ...rest, ...(spec.components?.schemas?.[name] ?? {}) };
    } else if (Array.isArray(s.allOf)) {
      const { allOf, ...rest } = s;
      s = (allOf as Schema[]).reduce((acc: Schema, part) => ({ ...acc, ...resolve(part, spec) }), rest);
    } else break;
  }
  return s;
}

/** A valid value of the schema. */
function valueArb(schema: Schema | undefined, spec: OpenApiSpec, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, spec);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      return s.example !== undefined
        ? fc.oneof(fc.constant(String(s.example)), stringArb(s.maxLength ?? 500))
        : stringArb(s.maxLength ?? 500);
    case 'integer':
    case 'number': {
      const min = Math.ceil(s.minimum ?? -1_000_000);
      const max = Math.floor(s.maximum ?? 1_000_000);
      return fc.oneof(
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
        fc.integer({ min, max: Math.min(max, min + 50) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueArb(s.items, spec, depth + 1), { maxLength: s.maxItems ?? 5 });
    case 'object': {
      const props: Record<string, Schema> = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = valueArb(v, spec, depth + 1);
      return fc.record(model, { requiredKeys: (s.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value that breaks the schema in one way. */
function wrongValueArb(schema: Schema | undefined, spec: OpenApiSpec): fc.Arbitrary<unknown> {
  const s = resolve(schema, spec);
  const wrongType = fc.jsonValue({ maxDepth: 3 });
  const options: fc.Arbitrary<unknown>[] = [wrongType, fc.constantFrom(null, '', 0, -1, true, [], {}, ' ', 'null')];
  if (s.type === 'string') {
    if (s.maxLength) options.push(fc.integer({ min: 1, max: 50 }).map((n) => 'x'.repeat(s.maxLength + n)));
    options.push(fc.constantFrom(...HOSTILE_TEXTS));
    if (s.format === 'uuid')
      options.push(fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-00000000000g', "' OR 1=1 --"));
  }
  if (s.type === 'number' || s.type === 'integer') {
    options.push(
      fc.constantFrom(
        -1,
        1.5,
        1e21,
        -1e21,
        Number.MAX_SAFE_INTEGER + 2,
        0.1,
        '12',
        '0x10',
        '1e3',
        ' 0',
        'NaN',
        'Infinity',
      ),
      fc.double({ noNaN: true }),
    );
  }
  if (Array.isArray(s.enum))
    options.push(fc.constantFrom('', 'unknown', String(s.enum[0]).toUpperCase(), ` ${s.enum[0]}`));
  if (s.type === 'array')
    options.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 50 }), fc.constant('fix_grammar'));
  return fc.oneof(...options);
}

/** JSON text nested `depth` levels deep, the innermost value `inner`. */
function nested(depth: number, kind: 'array' | 'object', inner = '1'): string {
  return kind === 'array'
    ? '['.repeat(depth) + inner + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

interface Body {
  kind: string;
  contentType?: string;
  body?: Buffer;
}

const json = (kind: string, value: unknown): Body => ({
  kind,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(value) ?? 'null'),
});
const raw = (kind: string, text: string | Buffer, contentType = 'application/json'): Body => ({
  kind,
  contentType,
  body: Buffer.isBuffer(text) ? text : Buffer.from(text),
});

function jsonBodyArb(schema: Schema, spec: OpenApiSpec): fc.Arbitrary<Body> {
  const s = resolve(schema, spec);
  const props: Record<string, Schema> = s.properties ?? {};
  const keys = Object.keys(props);
  const required: string[] = s.required ?? [];
  const valid = valueArb(s, spec) as fc.Arbitrary<Record<string, unknown>>;
  let example: unknown;
  try {
    example = sampleSchema(schema as JSONSchema7, { skipReadOnly: true, quiet: true }, spec);
  } catch {
    example = {};
  }
  const arbs: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: valid.map((v) => json('valid', v)), weight: 8 },
    { arbitrary: fc.constant(json('valid: example', example)), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => json('invalid: any JSON', v)), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          '[',
          '}',
          'nul',
          '"unterminated',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          '{"a":1}{"b":2}',
        )
        .map((t) => raw('invalid: malformed JSON', t)),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.integer({ min: 50, max: 6_000 }),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
          fc.constantFrom(...(keys.length ? keys : ['a'])),
        )
        .map(([depth, kind, key]) => raw(`invalid: nested ${kind}s`, `{"${key}":${nested(depth, kind)}}`)),
      weight: 2,
    },
    {
      arbitrary: fc
        .integer({ min: 50, max: 6_000 })
        .map((depth) => raw('invalid: nested top level', nested(depth, depth % 2 ? 'array' : 'object'))),
      weight: 1,
    },
    {
      arbitrary: valid.chain((v) =>
        fc
          .dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
          .map((extra) => json('invalid: extra fields', { ...extra, ...v })),
      ),
      weight: 1,
    },
    {
      arbitrary: valid.map((v) =>
        raw(
          'invalid: prototype keys',
          `{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},${JSON.stringify(v).slice(1)}`,
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
            'application/json; charset=utf-16',
          ),
        )
        .map(([v, ct]) => raw(`invalid: content type ${ct.split(';')[0]}`, JSON.stringify(v), ct)),
      weight: 1,
    },
  ];
  if (keys.length) {
    arbs.push({
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys))
        .chain(([v, key]) =>
          wrongValueArb(props[key], spec).map((bad) => json(`invalid: ${key}`, { ...v, [key]: bad })),
        ),
      weight: 6,
    });
  }
  if (required.length) {
    arbs.push({
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = { ...v };
        delete copy[key];
        return json(`invalid: without ${key}`, copy);
      }),
      weight: 2,
    });
  }
  return fc.oneof(...arbs);
}

// -- multipart

/** Small files for the upload fields: real tiny media, magic bytes over junk, junk. */
function wav(seconds: number): Buffer {
  const samples = Math.round(16_000 * seconds);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16_000, 24);
  b.writeUInt32LE(32_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(3000 * Math.sin(i / 8)), 44 + i * 2);
  return b;
}
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MAGIC: Record<string, Buffer> = {
  png: PNG_1X1.subarray(0, 16),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  mp4: Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
  webm: Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
  mp3: Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0x0f, 0xff, 0xfb, 0x90, 0x64]),
  ogg: Buffer.from('OggS\u0000\u0002', 'latin1'),
  pdf: Buffer.from('%PDF-1.7\n', 'latin1'),
  zip: Buffer.from('PK\u0003\u0004', 'latin1'),
};

const fileArb: fc.Arbitrary<{ label: string; data: Buffer }> = fc.oneof(
  { arbitrary: fc.constant({ label: 'wav', data: wav(0.3) }), weight: 1 },
  { arbitrary: fc.constant({ label: 'png', data: PNG_1X1 }), weight: 1 },
  { arbitrary: fc.constant({ label: 'gif', data: GIF_1X1 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.keys(MAGIC)), fc.uint8Array({ maxLength: 4_096 }))
      .map(([k, junk]) => ({ label: `${k} magic + junk`, data: Buffer.concat([MAGIC[k], Buffer.from(junk)]) })),
    weight: 4,
  },
  { arbitrary: fc.uint8Array({ maxLength: 8_192 }).map((u) => ({ label: 'junk', data: Buffer.from(u) })), weight: 2 },
  { arbitrary: fc.constant({ label: 'empty', data: Buffer.alloc(0) }), weight: 1 },
  { arbitrary: stringArb(500).map((t) => ({ label: 'text', data: Buffer.from(t) })), weight: 1 },
);

interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  contentType?: string;
}

const CRLF = '\r\n';

function multipartBody(parts: Part[], boundary: string, eol = CRLF): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}${eol}Content-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += eol;
    if (p.contentType) head += `Content-Type: ${p.contentType}${eol}`;
    chunks.push(Buffer.from(head + eol, 'utf8'), p.value, Buffer.from(eol));
  }
  chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/** The Content-Type of a multipart body; a boundary with characters outside an RFC 2045 token is quoted. */
function multipartType(boundary: string): string {
  return `multipart/form-data; boundary=${/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(boundary) ? boundary : `"${boundary}"`}`;
}

const boundaryArb = fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=?]{1,60}$/).map((b) => `fuzz${b}`);
const FILENAMES = [
  'blob',
  'a.mp4',
  'rec.webm',
  'img.png',
  '../../etc/passwd',
  'नाम.mp3',
  'x'.repeat(300),
  'con',
  'a;b.png',
];
/** File names that break the part header or make the part a plain field. */
const ODD_FILENAMES = ['', 'a"b.png', '.\u0000.', 'a\r\nX-Injected: 1'];
const NUMBER_STRINGS = [
  '',
  ' 0',
  '0x0',
  '-1',
  '1.5',
  '1e2',
  'NaN',
  '９',
  '0'.repeat(400),
  '99999999999999999999',
  '1,2',
  'null',
  '[]',
];

function multipartBodyArb(schema: Schema, spec: OpenApiSpec): fc.Arbitrary<Body> {
  const s = resolve(schema, spec);
  const props: Record<string, Schema> = s.properties ?? {};
  const fileField = Object.keys(props).find((k) => resolve(props[k], spec).format === 'binary') ?? 'file';
  const fieldKeys = Object.keys(props).filter((k) => k !== fileField);

  /** Consistent fields for a chunk (index below total, size at least the chunk). */
  const fieldsArb: fc.Arbitrary<Record<string, string>> = fc
    .record(Object.fromEntries(fieldKeys.map((k) => [k, valueArb(props[k], spec)])))
    .map((v) => {
      const out: Record<string, string> = {};
      for (const [k, val] of Object.entries(v)) out[k] = String(val);
      if ('totalChunks' in out && 'chunkIndex' in out) {
        const total = Math.max(1, Math.min(Number(out.totalChunks) || 1, 8));
        out.totalChunks = String(total);
        out.chunkIndex = String(Math.min(Number(out.chunkIndex) || 0, total - 1));
        out.originalSize = String(Math.max(Number(out.originalSize) || 1, 10_000 * total));
      }
      return out;
    });
  const file = fc.tuple(
    fileArb,
    fc.constantFrom(...FILENAMES),
    fc.constantFrom('application/octet-stream', 'video/mp4', 'audio/webm', 'image/png', 'text/plain'),
  );
  const validParts = fc.tuple(fieldsArb, file).map(([fields, [f, filename, ct]]) => ({
    label: f.label,
    parts: [
      ...Object.entries(fields).map(([name, value]) => ({ name, value: Buffer.from(value) })),
      { name: fileField, value: f.data, filename, contentType: ct },
    ] as Part[],
  }));
  const mp = (kind: string, parts: Part[], boundary: string): Body => ({
    kind,
    contentType: multipartType(boundary),
    body: multipartBody(parts, boundary),
  });

  const arbs: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: fc.tuple(validParts, boundaryArb).map(([v, b]) => mp(`valid (${v.label})`, v.parts, b)), weight: 6 },
    // a field with a wrong value (chunkIndex "", " 0", "0x0", …)
    ...(fieldKeys.length
      ? [
          {
            arbitrary: fc
              .tuple(
                validParts,
                boundaryArb,
                fc.constantFrom(...fieldKeys),
                fc.oneof(fc.constantFrom(...NUMBER_STRINGS), stringArb(100), fc.constant('x'.repeat(5_000))),
              )
              .map(([v, b, key, bad]) =>
                mp(
                  `invalid field ${key}`,
                  v.parts.map((p) => (p.name === key ? { ...p, value: Buffer.from(bad) } : p)),
                  b,
                ),
              ),
            weight: 4,
          },
          {
            arbitrary: fc.tuple(validParts, boundaryArb, fc.constantFrom(...fieldKeys)).map(([v, b, key]) =>
              mp(
                `without ${key}`,
                v.parts.filter((p) => p.name !== key),
                b,
              ),
            ),
            weight: 1,
          },
          {
            arbitrary: fc
              .tuple(validParts, boundaryArb, fc.constantFrom(...fieldKeys))
              .map(([v, b, key]) => mp(`duplicate ${key}`, [...v.parts, { name: key, value: Buffer.from('1') }], b)),
            weight: 1,
          },
        ]
      : []),
    {
      arbitrary: fc.tuple(validParts, boundaryArb).map(([v, b]) =>
        mp(
          'without the file',
          v.parts.filter((p) => p.name !== fileField),
          b,
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          validParts,
          boundaryArb,
          fc.constantFrom('file', 'upload', `${fileField}[]`, fileField.toUpperCase(), ''),
        )
        .map(([v, b, name]) =>
          mp(
            `file in field '${name}'`,
            v.parts.map((p) => (p.name === fileField ? { ...p, name } : p)),
            b,
          ),
        ),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(validParts, boundaryArb).map(([v, b]) => {
        const f = v.parts.find((p) => p.name === fileField) as Part;
        return mp('two files', [...v.parts, { ...f, filename: 'second.bin' }], b);
      }),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(validParts, boundaryArb, fc.constantFrom(...ODD_FILENAMES)).map(([v, b, filename]) =>
        mp(
          'odd file name',
          v.parts.map((p) => (p.name === fileField ? { ...p, filename } : p)),
          b,
        ),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(validParts, boundaryArb, fc.integer({ min: 11, max: 40 }))
        .map(([v, b, n]) =>
          mp(
            'too many parts',
            [...v.parts, ...Array.from({ length: n }, (_, i) => ({ name: `extra${i}`, value: Buffer.from('x') }))],
            b,
          ),
        ),
      weight: 1,
    },
    // malformed multipart
    {
      arbitrary: validParts.map((v) => ({
        kind: 'malformed: no boundary',
        contentType: 'multipart/form-data',
        body: multipartBody(v.parts, 'fuzzb'),
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(validParts, boundaryArb).map(([v, b]) => ({
        kind: 'malformed: other boundary',
        contentType: multipartType(`${b}X`),
        body: multipartBody(v.parts, b),
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(validParts, boundaryArb, fc.double({ min: 0.01, max: 0.99, noNaN: true }))
        .map(([v, b, cut]) => {
          const body = multipartBody(v.parts, b);
          return {
            kind: 'malformed: truncated',
            contentType: multipartType(b),
            body: body.subarray(0, Math.max(1, Math.floor(body.length * cut))),
          };
        }),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(validParts, boundaryArb).map(([v, b]) => ({
        kind: 'malformed: LF line ends',
        contentType: multipartType(b),
        body: multipartBody(v.parts, b, '\n'),
      })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(fc.uint8Array({ maxLength: 2_000 }), boundaryArb).map(([u, b]) => ({
        kind: 'malformed: junk body',
        contentType: multipartType(b),
        body: Buffer.from(u),
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          boundaryArb,
          fc.constantFrom(
            '',
            'Content-Type: text/plain\r\n',
            'Content-Disposition: attachment\r\n',
            'Content-Disposition: form-data\r\n',
          ),
        )
        .map(([b, head]) => ({
          kind: 'malformed: part headers',
          contentType: multipartType(b),
          body: Buffer.from(`--${b}\r\n${head}\r\nvalue\r\n--${b}--\r\n`),
        })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          'boundary=',
          'boundary=""',
          `boundary=${'b'.repeat(200)}`,
          'boundary="unterminated',
          'charset=utf-8',
          'boundary=a; boundary=b',
        )
        .map((param) => ({
          kind: 'malformed: boundary parameter',
          contentType: `multipart/form-data; ${param}`,
          body: Buffer.from(`--a\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--a--\r\n`),
        })),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => json('not multipart: JSON', v)), weight: 1 },
    { arbitrary: fc.constant<Body>({ kind: 'not multipart: no body' }), weight: 1 },
  ];
  return fc.oneof(...arbs);
}

/** Bodies for an operation without a request body: none, or junk that must be ignored or refused. */
const noBodyArb: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.constant<Body>({ kind: 'valid' }), weight: 6 },
  { arbitrary: fc.constant(json('valid: {}', {})), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => json('junk JSON body', v)), weight: 1 },
  { arbitrary: fc.constantFrom('{', '[[[', '\u0000').map((t) => raw('malformed JSON body', t)), weight: 1 },
  {
    arbitrary: fc.integer({ min: 100, max: 6_000 }).map((d) => raw('nested JSON body', nested(d, 'array'))),
    weight: 1,
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Requests

const HOSTILE_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  '%00',
  '%ZZ',
  'a'.repeat(3_000),
  '..',
  '.',
  '%2e%2e',
  "';DROP TABLE x;--",
  'a b',
  'é',
  'null',
  'undefined',
  '0',
  '-1',
  '%F0%9F%98%80',
  '%C0%AF',
  '\u0000'.replace('\u0000', '%00'),
];

/** Percent-encodes what an HTTP request line cannot carry, and leaves the rest (%, .., quotes) as it is. */
function escapeLoosely(segment: string): string {
  return segment.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

function pathArb(path: string, op: Operation, spec: OpenApiSpec): fc.Arbitrary<{ path: string; hostile: boolean }> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  if (!params.length) return fc.constant({ path, hostile: false });
  const values = params.map((p) =>
    fc.oneof(
      {
        arbitrary: valueArb(p.schema, spec).map((v) => ({ v: encodeURIComponent(String(v)), hostile: false })),
        weight: 3,
      },
      {
        arbitrary: fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 80 })
          .map((v) => ({ v: encodeURIComponent(v), hostile: true })),
        weight: 1,
      },
      {
        arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((v) => ({ v: escapeLoosely(v), hostile: true })),
        weight: 2,
      },
    ),
  );
  return fc.tuple(...values).map((vals) => {
    let p = path;
    params.forEach((param, i) => (p = p.replace(`{${param.name}}`, vals[i].v)));
    return { path: p, hostile: vals.some((x) => x.hostile) };
  });
}

/** Header values are ASCII (Node's client refuses others). */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 120 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

const headersArb = fc.record(
  {
    'x-ui-language': fc.oneof(fc.constantFrom('en', 'hi', 'HI', 'fr', '', 'en-US'), headerText),
    'x-output-language': fc.oneof(fc.constantFrom('english', 'hindi', 'HINDI', 'klingon', ''), headerText),
    'x-request-time': fc.oneof(fc.integer({ min: -1, max: 2 ** 42 }).map(String), fc.constantFrom('abc', '1e400', '')),
    'x-client-app': headerText,
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    'accept-language': fc.constantFrom('hi-IN,hi;q=0.9', '*', ''),
  },
  { requiredKeys: [] },
);

type CookieKind = 'session' | 'none' | 'garbage';
const cookieArb = fc.oneof(
  { arbitrary: fc.constant<CookieKind>('session'), weight: 7 },
  { arbitrary: fc.constant<CookieKind>('none'), weight: 2 },
  { arbitrary: fc.constant<CookieKind>('garbage'), weight: 1 },
);

export function operationsOf(spec: OpenApiSpec): { method: string; path: string; op: Operation }[] {
  const out = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        out.push({ method: method.toUpperCase(), path, op });
    }
  }
  return out.sort((a, b) => a.op.operationId.localeCompare(b.op.operationId));
}

/** fast-check arbitrary of requests to one operation (its session cookie filled in when sent). */
export function requestArb(
  method: string,
  path: string,
  op: Operation,
  spec: OpenApiSpec,
): fc.Arbitrary<FuzzRequest & { cookie: CookieKind }> {
  const content = op.requestBody?.content ?? {};
  const bodyArb = content['multipart/form-data']
    ? multipartBodyArb(content['multipart/form-data'].schema, spec)
    : content['application/json']
      ? jsonBodyArb(content['application/json'].schema, spec)
      : noBodyArb;
  return fc.tuple(pathArb(path, op, spec), bodyArb, headersArb, cookieArb).map(([p, body, headers, cookie]) => {
    const h: Record<string, string> = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
    if (body.contentType) h['content-type'] = body.contentType;
    return {
      operationId: op.operationId,
      kind: p.hostile ? `${body.kind}, odd path` : body.kind,
      method,
      path: `/api${p.path.replace(/^\/api/, '')}`,
      headers: h,
      body: body.body,
      cookie,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

interface Answer {
  status: number;
  body: string;
  setCookie?: string[];
}

function send(baseUrl: string, req: FuzzRequest, timeoutMs: number): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolvePromise) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers['content-length'] = req.body.length;
    let settled = false;
    const done = (a: Answer) => {
      if (!settled) {
        settled = true;
        resolvePromise(a);
      }
    };
    const r = httpRequest(
      { host: url.hostname, port: url.port || 80, method: req.method, path: req.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 64 * 1024) chunks.push(c);
          size += c.length;
        });
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            setCookie: res.headers['set-cookie'],
          }),
        );
        res.on('error', (err) => done({ status: res.statusCode ?? 0, body: `(answer cut: ${err.message})` }));
      },
    );
    r.setTimeout(timeoutMs, () => {
      r.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    r.on('error', (err) => done({ status: 0, body: `(no answer: ${err.message})` }));
    r.end(req.body);
  });
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed?.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return body.slice(0, 300);
}

/** A valid signed session cookie, as a browser holds it. */
async function sessionCookie(baseUrl: string): Promise<string> {
  const a = await send(
    baseUrl,
    { operationId: 'getHealth', kind: 'setup', method: 'GET', path: '/api/health', headers: {} },
    30_000,
  );
  const cookie = a.setCookie?.map((c) => c.split(';')[0]).find((c) => c.startsWith('likho_sid='));
  if (!cookie) throw new Error(`no session cookie from ${baseUrl}/api/health (status ${a.status})`);
  return cookie;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const concurrency = options.concurrency ?? 8;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const ops = operationsOf(options.spec).filter((o) => !options.only || options.only.includes(o.op.operationId));
  if (!ops.length) throw new Error('no operations to fuzz');
  const started = Date.now();
  const cookie = await sessionCookie(options.baseUrl);

  // an even share per operation, drawn up front from one seed (the same seed gives the same requests)
  const queue: (FuzzRequest & { cookie: CookieKind })[] = [];
  ops.forEach(({ method, path, op }, i) => {
    const n = Math.floor(options.requests / ops.length) + (i < options.requests % ops.length ? 1 : 0);
    if (n > 0) queue.push(...fc.sample(requestArb(method, path, op, options.spec), { numRuns: n, seed: seed + i }));
  });
  // interleave operations, so a slow one never runs alone at the end
  const order = fc.sample(
    fc.shuffledSubarray(
      queue.map((_, i) => i),
      { minLength: queue.length },
    ),
    { numRuns: 1, seed },
  )[0];

  const counts = new Map<string, Map<number, number>>();
  const failures: FuzzAnswer[] = [];
  const messages = new Map<string, Map<string, number>>();
  let deliberate503 = 0;
  let done = 0;
  let next = 0;
  const stallMs = options.stallMs ?? 90_000;
  const inFlight = new Set<FuzzRequest>();
  let lastAnswer = Date.now();
  let stall: FuzzReport['stall'];
  const watchdog = setInterval(() => {
    if (!stall && inFlight.size && Date.now() - lastAnswer > stallMs) {
      stall = { seconds: Math.round((Date.now() - lastAnswer) / 1000), inFlight: [...inFlight] };
    }
  }, 1_000);
  const worker = async () => {
    while (next < order.length && !stall) {
      const req = queue[order[next++]];
      const headers = { ...req.headers };
      if (req.cookie === 'session') headers.cookie = cookie;
      if (req.cookie === 'garbage') headers.cookie = 'likho_sid=s%3Anot-a-session.forged; other=%E0%A4';
      const sent: FuzzRequest = { ...req, headers };
      inFlight.add(sent);
      const answer = await send(options.baseUrl, sent, timeoutMs);
      inFlight.delete(sent);
      if (answer.status) lastAnswer = Date.now();
      const perOp = counts.get(req.operationId) ?? new Map<number, number>();
      perOp.set(answer.status, (perOp.get(answer.status) ?? 0) + 1);
      counts.set(req.operationId, perOp);
      const message = messageOf(answer.body);
      const perMessage = messages.get(req.operationId) ?? new Map<string, number>();
      const line = `${answer.status} ${message.slice(0, 100)}`;
      perMessage.set(line, (perMessage.get(line) ?? 0) + 1);
      messages.set(req.operationId, perMessage);
      if (isFailure(answer.status, message)) failures.push({ request: sent, status: answer.status, message });
      else if (answer.status === 503) deliberate503++;
      done++;
      options.onProgress?.(done, order.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(watchdog);
  }
  return { seed, total: done, counts, failures, deliberate503, messages, stall, elapsedMs: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

export function formatReport(report: FuzzReport, verbose = false): string {
  const statuses = [...new Set([...report.counts.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const label = (s: number) => (s === 0 ? 'none' : String(s));
  const ops = [...report.counts.keys()].sort();
  const width = Math.max(9, ...ops.map((o) => o.length));
  const lines = [`${'operation'.padEnd(width)}  ${statuses.map((s) => label(s).padStart(5)).join(' ')}  total`];
  const totals = new Map<number, number>();
  for (const op of ops) {
    const m = report.counts.get(op) as Map<number, number>;
    let sum = 0;
    const cells = statuses.map((s) => {
      const n = m.get(s) ?? 0;
      sum += n;
      totals.set(s, (totals.get(s) ?? 0) + n);
      return (n ? String(n) : '.').padStart(5);
    });
    lines.push(`${op.padEnd(width)}  ${cells.join(' ')}  ${String(sum).padStart(5)}`);
  }
  lines.push(
    `${'all'.padEnd(width)}  ${statuses.map((s) => String(totals.get(s) ?? 0).padStart(5)).join(' ')}  ${String(report.total).padStart(5)}`,
  );
  lines.push('');
  lines.push(
    `${report.total} requests in ${(report.elapsedMs / 1000).toFixed(1)} s (seed ${report.seed}); ` +
      `${report.deliberate503} deliberate 503 (provider not configured); ${report.failures.length} failures (5xx or no answer)` +
      (report.stall ? '; stopped early: the app stopped answering' : ''),
  );
  if (report.stall) {
    lines.push(
      '',
      `THE APP STOPPED ANSWERING: no answer for ${report.stall.seconds} s, so the run stopped. Requests in flight then:`,
    );
    for (const r of report.stall.inFlight) {
      lines.push(`  ${r.operationId} (${r.kind}): ${r.method} ${r.path.slice(0, 100)} body ${describeBody(r.body)}`);
    }
  }
  if (verbose) {
    lines.push('', 'Most frequent answers per operation:');
    for (const [op, m] of [...report.messages.entries()].sort()) {
      lines.push(`  ${op}`);
      for (const [msg, n] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
        lines.push(`    ${String(n).padStart(5)} × ${msg}`);
    }
  }
  if (report.failures.length) {
    lines.push('', 'Failures, grouped (operation, status, message; first example of each):');
    const groups = new Map<string, FuzzAnswer[]>();
    for (const f of report.failures) {
      const key = `${f.request.operationId} ${label(f.status)} ${f.message.slice(0, 160)}`;
      groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    for (const [key, list] of [...groups.entries()].sort((a, b) => b[1].length - a[1].length)) {
      const ex = list[0].request;
      const kinds = [...new Set(list.map((f) => f.request.kind))].slice(0, 6).join('; ');
      lines.push(`  ${list.length} × ${key}`);
      lines.push(`      kinds: ${kinds}`);
      lines.push(
        `      e.g. ${ex.method} ${ex.path.slice(0, 120)} ${ex.headers['content-type'] ?? ''} body ${describeBody(ex.body)}`,
      );
    }
  }
  return lines.join('\n');
}

function describeBody(body?: Buffer): string {
  if (!body) return '(none)';
  const text = body
    .subarray(0, 160)
    .toString('utf8')
    .replace(/[\r\n]+/g, '⏎')
    .replace(/[^\x20-\x7e\u00a0-\uffff⏎]/g, '·');
  return `${body.length} B: ${text}${body.length > 160 ? '…' : ''}`;
}
