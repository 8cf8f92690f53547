import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { PushSubscriptionsTable } from '../db/schema.ts';

export type SubscriptionRow = Selectable<PushSubscriptionsTable>;
export type Owner = { visitorId: string } | { adminUserId: string };
export type NewSubscription = { endpoint: string; p256dh: string; auth: string };

const ownerColumns = (owner: Owner) =>
  'visitorId' in owner
    ? { visitor_id: owner.visitorId, admin_user_id: null }
    : { visitor_id: null, admin_user_id: owner.adminUserId };

/**
 * Saves a browser's subscription for its owner; false when the endpoint belongs to someone else.
 * One row per endpoint. A browser that subscribes again refreshes its row; the row changes hands
 * only between two visitors or two admins, and only when the same keys come with it — the same
 * browser, under a new visitor id or another admin signed in (decision 0055). Only the newest
 * `keep` of the owner's rows stay.
 */
export async function saveSubscription(
  db: Db,
  owner: Owner,
  sub: NewSubscription,
  keep: number,
  now = new Date(),
): Promise<boolean> {
  const columns = ownerColumns(owner);
  const ownerColumn =
    'visitorId' in owner ? 'push_subscriptions.visitor_id' : 'push_subscriptions.admin_user_id';
  const ownerId = 'visitorId' in owner ? owner.visitorId : owner.adminUserId;
  const saved = await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), ...sub, ...columns, created_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ p256dh: sub.p256dh, auth: sub.auth, ...columns, created_at: now.toISOString() })
        .where((eb) =>
          eb.or([
            eb(ownerColumn, '=', ownerId),
            eb.and([
              eb(ownerColumn, 'is not', null),
              eb('push_subscriptions.p256dh', '=', sub.p256dh),
              eb('push_subscriptions.auth', '=', sub.auth),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return false;
  const rows = await ownedBy(db, owner);
  const stale = rows.slice(keep).map((r) => r.id);
  if (stale.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', stale).execute();
  return true;
}

/** The owner's subscriptions, newest first. */
export function ownedBy(db: Db, owner: Owner): Promise<SubscriptionRow[]> {
  const q = db.selectFrom('push_subscriptions').selectAll();
  return (
    'visitorId' in owner
      ? q.where('visitor_id', '=', owner.visitorId)
      : q.where('admin_user_id', '=', owner.adminUserId)
  )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export type AccountSubscription = SubscriptionRow & {
  account: { email: string; role: string | null; emailVerified: boolean };
};

/** Subscriptions made from admin pages, with their account as it is now (it may have lost the role). */
export async function accountSubscriptions(db: Db): Promise<AccountSubscription[]> {
  const { rows } = await sql<SubscriptionRow & { email: string; role: string | null; verified: unknown }>`
    select s.*, u."email" as email, u."role" as role, u."emailVerified" as verified
    from push_subscriptions s join "user" u on u."id" = s.admin_user_id`.execute(db);
  return rows.map(({ email, role, verified, ...sub }) => ({
    ...sub,
    account: { email, role, emailVerified: verified === true || verified === 1 },
  }));
}

/** Removes the owner's subscription with this endpoint; true when there was one. */
export async function removeSubscription(db: Db, owner: Owner, endpoint: string): Promise<boolean> {
  const q = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  const result = await ('visitorId' in owner
    ? q.where('visitor_id', '=', owner.visitorId)
    : q.where('admin_user_id', '=', owner.adminUserId)
  ).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findSubscription(db: Db, id: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The push service said the subscription is gone (404/410). */
export async function forgetSubscription(db: Db, id: string) {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * Deletes visitors' subscriptions not renewed since `before` whose visitor was not seen since then
 * either (or is gone) and holds no active booking in a session dated `fromDate` or later.
 */
export async function deleteUnusedVisitorSubscriptions(db: Db, before: string, fromDate: string) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('push_subscriptions.visitor_id', 'is not', null)
    .where('push_subscriptions.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('visitors')
            .select('visitors.id')
            .whereRef('visitors.id', '=', 'push_subscriptions.visitor_id')
            .where('visitors.last_seen_at', '>=', before),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings')
            .innerJoin('sessions', 'sessions.id', 'bookings.session_id')
            .select('bookings.id')
            .whereRef('bookings.visitor_id', '=', 'push_subscriptions.visitor_id')
            .where('bookings.canceled_at', 'is', null)
            .where('sessions.date', '>=', fromDate),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes admins' subscriptions whose account no longer exists. */
export async function deleteOrphanAdminSubscriptions(db: Db) {
  const result = await sql`
    delete from push_subscriptions
    where admin_user_id is not null
      and not exists (select 1 from "user" u where u."id" = push_subscriptions.admin_user_id)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
