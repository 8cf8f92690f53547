import { expect } from '@playwright/test';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test.describe('a player on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('books self and two family members, then a cancellation moves the waiting one up', async ({
    page,
  }) => {
    const session = await futureSession({ capacity: 2 });
    const parts = await openBookingPage(page, session.link);
    await expect(page).toHaveTitle(/^\d{2}\/\d{2} Session - Tennis Fitness$/);
    await expect(parts.participants.getByText('No bookings yet. Be the first to book!')).toBeVisible();
    await expect(page.getByText('Please enter at least one name to book.')).toBeVisible();
    await expect(parts.submit).toBeDisabled();

    await parts.yourName.fill('Alice Courtside');
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Bob Courtside');
    await parts.addFamilyMember.click();
    await parts.familyMember(2).fill('Cara Courtside');
    await expect(parts.submit).toHaveText('Book 3 Spot(s)');
    await parts.submit.click();

    await expect(page.getByText('2 spot(s) confirmed, 1 added to waiting list')).toBeVisible();
    await expect(parts.confirmed.getByRole('heading')).toHaveText('Confirmed Spots (2/2)');
    await expect(parts.confirmed.getByRole('listitem')).toHaveCount(2);
    await expect(parts.confirmed.getByRole('listitem').nth(0)).toContainText('Alice Courtside');
    await expect(parts.confirmed.getByRole('listitem').nth(1)).toContainText('Bob Courtside');
    await expect(parts.waiting.getByRole('listitem')).toHaveCount(1);
    await expect(parts.waiting.getByRole('listitem')).toContainText('Cara Courtside');
    await expect(parts.participants.getByText('Your booking')).toHaveCount(3);

    await parts.participants.getByRole('button', { name: 'Cancel booking for Alice Courtside' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
    await expect(dialog).toContainText('Alice Courtside');
    // Three days ahead: no fee note.
    await expect(dialog.getByText(/fee may apply/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();

    await expect(page.getByText('Booking canceled')).toBeVisible();
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Bob Courtside/, /Cara Courtside/]);
    await expect(parts.waiting.getByRole('listitem')).toHaveCount(0);
    await expect(parts.waiting).toContainText('No one is waiting');
    await expect(parts.confirmed.getByRole('heading')).toHaveText('Confirmed Spots (2/2)');
  });

  test('keeps the dialog closed when the player keeps the booking', async ({ page }) => {
    const session = await futureSession();
    await openBookingPage(page, session.link);
    await bookNames(page, ['Dana Keeper']);
    const parts = bookingPage(page);
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await parts.participants.getByRole('button', { name: 'Cancel booking for Dana Keeper' }).click();
    await page.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Dana Keeper/]);
  });

  test('a dialog closed from the keyboard gives the focus back to the button that opened it', async ({
    page,
  }) => {
    const session = await futureSession();
    await openBookingPage(page, session.link);
    await bookNames(page, ['Kit Keys']);
    // The result takes the focus once it has loaded (decision 0062): the keyboard starts from there.
    const parts = bookingPage(page);
    await expect(parts.result).toBeFocused();
    const cancel = parts.participants.getByRole('button', { name: 'Cancel booking for Kit Keys' });
    // Before, the focus fell to the page's body and the player tabbed from the top again.
    for (const close of ['Escape', 'Keep Booking']) {
      await cancel.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.getByRole('button', { name: close }).press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(cancel).toBeFocused();
    }
    const bell = page.getByRole('button', { name: 'Waiting list notifications' });
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bell).toBeFocused();
  });

  test('a field or button the keyboard reaches is never left under the fixed bell', async ({ page }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    for (let i = 0; i < 3; i++) await parts.addFamilyMember.click();
    const remove = page.getByRole('button', { name: 'Remove Family Member 2' });
    const bell = await page.getByRole('button', { name: 'Waiting list notifications' }).boundingBox();
    // Scrolled so that the row's ✕ sits right under the bell, as a player scrolling down leaves it.
    const at = await remove.boundingBox();
    await page.evaluate((by) => window.scrollBy(0, by), (at?.y ?? 0) - (bell?.y ?? 0) - 12);
    await parts.familyMember(2).focus();
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    // Before, the focused ✕ stayed where it was, its top half under the bell (WCAG 2.4.11).
    const focused = await remove.boundingBox();
    expect(focused?.y).toBeGreaterThanOrEqual((bell?.y ?? 0) + (bell?.height ?? 0));
  });

  test('removing a family row from the keyboard leaves the focus on the row that takes its place', async ({
    page,
  }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    for (let i = 0; i < 2; i++) await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Row One');
    await parts.familyMember(2).fill('Row Two');
    // Before, the focus fell to the page's body with the ✕ that had it.
    await page.getByRole('button', { name: 'Remove Family Member 1' }).press('Enter');
    await expect(parts.familyMember(1)).toHaveValue('Row Two');
    await expect(parts.familyMember(1)).toBeFocused();
    await page.getByRole('button', { name: 'Remove Family Member 1' }).press('Enter');
    await expect(parts.familyMember(1)).toHaveCount(0);
    await expect(parts.yourName).toBeFocused();
  });

  test('a dialog opened over a toast closes the toast; the focus stays in the list after a cancel', async ({
    page,
  }) => {
    const session = await futureSession({ capacity: 1 });
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Ada Toast', 'Wim Toast']);
    // The booking's toast (6 s, with the notification offer) covered the dialog's question before.
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('1 spot(s) confirmed, 1 added to waiting list');
    await expect(parts.result).toBeFocused();
    const cancel = parts.participants.getByRole('button', { name: 'Cancel booking for Wim Toast' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
    await expect(dialog).toBeVisible();
    // Well within the toast's own 6 s: it goes because the dialog opened.
    await expect(toast).toHaveCount(0, { timeout: 1500 });
    await dialog.getByRole('button', { name: 'Cancel Booking' }).press('Enter');
    await expect(parts.waiting.getByRole('listitem')).toHaveCount(0);
    // The canceled row and its button are gone: the focus goes to what held them, not the page's top.
    await expect(page.locator('body')).not.toBeFocused();
    expect(await parts.participants.evaluate((list) => list.contains(document.activeElement))).toBe(true);
  });

  test('cancelling from a booked row of the form leaves the focus on that row', async ({ page }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Fay Form', 'Gus Form']);
    await expect(parts.confirmed.getByRole('listitem')).toHaveCount(2);
    // The result takes the focus once it has loaded (decision 0062): the keyboard starts from there.
    await expect(parts.result).toBeFocused();
    const form = page.getByRole('form', { name: 'Book spots' });
    await form.getByRole('button', { name: 'Cancel booking for Gus Form' }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).press('Enter');
    await expect(parts.familyMember(1)).toHaveAccessibleDescription('Canceled');
    // The row's cancel button gave way to its ✕ once the server agreed; before, the focus fell to the body.
    await expect(page.locator('body')).not.toBeFocused();
    expect(await form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
  });

  test('an unticked family member is not booked', async ({ page }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await parts.yourName.fill('Gus Main');
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Hana Home');
    // The tick is a 44×44 px target around its 24 px box: a tap at the target's corner unticks it.
    const tick = page.getByRole('checkbox', { name: 'Book Family Member 1' });
    const target = await page.locator('label', { has: tick }).boundingBox();
    if (!target) throw new Error('the tick is not laid out');
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    await page.mouse.click(target.x + 2, target.y + 2);
    await expect(tick).not.toBeChecked();
    await expect(parts.submit).toHaveText('Book 1 Spot(s)');
    await parts.submit.click();
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Gus Main/]);
  });
});
