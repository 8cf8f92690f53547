import { getMigrations } from 'better-auth/db/migration';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Engine } from '../db/connection.ts';
import { type Auth, createAuth } from './auth.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { authSecret } from './secret.ts';

/** Builds better-auth and creates or updates its tables (user, session, account, verification). */
export async function setupAuth(deps: {
  db: Db;
  engine: Engine;
  config: Config;
  log: FastifyBaseLogger;
  mailer?: Mailer;
}): Promise<Auth> {
  const auth = createAuth({
    ...deps,
    mailer: deps.mailer ?? createMailer(deps.config, deps.log),
    secret: authSecret(deps.config),
  });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  return auth;
}
