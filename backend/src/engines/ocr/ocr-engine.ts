import { existsSync, mkdirSync, rmSync, symlinkSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { ToolError } from 'src/engines/video/media-tools';

export type OcrLanguage = 'eng' | 'hin';

/** Port: text from an image. */
export interface OcrEngine {
  readonly name: string;
  recognize(
    file: string,
    opts: { languages: OcrLanguage[]; signal: AbortSignal },
  ): Promise<{ text: string; confidence: number }>;
  close(): Promise<void>;
}

const DATA_PACKAGES: Record<OcrLanguage, string> = {
  eng: '@tesseract.js-data/eng',
  hin: '@tesseract.js-data/hin',
};

/**
 * tesseract.js wants ONE langPath folder holding every `<lang>.traineddata.gz`; the npm data packages ship
 * them in separate folders. Links (or copies, where links fail) them into `dir`. Throws naming the missing package.
 */
export function prepareLanguageData(dir: string, languages: OcrLanguage[] = ['eng', 'hin']): string {
  mkdirSync(dir, { recursive: true });
  for (const lang of languages) {
    let source: string;
    try {
      source = join(
        dirname(require.resolve(`${DATA_PACKAGES[lang]}/package.json`)),
        '4.0.0_best_int',
        `${lang}.traineddata.gz`,
      );
    } catch {
      throw new Error(`OCR language data for ${lang} is missing: run npm install (package ${DATA_PACKAGES[lang]})`);
    }
    if (!existsSync(source))
      throw new Error(`OCR language data ${source} is missing: reinstall ${DATA_PACKAGES[lang]}`);
    const target = join(dir, `${lang}.traineddata.gz`);
    rmSync(target, { force: true });
    try {
      symlinkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
  return dir;
}

/** Server OCR with tesseract.js (LSTM, offline data from the npm packages); one worker per language set. */
export class TesseractOcrEngine implements OcrEngine {
  readonly name = 'tesseract';
  private readonly workers = new Map<string, Promise<Worker>>();

  constructor(private readonly langPath: string) {}

  private worker(languages: OcrLanguage[]): Promise<Worker> {
    const key = [...languages].sort().join('+');
    let worker = this.workers.get(key);
    if (!worker) {
      worker = createWorker(languages, OEM.LSTM_ONLY, {
        langPath: this.langPath,
        cacheMethod: 'none',
        gzip: true,
        // without a handler tesseract.js throws a failed job (e.g. a corrupt JPEG) out of its message listener,
        // an uncaught exception that ends the process; the job's promise is rejected either way (below)
        errorHandler: () => undefined,
      });
      worker.catch(() => this.workers.delete(key));
      this.workers.set(key, worker);
    }
    return worker;
  }

  async recognize(
    file: string,
    opts: { languages: OcrLanguage[]; signal: AbortSignal },
  ): Promise<{ text: string; confidence: number }> {
    const key = [...opts.languages].sort().join('+');
    const worker = await this.worker(opts.languages);
    if (opts.signal.aborted) throw new ToolError('OCR was stopped', '', true);
    // a running recognition cannot be cancelled: on abort the worker is ended and a new one made next time
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        if (this.workers.get(key)) this.workers.delete(key);
        void worker.terminate().catch(() => undefined);
        reject(new ToolError('OCR was stopped', '', true));
      };
      opts.signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const { data } = await Promise.race([
        worker.recognize(file).catch((err: unknown) => {
          // tesseract rejects with a bare string ("Error attempting to read image."): the image is unreadable
          throw new ToolError(`OCR could not read the image: ${String((err as Error)?.message ?? err)}`);
        }),
        aborted,
      ]);
      return { text: data.text.trim(), confidence: data.confidence };
    } finally {
      opts.signal.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map(async (w) => (await w.catch(() => undefined))?.terminate()));
  }
}
