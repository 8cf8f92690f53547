import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as adminSettings from './migrations/0002-admin-settings.ts';
import * as installOwner from './migrations/0003-install-owner.ts';
import * as pushAndLive from './migrations/0004-push-and-live.ts';
import * as readIndexes from './migrations/0005-read-indexes.ts';
import * as sessionSeries from './migrations/0006-session-series.ts';
import * as unpaidIndex from './migrations/0007-unpaid-index.ts';

// Listed by hand so the bundle-free tsx runtime and tests need no file-system scanning.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin-settings': adminSettings,
  '0003-install-owner': installOwner,
  '0004-push-and-live': pushAndLive,
  '0005-read-indexes': readIndexes,
  '0006-session-series': sessionSeries,
  '0007-unpaid-index': unpaidIndex,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
