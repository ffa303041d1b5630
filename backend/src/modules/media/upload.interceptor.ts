import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  ServiceUnavailableException,
  Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, tap } from 'rxjs';
import { MULTIPART_OVERHEAD_BYTES, UploadKind, UPLOADS, UploadSpec } from './media-limits';
import { StatsService } from 'src/modules/stats/stats.service';
import { isStorageError, UploadStore, Workspace } from './upload-store';

/** Route parameter: the request's workspace (set by MediaUpload or MediaWorkspace). */
export const RequestWorkspace = createParamDecorator((_data: unknown, ctx: ExecutionContext): Workspace => {
  const ws = ctx.switchToHttp().getRequest<Request>().mediaWorkspace;
  if (!ws) throw new Error('MediaWorkspace interceptor missing on this route');
  return ws;
});

/** Adds `Server-Timing: process;dur=<ms>`: the server's own work on a request, after the upload, before the answer body. */
function withServerTiming(res: Response, next: CallHandler): Observable<unknown> {
  const started = performance.now();
  return next.handle().pipe(
    tap(() => {
      if (!res.headersSent) res.setHeader('Server-Timing', `process;dur=${(performance.now() - started).toFixed(1)}`);
    }),
  );
}

/** Answers 413 at once and closes the connection, so the rest of a too-large body is never read. */
function tooLarge(res: Response, spec: UploadSpec): PayloadTooLargeException {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  return new PayloadTooLargeException(spec.tooLarge);
}

function multerMessage(err: MulterError, spec: UploadSpec): HttpException {
  switch (err.code) {
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException(
        `Unexpected file field '${String(err.field ?? '').slice(0, 40)}': send one file in the multipart field '${spec.field}'.`,
      );
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException(`Send one file in the multipart field '${spec.field}'.`);
    default:
      return new BadRequestException(`The upload could not be read (${err.code}).`);
  }
}

const UNREADABLE_FORM = 'The upload could not be read: the form data is incomplete or malformed.';

/**
 * The 400 for a multipart body busboy cannot parse (it throws plain errors, identified by their message):
 * no boundary in the Content-Type, a body whose boundary does not match, a truncated or garbled form.
 * Undefined for any other error.
 */
export function malformedMultipart(err: unknown): BadRequestException | undefined {
  const message = (err as Error | undefined)?.message ?? '';
  if (/^Multipart: Boundary not found$/.test(message)) {
    return new BadRequestException(
      'The upload could not be read: the multipart boundary is missing from the Content-Type header.',
    );
  }
  if (
    /^(Unexpected end of (form|file)|Malformed part header|Malformed content type|Missing Content-Type)$/.test(message)
  ) {
    return new BadRequestException(UNREADABLE_FORM);
  }
  return undefined;
}

/** Streams one multipart upload to the workspace folder on disk (never to memory), enforcing the kind's limits. */
function receive(req: Request, res: Response, ws: Workspace, spec: UploadSpec, store: UploadStore): Promise<void> {
  const cap = spec.maxBytes + MULTIPART_OVERHEAD_BYTES;
  let tripped = false;
  let failTooLarge: (() => void) | undefined;
  const options: multer.Options & {
    streamHandler: (request: Request, busboy: NodeJS.WritableStream) => void;
    highWaterMark: number;
    fileHwm: number;
  } = {
    storage: multer.diskStorage({
      destination: ws.dir,
      // never the visitor's file name: a random name inside this request's own folder
      filename: (_req, _file, cb) => cb(null, randomUUID()),
    }),
    limits: { fileSize: spec.maxBytes, files: 1, fields: 8, parts: 10, fieldSize: 4096, fieldNameSize: 64 },
    // bigger stream buffers than busboy's 16 KB default: fewer, larger disk writes
    highWaterMark: 1024 * 1024,
    fileHwm: 1024 * 1024,
    // bodies without Content-Length (chunked transfer) are counted as they arrive; over the cap → 413 now
    streamHandler: (request, busboy) => {
      let seen = 0;
      request.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > cap && !tripped) {
          tripped = true;
          request.unpipe(busboy);
          // answer now and keep draining (nothing is stored): closing the connection while the client is
          // still sending would reset it before it reads the answer; cut it if it goes on sending for long
          request.resume();
          res.status(413).json({ success: false, message: spec.tooLarge });
          setTimeout(() => request.socket?.destroy(), 2000).unref();
          failTooLarge?.();
        }
      });
      request.pipe(busboy);
    },
  };
  const upload = multer(options).single(spec.field);
  return new Promise((resolve, reject) => {
    // busboy never finishes once unpiped: settle here instead of waiting for multer
    failTooLarge = () => reject(tooLarge(res, spec));
    upload(req, res, (err: unknown) => {
      if (tripped) return reject(tooLarge(res, spec));
      if (!err) return resolve();
      if (err instanceof MulterError) {
        return reject(err.code === 'LIMIT_FILE_SIZE' ? tooLarge(res, spec) : multerMessage(err, spec));
      }
      const e = err as { message?: string; status?: number };
      if (/aborted|closed/i.test(e.message ?? ''))
        return reject(new BadRequestException('The upload was interrupted.'));
      const malformed = malformedMultipart(err);
      if (malformed) return reject(malformed);
      // the disk is full or the folder went unwritable while the file was written
      if (isStorageError(err)) return reject(store.failed(err));
      if (e.status && e.status < 500) return reject(new BadRequestException(e.message ?? 'Bad upload'));
      reject(err);
    });
  });
}

/** Interceptor for an upload route: workspace, Content-Length and type checks, multer to disk. */
export function MediaUpload(kind: UploadKind): Type<NestInterceptor> {
  const spec = UPLOADS[kind];

  @Injectable()
  class MediaUploadInterceptor implements NestInterceptor {
    constructor(
      private readonly store: UploadStore,
      private readonly usage: StatsService,
    ) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      const declared = Number(req.headers['content-length']);
      try {
        if (!req.is('multipart/form-data')) {
          throw new BadRequestException(`Send the file as multipart/form-data in the field '${spec.field}'.`);
        }
        if (Number.isFinite(declared) && declared > spec.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(res, spec);
        const ws = await this.store.workspace(req, res);
        await receive(req, res, ws, spec, this.store);
        if (!req.file) throw new BadRequestException(`Attach the file in the multipart field '${spec.field}'.`);
      } catch (err) {
        if (kind !== 'videoChunk') {
          await this.usage.recordUsage({
            kind: spec.usageKind,
            bytes: Number.isFinite(declared) ? declared : 0,
            durationMs: 0,
            outcome:
              err instanceof PayloadTooLargeException
                ? 'too_large'
                : err instanceof ServiceUnavailableException
                  ? 'unavailable'
                  : 'invalid_input',
            engine: 'none',
          });
        }
        throw err;
      }
      return withServerTiming(res, next);
    }
  }
  return mixin(MediaUploadInterceptor);
}

/** Interceptor for a route without upload that still needs a workspace (video-to-audio-process). */
@Injectable()
export class MediaWorkspace implements NestInterceptor {
  constructor(private readonly store: UploadStore) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    await this.store.workspace(http.getRequest<Request>(), res);
    return withServerTiming(res, next);
  }
}
