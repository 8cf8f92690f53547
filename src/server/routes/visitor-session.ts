// POST /user-session/reconcile and GET/PUT /user-session/preferences (docs/product/api.md, docs/product/roles.md, api.md).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { preferencesSchema, reconcileRequestSchema } from '../../core/schemas.ts';
import { ensureVisitor, issueVisitor } from '../auth/issue-visitor.ts';
import {
  isIssuedVisitorId,
  issuedVisitorId,
  setVisitorCookie,
  visitorIdFromCookie,
} from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import { rateLimitsFor } from '../rate-limit.ts';
import { preferencesOf, savePreferences } from '../services/visitor-preferences.ts';
import { type RouteDeps, secureCookies } from './deps.ts';

export const visitorSessionRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config } = deps;
    const secure = secureCookies(config);

    /** A browser that lost its cookie gets its id back from local storage, if the server issued it. */
    async function rebind(sessionId: string | null | undefined, reply: FastifyReply) {
      if (!sessionId || !(await isIssuedVisitorId(db, sessionId))) return null;
      setVisitorCookie(reply, sessionId, secure);
      return sessionId;
    }

    // The cookie wins; with no cookie a known id re-binds it; otherwise a new id is minted. A cookie
    // the server never issued counts as no cookie.
    app.post(
      '/user-session/reconcile',
      { preHandler: rateLimitsFor(db, config, 'reconcile') },
      async (req, reply) => {
        const { sessionId } = parseOr400(reconcileRequestSchema, req.body);
        const id =
          (await issuedVisitorId(db, req)) ??
          (await rebind(sessionId, reply)) ??
          (await issueVisitor(deps, req, reply));
        return { sessionId: id };
      },
    );

    app.get('/user-session/preferences', async (req) => ({
      entries: await preferencesOf(db, visitorIdFromCookie(req)),
    }));

    // Limited like reconcile: a call without a cookie makes a visitor row.
    app.put(
      '/user-session/preferences',
      { preHandler: rateLimitsFor(db, config, 'preferences') },
      async (req, reply) => {
        const { entries } = parseOr400(preferencesSchema, req.body);
        const id = await ensureVisitor(deps, req, reply);
        return { entries: await savePreferences(db, id, entries) };
      },
    );
  };
