// GET /metrics (docs/product/system.md, decision 0074): Prometheus text through prom-client, behind
// METRICS_TOKEN. Series are labelled by route pattern, method and status only — never a raw URL, a
// visitor id, an email or a cookie. Each app has its own registry (tests build many apps in one
// process); the process metrics (CPU, memory, event loop, GC) are collected once per process.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { RequestSeries } from './request-series.ts';
import { outboxBacklog } from './store/outbox.ts';

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the rest of the app tells the metrics (the dispatcher's failures). */
export type MetricsSink = { deliveryFailed: (kind: string) => void };

/** Routes that make bookings (they note how many on `request.bookingsMade`), and who makes them there. */
const BOOKINGS_BY: Record<string, string> = {
  '/api/sessions/:id/bookings': 'visitor',
  '/api/sessions/:id/bookings/admin': 'admin',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function registerMetrics(
  app: FastifyInstance,
  deps: { config: Config; database: DbHandle; openStreams: () => number },
): MetricsSink {
  const registry = new Registry();
  const answered = new RequestSeries([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  answered.register(
    registry,
    {
      name: 'courtside_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
    },
    {
      name: 'courtside_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status',
    },
  );
  const bookings = new Counter({
    name: 'courtside_bookings_created_total',
    help: 'Bookings made, by who made them',
    labelNames: ['by'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'courtside_outbox_delivery_failures_total',
    help: 'Outbox deliveries that failed (each is retried with backoff, then given up)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const { db } = deps.database;
  new Gauge({
    name: 'courtside_outbox_backlog',
    help: 'Outbox rows not yet delivered',
    registers: [registry],
    async collect() {
      this.set(await outboxBacklog(db));
    },
  });
  new Gauge({
    name: 'courtside_live_streams_open',
    help: 'Live booking-page streams open on this process',
    registers: [registry],
    collect() {
      this.set(deps.openStreams());
    },
  });
  new Gauge({
    name: 'courtside_db_pool_connections',
    help: 'Database connections of this process, by state (PostgreSQL pool; SQLite has one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = deps.database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const routeOf = (request: { routeOptions: { url?: string } }) => request.routeOptions.url ?? '(no route)';
  app.decorateRequest('bookingsMade', 0);
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    answered.note(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    // Counted from what the route noted, not from its answer: a rush's answers go out as bytes made
    // for the batch (decision 0110), never as an object a hook could read.
    if (request.bookingsMade > 0 && reply.statusCode === 201) {
      bookings.inc({ by: BOOKINGS_BY[route] ?? 'visitor' }, request.bookingsMade);
    }
    done();
  });
  const token = deps.config.metricsToken;
  const expected = token ? sha256(`Bearer ${token}`) : undefined;
  // Without a token nobody may read them: the path answers as if it did not exist.
  app.get('/metrics', async (request, reply) => {
    if (!expected) return reply.code(404).send({ error: 'Not found' });
    const given = sha256(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Sign in required' });
    }
    const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return { deliveryFailed: (kind) => failures.inc({ kind }) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** How many bookings this request made (the booking routes note it for the metrics). */
    bookingsMade: number;
  }
}
