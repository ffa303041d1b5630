import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from 'src/config/app-config';
import type { EngineState } from 'src/engines/engine-status';
import { OcrEngine, prepareLanguageData, TesseractOcrEngine } from 'src/engines/ocr/ocr-engine';
import { AiProviders } from 'src/engines/ai-provider/ai-provider';
import { FallbackSpeechEngine } from 'src/engines/speech/fallback-speech';
import { OpenAiSpeechEngine } from 'src/engines/speech/openai-speech';
import { findPocketsphinx, PocketsphinxSpeechEngine } from 'src/engines/speech/pocketsphinx-speech';
import { SPEECH_PROVIDER_HINT, SpeechEngine } from 'src/engines/speech/speech-engine';
import { resolveMediaTools, ToolPaths } from 'src/engines/video/media-tools';
import { FfmpegVideoEngine, VideoEngine } from 'src/engines/video/video-engine';
import { isStorageError } from './upload-store';

export const MEDIA_ENGINES = Symbol('MEDIA_ENGINES');

/** What visitors read (503) when a capability is missing on this server, in English and Hindi. */
const UNAVAILABLE = {
  speech:
    'Speech to text is not available on this server. Please type your text instead. (इस सर्वर पर बोली को पाठ में बदलने की सुविधा उपलब्ध नहीं है। कृपया अपना पाठ टाइप करें।)',
  video: 'Video to audio is not available on this server. (इस सर्वर पर वीडियो से ऑडियो निकालने की सुविधा उपलब्ध नहीं है।)',
  ocr: 'Text from images is not available on this server. (इस सर्वर पर इमेज से पाठ निकालने की सुविधा उपलब्ध नहीं है।)',
};

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

/**
 * Picks the adapters: OpenAI-compatible speech when the provider factory has a transcription model (with
 * pocketsphinx behind it for English when the provider fails), else pocketsphinx; tesseract; ffmpeg. A state's
 * `detail` is what visitors read in a 503 (no server settings); `admin` adds what to install or set, for health
 * and the log.
 */
export function createMediaEngines(config: AppConfig, uploadRoot: string): MediaEngines {
  const logger = new Logger('MediaEngines');
  const tools = resolveMediaTools({ ffmpegPath: config.FFMPEG_PATH, ffprobePath: config.FFPROBE_PATH });
  for (const problem of tools.problems) logger.warn(problem);

  const video = tools.ffmpeg ? new FfmpegVideoEngine(tools.ffmpeg) : undefined;
  const videoState: EngineState = video
    ? { adapter: `ffmpeg (${tools.ffmpegSource})`, ready: true }
    : {
        adapter: 'none',
        ready: false,
        detail: UNAVAILABLE.video,
        admin: 'Video to audio needs ffmpeg: install the Debian package ffmpeg or set FFMPEG_PATH.',
      };

  const ps = findPocketsphinx(config.POCKETSPHINX_PATH);
  const local =
    ps.bin && ps.flavour && tools.ffmpeg ? new PocketsphinxSpeechEngine(ps.bin, ps.flavour, tools.ffmpeg) : undefined;
  const localProblem = ps.problem ?? 'ffmpeg is not installed: install the Debian package ffmpeg';
  const ai = AiProviders.for(config).transcribe;
  let speech: SpeechEngine | undefined;
  let speechState: EngineState;
  if (ai) {
    speech = new FallbackSpeechEngine(new OpenAiSpeechEngine(ai, { ffmpeg: tools.ffmpeg }), local);
    speechState = {
      adapter: 'openai',
      ready: true,
      detail: `model ${ai.model}; fallback when the provider fails: ${local ? 'pocketsphinx (English only)' : `none (${localProblem})`}`,
    };
  } else if (local) {
    speech = local;
    speechState = {
      adapter: 'pocketsphinx',
      ready: true,
      detail: 'English only',
      admin: `English only; for Hindi and better accuracy ${SPEECH_PROVIDER_HINT}`,
    };
  } else {
    speechState = {
      adapter: 'none',
      ready: false,
      detail: UNAVAILABLE.speech,
      admin: `Speech to text is not available on this server: ${localProblem}, or ${SPEECH_PROVIDER_HINT}.`,
    };
  }
  for (const state of [speechState, videoState]) if (state.admin && !state.ready) logger.warn(state.admin);

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
        detail: UNAVAILABLE.ocr,
        admin: `Text from images is not available on this server: ${(err as Error).message}.`,
      };
      logger.warn(ocrState.admin!);
    }
  }
  return { tools, video, speech, ocr, states: { speech: speechState, ocr: ocrState, video: videoState } };
}
