// CSV downloads (docs/product/api.md Exports): GET /sessions/{id}/roster.csv, GET /admin/players.csv.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { clubDate } from '#core/club-time.ts';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { parseOr400 } from '../errors.ts';
import { type CsvFile, playersCsv, rosterCsv } from '../services/exports.ts';
import type { RouteDeps } from './deps.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

export const exportRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { clock, config } = deps;
    app.addHook('preHandler', adminGuard(deps.auth, config));

    app.get('/sessions/:id/roster.csv', async (req, reply) =>
      sendCsv(reply, await rosterCsv(deps, parseOr400(idParams, req.params).id)),
    );
    app.get('/admin/players.csv', async (_req, reply) =>
      sendCsv(reply, await playersCsv(deps, clubDate(clock.now(), clock.timeZone))),
    );
  };
