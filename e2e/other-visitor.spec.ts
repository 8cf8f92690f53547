import { expect } from '@playwright/test';
import type { SessionDto } from '#core/schemas.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test('another visitor sees the names but cannot cancel them', async ({ browser }) => {
  const session = await futureSession();
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    await openBookingPage(firstPage, session.link);
    await bookNames(firstPage, ['Ivy First', 'Jon First']);
    await expect(firstPage.getByText('Successfully booked')).toBeVisible();
    await expect(bookingPage(firstPage).cancelButtons).toHaveCount(2);

    const secondPage = await second.newPage();
    const other = await openBookingPage(secondPage, session.link);
    await expect(other.confirmed.getByRole('listitem')).toHaveText([/Ivy First/, /Jon First/]);
    await expect(other.participants.getByText('Your booking')).toHaveCount(0);
    await expect(other.cancelButtons).toHaveCount(0);

    // The answer does not give away whose bookings they are…
    const seen = (await (
      await second.request.get(`/api/sessions/by-link/${session.link}`)
    ).json()) as SessionDto;
    expect(seen.bookings.every((b) => b.userId === undefined)).toBe(true);

    // …and a hand-made cancel request for someone else's booking is refused.
    const mine = (await (
      await first.request.get(`/api/sessions/by-link/${session.link}`)
    ).json()) as SessionDto;
    const target = mine.bookings[0];
    if (!target) throw new Error('the first visitor has no booking');
    const refused = await second.request.delete(`/api/sessions/${session.id}/bookings/${target.id}`);
    expect(refused.status()).toBe(403);

    await secondPage.getByRole('button', { name: 'Refresh' }).click();
    await expect(other.confirmed.getByRole('listitem')).toHaveText([/Ivy First/, /Jon First/]);
  } finally {
    await first.close();
    await second.close();
  }
});
