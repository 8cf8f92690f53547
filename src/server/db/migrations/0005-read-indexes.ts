import { type Kysely, sql } from 'kysely';

// The public reads (decision 0031): a session's active bookings in arrival order (the booking page)
// and their count (the sessions list) come from this index alone, however many were canceled.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_active_session_seq_idx')
    .on('bookings')
    .columns(['session_id', 'seq'])
    .where(sql.ref('canceled_at'), 'is', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_active_session_seq_idx').ifExists().execute();
}
