import { BadRequestException, CanActivate, ExecutionContext, Injectable, mixin, Type } from '@nestjs/common';
import type { Request } from 'express';
import { visitorOf, VisitorQuotas } from 'src/common/throttler/visitor-quotas';
import { TooManyRequestsException } from 'src/common/too-many-requests';
import { AppConfig } from 'src/config/app-config';
import { MULTIPART_OVERHEAD_BYTES, UploadKind, UPLOADS } from './media-limits';

const MB = 1024 * 1024;
/** The upload quota's window. */
export const UPLOAD_QUOTA_WINDOW_MS = 3_600_000;

export const CHUNK_NEEDS_SESSION =
  "Chunked uploads need this site's session cookie, and this request did not carry it. " +
  'Please allow cookies for this site and send the chunk again.';

export const uploadQuotaMessage = (mb: number, retryAfterSeconds: number): string =>
  `Upload limit reached: at most ${mb} MB per hour from one visitor. ` +
  `Please try again in ${retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`}.`;

/** Megabytes an upload is counted as before it is read: its declared length, or the largest the route accepts. */
export function uploadMegabytes(req: Pick<Request, 'headers'>, kind: UploadKind): number {
  const cap = UPLOADS[kind].maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(req.headers['content-length']);
  const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, cap) : cap;
  return Math.max(1, Math.ceil(bytes / MB));
}

/**
 * Guard of an upload route, run before a byte of the body is read:
 * - a video chunk without the session cookie is refused (400): its chunks could never be joined or cleaned up
 *   by that visitor; the answer carries a fresh cookie, so a client that keeps cookies succeeds on the retry;
 * - every upload counts its megabytes against UPLOAD_QUOTA_MB_PER_HOUR per client IP and per session, in the
 *   shared rate-limit storage (Redis when configured); over it: 429 with Retry-After.
 */
export function UploadQuota(kind: UploadKind): Type<CanActivate> {
  @Injectable()
  class UploadQuotaGuard implements CanActivate {
    constructor(
      private readonly quotas: VisitorQuotas,
      private readonly config: AppConfig,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      const visitor = visitorOf(req);
      if (kind === 'videoChunk' && !visitor.sessionId) throw new BadRequestException(CHUNK_NEEDS_SESSION);
      const limit = this.config.UPLOAD_QUOTA_MB_PER_HOUR;
      const verdict = await this.quotas.hit('uploads', visitor, {
        limit,
        ttlMs: UPLOAD_QUOTA_WINDOW_MS,
        weight: uploadMegabytes(req, kind),
      });
      if (!verdict.allowed) {
        throw new TooManyRequestsException(
          uploadQuotaMessage(limit, verdict.retryAfterSeconds),
          verdict.retryAfterSeconds,
        );
      }
      return true;
    }
  }
  return mixin(UploadQuotaGuard);
}
