// Web push subscriptions (docs/product/api.md, notifications.md): a visitor's browser is told when a waiting
// booking gets a place; an admin's when a visitor cancels or a session fills.
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { ensureVisitor } from '../auth/issue-visitor.ts';
import { issuedVisitorId } from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import { enforceLimits, rateLimitsFor } from '../plugins/rate-limit.ts';
import {
  allowedHosts,
  checkedPushEndpoint,
  pushEndpointUrl,
  subscriptionSchema,
  unsubscribeSchema,
} from '../push/subscription-rules.ts';
import { addPushSubscription, type Owner, removePushSubscription } from '../services/push-subscriptions.ts';
import type { RouteDeps } from './deps.ts';

const HOUR_MS = 60 * 60_000;

export const webPushRoutes =
  (deps: RouteDeps & { auth: Auth; publicKey: string }): FastifyPluginAsync =>
  async (app) => {
    const { db, config, rateLimits } = deps;
    const extraHosts = allowedHosts(config.pushAllowedHosts);
    const limited = { preHandler: rateLimitsFor(deps, 'push') };
    const admin = { preHandler: adminGuard(deps.auth, config) };
    const adminOf = (req: { adminUser?: { id: string } }): Owner => ({
      adminUserId: req.adminUser?.id ?? '',
    });

    async function subscribe(owner: Owner, body: unknown) {
      const { subscription } = parseOr400(subscriptionSchema, body);
      const endpoint = checkedPushEndpoint(subscription.endpoint, extraHosts);
      await addPushSubscription(db, owner, { endpoint, ...subscription.keys });
      return { ok: true };
    }

    /** The endpoint to forget, as subscribe kept it (normalised); one it would refuse, as sent. */
    const endpointToForget = (body: unknown) => {
      const { endpoint } = parseOr400(unsubscribeSchema, body);
      return pushEndpointUrl(endpoint, extraHosts)?.href ?? endpoint;
    };

    app.get('/webpush/public-key', async () => ({ publicKey: deps.publicKey }));

    app.post('/webpush/subscribe', limited, async (req, reply) => {
      // Anyone may ask, so each address gets a few an hour, before a visitor id is minted (decision 0054).
      await enforceLimits(rateLimits, reply, [
        [`push-subscribe:ip:${req.ip}`, config.rateLimit.pushSubscribeIpPerHour, HOUR_MS],
      ]);
      return subscribe({ visitorId: await ensureVisitor(deps, req, reply) }, req.body);
    });
    app.post('/webpush/unsubscribe', limited, async (req) => {
      const endpoint = endpointToForget(req.body);
      const visitorId = await issuedVisitorId(deps, req);
      if (visitorId) await removePushSubscription(db, { visitorId }, endpoint);
      return { ok: true };
    });

    app.post('/admin/webpush/subscribe', admin, async (req) => subscribe(adminOf(req), req.body));
    app.post('/admin/webpush/unsubscribe', admin, async (req) => {
      await removePushSubscription(db, adminOf(req), endpointToForget(req.body));
      return { ok: true };
    });
  };
