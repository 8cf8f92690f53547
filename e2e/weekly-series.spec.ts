import { expect } from '@playwright/test';
import { addDays } from '#core/club-time.ts';
import { formatShortDate, weekdayName } from '#core/format.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openDashboardAsAdmin } from './support/admin.ts';
import { clubDay, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

// Weekly series (decision 0038): 'Repeat weekly' in the create dialog makes one card per week, each
// labelled with its place in the series; 'Publish now' unticked keeps them all hidden.
test('creates a 3-week series in the dialog: three cards, Week 1 of 3 to Week 3 of 3', async ({ page }) => {
  test.slow();
  await openDashboardAsAdmin(page);
  const date = clubDay(4);
  const title = uniqueTitle('Series');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  const repeat = dialog.getByLabel('Repeat weekly');
  const publish = dialog.getByLabel('Publish now');
  await expect(repeat).toHaveValue('1');
  await expect(publish).toBeChecked();
  await expectAccessible(page, page.viewportSize()?.width ?? 1280);

  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Session Title').fill(title);
  await dialog.getByLabel('Location').fill('Court 5');
  await dialog.getByLabel('Member 1', { exact: true }).fill('Ann Lee');

  // Out of range: the field says so and nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/sessions')) posted++;
  });
  await repeat.fill('13');
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(repeat).toHaveAccessibleDescription(
    /Repeat weekly must be a whole number of weeks from 1 to 12$/,
  );
  expect(posted).toBe(0);

  await repeat.fill('3');
  await expect(repeat).not.toHaveAttribute('aria-invalid');
  await publish.uncheck();
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('3 weekly sessions created!')).toBeVisible();
  await expect(page.getByText('Each session: 1 pre-added member confirmed')).toBeVisible();
  expect(posted).toBe(1);

  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(cards).toHaveCount(3);
  for (const week of [1, 2, 3]) {
    const card = cards.nth(week - 1);
    const day = addDays(date, 7 * (week - 1));
    await expect(card.getByText(`Week ${week} of 3`)).toBeVisible();
    await expect(card.getByText(`${weekdayName(day)} ${formatShortDate(day)}`)).toBeVisible();
    await expect(card.getByText('1/16')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unpublished' })).toBeVisible();
    // The weeks share a title: their controls name or describe the date, so a screen reader tells
    // them apart.
    const when = `${weekdayName(day)} ${formatShortDate(day)}`;
    await expect(card.getByRole('button', { name: `Edit ${title}, ${when}`, exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${title}, ${when}`, exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage Bookings' })).toHaveAccessibleDescription(
      `${title} ${when}`,
    );
  }

  // The repeat and publish choices are made afresh each time: not remembered like the other fields.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByLabel('Location')).toHaveValue('Court 5');
  await expect(repeat).toHaveValue('1');
  await expect(publish).toBeChecked();
});
