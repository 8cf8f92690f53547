// GET /metrics (docs/product/system.md, decision 0074): Prometheus text through prom-client, behind
// METRICS_TOKEN. Series are labelled by route pattern, method and status only — never a raw URL, a
// visitor id, an email or a cookie. Each app has its own registry (tests build many apps in one
// process); the process metrics (CPU, memory, event loop, GC) are collected once per process.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
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

/** Routes whose 201 answer carries the bookings it made, and how many that is. */
const BOOKINGS_MADE: Record<string, (body: unknown) => number> = {
  'POST /api/sessions/:id/bookings': (body) => {
    const b = body as { confirmed?: unknown[]; waiting?: unknown[] };
    return (b?.confirmed?.length ?? 0) + (b?.waiting?.length ?? 0);
  },
  'POST /api/sessions/:id/bookings/admin': () => 1,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function registerMetrics(
  app: FastifyInstance,
  deps: { config: Config; database: DbHandle; openStreams: () => number },
): MetricsSink {
  const registry = new Registry();
  const requests = new Counter({
    name: 'courtside_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'courtside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
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
  app.addHook('onResponse', async (request, reply) => {
    const labels = { route: routeOf(request), method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 201) return payload;
    const count = BOOKINGS_MADE[`${request.method} ${routeOf(request)}`];
    if (count)
      bookings.inc({ by: routeOf(request).endsWith('/admin') ? 'admin' : 'visitor' }, count(payload));
    return payload;
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
