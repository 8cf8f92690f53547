// The club's admins, as the owner manages them (docs/product/roles.md Co-admins, decision 0084).
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../auth/mailer.ts';
import type { AuthUser } from '../auth/roles.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import {
  addInvite,
  adminAccounts,
  deleteInvite,
  pendingInvites,
  setAdminRole,
  verifiedEmails,
} from '../store/admins.ts';

export type AdminEntry = {
  email: string;
  role: 'owner' | 'admin';
  /** Invited, and not yet signed in with that address verified. */
  pending: boolean;
  /** An admin through ADMIN_EMAILS: only the server's settings can remove it. */
  fromSettings: boolean;
};

export const ONLY_THE_OWNER = "Only the club's owner can invite or remove admins.";
export const OWNER_STAYS = 'The owner cannot be removed.';
export const SET_IN_SETTINGS =
  "This address is an admin through ADMIN_EMAILS in the server's settings; remove it there.";
export const NOT_LISTED = 'No admin or invitation with this email.';

type AdminDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };

/** The owner first, then admins, then invitations, then ADMIN_EMAILS addresses not listed yet. */
export async function listAdmins({ db, config }: Pick<AdminDeps, 'db' | 'config'>): Promise<AdminEntry[]> {
  const accounts = await adminAccounts(db);
  const entries: AdminEntry[] = [
    ...accounts.filter((a) => a.role === 'owner'),
    ...accounts.filter((a) => a.role === 'admin'),
  ].map((a) => ({ ...a, pending: false, fromSettings: false }));
  for (const email of await pendingInvites(db)) {
    if (!entries.some((entry) => entry.email === email)) {
      entries.push({ email, role: 'admin', pending: true, fromSettings: false });
    }
  }
  const verified = await verifiedEmails(db, config.adminEmails);
  for (const email of config.adminEmails) {
    const listed = entries.find((entry) => entry.email === email);
    if (listed) {
      listed.fromSettings = listed.role !== 'owner';
      if (verified.has(email)) listed.pending = false;
    } else {
      entries.push({ email, role: 'admin', pending: !verified.has(email), fromSettings: true });
    }
  }
  return entries;
}

function requireOwner(actor: AuthUser): void {
  if (actor.role !== 'owner') throw forbidden(ONLY_THE_OWNER);
}

/**
 * Makes `email` an admin: at once when an account has already verified it, otherwise when someone
 * first signs in with it verified; and mails them. `emailed` says whether the mail went (the owner's
 * page tells them to pass it on themselves otherwise, decision 0169). Inviting a listed address
 * changes nothing and mails nobody.
 */
export async function inviteAdmin(
  deps: AdminDeps,
  actor: AuthUser,
  email: string,
): Promise<{ admins: AdminEntry[]; emailed: boolean }> {
  requireOwner(actor);
  const { db, config, mailer } = deps;
  // The invitation stands even when the email cannot be sent: the owner can tell them in person.
  const listed = (await listAdmins(deps)).some((entry) => entry.email === email);
  let emailed = false;
  if (!listed) {
    const made = (await verifiedEmails(db, [email])).has(email) && (await setAdminRole(db, email, 'admin'));
    if (!made) await addInvite(db, email, actor.email, new Date());
    emailed = await mailer
      .send({
        to: email,
        subject: `You are an admin of ${config.appName}`,
        text: `Hi,\n\n${actor.name || actor.email} made ${email} an admin of ${config.appName}.\n\nSign in with this email address at\n${config.publicUrl}/auth\n\nNo account yet? Create one there with this address, or continue with Google if it is a Google address. If you did not expect this, ignore this email.`,
      })
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'admin invitation email not sent');
        return false;
      });
  }
  return { admins: await listAdmins(deps), emailed };
}

/** Takes admin rights from `email` (an admin or an invitation); effective at its next request. */
export async function removeAdmin(
  deps: Pick<AdminDeps, 'db' | 'config'>,
  actor: AuthUser,
  email: string,
): Promise<AdminEntry[]> {
  requireOwner(actor);
  const entry = (await listAdmins(deps)).find((e) => e.email === email);
  if (!entry) throw notFound(NOT_LISTED);
  if (entry.role === 'owner') throw conflict(OWNER_STAYS);
  if (entry.fromSettings) throw conflict(SET_IN_SETTINGS);
  await deleteInvite(deps.db, email);
  await setAdminRole(deps.db, email, 'user');
  return listAdmins(deps);
}
