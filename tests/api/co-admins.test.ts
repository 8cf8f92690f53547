// Co-admins (docs/product/roles.md, decision 0084): the owner invites and removes admins by email;
// an invited address becomes an admin when someone signs in with it verified (password or Google);
// a removal holds from the removed admin's next request. Real HTTP, a real SMTP sink, a real OpenID
// Connect server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  appLink,
  type Browser,
  bearer,
  browser,
  createAccount,
  type SignedIn,
  signIn,
  signUp,
  startAuthTestApp,
} from '../support/accounts.ts';
import { cliEnvFor, cliJson, runCli } from '../support/cli.ts';
import { type OidcServer, startOidcServer } from '../support/oidc-server.ts';
import { REFUSED_DOMAIN } from '../support/smtp-sink.ts';

const ADMINS = '/api/admin/admins';
const entry = (email: string, role: 'owner' | 'admin', pending: boolean, fromSettings = false) => ({
  email,
  role,
  pending,
  fromSettings,
});

async function googleSignIn(b: Browser) {
  const start = await b.hop('POST', '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/admin',
  });
  const atProvider = await b.hop('GET', new URL(start.body.url).href);
  const callback = new URL(atProvider.location ?? '');
  return b.hop('GET', callback.pathname + callback.search);
}

describe('co-admins', () => {
  let oidc: OidcServer;
  let t: AuthTestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    oidc = await startOidcServer();
    t = await startAuthTestApp({ ...oidc.env(), ADMIN_EMAILS: 'coach@club.org' });
    owner = await createAccount(t, 'owner@club.org', 'Olive Owner');
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  it('answers 401 signed out and 403 to an account that is not an admin', async () => {
    expect((await browser(t).get(ADMINS)).status).toBe(401);
    expect((await browser(t).post(ADMINS, { email: 'x@club.org' })).status).toBe(401);
    const member = await createAccount(t, 'member@club.org');
    const refused = await member.browser.get(ADMINS);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/not an admin/i);
    expect((await member.browser.post(ADMINS, { email: 'x@club.org' })).status).toBe(403);
  });

  it('lists the owner and the ADMIN_EMAILS addresses, pending until someone verifies them', async () => {
    const res = await owner.browser.get(ADMINS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      admins: [entry('owner@club.org', 'owner', false), entry('coach@club.org', 'admin', true, true)],
    });
  });

  it('invites by email ignoring case; the invitee becomes an admin on signing in verified', async () => {
    const invited = await owner.browser.post(ADMINS, { email: '  New.Admin@Club.ORG ' });
    expect(invited.status).toBe(200);
    expect(invited.body.admins).toContainEqual(entry('new.admin@club.org', 'admin', true));
    expect(invited.body.emailed).toBe(true);
    const mail = await t.mail.latestTo('new.admin@club.org', '/auth');
    expect(mail.subject).toMatch(/admin of/i);
    expect(appLink(t, mail, '/auth').pathname).toBe('/auth');
    // Inviting again (another spelling) changes nothing.
    const again = await owner.browser.post(ADMINS, { email: 'NEW.admin@club.org' });
    expect(again.body.admins.filter((a: { email: string }) => a.email === 'new.admin@club.org')).toHaveLength(
      1,
    );
    expect(again.body.emailed).toBe(false);
    // The mail relay refuses the address: the invitation stands, and the answer says no email went
    // (decision 0169), so the owner's page can tell them to pass it on.
    const refused = await owner.browser.post(ADMINS, { email: `nobody@${REFUSED_DOMAIN}` });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ emailed: false });
    expect(refused.body.admins).toContainEqual(entry(`nobody@${REFUSED_DOMAIN}`, 'admin', true));

    const invitee = await createAccount(t, 'new.admin@club.org');
    expect((await invitee.browser.get('/api/me')).body.isAdmin).toBe(true);
    expect((await browser(t).get('/api/sessions', bearer(invitee.token))).status).toBe(200);
    expect((await owner.browser.get(ADMINS)).body.admins).toContainEqual(
      entry('new.admin@club.org', 'admin', false),
    );
  });

  it('shows the list to other admins but lets only the owner invite or remove (403)', async () => {
    const admin = await signIn(t, 'new.admin@club.org');
    expect((await admin.browser.get(ADMINS)).status).toBe(200);
    const invite = await admin.browser.post(ADMINS, { email: 'friend@club.org' });
    expect(invite.status).toBe(403);
    expect(invite.body.error).toBe("Only the club's owner can invite or remove admins.");
    expect((await admin.browser.delete(`${ADMINS}/owner@club.org`)).status).toBe(403);
    expect((await admin.browser.delete(`${ADMINS}/new.admin@club.org`)).status).toBe(403);
    expect(
      (await owner.browser.get(ADMINS)).body.admins.map((a: { email: string }) => a.email),
    ).not.toContain('friend@club.org');
  });

  it('refuses to remove the owner (409) or an ADMIN_EMAILS address (409); unknown 404; bad 400', async () => {
    const ownerGone = await owner.browser.delete(`${ADMINS}/Owner@Club.org`);
    expect(ownerGone.status).toBe(409);
    expect(ownerGone.body.error).toBe('The owner cannot be removed.');
    const setting = await owner.browser.delete(`${ADMINS}/coach@club.org`);
    expect(setting.status).toBe(409);
    expect(setting.body.error).toMatch(/ADMIN_EMAILS/);
    expect((await owner.browser.delete(`${ADMINS}/nobody@club.org`)).status).toBe(404);
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@club.org`, 42, null]) {
      const res = await owner.browser.post(ADMINS, { email });
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
    expect((await owner.browser.post(ADMINS, 'nope')).status).toBe(400);
    expect((await owner.browser.delete(`${ADMINS}/not-an-email`)).status).toBe(400);
  });

  it('refuses an invitation posted from another site', async () => {
    const res = await owner.browser.post(
      ADMINS,
      { email: 'csrf@club.org' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(
      (await owner.browser.get(ADMINS)).body.admins.map((a: { email: string }) => a.email),
    ).not.toContain('csrf@club.org');
  });

  it('a removed admin loses access at the next request, cookie and bearer token alike', async () => {
    const admin = await signIn(t, 'new.admin@club.org');
    expect((await admin.browser.get('/api/sessions')).status).toBe(200);
    const removed = await owner.browser.delete(`${ADMINS}/New.Admin@club.org`);
    expect(removed.status).toBe(200);
    expect(removed.body.admins.map((a: { email: string }) => a.email)).not.toContain('new.admin@club.org');
    expect((await admin.browser.get('/api/sessions')).status).toBe(403);
    expect((await browser(t).get('/api/sessions', bearer(admin.token))).status).toBe(403);
    expect((await admin.browser.get('/api/me')).body.isAdmin).toBe(false);
    // Signing in again does not bring it back.
    expect((await (await signIn(t, 'new.admin@club.org')).browser.get('/api/sessions')).status).toBe(403);
  });

  it('an invitation not yet taken up can be withdrawn', async () => {
    await owner.browser.post(ADMINS, { email: 'maybe@club.org' });
    const withdrawn = await owner.browser.delete(`${ADMINS}/maybe@club.org`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.admins.map((a: { email: string }) => a.email)).not.toContain('maybe@club.org');
    const later = await createAccount(t, 'maybe@club.org');
    expect((await later.browser.get('/api/me')).body.isAdmin).toBe(false);
  });

  it('an account that already verified the address is an admin at once, in the session it has', async () => {
    const member = await signIn(t, 'member@club.org');
    expect((await member.browser.get('/api/sessions')).status).toBe(403);
    const res = await owner.browser.post(ADMINS, { email: 'member@club.org' });
    expect(res.body.admins).toContainEqual(entry('member@club.org', 'admin', false));
    expect((await member.browser.get('/api/sessions')).status).toBe(200);
  });

  it('an invited address the command line makes an admin is listed once, and its invitation used up', async () => {
    await owner.browser.post(ADMINS, { email: 'cli.made@club.org' });
    cliJson(
      await runCli(
        ['admin:create', '--email', 'cli.made@club.org', '--password', 'cli-made-pass-77'],
        cliEnvFor(t.db),
      ),
    );
    const cliAdmin = await signIn(t, 'cli.made@club.org', 'cli-made-pass-77');
    expect((await cliAdmin.browser.get('/api/sessions')).status).toBe(200);
    const list = (await owner.browser.get(ADMINS)).body.admins;
    expect(list.filter((a: { email: string }) => a.email === 'cli.made@club.org')).toEqual([
      entry('cli.made@club.org', 'admin', false),
    ]);
    // Removing it leaves no invitation behind to make it an admin again.
    await owner.browser.delete(`${ADMINS}/cli.made@club.org`);
    const again = await signIn(t, 'cli.made@club.org', 'cli-made-pass-77');
    expect((await again.browser.get('/api/sessions')).status).toBe(403);
  });

  it('an invited Google address becomes an admin on its first Google sign-in; an unverified one does not', async () => {
    await owner.browser.post(ADMINS, { email: 'pat@gmail.example' });
    await owner.browser.post(ADMINS, { email: 'sam@gmail.example' });
    oidc.identity = { sub: 'g-sam', email: 'sam@gmail.example', name: 'Sam', emailVerified: false };
    const sam = browser(t);
    await googleSignIn(sam);
    // Signed in or not, an unverified address gets no admin rights.
    expect([401, 403]).toContain((await sam.get('/api/sessions')).status);

    oidc.identity = { sub: 'g-pat', email: 'Pat@gmail.example', name: 'Pat', emailVerified: true };
    const pat = browser(t);
    const res = await googleSignIn(pat);
    expect(res.status).toBe(302);
    expect((await pat.get('/api/sessions')).status).toBe(200);
    const list = (await owner.browser.get(ADMINS)).body.admins;
    expect(list).toContainEqual(entry('pat@gmail.example', 'admin', false));
    expect(list).toContainEqual(entry('sam@gmail.example', 'admin', true));
  });
});

describe('a stranger cannot pre-claim an invited address', () => {
  let t: AuthTestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    t = await startAuthTestApp();
    owner = await createAccount(t, 'owner@club.org', 'Olive Owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the stranger signs up with the invited address first; the mailbox holder ends up the only admin', async () => {
    const STRANGER = 'stranger-picked-this-7';
    const HOLDER = 'holder-picked-this-8';
    expect((await owner.browser.post(ADMINS, { email: 'coach@club.org' })).status).toBe(200);

    const stranger = await signUp(t, { email: 'coach@club.org', name: 'Not Coach', password: STRANGER });
    expect(stranger.status).toBe(200);
    // Unconfirmed, the stranger cannot sign in at all.
    expect((await signIn(t, 'coach@club.org', STRANGER)).res.status).toBe(403);

    // The confirmation goes to the coach's mailbox; the coach opens it on their own phone.
    const mail = await t.mail.latestTo('coach@club.org', '/api/auth/verify-email');
    const link = appLink(t, mail, '/api/auth/verify-email');
    const coach = browser(t);
    const opened = await coach.hop('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    const target = new URL(opened.location ?? '', t.url);
    expect(target.pathname).toBe('/auth');
    const token = target.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    // The invitation is still waiting: nobody has signed in with the address yet.
    expect((await owner.browser.get(ADMINS)).body.admins).toContainEqual(
      entry('coach@club.org', 'admin', true),
    );

    // The stranger's password opens nothing, before or after the coach chooses one.
    expect((await signIn(t, 'coach@club.org', STRANGER)).res.status).toBe(401);
    expect((await coach.hop('POST', '/api/auth/reset-password', { newPassword: HOLDER, token })).status).toBe(
      200,
    );
    expect((await signIn(t, 'coach@club.org', STRANGER)).res.status).toBe(401);

    const signedIn = await signIn(t, 'coach@club.org', HOLDER);
    expect(signedIn.res.status).toBe(200);
    expect((await signedIn.browser.get('/api/sessions')).status).toBe(200);
    expect((await owner.browser.get(ADMINS)).body.admins).toContainEqual(
      entry('coach@club.org', 'admin', false),
    );
  });
});
