import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { RouteDeps } from './deps.ts';

export const healthRoutes =
  ({ db, engine }: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get('/health', async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok', db: engine };
    });
  };
