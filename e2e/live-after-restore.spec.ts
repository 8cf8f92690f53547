// A booking page left open while the club's database goes back to a backup (docs/product/system.md,
// decision 0153). The restore takes the session's version back with it; the page keeps the newest
// version it heard (decision 0147), yet must show the roster as restored once the server is back.
// The test runs a server of its own, so it can stop it and copy the backup in as the guide says.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { runCli } from '../src/cli/run.ts';
import { sqliteFileIn } from '../src/server/db/connection.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { appStarted } from './support/app-started.ts';
import { bookingPage, bookNames } from './support/booking-page.ts';
import { clubTimeIn } from './support/sessions.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a page open across a restore from a backup shows the restored roster once the server is back', async ({
  page,
}) => {
  test.slow();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'courtside-restore-'));
  const start = (port?: number) =>
    startServerProcess({ entry: 'dist/app/main.mjs', env: { DATA_DIR: dataDir }, ...(port ? { port } : {}) });
  const cli = async (args: string[]) => {
    const out = await runCli(args, { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(out.code, out.stderr).toBe(0);
    return JSON.parse(out.stdout);
  };
  let server: ServerProcess = await start();
  try {
    const { date, time } = clubTimeIn(48);
    const create = ['session:create', '--date', date, '--time', time, '--title', 'Restore Night'];
    const session = await cli([...create, '--location', 'Court 1']);
    const parts = bookingPage(page);
    await page.goto(`${server.url}/book/${session.link}`);
    await appStarted(page);
    expect((await bookNames(page, ['Rae Restored'])).status()).toBe(201);
    const backup = path.join(dataDir, 'backup.sqlite');
    await cli(['backup', '--out', backup]);
    expect((await bookNames(page, ['Lou Lost'])).status()).toBe(201);
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Rae Restored/, /Lou Lost/]);

    // docs/deploy.md, "Restoring": stop, copy the backup in, drop the old WAL, start.
    await server.stop();
    const file = sqliteFileIn(dataDir);
    copyFileSync(backup, file);
    for (const extra of ['-wal', '-shm']) rmSync(`${file}${extra}`, { force: true });
    server = await start(server.port);
    // The page's live stream connects again by itself; its first frame is the restored session.
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Rae Restored/], { timeout: 30_000 });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
