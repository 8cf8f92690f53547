import { expect } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';
import { test } from './support/test.ts';

// A confirmation link whose callbackURL was tampered with must leave the browser on this site
// (decision 0023): better-auth would otherwise answer 'Location: //evil.com?error=INVALID_TOKEN'.
for (const target of ['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '//evil.com', 'https://evil.com/']) {
  test(`a confirmation link with callbackURL ${target} stays on the site`, async ({ page }) => {
    const leftTheSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== E2E_BASE_URL) leftTheSite.push(request.url());
    });
    const query = new URLSearchParams({ token: 'made-up', callbackURL: target });
    const response = await page.goto(`/api/auth/verify-email?${query}`);
    expect(response?.status()).toBe(403);
    expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
    expect(leftTheSite).toEqual([]);
  });
}

test('a confirmation link with a bad token and an own callbackURL lands on that page', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=made-up&callbackURL=/auth');
  // The sign-in page reads the error and then tidies it out of the address bar.
  await expect(page).toHaveURL(new RegExp(`^${E2E_BASE_URL}/auth(\\?error=INVALID_TOKEN)?$`));
});
