/**
 * The media work itself (checks, uploads, browser OCR and video conversion, their messages), fetched on the
 * first recording or file, not with the page (src/features/media/useMediaInput.tsx).
 */
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import { notify } from 'src/components/notify';
import { track, type FileRefusal, type TranscriptionSource } from 'src/lib/analytics';
import { EmptyRecordingError, MicrophoneError } from 'src/features/recording';
import * as api from './api';
import { browserVideoFailedBefore, classifyFailure, extractAudioInBrowser } from './browser-video';
import { uploadInChunks } from './chunked';
import { EmptyResultError, imageToast, transcriptionToast, videoToast, type MediaToast } from './errors';
import { browserOcrIsGood, ocrLanguages, prepareImage, recognizeInBrowser } from './image';
import { checkFile } from './limits';
import type { MediaStatus, Progress } from './MediaProgress';
import { videoToAudio } from './video';

/** Puts text into the input and enhances it at once (given by the text tool). */
export type DeliverText = (text: string) => void;

/** What the hook gives the work: its translations, languages, busy state and the text tool's delivery. */
export interface MediaContext {
  t: TFunction;
  uiLanguage: 'en' | 'hi';
  outputLanguage: string;
  setProgress: (progress: Progress | null) => void;
  abort: RefObject<AbortController | null>;
  deliver: RefObject<DeliverText | null>;
}

const percent = (fraction: number) => Math.max(0, Math.min(100, Math.round(fraction * 100)));

class FlowError extends Error {
  constructor(readonly toast: MediaToast) {
    super(toast.id);
  }
}

