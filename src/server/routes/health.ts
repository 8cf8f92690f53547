import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { RouteDeps } from './deps.ts';

/**
 * How long a database check that succeeded answers for it (decision 0031): health is polled, and a
 * poll must not load the database it reports on. A check that fails is never reused, and checks
 * asked for while one runs share it.
 */
export const HEALTH_CHECK_FRESH_MS = 1000;

export const healthRoutes =
  ({ db, engine }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    let last: { at: number; check: Promise<unknown> } | undefined;
    const checkDatabase = () => {
      const now = Date.now();
      if (last && now - last.at < HEALTH_CHECK_FRESH_MS) return last.check;
      const attempt = { at: now, check: sql`select 1`.execute(db) };
      attempt.check.catch(() => {
        if (last === attempt) last = undefined;
      });
      last = attempt;
      return attempt.check;
    };

    app.get('/health', async () => {
      await checkDatabase();
      return { status: 'ok', db: engine };
    });
  };
