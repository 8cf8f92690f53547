import {
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as adminSettings from './migrations/0002-admin-settings.ts';
import * as installOwner from './migrations/0003-install-owner.ts';
import * as pushAndLive from './migrations/0004-push-and-live.ts';
import * as readIndexes from './migrations/0005-read-indexes.ts';
import * as sessionSeries from './migrations/0006-session-series.ts';
import * as unpaidIndex from './migrations/0007-unpaid-index.ts';
import * as visitorCredentials from './migrations/0009-visitor-credentials.ts';
import * as seasonBooks from './migrations/0011-season-books.ts';
import * as sessionCancel from './migrations/0012-session-cancel.ts';
import * as adminInvitesAndDeviceLinks from './migrations/0013-admin-invites-and-device-links.ts';
import * as sessionAppends from './migrations/0014-session-appends.ts';

// Listed by hand so the bundle-free tsx runtime and tests need no file-system scanning.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin-settings': adminSettings,
  '0003-install-owner': installOwner,
  '0004-push-and-live': pushAndLive,
  '0005-read-indexes': readIndexes,
  '0006-session-series': sessionSeries,
  '0007-unpaid-index': unpaidIndex,
  '0009-visitor-credentials': visitorCredentials,
  '0011-season-books': seasonBooks,
  '0012-session-cancel': sessionCancel,
  '0013-admin-invites-and-device-links': adminInvitesAndDeviceLinks,
  '0014-session-appends': sessionAppends,
};

/**
 * Kysely's Migrator checks whether its own tables exist by listing the tables of every schema. On
 * PostgreSQL that listing fails ('schema … does not exist') when another schema is dropped meanwhile
 * — test files do that all the time — and would take another schema's migration table for ours. So
 * migrations look only at the schema they migrate: the connection's current one.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
function seeingOnlyCurrentSchema(db: Kysely<any>): Kysely<any> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return db;
  const getTables: DatabaseIntrospector['getTables'] = async () => {
    const { rows } = await sql<{ name: string; schema: string }>`
      select table_name as name, table_schema as schema
      from information_schema.tables where table_schema = current_schema()`.execute(db);
    return rows.map((row) => ({ ...row, isView: false, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
const migratorFor = (db: Kysely<any>) =>
  new Migrator({ db: seeingOnlyCurrentSchema(db), provider: { getMigrations: async () => migrations } });

/** Every migration this code knows, oldest first. */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();

/** The migrations this code knows that the database has not applied yet (readiness, import). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
