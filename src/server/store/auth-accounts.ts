// better-auth's account table, touched only where its options leave a gap (decision 0059).
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * Forgets the password of the account's email-and-password login (the login itself stays, so a reset
 * sets a new one). Answers whether there was a password to forget.
 */
export async function voidPassword(db: Db, userId: string): Promise<boolean> {
  const result = await sql`update "account" set "password" = null
    where "userId" = ${userId} and "providerId" = 'credential' and "password" is not null`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
