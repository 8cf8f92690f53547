// Errors are values with a code, not an HTTP status (decision 0096): services say what went wrong
// (invalid, not found, conflict, refused …) in the product's words; this file answers the codes over
// HTTP, the command line with exit codes (src/cli/errors.ts). One handler shapes every answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What went wrong, in the domain's terms: each answers one HTTP status (docs/product/api.md errors). */
export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'refused'
  | 'rate_limited';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new AppError('invalid', message);
export const unauthenticated = (message = 'Sign in required') => new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** A rule that refuses the action (a cancel too close to the start): the answer's text is a `detail`. */
export const refused = (message: string) => new AppError('refused', message);
export const rateLimited = (message: string) => new AppError('rate_limited', message);

export type ErrorBody = { error: string } | { detail: string };

const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  refused: 422,
  rate_limited: 429,
};

/** The HTTP answer of a domain error: its status, and its text as `{ error }` (422: `{ detail }`). */
export function httpAnswerOf(err: AppError): { status: number; body: ErrorBody } {
  const body = err.code === 'refused' ? { detail: err.message } : { error: err.message };
  return { status: HTTP_STATUS[err.code], body };
}

/** Parses a request part with a zod schema; a mismatch is invalid (400), naming the first bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw invalid(`Invalid request - ${where}${issue?.message ?? 'bad value'}`);
}

export const INVALID_JSON = 'Invalid request - the body is not valid JSON';

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Invalid request - the JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, INVALID_JSON],
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const { status, body } = httpAnswerOf(err);
      return reply.code(status).send(body);
    }
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    const status = known?.[0] ?? err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong. Please try again.' });
    }
    request.log.info({ code: err.code, status, msg: err.message }, 'request refused');
    // SyntaxError messages from JSON.parse are safe; anything else 4xx from Fastify is its own text.
    return reply.code(status).send({ error: known?.[1] ?? err.message });
  });
}
