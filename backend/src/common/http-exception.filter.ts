import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JSON_NOT_UTF8, JSON_TOO_DEEP } from './json-body';
import { TooManyRequestsException } from './too-many-requests';
import { inUiLanguage } from './visitor-messages';
import {
  DATABASE_UNAVAILABLE,
  DatabaseUnavailableException,
  describeError,
  isConnectionError,
} from 'src/database/database-errors';

/** Turns any thrown value into `{ success: false, message }` with the right status. */
export function toErrorBody(exception: unknown): { status: number; message: string } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    let message: string = exception.message;
    if (typeof body === 'string') message = body;
    else if (body && typeof body === 'object' && 'message' in body) {
      const m = (body as { message: unknown }).message;
      message = Array.isArray(m) ? m.join('; ') : String(m);
    }
    return { status, message };
  }
  // errors raised by express middleware (body parser, multer) carry a status of their own
  const e = exception as { status?: number; statusCode?: number; type?: string; message?: string };
  // refused by the JSON parser's verify hook (which body-parser reports as 403): say why, with the right status
  if (e?.type === JSON_TOO_DEEP) return { status: 400, message: 'The request body is nested too deeply.' };
  if (e?.type === JSON_NOT_UTF8) return { status: 415, message: 'Send the JSON body encoded as UTF-8.' };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (e.type === 'entity.too.large') return { status: 413, message: 'The request body is too large.' };
    if (e.type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' };
    return { status, message: e.message ?? 'Bad request' };
  }
  // a database (or other server) connection lost in a path that did not turn it into a 503 itself
  if (isConnectionError(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, message } = toErrorBody(exception);
    const requestId = req.client?.requestId ?? res.getHeader('X-Request-Id') ?? '-';
    if (exception instanceof DatabaseUnavailableException) {
      // a database outage: Database logs when it starts and when it ends, not once per request
    } else if (status === HttpStatus.SERVICE_UNAVAILABLE && !(exception instanceof HttpException)) {
      // a lost connection (see toErrorBody): one line, no stack
      this.logger.warn(`${req.method} ${req.path} → ${status} [${requestId}]: ${describeError(exception)}`);
    } else if (!(exception instanceof HttpException) && status >= 500) {
      // an unexpected error: always a bug, logged with its stack and the request id
      this.logger.error(`${req.method} ${req.path} → ${status} [${requestId}]`, (exception as Error)?.stack);
    } else if (status >= 500) {
      // a deliberate 5xx (provider down, not configured, time limit): a warning without a stack
      this.logger.warn(`${req.method} ${req.path} → ${status} [${requestId}]: ${message}`);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (exception instanceof TooManyRequestsException && exception.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // the visitor reads it in the interface language (X-UI-Language); logs above stay English
    res.status(status).json({ success: false, message: inUiLanguage(message, req.client?.uiLanguage) });
  }
}

/** The same shape for errors raised by plain express middleware before Nest routing. */
export function expressErrorHandler(err: unknown, req: Request, res: Response, next: (e?: unknown) => void): void {
  if (res.headersSent) return next(err);
  const { status, message } = toErrorBody(err);
  if (status >= 500) new Logger('HTTP').error(`${req.method} ${req.path} → ${status}`, (err as Error)?.stack);
  res.status(status).json({ success: false, message: inUiLanguage(message, req.client?.uiLanguage) });
}
