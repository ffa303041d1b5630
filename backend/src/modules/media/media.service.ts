/// <reference lib="es2025.intl" />
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  HttpException,
  Inject,
  Injectable,
  OnModuleDestroy,
  OnModuleInit,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Language } from '@likho/site/language';
import type { ClientContext } from 'src/common/client-context';
import { LIMITS } from 'src/common/limits';
import { AppConfig } from 'src/config/app-config';
import { EngineStatus } from 'src/engines/engine-status';
import type { OcrLanguage } from 'src/engines/ocr/ocr-engine';
import { SpeechProviderError, SpeechUnsupportedError } from 'src/engines/speech/speech-engine';
import { probeMedia, ProbeResult, ToolError } from 'src/engines/video/media-tools';
import { StatsService } from 'src/modules/stats/stats.service';
import { describeType, sniffFile, SniffedType } from 'src/common/file-type';
import Redis from 'ioredis';
import { REDIS_OPTIONS } from 'src/common/throttler/rate-limit-storage';
import { TooManyRequestsException } from 'src/common/too-many-requests';
import { BusyError, JobLimiter, type MediaJobLimiter, SharedJobLimiter } from './job-limiter';
import { MEDIA_ENGINES } from './media-engines';
import type { MediaEngines } from './media-engines';
import { MAX_CHUNK_BYTES, MAX_IMAGE_PIXELS, TOO_MANY_REQUESTS_MESSAGE, VIDEO_TOO_LARGE } from './media-limits';
import {
  ChunkedUploadInfo,
  ChunkReceivedResponse,
  MediaTextResponse,
  toTextResponse,
  VideoChunkRequest,
} from './media.dto';
import { chunkUploadKey, isStorageError, UploadStore, Workspace } from './upload-store';

type UsageKind = 'transcribe' | 'ocr' | 'video';

/** An mp3 produced in the request's workspace (removed when the response closes). */
export interface AudioFile {
  path: string;
  bytes: number;
}

const UNSUPPORTED_HINT = 'Please upload audio, video, or image files.';
const NO_CHUNKS = 'No chunks of this video were received (or they expired). Please upload the video again.';
const CORRUPT_MEDIA = 'The file could not be read: its format is not supported or the file is corrupted.';

/** Status → the short outcome stored in usage_events. */
function outcomeOf(status: number): string {
  const map: Record<number, string> = {
    400: 'invalid_input',
    413: 'too_large',
    415: 'unsupported',
    422: 'unreadable',
    429: 'busy',
    499: 'aborted',
    502: 'provider_error',
    503: 'unavailable',
    504: 'timeout',
  };
  return map[status] ?? (status >= 500 ? 'error' : 'invalid_input');
}

