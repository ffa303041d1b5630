import { ServiceUnavailableException } from '@nestjs/common';

/** What a visitor reads when a call needs the database and it is unreachable (no call-specific wording). */
export const DATABASE_UNAVAILABLE = 'This service is temporarily unavailable. Please try again in a minute.';

/**
 * A 503 for a call that needs the database while it is unreachable. The outage itself is logged once by
 * Database (when it goes down and when it is back), so the error filter logs nothing per request for it.
 */
export class DatabaseUnavailableException extends ServiceUnavailableException {
  constructor(message: string = DATABASE_UNAVAILABLE) {
    super(message);
  }
}

/** Socket errors that mean "the server cannot be reached", not "the server refused this statement". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);
/** Syscalls of a network error; an ENOENT or ETIMEDOUT of a file operation is not an outage. */
const NETWORK_SYSCALLS = new Set([undefined, 'connect', 'read', 'write', 'getaddrinfo']);
/**
 * SQLSTATEs of an unreachable or restarting server: class 08 (connection exception), admin or crash
 * shutdown, "the database system is starting up / shutting down", too many connections.
 */
const OUTAGE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
/** Messages of node-postgres (pg, pg-pool) for a connection lost or never made. */
const OUTAGE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|is not queryable|Client has encountered a connection error|Too many connections|the database system is (starting up|shutting down|in recovery mode)/i;

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an error from a database call means the database is unreachable (stopped, restarting, network
 * gone) rather than that it refused the statement. Looks through TypeORM's driverError, `cause` and the
 * AggregateError of a connect that tried several addresses.
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code === 'ENOENT' && e.syscall === 'connect') return true; // the unix socket of a stopped server
  if (code && NETWORK_CODES.has(code) && NETWORK_SYSCALLS.has(e.syscall as string | undefined)) return true;
  if (code && OUTAGE_SQLSTATES.test(code)) return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isConnectionError(x, depth + 1))) return true;
  return isConnectionError(e.driverError, depth + 1) || isConnectionError(e.cause, depth + 1);
}

/** A one-line reason for the log ("connect ECONNREFUSED 127.0.0.1:5432"), never a stack. */
export function describeError(err: unknown): string {
  const e = err as ErrorLike | undefined;
  let message = typeof e?.message === 'string' ? e.message : '';
  if (!message && Array.isArray(e?.errors) && e.errors.length) message = e.errors.map(describeError).join('; ');
  if (!message) message = typeof e?.code === 'string' ? e.code : typeof err === 'string' ? err : 'unknown error';
  return message.split('\n')[0];
}

/** A connection URL fit for a log line (one implementation for every URL the server reports). */
export { redactUrl } from 'src/common/redact';
