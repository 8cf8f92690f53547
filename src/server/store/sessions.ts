import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { generateBookingLink } from '../../core/booking-link.ts';
import type { Db } from '../db/connection.ts';
import type { SessionsTable } from '../db/schema.ts';
import { insertBookings } from './bookings.ts';

export type SessionRow = Selectable<SessionsTable>;

export type NewSession = {
  title: string;
  date: string;
  time: string;
  location: string;
  capacity: number;
  isPublished: boolean;
  createdBy: string | null;
  /** Members who paid in advance: booked first, in order, marked paid (DESIGN.md §3). */
  preAddedNames: string[];
};

async function unusedLink(db: Db, date: string): Promise<string> {
  for (;;) {
    const link = generateBookingLink(date);
    const taken = await db.selectFrom('sessions').select('id').where('link', '=', link).executeTakeFirst();
    if (!taken) return link;
  }
}

export async function createSession(db: Db, input: NewSession, now = new Date()): Promise<SessionRow> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const session = await trx
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        title: input.title,
        date: input.date,
        time: input.time,
        location: input.location,
        capacity: input.capacity,
        link: await unusedLink(trx, input.date),
        is_published: input.isPublished ? 1 : 0,
        created_by: input.createdBy,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.preAddedNames.length === 0) return session;
    await insertBookings(trx, session, input.preAddedNames, { visitorId: null, isPaid: true, now });
    return trx.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
  });
}

export function findSessionById(db: Db, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSessionByLink(db: Db, link: string) {
  return db.selectFrom('sessions').selectAll().where('link', '=', link).executeTakeFirst();
}

/** Sessions on or after `fromDate` (club calendar), earliest first. */
export function listSessionsFrom(db: Db, fromDate: string, opts: { publishedOnly: boolean }) {
  let q = db.selectFrom('sessions').selectAll().where('date', '>=', fromDate);
  if (opts.publishedOnly) q = q.where('is_published', '=', 1);
  return q.orderBy('date').orderBy('time').orderBy('created_at').execute();
}

export type SessionChanges = Pick<NewSession, 'title' | 'date' | 'time' | 'location' | 'capacity'>;

export async function updateSession(db: Db, id: string, changes: SessionChanges, now = new Date()) {
  return db
    .updateTable('sessions')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setPublished(db: Db, id: string, isPublished: boolean, now = new Date()) {
  await db
    .updateTable('sessions')
    .set({ is_published: isPublished ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the session and its bookings (explicitly, not trusting every engine's cascade setting). */
export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('bookings').where('session_id', '=', id).execute();
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Sessions on or before `toDate`, latest first. */
/** Sessions dated up to `toDate` (and from `fromDate` when given), latest first. */
export function listSessionsUntil(db: Db, toDate: string, fromDate = '0000-01-01') {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('date', '<=', toDate)
    .where('date', '>=', fromDate)
    .orderBy('date', 'desc')
    .orderBy('time', 'desc')
    .execute();
}

export const listAllSessionsLatestFirst = (db: Db) => listSessionsUntil(db, '9999-12-31');
