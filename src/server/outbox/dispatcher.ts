// Works off the outbox after commit (decision 0026): at least once, in the background, never in the
// request that caused the row. Rows are leased, so several processes on one PostgreSQL share the
// work and a crashed worker's rows come back; failures are retried with backoff, a few times.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Engine } from '../db/connection.ts';
import { claimDue, forgetDone, markDone, type OutboxRow, retryLater } from '../store/outbox.ts';
import type { OutboxKind, OutboxPayloads, TypedEntry } from './events.ts';
import type { OutboxSignal } from './signal.ts';
import { withOutbox } from './with-outbox.ts';

/** What handling a row came to: done (with rows it hands on), or try again later. */
export type Handled = { retry: true } | { retry?: false; handOn?: TypedEntry[] };
/** The row being handled: its id (stable across redeliveries) and which attempt this is. */
export type RowInfo = { id: string; attempts: number };
/** A row delivered (or given up on), to be marked done with the rows it hands on. */
type Settled = { id: string; handOn: TypedEntry[] };
export type Handlers = { [K in OutboxKind]: (payload: OutboxPayloads[K], row: RowInfo) => Promise<Handled> };

/** With the backoff below: about five minutes of trying before a delivery is given up. */
export const MAX_ATTEMPTS = 10;
// Longer than a send may take (web-push gives up after 10 s), short enough for a restart to redo it.
const LEASE_MS = 15_000;
const BATCH = 50;
/**
 * Claimed rows worked on at once (each takes a database connection for its reads and its commit):
 * with 2,000 reminders due together, 50 at once held the whole pool and bookings waited (decision 0082).
 */
const HANDLING_AT_ONCE = 4;
/** Sends to push services in flight at once; live changes never queue behind a slow one. */
const MAX_SENDING = 32;
const SENDS: OutboxKind[] = ['push'];
/** Kinds whose rows of one claim are delivered together: the live relay announces them in one statement. */
const TOGETHER: OutboxKind[] = ['live'];
const CLOSE_WAIT_MS = 2_000;
const POLL_MS = 2_000;
const KEEP_DONE_MS = 30 * 24 * 60 * 60_000;

/** 1 s, 2 s, 4 s … up to a minute. */
export const backoffMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** (attempt - 1));

export type Dispatcher = {
  /** Resolves when every row due now has been handled (tests). */
  drained: () => Promise<void>;
  close: () => Promise<void>;
};

export function startDispatcher(deps: {
  db: Db;
  engine: Engine;
  /** Rung after each change that added rows (the app's own, decision 0090). */
  outbox: OutboxSignal;
  handlers: Handlers;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Told of every failed delivery (metrics). */
  onFailure?: (kind: string) => void;
}): Dispatcher {
  const { db, engine, handlers, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const sending = new Set<Promise<void>>();

  /** Delivers one row; a row to try again later is rescheduled here, the others are the caller's to settle. */
  async function deliver(row: OutboxRow): Promise<Settled | null> {
    const handler = handlers[row.kind as OutboxKind] as (p: unknown, r: RowInfo) => Promise<Handled>;
    let outcome: Handled;
    try {
      outcome = handler ? await handler(JSON.parse(row.payload), row) : {};
    } catch (err) {
      log.error({ err, outbox: row.id, kind: row.kind }, 'outbox delivery failed');
      outcome = { retry: true };
    }
    if (outcome.retry) deps.onFailure?.(row.kind);
    if (outcome.retry && row.attempts < MAX_ATTEMPTS) {
      await retryLater(db, row.id, Date.now() + backoffMs(row.attempts));
      return null;
    }
    if (outcome.retry) log.warn({ outbox: row.id, kind: row.kind }, 'outbox delivery given up');
    return { id: row.id, handOn: outcome.retry ? [] : (outcome.handOn ?? []) };
  }

  /**
   * Marks rows done with the rows they hand on, in one commit: a rush of bookings leaves a row or two
   * per session changed, and a commit each was most of the dispatcher's cost (issue 26). Rows handed
   * on wake this dispatcher again, through the same door as any change (decision 0095).
   */
  async function settle(done: readonly (Settled | null)[]): Promise<void> {
    const rows = done.filter((d): d is Settled => d !== null);
    const ids = rows.map((r) => r.id);
    const handOn = rows.flatMap((r) => r.handOn);
    // One statement needs no transaction around it: that is only for rows handed on with it.
    if (handOn.length === 0) return markDone(db, ids);
    await withOutbox(deps, async (trx) => {
      await markDone(trx, ids);
      return { value: undefined, outbox: handOn };
    });
  }

  /** A few rows at a time, so a wave of reminders leaves the connection pool to the requests. */
  async function handleFew(rows: OutboxRow[]): Promise<void> {
    const together = rows.filter((row) => TOGETHER.includes(row.kind as OutboxKind));
    const few = rows.filter((row) => !TOGETHER.includes(row.kind as OutboxKind));
    const done: (Settled | null)[] = [];
    let next = 0;
    const worker = async () => {
      for (let row = few[next++]; row; row = few[next++]) done.push(await deliver(row));
    };
    await Promise.all([
      ...together.map(async (row) => done.push(await deliver(row))),
      ...Array.from({ length: Math.min(HANDLING_AT_ONCE, few.length) }, worker),
    ]);
    await settle(done);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = await claimDue(db, engine, LEASE_MS, BATCH, { except: SENDS });
        if (rows.length > 0) await handleFew(rows);
        // A short claim took all that was due: rows added since ring again, other processes' on the poll.
        if (rows.length < BATCH) break;
      }
      const room = MAX_SENDING - sending.size;
      if (room <= 0 || closed) continue;
      for (const row of await claimDue(db, engine, LEASE_MS, room, { only: SENDS })) {
        const send: Promise<void> = deliver(row)
          .then((done) => settle([done]))
          .catch((err) => log.error({ err }, 'outbox delivery failed'))
          .finally(() => {
            sending.delete(send);
            kick();
          });
        sending.add(send);
      }
    } while (again && !closed);
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .catch((err) => log.error({ err }, 'outbox dispatcher failed'))
      .finally(() => {
        running = null;
        if (again) kick();
      });
  }

  const stopListening = deps.outbox.listen(kick);
  const poll = setInterval(kick, deps.pollMs ?? POLL_MS);
  poll.unref();
  const sweep = setInterval(
    () => void forgetDone(db, Date.now() - KEEP_DONE_MS).catch(() => {}),
    60 * 60_000,
  );
  sweep.unref();
  kick();

  return {
    drained: async () => {
      kick();
      while (running || sending.size > 0) await Promise.all([running, ...sending]);
    },
    close: async () => {
      closed = true;
      stopListening();
      clearInterval(poll);
      clearInterval(sweep);
      await running;
      // A send still waiting on its push service keeps its lease and is redone after a restart.
      await Promise.race([Promise.all(sending), new Promise((r) => setTimeout(r, CLOSE_WAIT_MS).unref())]);
    },
  };
}
