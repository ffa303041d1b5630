#!/usr/bin/env node
/**
 * Post-build step: renders every page of the site route table (@likho/site/routes) without a
 * URL parameter, in English and (where the route has one) Hindi, to HTML with react-dom, and writes
 *   <outDir>/prerendered/<language>/<page>.json  { html, styles }
 * next to index.html. The server (backend/src/common/spa.ts) puts that HTML inside #root and the styles in the
 * head, with the page's translations inlined, and the SPA hydrates it (src/main.tsx): the first screen is
 * painted before any JavaScript runs.
 *
 *   node scripts/prerender.mjs [outDir]   (default: dist; or PRERENDER_OUT)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, process.argv[2] ?? process.env.PRERENDER_OUT ?? 'dist');
const ssrDir = join(outDir, '.prerender-ssr');

// 1. the prerender entry, built for Node from the same sources and config as the browser build
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  build: {
    ssr: 'src/app/prerender-entry.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry.mjs', format: 'es' } },
  },
  ssr: { noExternal: true, external: ['@emotion/server'] },
});

// 2. the pages: the browser globals a module reads at import or render time, as a first visit has them
const location = { pathname: '/', search: '', hash: '', href: 'http://localhost/', protocol: 'http:' };
globalThis.window ??= { location, matchMedia: undefined, addEventListener() {}, removeEventListener() {} };

const { renderPage, PAGE_ROUTES, withLanguagePrefix } = await import(pathToFileURL(join(ssrDir, 'entry.mjs')).href);

/** Pages whose first screen is the visitor's own (a payment in their currency): served as the spinner shell. */
const NOT_PRERENDERED = ['checkout'];
const target = join(outDir, 'prerendered');
rmSync(target, { recursive: true, force: true });
let pages = 0;
for (const language of ['en', 'hi']) {
  const translations = JSON.parse(readFileSync(join(outDir, 'locales', language, 'common.json'), 'utf8'));
  mkdirSync(join(target, language), { recursive: true });
  for (const route of PAGE_ROUTES) {
    if (route.path.includes(':') || NOT_PRERENDERED.includes(route.page) || (language === 'hi' && !route.hindi))
      continue;
    const pathname = withLanguagePrefix(route.path, language);
    Object.assign(location, { pathname, href: `http://localhost${pathname}` });
    const { html, styles } = await renderPage(pathname, language, translations);
    writeFileSync(join(target, language, `${route.page}.json`), JSON.stringify({ path: pathname, html, styles }));
    pages++;
  }
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages} pages into ${target}`);

// 3. the hashed assets compressed once, at the highest levels (the server sends <file>.br or <file>.gz to a
// browser that accepts it, instead of compressing every response on the fly at a low level)
const assets = join(outDir, 'assets');
let compressed = 0;
for (const file of readdirSync(assets)) {
  if (!/\.(js|css|svg|json|wasm)$/.test(file)) continue;
  const data = readFileSync(join(assets, file));
  if (data.length < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(join(assets, `${file}.br`), br);
  if (gz.length < data.length) writeFileSync(join(assets, `${file}.gz`), gz);
  compressed++;
}
console.log(`compressed ${compressed} assets (.br, .gz)`);
// the rendered app leaves timers behind (the query cache's garbage collection, five minutes): do not wait for them
process.exit(0);
