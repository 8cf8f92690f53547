// The installable app (decision 0036): a booking page seen once opens again without a network, showing the
// roster as last seen and saying it is offline rather than failing.
import { expect } from '@playwright/test';
import { bookingPage, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a booking page opened offline shows the last-known roster and an offline note', async ({
  page,
  context,
}) => {
  const session = await futureSession({ capacity: 1, preAdd: ['Olive Offline', 'Pete Offline'] });
  await openBookingPage(page, session.link);
  // The page registers the worker; once it controls the page, a reload goes through it and is kept.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.reload();
  await expect(bookingPage(page).confirmed).toContainText('Olive Offline');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  const parts = bookingPage(page);
  await expect(page.getByRole('heading', { name: session.title })).toBeVisible();
  await expect(parts.confirmed).toContainText('Olive Offline');
  await expect(parts.waiting).toContainText('Pete Offline');
  await expect(page.getByText('Offline: showing the last list.', { exact: false })).toBeVisible();
  await expect(page.getByText('Error loading session')).toHaveCount(0);
  await context.setOffline(false);
});

test('the app is installable: Chromium finds no installability error, and the icons load', async ({
  page,
  context,
}) => {
  await page.goto('/sessions');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito ones, where Chromium never installs anything.
  const appErrors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
  expect(appErrors).toEqual([]);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});
