// Opens the database: SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DbHandle = { db: Db; engine: Engine; close: () => Promise<void> };

export type DbOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate each run in its own). */
  pgSchema?: string;
};

export function openDatabase(opts: DbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const file = new SQLite(path.join(opts.dataDir, 'courtside.sqlite'));
  // WAL + synchronous=NORMAL: a committed booking survives a process crash (kill -9); see
  // docs/decisions/0003-sqlite-durability.md for the power-loss trade-off.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
