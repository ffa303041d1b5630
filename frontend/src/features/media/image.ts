/**
 * Image → text (SPEC §9): downscale to at most 3 megapixels, re-encode as WebP q 0.9, read it in the browser
 * with tesseract.js (worker, core and eng/hin data served by this app); a weak or empty result goes to the
 * server's OCR.
 */
import { MEDIA_LIMITS } from './limits';
import { TESSERACT } from './vendor/paths';

export const MIN_CONFIDENCE = 75;
export const WEBP_QUALITY = 0.9;

/** Hindi and/or English by the interface or output language, joined with '+'; English by default. */
export function ocrLanguages(uiLanguage: string, outputLanguage: string): string {
  const langs: string[] = [];
  if (uiLanguage === 'hi' || outputLanguage === 'hindi') langs.push('hin');
  if (uiLanguage === 'en' || outputLanguage === 'english' || langs.length === 0) langs.push('eng');
  return langs.join('+');
}

/** Size that keeps the aspect ratio within `maxPixels` (never upscales). */
export function fitPixels(width: number, height: number, maxPixels = MEDIA_LIMITS.imagePixels) {
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** The browser result is good enough when it has text and a confidence of at least 75. */
export const browserOcrIsGood = (text: string, confidence: number) =>
  text.trim().length > 0 && confidence >= MIN_CONFIDENCE;

/** Downscaled WebP of the picture; null when this browser cannot decode the file (the server tries then). */
export async function prepareImage(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const { width, height } = fitPixels(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff'; // transparent areas read as white paper, not black
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY));
  } finally {
    bitmap.close();
  }
}

export interface OcrResult {
  text: string;
  confidence: number;
}

/** tesseract.js in a worker; the worker is ended after each image. */
export async function recognizeInBrowser(
  image: Blob,
  languages: string,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<OcrResult> {
  const mod = await import('tesseract.js');
  // a CommonJS package: the bundler may put its exports on `default`
  const { createWorker, OEM } = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const worker = await createWorker(languages, OEM.LSTM_ONLY, {
    workerPath: TESSERACT.workerPath,
    corePath: TESSERACT.corePath,
    langPath: TESSERACT.langPath,
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
    logger: (m) => {
      if (m.status === 'recognizing text') onProgress?.(m.progress);
    },
  });
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const { data } = await worker.recognize(image);
    return { text: data.text.trim(), confidence: data.confidence };
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}
