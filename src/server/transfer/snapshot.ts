// A consistent, read-only view of the whole database on a connection of its own, read in bounded
// memory: the live app keeps writing meanwhile and is never blocked (WAL on SQLite; REPEATABLE READ
// on PostgreSQL), and everything read comes from one instant.
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DbHandle } from '../db/connection.ts';
import { type Query, quoteId, type TableInfo } from './tables.ts';

export type Snapshot = {
  query: Query;
  /** The table's rows as arrays in `table.columns` order, by primary key. */
  rows: (table: TableInfo) => AsyncGenerator<unknown[]>;
  close: () => Promise<void>;
};

const FETCH_ROWS = 2_000;

const selectAll = (table: TableInfo) =>
  `select ${table.columns.map((c) => quoteId(c.name)).join(', ')} from ${quoteId(table.name)}` +
  (table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteId).join(', ')}` : '');

export async function openSnapshot(database: DbHandle): Promise<Snapshot> {
  if (database.sqliteFile) return sqliteSnapshot(database.sqliteFile);
  if (database.pgConnection) return postgresSnapshot(database.pgConnection);
  throw new Error('no database to read');
}

function sqliteSnapshot(file: string): Snapshot {
  const db = new SQLite(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.exec('begin');
  // A deferred transaction takes its snapshot at its first read.
  db.prepare('select count(*) from sqlite_master').get();
  return {
    query: async (text) => db.prepare(text).all() as Record<string, unknown>[],
    async *rows(table) {
      yield* db.prepare(selectAll(table)).raw(true).iterate() as IterableIterator<unknown[]>;
    },
    close: async () => {
      if (db.inTransaction) db.exec('commit');
      db.close();
    },
  };
}

async function postgresSnapshot(where: { url: string; schema?: string }): Promise<Snapshot> {
  const client = new pg.Client({
    connectionString: where.url,
    ...(where.schema ? { options: `-c search_path=${where.schema}` } : {}),
  });
  await client.connect();
  await client.query('begin isolation level repeatable read read only');
  return {
    query: async (text) => (await client.query(text)).rows,
    async *rows(table) {
      await client.query(`declare export_rows no scroll cursor for ${selectAll(table)}`);
      for (;;) {
        const { rows } = await client.query({
          text: `fetch ${FETCH_ROWS} from export_rows`,
          rowMode: 'array',
        });
        yield* rows as unknown[][];
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('close export_rows');
    },
    close: async () => {
      await client.query('commit').catch(() => {});
      await client.end();
    },
  };
}
