// The season's books on a phone (docs/product/screens.md): a price in the create dialog shown on the
// card and the booking page; attendance on a started session; late cancels and their fees.
import { expect, type Page } from '@playwright/test';
import { playerKey } from '#core/player-books.ts';
import { openDatabase } from '../src/server/db/connection.ts';
import { expectAccessible, VIEWPORTS } from './support/accessibility.ts';
import { openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { E2E_DATA_DIR } from './support/env.ts';
import { bookAndCancelLate, bookUnpaid } from './support/late-cancels.ts';
import { clubDay, clubTimeIn, createSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const w of VIEWPORTS) {
  test.describe(`season books at ${w.viewport.width} px (${w.name})`, () => {
    test.use({ viewport: w.viewport, isMobile: w.isMobile, hasTouch: w.hasTouch });

    test('a price set in the create dialog shows on the card and the booking page', async ({ page }) => {
      await openDashboardAsAdmin(page);
      const title = uniqueTitle('Priced');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Session' });
      await dialog.getByLabel('Date').fill(clubDay(4));
      await dialog.getByLabel('Session Title').fill(title);
      await dialog.getByLabel('Location').fill('Court 2');
      const price = dialog.getByLabel(/^Price/);
      await price.fill('12.345');
      await dialog.getByRole('button', { name: 'Create Session' }).click();
      await expect(dialog.getByText(/^Price must be an amount/)).toBeVisible();
      await price.fill('12.50');
      await shot(page, `price-dialog-${w.viewport.width}`);
      await dialog.getByRole('button', { name: 'Create Session' }).click();
      await expect(dialog).toHaveCount(0);
      const card = sessionCard(page, title);
      await expect(card.getByText('$12.50')).toBeVisible();
      await shot(page, `price-card-${w.viewport.width}`);
      await expectAccessible(page, w.viewport.width);

      const listed: { title: string; link: string }[] = await (
        await page.request.get('/api/sessions')
      ).json();
      const made = listed.find((x) => x.title === title);
      await page.goto(`/book/${made?.link}`);
      await expect(page.getByText('$12.50')).toBeVisible();
      await shot(page, `price-booking-${w.viewport.width}`);
    });

    test('a rained-off session whose time has passed takes no attendance', async ({ page }) => {
      const session = await createSession({
        ...clubTimeIn(-1),
        title: uniqueTitle('Rained off'),
        capacity: 3,
        price: '12.50',
      });
      await bookUnpaid(session.id, ['Ray Rain']);
      // Canceled before its start (the admin's cancel is for upcoming sessions), seen after it.
      const { db, close } = openDatabase({ dataDir: E2E_DATA_DIR });
      await db
        .updateTable('sessions')
        .set({ canceled_at: new Date().toISOString(), canceled_reason: 'Rain', version: 99 })
        .where('id', '=', session.id)
        .execute();
      await close();
      await openDashboardAsAdmin(page);
      await page.goto(`/admin/bookings/${session.id}`);
      await expect(page.getByRole('button', { name: /^\d+\. Ray Rain$/ })).toBeVisible();
      // Before, it offered 'Mark all present' and Present / No-show / Excused (decision 0162).
      await expect(page.getByRole('region', { name: 'Attendance' })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Attendance of Ray Rain' })).toHaveCount(0);
      // Nothing to pay (decision 0165): no price, no Paid tick, and the history says why.
      await expect(page.getByText('$12.50')).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: 'Paid $ for Ray Rain' })).toHaveCount(0);
      await page.goto(`/admin/players/${playerKey('ray rain')}`);
      const line = page.getByRole('listitem').filter({ hasText: session.title });
      await expect(line.getByText('Session canceled')).toBeVisible();
      await expect(line.getByText('Unpaid')).toHaveCount(0);
      await expectAccessible(page, w.viewport.width);
    });

    test("a started session's waiting places owe nothing: no Paid tick on them", async ({ page }) => {
      const session = await createSession({
        ...clubTimeIn(-1),
        title: uniqueTitle('Full up'),
        capacity: 1,
        price: '12.50',
      });
      await bookUnpaid(session.id, ['Ann Lee', 'Ben Ho']);
      await openDashboardAsAdmin(page);
      await page.goto(`/admin/bookings/${session.id}`);
      await expect(page.getByRole('heading', { name: 'Waiting List (1)' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Paid $ for Ann Lee' })).toBeVisible();
      // Before, Ben's waiting row had one: ticking it marked as paid a place never played.
      await expect(page.getByRole('checkbox', { name: 'Paid $ for Ben Ho' })).toHaveCount(0);
    });

    test('attendance: one tap marks, a second clears, mark all present, counts on top', async ({ page }) => {
      const session = await createSession({
        ...clubTimeIn(-1),
        title: uniqueTitle('Taught'),
        capacity: 3,
        preAdd: ['Ann Lee', 'Ben Ho', 'Cai Wu'],
      });
      await openDashboardAsAdmin(page);
      await page.goto(`/admin/bookings/${session.id}`);
      const summary = page.getByRole('region', { name: 'Attendance' });
      await expect(summary).toContainText('0 present · 0 no-show · 0 excused · 3 not marked');

      const ben = page.getByRole('group', { name: 'Attendance of Ben Ho' });
      await ben.getByRole('button', { name: 'No-show' }).click();
      await expect(ben.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true');
      await expect(summary).toContainText('0 present · 1 no-show · 0 excused · 2 not marked');

      await summary.getByRole('button', { name: 'Mark all present' }).press('Enter');
      await expect(summary).toContainText('2 present · 1 no-show · 0 excused · 0 not marked');
      await expect(summary.getByRole('button', { name: 'Mark all present' })).toBeDisabled();
      // The button, done, is off: the focus stays in the summary, not the page's top (decision 0159).
      await expect(page.locator('body')).not.toBeFocused();
      expect(await summary.evaluate((s) => s.contains(document.activeElement))).toBe(true);
      await shot(page, `attendance-${w.viewport.width}`);
      await expectAccessible(page, w.viewport.width);

      // Tapping the chosen mark again clears it.
      await ben.getByRole('button', { name: 'No-show' }).click();
      await expect(ben.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'false');
      await expect(summary).toContainText('2 present · 0 no-show · 0 excused · 1 not marked');
      await page.reload();
      await expect(summary).toContainText('2 present · 0 no-show · 0 excused · 1 not marked');
    });

    test('before the start no attendance controls are offered', async ({ page }) => {
      const session = await createSession({ date: clubDay(3), time: '18:00', preAdd: ['Ann Lee'] });
      await openDashboardAsAdmin(page);
      await page.goto(`/admin/bookings/${session.id}`);
      await expect(page.getByRole('tab', { name: 'Bookings (1)' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Attendance' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Present' })).toHaveCount(0);
    });

    test('a late cancel owes the fee: Paid, Waive and Undo in the Canceled tab', async ({ page }) => {
      const session = await createSession({
        ...clubTimeIn(-1),
        title: uniqueTitle('Fees'),
        capacity: 4,
        price: '12.50',
      });
      await bookAndCancelLate(session.id, ['Dee Lane', 'Eve Stone', 'Fay Moss'], 2);
      await openDashboardAsAdmin(page);
      await page.goto(`/admin/bookings/${session.id}`);
      await page.getByRole('tab', { name: 'Canceled (2)' }).click();
      const dee = page.getByRole('listitem').filter({ hasText: 'Dee Lane' });
      await expect(dee.getByText('Late', { exact: true })).toBeVisible();
      await expect(dee.getByText('Fee owed $12.50')).toBeVisible();
      await shot(page, `fees-${w.viewport.width}`);
      await expectAccessible(page, w.viewport.width);
      await dee.getByRole('button', { name: 'Paid fee of Dee Lane' }).click();
      await expect(dee.getByText('Fee paid $12.50')).toBeVisible();
      await dee.getByRole('button', { name: 'Undo fee of Dee Lane' }).click();
      await expect(dee.getByText('Fee owed $12.50')).toBeVisible();
      const eve = page.getByRole('listitem').filter({ hasText: 'Eve Stone' });
      await eve.getByRole('button', { name: 'Waive fee of Eve Stone' }).click();
      await expect(eve.getByText('Fee waived $12.50')).toBeVisible();
    });
  });
}

/** A name no other test books: letters only, as names must be. */
const uniqueName = (first: string) =>
  `${first} ${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

for (const w of VIEWPORTS) {
  test.describe(`players at ${w.viewport.width} px (${w.name})`, () => {
    test.use({ viewport: w.viewport, isMobile: w.isMobile, hasTouch: w.hasTouch });

    test('who owes money is one tap from the dashboard; settle after a confirm; CSV downloads', async ({
      page,
    }) => {
      const owes = uniqueName('Gus');
      const late = uniqueName('Hal');
      const session = await createSession({
        ...clubTimeIn(-1),
        title: uniqueTitle('Owed'),
        capacity: 4,
        price: '12.50',
      });
      await bookAndCancelLate(session.id, [late, owes], 1);
      await openDashboardAsAdmin(page);
      await page.getByRole('link', { name: 'Players' }).click();
      await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
      // Sorted by what is owed: the search narrows the list to the two.
      await expect(page.getByRole('button', { name: 'Owed' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel('Search players').fill(owes);
      const row = page.getByRole('link', { name: new RegExp(owes) });
      await expect(row).toContainText('Owes $12.50');
      await shot(page, `players-${w.viewport.width}`);
      await expectAccessible(page, w.viewport.width);

      const csv = page.waitForEvent('download');
      await page.getByRole('link', { name: /Download CSV/ }).click();
      expect((await csv).suggestedFilename()).toMatch(/^players-\d{4}-\d\d-\d\d\.csv$/);

      await page.getByLabel('Search players').fill(late);
      await page.getByRole('link', { name: new RegExp(late) }).click();
      await expect(page.getByRole('heading', { name: late, level: 1 })).toBeVisible();
      // Back finds the list as it was left (decision 0171): before, the search and sort were gone.
      await page.goBack();
      await expect(page.getByLabel('Search players')).toHaveValue(late);
      await expect(page.getByRole('link', { name: new RegExp(owes) })).toHaveCount(0);
      await page.getByRole('link', { name: new RegExp(late) }).click();
      await expect(page.getByRole('heading', { name: late, level: 1 })).toBeVisible();
      await expect(page.getByText('Fee owed')).toBeVisible();
      await shot(page, `player-${w.viewport.width}`);
      await expectAccessible(page, w.viewport.width);
      await page.getByRole('button', { name: 'Settle $12.50' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Settle $12.50?' });
      await confirm.getByRole('button', { name: 'Settle $12.50' }).click();
      await expect(page.getByText('Settled $12.50')).toBeVisible();
      await expect(page.getByText('Nothing owed')).toBeVisible();
      await expect(page.getByText('Fee paid')).toBeVisible();

      // The unpaid page shows what each priced session's unpaid places come to, and the total.
      await page.goto('/admin/unpaid-bookings');
      const card = page.getByRole('heading', { name: session.title, level: 2 }).locator('..');
      await expect(card.getByText('$12.50 each')).toBeVisible();
      await expect(page.getByText(/^Total unpaid: \$[\d,]+\.\d\d$/)).toBeVisible();
      await shot(page, `unpaid-${w.viewport.width}`);

      await page.goto(`/admin/bookings/${session.id}`);
      const roster = page.waitForEvent('download');
      await page.getByRole('link', { name: /Download CSV/ }).click();
      expect((await roster).suggestedFilename()).toMatch(/^roster-[\d-]+-owed-[a-z0-9]+\.csv$/);
    });
  });
}
