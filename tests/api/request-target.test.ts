// Every check that looks at the request's path, against every other way of spelling that path
// (decisions 0022 and 0050): the absolute form of the request line, dot segments, letter case,
// %-escapes. Each spelling is either served as the path itself, with every check applied, or
// refused before any check or handler runs; none reaches better-auth unjudged.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../reliability/raw-http.ts';
import {
  type AuthTestApp,
  PASSWORD,
  SESSION_COOKIE,
  signedInAccount,
  signIn,
  signUp,
  startAuthTestApp,
} from '../support/accounts.ts';
import { type RawAnswer, sendAsIs, setCookiesOf } from '../support/raw-http.ts';

let t: AuthTestApp;
/** PUBLIC_URL's host: the test app's PUBLIC_URL is the URL it listens on. */
let host: string;
beforeAll(async () => {
  t = await startAuthTestApp();
  host = new URL(t.publicUrl).host;
});
afterAll(async () => {
  await t?.close();
});

/** `/api/x/y` with `segment` put after `/api`. */
const withSegment = (path: string, segment: string) => path.replace(/^\/api\//, `/api/${segment}/`);
/** The first letter of the last segment as a %-escape. */
const escapeLastLetter = (path: string) =>
  path.replace(
    /\/([a-z])([^/]*)$/,
    (_m, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`,
  );
const lastSlash = (path: string, by: string) => path.replace(/\/(?=[^/]*$)/, by);

type Outcome = 'served' | 400 | 404;
const SPELLINGS: [name: string, spell: (path: string) => string, outcome: Outcome][] = [
  ['the path itself', (p) => p, 'served'],
  ["the absolute form naming PUBLIC_URL's host", (p) => `http://${host}${p}`, 'served'],
  ['the absolute form in capitals', (p) => `HTTP://${host.toUpperCase()}${p}`, 'served'],
  ['the absolute form naming another host', (p) => `http://localhost:${new URL(t.url).port}${p}`, 400],
  ['the absolute form naming a stranger', (p) => `http://evil.test${p}`, 400],
  ['the absolute form with user info', (p) => `http://probe@${host}${p}`, 400],
  ['the absolute form with a dot segment', (p) => `http://${host}${withSegment(p, '.')}`, 404],
  ['a dot segment', (p) => withSegment(p, '.'), 404],
  ['a dot-dot segment', (p) => withSegment(p, 'x/..'), 404],
  ['an escaped dot segment', (p) => withSegment(p, '%2e'), 404],
  ['an escaped dot-dot segment', (p) => withSegment(p, 'x/%2E%2e'), 404],
  ['a doubled slash', (p) => withSegment(p, ''), 404],
  ['a trailing slash', (p) => `${p}/`, 404],
  ['a backslash', (p) => lastSlash(p, '\\'), 404],
  ['/API in capitals', (p) => p.replace('/api/', '/API/'), 404],
  [
    'a later segment in capitals',
    (p) => p.replace(/^\/api\/[^/]+/, (s) => `/api/${s.slice(5).toUpperCase()}`),
    404,
  ],
  ['/api with an escaped letter', (p) => p.replace('/api/', '/%61pi/'), 404],
  ['a later escaped letter', escapeLastLetter, 404],
  ['an escaped slash', (p) => lastSlash(p, '%2F'), 404],
  ['a fragment', (p) => `${p}#x`, 400],
];

const send = (method: string, target: string, body?: unknown) => sendAsIs(t.url, method, target, body);
const statusFor = (outcome: Outcome, served: number) => (outcome === 'served' ? served : outcome);
const signsIn = (res: RawAnswer) => setCookiesOf(res).some((c) => c.startsWith(`${SESSION_COOKIE}=`));
const slug = (name: string) => name.replace(/\W+/g, '-').toLowerCase();

async function accountsNamed(email: string): Promise<number> {
  const rows = await sql<{ n: number }>`select count(*) as n from "user" where "email" = ${email}`.execute(
    t.db.db,
  );
  return Number(rows.rows[0]?.n);
}

describe.each(SPELLINGS)('%s', (name, spell, outcome) => {
  it('answers as JSON marked private, no-store', async () => {
    for (const [path, served] of [
      ['/api/user-session/preferences', 200],
      ['/api/no-such/thing', 404],
    ] as const) {
      const res = await send('GET', spell(path));
      expect(res.status, spell(path)).toBe(statusFor(outcome, served));
      expect(res.headers['content-type'], spell(path)).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], spell(path)).toBe('private, no-store');
    }
  });

  it('counts wrong passwords per address, or never reaches better-auth', async () => {
    const email = `guess-${slug(name)}@club.org`;
    await signedInAccount(t, { email });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await send('POST', spell('/api/auth/sign-in/email'), {
        email,
        password: 'wrong-password-1',
      });
      statuses.push(res.status);
    }
    if (outcome === 'served') expect(statuses).toEqual([...Array(10).fill(401), 429]);
    else expect(statuses).toEqual(Array(11).fill(outcome));
    const right = await send('POST', spell('/api/auth/sign-in/email'), { email, password: PASSWORD });
    expect(right.status).toBe(statusFor(outcome, 429));
    expect(signsIn(right)).toBe(false);
  });

  it('caps confirmation mail per address, or sends none', async () => {
    const email = `mail-${slug(name)}@club.org`;
    expect((await signUp(t, { email })).status).toBe(200);
    await t.mail.latestTo(email, '/api/auth/verify-email');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send('POST', spell('/api/auth/send-verification-email'), { email })).status);
    }
    // The sign-up's own mail is the first of the five an hour.
    if (outcome === 'served') expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    else {
      expect(statuses).toEqual(Array(6).fill(outcome));
      expect(t.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
  });

  it('refuses an account name of two lines, and stores no account', async () => {
    const email = `named-${slug(name)}@club.org`;
    const res = await send('POST', spell('/api/auth/sign-up/email'), {
      name: 'Evil\nVisit https://evil.test',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(statusFor(outcome, 400));
    expect(await accountsNamed(email)).toBe(0);
  });
});

describe('the per-IP limit on sign-in attempts', () => {
  it('counts every spelling that is served, and only those', async () => {
    const limited = await startAuthTestApp({ RATE_LIMIT_IP_PER_MIN: '2' });
    try {
      const served: number[] = [];
      for (const [, spell, outcome] of SPELLINGS) {
        const target = spell('/api/auth/sign-in/email').replace(host, new URL(limited.publicUrl).host);
        const res = await sendAsIs(limited.url, 'POST', target, { email: 'x@club.org', password: PASSWORD });
        if (outcome === 'served') served.push(res.status);
        else expect(res.status, target).toBe(outcome);
      }
      // Three spellings are served: two attempts pass and the third is over the limit.
      expect(served).toEqual([401, 401, 429]);
      expect((await signIn(limited, 'x@club.org')).res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('request lines that name no path of this site', () => {
  const port = () => Number(new URL(t.url).port);

  it('refuses a second Host header with 400', async () => {
    for (const second of ['evil.test', host]) {
      const res = await sendRaw(
        port(),
        { method: 'GET', path: '/api/health', headers: { Host: second } },
        5000,
      );
      expect(res.status).toBe(400);
      if (res.status === 400)
        expect(JSON.parse(res.body)).toEqual({ error: 'Invalid request - more than one Host header' });
    }
  });

  it('refuses the asterisk form with 400', async () => {
    const res = await sendRaw(port(), { method: 'OPTIONS', path: '*', headers: {} }, 5000);
    expect(res.status).toBe(400);
  });
});
