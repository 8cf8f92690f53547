// The rows the players' books are made of (core/player-books.ts): two queries however many players
// and bookings the club has — the sessions, and their bookings with only the columns the books need.
// With a name key, only the sessions that person booked (and everyone's bookings in them, which
// decide who was confirmed and whose late cancel owes).
import { sql } from 'kysely';
import type { Db, Trx } from '../db/connection.ts';

export type SeasonSessionRow = {
  id: string;
  title: string;
  date: string;
  time: string;
  capacity: number;
  price_cents: number;
  canceled_at: string | null;
};

export type SeasonBookingRow = {
  id: string;
  session_id: string;
  seq: number;
  name: string;
  name_key: string;
  created_at: string;
  canceled_at: string | null;
  late: number;
  attendance: string | null;
  is_paid: number;
  fee_mark: string | null;
};

export async function seasonRows(db: Db, nameKey?: string) {
  const touched = (trx: Db) =>
    trx
      .selectFrom('bookings')
      .select('session_id')
      .where('name_key', '=', nameKey ?? '');
  const sessions: SeasonSessionRow[] = await db
    .selectFrom('sessions')
    .select(['id', 'title', 'date', 'time', 'capacity', 'price_cents', 'canceled_at'])
    .$if(nameKey !== undefined, (q) => q.where('id', 'in', touched(db)))
    .execute();
  const bookings: SeasonBookingRow[] = await db
    .selectFrom('bookings')
    .select([
      'id',
      'session_id',
      'seq',
      'name',
      'name_key',
      'created_at',
      'canceled_at',
      'late',
      'attendance',
      'is_paid',
      'fee_mark',
    ])
    .$if(nameKey !== undefined, (q) => q.where('session_id', 'in', touched(db)))
    .execute();
  return { sessions, bookings };
}

/** Marks the bookings paid (a settle). */
export async function markPaid(trx: Trx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return;
  await trx.updateTable('bookings').set({ is_paid: 1 }).where('id', 'in', bookingIds).execute();
}

/** Marks the late cancels' fees paid (a settle). */
export async function markFeesPaid(trx: Trx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return;
  await trx.updateTable('bookings').set({ fee_mark: 'paid' }).where('id', 'in', bookingIds).execute();
}

/**
 * One cheap row that moves whenever anything the books are made of changes: every change of a session
 * or its roster moves the session's version (decision 0026), a new session moves the count and the
 * latest creation, a deleted one the counts. Kept lists are checked against it on every read.
 */
export async function booksStamp(db: Db): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`
    select (select count(*) from sessions) || ':' || (select coalesce(sum(version), 0) from sessions)
      || ':' || (select count(*) from bookings) || ':' || (select coalesce(max(created_at), '') from sessions)
      as stamp`.execute(db);
  return String(rows[0]?.stamp ?? '');
}
