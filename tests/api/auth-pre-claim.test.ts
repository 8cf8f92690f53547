// A stranger cannot pre-claim an ADMIN_EMAILS address (decision 0059): before the coach signs up, a
// stranger signs up with the coach's address and a password of their own. Whatever link the coach
// then opens, the stranger's password does not survive the confirmation; the whole story runs over
// HTTP, with the mail read from a real SMTP sink and Google played by a real OpenID Connect server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  appLink,
  type Browser,
  browser,
  confirmEmail,
  createAccount,
  SESSION_COOKIE,
  signIn,
  signUp,
  startAuthTestApp,
} from '../support/accounts.ts';
import { type OidcServer, startOidcServer } from '../support/oidc-server.ts';

const STRANGER_PASSWORD = 'stranger-owns-this-1';
const COACH_PASSWORD = 'coach-chose-this-2';
const VERIFY = '/api/auth/verify-email';

/** Every confirmation link mailed to `email` so far, oldest first. */
function confirmationLinks(t: AuthTestApp, email: string): URL[] {
  return t.mail.messages
    .filter((m) => m.to.includes(email) && m.text.includes(VERIFY))
    .map((m) => appLink(t, m, VERIFY));
}

/** Opens a link the way a mail client hands it to the coach's browser. */
const open = (b: Browser, link: URL) => b.hop('GET', link.pathname + link.search);

/** The set-password step a confirmation leads to: the token in `/auth?token=…&confirmed=1`. */
function choosePasswordToken(t: AuthTestApp, location: string | null): string {
  const target = new URL(location ?? '', t.url);
  expect(target.origin + target.pathname).toBe(`${t.url}/auth`);
  expect(target.searchParams.get('confirmed')).toBe('1');
  // The account whose password is chosen, for the form and a password manager (decision 0188).
  expect(target.searchParams.get('email')).toMatch(/@club\.org$/);
  const token = target.searchParams.get('token');
  expect(token).toBeTruthy();
  return token as string;
}

async function isAdminWith(t: AuthTestApp, email: string, password: string): Promise<number> {
  const { res, browser: b } = await signIn(t, email, password);
  if (res.status !== 200) return res.status;
  return (await b.get('/api/sessions')).status;
}

