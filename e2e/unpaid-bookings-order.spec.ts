import { expect } from '@playwright/test';
import { openDashboardAsAdmin } from './support/admin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { clubDay, createSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

// Decision 0010: the subtitle says the order the server really uses.
test('the unpaid page lists upcoming sessions soonest first, as its subtitle says', async ({ page }) => {
  await openDashboardAsAdmin(page);
  const later = await createSession({ date: clubDay(9), time: '18:00', title: uniqueTitle('Unpaid later') });
  const sooner = await createSession({
    date: clubDay(2),
    time: '18:00',
    title: uniqueTitle('Unpaid sooner'),
  });
  for (const session of [later, sooner]) {
    const added = await page.request.post(`/api/sessions/${session.id}/bookings/admin`, {
      data: { name: 'Owes Money' },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(added.ok()).toBe(true);
  }

  await page.goto('/admin/unpaid-bookings');
  await expect(
    page.getByText(
      'Confirmed players who have not paid yet. Classes already taught come first, the most recent on top; then upcoming sessions, the soonest first.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/latest on top/)).toHaveCount(0);
  // Its total leaves the late-cancel fees out, and says where they are (decision 0173).
  await expect(page.getByText('Late-cancel fees are not bookings: see who owes them on')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Players', exact: true })).toHaveAttribute(
    'href',
    '/admin/players',
  );
  const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.indexOf(sooner.title)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(sooner.title)).toBeLessThan(titles.indexOf(later.title));
});

// DESIGN.md §9: a rained-off session owes no price. Before, its card asked $15.00 a place.
test('a rained-off session on the unpaid page asks for nothing', async ({ page }) => {
  await openDashboardAsAdmin(page);
  const session = await createSession({
    date: clubDay(4),
    time: '18:00',
    title: uniqueTitle('Unpaid rain'),
    price: '15',
  });
  const headers = { Origin: E2E_BASE_URL };
  const added = await page.request.post(`/api/sessions/${session.id}/bookings/admin`, {
    data: { name: 'Rain Check' },
    headers,
  });
  expect(added.ok()).toBe(true);
  await page.goto('/admin/unpaid-bookings');
  const card = page.getByRole('heading', { name: session.title, level: 2 }).locator('..');
  await expect(card.getByText('$15.00 each')).toBeVisible();
  await expect(page.getByRole('status').getByText(/of it for sessions still to come$/)).toBeVisible();

  const canceled = await page.request.post(`/api/sessions/${session.id}/cancel`, {
    data: { reason: 'Rain' },
    headers,
  });
  expect(canceled.ok()).toBe(true);
  await page.reload();
  await expect(card.getByText('Canceled: nothing to pay')).toBeVisible();
  await expect(card.getByText('$15.00 each')).toHaveCount(0);
  await expect(card.getByRole('listitem')).toHaveText([/Rain Check/]);
});

test('Mark as Paid from the keyboard keeps the focus on the page as the row goes', async ({ page }) => {
  await openDashboardAsAdmin(page);
  const session = await createSession({ date: clubDay(6), time: '18:00', title: uniqueTitle('Unpaid keys') });
  const added = await page.request.post(`/api/sessions/${session.id}/bookings/admin`, {
    data: { name: 'Kay Board' },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/admin/unpaid-bookings');
  const card = page.getByRole('heading', { name: session.title, level: 2 }).locator('..');
  await card.getByRole('button', { name: /Mark as Paid/ }).press('Enter');
  await expect(page.getByRole('heading', { name: session.title, level: 2 })).toHaveCount(0);
  // Before, the focus fell to the page's body with the row (decision 0159).
  await expect(page.locator('body')).not.toBeFocused();
});
