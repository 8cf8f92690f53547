import type { Db } from '../db/connection.ts';

/**
 * The secret stored under `name`, made by `make` the first time anyone asks. Kept in the database
 * so every process on one PostgreSQL uses the same one; the first writer wins a race.
 */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
