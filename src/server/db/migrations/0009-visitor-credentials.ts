import type { Kysely } from 'kysely';

// Visitors hold a signed credential, not their bare id (decision 0060). `signed_at` says since when;
// visitors from before have none, and their bare id still works as a cookie until their next visit
// trades it for a credential.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('visitors').addColumn('signed_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('visitors').dropColumn('signed_at').execute();
}
