// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Admin accounts the way a person gets one: sign up with email + password, open the confirmation
// link that arrives at a real SMTP sink, sign in. `Browser` is a cookie jar that does not follow
// redirects, so every hop of a sign-in flow can be asserted.

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
  constructor(base: string) {
    super(base, new URL(base).origin);
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
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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

export const browser = (t: TestApp) => new Browser(t.url);

export function signUp(t: TestApp, who: { email: string; password?: string; name?: string }) {
  return browser(t).hop('POST', '/api/auth/sign-up/email', {
    name: who.name ?? who.email.split('@')[0],
    email: who.email,
    password: who.password ?? PASSWORD,
    callbackURL: '/admin',
  });
}

/** The app link (verify-email, reset-password) in an email. */
export function appLink(t: TestApp, mail: SentMail, pathPart: string): URL {
  const link = mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in email "${mail.subject}": ${mail.text}`);
  const url = new URL(link);
  if (url.origin !== new URL(t.url).origin) throw new Error(`link ${link} does not point at ${t.url}`);
  return url;
}

/** Opens the confirmation link of the next email to `email` in a fresh browser. */
export async function confirmEmail(t: AuthTestApp, email: string) {
  const mail = await t.mail.latestTo(email, '/api/auth/verify-email');
  const link = appLink(t, mail, '/api/auth/verify-email');
  const b = browser(t);
  const res = await b.hop('GET', link.pathname + link.search);
  return { browser: b, res, mail };
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
  const confirmed = await confirmEmail(t, email);
  if (confirmed.res.status !== 302) throw new Error(`confirming ${email} answered ${confirmed.res.status}`);
  const signed = await signIn(t, email);
  if (signed.res.status !== 200 || !signed.token) {
    throw new Error(`sign-in of ${email} answered ${signed.res.status} ${JSON.stringify(signed.res.body)}`);
  }
  return signed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
