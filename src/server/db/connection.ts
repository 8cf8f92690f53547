// Opens the database: SQLite file under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { OWN_CHECKPOINT_PAGES, startWalCheckpoints } from './wal-checkpoints.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/**
 * An open transaction: what the store's writes that need a session's lock (or must commit with their
 * outbox rows) take, so they cannot be called on the bare database (decision 0095).
 */
export type Trx = Transaction<Database>;
export type DbHandle = {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
  /** On PostgreSQL: where to open a connection of one's own (live updates LISTEN on it). */
  pgConnection?: { url: string; schema?: string };
  /** On PostgreSQL: the pool's connections (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** On SQLite: the database file (backups and exports read it on a connection of their own). */
  sqliteFile?: string;
  /** On SQLite: the change mark (see sqliteChangeMark). */
  changeMark?: ChangeMark;
};

/**
 * A value that moves whenever the database may have changed since it was last read: two equal
 * values mean no change was committed in between, by this process or another (decision 0104).
 */
export type ChangeMark = () => string;

export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'courtside.sqlite');

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
      // A database that accepts the connection but never answers must not hang requests forever.
      connectionTimeoutMillis: 10_000,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    namePreparedStatements(pool);
    // An idle connection the server drops (a restart, an outage) is an 'error' on the pool; unheard,
    // it would end the process. The pool discards it and opens a fresh one when next needed.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      pgConnection: { url: opts.databaseUrl, ...(opts.pgSchema ? { schema: opts.pgSchema } : {}) },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqliteFile = sqliteFileIn(opts.dataDir);
  const file = new SQLite(sqliteFile);
  // WAL + synchronous=NORMAL: a committed booking survives a process crash (kill -9); see
  // docs/decisions/0003-sqlite-durability.md for the power-loss trade-off.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Statement journals and temporary tables in memory: a batch's multi-row statements spilled theirs
  // to a new file in /var/tmp about once a batch (decision 0155).
  file.pragma('temp_store = MEMORY');
  file.pragma(`wal_autocheckpoint = ${OWN_CHECKPOINT_PAGES}`);
  const checkpoints = startWalCheckpoints(sqliteFile);
  const changes = sqliteChangeMark(file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file, changes.forget) }),
  });
  const close = async () => {
    await checkpoints.stop();
    await db.destroy();
  };
  return { db, engine: 'sqlite', close, sqliteFile, changeMark: changes.mark };
}

// SQL texts PostgreSQL keeps parsed and planned on each connection, by name (db/prepared.ts
// registers its few fixed queries; the rest are planned per execution, as before). A named
// statement must select its columns by name: a table that changes under `select *` would fail it.
const statementNames = new Map<string, string>();

export function keepPrepared(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `courtside_${statementNames.size + 1}`);
}

function namePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' ? statementNames.get(text) : undefined;
      if (name === undefined || !(rest[0] === undefined || Array.isArray(rest[0])))
        return query(text, ...rest);
      return query({ name, text, values: rest[0] }, ...rest.slice(1));
    }) as typeof client.query;
  });
}

/**
 * SQLite's own change counters, read without going through Kysely (a few µs): `total_changes()`
 * counts the rows this connection wrote (every write of this process; also ones a transaction still
 * open has made, which only makes a read look again), `data_version` moves when another connection
 * (the CLI, another process) committed. A transaction rolled back moves it too: harmless.
 *
 * One reading serves every read of the same turn of the event loop (decision 0137): the requests
 * handled in a turn all arrived before it began, so a commit elsewhere during the turn is concurrent
 * with them. It is read again in the next turn (setImmediate), and at once after this connection
 * prepares any statement but a select (`forget`), so a write of this process shows in the next read.
 */
function sqliteChangeMark(file: SQLite.Database): { mark: ChangeMark; forget: () => void } {
  const ours = file.prepare('select total_changes()').pluck();
  const others = file.prepare('pragma data_version').pluck();
  let kept: string | undefined;
  const forget = () => {
    kept = undefined;
  };
  const mark = () => {
    if (kept === undefined) {
      kept = `${ours.get()}:${others.get()}`;
      setImmediate(forget);
    }
    return kept;
  };
  return { mark, forget };
}

const READS_ONLY = /^\s*select\b/i;

/** How many distinct SQL texts keep their prepared statement (the app has about a hundred). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew, which cost more than running it on the hot reads. SQL text
 * → statement, least recently used dropped first. Safe because statements here run to completion
 * synchronously (nothing streams rows, which would keep a shared statement busy).
 *
 * Every transaction here writes, so each begins IMMEDIATE: it waits (busy_timeout) for the write
 * lock up front. A deferred one that read first is refused at once, without waiting, when another
 * process (the CLI beside the server) committed in between.
 */
function withStatementCache(file: SQLite.Database, onWrite: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text) {
      if (!READS_ONLY.test(text)) onWrite();
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = file.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
