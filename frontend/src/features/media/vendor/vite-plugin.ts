/**
 * Vite plugin (Node side, used by vite.config.ts): serves the tesseract.js worker, core and eng/hin language
 * data and the ffmpeg.wasm cores from node_modules under /vendor/... in dev, and copies them into the build
 * (outDir/vendor/...) so the app serves them itself. Nothing is fetched from a CDN; nothing large is in git.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { VENDOR_FILES } from './paths';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
};

/** The installed folder of an npm package, looking in node_modules from `from` upwards (workspaces hoist). */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`media vendor files: npm package ${name} is not installed`);
  }
}

/** URL path → absolute source file; fails at start-up when a file is missing (a clear message, not a 404 later). */
export function vendorSources(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [url, [pkg, file]] of Object.entries(VENDOR_FILES)) {
    const source = join(packageDir(pkg, root), file);
    if (!existsSync(source)) throw new Error(`media vendor files: ${source} is missing (reinstall ${pkg})`);
    out.set(url, source);
  }
  return out;
}

export function mediaVendorAssets(): Plugin {
  let config: ResolvedConfig;
  let sources: Map<string, string>;
  return {
    name: 'likho-media-vendor-assets',
    configResolved(resolved) {
      config = resolved;
      sources = vendorSources(resolved.root);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        const source = sources.get(path);
        if (!source) return next();
        res.setHeader('Content-Type', TYPES[extname(source)] ?? 'application/octet-stream');
        res.setHeader('Content-Length', String(statSync(source).size));
        res.setHeader('Cache-Control', 'public, max-age=3600');
        createReadStream(source).pipe(res);
      });
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      for (const [url, source] of sources) {
        const target = join(outDir, url);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(source, target);
      }
    },
  };
}
