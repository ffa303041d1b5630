import { errorMessage, HttpError } from 'src/api/http';
import type { ImageFailure } from 'src/lib/analytics';

/** SPEC §5 and §9: custom instructions are at most 300 characters. */
export const MAX_INSTRUCTIONS = 300;
/** SPEC §8: the limit shown when the server's message carries no number. */
export const DEFAULT_IMAGE_LIMIT = 5;

export type ImageErrorKind =
  { kind: Extract<ImageFailure, 'rateLimit'>; limit: number } | { kind: Exclude<ImageFailure, 'rateLimit'> };

/** The text of an error as the SPEC matches it: the server's sentence and the `<status>: <body>` message. */
function texts(err: unknown): string {
  if (err instanceof HttpError) return `${err.serverMessage}\n${err.message}`;
  return errorMessage(err);
}

/**
 * SPEC §8 image errors: 'Rate limit exceeded' (limit parsed from "N images per", default 5), 'Network error'
 * (or the browser's own words for a failed fetch), 'violates our moderation policy', otherwise generic.
 */
export function classifyImageError(err: unknown): ImageErrorKind {
  const text = texts(err);
  if (/Rate limit exceeded/i.test(text)) {
    const n = /(\d+)\s+images?\s+per/i.exec(text);
    const limit = n ? Number(n[1]) : DEFAULT_IMAGE_LIMIT;
    return { kind: 'rateLimit', limit: limit > 0 ? limit : DEFAULT_IMAGE_LIMIT };
  }
  if (/violates our moderation policy/i.test(text)) return { kind: 'moderation' };
  if (
    /Network ?error|Failed to fetch|Load failed/i.test(text) ||
    (err instanceof TypeError && !(err instanceof HttpError))
  ) {
    return { kind: 'network' };
  }
  return { kind: 'generic' };
}
