// The one path every change to a session takes (decision 0026): under the session's lock it sees the
// roster before and after, records what the change causes in the outbox in the same transaction, and
// wakes the dispatcher once committed (withOutbox, decision 0095). A change that rolls back records
// nothing.
import type { Trx } from '../db/connection.ts';
import { type ChangeCause, consequences } from '../outbox/consequences.ts';
import type { TypedEntry } from '../outbox/events.ts';
import { withOutbox } from '../outbox/with-outbox.ts';
import { activeBookings, type BookingRow, lockSession } from '../store/bookings.ts';
import { bumpVersion, type SessionRow } from '../store/sessions.ts';
import type { ServiceDeps } from './deps.ts';

/**
 * What the change did, and why (who is not to be told about their own cancel). A change that knows
 * the active bookings it leaves (a booking, a cancel) hands them back in `after`, sparing a re-read.
 */
export type ChangeOutcome<T> = { value: T; cause: ChangeCause; after?: BookingRow[] };

/** A session as a change left it: its row (version moved) and its active bookings in order. */
export type SessionState = { session: SessionRow; bookings: BookingRow[] };

/**
 * The change's value, and the session as the change left it (undefined when there is none, or
 * the change deleted it): answers are built from it, not read again after the commit (decision 0095).
 */
export type Changed<T> = { value: T; after: SessionState | undefined };

/**
 * Locks the session and runs `work` with it and its active bookings, or with undefined when there
 * is no such session (`work` decides the answer: usually 404).
 */
export async function changeSession<T>(
  deps: ServiceDeps,
  sessionId: string,
  work: (trx: Trx, session: SessionRow | undefined, before: BookingRow[]) => Promise<ChangeOutcome<T>>,
): Promise<Changed<T>> {
  const { clock } = deps;
  const now = clock.now();
  return withOutbox(deps, async (trx) => {
    const session = await lockSession(trx, sessionId);
    const before = session ? await activeBookings(trx, sessionId) : [];
    const outcome = await work(trx, session, before);
    if (!session) return { value: { value: outcome.value, after: undefined }, outbox: [] };
    const changed = await bumpVersion(trx, sessionId);
    const after = changed
      ? { session: changed, bookings: outcome.after ?? (await activeBookings(trx, sessionId)) }
      : undefined;
    const outbox = consequences({ session, bookings: before }, after ?? null, {
      cause: outcome.cause,
      timeZone: clock.timeZone,
      now,
      version: changed?.version ?? session.version + 1,
    });
    return { value: { value: outcome.value, after }, outbox, nowMs: now.getTime() };
  });
}

/** A session just created: admins' live pages list it (no roster before it to compare with). */
export const sessionCreated = (sessionId: string): TypedEntry => ({
  kind: 'live',
  payload: { sessionId, version: 0 },
});
