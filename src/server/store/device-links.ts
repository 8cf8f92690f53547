// One-time links that bind another phone to a visitor id (decision 0086); rows are found by the
// hash of the link's token, never by the token.
import type { Db } from '../db/connection.ts';
import type { DeviceLinksTable } from '../db/schema.ts';

export async function insertDeviceLink(db: Db, row: Omit<DeviceLinksTable, 'used_at'>): Promise<void> {
  await db
    .insertInto('device_links')
    .values({ ...row, used_at: null })
    .execute();
}

export async function findDeviceLink(db: Db, tokenHash: string): Promise<DeviceLinksTable | undefined> {
  return db.selectFrom('device_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used if it is unused and unexpired; answers its row only to the one call that did. */
export async function takeDeviceLink(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<Pick<DeviceLinksTable, 'visitor_id' | 'return_path'> | undefined> {
  return db
    .updateTable('device_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['visitor_id', 'return_path'])
    .executeTakeFirst();
}

/** Forgets links that expired before `before` (kept a while so their pages can say 'expired'). */
export async function deleteDeviceLinksExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('device_links').where('expires_at', '<', before).execute();
}