/** A duration in words ('1 second', '45 seconds', '10 minutes', '1 minute, 30 seconds'; Hindi '1 मिनट और 30 सेकंड'). */
export function durationInWords(ms: number, language: Language = 'en'): string {
  const total = Math.max(1, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return new Intl.DurationFormat(language, { style: 'long' }).format({ hours, minutes, seconds });
}

/** The 504 message of a media job stopped at MEDIA_JOB_TIMEOUT_MS, in the visitor's interface language. */
export function timeLimitMessage(ms: number, language: Language = 'en'): string {
  const limit = durationInWords(ms, language);
  return language === 'hi'
    ? `प्रोसेसिंग का समय समाप्त हो गया: सर्वर पर हर फ़ाइल की समय-सीमा ${limit} है। कृपया छोटी फ़ाइल आज़माएँ।`
    : `Processing timed out: the server stops a file after ${limit}. Please try a shorter file.`;
}

/** Speech language hint: the interface language first (a Hindi interface means Hindi speech), then the output language. */
export function speechLanguage(client: Pick<ClientContext, 'uiLanguage' | 'outputLanguage'>): Language {
  if (client.uiLanguage) return client.uiLanguage;
  return client.outputLanguage === 'hindi' ? 'hi' : 'en';
}

/** OCR languages, as the browser does it: Hindi when the interface or the output is Hindi, English always. */
export function ocrLanguages(client: Pick<ClientContext, 'uiLanguage' | 'outputLanguage'>): OcrLanguage[] {
  return client.uiLanguage === 'hi' || client.outputLanguage === 'hindi' ? ['hin', 'eng'] : ['eng'];
}

/**
 * Media calls: speech and images to text, video to audio (whole or in chunks). Files live only in the request's
 * workspace or the session's chunk folder; heavy work runs under a bounded job limiter with a time limit; each
 * call leaves one usage_events row (kind, bytes, duration, outcome, engine), never content.
 */
@Injectable()
export class MediaService implements OnModuleInit, OnModuleDestroy {
  private readonly limiter: MediaJobLimiter;
  /** The connection of the shared job slots (with REDIS_URL). */
  private readonly redis?: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly engineStatus: EngineStatus,
    private readonly stats: StatsService,
    private readonly store: UploadStore,
    @Inject(MEDIA_ENGINES) private readonly engines: MediaEngines,
  ) {
    if (config.REDIS_URL) {
      // one connection per instance; the slots are shared by every instance on this Redis and key prefix
      this.redis = new Redis(config.REDIS_URL, REDIS_OPTIONS);
      this.limiter = new SharedJobLimiter(
        this.redis,
        config.MEDIA_CONCURRENCY,
        config.MEDIA_QUEUE_LIMIT,
        `${config.REDIS_KEY_PREFIX}media:`,
      );
    } else {
      this.limiter = new JobLimiter(config.MEDIA_CONCURRENCY, config.MEDIA_QUEUE_LIMIT);
    }
  }

  onModuleInit(): void {
    for (const [capability, state] of Object.entries(this.engines.states)) this.engineStatus.set(capability, state);
  }

  async onModuleDestroy(): Promise<void> {
    await this.engines.ocr?.close();
    this.redis?.disconnect(false);
  }

  /** The limiter (exposed for tests and the bench that need to fill it). */
  get jobs(): MediaJobLimiter {
    return this.limiter;
  }

  async transcribeAudio(file: Express.Multer.File, ws: Workspace, client: ClientContext): Promise<MediaTextResponse> {
    const speech = this.engines.speech;
    return this.tracked('transcribe', file.size, speech?.name ?? 'none', async (usage) => {
      if (!speech) throw new ServiceUnavailableException(this.engines.states.speech.detail);
      const type = await this.checkMedia(file.path, 'audio', ws.signal);
      const { text, fallback } = await this.limited(ws, (signal) =>
        speech.transcribe(file.path, { language: speechLanguage(client), signal, workDir: ws.dir, type }),
      );
      // the AI provider failed and the local engine answered: the usage row says so
      if (fallback) Object.assign(usage, { engine: fallback.engine, outcome: 'fallback' });
      if (!text) {
        throw new UnprocessableEntityException(
          'No speech was recognised: the recording may be too noisy or unclear. Please record in a quieter place and try again.',
        );
      }
      return toTextResponse(text);
    });
  }

  async extractImageText(file: Express.Multer.File, ws: Workspace, client: ClientContext): Promise<MediaTextResponse> {
    const ocr = this.engines.ocr;
    return this.tracked('ocr', file.size, ocr?.name ?? 'none', async () => {
      if (!ocr) throw new ServiceUnavailableException(this.engines.states.ocr.detail);
      const type = await sniffFile(file.path);
      if (type?.family !== 'image') {
        throw new UnsupportedMediaTypeException(
          `This is ${describeType(type)}, not an image. Please upload a PNG, JPEG, WebP, GIF, BMP or TIFF image.`,
        );
      }
      const probe = await this.probe(file.path, ws.signal, 'The image could not be read: it may be corrupted.');
      const picture = probe?.streams.find((s) => s.type === 'video');
      if (picture?.width && picture.height && picture.width * picture.height > MAX_IMAGE_PIXELS) {
        throw new PayloadTooLargeException(
          `The image is ${picture.width}×${picture.height} pixels; images up to ${MAX_IMAGE_PIXELS / 1e6} megapixels are read.`,
        );
      }
      const { text } = await this.limited(ws, (signal) =>
        ocr.recognize(file.path, { languages: ocrLanguages(client), signal }),
      );
      if (!text) {
        throw new UnprocessableEntityException(
          'No readable text was found in this image. Please upload a clearer image.',
        );
      }
      return toTextResponse(text);
    });
  }

  async videoToAudio(file: Express.Multer.File, ws: Workspace): Promise<AudioFile> {
    return this.tracked('video', file.size, this.engines.video?.name ?? 'none', () => this.convert(file.path, ws));
  }

  /** Stores one chunk after checking where it belongs; the first chunk must look like a video. */
  async receiveChunk(
    file: Express.Multer.File,
    body: VideoChunkRequest,
    ws: Workspace,
  ): Promise<ChunkReceivedResponse> {
    this.checkChunkedUpload(body);
    if (body.chunkIndex >= body.totalChunks) {
      throw new BadRequestException(`chunkIndex must be below totalChunks (${body.totalChunks}).`);
    }
    if (file.size < 1) throw new BadRequestException('The chunk is empty.');
    const key = chunkUploadKey(body.originalName, body.originalSize, body.totalChunks);
    const existing = await this.store.listChunks(ws.sessionId, key);
    const others = [...existing].reduce((sum, [i, size]) => (i === body.chunkIndex ? sum : sum + size), 0);
    if (others + file.size > body.originalSize) {
      throw new BadRequestException('The chunks add up to more than originalSize.');
    }
    if (body.chunkIndex === 0) {
      const type = await sniffFile(file.path);
      if (!type || type.family === 'image') {
        throw new UnsupportedMediaTypeException(`This is ${describeType(type)}, not a video. ${UNSUPPORTED_HINT}`);
      }
    }
    const waiting = await this.store.sessionChunkBytes(ws.sessionId);
    if (waiting - (existing.get(body.chunkIndex) ?? 0) + file.size > LIMITS.maxVideoBytes) {
      throw new PayloadTooLargeException(
        'Too much upload data is waiting for this visitor: finish the current video or start again.',
      );
    }
    await this.store.storeChunk(ws.sessionId, key, body.chunkIndex, file.path);
    return { success: true, received: existing.size + (existing.has(body.chunkIndex) ? 0 : 1) };
  }

  /** Joins the chunks of one upload (all present, sizes adding up), converts the video, and deletes the chunks. */
  async processChunkedVideo(body: ChunkedUploadInfo, ws: Workspace): Promise<AudioFile> {
    const key = chunkUploadKey(body.originalName, body.originalSize, body.totalChunks);
    this.checkChunkedUpload(body); // before any usage row: an impossible size (1e251 bytes) is no usage
    return this.tracked('video', body.originalSize, this.engines.video?.name ?? 'none', async () => {
      const assembled = join(ws.dir, 'video');
      try {
        this.checkChunkedUpload(body);
        const chunks = await this.store.listChunks(ws.sessionId, key);
        const missing = Array.from({ length: body.totalChunks }, (_, i) => i).filter((i) => !chunks.has(i));
        if (missing.length) {
          throw new BadRequestException(
            chunks.size === 0
              ? NO_CHUNKS
              : `The upload is incomplete: ${chunks.size} of ${body.totalChunks} chunks were received. Please upload the video again.`,
          );
        }
        const total = [...chunks.values()].reduce((a, b) => a + b, 0);
        if (total !== body.originalSize) {
          throw new BadRequestException(
            `The chunks add up to ${total} bytes, not originalSize ${body.originalSize}. Please upload the video again.`,
          );
        }
        for (let i = 0; i < body.totalChunks; i++) {
          await pipeline(
            createReadStream(this.store.chunkPath(ws.sessionId, key, i)),
            createWriteStream(assembled, { flags: i === 0 ? 'w' : 'a' }),
            { signal: ws.signal },
          ).catch((err: unknown) => {
            // another process call for the same upload (a double submit) took the chunks first
            if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BadRequestException(NO_CHUNKS);
            throw err;
          });
        }
      } finally {
        await this.store.removeChunks(ws.sessionId, key);
      }
      return this.convert(assembled, ws);
    });
  }

  async cleanupSession(sessionId: string): Promise<{ success: boolean }> {
    await this.store.cleanupSession(sessionId);
    return { success: true };
  }

  private checkChunkedUpload(body: ChunkedUploadInfo): void {
    if (body.originalSize > LIMITS.maxVideoBytes) throw new PayloadTooLargeException(VIDEO_TOO_LARGE);
    if (body.totalChunks > body.originalSize) throw new BadRequestException('totalChunks cannot exceed originalSize.');
    const fewest = Math.ceil(body.originalSize / MAX_CHUNK_BYTES);
    if (body.totalChunks < fewest) {
      throw new BadRequestException(`A video of this size needs at least ${fewest} chunks of at most 50MB.`);
    }
  }

  /** Checks the file is media with sound, then extracts it to mono 16 kHz mp3. */
  private async convert(input: string, ws: Workspace): Promise<AudioFile> {
    const video = this.engines.video;
    if (!video) throw new ServiceUnavailableException(this.engines.states.video.detail);
    await this.checkMedia(input, 'video', ws.signal);
    const output = join(ws.dir, 'audio.mp3');
    await this.limited(ws, (signal) => video.extractAudio(input, output, { signal }));
    await unlink(input).catch(() => undefined); // the video is not needed while the answer streams
    return { path: output, bytes: (await stat(output)).size };
  }

  /** Real type from magic bytes, then ffprobe (when installed): it must be media holding sound. */
  private async checkMedia(path: string, expected: 'audio' | 'video', signal: AbortSignal): Promise<SniffedType> {
    const type = await sniffFile(path);
    if (!type || type.family === 'image') {
      const what = expected === 'audio' ? 'an audio file' : 'a video';
      throw new UnsupportedMediaTypeException(`This is ${describeType(type)}, not ${what}. ${UNSUPPORTED_HINT}`);
    }
    const probe = await this.probe(path, signal, CORRUPT_MEDIA);
    if (probe && !probe.streams.some((s) => s.type === 'audio')) {
      throw new UnprocessableEntityException(
        expected === 'video' ? 'This video has no sound track to convert.' : 'This file contains no audio.',
      );
    }
    return type;
  }

  private async probe(path: string, signal: AbortSignal, unreadable: string): Promise<ProbeResult | undefined> {
    if (!this.engines.tools.ffprobe) return undefined;
    try {
      const probe = await probeMedia(this.engines.tools.ffprobe, path, signal);
      if (!probe.formatName) throw new Error('no format');
      return probe;
    } catch (err) {
      if (err instanceof ToolError && err.aborted) throw err;
      throw new UnprocessableEntityException(unreadable);
    }
  }

  /** Runs heavy work under the job limiter (429 when full) and the per-job time limit (504). */
  private limited<T>(ws: Workspace, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.limiter.run(async () => {
      const timeout = AbortSignal.timeout(this.config.MEDIA_JOB_TIMEOUT_MS);
      try {
        return await work(AbortSignal.any([ws.signal, timeout]));
      } catch (err) {
        if (timeout.aborted && !ws.signal.aborted) {
          throw new GatewayTimeoutException(timeLimitMessage(this.config.MEDIA_JOB_TIMEOUT_MS, ws.language));
        }
        throw err;
      }
    }, ws.signal);
  }

  /** Maps engine failures to statuses and records one usage event for the call, whatever happens. */
  private async tracked<T>(
    kind: UsageKind,
    bytes: number,
    engine: string,
    work: (usage: { engine: string; outcome: string }) => Promise<T>,
  ): Promise<T> {
    const started = Date.now();
    const usage = { engine, outcome: 'ok' };
    try {
      return await work(usage);
    } catch (err) {
      const mapped = this.toHttpError(err, kind);
      usage.outcome = mapped instanceof HttpException ? outcomeOf(mapped.getStatus()) : 'error';
      throw mapped;
    } finally {
      await this.stats.recordUsage({ kind, bytes, durationMs: Date.now() - started, ...usage });
    }
  }

  private toHttpError(err: unknown, kind: UsageKind): unknown {
    if (err instanceof HttpException) return err;
    if (isStorageError(err)) return this.store.failed(err); // e.g. the disk filled up while joining chunks
    if (err instanceof BusyError) return new TooManyRequestsException(TOO_MANY_REQUESTS_MESSAGE);
    if (err instanceof SpeechUnsupportedError) return new ServiceUnavailableException(err.message);
    if (err instanceof SpeechProviderError) return new BadGatewayException(err.message);
    const aborted = (err instanceof ToolError && err.aborted) || (err as Error)?.name === 'AbortError';
    if (aborted) return new HttpException('The request was cancelled.', 499);
    if (err instanceof ToolError) {
      return new UnprocessableEntityException(
        kind === 'video'
          ? 'Video format not supported or file corrupted: the sound could not be extracted.'
          : CORRUPT_MEDIA,
      );
    }
    return err;
  }
}
