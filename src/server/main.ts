// Reads config, opens the database, applies migrations, builds the app and listens; on SIGTERM or
// SIGINT shuts down in order (docs/product/system.md, decision 0075).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { DatabaseUnavailable, openMigratedDatabase } from './db/open-checked.ts';
import { isProduction, printLine } from './logging.ts';
import { shutDownOnSignals } from './shutdown.ts';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database });
  shutDownOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
  const engine = database.engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
  if (isProduction()) {
    app.log.info(
      { url: config.publicUrl, db: database.engine },
      `${config.appName} is running at ${config.publicUrl}`,
    );
  } else {
    console.log(`\n  ${config.appName} is running at ${config.publicUrl}  (${engine})\n`);
  }
}

main().catch((err) => {
  const known = err instanceof ConfigError || err instanceof DatabaseUnavailable;
  const message = err instanceof Error ? err.message : String(err);
  printLine('error', known ? message : `Courtside failed to start: ${message}`);
  process.exit(1);
});
