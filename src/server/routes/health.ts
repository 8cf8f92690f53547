import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { databaseReadiness } from '../db/readiness.ts';
import type { RouteDeps } from './deps.ts';

/**
 * How long a database check that succeeded answers for it (decision 0031): health is polled, and a
 * poll must not load the database it reports on. A check that fails is never reused, and checks
 * asked for while one runs share it.
 */
export const HEALTH_CHECK_FRESH_MS = 1000;

/** Runs `check` at most once per HEALTH_CHECK_FRESH_MS while it succeeds; a failure is never reused. */
function sharedCheck<T>(check: () => Promise<T>, isGood: (value: T) => boolean = () => true) {
  let last: { at: number; check: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < HEALTH_CHECK_FRESH_MS) return last.check;
    const attempt = { at: now, check: check() };
    const forget = () => {
      if (last === attempt) last = undefined;
    };
    attempt.check.then((value) => isGood(value) || forget(), forget);
    last = attempt;
    return attempt.check;
  };
}

/**
 * Health answers are a few dozen bytes, under the compression threshold: their routes go without the
 * compression hook, which only read the request's accept-encoding to send them as they are.
 */
const NO_COMPRESSION = { compress: false } as const;

export const healthRoutes =
  ({ db, engine }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const checkDatabase = sharedCheck(() => sql`select 1`.execute(db));
    const checkReady = sharedCheck(
      () => databaseReadiness(db),
      (r) => r.ready,
    );

    // Liveness: the process answers (and, as before, its database does).
    app.get('/health', NO_COMPRESSION, async () => {
      await checkDatabase();
      return { status: 'ok', db: engine };
    });

    // Readiness (docs/product/system.md): a load balancer sends traffic only while this is 200.
    app.get('/health/ready', NO_COMPRESSION, async (_request, reply) => {
      const readiness = await checkReady();
      if (readiness.ready) return { status: 'ready', db: engine };
      app.log.warn({ reason: readiness.reason, detail: readiness.detail }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
    });
  };
