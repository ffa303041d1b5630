import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * The one way the app's own limits answer 429 (texts per IP, images and upload megabytes per visitor, media jobs
 * while every slot is busy): the plain sentence, and a Retry-After header (seconds) when the wait is known, which
 * the error filter sets. The general API limit is @nestjs/throttler's, which sets its own Retry-After.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
