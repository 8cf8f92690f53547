// `npm run cli -- admin:create --email … --password …` (docs/product/roles.md, system.md) creates a verified admin
// without the UI. The CLI works on the app's configured database; it cannot aim at a test's private
// PostgreSQL schema, so this file uses a SQLite DATA_DIR on both engines' runs — by design.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/connection.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { bearer, browser, signIn, signUp } from '../support/accounts.ts';
import { runCli } from '../support/cli.ts';
import { Client, depsOf, freePort, type TestApp } from '../support/test-app.ts';

/** The command line in-process on the test's SQLite folder, with the defaults for everything else. */
const cli = (dataDir: string, args: string[]) => runCli(args, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

let dataDir: string;
let database: DbHandle;
let app: FastifyInstance;
let t: TestApp;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-cli-'));
  database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: url });
  app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  // The app keeps running while the operator uses the CLI on the same SQLite file.
  t = {
    app,
    db: { ...database, dataDir, databaseUrl: undefined, drop: async () => {} },
    deps: depsOf(app, database.db),
    url,
    publicUrl: url,
    client: () => new Client(url),
    close: async () => {},
  };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('admin:create', () => {
  it('creates a verified admin who can sign in straight away, without any email', async () => {
    const res = await cli(dataDir, [
      'admin:create',
      '--email',
      'Boss@Club.org',
      '--password',
      'cli-secret-123',
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.stdout);
    expect(printed).toMatchObject({ email: 'boss@club.org', emailVerified: true, created: true });
    expect(['owner', 'admin']).toContain(printed.role);

    const { res: signin, browser: b, token } = await signIn(t, 'boss@club.org', 'cli-secret-123');
    expect(signin.status).toBe(200);
    expect((await b.get('/api/me')).body).toMatchObject({ user: { email: 'boss@club.org' }, isAdmin: true });
    expect((await b.get('/api/sessions')).status).toBe(200);
    expect((await browser(t).get('/api/sessions', bearer(token))).status).toBe(200);
  });

  it('makes a later account an admin too, not only the first one', async () => {
    const res = await cli(dataDir, [
      'admin:create',
      '--email',
      'deputy@club.org',
      '--password',
      'deputy-secret-1',
    ]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ email: 'deputy@club.org', role: 'admin', created: true });
    const { browser: b } = await signIn(t, 'deputy@club.org', 'deputy-secret-1');
    expect((await b.get('/api/me')).body.isAdmin).toBe(true);
  });

  it('turns an existing unconfirmed ordinary account into a verified admin with the new password', async () => {
    expect((await signUp(t, { email: 'member@club.org', password: 'member-old-pw' })).status).toBe(200);
    expect((await signIn(t, 'member@club.org', 'member-old-pw')).res.status).toBe(403);

    const res = await cli(dataDir, [
      'admin:create',
      '--email',
      'member@club.org',
      '--password',
      'member-new-pw',
    ]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ email: 'member@club.org', role: 'admin', created: false });

    expect((await signIn(t, 'member@club.org', 'member-old-pw')).res.status).toBe(401);
    const { res: signin, browser: b } = await signIn(t, 'member@club.org', 'member-new-pw');
    expect(signin.status).toBe(200);
    expect((await b.get('/api/me')).body.isAdmin).toBe(true);
  });

  it.each(['password', '12345678', 'weakling@club.org'])(
    'exits non-zero on a password easy to guess (%s), creating nothing',
    async (password) => {
      const res = await cli(dataDir, [
        'admin:create',
        '--email',
        'weakling@club.org',
        '--password',
        password,
      ]);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain('Password is too easy to guess');
      expect(res.stdout).toBe('');
      expect((await signIn(t, 'weakling@club.org', password)).res.status).toBe(401);
    },
  );

  it('keeps the old password of an existing account when the new one is easy to guess', async () => {
    expect((await signUp(t, { email: 'keeper@club.org', password: 'keeper-old-pw' })).status).toBe(200);
    const res = await cli(dataDir, ['admin:create', '--email', 'keeper@club.org', '--password', 'password1']);
    expect(res.code).not.toBe(0);
    expect((await signIn(t, 'keeper@club.org', 'password1')).res.status).toBe(401);
  });

  it('exits non-zero with a message on a bad email or a short password, creating nothing', async () => {
    const [badEmail, shortPw, missing] = await Promise.all([
      cli(dataDir, ['admin:create', '--email', 'not-an-email', '--password', 'long-enough-1']),
      cli(dataDir, ['admin:create', '--email', 'short@club.org', '--password', 'short']),
      cli(dataDir, ['admin:create']),
    ]);
    expect(badEmail.code).not.toBe(0);
    expect(badEmail.stderr).toMatch(/email/i);
    expect(badEmail.stdout).toBe('');

    expect(shortPw.code).not.toBe(0);
    expect(shortPw.stderr).toMatch(/password/i);
    expect((await signIn(t, 'short@club.org', 'short')).res.status).toBe(401);

    expect(missing.code).not.toBe(0);
    expect(missing.stderr).not.toBe('');
  });
});
