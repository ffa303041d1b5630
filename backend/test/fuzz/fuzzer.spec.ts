import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { REPO_ROOT } from 'src/config/app-config';
import { inUiLanguage } from 'src/common/visitor-messages';
import { NOT_CONFIGURED } from 'src/modules/donations/donations.service';
import { isFailure, operationsOf, requestArb, type FuzzRequest, type OpenApiSpec } from './fuzzer';

// busboy (multer's parser) has no types of its own here
// eslint-disable-next-line @typescript-eslint/no-require-imports
const busboy = require('busboy') as (opts: { headers: Record<string, string> }) => NodeJS.WritableStream & {
  on(event: 'file', cb: (name: string, stream: NodeJS.ReadableStream) => void): void;
  on(event: 'field', cb: (name: string, value: string) => void): void;
  on(event: 'close' | 'error', cb: (err?: Error) => void): void;
};

const spec = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi', 'openapi.json'), 'utf8')) as OpenApiSpec;

/** Parses a multipart request the way the server does; resolves the field names and file field names. */
function parseMultipart(req: FuzzRequest): Promise<{ fields: string[]; files: string[] }> {
  return new Promise((resolve, reject) => {
    const fields: string[] = [];
    const files: string[] = [];
    const bb = busboy({ headers: { 'content-type': req.headers['content-type'] } });
    bb.on('file', (name, stream) => {
      files.push(name);
      stream.resume();
    });
    bb.on('field', (name) => fields.push(name));
    bb.on('close', () => resolve({ fields, files }));
    bb.on('error', reject);
    bb.end(req.body ?? Buffer.alloc(0));
  });
}

describe('API fuzzer', () => {
  it('treats 5xx and no answer as failures, but not a 503 of an unconfigured provider', () => {
    expect(isFailure(500, 'Something went wrong on our side.')).toBe(true);
    expect(isFailure(0, '(no answer: socket hang up)')).toBe(true);
    expect(isFailure(503, 'Images are temporarily unavailable. Please try again in a minute.')).toBe(true);
    expect(isFailure(503, 'Donations are not configured on this server')).toBe(false);
    // the same answer to a visitor whose interface is Hindi
    expect(isFailure(503, inUiLanguage(NOT_CONFIGURED, 'hi'))).toBe(false);
    expect(inUiLanguage(NOT_CONFIGURED, 'hi')).not.toBe(NOT_CONFIGURED);
    expect(isFailure(503, 'यह सेवा अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।')).toBe(true);
    expect(isFailure(503, 'Speech to text is not available on this server: pocketsphinx is missing')).toBe(false);
    expect(isFailure(429, 'Too many requests')).toBe(false);
  });

  it('draws requests for every operation of the spec', () => {
    const ops = operationsOf(spec);
    expect(ops.length).toBeGreaterThanOrEqual(17);
    for (const { method, path, op } of ops) {
      const reqs = fc.sample(requestArb(method, path, op, spec), { numRuns: 30, seed: 1 });
      expect(reqs.every((r) => r.path.startsWith('/api/') && r.method === method)).toBe(true);
    }
  });

  it('its valid JSON bodies parse and hold every required field', () => {
    for (const { method, path, op } of operationsOf(spec)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const name = String(schema.$ref).split('/').pop() as string;
      const required: string[] = spec.components?.schemas?.[name]?.required ?? [];
      const valid = fc
        .sample(requestArb(method, path, op, spec), { numRuns: 100, seed: 2 })
        .filter((r) => r.kind.startsWith('valid'));
      expect(valid.length).toBeGreaterThan(10);
      for (const r of valid) {
        const body = JSON.parse(String(r.body)) as Record<string, unknown>;
        expect(required.filter((k) => !(k in body))).toEqual([]);
      }
    }
  });

  it('its valid multipart bodies parse (as multer reads them) with the file in its field', async () => {
    for (const { method, path, op } of operationsOf(spec)) {
      const schema = op.requestBody?.content['multipart/form-data']?.schema;
      if (!schema) continue;
      const valid = fc
        .sample(requestArb(method, path, op, spec), { numRuns: 100, seed: 3 })
        .filter((r) => r.kind.startsWith('valid'));
      expect(valid.length).toBeGreaterThan(10);
      const fileField = { transcribeAudio: 'audio', extractImageText: 'image' }[op.operationId as string] ?? 'video';
      for (const r of valid) {
        const parsed = await parseMultipart(r);
        expect({ kind: r.kind, files: parsed.files }).toEqual({ kind: r.kind, files: [fileField] });
        if (op.operationId === 'videoToAudioChunked') {
          expect(parsed.fields.sort()).toEqual(['chunkIndex', 'originalName', 'originalSize', 'totalChunks']);
        }
      }
    }
  });
});
