import { describe, expect, it } from 'vitest';
import { HttpError } from 'src/api/http';
import { classifyImageError } from './image-errors';

const server = (status: number, message: string) =>
  new HttpError(status, JSON.stringify({ success: false, message }), 'x');

describe('classifyImageError', () => {
  it('parses the limit from the rate-limit message', () => {
    expect(classifyImageError(server(429, 'Rate limit exceeded: 12 images per hour'))).toEqual({
      kind: 'rateLimit',
      limit: 12,
    });
  });

  it('falls back to 5 when the rate-limit message has no number', () => {
    expect(classifyImageError(new Error('Rate limit exceeded'))).toEqual({ kind: 'rateLimit', limit: 5 });
  });

  it('recognises the moderation refusal', () => {
    expect(
      classifyImageError(server(400, 'This content violates our moderation policy and this image cannot be generated')),
    ).toEqual({ kind: 'moderation' });
  });

  it('treats "Network error" and a failed fetch as network errors', () => {
    expect(classifyImageError(new Error('Network error'))).toEqual({ kind: 'network' });
    expect(classifyImageError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('gives anything else the generic failure', () => {
    expect(classifyImageError(server(500, 'Something went wrong on our side. Please try again.'))).toEqual({
      kind: 'generic',
    });
    expect(classifyImageError(server(503, 'Social images are not available on this server'))).toEqual({
      kind: 'generic',
    });
  });
});
