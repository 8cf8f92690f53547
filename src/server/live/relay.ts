// Carries live changes to every app process (docs/product/system.md, notifications.md): on PostgreSQL through
// LISTEN/NOTIFY on one connection of this process's own, on SQLite (one process) straight to the hub.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { appPresenceNameOf, holdAppPresence } from '../db/app-presence.ts';
import type { Db, DbHandle, Trx } from '../db/connection.ts';
import type { LiveChange } from '../outbox/events.ts';
import { inOneCallPerTurn } from '../store/one-call-per-turn.ts';
import type { LiveHub } from './hub.ts';

/**
 * Live changes made part of the transaction that caused them (decision 0148): heard by every process
 * once it commits, never if it rolls back. `within` runs inside it, `committed` once it has committed.
 */
export type LiveOnCommit = {
  within: (trx: Trx, changes: readonly LiveChange[]) => Promise<void>;
  committed: (changes: readonly LiveChange[]) => void;
};

export type LiveRelay = {
  announce: (change: LiveChange) => Promise<void>;
  onCommit: LiveOnCommit;
  close: () => Promise<void>;
};

const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

export async function startLiveRelay(
  database: DbHandle,
  hub: LiveHub,
  log: FastifyBaseLogger,
): Promise<LiveRelay> {
  const pgConnection = database.pgConnection;
  if (!pgConnection) {
    return {
      announce: async (change) => hub.publish(change),
      // One process: the hub hears them right after the commit, outside the request's own work.
      onCommit: {
        within: async () => {},
        committed: (changes) =>
          setImmediate(() => {
            for (const change of changes) hub.publish(change);
          }),
      },
      close: async () => {},
    };
  }
  // Apps sharing one database in different schemas (tests) must not hear each other.
  const connection = pgConnection;
  const channel = await appPresenceNameOf(database.db);
  let client: pg.Client | null = null;
  /** The connection being made: it may wait for an import to finish (decision 0166). */
  let connecting: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: connection.url });
    connecting = c;
    c.on('notification', (msg) => {
      try {
        hub.publish(JSON.parse(msg.payload ?? '') as LiveChange);
      } catch (err) {
        log.warn({ err }, 'unreadable live notification');
      }
    });
    c.on('error', (err) => {
      log.warn({ err }, 'live relay connection lost; reconnecting');
      c.end().catch(() => {});
      if (client === c) reconnect(0);
    });
    try {
      await c.connect();
      // While it runs, `cli import` refuses to replace the data under it (decision 0166).
      await holdAppPresence(c, channel);
      await c.query(`listen "${channel}"`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    } finally {
      if (connecting === c) connecting = null;
    }
    // Closed while it connected: it must not stay open, holding the presence.
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  }

  /** Tries again until it connects; then every open page reads its session again (news may be lost). */
  function reconnect(attempt: number): void {
    client = null;
    if (closed) return;
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      connect()
        .then(() => hub.publish(null))
        .catch((err) => {
          log.warn({ err, attempt }, 'live relay cannot reach PostgreSQL yet');
          reconnect(attempt + 1);
        });
    }, wait).unref();
  }
  await connect();

  return {
    // A rush's dispatcher announces a change per session per batch: a turn's go in one statement.
    announce: inOneCallPerTurn((changes: LiveChange[]) => notifyAll(database.db, channel, changes)),
    // A notification sent in a transaction is delivered when it commits, in commit order.
    onCommit: { within: (trx, changes) => notifyAll(trx, channel, changes), committed: () => {} },
    close: async () => {
      closed = true;
      await Promise.all([client?.end(), connecting?.end()].map((ending) => ending?.catch(() => {})));
    },
  };
}

/** One statement that notifies `channel` of each change. */
async function notifyAll(db: Db, channel: string, changes: readonly LiveChange[]): Promise<void> {
  const payloads = changes.map((change) => JSON.stringify(change));
  await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
}
