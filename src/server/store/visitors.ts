import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

const VISITOR_ID_RE = /^[A-Za-z0-9_-]{22}$/;

const ID_BYTES = 16;
/** Random bytes drawn 256 ids at a time: one draw per id was 4 % of a new visitor's booking. */
const POOL_BYTES = 256 * ID_BYTES;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits, base64url (docs/product/roles.md), each id from bytes no other id used. */
export function newVisitorId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('base64url', used - ID_BYTES, used);
}

export function isVisitorIdShape(id: unknown): id is string {
  return typeof id === 'string' && VISITOR_ID_RE.test(id);
}

/**
 * Notes that a visitor was seen and answers whether the server ever issued that id: one statement,
 * so checking a cookie on every write costs no more than touching it did. `bareId`: the id came
 * without a credential, which only a visitor from before credentials may still use (decision 0060).
 */
export async function markVisitorSeen(
  db: Db,
  id: string,
  { bareId = false, now = new Date() }: { bareId?: boolean; now?: Date } = {},
): Promise<boolean> {
  let update = db.updateTable('visitors').set({ last_seen_at: now.toISOString() }).where('id', '=', id);
  if (bareId) update = update.where('signed_at', 'is', null);
  return (await update.returning('id').executeTakeFirst()) !== undefined;
}

/** From now on the visitor's bare id works no more: they hold a credential (decision 0060). */
export async function markVisitorSigned(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable('visitors')
    .set({ signed_at: now.toISOString() })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .execute();
}

/** Records the visitor (idempotent) and notes when it was last seen. */
export async function touchVisitor(db: Db, id: string, now = new Date()): Promise<void> {
  await touchVisitors(db, [id], now);
}

/** Records the visitors with one statement (idempotent), e.g. in a batch of bookings (decision 0109). */
export async function touchVisitors(db: Db, ids: readonly string[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('visitors')
    .values(ids.map((id) => ({ id, created_at: at, last_seen_at: at, preferences: null, signed_at: at })))
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen_at: at }))
    .execute();
}

export async function readPreferences(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('visitors').select('preferences').where('id', '=', id).executeTakeFirst();
  return row?.preferences ?? null;
}

export async function writePreferences(db: Db, id: string, json: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('visitors')
    .values({ id, created_at: at, last_seen_at: at, preferences: json, signed_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen_at: at, preferences: json }))
    .execute();
}

/** Visitors last seen before `seenBefore` who never booked (no booking row, canceled or not). */
const idleWithoutBookings = (db: Db, seenBefore: string) =>
  db
    .selectFrom('visitors')
    .select('visitors.id')
    .where('visitors.last_seen_at', '<', seenBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings').select('bookings.id').whereRef('bookings.visitor_id', '=', 'visitors.id'),
        ),
      ),
    );

/** Forgets visitors last seen before `seenBefore` who never booked, with their push subscriptions. */
export async function deleteIdleVisitors(db: Db, seenBefore: string): Promise<number> {
  await db
    .deleteFrom('push_subscriptions')
    .where('visitor_id', 'in', idleWithoutBookings(db, seenBefore))
    .execute();
  const result = await db
    .deleteFrom('visitors')
    .where('id', 'in', idleWithoutBookings(db, seenBefore))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
