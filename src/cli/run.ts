// The commands of `npm run cli -- <command>` (docs/product/system.md), callable in-process: every command
// answers JSON, and bad input is a message with a non-zero exit code.
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../server/config.ts';
import { DatabaseUnavailable, openMigratedDatabase } from '../server/db/open-checked.ts';
import { standaloneDeps } from '../server/services/deps.ts';
import { ExportFileError } from '../server/transfer/export-file.ts';
import { ImportRefused } from '../server/transfer/import.ts';
import { OutputPathError } from '../server/transfer/output-file.ts';
import { createAdminCommand } from './admin-create.ts';
import { createDemoSessions } from './demo.ts';
import { isBadInput, UsageError } from './errors.ts';
import { createSessionCommand } from './session-create.ts';
import {
  backupCommand,
  claimForImport,
  exportCommand,
  type ImportPlan,
  importCommand,
  planImport,
} from './transfer.ts';

const USAGE = `Usage: npm run cli -- <command> [options]
  session:create --date YYYY-MM-DD --time HH:MM --title T --location L [--capacity N] [--unpublished] [--pre-add "Name A,Name B"] [--repeat-weeks N] [--price 12.50]
  admin:create --email E --password P [--name N]
  demo
  migrate
  backup --out FILE                a consistent copy while the app runs
  export --out FILE                everything, as one JSON file (a move to another database)
  import --in FILE [--replace]     an export into this database`;

async function runCommand(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  const [command, ...rest] = argv;
  const config = loadConfig(env);
  const importPlan = command === 'import' ? await planImport(rest) : undefined;
  const releaseImport = importPlan ? await claimForImport(config) : undefined;
  try {
    return await runOn(command, rest, config, importPlan);
  } finally {
    await releaseImport?.();
  }
}

async function runOn(
  command: string | undefined,
  rest: readonly string[],
  config: Config,
  importPlan: ImportPlan | undefined,
): Promise<unknown> {
  const database = await openMigratedDatabase(config);
  try {
    switch (command) {
      case 'session:create': {
        const { values } = parseArgs({
          args: rest,
          options: {
            date: { type: 'string' },
            time: { type: 'string' },
            title: { type: 'string' },
            location: { type: 'string' },
            capacity: { type: 'string' },
            unpublished: { type: 'boolean', default: false },
            'pre-add': { type: 'string' },
            'repeat-weeks': { type: 'string' },
            price: { type: 'string' },
          },
        });
        return await createSessionCommand(standaloneDeps(database.db, config.clubTimeZone), values);
      }
      case 'admin:create': {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
        });
        return await createAdminCommand(database, config, values);
      }
      case 'demo':
        return await createDemoSessions(standaloneDeps(database.db, config.clubTimeZone), {
          appName: config.appName,
        });
      case 'migrate':
        return { migrated: true };
      case 'backup':
        return await backupCommand(database, rest);
      case 'export':
        return await exportCommand(database, rest);
      case 'import':
        return await importCommand(database, config, importPlan as NonNullable<typeof importPlan>);
      default:
        throw new UsageError(command ? `Unknown command '${command}'.\n${USAGE}` : USAGE);
    }
  } finally {
    await database.close();
  }
}

export type CliOutcome = { code: number; stdout: string; stderr: string };

/**
 * What the command line prints and exits with: the JSON on stdout and 0; a message on stderr and
 * 2 for bad input (usage, configuration, options), 1 for anything else — never a stack trace.
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<CliOutcome> {
  try {
    const result = await runCommand(argv, env);
    return { code: 0, stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '' };
  } catch (err) {
    const known =
      isBadInput(err) ||
      err instanceof ConfigError ||
      err instanceof OutputPathError ||
      err instanceof ExportFileError ||
      err instanceof ImportRefused ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (err instanceof DatabaseUnavailable) return { code: 1, stdout: '', stderr: `${err.message}\n` };
    const message = known
      ? (err as Error).message
      : `Failed: ${err instanceof Error ? err.message : String(err)}`;
    return { code: known ? 2 : 1, stdout: '', stderr: `${message}\n` };
  }
}
