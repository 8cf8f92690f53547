// Admin accounts for the browser journeys: made through the real command line (DESIGN.md §7) and
// signed in through better-auth's real endpoint, so each test starts on the dashboard.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.ts';

export const ADMIN_PASSWORD = 'Court-side-2026!';

/** A verified admin of its own: sign-in is rate limited per email, so tests never share one. */
export function createAdmin(): { email: string; password: string } {
  const email = `admin-${randomUUID().slice(0, 8)}@club.test`;
  execFileSync(
    'npx',
    ['tsx', 'src/cli/main.ts', 'admin:create', '--email', email, '--password', ADMIN_PASSWORD],
    {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return { email, password: ADMIN_PASSWORD };
}

/** Signs a fresh admin in (the session cookie lands in the page's context) and opens /admin. */
export async function openDashboardAsAdmin(page: Page) {
  const admin = createAdmin();
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

/** Signs out through the dashboard's account menu. */
export async function signOutFromDashboard(
  page: Page,
  choice: 'Sign out' | 'Sign out everywhere' = 'Sign out',
) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}
