import type { Db } from '../db/connection.ts';

export async function readSessionDefaults(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('admin_settings')
    .select('session_defaults')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.session_defaults ?? null;
}

export async function writeSessionDefaults(db: Db, userId: string, json: string, now = new Date()) {
  const at = now.toISOString();
  await db
    .insertInto('admin_settings')
    .values({ user_id: userId, session_defaults: json, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ session_defaults: json, updated_at: at }))
    .execute();
}
