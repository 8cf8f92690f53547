// buildApp(deps) → a ready Fastify instance; main.ts is the only place that listens.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { setupAuth } from './auth/setup.ts';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { installErrorHandler } from './errors.ts';
import { sweepRateLimits } from './rate-limit.ts';
import { parseJsonBodies, refuseNulInAddresses } from './request-input.ts';
import { adminBookingRoutes } from './routes/admin-bookings.ts';
import { adminSessionRoutes } from './routes/admin-sessions.ts';
import { authRoutes } from './routes/auth.ts';
import type { RouteDeps } from './routes/deps.ts';
import { healthRoutes } from './routes/health.ts';
import { publicBookingRoutes } from './routes/public-bookings.ts';
import { publicSessionRoutes } from './routes/public-sessions.ts';
import { registerSpa } from './routes/spa.ts';
import { visitorSessionRoutes } from './routes/visitor-session.ts';
import { registerSecurity } from './security.ts';

export const BODY_LIMIT_BYTES = 16 * 1024;

export type AppDeps = {
  config: Config;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
};

export async function buildApp({ config, database, logger, webRoot }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  parseJsonBodies(app);
  refuseNulInAddresses(app);
  await registerSecurity(app, config);
  await app.register(cookie);

  const deps: RouteDeps = { db: database.db, engine: database.engine, config };
  const auth = await setupAuth({ ...deps, log: app.log });
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(visitorSessionRoutes(deps));
      await api.register(publicSessionRoutes(deps));
      await api.register(publicBookingRoutes(deps));
      await api.register(authRoutes({ ...deps, auth }));
      await api.register(adminSessionRoutes({ ...deps, auth }));
      await api.register(adminBookingRoutes({ ...deps, auth }));
    },
    { prefix: '/api' },
  );
  sweepRateLimits(app, database.db);
  await registerSpa(app, config, webRoot);
  await app.ready();
  return app;
}
