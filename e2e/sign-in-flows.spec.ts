// Sign-in journeys through the real local services (test-services.ts): the confirmation mail is read
// from a real SMTP sink, and "Google" is a real OpenID Connect server the browser is sent to and back
// from. ADMIN_EMAILS on the e2e server names the admin identities (support/env.ts).
//
// The Google tests share the issuer's "next identity". They are all in this file, whose tests run one
// after another in one worker, so no other test changes it mid-sign-in.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { createAdmin, signOutFromDashboard } from './support/admin.ts';
import { E2E_ADMIN_EMAILS, E2E_BASE_URL, OIDC_PORT } from './support/env.ts';
import { latestMailTo, setGoogleIdentity } from './support/services.ts';
import { test } from './support/test.ts';

const PASSWORD = 'a-long-enough-password';

/** Signs up on /auth and returns the confirmation link the server mailed. */
async function signUpAndReadConfirmation(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for a confirmation link')).toBeVisible();

  const mail = await latestMailTo(email, 'Confirm your');
  expect(mail.from).toBe('bookings@club.test');
  const link = mail.links.find((l) => new URL(l).pathname === '/api/auth/verify-email');
  expect(link, `a confirmation link in:\n${mail.text}`).toBeDefined();
  expect(new URL(link as string).origin).toBe(E2E_BASE_URL);
  return link as string;
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  return { status: res.status(), body: res.ok() ? await res.json() : null };
}

/** Clicks 'Sign in with Google' and checks the browser really went to the issuer and came back. */
async function signInWithGoogle(page: Page) {
  const issuerPages: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().startsWith(`http://127.0.0.1:${OIDC_PORT}/`))
      issuerPages.push(r.url());
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(issuerPages.some((u) => new URL(u).pathname === '/authorize')).toBe(true);
}

test('signing up with email: the mailed confirmation link signs the new admin in on the dashboard', async ({
  page,
}) => {
  const email = E2E_ADMIN_EMAILS.signUp;
  const link = await signUpAndReadConfirmation(page, 'Sam Signup', email);

  await page.goto(link);
  await expectDashboard(page);
  expect(await me(page)).toEqual({
    status: 200,
    body: { user: { id: expect.any(String), email, name: 'Sam Signup' }, isAdmin: true },
  });
});

test('Sign in with Google goes to the OpenID Connect server and back to the dashboard, signed in', async ({
  page,
}) => {
  await setGoogleIdentity({ email: E2E_ADMIN_EMAILS.google, name: 'Gina Google' });
  await signInWithGoogle(page);
  await expectDashboard(page);
  expect(await me(page)).toEqual({
    status: 200,
    body: {
      user: { id: expect.any(String), email: E2E_ADMIN_EMAILS.google, name: 'Gina Google' },
      isAdmin: true,
    },
  });

  // Signing out ends the app's session only: the browser stays on this site rather than following
  // better-auth to the provider's logout page.
  await signOutFromDashboard(page);
  await expect(page).toHaveURL(/\/auth$/);
  expect((await me(page)).status).toBe(401);
});

test.describe('an account that is not an admin', () => {
  // The first account ever created is the owner: make sure it is somebody else.
  test.beforeAll(async () => {
    await createAdmin();
  });

  test('signed in with Google, sees the "not an admin" page and can sign out', async ({ page }) => {
    const email = `player-${randomUUID().slice(0, 8)}@gmail.example`;
    await setGoogleIdentity({ email, name: 'Pat Player' });
    await signInWithGoogle(page);

    await expect(page.getByRole('heading', { name: 'Not an admin' })).toBeVisible();
    await expect(page.getByText(`Your account (${email}) is not an admin of this club.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toHaveCount(0);
    expect(await me(page)).toMatchObject({ status: 200, body: { user: { email }, isAdmin: false } });
    // The server refuses admin calls too, not just the screen.
    expect((await page.request.get('/api/admin/session-defaults')).status()).toBe(403);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect((await me(page)).status).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('confirmed by email, lands on the "not an admin" page and can sign out', async ({ page }) => {
    const email = `member-${randomUUID().slice(0, 8)}@club.test`;
    const link = await signUpAndReadConfirmation(page, 'Mel Member', email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Not an admin' })).toBeVisible();
    expect(await me(page)).toMatchObject({ status: 200, body: { user: { email }, isAdmin: false } });

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await me(page)).status).toBe(401);
  });

  test('confirmed on another device: chooses a password there, then signs in with it (decision 0059)', async ({
    page,
    browser,
  }) => {
    const email = `phone-${randomUUID().slice(0, 8)}@club.test`;
    const link = await signUpAndReadConfirmation(page, 'Phoebe Phone', email);

    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const other = await phone.newPage();
    try {
      await other.goto(link);
      await expect(other).toHaveURL(/\/auth\?token=[^&]+&confirmed=1&email=/);
      await expect(other.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      await expect(
        other.getByText('Your email is confirmed. Choose the password you will sign in with.'),
      ).toBeVisible();
      // The account is shown, and is the username a password manager saves the new password under.
      const account = other.getByLabel('Email');
      await expect(account).toHaveValue(email);
      await expect(account).toHaveAttribute('readonly', '');
      await expect(account).toHaveAttribute('autocomplete', 'username');
      await expectAccessible(other, 360);
      await other.screenshot({ path: test.info().outputPath('choose-password-360.png'), fullPage: true });
      // The password typed at sign-up was not kept: only the one chosen here works.
      expect(
        (
          await other.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })
        ).status(),
      ).toBe(401);

      await other.getByLabel('New password', { exact: true }).fill('phone-chosen-password');
      await other.getByLabel('Confirm new password').fill('phone-chosen-password');
      await other.getByRole('button', { name: 'Save Password' }).click();
      await expect(other.getByText('Password saved')).toBeVisible();
      // Signing in starts with the account's email (decision 0188).
      await expect(other.getByLabel('Email')).toHaveValue(email);
      await other.getByLabel('Password', { exact: true }).fill('phone-chosen-password');
      await other.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(other.getByRole('heading', { name: 'Not an admin' })).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('Google on an address someone signed up with but never confirmed: told to confirm by mail first', async ({
    page,
  }) => {
    const email = `claimed-${randomUUID().slice(0, 8)}@gmail.example`;
    // Somebody signed up with this address and a password of their own; it was never confirmed.
    const claim = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Not Them', email, password: 'stranger-owns-this-1', callbackURL: '/admin' },
    });
    expect(claim.status()).toBe(200);

    await setGoogleIdentity({ email, name: 'Real Owner' });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the toast straight in its final place
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByText('This email has an account waiting for confirmation', { exact: false }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('google-pre-claimed-toast.png') });
    expect((await me(page)).status).toBe(401);
  });
});
