import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SESSION_COOKIE } from 'src/common/client-context';

/**
 * Who a rate limit counts: the anonymous session when the request came with a valid session cookie, otherwise
 * the client IP (a client that drops cookies would otherwise get a fresh allowance on every call).
 */
export function visitorKey(req: Pick<Request, 'ip' | 'signedCookies' | 'client'>): string {
  const sid = req.client?.sessionId;
  const fromCookie: unknown = req.signedCookies?.[SESSION_COOKIE];
  return sid && fromCookie === sid ? `session:${sid}` : `ip:${req.ip ?? 'unknown'}`;
}

/** Route parameter: the rate-limit key of the caller. */
export const Visitor = createParamDecorator((_data: unknown, ctx: ExecutionContext): string =>
  visitorKey(ctx.switchToHttp().getRequest<Request>()),
);
