import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as adminSettings from './migrations/0002-admin-settings.ts';
import * as installOwner from './migrations/0003-install-owner.ts';

// Listed by hand so the bundle-free tsx runtime and tests need no file-system scanning.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin-settings': adminSettings,
  '0003-install-owner': installOwner,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
