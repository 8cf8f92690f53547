import { expect, test } from '@playwright/test';
import { CANCEL_CUTOFF_DETAIL } from '../src/core/cancel-rules.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { clubDay, clubTimeIn, createSession, futureSession } from './support/sessions.ts';

test('an ended session is closed for booking', async ({ page }) => {
  const session = await createSession({ date: clubDay(-1), time: '10:00', preAdd: ['Kim Earlier'] });
  await page.goto(`/book/${session.link}`);
  await expect(page.getByRole('heading', { name: 'Session has ended' })).toBeVisible();
  await expect(page.getByText('Booking is closed.')).toBeVisible();
  await expect(bookingPage(page).yourName).toHaveCount(0);
  await expect(bookingPage(page).confirmed.getByRole('listitem')).toHaveText([/Kim Earlier/]);
  await expect(page.getByText('This session starts within 24 hours')).toHaveCount(0);
});

test('an unknown link shows Session Not Found', async ({ page }) => {
  await page.goto('/book/01-01-zzzzzz');
  await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('01/01 Session - Tennis Fitness');
  await expect(page.getByText('Session not found', { exact: true })).toBeVisible();
});

test('a link that cannot be a booking link says so', async ({ page }) => {
  await page.goto('/book/not-a-link');
  await expect(page.getByRole('heading', { name: 'Session Not Found' })).toBeVisible();
  await expect(page.getByText('Invalid session link', { exact: true })).toBeVisible();
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

  await bookNames(page, ['Lou Soon']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await bookingPage(page).participants.getByRole('button', { name: 'Cancel booking for Lou Soon' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
  await expect(dialog.getByText(/A cancellation fee may apply/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking canceled')).toBeVisible();
  await expect(page.getByText('No bookings yet. Be the first to book!')).toBeVisible();
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
