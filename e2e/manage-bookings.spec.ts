import { expect, type Page, request } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './support/accessibility.ts';
import { createAdmin } from './support/admin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { clubDay, createSession, futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

async function signInAsAdmin(page: Page) {
  const admin = await createAdmin();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.ok()).toBe(true);
}

async function openManageBookings(page: Page, sessionId: string) {
  await page.goto(`/admin/bookings/${sessionId}`);
  await expect(page.getByRole('tab', { name: /^Bookings \(\d+\)$/ })).toBeVisible();
}

/** Books names as one visitor of its own (its own cookie jar), through the public API. */
async function bookAsVisitor(sessionId: string, names: string[]) {
  const visitor = await request.newContext({ baseURL: E2E_BASE_URL });
  const res = await visitor.post(`/api/sessions/${sessionId}/bookings`, {
    data: { names },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(201);
  await visitor.dispose();
}

const confirmedList = (page: Page) => page.getByRole('region', { name: /^Confirmed/ });
const waitingList = (page: Page) => page.getByRole('region', { name: /^Waiting List/ });
const nameButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^\\d+\\. ${name}$`) });

for (const w of VIEWPORTS) {
  test.describe(`managing bookings at ${w.viewport.width} px (${w.name})`, () => {
    test.use({ viewport: w.viewport, isMobile: w.isMobile, hasTouch: w.hasTouch });

    test('adds, renames, marks paid and cancels bookings; the waiting list moves up', async ({ page }) => {
      test.slow();
      const session = await futureSession({ title: uniqueTitle('Manage'), capacity: 2, preAdd: ['Ann Lee'] });
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);

      // Add Booking: a blank name is refused here; Enter submits.
      await page.getByRole('button', { name: 'Add Booking' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Booking' });
      // It opens on its field (decision 0164), which holds a name's 50 characters as the player's does.
      await expect(addDialog.getByLabel('Name')).toBeFocused();
      await expect(addDialog.getByLabel('Name')).toHaveAttribute('maxlength', '50');
      // A name already booked here is pointed out as it is typed (decision 0175), not refused.
      await addDialog.getByLabel('Name').fill('ann lee');
      await expect(addDialog.getByLabel('Name')).toHaveAccessibleDescription(
        'ann lee is already booked in this session. Check that this is someone else.',
      );
      await addDialog.getByLabel('Name').fill('');
      await addDialog.getByRole('button', { name: 'Add Booking' }).click();
      await expect(addDialog.getByText('Name is required.')).toBeVisible();
      // The refused field takes the focus back from the button.
      await expect(addDialog.getByLabel('Name')).toBeFocused();
      await expectAccessible(page, w.viewport.width);
      await addDialog.getByLabel('Name').fill('Bo Chen');
      await addDialog.getByLabel('Name').press('Enter');
      await expect(page.getByText('Booking added').first()).toBeVisible();
      // The toast says where the booking landed (decision 0196).
      await expect(page.getByText('Bo Chen: confirmed')).toBeVisible();
      await expect(addDialog).toBeHidden();
      await page.getByRole('button', { name: 'Add Booking' }).click();
      await addDialog.getByLabel('Name').fill('Cy Diaz');
      await addDialog.getByRole('button', { name: 'Add Booking' }).click();
      await expect(waitingList(page).getByText('Cy Diaz', { exact: true })).toBeVisible();
      await expect(page.getByText('Cy Diaz: waiting list #1')).toBeVisible();
      await expect(confirmedList(page).getByText('Bo Chen', { exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Bookings (3)' })).toBeVisible();

      // Rename.
      await page.getByRole('button', { name: 'Edit Bo Chen' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Booking' });
      await expect(editDialog.getByLabel('Name')).toHaveValue('Bo Chen');
      await editDialog.getByLabel('Name').fill('Bo Chan');
      await editDialog.getByLabel('Name').press('Enter');
      await expect(page.getByText('Booking updated')).toBeVisible();
      await expect(confirmedList(page).getByText('Bo Chan', { exact: true })).toBeVisible();

      // Bo Chan owes: the unpaid page lists them (not Ann, pre-added and paid; not Cy, waiting).
      await page.goto('/admin/unpaid-bookings');
      const unpaidCard = page.getByRole('list', { name: session.title });
      await expect(unpaidCard.getByText('Bo Chan', { exact: true })).toBeVisible();
      await expect(unpaidCard.getByText('Ann Lee', { exact: true })).toHaveCount(0);
      await expect(unpaidCard.getByText('Cy Diaz', { exact: true })).toHaveCount(0);
      await expectAccessible(page, w.viewport.width);
      await page.getByRole('link', { name: session.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();

      // Paid: ticked here, gone from the unpaid page.
      const paid = page.getByRole('checkbox', { name: 'Paid $ for Bo Chan' });
      await paid.click();
      await expect(page.getByText('Marked as paid')).toBeVisible();
      await expect(paid).toBeChecked();
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/unpaid-bookings');
      await expect(page.getByText('Loading unpaid bookings...')).toHaveCount(0);
      await expect(page.getByRole('link', { name: session.title })).toHaveCount(0);

      // Cancel a confirmed booking: confirm first, then the first waiting booking moves up.
      await openManageBookings(page, session.id);
      await page.getByRole('button', { name: 'Cancel booking for Bo Chan' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
      await expect(confirm).toContainText('The first person on the waiting list moves up.');
      await expectAccessible(page, w.viewport.width);
      await confirm.getByRole('button', { name: 'Cancel Booking' }).press('Enter');
      await expect(page.getByText('Booking canceled')).toBeVisible();
      await expect(confirmedList(page).getByRole('listitem')).toHaveText([/Ann Lee/, /Cy Diaz/]);
      await expect(waitingList(page)).toHaveCount(0);
      // The canceled row took its button with it: the focus stays in the lists, not the page's top.
      await expect(page.locator('body')).not.toBeFocused();
      expect(await page.getByRole('tabpanel').evaluate((tab) => tab.contains(document.activeElement))).toBe(
        true,
      );
      await expectAccessible(page, w.viewport.width);

      await page.getByRole('tab', { name: 'Canceled (1)' }).click();
      const canceled = page.getByRole('tabpanel', { name: 'Canceled (1)' }).getByRole('listitem');
      await expect(canceled).toHaveCount(1);
      await expect(canceled).toContainText('Bo Chan');
      await expect(canceled).toContainText(/Canceled on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [ap]m/);
      await expect(canceled).toContainText('(By Admin)');
      await expect(canceled).toContainText('CANCELED');
      await expectAccessible(page, w.viewport.width);
    });

    test('selecting a name highlights every booking of the same visitor', async ({ page }) => {
      const session = await futureSession({ title: uniqueTitle('Highlight'), capacity: 2 });
      await bookAsVisitor(session.id, ['Emma Watson', 'Liam Watson']);
      await bookAsVisitor(session.id, ['Olivia Nguyen']);
      await bookAsVisitor(session.id, ['Noah Watson']);
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);

      const visitorRows = ['Emma Watson', 'Liam Watson'].map((n) => nameButton(page, n));
      await nameButton(page, 'Emma Watson').click();
      for (const row of visitorRows) await expect(row).toHaveAttribute('aria-pressed', 'true');
      await expect(nameButton(page, 'Olivia Nguyen')).toHaveAttribute('aria-pressed', 'false');
      await expect(nameButton(page, 'Noah Watson')).toHaveAttribute('aria-pressed', 'false');
      await expect(
        page.getByRole('status').filter({ hasText: '2 bookings by the same person highlighted.' }),
      ).toBeVisible();
      await expectAccessible(page, w.viewport.width);

      // The keyboard does the same: the waiting row of that visitor turns it off again.
      await nameButton(page, 'Liam Watson').focus();
      await page.keyboard.press('Space');
      for (const row of visitorRows) await expect(row).toHaveAttribute('aria-pressed', 'false');
    });

    test('a past session is read-only except for the paid flag', async ({ page }) => {
      const session = await createSession({
        date: clubDay(-2),
        time: '18:00',
        title: uniqueTitle('Ended'),
        preAdd: ['Pat Quinn'],
      });
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);
      await expect(page.getByText('This session has already ended.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Booking' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Cancel booking for) / })).toHaveCount(0);
      const paid = page.getByRole('checkbox', { name: 'Paid $ for Pat Quinn' });
      await expect(paid).toBeChecked();
      await paid.click();
      await expect(page.getByText('Marked as unpaid')).toBeVisible();
      await expect(paid).not.toBeChecked();
      await page.getByRole('tab', { name: 'Canceled (0)' }).click();
      await expect(page.getByText('No canceled bookings.')).toBeVisible();
      await expectAccessible(page, w.viewport.width);
    });

    test('ticking Paid $ row after row keeps one toast, telling the last', async ({ page }) => {
      const session = await futureSession({ title: uniqueTitle('Cash'), capacity: 4 });
      await bookAsVisitor(session.id, ['Ada Cash', 'Ben Cash', 'Cy Cash']);
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);
      for (const name of ['Ada Cash', 'Ben Cash', 'Cy Cash']) {
        const paid = page.getByRole('checkbox', { name: `Paid $ for ${name}` });
        await paid.click();
        await expect(paid).toBeChecked();
      }
      // Before, three toasts stacked over the top rows.
      const toasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Marked as paid' });
      await expect(toasts.filter({ hasText: 'Cy Cash' })).toHaveCount(1);
      // Counted at once: toasts expire, so a count retried until it matched would pass on their way out.
      expect(await toasts.allTextContents()).toEqual(['Marked as paidCy Cash']);
    });

    test('the unpaid page marks a booking paid', async ({ page }) => {
      const session = await futureSession({ title: uniqueTitle('Owes'), capacity: 4 });
      await bookAsVisitor(session.id, ['Zoe Park', 'Max Park']);
      await signInAsAdmin(page);
      await page.goto('/admin/unpaid-bookings');
      const card = page.getByRole('list', { name: session.title });
      await card.getByRole('button', { name: 'Mark as Paid for Zoe Park' }).click();
      await expect(page.getByText('Marked as paid')).toBeVisible();
      // Beside its two buttons the toast's title still reads on one line (at 360 px it stood a letter a line).
      const title = page.locator('[data-sonner-toast] [data-title]', { hasText: 'Marked as paid' });
      expect((await title.boundingBox())?.height).toBeLessThan(30);
      await expect(card.getByText('Zoe Park', { exact: true })).toHaveCount(0);
      await expect(card.getByText('Max Park', { exact: true })).toBeVisible();
      // A wrong tap is undone from the toast: the name comes back, still unpaid.
      await page.getByRole('button', { name: 'Undo', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Marked as unpaid')).toBeVisible();
      await expect(card.getByText('Zoe Park', { exact: true })).toBeVisible();
      // The focus is back in the session's list, not at the page's top (decision 0159).
      await expect(page.locator('body')).not.toBeFocused();
      expect(
        await card.evaluate((list) => list.closest('section, li, div')?.contains(document.activeElement)),
      ).toBe(true);
      // The toast also leads to the session's bookings.
      await card.getByRole('button', { name: 'Mark as Paid for Max Park' }).click();
      await expect(card.getByText('Max Park', { exact: true })).toHaveCount(0);
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Max Park' })
        .getByRole('button', { name: 'Open session' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${session.id}$`));
      await expect(page.getByRole('checkbox', { name: 'Paid $ for Max Park' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Paid $ for Zoe Park' })).not.toBeChecked();
      await page.goto('/admin/unpaid-bookings');
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    test('cancelling a paid booking says so, and the Canceled tab shows it paid', async ({ page }) => {
      const session = await futureSession({ title: uniqueTitle('Refund'), preAdd: ['Ann Lee'] });
      await bookAsVisitor(session.id, ['Bo Chen']);
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);

      // The Paid $ tick is a 44×44 px target around its 24 px box.
      const tick = page.getByRole('checkbox', { name: 'Paid $ for Bo Chen' });
      const target = await page.locator('label', { has: tick }).boundingBox();
      const box = await tick.boundingBox();
      if (!target || !box) throw new Error('the tick is not laid out');
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);
      // A tap at the target's corner, off the box itself, still ticks it.
      await page.mouse.click(target.x + 2, target.y + 2);
      await expect(tick).toBeChecked();
      await tick.click();
      await expect(tick).not.toBeChecked();

      await page.getByRole('button', { name: 'Cancel booking for Ann Lee' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
      await expect(confirm).toContainText('Ann Lee has paid.');
      await expectAccessible(page, w.viewport.width);
      await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
      await expect(page.getByText('Booking canceled')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel booking for Bo Chen' }).click();
      await expect(confirm).not.toContainText('has paid');
      await expect(confirm).toContainText('Bo Chen moves to the Canceled list.');
      await confirm.getByRole('button', { name: 'Cancel Booking' }).click();

      await page.getByRole('tab', { name: 'Canceled (2)' }).click();
      const canceled = page.getByRole('tabpanel', { name: 'Canceled (2)' }).getByRole('listitem');
      await expect(canceled.filter({ hasText: 'Ann Lee' })).toContainText('Paid');
      await expect(canceled.filter({ hasText: 'Bo Chen' })).not.toContainText('Paid');
      await expectAccessible(page, w.viewport.width);
      await page.screenshot({ path: test.info().outputPath(`canceled-tab-${w.name}.png`) });
    });

    test('an unknown session says so and returns to the dashboard', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin/bookings/no-such-session');
      await expect(page.getByText('Session not found')).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
    });

    test('a session with no bookings says so', async ({ page }) => {
      const session = await futureSession({ title: uniqueTitle('Empty') });
      await signInAsAdmin(page);
      await openManageBookings(page, session.id);
      await expect(page.getByText('No bookings yet.')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Bookings (0)' })).toBeVisible();
    });
  });
}