function media(ctx: MediaContext) {
  const { t, uiLanguage, outputLanguage, setProgress } = ctx;
  const headers = { 'X-UI-Language': uiLanguage, 'X-Output-Language': outputLanguage };
  const show = (toast: MediaToast) => {
    const title = t(`media.toast.${toast.id}.title`);
    const description = t(`media.toast.${toast.id}.description`, { detail: toast.detail ?? '' });
    if (toast.type === 'info') notify.info(title, description);
    else notify.error(title, description);
  };
  const refuse = (refusal: FileRefusal) =>
    notify.error(t(`media.refusal.${refusal}.title`), t(`media.refusal.${refusal}.description`));
  const status = (s: MediaStatus, fraction: number | null = null) =>
    setProgress({ status: s, percent: fraction === null ? null : percent(fraction) });

  /** Runs one piece of media work with the busy state; it ends with the busy state cleared. */
  const run = async (work: (signal: AbortSignal) => Promise<string>, source: TranscriptionSource | 'image') => {
    const success = source === 'image' ? 'imageRead' : 'transcribed';
    const controller = new AbortController();
    ctx.abort.current = controller;
    status('preparing');
    try {
      const text = await work(controller.signal);
      if (source === 'image') track.ocrSucceeded();
      else track.transcriptionSucceeded(source);
      notify.success(t(`media.toast.${success}.title`), t(`media.toast.${success}.description`));
      ctx.deliver.current?.(text);
    } catch (err) {
      if (controller.signal.aborted) return;
      const toast = err instanceof FlowError ? err.toast : transcriptionToast(err);
      if (source === 'image') track.ocrFailed(toast.id);
      else track.transcriptionFailed(source, toast.id);
      show(toast);
    } finally {
      if (ctx.abort.current === controller) ctx.abort.current = null;
      setProgress(null);
    }
  };

  const transcribe = async (audio: Blob, name: string, signal: AbortSignal): Promise<string> => {
    try {
      status('uploadingAudio', 0);
      const res = await api.transcribeAudio(audio, name, {
        headers,
        signal,
        onProgress: (f) => (f < 1 ? status('uploadingAudio', f) : status('transcribing')),
      });
      if (!res.success) throw new Error(res.message || 'Transcription failed');
      const text = res.text.trim();
      if (!text) throw new EmptyResultError('speech');
      return text;
    } catch (err) {
      throw new FlowError(transcriptionToast(err));
    }
  };

  const readImage = async (file: File, signal: AbortSignal): Promise<string> => {
    try {
      status('preparingImage');
      const prepared = await prepareImage(file);
      const image = prepared ?? file;
      status('readingImage', 0);
      try {
        const languages = ocrLanguages(uiLanguage, outputLanguage);
        const ocr = await recognizeInBrowser(image, languages, signal, (f) => status('readingImage', f));
        if (browserOcrIsGood(ocr.text, ocr.confidence)) return ocr.text;
      } catch (err) {
        if (signal.aborted) throw err;
        console.warn('Browser OCR failed; using the server', err);
      }
      status('uploadingImage', 0);
      const name = prepared ? 'image.webp' : file.name || 'image';
      const res = await api.extractImageText(image, name, {
        headers,
        signal,
        onProgress: (f) => (f < 1 ? status('uploadingImage', f) : status('readingImageServer')),
      });
      if (!res.success) throw new Error(res.message || 'Text extraction failed');
      const text = res.text.trim();
      if (!text) throw new EmptyResultError('text');
      return text;
    } catch (err) {
      throw new FlowError(imageToast(err));
    }
  };

  const readVideo = async (file: File, signal: AbortSignal): Promise<string> => {
    let audio: Blob;
    try {
      audio = await videoToAudio(file, {
        signal,
        browserFailedBefore: browserVideoFailedBefore,
        extractInBrowser: (f, onProgress, s) => extractAudioInBrowser(f, { signal: s, onProgress }),
        onBrowserFailure: (err) => console.warn(`Browser video conversion: ${classifyFailure(err)}`, err),
        uploadWhole: (f, onProgress, s) => api.videoToAudio(f, { headers, signal: s, onProgress }),
        uploadChunks: async (f, onProgress, s) => {
          await api.cleanup(s);
          const info = { originalName: f.name || 'video', originalSize: f.size };
          return uploadInChunks(f, {
            signal: s,
            onProgress,
            send: (chunk, index, totalChunks, chunkProgress) =>
              api.uploadVideoChunk(
                chunk,
                index,
                { ...info, totalChunks },
                { headers, signal: s, onProgress: chunkProgress },
              ),
          });
        },
        processChunks: (info, s) => api.processChunkedVideo(info, { headers, signal: s }),
        onStage: (stage, fraction) =>
          status(
            stage === 'browser' ? 'extractingAudio' : stage === 'upload' ? 'uploadingVideo' : 'convertingVideo',
            fraction,
          ),
      });
    } catch (err) {
      throw new FlowError(videoToast(err));
    }
    return transcribe(audio, 'audio.mp3', signal);
  };

  return { show, refuse, run, transcribe, readImage, readVideo };
}

/** A recording's audio to text, then to the text tool. */
export function transcribeRecording(ctx: MediaContext, blob: Blob, name: string) {
  const m = media(ctx);
  void m.run((signal) => m.transcribe(blob, name, signal), 'recording');
}

/** A recording that failed: its message. */
export function recordingFailed(ctx: MediaContext, err: unknown) {
  const { t } = ctx;
  if (err instanceof EmptyRecordingError)
    notify.error(t('recording.toast.empty.title'), t('recording.toast.empty.description'));
  else if (err instanceof MicrophoneError)
    notify.error(t('recording.toast.microphone.title'), t('recording.toast.microphone.description'));
  else media(ctx).show(transcriptionToast(err));
}

/** A picked or dropped file: checks, then audio, image or video to text. */
export function readFile(ctx: MediaContext, file: File) {
  const { t } = ctx;
  const m = media(ctx);
  const check = checkFile(file);
  if (!check.ok) {
    track.fileRefused(check.refusal, file.size);
    return m.refuse(check.refusal);
  }
  track.fileUploaded(check.kind, file.size);
  if (check.largeVideo) notify.info(t('media.notice.largeVideo.title'), t('media.notice.largeVideo.description'));
  if (check.kind === 'image') void m.run((signal) => m.readImage(file, signal), 'image');
  else if (check.kind === 'video') void m.run((signal) => m.readVideo(file, signal), 'video');
  else void m.run((signal) => m.transcribe(file, file.name || 'audio', signal), 'audio');
}
