// Server-side role checks for admin routes (docs/product/roles.md): 401 with nobody signed in, 403 for a
// signed-in account that is not an admin. Accepts the session cookie or `Authorization: Bearer`.

import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';
import { type AuthUser, isAdmin } from './roles.ts';

export const NOT_AN_ADMIN = 'Your account is not an admin of this club.';

export async function signedInUser(auth: Auth, request: FastifyRequest): Promise<AuthUser | null> {
  const signIn = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return signIn ? (signIn.user as AuthUser) : null;
}

export function adminGuard(auth: Auth, config: Config) {
  return async (request: FastifyRequest) => {
    const user = await signedInUser(auth, request);
    if (!user) throw unauthenticated();
    if (!isAdmin(user, config.adminEmails)) throw forbidden(NOT_AN_ADMIN);
    request.adminUser = user;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    adminUser?: AuthUser;
  }
}
