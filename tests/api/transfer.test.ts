// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// cli export / import (docs/product/system.md, decision 0073): a club moves from this engine to the
// other and back with the same ids, links and order; admins sign in, visitors see their own bookings,
// new bookings continue the order; bad files and occupied databases are refused, changing nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNoAppRuns } from '../../src/server/db/app-presence.ts';
import { type Db, openDatabase } from '../../src/server/db/connection.ts';
import { adminAndMember, PASSWORD, signIn } from '../support/accounts.ts';
import { cliEnvFor, cliJson, runCli } from '../support/cli.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, byLink, visitorWithCookie } from '../support/public-api.ts';
import { startPushService } from '../support/push-service.ts';
import { Client, startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, type TestDb, testEngine } from '../support/test-db.ts';

/** Advisory locks asked for and not yet granted, in this database. */
async function waitingAdvisoryLocks(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
  return rows[0]?.n ?? 0;
}

const other = testEngine === 'sqlite' ? 'postgres' : 'sqlite';
const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-transfer-'));
const file = (name: string) => path.join(scratch, name);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
  rmSync(scratch, { recursive: true, force: true });
});

/** The rows of an export file, table by table, as both engines agree on them (booleans as 0/1). */
function rowsOf(exportFile: string): Record<string, unknown[][]> {
  const doc = JSON.parse(readFileSync(exportFile, 'utf8'));
  const tables: Record<string, unknown[][]> = {};
  for (const t of doc.tables) {
    tables[t.name] = t.rows
      .map((row: unknown[]) => row.map((v) => (typeof v === 'boolean' ? Number(v) : v)))
      .sort((a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0])));
  }
  return tables;
}

async function exportOf(db: TestDb, name: string) {
  const out = file(name);
  cliJson(await runCli(['export', '--out', out], cliEnvFor(db)));
  return out;
}

async function emptyDb(engine: 'sqlite' | 'postgres') {
  const db = await createTestDb(engine, { migrated: false });
  cleanups.push(() => db.drop());
  return db;
}

/** A club: an owner, a session with confirmed, waiting, canceled and paid bookings, preferences,
 * session defaults and a push subscription. */
async function makeClub(t: TestApp) {
  const { admin } = await adminAndMember(t);
  const session = await makeSession(t.deps, { capacity: 2 });
  const ann = await visitorWithCookie(t);
  const bob = await visitorWithCookie(t);
  expect((await book(ann.client, session.id, ['Ann Able', 'Al Able', 'Amy Able'])).status).toBe(201);
  expect((await book(bob.client, session.id, ['Bob Best'])).status).toBe(201);
  const mine = (await byLink(ann.client, session.link)).bookings.filter((b) => b.userId);
  expect((await ann.client.delete(`/api/sessions/${session.id}/bookings/${mine[1]?.id}`)).status).toBe(200);
  const roster = await admin.client.get(`/api/sessions/${session.id}`);
  const paid = await admin.client.post(
    `/api/sessions/${session.id}/bookings/${roster.body.bookings[0].id}/paid`,
    { isPaid: true },
  );
  expect(paid.status).toBe(200);
  const prefs = { entries: [{ name: 'Ann Able', selected: true, isMainUser: true }] };
  expect((await ann.client.put('/api/user-session/preferences', prefs)).status).toBe(200);
  const defaults = await admin.client.get('/api/admin/session-defaults');
  expect(
    (await admin.client.put('/api/admin/session-defaults', { ...defaults.body, location: 'Court 9' })).status,
  ).toBe(200);
  return { admin, session, ann, bob };
}

