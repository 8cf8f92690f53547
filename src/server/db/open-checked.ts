// Opens and migrates the configured database, or fails with one line naming it (docs/product/system.md):
// the server and the command line both start here, and neither prints a driver's stack trace.
import { type DbHandle, type DbOptions, openDatabase, sqliteFileIn } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { errorText } from './readiness.ts';

export class DatabaseUnavailable extends Error {}

/** Which database the options point at, without the password. */
export function describeDatabase(opts: DbOptions): string {
  if (!opts.databaseUrl) return `the SQLite database ${sqliteFileIn(opts.dataDir)}`;
  try {
    const url = new URL(opts.databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
    return `the PostgreSQL database '${name}' at ${url.hostname}:${url.port || 5432}`;
  } catch {
    return 'the PostgreSQL database in DATABASE_URL';
  }
}

export async function openMigratedDatabase(opts: DbOptions): Promise<DbHandle> {
  let database: DbHandle | undefined;
  try {
    database = openDatabase(opts);
    await migrateToLatest(database.db);
    return database;
  } catch (err) {
    await database?.close().catch(() => {});
    throw new DatabaseUnavailable(`Cannot use ${describeDatabase(opts)}: ${errorText(err)}`);
  }
}
