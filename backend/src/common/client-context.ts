import { randomUUID } from 'node:crypto';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { isLanguage, isOutputLanguage, type Language, type OutputLanguage } from '@likho/site/language';
import type { NextFunction, Request, Response } from 'express';

export const SESSION_COOKIE = 'likho_sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** What the server knows about the caller of one request (SPEC §7 headers + the anonymous session). */
export interface ClientContext {
  requestId: string;
  /** Anonymous session id from the signed cookie; ties chunked uploads and cleanup to one visitor. */
  sessionId: string;
  /** X-Client-App, when sent. */
  clientApp?: string;
  /** X-Request-Time (ms since the epoch), when sent and numeric. */
  requestTime?: number;
  /** X-UI-Language: en or hi. */
  uiLanguage?: Language;
  /** X-Output-Language: english or hindi. */
  outputLanguage?: OutputLanguage;
}

declare module 'express-serve-static-core' {
  interface Request {
    client?: ClientContext;
  }
}

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s ? s.slice(0, 100) : undefined;
}

/**
 * Express middleware for /api: gives each request an id (echoed as X-Request-Id), reads the client headers,
 * and issues or reads the signed, http-only, SameSite=Strict session cookie (Secure behind HTTPS).
 * Requires cookie-parser with the session secret to run first.
 */
export function clientContextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const requestId = randomUUID();
  res.setHeader('X-Request-Id', requestId);
  let sessionId: unknown = req.signedCookies?.[SESSION_COOKIE];
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) {
    sessionId = randomUUID();
    res.cookie(SESSION_COOKIE, sessionId, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api',
      maxAge: SESSION_MAX_AGE_MS,
    });
  }
  const ui = header(req, 'x-ui-language')?.toLowerCase();
  const out = header(req, 'x-output-language')?.toLowerCase();
  const time = Number(header(req, 'x-request-time'));
  req.client = {
    requestId,
    sessionId: sessionId as string,
    clientApp: header(req, 'x-client-app'),
    requestTime: Number.isFinite(time) && time > 0 ? time : undefined,
    uiLanguage: isLanguage(ui) ? ui : undefined,
    outputLanguage: isOutputLanguage(out) ? out : undefined,
  };
  next();
}

/** Route parameter: the request's ClientContext. */
export const Client = createParamDecorator((_data: unknown, ctx: ExecutionContext): ClientContext => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return req.client ?? { requestId: randomUUID(), sessionId: randomUUID() };
});
