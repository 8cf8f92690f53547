import { type Kysely, sql } from 'kysely';

// The unpaid-bookings page reads only the sessions that still have an unpaid active booking; this
// index finds them however long the club's history of paid and canceled bookings grows.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_unpaid_session_idx')
    .on('bookings')
    .column('session_id')
    .where(sql<boolean>`canceled_at is null and is_paid = 0`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_unpaid_session_idx').ifExists().execute();
}