describe(`export from ${testEngine}, import into ${other} and back`, () => {
  // A move keeps AUTH_SECRET (docs/deploy.md): it signs the visitors' cookies (decision 0060).
  const AUTH_SECRET = 'the-club-keeps-this-secret-across-the-move';
  let source: TestApp;
  let club: Awaited<ReturnType<typeof makeClub>>;
  beforeAll(async () => {
    const push = await startPushService();
    cleanups.push(() => push.close());
    source = await startTestApp({ PUSH_ALLOWED_HOSTS: push.host, AUTH_SECRET });
    cleanups.push(() => source.close());
    club = await makeClub(source);
    const sub = push.subscribe();
    expect(
      (await club.bob.client.post('/api/webpush/subscribe', { subscription: sub.subscription })).status,
    ).toBe(200);
    await source.app.notifications.dispatcher.drained();
  });

  it('carries every table with the same ids, and the club works on the other engine', async () => {
    const first = await exportOf(source.db, 'first.json');
    const doc = JSON.parse(readFileSync(first, 'utf8'));
    expect(doc).toMatchObject({ format: 'courtside-export', version: 1, engine: testEngine, complete: true });
    const names = doc.tables.map((t: any) => t.name);
    for (const table of [
      'sessions',
      'bookings',
      'visitors',
      'admin_settings',
      'push_subscriptions',
      'user',
      'account',
      'outbox',
      'install_owner',
    ]) {
      expect(names).toContain(table);
      if (table !== 'outbox') expect(doc.counts[table], table).toBeGreaterThan(0);
    }
    // Parents before children: sessions before bookings, accounts' users before them.
    expect(names.indexOf('sessions')).toBeLessThan(names.indexOf('bookings'));
    expect(names.indexOf('user')).toBeLessThan(names.indexOf('account'));

    const target = await emptyDb(other);
    const imported = cliJson<any>(await runCli(['import', '--in', first], cliEnvFor(target)));
    expect(imported).toMatchObject({ from: testEngine, replaced: false, counts: doc.counts });
    const moved = await startTestApp({ AUTH_SECRET }, { db: target });
    cleanups.push(async () => moved.app.close());

    // A visitor with the same cookie sees the same session, their own bookings marked.
    const annThere = new Client(moved.url);
    annThere.cookies = new Map(club.ann.client.cookies);
    const before = await byLink(club.ann.client, club.session.link);
    const after = await byLink(annThere, club.session.link);
    expect(after).toEqual(before);
    expect(after.bookings.filter((b) => b.userId).map((b) => b.name)).toEqual(['Ann Able', 'Amy Able']);
    // The admin signs in with the same password and sees paid and canceled data as before.
    const signed = await signIn(moved, 'owner@courtside.test', PASSWORD);
    expect(signed.res.status).toBe(200);
    expect((await signed.browser.get('/api/me')).body.isAdmin).toBe(true);
    const adminBefore = await club.admin.client.get(`/api/sessions/${club.session.id}`);
    const adminAfter = await signed.browser.get(`/api/sessions/${club.session.id}`);
    expect(adminAfter.body).toEqual(adminBefore.body);
    expect(adminAfter.body.canceledBookings).toHaveLength(1);
    // Preferences and defaults came along.
    expect((await annThere.get('/api/user-session/preferences')).body.entries[0].name).toBe('Ann Able');
    expect((await signed.browser.get('/api/admin/session-defaults')).body.location).toBe('Court 9');
    // A new booking continues the order.
    expect((await book(annThere, club.session.id, ['Ann New'])).status).toBe(201);
    const names2 = (await byLink(annThere, club.session.link)).bookings.map((b) => b.name);
    expect(names2).toEqual([...before.bookings.map((b) => b.name), 'Ann New']);

    // …and back to this engine: the same rows as the first export, plus the new booking.
    await moved.app.notifications.dispatcher.drained();
    const second = await exportOf(target, 'second.json');
    const home = await emptyDb(testEngine);
    cliJson(await runCli(['import', '--in', second], cliEnvFor(home)));
    const third = await exportOf(home, 'third.json');
    expect(rowsOf(third)).toEqual(rowsOf(second));
    const firstRows = rowsOf(first);
    const thirdRows = rowsOf(third);
    for (const table of ['user', 'account', 'push_subscriptions', 'admin_settings', 'install_owner']) {
      expect(thirdRows[table], table).toEqual(firstRows[table]);
    }
    const ids = (rows: unknown[][] | undefined) => (rows ?? []).map((r) => r[0]);
    // Visitors are the same people (their last visit moved on: Ann used the moved app).
    expect(ids(thirdRows.visitors)).toEqual(ids(firstRows.visitors));
    expect(ids(thirdRows.bookings)).toEqual(expect.arrayContaining(ids(firstRows.bookings)));
    expect(thirdRows.bookings).toHaveLength((firstRows.bookings ?? []).length + 1);
  });
});

