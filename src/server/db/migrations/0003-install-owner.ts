import type { Kysely } from 'kysely';

// One row at most: the account that owns this install. The primary key makes the claim atomic on
// both engines, so two people signing up at the same moment cannot both become the owner.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('install_owner')
    .addColumn('slot', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('install_owner').ifExists().execute();
}
