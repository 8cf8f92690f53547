import type { Kysely } from 'kysely';

// Weekly series (decision 0038): the sessions created together by 'Repeat weekly' share `series_id`,
// and each knows its place, week `series_week` of `series_weeks`. Null for a session made on its own.
const COLUMNS = [
  ['series_id', 'text'],
  ['series_week', 'integer'],
  ['series_weeks', 'integer'],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('sessions').addColumn(name, type).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of COLUMNS) {
    await db.schema.alterTable('sessions').dropColumn(name).execute();
  }
}
