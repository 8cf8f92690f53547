// Whether an app runs on a database, for `cli import`, which must not replace the data under a
// running app (decision 0166): the app keeps rosters, answers and the next booking's place in
// memory, and would go on serving and writing from them.
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './connection.ts';

/**
 * The name of an app's presence on a PostgreSQL database, also its live channel: one per schema, as
 * apps in tests share a database, each in a schema of its own.
 */
export async function appPresenceNameOf(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return presenceName(rows[0]?.schema);
}

const presenceName = (schema: string | null | undefined) =>
  !schema || schema === 'public' ? 'courtside_live' : `courtside_live_${schema}`.toLowerCase();

/**
 * Every app process holds its presence shared on its live relay's connection for as long as it runs
 * (and takes it again when that connection is made again). Waits while an import holds it.
 */
export async function holdAppPresence(client: pg.Client, name: string): Promise<void> {
  await client.query('select pg_advisory_lock_shared(hashtext($1))', [name]);
}

/**
 * Takes the presence of the database (and schema) at `url` for itself while nobody holds it, on a
 * connection of its own: no app runs, and none starts until `release` (an app starting meanwhile
 * waits). Null while an app runs. Asked before anything else touches the database, migrations too.
 */
export async function claimNoAppRuns(url: string): Promise<{ release: () => Promise<void> } | null> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost during the import fails the import's own queries; this must not throw too.
  client.on('error', () => {});
  let claimed = false;
  try {
    await client.connect();
    const named = await client.query<{ schema: string | null }>('select current_schema() as schema');
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
      presenceName(named.rows[0]?.schema),
    ]);
    claimed = rows[0]?.ok === true;
  } finally {
    if (!claimed) await client.end().catch(() => {});
  }
  return claimed ? { release: () => client.end().catch(() => {}) } : null;
}

/**
 * Whether another connection has the SQLite file open: a connection that asks for the file alone
 * (locking_mode EXCLUSIVE) is refused while any other has it open in WAL mode, in this process or
 * another. To be asked before the caller opens the file itself.
 */
export function sqliteFileInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (err) {
    // SQLITE_BUSY, or an extended code of it.
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw err;
  } finally {
    probe.close();
  }
}
