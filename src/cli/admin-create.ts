import pino from 'pino';
import type { Auth } from '../server/auth/auth.ts';
import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from '../server/auth/password-strength.ts';
import { setupAuth } from '../server/auth/setup.ts';
import type { Config } from '../server/config.ts';
import type { DbHandle } from '../server/db/connection.ts';
import { UsageError } from './errors.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * admin:create — a verified admin account without the UI (docs/product/system.md). For an existing account the
 * password is replaced and the account made a verified admin, so an operator can always get back in.
 */
export async function createAdminCommand(
  database: DbHandle,
  config: Config,
  o: { email?: string; password?: string; name?: string },
) {
  const email = o.email?.trim().toLowerCase() ?? '';
  if (!EMAIL_RE.test(email)) throw new UsageError('--email must be an email address');
  const password = o.password ?? '';
  const auth: Auth = await setupAuth({
    db: database.db,
    engine: database.engine,
    config,
    log: pino({ level: 'silent' }),
    mailer: { send: async () => false },
  });
  const ctx = await auth.$context;
  const { minPasswordLength, maxPasswordLength } = ctx.password.config;
  if (password.length < minPasswordLength || password.length > maxPasswordLength) {
    throw new UsageError(`--password must be ${minPasswordLength} to ${maxPasswordLength} characters`);
  }
  if (await isWeakPassword(password, [email, o.name, config.appName]))
    throw new UsageError(WEAK_PASSWORD_MESSAGE);
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  let userId: string;
  if (existing) {
    userId = existing.user.id;
    await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
  } else {
    const created = await auth.api.signUpEmail({
      body: { email, password, name: o.name ?? email.split('@')[0] ?? email },
    });
    userId = created.user.id;
  }
  const current = (await ctx.internalAdapter.findUserById(userId)) as { role?: string } | null;
  const role = current?.role === 'owner' ? 'owner' : 'admin';
  const user = await ctx.internalAdapter.updateUser(userId, { emailVerified: true, role });
  return { id: user.id, email: user.email, name: user.name, role, emailVerified: true, created: !existing };
}
