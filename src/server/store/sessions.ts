import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { type SessionFacts, sessionFactsOf } from '#core/session-input.ts';
import type { SeriesPlace } from '#core/weekly-series.ts';
import type { Db, Trx } from '../db/connection.ts';
import { prepared } from '../db/prepared.ts';
import type { SessionsTable } from '../db/schema.ts';

export type SessionRow = Selectable<SessionsTable>;

/** A session row to insert: its link is made by the caller (services/new-sessions.ts). */
export type NewSessionRow = SessionFacts & {
  /** Whole cents; absent or 0 = free. */
  priceCents?: number;
  link: string;
  isPublished: boolean;
  createdBy: string | null;
  /** Its place in a weekly series (decision 0038); none for a session made on its own. */
  series?: SeriesPlace | null;
};

export async function isLinkTaken(db: Db, link: string): Promise<boolean> {
  return (
    (await db.selectFrom('sessions').select('id').where('link', '=', link).executeTakeFirst()) !== undefined
  );
}

export function insertSession(trx: Trx, input: NewSessionRow, now: Date): Promise<SessionRow> {
  const at = now.toISOString();
  return trx
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      ...sessionFactsOf(input),
      price_cents: input.priceCents ?? 0,
      link: input.link,
      is_published: input.isPublished ? 1 : 0,
      created_by: input.createdBy,
      created_at: at,
      updated_at: at,
      series_id: input.series?.id ?? null,
      series_week: input.series?.week ?? null,
      series_weeks: input.series?.weeks ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Counts one more change of the session; the session as it now is, or undefined if it is gone. */
export function bumpVersion(trx: Trx, id: string) {
  return trx
    .updateTable('sessions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves each session's next_seq past its appended bookings and counts the change (bumpVersion) as
 * one that only appended (decision 0146), all in one statement (decision 0109); the sessions as they
 * now are.
 */
export async function advanceSessions(db: Db, nextSeqs: ReadonlyMap<string, number>) {
  if (nextSeqs.size === 0) return [];
  const cases = sql.join(
    [...nextSeqs].map(([id, next]) => sql`when ${id} then cast(${next} as integer)`),
    sql` `,
  );
  return db
    .updateTable('sessions')
    .set((eb) => ({
      next_seq: sql<number>`case id ${cases} end`,
      version: eb('version', '+', 1),
      appends: eb('appends', '+', 1),
    }))
    .where('id', 'in', [...nextSeqs.keys()])
    .returningAll()
    .execute();
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

/**
 * Which published sessions are dated on or after a date, earliest first, and at which version, as
 * one string `id:version,id:version,…` (ids are UUIDs): every change of a session or its roster
 * moves its version (decision 0026), so comparing two of these tells whether anything in the list
 * changed, at the price of one row (store/session-reads.ts). `string_agg … order by` is the same on
 * both engines (SQLite 3.44+). Prepared once per process.
 */
export function publishedListingReader(db: Db): (fromDate: string) => Promise<string> {
  const run = prepared<{ listing: string | null }, [string]>(db, 1, (fromDate) =>
    db
      .selectFrom('sessions')
      .select(
        sql<string | null>`string_agg(id || ':' || version, ',' order by date, time, created_at)`.as(
          'listing',
        ),
      )
      .where('date', '>=', fromDate)
      .where('is_published', '=', 1),
  );
  return async (fromDate) => (await run(fromDate))[0]?.listing ?? '';
}

/**
 * The id, version and published flag of the session a link names: enough to tell whether a kept
 * copy is current. Prepared once per process.
 */
export function sessionVersionByLinkReader(db: Db) {
  const run = prepared<Pick<SessionRow, 'id' | 'version' | 'is_published'>, [string]>(db, 1, (link) =>
    db.selectFrom('sessions').select(['id', 'version', 'is_published']).where('link', '=', link),
  );
  return async (link: string) => (await run(link))[0];
}

export function findSessionsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sessions').selectAll().where('id', 'in', ids).execute();
}

/** Every session still in these series (decision 0068): enough to number them as they are now. */
export function listSeriesMembers(db: Db, seriesIds: readonly string[]) {
  if (seriesIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sessions')
    .select(['id', 'series_id', 'date', 'time'])
    .where('series_id', 'in', seriesIds)
    .execute();
}

// updateSession, setPublished, deleteSession and setCanceled run inside changeSession, which moves the
// version the public reads are kept by (decision 0031): a change made outside it would go unseen. They
// take its transaction (decision 0095).
export type SessionChanges = SessionFacts & {
  /** Absent: the price stays as it is. */
  priceCents?: number;
};

export async function updateSession(trx: Trx, id: string, changes: SessionChanges, now = new Date()) {
  const { priceCents } = changes;
  return trx
    .updateTable('sessions')
    .set({
      ...sessionFactsOf(changes),
      ...(priceCents === undefined ? {} : { price_cents: priceCents }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setPublished(trx: Trx, id: string, isPublished: boolean, now = new Date()) {
  await trx
    .updateTable('sessions')
    .set({ is_published: isPublished ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the session and its bookings (explicitly, not trusting every engine's cascade setting). */
export async function deleteSession(trx: Trx, id: string) {
  await trx.deleteFrom('bookings').where('session_id', '=', id).execute();
  await trx.deleteFrom('sessions').where('id', '=', id).execute();
}

export type Page = { limit: number; offset: number };

/**
 * Sessions dated up to `toDate` (and from `fromDate` when given), latest first, in an order that
 * never changes between two calls (so pages neither repeat nor skip); with `page`, only that slice.
 */
export function listSessionsUntil(db: Db, toDate: string, fromDate = '0000-01-01', page?: Page) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('date', '<=', toDate)
    .where('date', '>=', fromDate)
    .orderBy('date', 'desc')
    .orderBy('time', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .$if(page !== undefined, (q) => q.limit(page?.limit ?? 0).offset(page?.offset ?? 0))
    .execute();
}

/** Sessions with at least one active, unpaid booking (an index finds them), latest first. */
export function listSessionsWithUnpaid(db: Db) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('session_id')
        .where('canceled_at', 'is', null)
        .where('is_paid', '=', 0),
    )
    .orderBy('date', 'desc')
    .orderBy('time', 'desc')
    .execute();
}

/** Every session of one series, published or not ("Book every week" picks the weeks it books). */
export function listSeriesSessions(db: Db, seriesId: string) {
  return db.selectFrom('sessions').selectAll().where('series_id', '=', seriesId).execute();
}

/** Cancels the session with a reason, or with null puts it back on (decision 0080). Runs inside changeSession. */
export async function setCanceled(trx: Trx, id: string, canceled: { reason: string; at: Date } | null) {
  await trx
    .updateTable('sessions')
    .set({
      canceled_reason: canceled?.reason ?? null,
      canceled_at: canceled?.at.toISOString() ?? null,
      updated_at: (canceled?.at ?? new Date()).toISOString(),
    })
    .where('id', '=', id)
    .execute();
}
