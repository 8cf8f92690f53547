// POST /user-session/reconcile and GET/PUT /user-session/preferences (docs/product/api.md, docs/product/roles.md, api.md).
import type { FastifyPluginAsync } from 'fastify';
import { preferencesSchema, reconcileRequestSchema } from '#core/schemas.ts';
import { ensureVisitor, issueVisitor } from '../auth/issue-visitor.ts';
import {
  issuedCookieVisitor,
  issuedVisitorOfCredential,
  setVisitorCookie,
  tradeBareId,
  visitorIdFromCookie,
} from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import { rateLimitsFor } from '../plugins/rate-limit.ts';
import { preferencesOf, savePreferences } from '../services/visitor-preferences.ts';
import type { RouteDeps } from './deps.ts';

export const visitorIdRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, visitors } = deps;

    // The cookie wins; with no cookie, a credential kept in local storage re-binds it if its
    // signature holds and the server issued its id (a bare id never does, decision 0060);
    // otherwise a new id is minted. A cookie the server never issued counts as no cookie. The answer's
    // `sessionId` is the credential, for local storage.
    app.post(
      '/user-session/reconcile',
      { preHandler: rateLimitsFor(deps, 'reconcile') },
      async (req, reply) => {
        const { sessionId } = parseOr400(reconcileRequestSchema, req.body);
        const cookie = await issuedCookieVisitor(deps, req);
        if (cookie?.bareId) return { sessionId: await tradeBareId(deps, reply, cookie.id) };
        if (cookie) return { sessionId: visitors.credentials.sign(cookie.id) };
        const kept = await issuedVisitorOfCredential(deps, sessionId);
        if (kept) return { sessionId: setVisitorCookie(deps, reply, kept) };
        return { sessionId: visitors.credentials.sign(await issueVisitor(deps, req, reply)) };
      },
    );

    app.get('/user-session/preferences', async (req) => ({
      entries: await preferencesOf(db, visitorIdFromCookie(deps, req)),
    }));

    // Limited like reconcile: a call without a cookie makes a visitor row.
    app.put(
      '/user-session/preferences',
      { preHandler: rateLimitsFor(deps, 'preferences') },
      async (req, reply) => {
        const { entries } = parseOr400(preferencesSchema, req.body);
        const id = await ensureVisitor(deps, req, reply);
        return { entries: await savePreferences(db, id, entries) };
      },
    );
  };
