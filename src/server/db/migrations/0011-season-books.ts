import type { Kysely } from 'kysely';

// The club's books for a season (docs/product/data.md): a session's price in whole cents (0 = free),
// and per booking its attendance mark, whether its cancel was late, and what the admin did about a
// late cancel's fee ('paid' or 'waived'; whether a fee is owed at all is worked out, never stored).
const COLUMNS = [
  ['sessions', 'price_cents', 'integer', 0],
  ['bookings', 'attendance', 'text', null],
  ['bookings', 'late', 'integer', 0],
  ['bookings', 'fee_mark', 'text', null],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [table, name, type, fallback] of COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, name] of COLUMNS) {
    await db.schema.alterTable(table).dropColumn(name).execute();
  }
}
