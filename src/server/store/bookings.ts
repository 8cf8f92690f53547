import { PostgresAdapter, type Selectable } from 'kysely';
import type { Db, Trx } from '../db/connection.ts';
import { newRowId } from '../db/row-ids.ts';
import type { BookingsTable, SessionsTable } from '../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;

/**
 * Locks the session row for the rest of the transaction and returns it (undefined if it does not
 * exist). A no-op UPDATE is the one statement that takes a row lock on PostgreSQL and the write lock
 * up front on SQLite, so concurrent bookings of one session queue here on both engines.
 */
export function lockSession(trx: Trx, sessionId: string) {
  return lockingUpdate(trx).where('id', '=', sessionId).returningAll().executeTakeFirst();
}

/** The no-op UPDATE that locks what it touches. */
const lockingUpdate = (trx: Trx) =>
  trx.updateTable('sessions').set((eb) => ({ next_seq: eb.ref('next_seq') }));

/**
 * lockSession for several sessions with one statement (decision 0109); the rows of those that exist.
 * On PostgreSQL the rows are locked in id order (FOR UPDATE of the ordered ids), so two batches that
 * lock overlapping sessions queue behind each other instead of waiting on each other in a circle;
 * SQLite has one writer, whose lock the UPDATE takes.
 */
export function lockSessions(trx: Trx, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  const inOrder =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? trx.selectFrom('sessions').select('id').where('id', 'in', sessionIds).orderBy('id').forUpdate()
      : sessionIds;
  return lockingUpdate(trx).where('id', 'in', inOrder).returningAll().execute();
}

/** One booking to append: the name with its comparison key, who booked it and when. */
export type NewBooking = {
  name: string;
  nameKey: string;
  visitorId: string | null;
  isPaid: boolean;
  now: Date;
};

/** Rows per INSERT: well under both engines' limit on bound parameters (13 per row). */
const INSERT_CHUNK = 500;

/**
 * The rows of bookings appended to the session, numbered on from its next_seq: every column given,
 * so they are the rows as stored and the INSERT needs no RETURNING (a new column must be given here).
 */
function rowsFor(
  session: Pick<Selectable<SessionsTable>, 'id' | 'next_seq'>,
  bookings: readonly NewBooking[],
): BookingRow[] {
  return bookings.map((b, i) => ({
    id: newRowId(),
    session_id: session.id,
    seq: session.next_seq + i,
    name: b.name,
    name_key: b.nameKey,
    visitor_id: b.visitorId,
    is_paid: b.isPaid ? 1 : 0,
    created_at: b.now.toISOString(),
    canceled_at: null,
    canceled_by_admin: 0,
    attendance: null,
    late: 0,
    fee_mark: null,
  }));
}

/** Inserts the rows, INSERT_CHUNK per statement, and answers them. */
async function insertRows(trx: Trx, rows: BookingRow[]): Promise<BookingRow[]> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('bookings')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  return rows;
}

/**
 * Appends bookings in the order given, numbered on from the session's next_seq, and moves next_seq
 * past them. Call inside a transaction that holds lockSession.
 */
export async function appendBookings(
  trx: Trx,
  session: Pick<Selectable<SessionsTable>, 'id' | 'next_seq'>,
  bookings: readonly NewBooking[],
): Promise<BookingRow[]> {
  if (bookings.length === 0) return [];
  const inserted = await insertRows(trx, rowsFor(session, bookings));
  await trx
    .updateTable('sessions')
    .set({ next_seq: session.next_seq + bookings.length })
    .where('id', '=', session.id)
    .execute();
  return inserted;
}

/**
 * Appends the bookings of several sessions with one INSERT (decision 0109), each numbered on from its
 * session's next_seq; moving next_seq is the caller's (advanceSession). Call inside a transaction
 * that holds lockSession of every one. Answers the stored rows per session, in seq order.
 */
