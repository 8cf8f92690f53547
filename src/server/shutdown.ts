// An orderly stop on SIGTERM / SIGINT (docs/product/system.md, decision 0075): stop accepting
// connections, end live streams with a retry hint (preClose, routes/live-events.ts), answer every
// request already being read, let the outbox finish its batch (its onClose), close the database
// (SQLite folds its WAL back into the file) and exit 0 — or, past the deadline, exit 1 anyway.
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from './db/connection.ts';

/** systemd's default stop timeout is 90 s; a stop that is not done in this long is stuck. */
export const SHUTDOWN_DEADLINE_MS = 9_000;
const SWEEP_IDLE_MS = 50;

/**
 * Keep-alive connections would hold the stop open for their whole idle timeout. From now on, each
 * answer asks its client to close the connection, and connections left idle are closed as they
 * come to rest; a request already on one is still answered normally.
 */
function closeConnectionsAsTheyRest(app: FastifyInstance): () => void {
  app.server.on('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  });
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_IDLE_MS);
  return () => clearInterval(sweep);
}

export function shutDownOnSignals(app: FastifyInstance, database: DbHandle): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal }, `shutdown not done after ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const stopSweeping = closeConnectionsAsTheyRest(app);
    try {
      await app.close();
      stopSweeping();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
