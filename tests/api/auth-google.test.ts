// Google sign-in (docs/product/roles.md) against a real local OpenID Connect provider: POST
// /api/auth/sign-in/social { provider: 'google' } → the provider's authorize URL → back to
// /api/auth/callback/google → /admin with a session cookie. Without GOOGLE_CLIENT_ID there is no
// Google provider and the web app is told so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  type Browser,
  browser,
  createAccount,
  SESSION_COOKIE,
  startAuthTestApp,
} from '../support/accounts.ts';
import { OIDC_CLIENT_ID, type OidcServer, startOidcServer } from '../support/oidc-server.ts';
import { startTestApp } from '../support/test-app.ts';

/** Runs the whole browser round trip; answers the last hop (the app's callback). */
async function googleSignIn(t: AuthTestApp, b: Browser, callbackURL = '/admin') {
  const start = await b.hop('POST', '/api/auth/sign-in/social', { provider: 'google', callbackURL });
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  const atProvider = await b.hop('GET', authorize.href);
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.location ?? '');
  expect(callback.origin + callback.pathname).toBe(`${t.url}/api/auth/callback/google`);
  return { authorize, callback, res: await b.hop('GET', callback.pathname + callback.search) };
}

describe('Google sign-in through OpenID Connect', () => {
  let oidc: OidcServer;
  let t: AuthTestApp;
  beforeAll(async () => {
    // Discovery is fetched when the app starts, so the provider must already be up.
    oidc = await startOidcServer();
    t = await startAuthTestApp({ ...oidc.env(), ADMIN_EMAILS: 'coach@club.org' });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  it('signs the first Google account in as the owner and lands on /admin', async () => {
    oidc.identity = {
      sub: 'g-owner',
      email: 'olive@gmail.example',
      name: 'Olive Owner',
      emailVerified: true,
    };
    const b = browser(t);
    const { authorize, callback, res } = await googleSignIn(t, b);

    // The authorization request is a proper code flow with PKCE and state, back to this app.
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.url}/api/auth/callback/google`);
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBe(callback.searchParams.get('state'));
    expect(callback.searchParams.get('code')).toBeTruthy();

    expect(res.status).toBe(302);
    expect(new URL(res.location ?? '', t.url).href).toBe(`${t.url}/admin`);
    const line = res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);

    const me = await b.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: { id: expect.any(String), email: 'olive@gmail.example', name: 'Olive Owner' },
      isAdmin: true,
    });
    expect((await b.get('/api/sessions')).status).toBe(200);
  });

  it('signs the same Google account in again as the same user', async () => {
    oidc.identity = {
      sub: 'g-owner',
      email: 'olive@gmail.example',
      name: 'Olive Owner',
      emailVerified: true,
    };
    const first = browser(t);
    await googleSignIn(t, first);
    const second = browser(t);
    await googleSignIn(t, second);
    const [a, b] = [await first.get('/api/me'), await second.get('/api/me')];
    expect(a.body.user.id).toBe(b.body.user.id);
  });

  it('gives a later Google account no admin rights', async () => {
    oidc.identity = { sub: 'g-player', email: 'pat@gmail.example', name: 'Pat Player', emailVerified: true };
    const b = browser(t);
    const { res } = await googleSignIn(t, b);
    expect(res.status).toBe(302);
    const me = await b.get('/api/me');
    expect(me.body).toMatchObject({ user: { email: 'pat@gmail.example' }, isAdmin: false });
    expect((await b.get('/api/sessions')).status).toBe(403);
  });

  it('makes a Google account whose verified email is in ADMIN_EMAILS an admin', async () => {
    oidc.identity = { sub: 'g-coach', email: 'coach@club.org', name: 'Coach', emailVerified: true };
    const b = browser(t);
    await googleSignIn(t, b);
    expect((await b.get('/api/me')).body).toMatchObject({ user: { email: 'coach@club.org' }, isAdmin: true });
  });

  it('does not make an unverified ADMIN_EMAILS address from Google an admin', async () => {
    const other = await startOidcServer({
      sub: 'g-fake-coach',
      email: 'coach@club.org',
      name: 'Not The Coach',
      emailVerified: false,
    });
    const t2 = await startAuthTestApp({ ...other.env(), ADMIN_EMAILS: 'coach@club.org' });
    try {
      await createAccount(t2, 'owner@club.org');
      const b = browser(t2);
      const { res } = await googleSignIn(t2, b);
      expect(res.status).toBe(302);
      const me = await b.get('/api/me');
      if (me.status === 200) expect(me.body.isAdmin).toBe(false);
      else expect(me.status).toBe(401);
      expect([401, 403]).toContain((await b.get('/api/sessions')).status);
    } finally {
      await t2.close();
      await other.close();
    }
  });

  it('does not hand an existing email account to an unverified Google identity with that email', async () => {
    const victim = await createAccount(t, 'victim@club.org', 'Vic Tim');
    const victimId = (await victim.browser.get('/api/me')).body.user.id;
    oidc.identity = { sub: 'g-attacker', email: 'victim@club.org', name: 'Attacker', emailVerified: false };
    const b = browser(t);
    const { res } = await googleSignIn(t, b);
    expect(res.status).toBeLessThan(500);
    const me = await b.get('/api/me');
    if (me.status === 200) expect(me.body.user.id).not.toBe(victimId);
    else expect(me.status).toBe(401);
  });

  it('refuses a callback whose state does not match the browser that started the sign-in', async () => {
    oidc.identity = { sub: 'g-csrf', email: 'csrf@gmail.example', name: 'Csrf', emailVerified: true };
    const starter = browser(t);
    const start = await starter.hop('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
    });
    const atProvider = await starter.hop('GET', start.body.url);
    const callback = new URL(atProvider.location ?? '');

    // Another browser (no state cookie) replays the callback: no session for it.
    const stranger = browser(t);
    const replay = await stranger.hop('GET', callback.pathname + callback.search);
    expect(replay.status).toBeLessThan(500);
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await stranger.get('/api/me')).status).toBe(401);

    // A forged state is refused for the starting browser too.
    const forged = new URL(callback.href);
    forged.searchParams.set('state', 'forged-state');
    const res = await starter.hop('GET', forged.pathname + forged.search);
    expect(res.status).toBeLessThan(500);
    expect(starter.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  // better-auth skips this check when NODE_ENV=test or TEST is set (vitest sets NODE_ENV=test) unless
  // the app pins advanced.disableOriginCheck: false — production behaviour must not hang on that.
  it('refuses a callbackURL on another site (an open redirect after sign-in), whatever NODE_ENV says', async () => {
    const res = await browser(t).hop('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example/steal',
    });
    expect(res.status).toBe(403);
  });
});

/** A stand-in for dist/web so the served page does not depend on a prior `vite build`. */
function webRootWithIndex(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'courtside-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="courtside-config" content="{}" /><title>x</title></head><body></body></html>',
  );
  return dir;
}

function servedConfig(html: string): Record<string, unknown> {
  const content = html.match(/<meta name="courtside-config" content="([^"]*)"/)?.[1];
  if (content === undefined) throw new Error(`no courtside-config meta in ${html}`);
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('when Google is not configured', () => {
  it('has no Google provider: sign-in answers 4xx, not 500', async () => {
    const t = await startAuthTestApp();
    try {
      const res = await browser(t).hop('POST', '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/admin',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body?.url).toBeUndefined();
      const callback = await browser(t).hop('GET', '/api/auth/callback/google?code=abc&state=def');
      expect(callback.status).toBeLessThan(500);
    } finally {
      await t.close();
    }
  });

  it("tells the web app googleEnabled false in index.html's courtside-config meta", async () => {
    const webRoot = webRootWithIndex();
    const t = await startTestApp({ APP_NAME: 'Riverside Tennis' }, { webRoot });
    try {
      const page = await t.client().get('/auth');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(servedConfig(page.body)).toMatchObject({ googleEnabled: false, appName: 'Riverside Tennis' });
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('says googleEnabled true when Google is configured', async () => {
    const oidc = await startOidcServer();
    const webRoot = webRootWithIndex();
    const t = await startTestApp(oidc.env(), { webRoot });
    try {
      const page = await t.client().get('/auth');
      expect(servedConfig(page.body)).toMatchObject({ googleEnabled: true });
    } finally {
      await t.close();
      await oidc.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
