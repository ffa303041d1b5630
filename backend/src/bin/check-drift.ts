import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT } from 'src/config/app-config';
import { renderOpenApi } from './write-openapi';

/**
 * Fails when the committed OpenAPI spec or the committed Orval hooks are stale: the spec is rendered from
 * the code and compared; the hooks are regenerated from the committed spec and compared, then the
 * committed files are put back, so the check changes nothing.
 */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p) : [p];
  });
}

function compareTrees(expectedDir: string, actualDir: string): string[] {
  const a = new Map(listFiles(expectedDir).map((p) => [relative(expectedDir, p), readFileSync(p, 'utf8')]));
  const b = new Map(listFiles(actualDir).map((p) => [relative(actualDir, p), readFileSync(p, 'utf8')]));
  const problems: string[] = [];
  for (const [file, text] of b) {
    if (!a.has(file)) problems.push(`missing from the committed hooks: ${file}`);
    else if (a.get(file) !== text) problems.push(`differs: ${file}`);
  }
  for (const file of a.keys()) if (!b.has(file)) problems.push(`no longer generated: ${file}`);
  return problems;
}

async function main(): Promise<void> {
  const problems: string[] = [];
  const specPath = join(REPO_ROOT, 'openapi/openapi.json');
  const fresh = await renderOpenApi();
  if (!existsSync(specPath) || readFileSync(specPath, 'utf8') !== fresh) {
    problems.push('openapi/openapi.json is stale: the API code changed without "make openapi"');
  }

  const generated = join(REPO_ROOT, 'frontend/src/api/generated');
  const backup = mkdtempSync(join(tmpdir(), 'likho-hooks-'));
  cpSync(generated, backup, { recursive: true });
  try {
    const run = spawnSync('orval', ['--config', 'orval.config.ts'], {
      cwd: join(REPO_ROOT, 'frontend'),
      encoding: 'utf8',
      env: process.env,
    });
    if (run.status !== 0) problems.push(`orval failed:\n${run.stdout}\n${run.stderr}`);
    else problems.push(...compareTrees(backup, generated).map((p) => `frontend/src/api/generated is stale — ${p}`));
  } finally {
    rmSync(generated, { recursive: true, force: true });
    cpSync(backup, generated, { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }

  if (problems.length) {
    console.error(`Generated files are stale (run "make openapi" and commit the result):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('drift check: openapi/openapi.json and frontend/src/api/generated are up to date');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
