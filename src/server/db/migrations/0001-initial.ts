import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text')
    .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_date_idx').on('sessions').column('date').execute();

  await db.schema
    .createTable('visitors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text')
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('canceled_at', 'text')
    .addColumn('canceled_by_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('bookings_session_seq_unique', ['session_id', 'seq'])
    .execute();
  // A visitor holds a name at most once among a session's active bookings: double taps and retries
  // cannot book twice, whatever the timing (docs/product/booking-rules.md).
  await db.schema
    .createIndex('bookings_active_visitor_name_unique')
    .on('bookings')
    .columns(['session_id', 'visitor_id', 'name_key'])
    .unique()
    .where(sql.ref('canceled_at'), 'is', null)
    .where(sql.ref('visitor_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('bookings_visitor_idx').on('bookings').column('visitor_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rate_limits', 'bookings', 'visitors', 'sessions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
