// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Accounts for API tests, made two ways:
// - the way a person gets one (`createAccount`): sign up with email + password, open the
//   confirmation link that arrives at a real SMTP sink, sign in — for the tests of those flows;
// - the way the CLI's admin:create makes one (`signedInAccount`, `adminAndMember`): a real sign-up,
//   the email marked verified in the app's own database, a real sign-in — for the tests of admin
//   calls. The first account ever created is the owner (an admin); later ones are plain users.
// `Browser` is a cookie jar that does not follow redirects, so every hop of a flow can be asserted.

import { sql } from 'kysely';
import { type SentMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { Client, type Res, startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const MAIL_FROM = 'Courtside Club <no-reply@courtside.test>';
export const PASSWORD = 'correct-horse-42';
export const SESSION_COOKIE = 'better-auth.session_token';

export type AuthTestApp = TestApp & { mail: SmtpSink };

/** The real app whose PUBLIC_URL is its listening URL, sending email to a local SMTP sink. */
export async function startAuthTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<AuthTestApp> {
  const mail = await startSmtpSink();
  try {
    const t = await startTestApp(
      { SMTP_URL: mail.url, MAIL_FROM, ...env },
      { publicUrlIsListenUrl: true, ...options },
    );
    return {
      ...t,
      mail,
      close: async () => {
        await t.close();
        await mail.close();
      },
    };
  } catch (err) {
    await mail.close();
    throw err;
  }
}

export type Hop = Res<any> & { location: string | null; setCookies: string[] };

/**
 * A browser-like cookie jar for the app's origin that never follows redirects by itself and, like a
 * browser, sends the page's Origin on every write (a test overrides it to play another site).
 */
export class Browser extends Client {
  constructor(base: string, origin = new URL(base).origin) {
    super(base, origin);
  }

  /** Sends to an app path or any absolute URL; app cookies go only to the app's origin. */
  async hop(
    method: string,
    pathOrUrl: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Hop> {
    const url = new URL(pathOrUrl, this.base);
    const own = url.origin === new URL(this.base).origin;
    const cookie = this.cookieHeader();
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(own && cookie ? { cookie } : {}),
        ...(own ? this.pageHeaders(method, headers) : headers),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    if (own) {
      for (const line of setCookies) {
        const [pair] = line.split(';');
        const eq = pair?.indexOf('=') ?? -1;
        if (!pair || eq <= 0) continue;
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(pair.slice(0, eq));
        else this.cookies.set(pair.slice(0, eq), value);
      }
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return {
      status: res.status,
      body: parsed,
      headers: res.headers,
      location: res.headers.get('location'),
      setCookies,
    };
  }
}

/** A browser on a page of the site (PUBLIC_URL's origin), talking to the app at its real URL. */
export const browser = (t: TestApp) => new Browser(t.url, new URL(t.publicUrl).origin);

/**
 * Signs up in `b` (a fresh browser unless given). The answer carries the browser: the confirmation
 * link keeps the sign-up's password only when opened in it (decision 0059).
 */
export async function signUp(
  t: TestApp,
  who: { email: string; password?: string; name?: string },
  b: Browser = browser(t),
): Promise<Hop & { browser: Browser }> {
  const res = await b.hop('POST', '/api/auth/sign-up/email', {
    name: who.name ?? who.email.split('@')[0],
    email: who.email,
    password: who.password ?? PASSWORD,
    callbackURL: '/admin',
  });
  return { ...res, browser: b };
}

/** The app link (verify-email, reset-password) in an email. */
export function appLink(t: TestApp, mail: SentMail, pathPart: string): URL {
  const link = mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in email "${mail.subject}": ${mail.text}`);
  const url = new URL(link);
  if (url.origin !== new URL(t.url).origin) throw new Error(`link ${link} does not point at ${t.url}`);
  return url;
}

/**
 * Opens the confirmation link of the latest email to `email` in `b`: pass the browser that signed up
 * to keep the sign-up's password; a fresh browser (the default) is another device (decision 0059).
 */
export async function confirmEmail(t: AuthTestApp, email: string, b: Browser = browser(t)) {
  const mail = await t.mail.latestTo(email, '/api/auth/verify-email');
  const link = appLink(t, mail, '/api/auth/verify-email');
  const res = await b.hop('GET', link.pathname + link.search);
  return { browser: b, res, mail };
}

/** Asks for a password reset for `email` and returns the token of the link in the mail that arrives. */
export async function resetTokenFor(t: AuthTestApp, email: string): Promise<string> {
  const before = t.mail.messages.length;
  const asked = await browser(t).hop('POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: '/auth',
  });
  if (asked.status !== 200) throw new Error(`reset request for ${email} answered ${asked.status}`);
  const mail = await t.mail.waitFor((m) => m.to.includes(email) && t.mail.messages.indexOf(m) >= before);
  const link = appLink(t, mail, '/api/auth/reset-password/');
  return link.pathname.split('/').pop() ?? '';
}

export type SignedIn = { browser: Browser; token: string; res: Hop };

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<SignedIn> {
  const b = browser(t);
  const res = await b.hop('POST', '/api/auth/sign-in/email', { email, password });
  return { browser: b, token: res.headers.get('set-auth-token') ?? '', res };
}

/** A confirmed account, signed in (cookie) with a bearer token too. */
export async function createAccount(t: AuthTestApp, email: string, name?: string): Promise<SignedIn> {
  const up = await signUp(t, { email, ...(name ? { name } : {}) });
  if (up.status !== 200)
    throw new Error(`sign-up of ${email} answered ${up.status} ${JSON.stringify(up.body)}`);
  const confirmed = await confirmEmail(t, email, up.browser);
  if (confirmed.res.status !== 302) throw new Error(`confirming ${email} answered ${confirmed.res.status}`);
  const signed = await signIn(t, email);
  if (signed.res.status !== 200 || !signed.token) {
    throw new Error(`sign-in of ${email} answered ${signed.res.status} ${JSON.stringify(signed.res.body)}`);
  }
  return signed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedInAccount = {
  /** A cookie-keeping client carrying the better-auth session cookie. */
  client: Browser;
  /** The bearer token better-auth returned in `set-auth-token`. */
  token: string;
  userId: string;
  email: string;
};

/** Signs up, verifies the email directly in the database (as admin:create does), signs in. */
export async function signedInAccount(
  t: TestApp,
  who: { email: string; name?: string; password?: string },
): Promise<SignedInAccount> {
  const password = who.password ?? PASSWORD;
  const up = await browser(t).post('/api/auth/sign-up/email', {
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

  const signed = await signIn(t, who.email, password);
  if (signed.res.status !== 200 || !signed.token) {
    throw new Error(
      `sign-in of ${who.email} answered ${signed.res.status} ${JSON.stringify(signed.res.body)}`,
    );
  }
  return { client: signed.browser, token: signed.token, userId, email: who.email };
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

/** A test app of its own with its owner signed in as the admin. */
export async function startAdminApp(): Promise<{ t: TestApp; admin: SignedInAccount }> {
  const t = await startTestApp();
  return { t, admin: (await adminAndMember(t)).admin };
}