describe('a stranger pre-claims the coach’s ADMIN_EMAILS address', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ ADMIN_EMAILS: 'coach@club.org,coach2@club.org,coach3@club.org' });
    await createAccount(t, 'owner@club.org', 'Olive Owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the coach opens the stranger’s link: confirmed, the stranger’s password is void, the coach chooses one', async () => {
    const stranger = await signUp(t, {
      email: 'coach@club.org',
      name: 'Not Coach',
      password: STRANGER_PASSWORD,
    });
    expect(stranger.status).toBe(200);
    const [strangersLink] = confirmationLinks(t, 'coach@club.org');
    expect(strangersLink).toBeDefined();

    // The coach's own sign-up answers like any sign-up, and now mails a fresh confirmation link.
    const coach = browser(t);
    const coachUp = await signUp(
      t,
      { email: 'coach@club.org', name: 'Coach', password: COACH_PASSWORD },
      coach,
    );
    expect(coachUp.status).toBe(200);
    expect(coachUp.body.user).toMatchObject({ email: 'coach@club.org', emailVerified: false });
    await t.mail.waitFor(() => confirmationLinks(t, 'coach@club.org').length === 2);

    // The coach opens the first mail: the stranger's link.
    const opened = await open(coach, strangersLink as URL);
    expect(opened.status).toBe(302);
    const token = choosePasswordToken(t, opened.location);
    expect(coach.cookies.has(SESSION_COOKIE)).toBe(false);

    // The stranger's password opens nothing, before or after the coach chooses one.
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(401);
    expect(await isAdminWith(t, 'coach@club.org', COACH_PASSWORD)).toBe(401);

    const chosen = await coach.hop('POST', '/api/auth/reset-password', {
      newPassword: COACH_PASSWORD,
      token,
    });
    expect(chosen.status).toBe(200);
    expect(await isAdminWith(t, 'coach@club.org', COACH_PASSWORD)).toBe(200);
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(401);

    // The coach's own (second) link now finds the address confirmed and changes nothing.
    const [, coachsLink] = confirmationLinks(t, 'coach@club.org');
    expect((await open(browser(t), coachsLink as URL)).status).toBe(302);
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(401);
    expect(await isAdminWith(t, 'coach@club.org', COACH_PASSWORD)).toBe(200);
  });

  it('the coach opens their own newer link: the same, the stranger’s password never works', async () => {
    expect((await signUp(t, { email: 'coach2@club.org', password: STRANGER_PASSWORD })).status).toBe(200);
    const coach = browser(t);
    expect((await signUp(t, { email: 'coach2@club.org', password: COACH_PASSWORD }, coach)).status).toBe(200);
    await t.mail.waitFor(() => confirmationLinks(t, 'coach2@club.org').length === 2);
    const newest = confirmationLinks(t, 'coach2@club.org').at(-1) as URL;

    const opened = await open(coach, newest);
    const token = choosePasswordToken(t, opened.location);
    expect(await isAdminWith(t, 'coach2@club.org', STRANGER_PASSWORD)).toBe(401);
    expect(
      (await coach.hop('POST', '/api/auth/reset-password', { newPassword: COACH_PASSWORD, token })).status,
    ).toBe(200);
    expect(await isAdminWith(t, 'coach2@club.org', COACH_PASSWORD)).toBe(200);
  });

  it('the stranger’s own browser gains nothing: it never sees the link', async () => {
    const stranger = await signUp(t, { email: 'coach3@club.org', password: STRANGER_PASSWORD });
    // Re-sending the link, signing in, signing up again: all go to the coach's mailbox or fail.
    expect(
      (await stranger.browser.hop('POST', '/api/auth/send-verification-email', { email: 'coach3@club.org' }))
        .status,
    ).toBe(200);
    expect((await signIn(t, 'coach3@club.org', STRANGER_PASSWORD)).res.status).toBe(403);
    // The coach confirms from their phone (no sign-up in that browser): the stranger is locked out.
    const { res } = await confirmEmail(t, 'coach3@club.org');
    choosePasswordToken(t, res.location);
    expect(await isAdminWith(t, 'coach3@club.org', STRANGER_PASSWORD)).toBe(401);
    // A link opened later in the stranger's browser (say, forwarded) finds the address confirmed.
    const [first] = confirmationLinks(t, 'coach3@club.org');
    await open(stranger.browser, first as URL);
    expect(await isAdminWith(t, 'coach3@club.org', STRANGER_PASSWORD)).toBe(401);
  });

  it('keeps the password when the link is opened in the browser that signed up', async () => {
    const up = await signUp(t, { email: 'same.browser@club.org', password: COACH_PASSWORD });
    const { res } = await confirmEmail(t, 'same.browser@club.org', up.browser);
    expect(res.status).toBe(302);
    expect(new URL(res.location ?? '', t.url).pathname).toBe('/admin');
    expect(up.browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await signIn(t, 'same.browser@club.org', COACH_PASSWORD)).res.status).toBe(200);
  });

  it('a forged sign-up cookie proves nothing', async () => {
    const up = await signUp(t, { email: 'forged@club.org', password: STRANGER_PASSWORD });
    const id = up.body.user.id as string;
    const other = browser(t);
    other.cookies.set('cs_sign_up', `${id}.${'A'.repeat(43)}`);
    const { res } = await confirmEmail(t, 'forged@club.org', other);
    choosePasswordToken(t, res.location);
    expect((await signIn(t, 'forged@club.org', STRANGER_PASSWORD)).res.status).toBe(401);
  });

  it('a sign-up cookie that is not even %-escaped right proves nothing, without a 500', async () => {
    await signUp(t, { email: 'mangled@club.org', password: STRANGER_PASSWORD });
    const other = browser(t);
    other.cookies.set('cs_sign_up', '%E0%A4%A');
    const { res } = await confirmEmail(t, 'mangled@club.org', other);
    expect(res.status).toBe(302);
    choosePasswordToken(t, res.location);
  });

  it('the sign-up cookie is httpOnly, SameSite=Lax and sent only to /api/auth', async () => {
    const up = await signUp(t, { email: 'attributes@club.org', password: STRANGER_PASSWORD });
    const line = up.setCookies.find((l) => l.startsWith('cs_sign_up='));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\/api\/auth(;|$)/i);
    expect(line).not.toMatch(/;\s*Secure/i); // PUBLIC_URL is http here
  });

  it('a repeat sign-up of a confirmed address mails a note, not a link, and changes nothing', async () => {
    await createAccount(t, 'settled@club.org');
    const again = await signUp(t, { email: 'settled@club.org', password: STRANGER_PASSWORD });
    expect(again.status).toBe(200);
    const note = await t.mail.latestTo('settled@club.org', 'You already have one');
    expect(note.subject).toMatch(/already have/i);
    expect(note.links).toEqual([`${t.publicUrl}/auth`]);
    expect((await signIn(t, 'settled@club.org', STRANGER_PASSWORD)).res.status).toBe(401);
  });
});

