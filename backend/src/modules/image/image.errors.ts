import { TooManyRequestsException } from 'src/common/too-many-requests';

/** SPEC §8 / DESIGN: the client parses the number from "N images per". */
export const rateLimitMessage = (limit: number): string => `Rate limit exceeded: ${limit} images per hour`;

/** A card worker failed, stopped or ran out of time (answered 503; the detail is logged). */
export const RENDER_FAILED_MESSAGE = 'The image could not be drawn this time. Please try again.';

export class ImageRateLimitException extends TooManyRequestsException {
  constructor(limit: number, retryAfterSeconds: number) {
    super(rateLimitMessage(limit), retryAfterSeconds);
  }
}
