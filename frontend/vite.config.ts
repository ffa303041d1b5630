/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mediaVendorAssets } from './src/features/media/vendor/vite-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Cache-busting version for /locales/{lng}/common.json: a hash of the translation files themselves. */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const lng of ['en', 'hi']) hash.update(readFileSync(here(`./public/locales/${lng}/common.json`)));
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig({
  // tesseract.js and ffmpeg.wasm files served by the app itself under /vendor (never a CDN)
  plugins: [react(), mediaVendorAssets()],
  resolve: {
    alias: {
      src: here('./src'),
      '@site': here('../backend/src/common/site'),
    },
  },
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
    fs: { allow: [here('..')] },
  },
  preview: { port: 3000 },
  // @ffmpeg/ffmpeg starts its worker with new URL('./worker.js', import.meta.url): keep it out of pre-bundling
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg', '@ffmpeg/util'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
