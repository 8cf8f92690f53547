import { expect, test } from '@playwright/test';
import { bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';

test('the names booked on one session come back on another session page', async ({ page }) => {
  const first = await futureSession();
  const second = await futureSession();
  await openBookingPage(page, first.link);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/user-session/preferences') && r.ok(),
  );
  await bookNames(page, ['Nora Memory', 'Otto Memory']);
  await expect(page.getByText('Successfully booked')).toBeVisible();
  await saved;

  const parts = await openBookingPage(page, second.link);
  await expect(parts.yourName).toHaveValue('Nora Memory');
  await expect(parts.familyMember(1)).toHaveValue('Otto Memory');
  await expect(parts.submit).toHaveText('Book 2 Spot(s)');

  // Without the local copy, the server's copy (tied to the visitor cookie) brings them back too.
  await page.evaluate(() => localStorage.removeItem('courtside.bookingPreferences'));
  await page.reload();
  await expect(parts.yourName).toHaveValue('Nora Memory');
  await expect(parts.familyMember(1)).toHaveValue('Otto Memory');
});
