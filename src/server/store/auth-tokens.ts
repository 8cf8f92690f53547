// better-auth's verification table, touched only where its options leave a gap (decision 0024).
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

const RESET_PREFIX = 'reset-password:';

/** Ends the account's reset links, all of them or all but the one just sent. */
export async function endResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  const keep = keepToken === undefined ? sql`` : sql` and "identifier" <> ${RESET_PREFIX + keepToken}`;
  await sql`delete from "verification" where "value" = ${userId} and "identifier" like ${`${RESET_PREFIX}%`}${keep}`.execute(
    db,
  );
}
