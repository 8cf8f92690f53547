// The installable app (decision 0036): a booking page seen once opens again without a network, showing the
// roster as last seen and saying it is offline rather than failing.

import { expect } from '@playwright/test';
import { BOOKING_NO_ANSWER, BOOKING_NOT_SENT } from '../src/web/features/booking/api/create-booking.ts';
import { openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession, uniqueTitle } from './support/sessions.ts';
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

test('offline, a tap whose code or answer cannot be fetched says so and leaves the page in place', async ({
  page,
  context,
}) => {
  test.slow();
  const session = await futureSession();
  await openBookingPage(page, session.link);
  await bookNames(page, ['Quinn Offline']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.reload();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  const parts = bookingPage(page);
  await expect(parts.confirmed).toContainText('Quinn Offline');
  // The cancel dialog's code was never fetched: before, its failed download replaced the whole page
  // with 'Unexpected Application Error!' (decision 0179).
  await parts.cancelButtons.first().click();
  await expect(
    page.getByText('This could not be opened. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: session.title })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // A booking sent offline is refused at once: before, it waited, paused and silent, on 'Booking...'.
  await parts.addFamilyMember.click();
  await parts.familyMember(1).fill('Rae Offline');
  await parts.submit.click();
  await expect(page.getByText('Unable to submit booking. Please try again.')).toBeVisible();
  // ...and says that nothing was booked, and why (decision 0192).
  await expect(page.getByText(BOOKING_NOT_SENT)).toBeVisible();
  await expect(parts.submit).toHaveText('Book 1 Spot(s)');

  // Back online, the same taps work: a failed download is fetched again.
  await context.setOffline(false);
  await parts.cancelButtons.first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  // A connection dropped on the way: no answer at all is not the player's fault (the spec's
  // 'non-ok' text is for an answer that refuses).
  await page.route('**/api/sessions/*/bookings/*', (route) => route.abort('connectionreset'));
  await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(
    page.getByText('Unable to cancel booking - Check your connection and try again.'),
  ).toBeVisible();
  await expect(parts.confirmed).toContainText('Quinn Offline');
  // A booking sent online that gets no answer may have arrived: the player is told to check the
  // list, not that nothing was booked (decision 0192).
  await page.route('**/api/sessions/*/bookings', (route) => route.abort('connectionreset'));
  await parts.submit.click();
  await expect(page.getByText(BOOKING_NO_ANSWER)).toBeVisible();
});

test('a session unpublished while its page is open does not come back on a reload offline', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const session = await futureSession({ title: uniqueTitle('Gone Offline') });
  await openBookingPage(page, session.link);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await openDashboardAsAdmin(adminPage);
    await sessionCard(adminPage, session.title).getByRole('button', { name: 'Published' }).click();
    await expect(adminPage.getByText('Session unpublished')).toBeVisible();
  } finally {
    await admin.close();
  }
  await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  // The page asks the service worker to drop its copies (decision 0179): before, a reload offline
  // showed the session again, with its booking form.
  await expect
    .poll(() =>
      page.evaluate(async (link) => {
        const keys = await (await caches.open('courtside-pages-v1')).keys();
        return keys.filter((request) => request.url.includes(link)).length;
      }, session.link),
    )
    .toBe(0);
  await context.setOffline(true);
  await page.reload().catch(() => {});
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("a booking that fails is told even when the toasts' code cannot be fetched", async ({ page }) => {
    const session = await futureSession();
    await openBookingPage(page, session.link);
    // From here on no code can be fetched (offline, or the files of an older release): the form's
    // checks, the toasts' library, the result.
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    const parts = bookingPage(page);
    await parts.yourName.fill('Rae Offline');
    await parts.submit.click();
    // Before, nothing at all was shown, and no toast appeared again until a reload (decision 0179).
    await expect(page.getByRole('alert')).toHaveText(
      `Unable to submit booking. Please try again. ${BOOKING_NOT_SENT}`,
    );

    await page.unroute('**/assets/**');
    await parts.submit.click();
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await expect(parts.confirmed).toContainText('Rae Offline');
  });

  test('a page whose code cannot be fetched says so, and Try again loads it', async ({ page }) => {
    const session = await futureSession();
    await openBookingPage(page, session.link);
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    // The landing page's code loads on demand (decision 0182): before, this showed 'Unexpected
    // Application Error! Failed to fetch dynamically imported module…'.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  });
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
