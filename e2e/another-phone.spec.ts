// 'Use on another phone' (docs/product/screens.md, decision 0086): phone A makes a one-time link with a
// QR code; phone B opens it, presses the button and sees A's booking as its own, and can cancel it;
// a third phone finds the link used.
import { expect } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test('a booking made on one phone is used and canceled on another through a one-time link', async ({
  browser,
}) => {
  const session = await futureSession();
  const a = await browser.newContext(PHONE);
  const b = await browser.newContext(PHONE);
  const c = await browser.newContext(PHONE);
  try {
    const phoneA = await a.newPage();
    await openBookingPage(phoneA, session.link);
    await bookNames(phoneA, ['Ivy Phone']);
    await expect(phoneA.getByText('Successfully booked')).toBeVisible();

    await phoneA.screenshot({ path: '.test-output/another-phone-button-360.png', fullPage: true });
    await phoneA.getByRole('button', { name: 'Use on another phone' }).click();
    const dialog = phoneA.getByRole('dialog', { name: 'Use on another phone' });
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    const url = (await dialog.getByText(/\/another-phone\//).textContent()) ?? '';
    expect(url).toMatch(/\/another-phone\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(phoneA, 360);
    await phoneA.screenshot({ path: '.test-output/another-phone-dialog-360.png' });
    await expect(dialog).toContainText(/It works once, until \d\d:\d\d [ap]m\./);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Reopened, the dialog shows the same link instead of spending another of the hour's ten
    // (decision 0180); a new one is one tap away.
    let made = 0;
    phoneA.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/user-session/transfer')) made++;
    });
    await phoneA.getByRole('button', { name: 'Use on another phone' }).click();
    await expect(dialog.getByText(url)).toBeVisible();
    expect(made).toBe(0);
    await dialog.getByRole('button', { name: 'Used it already? Make a new link' }).click();
    await expect(dialog.getByText(url)).toHaveCount(0);
    await expect(dialog.getByText(/\/another-phone\//)).toBeVisible();
    expect(made).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Phone B opens the link: a page with a button; only the button binds it.
    const phoneB = await b.newPage();
    const opened = await phoneB.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(phoneB.getByRole('heading', { name: 'Use your bookings on this phone' })).toBeVisible();
    expect((await b.cookies()).some((cookie) => cookie.name === 'cs_visitor')).toBe(false);
    // It names the app's icon, so the browser does not ask for a /favicon.ico that is not there.
    const icon = await phoneB.locator('link[rel="icon"]').getAttribute('href');
    expect((await phoneB.request.get(icon ?? '/favicon.ico')).status()).toBe(200);
    await expectAccessible(phoneB, 360);
    await phoneB.screenshot({ path: '.test-output/another-phone-page-360.png' });
    await phoneB.getByRole('button', { name: 'Use on this phone' }).click();
    await expect(phoneB).toHaveURL(new RegExp(`/book/${session.link}$`));
    const partsB = bookingPage(phoneB);
    await expect(partsB.participants.getByText('Your booking')).toHaveCount(1);

    // A third phone finds the link used up, in plain words.
    const phoneC = await c.newPage();
    const again = await phoneC.goto(url);
    expect(again?.status()).toBe(410);
    await expect(phoneC.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    await expectAccessible(phoneC, 360);
    await phoneC.screenshot({ path: '.test-output/another-phone-used-360.png' });

    // Phone A keeps its booking; phone B cancels it.
    await phoneA.reload();
    await expect(bookingPage(phoneA).participants.getByText('Your booking')).toHaveCount(1);
    await partsB.cancelButtons.first().click();
    await phoneB.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(partsB.confirmed.getByText('Ivy Phone')).toHaveCount(0);
  } finally {
    await Promise.all([a, b, c].map((context) => context.close()));
  }
});
