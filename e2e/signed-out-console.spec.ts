import { expect } from '@playwright/test';
import { errorsOf } from './support/console-errors.ts';
import { test } from './support/test.ts';

// Issue 20: a signed-out visit logged "Failed to load resource: … 401" for GET /api/me on every
// load. The web app now asks better-auth's get-session first (200, null when signed out) and asks
// /api/me only when someone is signed in (decision 0071); /api/me itself still answers 401.
for (const path of ['/', '/sessions', '/auth']) {
  test(`a signed-out load of ${path} logs no console error`, async ({ page }) => {
    const errors = errorsOf(page);
    const me = page
      .waitForResponse((res) => res.url().includes('/api/auth/get-session'), { timeout: 5000 })
      .catch(() => null);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path === '/auth') await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(errors).toEqual([]);
    if (path === '/auth') expect((await me)?.status()).toBe(200);
  });
}

test('signed out, /admin sends the visitor to /auth without a console error; /api/me still answers 401', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
