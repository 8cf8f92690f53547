// backup, export and import (docs/product/system.md): the commands that copy a club's data out of
// and into a database.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { setupAuth } from '../server/auth/setup.ts';
import type { Config } from '../server/config.ts';
import { claimNoAppRuns, sqliteFileInUse } from '../server/db/app-presence.ts';
import { type DbHandle, sqliteFileIn } from '../server/db/connection.ts';
import { backupDatabase } from '../server/transfer/backup.ts';
import { exportDatabase } from '../server/transfer/export.ts';
import {
  type CheckedExport,
  checkExportFile,
  ImportRefused,
  importExport,
} from '../server/transfer/import.ts';
import { checkOutputPath } from '../server/transfer/output-file.ts';
import { UsageError } from './errors.ts';

function outFile(args: readonly string[], command: string): string {
  const { values } = parseArgs({ args: [...args], options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError(`${command} needs --out FILE`);
  checkOutputPath(values.out);
  return values.out;
}

export const backupCommand = (database: DbHandle, args: readonly string[]) =>
  backupDatabase(database, outFile(args, 'backup'));

export const exportCommand = (database: DbHandle, args: readonly string[]) =>
  exportDatabase(database, outFile(args, 'export'));

export type ImportPlan = { checked: CheckedExport; replace: boolean };

/** Reads and checks the file before the database is opened: a bad file changes nothing. */
export async function planImport(args: readonly string[]): Promise<ImportPlan> {
  const { values } = parseArgs({
    args: [...args],
    options: { in: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  if (!values.in) throw new UsageError('import needs --in FILE');
  return { checked: await checkExportFile(values.in), replace: values.replace };
}

// An import replaces what a running app keeps in memory (rosters, answers, the next booking's
// place): it is refused while the app runs on the database (decision 0166, docs/deploy.md Restoring).
const APP_RUNS = 'The app is running on this database: stop it, import, then start it again';
const SQLITE_IN_USE =
  'The database file is open in another program, most likely the running app: stop it, import, then start it again';

/**
 * Asked before the command opens the database (and migrates it): refused while an app runs on it.
 * On PostgreSQL the import holds the app's presence until `release`, so one starting meanwhile waits.
 */
export async function claimForImport(config: Config): Promise<() => Promise<void>> {
  if (!config.databaseUrl) {
    if (sqliteFileInUse(sqliteFileIn(config.dataDir))) throw new ImportRefused(SQLITE_IN_USE);
    return async () => {};
  }
  const claim = await claimNoAppRuns(config.databaseUrl);
  if (!claim) throw new ImportRefused(APP_RUNS);
  return claim.release;
}

export async function importCommand(database: DbHandle, config: Config, plan: ImportPlan) {
  // better-auth's tables (accounts, their sessions) are made by better-auth itself.
  await setupAuth({
    db: database.db,
    engine: database.engine,
    config,
    log: pino({ level: 'silent' }),
    mailer: { send: async () => false },
  });
  return importExport(database, plan.checked, { replace: plan.replace });
}
