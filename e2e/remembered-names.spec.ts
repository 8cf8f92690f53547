import { expect } from '@playwright/test';
import { appStarted } from './support/app-started.ts';
import { bookingPage, bookNames, openBookingPage, preferencesSaved } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

test('the names booked on one session come back on another session page', async ({ page }) => {
  const first = await futureSession();
  const second = await futureSession();
  await openBookingPage(page, first.link);
  const saved = preferencesSaved(page);
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('only booked names are remembered: a refused or never-booked name does not come back (decision 0061)', async ({
    page,
  }) => {
    const first = await futureSession();
    const second = await futureSession();
    const parts = await openBookingPage(page, first.link);
    await parts.yourName.fill('Vic Valid');
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('R2-D2 <script>');
    await parts.submit.click();
    await expect(parts.familyMember(1)).toHaveAttribute('aria-invalid', 'true');
    // The player gives up on that row and books with another name, typing one more they leave unticked.
    await page.getByRole('button', { name: 'Remove Family Member 1' }).click();
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Wyn Valid');
    await parts.addFamilyMember.click();
    await parts.familyMember(2).fill('Never Booked');
    await page.getByRole('checkbox', { name: 'Book Family Member 2' }).click();
    const saved = preferencesSaved(page);
    await parts.submit.click();
    await expect(parts.result).toBeFocused();
    expect((await saved).request().postDataJSON()).toEqual({
      entries: [
        { name: 'Vic Valid', selected: true, isMainUser: true },
        { name: 'Wyn Valid', selected: true, isMainUser: false },
      ],
    });

    // Another session: the booked names, ticked; nothing refused or never booked.
    await openBookingPage(page, second.link);
    await expect(parts.yourName).toHaveValue('Vic Valid');
    await expect(parts.familyMember(1)).toHaveValue('Wyn Valid');
    await expect(parts.familyMember(2)).toHaveCount(0);
    await expect(parts.submit).toHaveText('Book 2 Spot(s)');
    // A refused name typed on this page, left without booking, is not remembered either.
    await parts.addFamilyMember.click();
    await parts.familyMember(2).fill('Robo 3000');
    await page.waitForTimeout(800); // past the save delay
    await page.reload();
    await expect(parts.familyMember(1)).toHaveValue('Wyn Valid');
    await expect(parts.familyMember(2)).toHaveCount(0);
  });

  test('a name typed before the page has finished loading survives it (decision 0061)', async ({ page }) => {
    const session = await futureSession();
    // A slow phone: the server-rendered form shows long before the scripts arrive.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`/book/${session.link}`, { waitUntil: 'commit' });
    const parts = bookingPage(page);
    await parts.yourName.fill('Early Typist');
    release();
    // The app has taken over (React has hydrated the field) and everything it asks for has arrived.
    await expect
      .poll(() => parts.yourName.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(parts.yourName).toHaveValue('Early Typist');
    await expect(parts.submit).toHaveText('Book 1 Spot(s)');
  });

  test('remembered names arriving late do not overwrite a name already typed (decision 0061)', async ({
    page,
  }) => {
    const first = await futureSession();
    const second = await futureSession();
    const parts = await openBookingPage(page, first.link);
    const saved = preferencesSaved(page);
    await bookNames(page, ['Pam Remembered', 'Kid Remembered']);
    await saved;
    // A new phone's storage, the same visitor cookie, and the booking page opened from the list (a
    // page the server renders has the names in it already, decision 0133): they come after load.
    await page.evaluate(() => localStorage.clear());
    let release = () => {};
    const preferencesHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user-session/preferences', async (route) => {
      if (route.request().method() === 'GET') await preferencesHeld;
      await route.continue();
    });
    const asked = page.waitForRequest(
      (r) => r.method() === 'GET' && r.url().endsWith('/api/user-session/preferences'),
    );
    await page.goto('/sessions');
    await appStarted(page);
    await page.getByRole('link', { name: `${second.title},` }).click();
    await asked;
    await parts.yourName.fill('Someone Else');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user-session/preferences'));
    release();
    await answered;
    await expect(parts.familyMember(1)).toHaveValue('Kid Remembered');
    await expect(parts.yourName).toHaveValue('Someone Else');
  });
});
