import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from './connection.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a SQLite transaction holds the write lock from its start, so another process cannot commit under it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-db-'));
  dirs.push(dataDir);
  const handle = openDatabase({ dataDir });
  await sql`create table notes (text text not null)`.execute(handle.db);
  // Another process on the same file, e.g. the admin CLI beside the server.
  const other = new SQLite(path.join(dataDir, 'courtside.sqlite'), { timeout: 50 });

  let otherWrite = 'not tried';
  await handle.db.transaction().execute(async (trx) => {
    await sql`select count(*) from notes`.execute(trx);
    try {
      other.prepare(`insert into notes (text) values ('other')`).run();
      otherWrite = 'committed';
    } catch (error) {
      otherWrite = (error as Error).message;
    }
    // Deferred, this write would be refused at once: the other process committed after our read.
    await sql`insert into notes (text) values ('ours')`.execute(trx);
  });

  expect(otherWrite).toBe('database is locked');
  other.prepare(`insert into notes (text) values ('other, later')`).run();
  const { rows } = await sql<{ text: string }>`select text from notes`.execute(handle.db);
  expect(rows.map((r) => r.text)).toEqual(['ours', 'other, later']);
  other.close();
  await handle.close();
});

test("the WAL goes back into the database file from a thread of its own, not in a commit of the app's (decision 0130)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-db-'));
  dirs.push(dataDir);
  const handle = openDatabase({ dataDir });
  const file = path.join(dataDir, 'courtside.sqlite');
  await sql`create table notes (text text not null)`.execute(handle.db);
  await new Promise((resolve) => setTimeout(resolve, 700));
  const before = statSync(file).size;
  // About 250 pages of WAL: far below the 10,000 at which the app's own connection would copy them.
  for (let i = 0; i < 50; i++) {
    await sql`insert into notes (text) values (${'x'.repeat(20_000)})`.execute(handle.db);
  }
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
  const deadline = Date.now() + 5_000;
  while (statSync(file).size < before + 1_000_000 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(statSync(file).size).toBeGreaterThan(before + 1_000_000);
  await handle.close();
});

test('the change mark is read once per turn of the event loop, and again at once after a write of this connection (decision 0137)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-db-'));
  dirs.push(dataDir);
  const handle = openDatabase({ dataDir });
  const mark = handle.changeMark;
  if (!mark) throw new Error('SQLite has a change mark');
  await sql`create table notes (text text not null)`.execute(handle.db);
  const other = new SQLite(path.join(dataDir, 'courtside.sqlite'));
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  // Another connection commits within the turn: the reads of this turn share the reading before it.
  await nextTurn();
  const first = mark();
  other.prepare(`insert into notes (text) values ('other')`).run();
  expect(mark()).toBe(first);
  await nextTurn();
  const afterOther = mark();
  expect(afterOther).not.toBe(first);

  // A write of this connection shows in the very next reading, in the same turn.
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  await sql`insert into notes (text) values ('ours')`.execute(handle.db);
  const afterOurs = mark();
  expect(turned).toBe(false);
  expect(afterOurs).not.toBe(afterOther);
  // A read does not make it read again.
  await sql`select count(*) from notes`.execute(handle.db);
  expect(mark()).toBe(afterOurs);

  other.close();
  await handle.close();
});

/** SQLite's temporary files this process holds open (they are unlinked at once: Linux shows them as deleted). */
function openTempFiles(): string[] {
  return readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.includes('etilqs_'));
}

test.runIf(process.platform === 'linux')(
  'a statement in a transaction keeps its journal in memory, not in a temporary file (decision 0155)',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-db-'));
    dirs.push(dataDir);
    const handle = openDatabase({ dataDir });
    await sql`create table notes (id integer primary key, text text not null)`.execute(handle.db);
    for (let i = 0; i < 200; i++)
      await sql`insert into notes (text) values (${'x'.repeat(2000)})`.execute(handle.db);

    let during: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('first')`.execute(trx);
      // A second statement that may fail halfway needs a journal of its own: here about 400 KB of pages,
      // past the 64 KB SQLite keeps in memory unless temporary storage is memory.
      await sql`update notes set text = ${'y'.repeat(2000)}`.execute(trx);
      during = openTempFiles();
    });

    expect(during).toEqual([]);
    await handle.close();
  },
);
