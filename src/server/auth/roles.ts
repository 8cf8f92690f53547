// Who is an admin (docs/product/roles.md): the owner (first account ever created), accounts given the admin
// role by the CLI, and any account whose verified email is in ADMIN_EMAILS.

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
};

export function isAdmin(
  user: Pick<AuthUser, 'email' | 'emailVerified' | 'role'>,
  adminEmails: readonly string[],
): boolean {
  if (user.role === 'owner' || user.role === 'admin') return true;
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}
