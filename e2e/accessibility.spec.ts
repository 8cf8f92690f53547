import { expect } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

for (const w of VIEWPORTS) {
  test.describe(`at ${w.viewport.width} px (${w.name})`, () => {
    test.use({ viewport: w.viewport, isMobile: w.isMobile, hasTouch: w.hasTouch });

    test('public pages have no WCAG 2.2 AA violations and no sideways scroll', async ({ page }) => {
      await futureSession();
      const pages: [string, string][] = [
        ['/', 'How It Works'],
        ['/sessions', 'Upcoming Sessions'],
        ['/terms', 'Terms & Conditions'],
        ['/no-such-page', 'Page Not Found'],
        ['/book/01-01-zzzzzz', 'Session Not Found'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await expectAccessible(page, w.viewport.width);
      }
    });

    test('the booking page with bookings and a waiting list has no violations', async ({ page }) => {
      // Capacity 2: the waiting list holds as many as the session has places (decision 0017).
      const session = await futureSession({ capacity: 2, preAdd: ['Rae Paid'] });
      await openBookingPage(page, session.link);
      await bookNames(page, ['Sam Confirmed With A Rather Long Name', 'Tia Waiting']);
      await expect(page.getByText('1 spot(s) confirmed, 1 added to waiting list')).toBeVisible();
      await expectAccessible(page, w.viewport.width);

      // From the participant list (the form's row for the name has the same button: decision 0063).
      await bookingPage(page)
        .participants.getByRole('button', { name: 'Cancel booking for Tia Waiting' })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page, w.viewport.width);
    });
  });
}
