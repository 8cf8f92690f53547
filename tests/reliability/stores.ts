// Where a battery run keeps its data: a temp SQLite folder, or a PostgreSQL database of its own
// (created per run and dropped after, so runs never see each other's rows).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connection.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { cliJson, runCli } from '../support/cli.ts';
import { makeSession, withoutApp } from '../support/fixtures.ts';
import { TEST_PG_URL } from '../support/test-db.ts';

export type Engine = 'sqlite' | 'postgres';

export type Store = {
  engine: Engine;
  /** DATA_DIR (and DATABASE_URL) for the servers and the CLI. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/**
 * Limits for the battery's servers: no rate limit may refuse the burst, and the waiting list may
 * hold the whole burst (docs/product/booking-rules.md caps it; a 'waiting list is full' answer is still accepted).
 */
export const BATTERY_ENV = {
  RATE_LIMIT_IP_PER_MIN: '1000000',
  RATE_LIMIT_VISITOR_PER_MIN: '1000000',
  RATE_LIMIT_NEW_VISITORS_PER_MIN: '1000000',
  RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR: '1000000',
  // The most config.ts allows: a burst of 1–3 names from 500 visitors may still pass it.
  WAITING_LIST_MAX: '1000',
  LOG_LEVEL: 'warn',
};

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openStore(engine: Engine): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-reliability-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    return { engine, env: { ...BATTERY_ENV, DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = `courtside_rel_${process.pid}_${Date.now().toString(36)}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { ...BATTERY_ENV, DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      // WITH (FORCE): a killed server's connections may not have been noticed by PostgreSQL yet.
      await asAdmin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

export type CreatedSession = { id: string; link: string; capacity: number };

/**
 * A published session three days ahead, made through the app's own store functions (the way
 * tests/support/fixtures.ts makes them): quicker than a CLI process, and it migrates the database
 * before any server starts.
 */
export async function createSession(store: Store, capacity: number): Promise<CreatedSession> {
  const handle = openDatabase({ dataDir: store.env.DATA_DIR ?? '', databaseUrl: store.env.DATABASE_URL });
  try {
    await migrateToLatest(handle.db);
    const session = await makeSession(withoutApp(handle.db), { capacity, title: 'Reliability' });
    return { id: session.id, link: session.link, capacity: session.capacity };
  } finally {
    await handle.close();
  }
}

/** A verified admin account made with the real command line (`admin:create`). */
export async function createAdminWithCli(store: Store, email: string, password: string): Promise<void> {
  cliJson(await runCli(['admin:create', '--email', email, '--password', password], store.env));
}
