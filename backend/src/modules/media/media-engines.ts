import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { OcrEngine, prepareLanguageData, TesseractOcrEngine } from 'src/engines/ocr/ocr-engine';
import { OpenAiSpeechEngine } from 'src/engines/speech/openai-speech';
import { findPocketsphinx, PocketsphinxSpeechEngine } from 'src/engines/speech/pocketsphinx-speech';
import { SPEECH_PROVIDER_HINT, SpeechEngine } from 'src/engines/speech/speech-engine';
import { resolveMediaTools, ToolPaths } from 'src/engines/video/media-tools';
import { FluentFfmpegVideoEngine, VideoEngine } from 'src/engines/video/video-engine';
import { isStorageError } from './upload-store';

export const MEDIA_ENGINES = Symbol('MEDIA_ENGINES');

/** The media adapters chosen from the configuration at start, and what is missing. */
export interface MediaEngines {
  tools: ToolPaths;
  video?: VideoEngine;
  speech?: SpeechEngine;
  ocr?: OcrEngine;
  /** Capability states for /api/health and /api/config (also the 503 messages). */
  states: { speech: EngineState; ocr: EngineState; video: EngineState };
}

/**
 * Tesseract whose language-data folder (inside UPLOAD_DIR) could not be written at start: the folder is
 * prepared on first use, so OCR works again once the upload folder does (until then uploads answer 503).
 */
class DeferredTesseractEngine implements OcrEngine {
  readonly name = 'tesseract';
  private engine?: OcrEngine;

  constructor(private readonly langDir: string) {}

  async recognize(file: string, opts: Parameters<OcrEngine['recognize']>[1]) {
    this.engine ??= new TesseractOcrEngine(prepareLanguageData(this.langDir));
    return this.engine.recognize(file, opts);
  }

  async close(): Promise<void> {
    await this.engine?.close();
  }
}

/** Picks the adapters: OpenAI-compatible speech when AI_TRANSCRIBE_MODEL is set, else pocketsphinx; tesseract; ffmpeg. */
export function createMediaEngines(config: AppConfig, uploadRoot: string): MediaEngines {
  const logger = new Logger('MediaEngines');
  const tools = resolveMediaTools({ ffmpegPath: config.FFMPEG_PATH, ffprobePath: config.FFPROBE_PATH });
  for (const problem of tools.problems) logger.warn(problem);

  const video = tools.ffmpeg ? new FluentFfmpegVideoEngine(tools.ffmpeg) : undefined;
  const videoState: EngineState = video
    ? { adapter: `ffmpeg (${tools.ffmpegSource})`, ready: true }
    : {
        adapter: 'none',
        ready: false,
        detail: 'Video to audio needs ffmpeg: install the Debian package ffmpeg or set FFMPEG_PATH.',
      };

  let speech: SpeechEngine | undefined;
  let speechState: EngineState;
  if (config.AI_TRANSCRIBE_MODEL && config.aiConfigured) {
    speech = new OpenAiSpeechEngine({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_TRANSCRIBE_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      ffmpeg: tools.ffmpeg,
    });
    speechState = { adapter: 'openai', ready: true, detail: `model ${config.AI_TRANSCRIBE_MODEL}` };
  } else {
    const ps = findPocketsphinx(config.POCKETSPHINX_PATH);
    if (ps.bin && ps.flavour && tools.ffmpeg) {
      speech = new PocketsphinxSpeechEngine(ps.bin, ps.flavour, tools.ffmpeg);
      speechState = {
        adapter: 'pocketsphinx',
        ready: true,
        detail: `English only; for Hindi and better accuracy ${SPEECH_PROVIDER_HINT}`,
      };
    } else {
      const missing = ps.problem ?? 'ffmpeg is not installed: install the Debian package ffmpeg';
      speechState = {
        adapter: 'none',
        ready: false,
        detail: `Speech to text is not available on this server: ${missing}, or ${SPEECH_PROVIDER_HINT}.`,
      };
    }
  }

  let ocr: OcrEngine | undefined;
  let ocrState: EngineState;
  const langDir = join(uploadRoot, 'ocr-data');
  try {
    ocr = new TesseractOcrEngine(prepareLanguageData(langDir));
    ocrState = { adapter: 'tesseract', ready: true, detail: 'English and Hindi' };
  } catch (err) {
    if (isStorageError(err)) {
      ocr = new DeferredTesseractEngine(langDir);
      ocrState = { adapter: 'tesseract', ready: true, detail: 'English and Hindi' };
    } else {
      ocrState = {
        adapter: 'none',
        ready: false,
        detail: `Text from images is not available on this server: ${(err as Error).message}.`,
      };
    }
  }
  return { tools, video, speech, ocr, states: { speech: speechState, ocr: ocrState, video: videoState } };
}
