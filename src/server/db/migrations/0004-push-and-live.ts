import { type Kysely, sql } from 'kysely';

// Web push subscriptions, the outbox of what committed changes must cause (decision 0026), a roster
// version per session for live pages, and secrets every process shares (the VAPID keys).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // Exactly one of the two owners is set: a visitor's browser or an admin's.
    .addColumn('visitor_id', 'text')
    .addColumn('admin_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_visitor_idx')
    .on('push_subscriptions')
    .column('visitor_id')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_admin_idx')
    .on('push_subscriptions')
    .column('admin_user_id')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What makes two rows the same delivery (e.g. one push per promoted booking); null: always new.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('done_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_pending_idx')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('done_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_secrets', 'outbox', 'push_subscriptions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('sessions').dropColumn('version').execute();
}
