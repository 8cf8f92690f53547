// buildApp(deps) → a ready Fastify instance; main.ts is the only place that listens.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { appState, createAppState } from './app-state.ts';
import { createMailer } from './auth/mailer.ts';
import { setupAuth } from './auth/setup.ts';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { installErrorHandler } from './errors.ts';
import { loggerOptions } from './logging.ts';
import { registerMetrics } from './metrics.ts';
import { type NotificationOptions, type Notifications, registerNotifications } from './notifications.ts';
import { registerCompression } from './plugins/compression.ts';
import { sweepRateLimits } from './plugins/rate-limit.ts';
import { parseJsonBodies } from './plugins/request-input.ts';
import { isApiPath, refuseBadTargets, routedPath, targetDecider } from './plugins/request-target.ts';
import { registerSecurity } from './plugins/security.ts';
import { adminAdminsRoutes } from './routes/admin-admins.ts';
import { adminBookingRoutes } from './routes/admin-bookings.ts';
import { adminSessionRoutes } from './routes/admin-sessions.ts';
import { attendanceAndFeeRoutes } from './routes/attendance-and-fees.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import type { RouteDeps } from './routes/deps.ts';
import { deviceLinkRoutes } from './routes/device-links.ts';
import { exportRoutes } from './routes/exports.ts';
import { healthRoutes } from './routes/health.ts';
import { linkPreviewRoutes } from './routes/link-previews.ts';
import { playerRoutes } from './routes/players.ts';
import { publicBookingRoutes } from './routes/public-bookings.ts';
import { publicSessionRoutes } from './routes/public-sessions.ts';
import { registerSpa } from './routes/spa.ts';
import { visitorIdRoutes } from './routes/visitor-id.ts';
import { webAppManifestRoutes } from './routes/web-app-manifest.ts';
import { sweepIdleVisitors } from './services/visitor-expiry.ts';

export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * How long a client may take to send a whole request, and its headers. Node checks them every
 * `checkEveryMs`, so a connection trickling a body is closed at most that much later (decision 0025).
 */
export type RequestTimeouts = { requestMs: number; headersMs: number; checkEveryMs: number };
export const REQUEST_TIMEOUTS: RequestTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  checkEveryMs: 2_000,
};

/**
 * One access line per request, written when it is answered, instead of Fastify's two (one on
 * arrival): writing the second was a tenth of a health check's time. Errors are logged as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export type AppDeps = {
  config: Config;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  timeouts?: RequestTimeouts;
} & NotificationOptions;

export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  timeouts = REQUEST_TIMEOUTS,
  ...notificationOptions
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    // A number trusts that many hops nearest to us (Fastify's types only name it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // The one place that decides each request's path; every check reads that (request-target.ts).
    rewriteUrl: targetDecider(config.publicUrl),
    requestTimeout: timeouts.requestMs,
    // While shutting down, requests already on an open connection are answered, not refused with 503.
    return503OnClosing: false,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // Over-long path values (URL junk) get the same {error} shape as everything else.
    frameworkErrors: (err, _request, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
      void (reply as FastifyReply)
        .code(status)
        .send({ error: status === 404 ? 'Not found' : 'Invalid request' });
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers carry the caller's own view (their visitor id, admin lists): never kept by a
    // shared cache, nor by the browser's.
    if (isApiPath(routedPath(request)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    done();
  });
  installErrorHandler(app);
  const metrics = registerMetrics(app, {
    config,
    database,
    openStreams: () => (app.hasDecorator('notifications') ? app.notifications.streams.open : 0),
  });
  // Security headers first, so refused requests carry them too.
  await registerSecurity(app, config);
  refuseBadTargets(app);
  parseJsonBodies(app);
  await registerCompression(app);
  await app.register(cookie);

  // The app's state, made once here and handed in (decision 0090).
  const state = createAppState(config, database.db);
  await app.register(appState, state);
  const deps: RouteDeps = { db: database.db, engine: database.engine, config, ...state };
  const mailer = createMailer(config, app.log);
  const auth = await setupAuth({ ...deps, log: app.log, mailer });
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(visitorIdRoutes(deps));
      await api.register(publicSessionRoutes(deps));
      await api.register(calendarRoutes(deps));
      await api.register(publicBookingRoutes(deps));
      await api.register(authRoutes({ ...deps, auth }));
      await api.register(adminSessionRoutes({ ...deps, auth }));
      await api.register(adminBookingRoutes({ ...deps, auth }));
      await api.register(adminAdminsRoutes({ ...deps, auth, mailer }));
      await api.register(attendanceAndFeeRoutes({ ...deps, auth }));
      await api.register(playerRoutes({ ...deps, auth }));
      await api.register(exportRoutes({ ...deps, auth }));
    },
    { prefix: '/api' },
  );
  const notifications = await registerNotifications(
    app,
    { ...deps, auth, database, onDeliveryFailure: metrics.deliveryFailed },
    notificationOptions,
  );
  app.decorate('notifications', notifications);
  sweepRateLimits(app, database.db, state.rateLimits);
  sweepIdleVisitors(app, database.db, config);
  await app.register(deviceLinkRoutes(deps));
  await app.register(linkPreviewRoutes(deps));
  await app.register(webAppManifestRoutes(deps));
  await registerSpa(app, config, webRoot);
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}
