import { expect } from '@playwright/test';
import { openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { clubDay, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

// Create dialog, pre-added members (decision 0015): nobody twice, and the toast tells who waits.
test('refuses a member listed twice at the field, and counts waiting members apart', async ({ page }) => {
  await openDashboardAsAdmin(page);
  const title = uniqueTitle('Pre-added');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Session' });
  await dialog.getByLabel('Date').fill(clubDay(6));
  await dialog.getByLabel('Session Title').fill(title);
  await dialog.getByLabel('Location').fill('Court 4');
  await dialog.getByLabel('Capacity').fill('1');
  const member = (n: number) => dialog.getByLabel(`Member ${n}`, { exact: true });
  await member(1).fill('Ann Lee');
  await dialog.getByRole('button', { name: 'Add Name' }).click();
  await member(2).fill('  ann LEE');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/sessions')) posted = true;
  });
  await dialog.getByRole('button', { name: 'Create Session' }).click();

  const listedTwice = 'ann LEE is listed twice: each member can be pre-added once';
  await expect(member(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(member(2)).toHaveAccessibleDescription(listedTwice);
  await expect(member(1)).not.toHaveAttribute('aria-invalid');
  expect(posted).toBe(false);

  await member(2).fill('Bo Chen');
  await expect(member(2)).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Create Session' }).click();
  await expect(page.getByText('Session created!')).toBeVisible();
  await expect(page.getByText('1 pre-added member confirmed, 1 on the waiting list')).toBeVisible();
  const card = sessionCard(page, title);
  // The whole badge text: a bare '1/1' is also in a date such as 'Tuesday 01/12'.
  await expect(card.getByText('1/1 confirmed, full')).toBeVisible();
  await expect(card.getByText('1 waiting')).toBeVisible();
});
