// Who is an admin (docs/product/roles.md): the first account ever created is the owner and an admin; any
// account whose verified email is in ADMIN_EMAILS is an admin; everyone else gets 403 from admin calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  bearer,
  browser,
  confirmEmail,
  createAccount,
  PASSWORD,
  signIn,
  signUp,
  startAuthTestApp,
} from '../support/accounts.ts';

describe('roles on a club with ADMIN_EMAILS=coach@club.org', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ ADMIN_EMAILS: 'coach@club.org, Second.Coach@Club.org' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the first account ever created the owner, an admin once its email is confirmed', async () => {
    const up = await signUp(t, { email: 'first@club.org', name: 'First Person' });
    expect(up.status).toBe(200);
    const { browser: b } = await confirmEmail(t, 'first@club.org', up.browser);
    const me = await b.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email: 'first@club.org', name: 'First Person' }, isAdmin: true });
    expect((await b.get('/api/sessions')).status).toBe(200);
  });

  it('gives a second, ordinary account no admin rights: isAdmin false and 403', async () => {
    const { browser: b, token } = await createAccount(t, 'second@club.org');
    const me = await b.get('/api/me');
    expect(me.body).toMatchObject({ user: { email: 'second@club.org' }, isAdmin: false });
    const refused = await b.get('/api/sessions');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/not an admin/i);
    expect((await browser(t).get('/api/sessions', bearer(token))).status).toBe(403);
  });

  it('makes an account with a verified email in ADMIN_EMAILS an admin, whatever the letter case', async () => {
    const { browser: b } = await createAccount(t, 'Coach@Club.org', 'Coach Carter');
    const me = await b.get('/api/me');
    expect(me.body).toMatchObject({ user: { email: 'coach@club.org' }, isAdmin: true });
    expect((await b.get('/api/sessions')).status).toBe(200);
    // A list entry written with capitals matches too.
    const other = await createAccount(t, 'second.coach@club.org');
    expect((await other.browser.get('/api/me')).body.isAdmin).toBe(true);
  });

  it('an ADMIN_EMAILS address that was never confirmed cannot sign in at all', async () => {
    const t2 = await startAuthTestApp({ ADMIN_EMAILS: 'coach@club.org' });
    try {
      await createAccount(t2, 'owner@club.org');
      expect((await signUp(t2, { email: 'coach@club.org' })).status).toBe(200);
      const { res, browser: b } = await signIn(t2, 'coach@club.org');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
      expect((await b.get('/api/sessions')).status).toBe(401);
    } finally {
      await t2.close();
    }
  });

  it('ignores a role sent with the sign-up form', async () => {
    const sneaky = browser(t);
    const up = await sneaky.hop('POST', '/api/auth/sign-up/email', {
      name: 'Sneaky',
      email: 'sneaky@club.org',
      password: PASSWORD,
      role: 'admin',
      callbackURL: '/admin',
    });
    if (up.status === 200) {
      const { browser: b } = await confirmEmail(t, 'sneaky@club.org', sneaky);
      expect((await b.get('/api/me')).body.isAdmin).toBe(false);
      expect((await b.get('/api/sessions')).status).toBe(403);
    } else {
      expect(up.status).toBe(400);
    }
  });

  it('does not let an account make itself an admin through update-user', async () => {
    const { browser: b } = await createAccount(t, 'climber@club.org');
    const res = await b.hop('POST', '/api/auth/update-user', { role: 'admin' });
    expect(res.status).toBeLessThan(500);
    expect((await b.get('/api/me')).body.isAdmin).toBe(false);
    expect((await b.get('/api/sessions')).status).toBe(403);
    const again = await signIn(t, 'climber@club.org');
    expect((await again.browser.get('/api/sessions')).status).toBe(403);
  });
});

describe('the owner of a brand-new install', () => {
  it('is exactly one account even when several people sign up at the same moment', async () => {
    const t = await startAuthTestApp();
    try {
      const emails = ['a@club.org', 'b@club.org', 'c@club.org', 'd@club.org'];
      const results = await Promise.all(emails.map((email) => signUp(t, { email })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const admins: string[] = [];
      for (const [i, email] of emails.entries()) {
        const { browser: b } = await confirmEmail(t, email, results[i]?.browser);
        if ((await b.get('/api/me')).body.isAdmin) admins.push(email);
      }
      expect(admins).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
