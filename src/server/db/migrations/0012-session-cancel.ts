import type { Kysely } from 'kysely';

// A rained-off session (docs/product/booking-rules.md, decision 0080): the admin's reason and when it
// was canceled; both null while the session is on. Reminders need no table: each is an outbox row
// due at its own time (decision 0082).
const COLUMNS = ['canceled_reason', 'canceled_at'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const name of COLUMNS) {
    await db.schema.alterTable('sessions').addColumn(name, 'text').execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of COLUMNS) {
    await db.schema.alterTable('sessions').dropColumn(name).execute();
  }
}
