// backup, export and import (docs/product/system.md): the commands that copy a club's data out of
// and into a database.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { setupAuth } from '../server/auth/setup.ts';
import type { Config } from '../server/config.ts';
import type { DbHandle } from '../server/db/connection.ts';
import { backupDatabase } from '../server/transfer/backup.ts';
import { exportDatabase } from '../server/transfer/export.ts';
import { type CheckedExport, checkExportFile, importExport } from '../server/transfer/import.ts';
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

export async function importCommand(database: DbHandle, config: Config, plan: ImportPlan) {
  // better-auth's tables (accounts, their sessions) are made by better-auth itself.
  await setupAuth({
    db: database.db,
    engine: database.engine,
    config,
    log: pino({ level: 'silent' }),
    mailer: { send: async () => {} },
  });
  return importExport(database, plan.checked, { replace: plan.replace });
}
