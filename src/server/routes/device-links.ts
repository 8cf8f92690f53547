// POST /api/user-session/transfer, and the page its link opens: GET /another-phone/{token} shows it,
// POST /another-phone/{token} (its button) binds this phone (docs/product/api.md, decision 0086).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ensureVisitor } from '../auth/issue-visitor.ts';
import { setVisitorCookie, visitorIdFromCookie } from '../auth/visitor.ts';
import { parseOr400 } from '../errors.ts';
import { enforceLimits, rateLimitsFor } from '../plugins/rate-limit.ts';
import {
  DEVICE_LINK_PATH,
  type DeviceLinkState,
  deviceLinkState,
  issueDeviceLink,
  ownBookingsLeftBehind,
  useDeviceLink,
} from '../services/device-links.ts';
import { DEVICE_LINK_STATUS, deviceLinkPage } from '../ssr/device-link-page.ts';
import type { RouteDeps } from './deps.ts';

const HOUR_MS = 60 * 60 * 1000;
const transferBody = z.object({ from: z.string().max(200).optional() }).optional();
// A wildcard, not a :param: a made-up address of any length must reach the 'does not work' page.
const tokenParams = z.object({ '*': z.string() });

export const deviceLinkRoutes =
  (deps: RouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config, rateLimits } = deps;
    const perHour = config.rateLimit.deviceLinksPerHour;

    app.post('/api/user-session/transfer', async (request, reply) => {
      const body = parseOr400(transferBody, request.body);
      await enforceLimits(rateLimits, reply, [[`device-link:ip:${request.ip}`, perHour * 10, HOUR_MS]]);
      const visitorId = await ensureVisitor(deps, request, reply);
      await enforceLimits(rateLimits, reply, [[`device-link:visitor:${visitorId}`, perHour, HOUR_MS]]);
      return issueDeviceLink(db, config.publicUrl, visitorId, body?.from);
    });

    // The page's button posts a form with nothing in it: accept that content type, ignore the body.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, undefined),
    );

    const page = (reply: FastifyReply, state: DeviceLinkState, token: string, ownBooked = 0) =>
      reply
        .code(DEVICE_LINK_STATUS[state])
        .header('cache-control', 'no-store')
        // Under the site's no-referrer a browser posts a form with `Origin: null`, which the Origin
        // check refuses; same-origin still tells no other site the address (and its token).
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(deviceLinkPage(state, config.appName, `${DEVICE_LINK_PATH}${token}`, ownBooked));

    const pageOptions = { preHandler: rateLimitsFor(deps, 'device-link-page') };
    app.get(`${DEVICE_LINK_PATH}*`, pageOptions, async (request, reply) => {
      const token = parseOr400(tokenParams, request.params)['*'];
      const state = await deviceLinkState(db, token);
      if (state !== 'ready') return page(reply, state, token);
      const own = await ownBookingsLeftBehind(db, deps.clock, token, visitorIdFromCookie(deps, request));
      return page(reply, state, token, own);
    });

    app.post(`${DEVICE_LINK_PATH}*`, pageOptions, async (request, reply) => {
      const token = parseOr400(tokenParams, request.params)['*'];
      const used = await useDeviceLink(db, token);
      if (typeof used === 'string') return page(reply, used, token);
      // The cookie-setting helper every visitor id goes through; the first phone keeps its own.
      setVisitorCookie(deps, reply, used.visitorId);
      return reply.code(303).header('cache-control', 'no-store').redirect(used.returnPath, 303);
    });
  };
