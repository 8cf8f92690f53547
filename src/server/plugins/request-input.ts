// Request bodies, checked once for every route (addresses: request-target.ts). Bodies are JSON (an empty one means
// "no body"). Text the databases cannot keep faithfully is refused at the door:
// PostgreSQL rejects NUL characters outright (a 500 if it got that far), both engines turn a lone
// UTF-16 surrogate into U+FFFD (so a 2xx would store something other than what was sent), and a
// deeply nested body overflows the stack of anything that walks it (better-auth's JSON.stringify).
import type { FastifyInstance } from 'fastify';
import { type AppError, INVALID_JSON, invalid } from '../errors.ts';

export const MAX_JSON_DEPTH = 32;
export const BAD_TEXT = 'Invalid request - text contains a NUL character or broken Unicode';
export const TOO_DEEP = 'Invalid request - the JSON body is nested too deeply';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBadText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Throws a 400 for a parsed JSON value nested deeper than MAX_JSON_DEPTH or holding bad text. */
export function assertStorableJson(value: unknown): void {
  // Iterative on purpose: recursion is what a hostile body would exhaust.
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (isBadText(current)) throw invalid(BAD_TEXT);
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw invalid(TOO_DEEP);
      for (const [key, child] of Object.entries(current)) {
        if (isBadText(key)) throw invalid(BAD_TEXT);
        stack.push([child, depth + 1]);
      }
    }
  }
}

/**
 * docs/product/api.md: every call sends JSON, bodiless DELETEs included — so an empty body with a JSON content
 * type means "no body", not a parse error.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  // Bytes, decoded strictly: a lenient decode would turn bad UTF-8 into U+FFFD and store that.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(invalid(BAD_TEXT), undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(invalid(INVALID_JSON), undefined);
    }
    try {
      assertStorableJson(value);
    } catch (error) {
      return done(error as AppError, undefined);
    }
    done(null, value);
  });
}
