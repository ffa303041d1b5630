import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TESSERACT } from './paths';
import { vendorSources } from './vite-plugin';

const frontendRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('media vendor files', () => {
  it('finds every served file in node_modules, with eng and hin data in one folder', () => {
    const sources = vendorSources(frontendRoot);
    for (const source of sources.values()) expect(statSync(source).size).toBeGreaterThan(0);
    expect(sources.has(`${TESSERACT.langPath}/eng.traineddata.gz`)).toBe(true);
    expect(sources.has(`${TESSERACT.langPath}/hin.traineddata.gz`)).toBe(true);
  });
});
