// GET/POST /admin/admins, DELETE /admin/admins/{email} (docs/product/api.md Co-admins): every admin
// sees the list; only the owner invites and removes (services/admins.ts).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import type { Mailer } from '../auth/mailer.ts';
import type { AuthUser } from '../auth/roles.ts';
import { parseOr400 } from '../errors.ts';
import { inviteAdmin, listAdmins, removeAdmin } from '../services/admins.ts';
import type { RouteDeps } from './deps.ts';

export const INVALID_EMAIL = 'Enter a valid email address.';
const email = z
  .string()
  .trim()
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL))
  .transform((value) => value.toLowerCase());
const inviteBody = z.object({ email });
const emailParams = z.object({ email });

export const adminAdminsRoutes =
  (deps: RouteDeps & { auth: Auth; mailer: Mailer }): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', adminGuard(deps.auth, deps.config));
    const actor = (request: { adminUser?: AuthUser }) => request.adminUser as AuthUser;

    app.get('/admin/admins', async () => ({ admins: await listAdmins(deps) }));
    app.post('/admin/admins', async (request) => {
      const body = parseOr400(inviteBody, request.body);
      return inviteAdmin({ ...deps, log: request.log }, actor(request), body.email);
    });
    app.delete('/admin/admins/:email', async (request) => {
      const params = parseOr400(emailParams, request.params);
      return { admins: await removeAdmin(deps, actor(request), params.email) };
    });
  };
