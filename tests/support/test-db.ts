// biome-ignore-all lint/suspicious/noExplicitAny: the migrator works on any schema
// A fresh, migrated database for each test file: a temp SQLite file, or a PostgreSQL schema of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../../src/server/db/connection.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testEngine = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';

export type TestDb = DbHandle & {
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema?: string;
  drop: () => Promise<void>;
};

/**
 * A database of its own on this project's engine (or `engine`), migrated unless `migrated: false`
 * (an empty one, as an operator's new database is before `cli import`).
 */
export async function createTestDb(
  engine: 'sqlite' | 'postgres' = testEngine,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-test-'));
  if (engine === 'sqlite') return sqliteTestDbIn(dataDir, { migrated });
  const pgSchema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${pgSchema}`);
  await admin.end();
  if (migrated) await migrateInSchema(pgSchema);
  const handle = closableOnce(openDatabase({ dataDir, databaseUrl: TEST_PG_URL, pgSchema }));
  return {
    ...handle,
    dataDir,
    databaseUrl: TEST_PG_URL,
    pgSchema,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`drop schema ${pgSchema} cascade`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SQLite database of `dataDir` (a restored backup, say); drop() removes the folder. */
export async function sqliteTestDbIn(dataDir: string, { migrated = true } = {}): Promise<TestDb> {
  const handle = closableOnce(openDatabase({ dataDir }));
  if (migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    dataDir,
    databaseUrl: undefined,
    drop: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A handle whose close may be called again (a test closes it to free the database, drop() after). */
function closableOnce(handle: DbHandle): DbHandle {
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

/** Migrates a fresh schema through a connection whose current schema it is. */
async function migrateInSchema(pgSchema: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: TEST_PG_URL, max: 1, options: `-c search_path=${pgSchema}` });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
