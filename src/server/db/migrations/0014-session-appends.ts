import type { Kysely } from 'kysely';

// How many of a session's version moves were booking batches that only appended bookings (decision
// 0146). A process that kept the roster of an older version, and finds that every move since was
// one of these, reads only the bookings appended since instead of the whole roster.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('appends', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('appends').execute();
}
