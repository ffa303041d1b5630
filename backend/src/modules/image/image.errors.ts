import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** SPEC §8 / DESIGN: the client parses the number from "N images per". */
export const rateLimitMessage = (limit: number): string => `Rate limit exceeded: ${limit} images per hour`;

/** A card worker failed, stopped or ran out of time (answered 503; the detail is logged). */
export const RENDER_FAILED_MESSAGE = 'The image could not be drawn this time. Please try again.';

export class ImageRateLimitException extends HttpException {
  constructor(
    limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(rateLimitMessage(limit), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Answers the image rate limit with Retry-After, in the `{ success: false, message }` shape. */
@Catch(ImageRateLimitException)
export class ImageRateLimitFilter implements ExceptionFilter {
  catch(exception: ImageRateLimitException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(HttpStatus.TOO_MANY_REQUESTS).json({ success: false, message: exception.message });
  }
}
