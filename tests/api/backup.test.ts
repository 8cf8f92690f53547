// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// cli backup (docs/product/system.md, decision 0072): a consistent copy while bookings keep arriving.
// SQLite: a standalone database file, restored by copying it in; PostgreSQL: the export file,
// restored with import --replace.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { cliEnvFor, cliJson, runCli } from '../support/cli.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, byLink, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, sqliteTestDbIn, type TestDb, testEngine } from '../support/test-db.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
  rmSync(scratch, { recursive: true, force: true });
});

/** Restores `backup` into a database of its own, the way docs/deploy.md says, and serves it. */
async function restore(backup: string): Promise<TestApp> {
  let db: TestDb;
  if (testEngine === 'sqlite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-restored-'));
    copyFileSync(backup, path.join(dataDir, 'courtside.sqlite'));
    db = await sqliteTestDbIn(dataDir);
  } else {
    db = await createTestDb('postgres', { migrated: false });
    cliJson(await runCli(['import', '--in', backup, '--replace'], cliEnvFor(db)));
  }
  const t = await startTestApp({}, { db });
  cleanups.push(() => t.close());
  return t;
}

it('copies, while bookings keep arriving, every booking answered before it started', async () => {
  const t = await startTestApp();
  cleanups.push(() => t.close());
  const session = await makeSession(t.deps, { capacity: 500 });
  const visitors = [await visitorWithCookie(t)];
  // Names are letters only: 0 → 'Player Aa', 27 → 'Player Bb'…
  const nameOf = (i: number) =>
    `Player ${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
  const bookOne = async (i: number) => {
    const v = await visitorWithCookie(t);
    visitors.push(v);
    expect((await book(v.client, session.id, [nameOf(i)])).status).toBe(201);
  };
  for (let i = 0; i < 20; i++) await bookOne(i);
  const answeredBefore = (await byLink(visitors[0]?.client as any, session.link)).bookings.map((b) => b.id);

  // Bookings go on arriving while the backup runs.
  let stop = false;
  const during = (async () => {
    for (let i = 20; !stop; i++) await bookOne(i);
  })();
  const out = path.join(scratch, testEngine === 'sqlite' ? 'club.sqlite' : 'club.json');
  const result = cliJson<any>(await runCli(['backup', '--out', out], cliEnvFor(t.db)));
  stop = true;
  await during;
  expect(result).toMatchObject({
    file: out,
    engine: testEngine,
    format: testEngine === 'sqlite' ? 'sqlite' : 'export',
  });
  expect(existsSync(`${out}.partial`)).toBe(false);
  // Password hashes inside: for its owner's eyes only.
  expect(statSync(out).mode & 0o777).toBe(0o600);

  if (testEngine === 'sqlite') {
    // A standalone file: no -wal beside it, and it passes SQLite's own check.
    expect(existsSync(`${out}-wal`)).toBe(false);
    const copy = new SQLite(out, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
  }
  const restored = await restore(out);
  const visitor = visitors[0]?.client as any;
  const now = (await byLink(visitor, session.link)).bookings.map((b) => b.id);
  const backedUp = (await restored.client().get(`/api/sessions/by-link/${session.link}`)).body.bookings.map(
    (b: any) => b.id,
  );
  // Everything answered before, in order; then a prefix of what came during (a consistent instant).
  expect(backedUp.slice(0, answeredBefore.length)).toEqual(answeredBefore);
  expect(now.slice(0, backedUp.length)).toEqual(backedUp);
  console.log(
    `[backup] ${backedUp.length - answeredBefore.length} of ${now.length - answeredBefore.length} bookings made during the backup are in it`,
  );
});

it('refuses a path it cannot write, naming it, and leaves nothing behind', async () => {
  const db = await createTestDb();
  cleanups.push(() => db.drop());
  const env = cliEnvFor(db);
  const missing = path.join(scratch, 'no-such-folder', 'club.bak');
  const r = await runCli(['backup', '--out', missing], env);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(`Cannot write ${missing}: the folder ${path.dirname(missing)} does not exist`);
  const folder = path.join(scratch, 'a-folder');
  mkdirSync(folder);
  const intoFolder = await runCli(['backup', '--out', folder], env);
  expect(intoFolder).toMatchObject({ code: 2, stderr: `Cannot write ${folder}: it is a folder\n` });
  const noOut = await runCli(['backup'], env);
  expect(noOut).toMatchObject({ code: 2, stderr: 'backup needs --out FILE\n' });
});
