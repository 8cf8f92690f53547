// The command line against a test database: in-process (`runCli` of src/cli/run.ts, what
// `npm run cli` runs), and once as the real child process (`runCliProcess`) from an empty working
// folder so no ./.env or ./data of the checkout is touched.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CliOutcome, runCli as runInProcess } from '../../src/cli/run.ts';
import { TEST_PG_URL, type TestDb } from './test-db.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(ROOT, 'src/cli/main.ts');

export type CliResult = CliOutcome;

/** The env that points the CLI at a test database: its SQLite folder, or its PostgreSQL schema. */
export function cliEnvFor(db: TestDb): Record<string, string> {
  if (!db.pgSchema) return { DATA_DIR: db.dataDir };
  const url = new URL(TEST_PG_URL);
  url.searchParams.set('options', `-c search_path=${db.pgSchema}`);
  return { DATA_DIR: db.dataDir, DATABASE_URL: url.toString() };
}

/** The environment a command sees: this one without what would aim it at another database. */
function cliEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'TEST_DB',
    'NODE_OPTIONS',
    'VITEST',
    'NODE_ENV',
    'SMTP_URL',
    'GOOGLE_CLIENT_ID',
    'AUTH_SECRET',
    'PUBLIC_URL',
  ])
    delete base[key];
  return { ...base, ...env };
}

export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return runInProcess(args, cliEnv(env));
}

export function runCliProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'courtside-cli-cwd-'));
  return new Promise((resolve) => {
    execFile(TSX, [MAIN, ...args], { cwd, env: cliEnv(env), timeout: 60_000 }, (err, stdout, stderr) => {
      rmSync(cwd, { recursive: true, force: true });
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** The JSON a successful command printed. */
export function cliJson<T = unknown>(r: CliResult): T {
  if (r.code !== 0) throw new Error(`CLI exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
