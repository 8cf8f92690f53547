import { expect, type Locator } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { ADMIN_PASSWORD, openDashboardAsAdmin, signOutFromDashboard } from './support/admin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { test } from './support/test.ts';

/** How many rows the boxes stand in (tops within a few pixels count as one row). */
async function rowCount(parts: Locator[]): Promise<number> {
  const tops: number[] = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error('a header part is not shown');
    if (!tops.some((top) => Math.abs(top - box.y) < 8)) tops.push(box.y);
  }
  return tops.length;
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the dashboard header fits in two rows, with the sign-out choices in the account menu', async ({
    page,
  }) => {
    await openDashboardAsAdmin(page);
    const account = page.getByRole('button', { name: 'Account' });
    const create = page.getByRole('button', { name: 'Create', exact: true });
    const unpaid = page.getByRole('link', { name: 'Unpaid Bookings' });
    const heading = page.getByRole('heading', { name: 'Sessions', exact: true });
    expect(await rowCount([heading, account, unpaid, create])).toBeLessThanOrEqual(2);
    await expect(page.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    await expectAccessible(page, 360);

    // The keyboard alone: focus the menu button, open it, move to 'Sign out', choose it.
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Admins', 'Sign out', 'Sign out everywhere']);
    await expectAccessible(page, 360);
    await expect(menu.getByRole('menuitem', { name: 'Admins' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(account).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

test('Sign out everywhere in the account menu ends the other browsers too', async ({ page, browser }) => {
  const admin = await openDashboardAsAdmin(page);
  const other = await browser.newContext();
  try {
    const signedIn = await other.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: ADMIN_PASSWORD },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(signedIn.ok()).toBe(true);
    expect((await other.request.get(`${E2E_BASE_URL}/api/me`)).status()).toBe(200);

    await signOutFromDashboard(page, 'Sign out everywhere');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await other.request.get(`${E2E_BASE_URL}/api/me`)).status()).toBe(401);
  } finally {
    await other.close();
  }
});
