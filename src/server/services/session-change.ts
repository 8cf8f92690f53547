// The one path every change to a session takes (decision 0026): under the session's lock it sees the
// roster before and after, records what the change causes in the outbox in the same transaction, and
// wakes the dispatcher once committed. A change that rolls back records nothing.
import type { Db } from '../db/connection.ts';
import { type ChangeCause, consequences } from '../outbox/consequences.ts';
import type { TypedEntry } from '../outbox/events.ts';
import { activeBookings, type BookingRow, lockSession } from '../store/bookings.ts';
import { addToOutbox } from '../store/outbox.ts';
import { bumpVersion, type SessionRow } from '../store/sessions.ts';
import type { ServiceDeps } from './deps.ts';

/**
 * What the change did, and why (who is not to be told about their own cancel). A change that knows
 * the active bookings it leaves (a booking, a cancel) hands them back in `after`, sparing a re-read.
 */
export type ChangeOutcome<T> = { value: T; cause: ChangeCause; after?: BookingRow[] };

/**
 * Locks the session and runs `work` with it and its active bookings, or with undefined when there
 * is no such session (`work` decides the answer: usually 404).
 */
export async function changeSession<T>(
  { db, clock, outbox }: ServiceDeps,
  sessionId: string,
  work: (trx: Db, session: SessionRow | undefined, before: BookingRow[]) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const now = clock.now();
  const value = await db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, sessionId);
    const before = session ? await activeBookings(trx, sessionId) : [];
    const outcome = await work(trx, session, before);
    if (!session) return outcome.value;
    const changed = await bumpVersion(trx, sessionId);
    const after = changed
      ? { session: changed, bookings: outcome.after ?? (await activeBookings(trx, sessionId)) }
      : null;
    const entries = consequences({ session, bookings: before }, after, {
      cause: outcome.cause,
      timeZone: clock.timeZone,
      now,
      version: changed?.version ?? session.version + 1,
    });
    await addToOutbox(trx, entries, now.getTime());
    return outcome.value;
  });
  outbox.ring();
  return value;
}

/** A session just created: admins' live pages list it (no roster before it to compare with). */
export const sessionCreated = (sessionId: string): TypedEntry => ({
  kind: 'live',
  payload: { sessionId, version: 0 },
});