describe('the pre-claimed address and Google sign-in', () => {
  let oidc: OidcServer;
  let t: AuthTestApp;
  beforeAll(async () => {
    oidc = await startOidcServer();
    t = await startAuthTestApp({ ...oidc.env(), ADMIN_EMAILS: 'coach@club.org' });
    await createAccount(t, 'owner@club.org');
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  async function googleSignIn(b: Browser) {
    const start = await b.hop('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/admin',
    });
    const atProvider = await b.hop('GET', start.body.url);
    const callback = new URL(atProvider.location ?? '');
    return b.hop('GET', callback.pathname + callback.search);
  }

  it('does not link the coach’s Google identity into the stranger’s account; after the coach confirms, it does', async () => {
    expect((await signUp(t, { email: 'coach@club.org', password: STRANGER_PASSWORD })).status).toBe(200);
    oidc.identity = { sub: 'g-coach', email: 'coach@club.org', name: 'Coach', emailVerified: true };

    // better-auth refuses to link a verified Google identity into an unconfirmed local account.
    const coach = browser(t);
    const refused = await googleSignIn(coach);
    expect(refused.status).toBe(302);
    expect(new URL(refused.location ?? '', t.url).searchParams.get('error')).toBe('account_not_linked');
    expect((await coach.get('/api/me')).status).toBe(401);
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(403);

    // The coach confirms from the mail (any device): the stranger's password is gone...
    const { res } = await confirmEmail(t, 'coach@club.org', coach);
    choosePasswordToken(t, res.location);
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(401);
    // ...and Google signs the coach in as the admin, without any password.
    const linked = await googleSignIn(coach);
    expect(new URL(linked.location ?? '', t.url).pathname).toBe('/admin');
    expect((await coach.get('/api/me')).body).toMatchObject({
      user: { email: 'coach@club.org' },
      isAdmin: true,
    });
    expect(await isAdminWith(t, 'coach@club.org', STRANGER_PASSWORD)).toBe(401);
  });
});

describe('the sign-up cookie on an https site', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'https://club.example' }, { publicUrlIsListenUrl: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is Secure', async () => {
    const up = await signUp(t, { email: 'secure@club.org', password: STRANGER_PASSWORD });
    expect(up.status).toBe(200);
    expect(up.setCookies.find((l) => l.startsWith('cs_sign_up='))).toMatch(/;\s*Secure/i);
  });
});
