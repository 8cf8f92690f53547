import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('session_defaults', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_settings').ifExists().execute();
}
