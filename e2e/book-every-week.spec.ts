// "Book every week" on a weekly series' booking page (decision 0088): the tick box says how many
// weeks it covers, the toast says in one line how many later weeks took the names, and the page's box
// says where each name landed in each later week.
import { expect } from '@playwright/test';
import { formatShortDate, weekdayName } from '#core/format.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bookNames, openBookingPage } from './support/booking-page.ts';
import { errorsOf } from './support/console-errors.ts';
import { createSeries, futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('books a player and a family member into this and every later week, and says where each landed', async ({
  page,
}, testInfo) => {
  // Two places a week, one already taken by a pre-added member: one confirmed, one waiting each week.
  const [week1, week2, week3] = await createSeries(3, { capacity: 2, preAdd: ['Pat Member'] });
  if (!week1 || !week2 || !week3) throw new Error('the series was not created');
  const day = weekdayName(week1.date);

  await openBookingPage(page, week1.link);
  const everyWeek = page.getByRole('checkbox', { name: 'Book every week' });
  await expect(everyWeek).toBeVisible();
  await expect(everyWeek).toHaveAccessibleDescription(`this and 2 more ${day}s`);
  await expect(everyWeek).not.toBeChecked();
  await expectAccessible(page, 360);

  // A keyboard user ticks it with Space.
  await everyWeek.focus();
  await page.keyboard.press('Space');
  await expect(everyWeek).toBeChecked();
  const answer = await bookNames(page, ['Alice Weekly', 'Bob Weekly']);
  expect(answer.status()).toBe(201);

  const lines = [week2, week3].map(
    (w) => `${formatShortDate(w.date)}: Alice Weekly confirmed, Bob Weekly on the waiting list`,
  );
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: '1 spot(s) confirmed, 1 added to waiting list' });
  // The toast says it in one line (decision 0157): the whole list ran past the toast on a phone.
  await expect(toast).toContainText('Also booked in the 2 later weeks: see Later weeks below.');
  await expect(toast).not.toContainText(lines[0] as string);
  const toastBox = await toast.boundingBox();
  const textBox = await toast.locator('[data-description]').boundingBox();
  expect((textBox?.y ?? 0) + (textBox?.height ?? 0)).toBeLessThanOrEqual(
    (toastBox?.y ?? 0) + (toastBox?.height ?? 0),
  );
  const later = page.getByRole('region', { name: 'Later weeks' });
  await expect(later.getByRole('listitem')).toHaveText(lines);
  await expectAccessible(page, 360);
  await page.screenshot({ path: testInfo.outputPath('every-week-booked.png'), fullPage: true });

  // The next week's page shows them there, and offers the weeks after it.
  const parts = await openBookingPage(page, week2.link);
  await expect(parts.confirmed.getByRole('listitem')).toHaveText([/Pat Member/, /Alice Weekly/]);
  await expect(parts.waiting.getByRole('listitem')).toHaveText([/Bob Weekly/]);
  await expect(page.getByRole('checkbox', { name: 'Book every week' })).toHaveAccessibleDescription(
    `this and 1 more ${day}`,
  );

  // The last week, and a session outside a series, have no later weeks: no tick box.
  await openBookingPage(page, week3.link);
  await expect(page.getByText('Alice Weekly')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Book every week' })).toHaveCount(0);
  const plain = await futureSession();
  await openBookingPage(page, plain.link);
  await expect(page.getByRole('checkbox', { name: 'Book every week' })).toHaveCount(0);
});

test('a series page arrives with the tick box and hydrates without an error', async ({ page }) => {
  const [week1] = await createSeries(2);
  if (!week1) throw new Error('the series was not created');
  const html = await (await page.request.get(`/book/${week1.link}`)).text();
  expect(html).toContain('Book every week');
  const errors = errorsOf(page);
  await openBookingPage(page, week1.link);
  await expect(page.getByRole('checkbox', { name: 'Book every week' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('ticked after every name is booked, the box says how to book the later weeks', async ({ page }) => {
  const [week1] = await createSeries(2);
  if (!week1) throw new Error('the series was not created');
  await openBookingPage(page, week1.link);
  expect((await bookNames(page, ['Tess Late'])).status()).toBe(201);
  // This week decides (decision 0088): with nothing new to book here the button stays disabled, and
  // before, nothing said what the tick could do.
  await page.getByRole('checkbox', { name: 'Book every week' }).check();
  await expect(page.getByRole('button', { name: 'Book Spot(s)' })).toBeDisabled();
  await expect(
    page.getByText('Your names are booked this week already. To book them every week'),
  ).toBeVisible();
  await expectAccessible(page, 360);
  await page.getByRole('link', { name: 'sessions list' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
});

test('a name cancelled here is not called booked by the every-week note', async ({ page }) => {
  const [week1] = await createSeries(2);
  if (!week1) throw new Error('the series was not created');
  const parts = await openBookingPage(page, week1.link);
  expect((await bookNames(page, ['Tia Stay', 'Sam Gone'])).status()).toBe(201);
  await parts.participants.getByRole('button', { name: 'Cancel booking for Sam Gone' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(parts.familyMember(1)).toHaveAccessibleDescription('Canceled');
  await page.getByRole('checkbox', { name: 'Book every week' }).check();
  // Before, it said 'Your names are booked this week already' beside Sam's Canceled tag.
  await expect(page.getByText('Your names are booked this week already')).toHaveCount(0);
});

test('ticked with new names beside one booked here, the box says the booked one stays out of later weeks', async ({
  page,
}) => {
  const [week1] = await createSeries(2);
  if (!week1) throw new Error('the series was not created');
  const parts = await openBookingPage(page, week1.link);
  expect((await bookNames(page, ['Rita Family'])).status()).toBe(201);
  await parts.addFamilyMember.click();
  await parts.familyMember(1).fill('Rob Family');
  await page.getByRole('checkbox', { name: 'Book every week' }).check();
  // This week decides (decision 0088): before, nothing said Rita would not be in the later weeks
  // (decision 0185).
  await expect(
    page.getByText(
      'Rita Family is booked this week already, so Book every week takes only the new names to the later weeks.',
      { exact: false },
    ),
  ).toBeVisible();
  // The box is described by it too, for a screen reader on the box.
  await expect(page.getByRole('checkbox', { name: 'Book every week' })).toHaveAccessibleDescription(
    /Rita Family is booked this week already/,
  );
  await expectAccessible(page, page.viewportSize()?.width ?? 1280);
});
