import { expect } from '@playwright/test';
import { NO_NEW_NAMES_MESSAGE } from '#core/names.ts';
import { stillBookedNote } from '../src/web/features/booking/name-entries.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

// Decision 0019: the button counts only the names it will book now.
test.describe('the booking button on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('after booking three, adding a fourth name reads Book 1 and books one', async ({ page }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Ada Count', 'Ben Count', 'Cal Count']);
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await expect(parts.confirmed.getByRole('listitem')).toHaveCount(3);

    await expect(parts.submit).toHaveText('Book Spot(s)');
    await expect(parts.submit).toBeDisabled();
    await expect(page.getByText(NO_NEW_NAMES_MESSAGE)).toBeVisible();
    for (const field of [parts.yourName, parts.familyMember(1), parts.familyMember(2)]) {
      await expect(field).toHaveAccessibleDescription('Confirmed');
    }
    await expect(page.getByRole('checkbox', { name: /^Book Family Member/ })).toHaveCount(0);

    await parts.addFamilyMember.click();
    await parts.familyMember(3).fill('Dee Count');
    await expect(parts.submit).toHaveText('Book 1 Spot(s)');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/bookings'));
    await parts.submit.click();
    expect((await posted).postDataJSON()).toEqual({ names: ['Dee Count'] });
    await expect(parts.confirmed.getByRole('listitem')).toHaveCount(4);
    await expect(parts.submit).toHaveText('Book Spot(s)');
  });

  test('changing a booked name says the booked one stays and the new one books another place', async ({
    page,
  }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Chloe Smyth']);
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await expect(parts.yourName).toHaveAccessibleDescription('Confirmed');
    // Before, fixing a typo silently offered to book a second place (decision 0160).
    await parts.yourName.fill('Chloe Smith');
    const note = stillBookedNote('Chloe Smyth', 'Chloe Smith');
    await expect(page.getByText(note)).toBeVisible();
    await expect(parts.yourName).toHaveAccessibleDescription(note);
    await expect(parts.submit).toHaveText('Book 1 Spot(s)');
    await expectAccessible(page, 360);
    await parts.yourName.fill('Chloe Smyth');
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(parts.yourName).toHaveAccessibleDescription('Confirmed');
  });

  test('a cancelled name is not booked again until the visitor chooses to', async ({ page }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Eve Undo', 'Fay Undo']);
    await expect(page.getByText('Successfully booked')).toBeVisible();

    for (const name of ['Eve Undo', 'Fay Undo']) {
      await parts.participants.getByRole('button', { name: `Cancel booking for ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(parts.participants.getByText(name)).toHaveCount(0);
    }
    await expect(parts.yourName).toHaveAccessibleDescription('Canceled');
    await expect(parts.familyMember(1)).toHaveAccessibleDescription('Canceled');
    await expect(parts.submit).toHaveText('Book Spot(s)');
    await expectAccessible(page, 360);
    await expect(parts.submit).toBeDisabled();

    await page.getByRole('button', { name: 'Book again Fay Undo' }).click();
    await expect(parts.submit).toHaveText('Book 1 Spot(s)');
    await parts.submit.click();
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Fay Undo/]);
    await expect(parts.familyMember(1)).toHaveAccessibleDescription('Confirmed');
    await expect(parts.yourName).toHaveAccessibleDescription('Canceled');
  });
});

test('the participant list and the button agree for a returning visitor', async ({ page }) => {
  const session = await futureSession();
  await openBookingPage(page, session.link);
  await bookNames(page, ['Gil Return']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await page.reload();
  const parts = bookingPage(page);
  await expect(parts.yourName).toHaveAccessibleDescription('Confirmed');
  await expect(parts.submit).toHaveText('Book Spot(s)');
});
