import { expect } from '@playwright/test';
import { formatLongDate, formatTime12, weekdayName } from '#core/format.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openCardMenu, openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { openBookingPage } from './support/booking-page.ts';
import { futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

// A rained-off session (decision 0080), at a phone's width: the admin cancels it with a reason from
// its card, gets the WhatsApp text, and players see it canceled on /sessions and its booking page.
test.use({ viewport: { width: 360, height: 780 } });

test('an admin cancels a session with a reason; players see it canceled; Restore puts it back', async ({
  page,
}) => {
  test.slow();
  const title = uniqueTitle('Rained Off');
  const session = await futureSession({ title, capacity: 2, preAdd: ['Ann Lee', 'Ben Ho'], price: '12.50' });
  await openDashboardAsAdmin(page);
  const card = sessionCard(page, title);
  await expect(card.getByText('$12.50')).toBeVisible();
  await expect(card.getByText('2/2 confirmed, full')).toBeVisible();

  // 'Cancel session' is a secondary action: in the card's More menu (decision 0069).
  await openCardMenu(page, title);
  await page.getByRole('menuitem', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toHaveAttribute('placeholder', 'e.g. Rain');
  // Which week: a series' weeks share one title.
  await expect(dialog).toContainText(`${formatLongDate(session.date)}, ${formatTime12(session.time)}.`);
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
  // The refused field takes the focus: before, it stayed on the button.
  await expect(reason).toBeFocused();
  await expectAccessible(page, 360);
  await page.screenshot({ path: '.test-output/screens/cancel-dialog-360.png' });
  await reason.fill('Rain');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toHaveCount(0);

  const notice = card.getByRole('region', { name: `${title} is canceled` });
  const text = `${weekdayName(session.date).toUpperCase()} session canceled: Rain`;
  await expect(notice.getByText('Reason: Rain')).toBeVisible();
  await expect(notice.getByText(text)).toBeVisible();
  // A rained-off session costs nothing and takes nobody: no price, and not shown full (decision 0165).
  await expect(card.getByText('$12.50')).toHaveCount(0);
  await expect(card.getByText('2/2 confirmed', { exact: true })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Share cancel text to WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(text)}`,
  );
  await openCardMenu(page, title);
  await expect(page.getByRole('menuitem', { name: 'Cancel session' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectAccessible(page, 360);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.test-output/screens/canceled-card-360.png' });

  await page.goto('/sessions');
  const publicCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(publicCard.getByRole('note')).toContainText('Session canceled');
  await expect(publicCard.getByRole('note')).toContainText('Reason: Rain');
  await expect(publicCard.getByText('$12.50')).toHaveCount(0);
  await expect(publicCard.getByText('2/2 confirmed', { exact: true })).toBeVisible();
  await expectAccessible(page, 360);
  await publicCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.test-output/screens/canceled-public-card-360.png' });

  await openBookingPage(page, session.link);
  await expect(page.getByRole('heading', { name: 'Session canceled' })).toBeVisible();
  await expect(page.getByText('Reason: Rain')).toBeVisible();
  await expect(page.getByText('Booking is closed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your Name' })).toHaveCount(0);
  await expectAccessible(page, 360);
  await page.screenshot({ path: '.test-output/screens/canceled-booking-page-360.png', fullPage: true });

  // The admin, who keeps Add Booking (decision 0080), is not told that booking is closed.
  await page.goto(`/admin/bookings/${session.id}`);
  await expect(page.getByRole('note')).toContainText(
    'Players cannot book it. You can still manage its bookings here.',
  );
  await expect(page.getByText('Booking is closed.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Booking' })).toBeVisible();

  await page.goto('/admin');
  await card.getByRole('button', { name: 'Restore' }).click();
  await expect(notice).toHaveCount(0);
  // Restoring tells nobody (docs/product/notifications.md): the admin is told so (decision 0194).
  await expect(page.getByText('Players were not told: share the news in the group.')).toBeVisible();
  await openCardMenu(page, title);
  await expect(page.getByRole('menuitem', { name: 'Cancel session' })).toBeVisible();
  await page.keyboard.press('Escape');
  await openBookingPage(page, session.link);
  await expect(page.getByRole('textbox', { name: 'Your Name' })).toBeVisible();
});

test("closing the Cancel session dialog gives the focus back to the card's More button", async ({ page }) => {
  const title = uniqueTitle('Kept On');
  await futureSession({ title });
  await openDashboardAsAdmin(page);
  const more = sessionCard(page, title).getByRole('button', { name: 'More actions' });
  // Before, the focus fell to the page's body: the menu item that opened the dialog went with its menu.
  for (const close of ['Escape', 'Keep session']) {
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Cancel session' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
    await expect(dialog).toBeVisible();
    // It opens on Reason (decision 0164): before, on ✕, so Enter at once closed it.
    const reason = dialog.getByLabel('Reason');
    await expect(reason).toBeFocused();
    if (close === 'Escape') {
      await page.keyboard.press('Enter');
      await expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    }
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  }
});
