// npm run cli -- <command> (DESIGN.md §7): every command prints JSON, and exits non-zero with a
// message on bad input.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createAdminCommand } from './admin-create.ts';
import { createDemoSessions } from './demo.ts';
import { UsageError } from './errors.ts';
import { createSessionCommand } from './session-create.ts';

const USAGE = `Usage: npm run cli -- <command> [options]
  session:create --date YYYY-MM-DD --time HH:MM --title T --location L [--capacity N] [--unpublished] [--pre-add "Name A,Name B"] [--repeat-weeks N]
  admin:create --email E --password P [--name N]
  demo
  migrate`;

async function run(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  loadDotEnv();
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
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
          },
        });
        return await createSessionCommand(database.db, values);
      }
      case 'admin:create': {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
        });
        return await createAdminCommand(database, config, values);
      }
      case 'demo':
        return await createDemoSessions(database.db, {
          timeZone: config.clubTimeZone,
          appName: config.appName,
        });
      case 'migrate':
        return { migrated: true };
      default:
        throw new UsageError(command ? `Unknown command '${command}'.\n${USAGE}` : USAGE);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (result) => {
    console.log(JSON.stringify(result, null, 2));
  },
  (err: unknown) => {
    const known =
      err instanceof UsageError ||
      err instanceof ConfigError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(
      known ? (err as Error).message : `Failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(known ? 2 : 1);
  },
);
