// The holes found in /api/auth by probing it as an attacker would (decisions 0022-0024): another
// spelling of a path walking around the checks, redirects off the site, unlimited mail, lockouts by
// strangers, reset links that outlive a reset.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  browser,
  createAccount,
  PASSWORD,
  resetTokenFor,
  SESSION_COOKIE,
  signIn,
  startAuthTestApp,
} from '../support/accounts.ts';
import { sendAsIs, setCookiesOf } from '../support/raw-http.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
  await createAccount(t, 'owner@club.org', 'Olive Owner');
});
afterAll(async () => {
  await t?.close();
});

const OTHER_SPELLINGS = [
  '/api/auth/./sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E%2E/auth/sign-in/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in/email/',
  '/api/auth/sign%2Din/email',
  '/api/auth/sign-in/%65mail',
  '/api/./auth/sign-in/email',
];

const resetRequest = (email: string) =>
  browser(t).hop('POST', '/api/auth/request-password-reset', { email, redirectTo: '/auth' });

describe('one spelling per API path', () => {
  it.each(OTHER_SPELLINGS)('answers %s with 404 and signs nobody in', async (path) => {
    const res = await sendAsIs(t.url, 'POST', path, { email: 'owner@club.org', password: PASSWORD });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: 'Not found' });
    expect(setCookiesOf(res).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('keeps the sign-in limit when the normal path already answers 429', async () => {
    const limited = await startAuthTestApp({ RATE_LIMIT_IP_PER_MIN: '3' });
    try {
      await createAccount(limited, 'lim@club.org');
      // Sign-up, its confirmation and the sign-in used part of the allowance; spend the rest.
      for (let i = 0; i < 3; i++) await signIn(limited, 'lim@club.org', 'wrong-password');
      expect((await signIn(limited, 'lim@club.org')).res.status).toBe(429);
      for (const path of OTHER_SPELLINGS) {
        const res = await sendAsIs(limited.url, 'POST', path, { email: 'lim@club.org', password: PASSWORD });
        expect(res.status, path).not.toBe(200);
        expect(
          setCookiesOf(res).some((c) => c.startsWith(`${SESSION_COOKIE}=`)),
          path,
        ).toBe(false);
      }
    } finally {
      await limited.close();
    }
  });

  it('does not store a sign-up name with control characters sent to another spelling', async () => {
    for (const path of ['/api/auth/./sign-up/email', '/api/auth/sign-up/email']) {
      const res = await sendAsIs(t.url, 'POST', path, {
        name: 'Evil\nName\u202e',
        email: 'evil-name@club.org',
        password: PASSWORD,
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const rows = await sql<{
      n: number;
    }>`select count(*) as n from "user" where "email" = 'evil-name@club.org'`.execute(t.db.db);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it('serves the canonical path as before', async () => {
    const res = await sendAsIs(t.url, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect((await sendAsIs(t.url, 'GET', '/api/health/.')).status).toBe(404);
    expect((await sendAsIs(t.url, 'GET', '/api/x/../health')).status).toBe(404);
  });
});

describe('redirects stay on this site', () => {
  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '//evil.com',
    'https://evil.com/x',
  ])('refuses callbackURL %j on the confirmation link', async (target) => {
    const query = new URLSearchParams({ token: 'x', callbackURL: target });
    const res = await sendAsIs(t.url, 'GET', `/api/auth/verify-email?${query}`);
    expect(res.status).toBe(403);
    expect(res.headers.location).toBeUndefined();
  });

  it('still redirects a bad token back to a page of this site', async () => {
    const res = await sendAsIs(t.url, 'GET', '/api/auth/verify-email?token=x&callbackURL=/admin');
    expect(res.status).toBe(302);
    expect(new URL(String(res.headers.location), t.url).origin).toBe(new URL(t.url).origin);
  });
});

describe('mail-sending routes are limited', () => {
  it('sends at most 5 mails an hour to one address, whichever route asks', async () => {
    await createAccount(t, 'mailed@club.org');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await browser(t).hop('POST', '/api/auth/send-verification-email', { email: 'mailed@club.org' }))
          .status,
      );
      statuses.push((await resetRequest('mailed@club.org')).status);
    }
    // The sign-up's own confirmation mail counts too.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await resetRequest('mailed@club.org');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('limits mail from one IP across addresses (RATE_LIMIT_MAIL_IP_PER_HOUR)', async () => {
    const limited = await startAuthTestApp({ RATE_LIMIT_MAIL_IP_PER_HOUR: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await browser(limited).hop('POST', '/api/auth/send-verification-email', {
          email: `stranger${i}@example.org`,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('strangers cannot lock the owner out', () => {
  it('lets the owner sign in after ten reset requests for their address', async () => {
    const owner = await createAccount(t, 'locked@club.org');
    expect(owner.res.status).toBe(200);
    for (let i = 0; i < 10; i++) await resetRequest('locked@club.org');
    expect((await signIn(t, 'locked@club.org')).res.status).toBe(200);
  });

  it('counts failed sign-ins per address, not requests', async () => {
    await createAccount(t, 'steady@club.org');
    for (let i = 0; i < 12; i++) expect((await signIn(t, 'steady@club.org')).res.status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, 'steady@club.org', 'wrong-password')).res.status).toBe(401);
    }
    const locked = await signIn(t, 'steady@club.org');
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('stops a burst of parallel guesses at the limit', async () => {
    await createAccount(t, 'burst@club.org');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, 'burst@club.org', 'wrong-password')),
    );
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});

describe('reset links', () => {
  const resetLinkToken = (email: string) => resetTokenFor(t, email);
  const resetWith = (token: string, newPassword: string) =>
    browser(t).hop('POST', '/api/auth/reset-password', { token, newPassword });

  it('a new reset request ends the older links', async () => {
    await createAccount(t, 'twice@club.org');
    const first = await resetLinkToken('twice@club.org');
    const second = await resetLinkToken('twice@club.org');
    expect((await resetWith(first, 'first-new-secret')).status).toBe(400);
    expect((await resetWith(second, 'second-new-secret')).status).toBe(200);
    expect((await signIn(t, 'twice@club.org', 'second-new-secret')).res.status).toBe(200);
  });

  it('a successful reset ends every reset link of the account and its other sessions', async () => {
    const signedIn = await createAccount(t, 'ended@club.org');
    const token = await resetLinkToken('ended@club.org');
    // A second live link, as a request racing this one could leave it: a copy of the first.
    await sql`insert into "verification" ("id", "identifier", "value", "expiresAt", "createdAt", "updatedAt")
      select 'race', 'reset-password:racing-token', "value", "expiresAt", "createdAt", "updatedAt"
      from "verification" where "identifier" = ${`reset-password:${token}`}`.execute(t.db.db);
    expect((await resetWith(token, 'the-new-secret')).status).toBe(200);
    expect((await resetWith('racing-token', 'racing-secret')).status).toBe(400);
    expect((await signedIn.browser.get('/api/me')).status).toBe(401);
  });
});

describe('caching of API answers', () => {
  it.each(['/api/health', '/api/upcoming-sessions', '/api/me', '/api/no-such-thing'])(
    'marks %s private, no-store',
    async (path) => {
      const res = await sendAsIs(t.url, 'GET', path);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('leaves pages to their own caching', async () => {
    const res = await sendAsIs(t.url, 'GET', '/sessions');
    expect(res.headers['cache-control']).not.toBe('private, no-store');
  });
});
