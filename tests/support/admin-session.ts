// Signed-in accounts for tests of the admin calls, made the way the CLI's admin:create makes them:
// a real sign-up through better-auth, the email marked verified in the app's own database, then a
// real sign-in. The first account ever created is the owner (an admin); later ones are plain users.
import { sql } from 'kysely';
import { Client, type TestApp } from './test-app.ts';

export const ADMIN_PASSWORD = 'court-side-secret-9';

export type SignedInAccount = {
  /** A cookie-keeping client carrying the better-auth session cookie. */
  client: Client;
  /** The bearer token better-auth returned in `set-auth-token`. */
  token: string;
  userId: string;
  email: string;
};

export const bearerHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/** better-auth refuses fetch-made writes without the site's Origin, so these clients send it. */
const browserOnTheSite = (t: TestApp) => new Client(t.url, new URL(t.publicUrl).origin);

/** Signs up, verifies the email directly in the database (as admin:create does), signs in. */
export async function signedInAccount(
  t: TestApp,
  who: { email: string; name?: string; password?: string },
): Promise<SignedInAccount> {
  const password = who.password ?? ADMIN_PASSWORD;
  const up = await browserOnTheSite(t).post('/api/auth/sign-up/email', {
    email: who.email,
    password,
    name: who.name ?? who.email.split('@')[0],
  });
  if (up.status !== 200)
    throw new Error(`sign-up of ${who.email} answered ${up.status} ${JSON.stringify(up.body)}`);
  const userId: string = up.body.user.id;

  // better-auth names its columns in camelCase on both engines; SQLite stores booleans as 0/1.
  const verified = t.db.engine === 'sqlite' ? sql`1` : sql`true`;
  await sql`update "user" set "emailVerified" = ${verified} where "id" = ${userId}`.execute(t.db.db);

  return { ...(await signIn(t, who.email, password)), userId };
}

/** A fresh sign-in of an existing, verified account: a new client with its own session. */
export async function signIn(
  t: TestApp,
  email: string,
  password = ADMIN_PASSWORD,
): Promise<{ client: Client; token: string; email: string }> {
  const client = browserOnTheSite(t);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  const token = res.headers.get('set-auth-token') ?? '';
  if (res.status !== 200 || !token) {
    throw new Error(`sign-in of ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { client, token, email };
}

/** The owner (first account: an admin) and a second, signed-in account that is not an admin. */
export async function adminAndMember(
  t: TestApp,
): Promise<{ admin: SignedInAccount; member: SignedInAccount }> {
  const admin = await signedInAccount(t, { email: 'owner@courtside.test', name: 'Olive Owner' });
  const member = await signedInAccount(t, { email: 'member@courtside.test', name: 'Mo Member' });
  const me = await admin.client.get('/api/me');
  const them = await member.client.get('/api/me');
  if (me.body?.isAdmin !== true || them.body?.isAdmin !== false) {
    throw new Error(`expected owner admin and member not: ${JSON.stringify([me.body, them.body])}`);
  }
  return { admin, member };
}