describe('import refuses', () => {
  let t: TestApp;
  let good: string;
  let env: Record<string, string>;
  /** Counted on a connection of its own, closed after: on SQLite an open one would be taken for the app. */
  const counts = async () => {
    const { db, close } = openDatabase({
      dataDir: t.db.dataDir,
      databaseUrl: t.db.databaseUrl,
      pgSchema: t.db.pgSchema,
    });
    try {
      const n = async (table: 'sessions' | 'bookings') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return { sessions: await n('sessions'), bookings: await n('bookings') };
    } finally {
      await close();
    }
  };
  beforeAll(async () => {
    const donor = await startTestApp();
    cleanups.push(() => donor.close());
    const s = await makeSession(donor.deps, { capacity: 4 });
    const v = await visitorWithCookie(donor);
    expect((await book(v.client, s.id, ['Dee Donor'])).status).toBe(201);
    good = await exportOf(donor.db, 'donor.json');

    t = await startTestApp();
    cleanups.push(() => t.db.drop());
    const mine = await makeSession(t.deps, { capacity: 4 });
    const w = await visitorWithCookie(t);
    expect((await book(w.client, mine.id, ['Kay Keep', 'Kim Keep'])).status).toBe(201);
    env = cliEnvFor(t.db);
    // The app stops before an import, as docs/deploy.md says (the last test: refused while it runs).
    await t.app.close();
    await t.db.close();
  });

  const lines = () => readFileSync(good, 'utf8').split('\n');
  const badFiles: [string, () => string, RegExp][] = [
    ['a file that is not JSON', () => 'this is not json\n', /is not JSON/],
    ['an empty file', () => '', /is not JSON/],
    ['a file cut short mid-row', () => readFileSync(good, 'utf8').slice(0, -200), /is truncated/],
    ['a file cut short at a line end', () => `${lines().slice(0, 4).join('\n')}\n`, /is truncated/],
    [
      'an unknown version',
      () => readFileSync(good, 'utf8').replace('"version":1,', '"version":99,'),
      /version 99/,
    ],
    ['another JSON document', () => '{"hello":"world"}', /is not a Courtside export/],
    [
      'rows that do not match the counts',
      () => readFileSync(good, 'utf8').replace(/"bookings":1\b/, '"bookings":7'),
      /is damaged: table bookings has 1 rows/,
    ],
  ];

  it.each(badFiles)('%s, even with --replace, changing nothing', async (_, content, message) => {
    const before = await counts();
    const bad = file(`bad-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(bad, content());
    for (const args of [
      ['import', '--in', bad],
      ['import', '--in', bad, '--replace'],
    ]) {
      const r = await runCli(args, env);
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(await counts()).toEqual(before);
  });

  it('a file whose rows break the database rules, rolling back the whole import even with --replace', async () => {
    const before = await counts();
    const all = lines();
    const at = all.findIndex((l) => l.startsWith(',{"name":"bookings"'));
    const row = all[at + 1] as string;
    // The same booking twice: the second insert fails on its primary key, after the deletes.
    all.splice(at + 2, 0, `,${row}`);
    const clash = file('clash.json');
    writeFileSync(clash, all.join('\n').replace(/"bookings":1\b/, '"bookings":2'));
    const r = await runCli(['import', '--in', clash, '--replace'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(await counts()).toEqual(before);
  });

  it('a database that holds a club, unless --replace', async () => {
    const before = await counts();
    const r = await runCli(['import', '--in', good], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /already holds a club \(1 sessions, 2 bookings, 1 visitors\); run import with --replace/,
    );
    expect(await counts()).toEqual(before);
    const replaced = cliJson<any>(await runCli(['import', '--in', good, '--replace'], env));
    expect(replaced.replaced).toBe(true);
    expect(await counts()).toEqual({ sessions: 1, bookings: 1 });
  });

  it('while the app runs on the database, changing nothing; once it has stopped, it goes through', async () => {
    const running = await startTestApp();
    cleanups.push(() => running.db.drop());
    const session = await makeSession(running.deps, { capacity: 4 });
    const v = await visitorWithCookie(running);
    expect((await book(v.client, session.id, ['Ray Run'])).status).toBe(201);
    const runningEnv = cliEnvFor(running.db);
    for (const args of [
      ['import', '--in', good],
      ['import', '--in', good, '--replace'],
    ]) {
      const r = await runCli(args, runningEnv);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(
        testEngine === 'sqlite'
          ? /^The database file is open in another program, most likely the running app: stop it, import, then start it again\n$/
          : /^The app is running on this database: stop it, import, then start it again\n$/,
      );
    }
    // Before, the import replaced the club under the app, which went on answering from memory.
    expect((await byLink(v.client, session.link)).bookings.map((b) => b.name)).toEqual(['Ray Run']);

    await running.app.close();
    await running.db.close();
    if (testEngine === 'postgres') {
      // An app starting while the import runs waits for it (the import holds the app's presence).
      const reopened = openDatabase({
        dataDir: running.db.dataDir,
        databaseUrl: running.db.databaseUrl,
        pgSchema: running.db.pgSchema,
      });
      const claim = await claimNoAppRuns(runningEnv.DATABASE_URL as string);
      expect(claim).not.toBeNull();
      let started = false;
      const starting = startTestApp({}, { db: { ...running.db, ...reopened } }).then((app) => {
        started = true;
        return app;
      });
      // Until its relay's connection waits for the presence in pg_locks.
      while ((await waitingAdvisoryLocks(reopened.db)) === 0) await sleep(20);
      expect(started).toBe(false);
      await claim?.release();
      const later = await starting;
      expect((await byLink(new Client(later.url), session.link)).bookings).toHaveLength(1);
      await later.app.close();
      await reopened.close();
    }
    const replaced = cliJson<any>(await runCli(['import', '--in', good, '--replace'], runningEnv));
    expect(replaced.replaced).toBe(true);
  });

  it('a missing file, and export to a folder that does not exist', async () => {
    const missing = await runCli(['import', '--in', file('nope.json')], env);
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/nope\.json does not exist/) });
    const out = await runCli(['export', '--out', path.join(scratch, 'no-such-folder', 'x.json')], env);
    expect(out).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/the folder .*no-such-folder does not exist/),
    });
  });
});
