// Push and live pages wired together (docs/product/notifications.md): the hub and its cross-process relay, the VAPID
// keys, the outbox dispatcher, and the routes that subscribe browsers and stream changes.
import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth/auth.ts';
import type { DbHandle } from './db/connection.ts';
import { LiveHub } from './live/hub.ts';
import { startLiveRelay } from './live/relay.ts';
import { SessionViewers } from './live/session-viewers.ts';
import type { StreamBudget } from './live/sse.ts';
import { STREAM_CAPS, type StreamCaps, StreamLimits } from './live/stream-limits.ts';
import { type Dispatcher, startDispatcher } from './outbox/dispatcher.ts';
import { outboxHandlers } from './outbox/handlers.ts';
import { systemResolve } from './push/push-destination.ts';
import { createPushSender } from './push/push-sender.ts';
import { allowedHosts } from './push/subscription-rules.ts';
import { vapidKeys } from './push/vapid.ts';
import type { RouteDeps } from './routes/deps.ts';
import { liveEventRoutes } from './routes/live-events.ts';
import { webPushRoutes } from './routes/webpush.ts';

export type NotificationOptions = {
  /** Tests trust their local push service's certificate through it. */
  pushAgent?: Agent;
  streamCaps?: StreamCaps;
  /** Tests end streams sooner. */
  streamBudget?: StreamBudget;
  /** The least time between two refreshes of one session's pages (session-viewers.ts). */
  refreshGapMs?: number;
};

/** What tests look at: the outbox worker, the open streams and the booking pages' refreshes. */
export type Notifications = {
  dispatcher: Dispatcher;
  hub: LiveHub;
  streams: StreamLimits;
  viewers: SessionViewers;
};

export async function registerNotifications(
  app: FastifyInstance,
  deps: RouteDeps & { auth: Auth; database: DbHandle; onDeliveryFailure?: (kind: string) => void },
  options: NotificationOptions = {},
): Promise<Notifications> {
  const hub = new LiveHub();
  const relay = await startLiveRelay(deps.database, hub, app.log);
  deps.outbox.live = relay.onCommit;
  const vapid = await vapidKeys(deps.config, deps.db);
  const dispatcher = startDispatcher({
    db: deps.db,
    engine: deps.engine,
    outbox: deps.outbox,
    log: app.log,
    ...(deps.onDeliveryFailure && { onFailure: deps.onDeliveryFailure }),
    handlers: outboxHandlers({
      db: deps.db,
      send: createPushSender(vapid, {
        extraHosts: allowedHosts(deps.config.pushAllowedHosts),
        resolve: systemResolve,
        agent: options.pushAgent,
      }),
      relay,
      adminEmails: deps.config.adminEmails,
      reminders: deps.config.reminders,
    }),
  });
  const streams = new StreamLimits(options.streamCaps ?? STREAM_CAPS);
  const viewers = new SessionViewers(
    deps.db,
    app.log,
    deps.config.waitingListMax,
    deps.clock,
    options.refreshGapMs,
  );
  app.addHook('onClose', async () => {
    await dispatcher.close();
    await relay.close();
  });
  await app.register(
    async (api) => {
      await api.register(
        liveEventRoutes({ ...deps, hub, limits: streams, viewers, budget: options.streamBudget }),
      );
      await api.register(webPushRoutes({ ...deps, publicKey: vapid.publicKey }));
    },
    { prefix: '/api' },
  );
  return { dispatcher, hub, streams, viewers };
}
