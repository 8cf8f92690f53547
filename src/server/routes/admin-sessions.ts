// Admin session calls (docs/product/api.md Admin) and GET/PUT /admin/session-defaults (docs/product/api.md).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isValidDate } from '#core/club-time.ts';
import { createSessionSchema, publishSchema, sessionDefaultsSchema } from '#core/schemas.ts';
import { cancelSessionSchema } from '#core/session-cancel.ts';
import { sessionInputSchema } from '#core/session-input.ts';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { parseOr400 } from '../errors.ts';
import {
  cancelSessionAsAdmin,
  createSessionsAsAdmin,
  deleteSessionAsAdmin,
  getSessionForAdmin,
  listPastForAdmin,
  listUpcomingForAdmin,
  publishSessionAsAdmin,
  restoreSessionAsAdmin,
  updateSessionAsAdmin,
} from '../services/admin-sessions.ts';
import { saveSessionDefaults, sessionDefaultsOf } from '../services/session-defaults.ts';
import type { RouteDeps } from './deps.ts';

/** The most past sessions one page may ask for. */
export const MAX_PAST_PAGE = 100;

const idParams = z.object({ id: z.string().min(1).max(100) });
// ?since=YYYY-MM-DD keeps past sessions on or after that date (the dashboard asks for today's);
// ?limit=N&offset=M pages them (the Past Sessions section, decision 0044).
const pageNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)
    .optional();
const pastQuery = z
  .object({
    since: z.string().refine(isValidDate, 'since must be a valid date (YYYY-MM-DD)').optional(),
    limit: pageNumber('limit', 1, MAX_PAST_PAGE),
    offset: pageNumber('offset', 0, 100_000),
  })
  .refine((q) => q.offset === undefined || q.limit !== undefined, 'offset needs a limit');

export const adminSessionRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { db, config } = deps;
    app.addHook('preHandler', adminGuard(deps.auth, config));
    const adminId = (req: { adminUser?: { id: string } }) => req.adminUser?.id ?? '';

    app.post('/sessions', async (req, reply) => {
      const input = parseOr400(createSessionSchema, req.body);
      const sessions = await createSessionsAsAdmin(deps, input, adminId(req));
      // Without repeatWeeks the answer is the one session, as it always was (decision 0038).
      return reply.code(201).send(input.repeatWeeks === undefined ? sessions[0] : { sessions });
    });
    app.get('/sessions', async () => listUpcomingForAdmin(deps));
    app.get('/sessions/past', async (req) => listPastForAdmin(deps, parseOr400(pastQuery, req.query)));
    app.get('/sessions/:id', async (req) => getSessionForAdmin(deps, parseOr400(idParams, req.params).id));
    app.put('/sessions/:id', async (req) => {
      const { id } = parseOr400(idParams, req.params);
      return updateSessionAsAdmin(deps, id, parseOr400(sessionInputSchema, req.body));
    });
    app.delete('/sessions/:id', async (req) => {
      await deleteSessionAsAdmin(deps, parseOr400(idParams, req.params).id);
      return { ok: true };
    });
    app.post('/sessions/:id/cancel', async (req) => {
      const { id } = parseOr400(idParams, req.params);
      return cancelSessionAsAdmin(deps, id, parseOr400(cancelSessionSchema, req.body).reason);
    });
    app.delete('/sessions/:id/cancel', async (req) =>
      restoreSessionAsAdmin(deps, parseOr400(idParams, req.params).id),
    );
    app.post('/sessions/:id/publish', async (req) => {
      const { id } = parseOr400(idParams, req.params);
      return publishSessionAsAdmin(deps, id, parseOr400(publishSchema, req.body).isPublished);
    });

    app.get('/admin/session-defaults', async (req) => sessionDefaultsOf(db, adminId(req), config.appName));
    app.put('/admin/session-defaults', async (req) =>
      saveSessionDefaults(db, adminId(req), parseOr400(sessionDefaultsSchema, req.body)),
    );
  };
