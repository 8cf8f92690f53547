// The command line's own code (src/cli/run.ts), run in the test process on the e2e server's data
// folder: what `npm run cli` does, without starting a tsx process per session or admin.
import { runCli } from '../../src/cli/run.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openMigratedDatabase } from '../../src/server/db/open-checked.ts';
import { AppError } from '../../src/server/errors.ts';
import { deleteSessionAsAdmin } from '../../src/server/services/admin-sessions.ts';
import { standaloneDeps } from '../../src/server/services/deps.ts';
import { E2E_DATA_DIR } from './env.ts';

const e2eEnv = () => ({ ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' });

export async function e2eCli(args: string[]): Promise<unknown> {
  const out = await runCli(args, e2eEnv());
  if (out.code !== 0) throw new Error(`cli ${args[0]} exited ${out.code}: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

/**
 * Deletes sessions as an admin's Delete does. One already gone or already started is left as it is
 * (the app's own answer for those, not a failure of the clean-up).
 */
export async function e2eDeleteSessions(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const config = loadConfig(e2eEnv());
  const database = await openMigratedDatabase(config);
  try {
    const deps = standaloneDeps(database.db, config.clubTimeZone);
    for (const id of ids)
      await deleteSessionAsAdmin(deps, id).catch((err) => {
        if (!(err instanceof AppError)) throw err;
      });
  } finally {
    await database.close();
  }
}
