// Who holds admin rights in the database (decision 0084): accounts whose role is 'owner' or 'admin'
// in better-auth's user table, and invitations not yet taken up. Addresses are compared lower-cased.
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

export type AdminAccount = { email: string; role: 'owner' | 'admin' };

export async function adminAccounts(db: Db): Promise<AdminAccount[]> {
  const { rows } = await sql<AdminAccount>`select lower("email") as "email", "role" from "user"
    where "role" in ('owner', 'admin') order by "createdAt", "email"`.execute(db);
  return rows;
}

export async function pendingInvites(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('admin_invites').select('email').orderBy('invited_at').execute();
  return rows.map((row) => row.email);
}

/** Of these lower-cased addresses, the ones an account has verified (`true` is 1 to SQLite). */
export async function verifiedEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await sql<{ email: string }>`select lower("email") as "email" from "user"
    where lower("email") in (${sql.join(emails)}) and "emailVerified" = true`.execute(db);
  return new Set(rows.map((row) => row.email));
}

/** Records an invitation; inviting an address twice keeps the first. */
export async function addInvite(db: Db, email: string, invitedBy: string, now: Date): Promise<void> {
  await db
    .insertInto('admin_invites')
    .values({ email, invited_by: invitedBy, invited_at: now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function deleteInvite(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom('admin_invites').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets the role of the account with this address (never the owner's); true when one changed. */
export async function setAdminRole(db: Db, email: string, role: 'admin' | 'user'): Promise<boolean> {
  const from = role === 'admin' ? 'user' : 'admin';
  const result = await sql`update "user" set "role" = ${role}
    where lower("email") = ${email} and coalesce("role", 'user') = ${from}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * An invited address that signs in with its email verified becomes an admin, and its invitation is
 * used up (decision 0084). True when this sign-in took one up.
 */
export async function takeUpInvite(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ email: string }>`select lower("email") as "email" from "user"
      where "id" = ${userId} and "emailVerified" = true`.execute(trx);
    const email = rows[0]?.email;
    if (!email || !(await deleteInvite(trx, email))) return false;
    // An account made an admin meanwhile (admin:create) just has its invitation used up.
    await setAdminRole(trx, email, 'admin');
    return true;
  });
}
