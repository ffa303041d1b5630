import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Every request body of the API is at most two
 * levels deep (an object holding a list); anything much deeper is refused before it is parsed, so
 * class-transformer and the validators never recurse through thousands of levels (5,000 nested arrays once
 * overflowed their stack: a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** The error type the JSON parser reports for a body nested too deeply (see toErrorBody). */
export const JSON_TOO_DEEP = 'entity.too.deep';
/** The error type for a JSON body in another charset than UTF-8. */
export const JSON_NOT_UTF8 = 'entity.charset.not.utf8';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when UTF-8 JSON text opens more than `max` arrays/objects inside one another (brackets inside strings
 * do not count). One pass over the bytes, no parsing: in UTF-8 these ASCII bytes never occur inside a
 * multi-byte character.
 */
export function jsonNestingExceeds(body: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

function parserError(message: string, type: string): Error {
  return Object.assign(new Error(message), { type });
}

/**
 * `verify` hook of express.json: runs on the raw bytes before JSON.parse. JSON between systems is UTF-8
 * (RFC 8259 §8.1), which is also what lets the depth check read bytes.
 */
export function verifyJsonBody(_req: IncomingMessage, _res: ServerResponse, body: Buffer, encoding: string): void {
  if (encoding && encoding.toLowerCase() !== 'utf-8' && encoding.toLowerCase() !== 'utf8') {
    throw parserError('Send the JSON body encoded as UTF-8.', JSON_NOT_UTF8);
  }
  if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
    throw parserError('The request body is nested too deeply.', JSON_TOO_DEEP);
  }
}
