import { expect } from '@playwright/test';
import { createAdmin, openDashboardAsAdmin, signOutFromDashboard } from './support/admin.ts';
import { test } from './support/test.ts';

test('a visitor who is not signed in is sent from /admin to the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // The e2e server has Google configured (the local OIDC server of support/test-services.ts).
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('a wrong password is explained; the right one opens the dashboard; sign out returns to /auth', async ({
  page,
}) => {
  const admin = await createAdmin();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password. Please try again.');

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();

  // A signed-in admin who opens /auth goes straight back to the dashboard.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin$/);

  await signOutFromDashboard(page);
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-up explains a weak password, then asks to confirm the email before signing in', async ({
  page,
}) => {
  const email = `new-${Date.now()}@club.test`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill('New Admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is too short: use at least 8 characters.');

  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Password is too easy to guess: use a longer one, such as three or four unrelated words.',
  );

  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email for a confirmation link')).toBeVisible();

  await page.reload();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Your email is not confirmed yet.');
});

test('forgot password sends a reset link; an invalid reset token is explained', async ({ page }) => {
  const admin = await createAdmin();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();

  await page.goto('/auth?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Request a new one.',
  );
  // Not a dead end: a new link is asked for from here (decision 0183).
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(admin.email);
  // The address's mail limit (5 an hour) is told with its real wait: before, 'wait a minute'.
  for (let sent = 2; sent <= 5; sent++) {
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(admin.email);
  }
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many requests - please wait \d+ minutes and try again\.$/,
  );
});

test('an admin page opened signed out is where signing in leads; a failed confirmation link is told', async ({
  page,
}) => {
  const admin = await createAdmin();
  await page.goto('/admin/players?q=zz');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Before, every sign-in landed on the dashboard (decision 0183).
  await expect(page).toHaveURL(/\/admin\/players\?q=zz$/);

  await page.context().clearCookies();
  await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=/admin');
  await expect(page).toHaveURL(/\/auth\?confirm=failed$/);
  await expect(page.getByRole('alert')).toHaveText(/^This confirmation link is invalid or has expired\./);
});

test('coming back from a failed Google sign-in shows the failure toast', async ({ page }) => {
  await page.goto('/auth?error=google');
  await expect(page.getByText('Google Sign In Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('when the server cannot be reached the admin is not signed out, and can try again', async ({ page }) => {
  await openDashboardAsAdmin(page);
  // The next load of /admin finds the server unreachable: the sign-in state is unknown, not "signed out".
  await page.route('**/api/me', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('heading', { name: "Can't reach the server" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin$/);

  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
