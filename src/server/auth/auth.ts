// better-auth on the project's own database (docs/product/roles.md): email + password with confirmation and
// reset, Google through OpenID Connect, and bearer tokens for non-browser clients.
import { betterAuth } from 'better-auth';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db, Engine } from '../db/connection.ts';
import { endResetLinks } from '../store/auth-tokens.ts';
import { claimInstallOwner } from '../store/install-owner.ts';
import type { Mailer } from './mailer.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, refuseWeakPasswords } from './password-strength.ts';

export const GOOGLE_PROVIDER_ID = 'google';

export function googleConfigured(config: Config): boolean {
  return Boolean(config.env.GOOGLE_CLIENT_ID && config.env.GOOGLE_CLIENT_SECRET);
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
  const issuer = config.env.GOOGLE_ISSUER_URL.replace(/\/+$/, '');
  return betterAuth({
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
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // better-auth relaxes these when NODE_ENV=test; keep production behaviour everywhere, tests included.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    user: {
      additionalFields: { role: { type: 'string', required: false, defaultValue: 'user', input: false } },
    },
    hooks: { before: refuseWeakPasswords(config.appName) },
    databaseHooks: {
      user: {
        create: {
          // The first account ever created owns the club's install; the claim is atomic (0003).
          after: async (user) => {
            if (await claimInstallOwner(db, user.id)) {
              await sql`update "user" set "role" = 'owner' where "id" = ${user.id}`.execute(db);
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
      // Only the newest reset link works, and none once the password has been reset (0024).
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
      sendResetPassword: async ({ user, url, token }) => {
        await endResetLinks(db, user.id, token);
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.appName} password`,
          text: `Hi ${user.name},\n\nOpen this link to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this email.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
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
                  clientId: config.env.GOOGLE_CLIENT_ID ?? '',
                  clientSecret: config.env.GOOGLE_CLIENT_SECRET ?? '',
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
}

export type Auth = ReturnType<typeof createAuth>;
