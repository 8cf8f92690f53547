// better-auth on the project's own database (docs/product/roles.md): email + password with confirmation and
// reset, Google through OpenID Connect, and bearer tokens for non-browser clients.

import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#core/passwords.ts';
import type { Config } from '../config.ts';
import type { Db, Engine } from '../db/connection.ts';
import { secureCookies } from '../routes/deps.ts';
import { takeUpInvite } from '../store/admins.ts';
import { voidPassword } from '../store/auth-accounts.ts';
import { endResetLinks } from '../store/auth-tokens.ts';
import { claimInstallOwner } from '../store/install-owner.ts';
import { resetLinkWithEmail, withEmail } from './account-email-in-link.ts';
import type { Mailer } from './mailer.ts';
import { refuseWeakPasswords } from './password-strength.ts';
import { madeTheSignUp, SIGN_UP_COOKIE, SIGN_UP_COOKIE_SECONDS, signUpProof } from './sign-up-proof.ts';

export const GOOGLE_PROVIDER_ID = 'google';
/** Where the confirmation links of sign-ups lead (the web app's sign-up form asks for the same). */
const ADMIN_HOME = '/admin';
const RESET_LINK_SECONDS = 60 * 60; // better-auth's own default for reset links

export function googleConfigured(config: Config): boolean {
  return Boolean(config.google.clientId && config.google.clientSecret);
}

type AuthDeps = {
  db: Db;
  engine: Engine;
  config: Config;
  mailer: Mailer;
  secret: string;
  /** Where better-auth's own messages go (the app's structured log); the console otherwise. */
  log?: FastifyBaseLogger;
};

export function createAuth(deps: AuthDeps) {
  const { db, engine, config, mailer, log } = deps;
  const issuer = config.google.issuerUrl.replace(/\/+$/, '');
  const secure = secureCookies(config);

  /**
   * A confirmation link opened outside the browser that signed up (decision 0059): the address is
   * confirmed, the password the sign-up chose is voided, and the person who opened the link goes
   * straight to choosing one. Nothing happens when the account has no password (a Google sign-up).
   */
  async function confirmWithoutThePassword(userId: string, email: string): Promise<void> {
    if (!(await voidPassword(db, userId))) return;
    const { internalAdapter } = await auth.$context;
    await internalAdapter.updateUser(userId, { emailVerified: true });
    const token = randomBytes(18).toString('base64url');
    await internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
    });
    await endResetLinks(db, userId, token);
    throw new APIError('FOUND', undefined, {
      Location: `${config.publicUrl}${withEmail(`/auth?token=${token}&confirmed=1`, email)}`,
    });
  }

  const auth = betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: { db, type: engine },
    telemetry: { enabled: false },
    ...(log && {
      logger: {
        log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
          const err = args.find((arg) => arg instanceof Error);
          log[level]({ from: 'better-auth', ...(err && { err }) }, message);
        },
      },
    }),
    trustedOrigins: [config.publicUrl],
    // Our own limiter (rate-limit.ts) guards sign-in across processes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      // better-auth relaxes these when NODE_ENV=test; keep production behaviour everywhere, tests included.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    user: {
      additionalFields: { role: { type: 'string', required: false, defaultValue: 'user', input: false } },
    },
    hooks: { before: refuseWeakPasswords(config.appName) },
    databaseHooks: {
      // Every way in (password, Google, a confirmation link's sign-in) makes a session: an invited
      // address with its email verified becomes an admin here (decision 0084).
      session: {
        create: {
          after: async (signIn) => {
            await takeUpInvite(db, signIn.userId);
          },
        },
      },
      user: {
        create: {
          // The first account ever created owns the club's install; the claim is atomic (0003).
          after: async (user, ctx) => {
            if (await claimInstallOwner(db, user.id)) {
              await sql`update "user" set "role" = 'owner' where "id" = ${user.id}`.execute(db);
            }
            // The browser that signs up may later confirm with its password kept (sign-up-proof.ts).
            if (ctx?.path === '/sign-up/email') {
              ctx.setCookie(SIGN_UP_COOKIE, signUpProof(deps.secret, user.id), {
                httpOnly: true,
                sameSite: 'lax',
                secure,
                path: '/api/auth',
                maxAge: SIGN_UP_COOKIE_SECONDS,
              });
            }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // A repeat sign-up is answered like a first one (nobody learns the address has an account), and
      // the mailbox hears of it: a fresh confirmation link, or a note that the account exists (0059).
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: ADMIN_HOME } });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: `You already have a ${config.appName} account`,
          text: `Hi ${user.name},\n\nSomeone, probably you, tried to create a ${config.appName} account with this email address. You already have one: sign in at\n${config.publicUrl}/auth\n\nIf you forgot your password, choose "Forgot password?" there. If it was not you, ignore this email.`,
        });
      },
      // Only the newest reset link works, and none once the password has been reset (0024).
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
      sendResetPassword: async ({ user, url, token }) => {
        await endResetLinks(db, user.id, token);
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.appName} password`,
          text: `Hi ${user.name},\n\nOpen this link to choose a new password:\n${resetLinkWithEmail(url, user.email)}\n\nIf you did not ask for this, ignore this email.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      beforeEmailVerification: async (user, request) => {
        if (!madeTheSignUp(request?.headers.get('cookie'), deps.secret, user.id)) {
          await confirmWithoutThePassword(user.id, user.email);
        }
      },
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${config.appName} admin account`,
          text: `Hi ${user.name},\n\nOpen this link to confirm your email address:\n${url}\n`,
        });
      },
    },
    plugins: [
      // Only the signed token handed out in `set-auth-token`, never a bare session id.
      bearer({ requireSignature: true }),
      ...(googleConfigured(config)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.google.clientId ?? '',
                  clientSecret: config.google.clientSecret ?? '',
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // Signing out of the club app must not sign people out of their Google account.
                  disableProviderLogout: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
