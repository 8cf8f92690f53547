import type { Kysely } from 'kysely';

// Two small tables (docs/product/roles.md):
// - admin_invites: addresses the owner made admins that have not signed in with a verified email
//   yet (decision 0084). `email` is stored lower-cased, so the primary key compares ignoring case.
// - device_links: one-time links that bind another phone to a visitor id (decision 0086). Only a
//   hash of the link's token is kept, so the table cannot be read back into working links.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_invites')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('device_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('device_links_expires_idx').on('device_links').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_links').ifExists().execute();
  await db.schema.dropTable('admin_invites').ifExists().execute();
}
