// A database the server cannot use at start-up is a non-zero exit with one message naming it, never
// a stack trace (docs/product/system.md).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../support/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const base = { ...process.env };
  for (const key of ['TEST_DB', 'NODE_OPTIONS', 'VITEST', 'NODE_ENV', 'DATABASE_URL']) delete base[key];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { cwd: ROOT, env: { ...base, DATA_DIR: scratch, HOST: '127.0.0.1', ...env }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ code: err ? (err.code as number) : 0, output: stdout + stderr }),
    );
  });
}

const hasStack = (text: string) => /\n\s+at /.test(text);

it('exits non-zero naming an unreachable PostgreSQL', async () => {
  const port = await freePort();
  const closed = await freePort();
  const run = await startServer({
    PORT: String(port),
    DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${closed}/courtside`,
  });
  expect(run.code).not.toBe(0);
  expect(run.output).toContain(`the PostgreSQL database 'courtside' at 127.0.0.1:${closed}`);
  expect(run.output).toContain('ECONNREFUSED');
  expect(run.output).not.toContain('s3cret');
  expect(hasStack(run.output)).toBe(false);
});

it('exits non-zero naming a SQLite file it cannot create', async () => {
  const notAFolder = path.join(scratch, 'a-file');
  writeFileSync(notAFolder, '');
  const run = await startServer({ PORT: String(await freePort()), DATA_DIR: path.join(notAFolder, 'data') });
  expect(run.code).not.toBe(0);
  expect(run.output).toContain(`the SQLite database ${path.join(notAFolder, 'data', 'courtside.sqlite')}`);
  expect(hasStack(run.output)).toBe(false);
});
