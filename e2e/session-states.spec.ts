import { expect, type Page } from '@playwright/test';
import { CANCEL_CUTOFF_DETAIL } from '#core/cancel-rules.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { clubDay, clubTimeIn, createSession, futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

/**
 * How many toasts the page shows once the toaster has had time to mount and show one. Counted once,
 * not retried: a toast closes by itself after 4 s, and a retrying assertion would wait for that.
 */
async function toastCountAfterSettling(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page.locator('[data-sonner-toast]').count();
}

test('an ended session is closed for booking', async ({ page }) => {
  const session = await createSession({ date: clubDay(-1), time: '10:00', preAdd: ['Kim Earlier'] });
  await page.goto(`/book/${session.link}`);
  await expect(page.getByRole('heading', { name: 'Session has ended' })).toBeVisible();
  await expect(page.getByText('Booking is closed.')).toBeVisible();
  await expect(bookingPage(page).yourName).toHaveCount(0);
  await expect(bookingPage(page).confirmed.getByRole('listitem')).toHaveText([/Kim Earlier/]);
  await expect(page.getByText('This session starts within 24 hours')).toHaveCount(0);
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('an ended session shows its roster as it was: no bell, no calendar, no invitation to book', async ({
    page,
  }) => {
    const empty = await createSession({ date: clubDay(-1), time: '09:00' });
    await page.goto(`/book/${empty.link}`);
    await expect(page.getByRole('heading', { name: 'Session has ended' })).toBeVisible();
    await expect(page.getByText('Nobody booked this session.')).toBeVisible();
    await expect(page.getByText(/Be the first to book/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Waiting list notifications' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    await expect(page.getByText(/places? left|booking closed/)).toHaveCount(0);
    await page.screenshot({
      path: '.test-output/screenshots/issue-20/booking-ended-empty.png',
      fullPage: true,
    });
    await expectAccessible(page, 360);
  });

  test('an unknown link says Session Not Found once: in the card, not again in a toast', async ({ page }) => {
    await page.goto('/book/01-01-zzzzzz');
    await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('01/01 Session - Tennis Fitness');
    await expect(
      page.getByText("This booking link doesn't match an open session.", { exact: false }),
    ).toBeVisible();
    expect(await toastCountAfterSettling(page)).toBe(0);
    expect(await page.getByText(/session not found/i).count()).toBe(1);
    await page.screenshot({
      path: '.test-output/screenshots/issue-20/booking-not-found.png',
      fullPage: true,
    });
  });
});

test('a link that cannot be a booking link says so, once', async ({ page }) => {
  await page.goto('/book/not-a-link');
  await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await expect(page.getByText('Invalid session link. Check the link you were sent.')).toBeVisible();
  expect(await toastCountAfterSettling(page)).toBe(0);
});

test('an unpublished session link shows Session Not Found', async ({ page }) => {
  const session = await futureSession({ unpublished: true });
  await page.goto(`/book/${session.link}`);
  await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await expect(bookingPage(page).participants).toHaveCount(0);
});

test('a session starting within 24 hours shows the notice and the fee note on cancelling', async ({
  page,
}) => {
  const soon = clubTimeIn(5);
  const session = await createSession(soon);
  await openBookingPage(page, session.link);
  await expect(page.getByText('This session starts within 24 hours')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Canceling now may incur a fee');

  await bookNames(page, ['Lou Soon']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await bookingPage(page).participants.getByRole('button', { name: 'Cancel booking for Lou Soon' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
  await expect(dialog.getByText(/A cancellation fee may apply/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking canceled')).toBeVisible();
  await expect(page.getByText('No bookings yet. Be the first to book!')).toBeVisible();
});

test('within 24 hours, cancelling a waiting booking warns of no fee and promises no place', async ({
  page,
}) => {
  const session = await createSession({ ...clubTimeIn(5), capacity: 1 });
  const parts = await openBookingPage(page, session.link);
  await bookNames(page, ['Una First', 'Wim Wait']);
  await expect(parts.waiting.getByRole('listitem')).toHaveText([/Wim Wait/]);
  // Before, the waiting player read the fee warning meant for a confirmed place (decision 0158).
  await parts.participants.getByRole('button', { name: 'Cancel booking for Wim Wait' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
  await expect(dialog).toContainText('Cancel the booking for Wim Wait? They come off the waiting list.');
  await expect(dialog.getByText(/fee/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Keep Booking' }).click();
  await parts.participants.getByRole('button', { name: 'Cancel booking for Una First' }).click();
  await expect(dialog).toContainText('the first person on the waiting list takes the spot');
  await expect(dialog.getByText(/A cancellation fee may apply/)).toBeVisible();
});

test('a session more than 24 hours away shows no notice', async ({ page }) => {
  const session = await futureSession();
  await openBookingPage(page, session.link);
  await expect(bookingPage(page).yourName).toBeVisible();
  await expect(page.getByText('This session starts within 24 hours')).toHaveCount(0);
});

test('within 2 hours of the start the page offers no cancel and says why', async ({ page }) => {
  const session = await createSession(clubTimeIn(1));
  const parts = await openBookingPage(page, session.link);
  await expect(page.getByRole('note')).toContainText(CANCEL_CUTOFF_DETAIL);
  await expect(page.getByRole('note')).not.toContainText(/fee/);
  await bookNames(page, ['Max Late']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Max Late/]);
  await expect(parts.participants.getByText('Your booking')).toHaveCount(1);
  await expect(parts.cancelButtons).toHaveCount(0);
});

test('a session 3 hours away still offers the cancel, with the fee note', async ({ page }) => {
  const session = await createSession(clubTimeIn(3));
  const parts = await openBookingPage(page, session.link);
  await expect(page.getByRole('note')).toContainText('may incur a fee');
  await bookNames(page, ['Nat Early']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await parts.participants.getByRole('button', { name: 'Cancel booking for Nat Early' }).click();
  await expect(page.getByRole('alertdialog').getByText(/A cancellation fee may apply/)).toBeVisible();
});
