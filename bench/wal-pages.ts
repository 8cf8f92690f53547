// npx tsx bench/wal-pages.ts: what one batch of bookings writes on SQLite, and what would change it.
// A fresh database with the app's migrations takes 14,000 bookings, as the bookings row of
// `npm run bench` leaves it, then 100 batches, each one transaction like the app's (a new visitor
// per booking, the sessions' next places moved on), with checkpoints off for those 100 only. The
// WAL's growth divided by the frame size is the pages a batch wrote (the time includes making the
// ids). Variants: other page sizes, visitor ids that begin with the time, without the index that
// repeats (session_id, seq) for active rows, and a rush of 100 bookings a batch into one session. The statements are written here, not the app's own, so each
// variant changes one thing; the app's batch also writes the outbox (one row a session).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, sqliteFileIn } from '../src/server/db/connection.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { newRowId } from '../src/server/db/row-ids.ts';
import { newVisitorId } from '../src/server/store/visitors.ts';

type Variant = {
  name: string;
  pageSize?: number;
  timeOrderedVisitors?: boolean;
  dropIndex?: string;
  /** One session and batches of 100, as in a rush; else 40 sessions and batches of 50. */
  rush?: boolean;
};

const VARIANTS: Variant[] = [
  { name: 'the schema as it is, 4 KB pages, 40 sessions' },
  { name: '1 KB pages', pageSize: 1024 },
  { name: '2 KB pages', pageSize: 2048 },
  { name: '8 KB pages', pageSize: 8192 },
  { name: 'visitor ids that begin with the time', timeOrderedVisitors: true },
  { name: 'without bookings_active_session_seq_idx', dropIndex: 'bookings_active_session_seq_idx' },
  { name: 'a rush: 100 a batch into one session', rush: true },
  { name: 'the rush, visitor ids that begin with the time', rush: true, timeOrderedVisitors: true },
];
const SEED_BATCHES = 280;
const MEASURED_BATCHES = 100;

async function migratedFile(dir: string, pageSize: number): Promise<string> {
  const file = sqliteFileIn(dir);
  // The page size holds only if set before the first table.
  const blank = new Database(file);
  blank.pragma(`page_size = ${pageSize}`);
  blank.exec('vacuum');
  blank.close();
  const handle = openDatabase({ dataDir: dir } as Parameters<typeof openDatabase>[0]);
  await migrateToLatest(handle.db);
  await handle.close();
  return file;
}

async function measure(variant: Variant): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'courtside-wal-pages-'));
  try {
    const pageSize = variant.pageSize ?? 4096;
    const file = await migratedFile(dir, pageSize);
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    if (variant.dropIndex) db.exec(`drop index ${variant.dropIndex}`);
    const now = new Date().toISOString();
    const sessions = Array.from({ length: 40 }, (_, i) => {
      const id = newRowId();
      db.prepare(
        `insert into sessions (id, title, date, time, location, capacity, link, next_seq, created_at, updated_at)
         values (?, 'Tennis', '2026-12-01', '18:00', 'Court 1', 16, ?, 0, ?, ?)`,
      ).run(id, `wal-pages-${i}`, now, now);
      return { id, next: 0 };
    });
    // The same length as a visitor id: the time in its first 9 characters, random after.
    const visitorId = () =>
      variant.timeOrderedVisitors
        ? Date.now().toString(36).padStart(9, '0') + newVisitorId().slice(9)
        : newVisitorId();
    const addVisitor = db.prepare('insert into visitors (id, created_at, last_seen_at) values (?, ?, ?)');
    const addBooking = db.prepare(
      `insert into bookings (id, session_id, seq, name, name_key, visitor_id, is_paid, created_at, canceled_by_admin)
       values (?, ?, ?, ?, ?, ?, 0, ?, 0)`,
    );
    const moveOn = db.prepare('update sessions set next_seq = ? where id = ?');
    const batch = db.transaction((size: number, among: typeof sessions) => {
      const touched = new Set<(typeof sessions)[number]>();
      for (let i = 0; i < size; i++) {
        const session = among[Math.floor(Math.random() * among.length)] as (typeof sessions)[number];
        const visitor = visitorId();
        const seq = session.next++;
        addVisitor.run(visitor, now, now);
        addBooking.run(newRowId(), session.id, seq, `Player ${seq}`, `player ${seq}`, visitor, now);
        touched.add(session);
      }
      for (const session of touched) moveOn.run(session.next, session.id);
    });
    for (let i = 0; i < SEED_BATCHES; i++) batch(50, sessions);
    db.pragma('wal_checkpoint(TRUNCATE)');
    // Only the measured batches stay in the WAL (the seed's would make it hundreds of MB).
    db.pragma('wal_autocheckpoint = 0');
    const walSize = () => statSync(`${file}-wal`).size;
    const before = walSize();
    const [size, among] = variant.rush ? [100, sessions.slice(0, 1)] : [50, sessions];
    const started = process.hrtime.bigint();
    for (let i = 0; i < MEASURED_BATCHES; i++) batch(size, among);
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / MEASURED_BATCHES;
    const pages = (walSize() - before) / (pageSize + 24) / MEASURED_BATCHES;
    db.close();
    const mb = (pages * pageSize) / 1024 / 1024;
    return `| ${variant.name} | ${size} | ${pages.toFixed(0)} (${mb.toFixed(2)} MB) | ${ms.toFixed(2)} ms |`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('| what | bookings a batch | pages written to the WAL a batch (their bytes) | time a batch |');
console.log('| --- | --- | --- | --- |');
for (const variant of VARIANTS) console.log(await measure(variant));
