// Admin accounts for the browser journeys: made by the real command line's code (docs/product/system.md) and
// signed in through better-auth's real endpoint, so each test starts on the dashboard.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eCli } from './cli.ts';
import { E2E_BASE_URL } from './env.ts';

export const ADMIN_PASSWORD = 'Court-side-2026!';

/** A verified admin of its own: sign-in is rate limited per email, so tests never share one. */
export async function createAdmin(): Promise<{ email: string; password: string }> {
  const email = `admin-${randomUUID().slice(0, 8)}@club.test`;
  await e2eCli(['admin:create', '--email', email, '--password', ADMIN_PASSWORD]);
  return { email, password: ADMIN_PASSWORD };
}

/** Signs a fresh admin in (the session cookie lands in the page's context) and opens /admin. */
export async function openDashboardAsAdmin(page: Page) {
  const admin = await createAdmin();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading sessions' })).toHaveCount(0);
  return admin;
}

/** The dashboard card of the session with this (unique) title. */
export function sessionCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Opens a card's More menu (decision 0069) and returns it: the copy, share and calendar actions. */
export async function openCardMenu(page: Page, title: string) {
  await sessionCard(page, title).getByRole('button', { name: 'More actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs out through the dashboard's account menu. */
export async function signOutFromDashboard(
  page: Page,
  choice: 'Sign out' | 'Sign out everywhere' = 'Sign out',
) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}
