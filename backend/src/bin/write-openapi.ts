import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument, createApp } from 'src/app.factory';
import { loadConfig, REPO_ROOT } from 'src/config/app-config';

/** Recursively sorts object keys so the written spec diffs small. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The spec as written to openapi/openapi.json, built without opening the database or listening. */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ SERVE_FRONTEND: 'false', LOG_LEVEL: 'error' });
  const app = await createApp(config, { preview: true, logger: false });
  const doc = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(sortKeys(doc), null, 2) + '\n';
}

if (require.main === module) {
  const out = resolve(REPO_ROOT, process.argv[2] ?? 'openapi/openapi.json');
  renderOpenApi()
    .then((json) => {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, json);
      console.log(`wrote ${out}`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
