// Errors are values with a status (CONTRIBUTING.md, 'An endpoint'); one handler shapes every answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type ErrorBody = { error: string } | { detail: string };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super('error' in body ? body.error : body.detail);
  }
}

export const badRequest = (error: string) => new AppError(400, { error });
export const unauthorized = (error = 'Sign in required') => new AppError(401, { error });
export const forbidden = (error: string) => new AppError(403, { error });
export const notFound = (error: string) => new AppError(404, { error });
export const conflict = (error: string) => new AppError(409, { error });
export const refused = (detail: string) => new AppError(422, { detail });

/** Parses a request part with a zod schema; a mismatch is a 400 naming the first bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request - ${where}${issue?.message ?? 'bad value'}`);
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
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      return reply.code(err.statusCode).send(err.body);
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
