/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mediaVendorAssets } from './src/features/media/vendor/vite-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Cache-busting version for /locales/{lng}/common.json: a hash of the translation files themselves. */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const lng of ['en', 'hi']) hash.update(readFileSync(here(`./public/locales/${lng}/common.json`)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * `virtual:likho-english`: the English strings as a module, loaded (as its own chunk) only when a page's
 * translation file could not be fetched, so the interface falls back to bundled English, never raw keys.
 */
function bundledEnglish(): Plugin {
  const id = 'virtual:likho-english';
  return {
    name: 'likho-bundled-english',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const file = here('./public/locales/en/common.json');
      this.addWatchFile(file);
      return `export default ${readFileSync(file, 'utf8')};`;
    },
  };
}

export default defineConfig({
  // tesseract.js and ffmpeg.wasm files served by the app itself under /vendor (never a CDN)
  plugins: [react(), mediaVendorAssets(), bundledEnglish()],
  resolve: {
    alias: {
      src: here('./src'),
    },
  },
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: { port: 3000 },
  // @ffmpeg/ffmpeg starts its worker with new URL('./worker.js', import.meta.url): keep it out of pre-bundling
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
