// Reads config, opens the database, applies migrations, builds the app and listens.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { DatabaseUnavailable, openMigratedDatabase } from './db/open-checked.ts';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const engine = database.engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\n  ${config.appName} is running at ${config.publicUrl}  (${engine})\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailable) {
    console.error(err.message);
  } else {
    console.error('Courtside failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