export async function appendBookingsOfSessions(
  trx: Trx,
  parts: readonly {
    session: Pick<Selectable<SessionsTable>, 'id' | 'next_seq'>;
    bookings: readonly NewBooking[];
  }[],
): Promise<Map<string, BookingRow[]>> {
  const bySession = new Map<string, BookingRow[]>(parts.map((p) => [p.session.id, []]));
  const rows = parts.flatMap((p) => rowsFor(p.session, p.bookings));
  for (const row of await insertRows(trx, rows)) bySession.get(row.session_id)?.push(row);
  return bySession;
}

/**
 * Bookings of the sessions by state, each list in order: active ones in arrival order, canceled
 * ones latest cancellation first.
 */
export async function bookingsBySession(db: Db, sessionIds: readonly string[], state: 'active' | 'canceled') {
  const bySession = new Map<string, BookingRow[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return bySession;
  let q = db.selectFrom('bookings').selectAll().where('session_id', 'in', sessionIds);
  q =
    state === 'active'
      ? q.where('canceled_at', 'is', null).orderBy('seq')
      : q.where('canceled_at', 'is not', null).orderBy('canceled_at', 'desc');
  for (const row of await q.execute()) bySession.get(row.session_id)?.push(row);
  return bySession;
}

export const activeBookingsBySession = (db: Db, sessionIds: readonly string[]) =>
  bookingsBySession(db, sessionIds, 'active');

/** Each session's active bookings numbered from its `fromSeq` on, in arrival order (decision 0146). */
export async function activeBookingsFrom(db: Db, fromSeq: ReadonlyMap<string, number>) {
  const bySession = new Map<string, BookingRow[]>([...fromSeq.keys()].map((id) => [id, []]));
  if (fromSeq.size === 0) return bySession;
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('canceled_at', 'is', null)
    .where((eb) =>
      eb.or([...fromSeq].map(([id, seq]) => eb.and([eb('session_id', '=', id), eb('seq', '>=', seq)]))),
    )
    .orderBy('seq')
    .execute();
  for (const row of rows) bySession.get(row.session_id)?.push(row);
  return bySession;
}

export async function activeBookings(db: Db, sessionId: string): Promise<BookingRow[]> {
  return (await bookingsBySession(db, [sessionId], 'active')).get(sessionId) ?? [];
}

export async function canceledBookings(db: Db, sessionId: string): Promise<BookingRow[]> {
  return (await bookingsBySession(db, [sessionId], 'canceled')).get(sessionId) ?? [];
}

export function findBooking(db: Db, sessionId: string, bookingId: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Soft delete: the booking moves to the canceled list (docs/product/booking-rules.md). */
export async function markCanceled(
  trx: Trx,
  bookingId: string,
  opts: { byAdmin: boolean; now: Date; late?: boolean },
) {
  await trx
    .updateTable('bookings')
    .set({
      canceled_at: opts.now.toISOString(),
      canceled_by_admin: opts.byAdmin ? 1 : 0,
      late: opts.late ? 1 : 0,
    })
    .where('id', '=', bookingId)
    .where('canceled_at', 'is', null)
    .execute();
}

export async function renameBooking(trx: Trx, bookingId: string, name: { name: string; nameKey: string }) {
  await trx
    .updateTable('bookings')
    .set({ name: name.name, name_key: name.nameKey })
    .where('id', '=', bookingId)
    .execute();
}

export async function setPaid(trx: Trx, bookingId: string, isPaid: boolean) {
  await trx
    .updateTable('bookings')
    .set({ is_paid: isPaid ? 1 : 0 })
    .where('id', '=', bookingId)
    .execute();
}

/** Attendance marks ('present', 'absent', 'excused' or null) of the given bookings. */
export async function setAttendance(trx: Trx, bookingIds: readonly string[], attendance: string | null) {
  if (bookingIds.length === 0) return;
  await trx.updateTable('bookings').set({ attendance }).where('id', 'in', bookingIds).execute();
}

/** The admin's word on a late cancel's fee: 'paid', 'waived', or null (owed). */
export async function setFeeMark(trx: Trx, bookingId: string, feeMark: string | null) {
  await trx.updateTable('bookings').set({ fee_mark: feeMark }).where('id', '=', bookingId).execute();
}
