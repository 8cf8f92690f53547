import { expect, type Page } from '@playwright/test';
import { MAX_NAME_LENGTH } from '#core/names.ts';
import { expectAccessible } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

const longName = 'W'.repeat(MAX_NAME_LENGTH);

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a 50-letter name wraps in the form and in the participant list, so nothing scrolls sideways', async ({
    page,
  }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, [longName]);
    await expect(page.getByText('Successfully booked')).toBeVisible();
    await expect(parts.confirmed.getByRole('listitem')).toHaveText([new RegExp(longName)]);
    await expect(parts.yourName).toHaveValue(longName);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 360);
    for (const part of [
      page.getByRole('form', { name: 'Book spots' }),
      parts.participants,
      page.getByRole('contentinfo'),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    }

    // A fresh visitor sees only the participant list entry.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(bookingPage(page).confirmed.getByRole('listitem')).toHaveText([new RegExp(longName)]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
