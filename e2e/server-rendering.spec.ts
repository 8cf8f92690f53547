// Server-rendered public pages (decision 0033): the content is in the HTML before any script runs,
// and when the app takes over nothing moves and React finds the same markup (no hydration error).
import { expect, type Page } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { bookingPage, bookNames, openBookingPage, preferencesSaved } from './support/booking-page.ts';
import { errorsOf } from './support/console-errors.ts';
import { clubTimeIn, createSession, futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The layout shift of everything that happens from the first paint on (as CLS counts it). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

/** The GETs of `pathname` the page makes from now on, its service worker's included (on the context). */
function readsOf(page: Page, pathname: string): string[] {
  const reads: string[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === pathname) reads.push(request.url());
  });
  return reads;
}

/** A slow phone: the page paints well before the app takes over, so a hydration that moves it shows (decision 0133). */
async function likeASlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the terms page and the 404 page already show their content', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Cancellation Policy' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the booking page and the sessions list already show their content', async ({ page }) => {
    const session = await futureSession({ capacity: 1, preAdd: ['Nina Noscript', 'Otto Noscript'] });
    await page.goto(`/book/${session.link}`);
    const parts = bookingPage(page);
    await expect(page.getByRole('heading', { name: session.title })).toBeVisible();
    await expect(parts.confirmed).toContainText('Nina Noscript');
    await expect(parts.waiting).toContainText('Otto Noscript');
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: session.title })).toBeVisible();
  });
});

test('a returning player’s page hydrates without an error and without moving', async ({ page }) => {
  const session = await futureSession({ capacity: 2 });
  await openBookingPage(page, session.link);
  // The server has the names once their save is answered: a reload before that renders a blank form.
  const saved = preferencesSaved(page);
  await bookNames(page, ['Rita Returning', 'Sam Returning', 'Tia Returning']);
  await expect(bookingPage(page).participants.getByText('Your booking')).toHaveCount(3);
  await saved;

  const errors = errorsOf(page);
  const shift = await watchLayoutShift(page);
  await likeASlowPhone(page);
  await page.reload();
  const parts = bookingPage(page);
  // The remembered names and the own bookings are in the HTML from the first paint on.
  await expect(parts.yourName).toHaveValue('Rita Returning');
  await expect(parts.participants.getByText('Your booking')).toHaveCount(3);
  await expect(parts.waiting).toContainText('Tia Returning');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(await shift()).toBeLessThanOrEqual(0.02);
});

test('a server-rendered booking page is not read again as it hydrates: the live stream keeps it current', async ({
  page,
  browser,
}) => {
  const session = await futureSession({ capacity: 2, preAdd: ['Uma Early'] });
  const reads = readsOf(page, `/api/sessions/by-link/${session.link}`);
  const parts = await openBookingPage(page, session.link);
  await expect(parts.confirmed).toContainText('Uma Early');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openBookingPage(otherPage, session.link);
  expect((await bookNames(otherPage, ['Vic Later'])).status()).toBe(201);
  await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Uma Early/, /Vic Later/]);
  expect(reads).toEqual([]);
  await other.close();
});

test('the terms page and the 404 page arrive rendered and hydrate without an error (their code loads on demand)', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const shift = await watchLayoutShift(page);
  await likeASlowPhone(page);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Terms & Conditions - Tennis Fitness');
  // Each page's shift is its own: the count starts again with each document.
  expect(await shift(), '/terms').toBeLessThanOrEqual(0.02);
  const missing = await page.goto('/no-such-page');
  // Answered 404, titled as the app titles it (decision 0184): before, 200 and the club's name.
  expect(missing?.status()).toBe(404);
  expect(await missing?.text()).toContain('<title>Page Not Found - Tennis Fitness</title>');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Page Not Found - Tennis Fitness');
  // The one error is Chromium's note of the page's own 404.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  expect(await shift(), '/no-such-page').toBeLessThanOrEqual(0.02);
  // In-app, the terms page still opens from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
});

/** Two frames from now: whatever the app changed as it hydrated has been painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('the landing page and the sessions list hydrate without an error, without moving and without reading the list again', async ({
  page,
}) => {
  // One starting within the hour: its card says 'Today · starts in … min', read at the same time on
  // the server and in the browser.
  // The soonest, so the landing page's few cards hold it too.
  const soon = await createSession(clubTimeIn(0.5));
  const errors = errorsOf(page);
  const shift = await watchLayoutShift(page);
  const reads = readsOf(page, '/api/upcoming-sessions');
  await likeASlowPhone(page);
  for (const path of ['/sessions', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: soon.title })).toBeVisible();
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    await painted(page);
    expect(await shift(), path).toBeLessThanOrEqual(0.02);
  }
  // The server rendered each page with the list it had just read (decision 0152).
  expect(reads).toEqual([]);
  expect(errors).toEqual([]);
});
