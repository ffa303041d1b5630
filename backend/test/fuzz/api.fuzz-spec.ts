import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from 'src/config/app-config';
import { createTestApp, TestApp } from '../support/test-app';
import { FUZZ_APP_ENV } from './fuzz-env';
import { formatReport, operationsOf, runFuzz, type OpenApiSpec } from './fuzzer';

/**
 * The short form of `make fuzz`: a few hundred schema-driven requests (FUZZ_REQUESTS, default 400; FUZZ_SEED to
 * vary them, default a fixed seed so a run can be repeated) to every operation of a real app with raised limits.
 * Any 5xx but a deliberate 503 of an unconfigured provider, or a request left without an answer, fails it.
 */
describe('API fuzz (short form of make fuzz)', () => {
  let t: TestApp;
  let uploads: string;
  let baseUrl: string;
  const spec = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi', 'openapi.json'), 'utf8')) as OpenApiSpec;

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'likho-fuzz-uploads-'));
    t = await createTestApp({ ...FUZZ_APP_ENV, UPLOAD_DIR: uploads });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('answers every operation without a 5xx (deliberate 503s of unconfigured providers aside)', async () => {
    const report = await runFuzz({
      baseUrl,
      spec,
      requests: Number(process.env.FUZZ_REQUESTS ?? 400),
      seed: Number(process.env.FUZZ_SEED ?? 14),
      concurrency: 4,
    });
    process.stdout.write(`\n${formatReport(report, Boolean(process.env.FUZZ_VERBOSE))}\n`);
    expect(report.stall?.inFlight.map((r) => `${r.operationId} (${r.kind})`)).toBeUndefined();
    expect([...report.counts.keys()].sort()).toEqual(
      operationsOf(spec)
        .map((o) => o.op.operationId)
        .sort(),
    );
    expect(
      report.failures.map((f) => `${f.request.operationId} ${f.status} (${f.request.kind}): ${f.message}`),
    ).toEqual([]);
  });
});
