/**
 * Where the browser finds the OCR and video-converter files. They are served by this app (copied from
 * node_modules by the Vite plugin in ./vite-plugin.ts), never from a CDN. Shared by the plugin and the code
 * that loads them, so the two cannot drift apart.
 */
export const VENDOR_BASE = '/vendor';

export const TESSERACT = {
  /** tesseract.js worker script. */
  workerPath: `${VENDOR_BASE}/tesseract/worker.min.js`,
  /** Folder of the tesseract.js-core builds; the worker picks the SIMD/relaxed-SIMD/plain LSTM build. */
  corePath: `${VENDOR_BASE}/tesseract/core`,
  /** ONE folder holding eng and hin traineddata (gzipped), as tesseract.js requires. */
  langPath: `${VENDOR_BASE}/tesseract/lang`,
} as const;

/**
 * The single-thread ffmpeg.wasm core. The multi-thread core needs SharedArrayBuffer, which needs a cross-origin
 * isolated page (COOP same-origin + COEP require-corp): that header would block the cross-origin resources the
 * pages load (Stripe's payment frame, the analytics scripts), so the site does not send it and the multi-thread
 * core could never run.
 */
export const FFMPEG = {
  coreURL: `${VENDOR_BASE}/ffmpeg/core/ffmpeg-core.js`,
  wasmURL: `${VENDOR_BASE}/ffmpeg/core/ffmpeg-core.wasm`,
} as const;

/** Files to serve: URL path under the site root → [npm package, file inside the package]. */
export const VENDOR_FILES: Record<string, readonly [string, string]> = {
  [TESSERACT.workerPath]: ['tesseract.js', 'dist/worker.min.js'],
  // tesseract.js uses the LSTM-only builds (OEM 1, its default); the worker chooses one by CPU features
  [`${TESSERACT.corePath}/tesseract-core-lstm.wasm.js`]: ['tesseract.js-core', 'tesseract-core-lstm.wasm.js'],
  [`${TESSERACT.corePath}/tesseract-core-simd-lstm.wasm.js`]: ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js'],
  [`${TESSERACT.corePath}/tesseract-core-relaxedsimd-lstm.wasm.js`]: [
    'tesseract.js-core',
    'tesseract-core-relaxedsimd-lstm.wasm.js',
  ],
  [`${TESSERACT.langPath}/eng.traineddata.gz`]: ['@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz'],
  [`${TESSERACT.langPath}/hin.traineddata.gz`]: ['@tesseract.js-data/hin', '4.0.0_best_int/hin.traineddata.gz'],
  [FFMPEG.coreURL]: ['@ffmpeg/core', 'dist/esm/ffmpeg-core.js'],
  [FFMPEG.wasmURL]: ['@ffmpeg/core', 'dist/esm/ffmpeg-core.wasm'],
};
