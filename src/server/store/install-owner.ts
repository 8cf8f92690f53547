import type { Db } from '../db/connection.ts';

/** Claims the install for this account if nobody has; true when this account is now the owner. */
export async function claimInstallOwner(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .insertInto('install_owner')
    .values({ slot: 1, user_id: userId, claimed_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
