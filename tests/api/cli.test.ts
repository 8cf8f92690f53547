// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON the CLI printed
// npm run cli -- <command> (docs/product/system.md): every command prints JSON, and exits non-zero with a
// message on bad input. Runs against this project's engine; `migrate` also on a fresh SQLite folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { cliEnvFor, cliJson, runCli, runCliProcess } from '../support/cli.ts';
import { clubDateIn } from '../support/fixtures.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let db: TestDb;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDb();
  env = cliEnvFor(db);
});
afterAll(async () => {
  await db?.drop();
});

const LINK = /^\d{2}-\d{2}-[a-z0-9]{6}$/;
const sessionCount = async () => (await db.db.selectFrom('sessions').select('id').execute()).length;
const create = (extra: string[], date = '2031-11-24') =>
  runCli(
    [
      'session:create',
      '--date',
      date,
      '--time',
      '18:30',
      '--title',
      'CLI Session',
      '--location',
      'Court 1',
      ...extra,
    ],
    env,
  );

describe('cli session:create', () => {
  it('creates a published session and prints it as JSON', { timeout: 60_000 }, async () => {
    const session = cliJson<any>(await create([]));
    expect(session).toMatchObject({
      title: 'CLI Session',
      date: '2031-11-24',
      time: '18:30',
      location: 'Court 1',
      capacity: 16,
      isPublished: true,
      bookings: [],
    });
    expect(session.link).toMatch(LINK);
    expect(session.link.startsWith('11-24-')).toBe(true);
    const row = await db.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', session.id)
      .executeTakeFirst();
    expect(row?.link).toBe(session.link);
  });

  it('takes --price (as the dialog does: 12.50, $12.50) and refuses a price that is not one', async () => {
    expect(cliJson<any>(await create(['--price', '12.50'])).price).toBe(12.5);
    expect(cliJson<any>(await create(['--price', '$8'])).price).toBe(8);
    const before = await sessionCount();
    const bad = await create(['--price', '12.345']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Price must be an amount from 0 to 10000');
    expect(await sessionCount()).toBe(before);
  });

  it('books --pre-add names first, in order, marked paid — even beyond capacity', {
    timeout: 60_000,
  }, async () => {
    const session = cliJson<any>(
      await create(['--capacity', '2', '--pre-add', "Ann Lee, Zoë Martin,Jack O'Brien"], '2031-03-07'),
    );
    expect(session.capacity).toBe(2);
    expect(session.link.startsWith('03-07-')).toBe(true);
    expect(session.bookings.map((b: any) => [b.name, b.isPaid])).toEqual([
      ['Ann Lee', true],
      ['Zoë Martin', true],
      ["Jack O'Brien", true],
    ]);
    const rows = await db.db
      .selectFrom('bookings')
      .select(['name', 'is_paid'])
      .where('session_id', '=', session.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.name, Number(r.is_paid)])).toEqual([
      ['Ann Lee', 1],
      ['Zoë Martin', 1],
      ["Jack O'Brien", 1],
    ]);
  });

  it('creates an unpublished session with --unpublished', { timeout: 60_000 }, async () => {
    const session = cliJson<any>(await create(['--unpublished']));
    expect(session.isPublished).toBe(false);
  });

  it('accepts a date in the past', { timeout: 60_000 }, async () => {
    const date = clubDateIn(-30);
    const session = cliJson<any>(await create([], date));
    expect(session.date).toBe(date);
    expect(session.link.startsWith(`${date.slice(5, 7)}-${date.slice(8, 10)}-`)).toBe(true);
  });

  it('refuses bad input with a non-zero exit, a message, and no session', { timeout: 120_000 }, async () => {
    const before = await sessionCount();
    const base = { date: '2031-11-24', time: '18:30', title: 'T', location: 'L' };
    const argsOf = (o: Record<string, string | undefined>) =>
      Object.entries({ ...base, ...o }).flatMap(([k, v]) => (v === undefined ? [] : [`--${k}`, v]));
    const cases: [string, string[], RegExp][] = [
      ['capacity 0', argsOf({ capacity: '0' }), /capacity/i],
      ['capacity 51', argsOf({ capacity: '51' }), /capacity/i],
      ['capacity not a number', argsOf({ capacity: 'lots' }), /capacity/i],
      ['capacity 2.5', argsOf({ capacity: '2.5' }), /capacity|whole/i],
      ['date 2026-02-30', argsOf({ date: '2026-02-30' }), /date/i],
      ['date 24/11/2031', argsOf({ date: '24/11/2031' }), /date/i],
      ['time 25:00', argsOf({ time: '25:00' }), /time/i],
      ['missing title', argsOf({ title: undefined }), /title/i],
      ['blank title', argsOf({ title: '   ' }), /title/i],
      ['missing location', argsOf({ location: undefined }), /location/i],
      ['missing date', argsOf({ date: undefined }), /date/i],
      ['invalid pre-added name', [...argsOf({}), '--pre-add', 'Ann,R2D2'], /R2D2/],
      // The same check as the admin API's (one service for both).
      ['pre-added twice', [...argsOf({}), '--pre-add', 'Ann Lee, ann lee'], /listed twice/],
      ['unknown option', [...argsOf({}), '--colour', 'red'], /colour/i],
    ];
    const results = await Promise.all(cases.map(([, args]) => runCli(['session:create', ...args], env)));
    for (const [i, [label, , message]] of cases.entries()) {
      const r = results[i];
      expect(r?.code, label).not.toBe(0);
      expect(r?.stderr, label).toMatch(message);
      expect(r?.stderr, label).not.toMatch(/\n\s+at /);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('exits non-zero with the usage for an unknown command', async () => {
    const r = await runCli(['session:explode'], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/session:create/);
  });
});

// The other tests call the commands in-process; these run `npm run cli`'s own entry point.
describe('the cli process', () => {
  it('prints the JSON and exits 0', { timeout: 60_000 }, async () => {
    const before = await sessionCount();
    const r = await runCliProcess(
      [
        'session:create',
        '--date',
        '2031-11-25',
        '--time',
        '07:00',
        '--title',
        'Process',
        '--location',
        'Court 2',
      ],
      env,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ title: 'Process', date: '2031-11-25', time: '07:00' });
    expect(await sessionCount()).toBe(before + 1);
  });

  it('exits 2 with the message, and no stack trace, on bad input', { timeout: 60_000 }, async () => {
    const r = await runCliProcess(['session:explode'], env);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Unknown command 'session:explode'/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('cli demo', () => {
  it('creates published demo sessions around today, some with bookings', { timeout: 60_000 }, async () => {
    const before = await sessionCount();
    const out = cliJson<any>(await runCli(['demo'], { ...env, APP_NAME: 'Smash Club' }));
    expect(Array.isArray(out.created)).toBe(true);
    expect(out.created.length).toBeGreaterThanOrEqual(2);
    for (const s of out.created) expect(s.link).toMatch(LINK);
    expect(await sessionCount()).toBe(before + out.created.length);

    const links = out.created.map((s: any) => s.link as string);
    const rows = await db.db.selectFrom('sessions').selectAll().where('link', 'in', links).execute();
    expect(rows.every((r) => r.is_published === 1)).toBe(true);
    // Titled as the create dialog would title them: '{product} {WEEKDAY}'.
    for (const r of rows) {
      const weekday = new Date(`${r.date}T12:00:00Z`).toLocaleDateString('en-AU', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      expect(r.title).toBe(`Smash Club ${weekday.toUpperCase()}`);
    }
    const today = clubDateIn(0);
    expect(rows.some((r) => r.date >= today)).toBe(true);
    const bookings = await db.db
      .selectFrom('bookings')
      .select('id')
      .where(
        'session_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(bookings.length).toBeGreaterThan(0);
  });
});

describe('cli migrate', () => {
  it('migrates a fresh SQLite database and can run again', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-cli-migrate-'));
    try {
      expect(cliJson(await runCli(['migrate'], { DATA_DIR: dataDir }))).toEqual({ migrated: true });
      expect(existsSync(path.join(dataDir, 'courtside.sqlite'))).toBe(true);
      expect(cliJson(await runCli(['migrate'], { DATA_DIR: dataDir }))).toEqual({ migrated: true });
      const handle = openDatabase({ dataDir });
      try {
        const tables = (await handle.db.introspection.getTables()).map((tb) => tb.name);
        expect(tables).toEqual(expect.arrayContaining(['sessions', 'bookings', 'visitors', 'rate_limits']));
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs on this project’s database engine', { timeout: 60_000 }, async () => {
    expect(cliJson(await runCli(['migrate'], env))).toEqual({ migrated: true });
  });
});
