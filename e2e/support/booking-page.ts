import { expect, type Page } from '@playwright/test';
import { appStarted } from './app-started.ts';

/** The booking page's parts, found the way a screen-reader user would find them. */
export function bookingPage(page: Page) {
  const participants = page.getByRole('region', { name: 'Participant List' });
  return {
    participants,
    confirmed: participants.getByRole('region', { name: /^Confirmed Spots/ }),
    waiting: participants.getByRole('region', { name: 'Waiting List' }),
    yourName: page.getByRole('textbox', { name: 'Your Name' }),
    familyMember: (n: number) => page.getByRole('textbox', { name: `Family Member ${n}` }),
    addFamilyMember: page.getByRole('button', { name: '+ Add Family Member' }),
    submit: page.getByRole('button', { name: /^(Book (\d+ )?Spot\(s\)|Booking\.\.\.)$/ }),
    /** Where each name of the last booking landed (decision 0062). */
    result: page.getByRole('region', { name: 'Just booked' }),
    cancelButtons: participants.getByRole('button', { name: /^Cancel booking for / }),
  };
}

/** Opens a booking page and waits until the session has loaded and the app runs it. */
export async function openBookingPage(page: Page, link: string) {
  await page.goto(`/book/${link}`);
  const parts = bookingPage(page);
  await expect(parts.participants).toBeVisible();
  await appStarted(page);
  return parts;
}

/** The next save of the remembered names (PUT /api/user-session/preferences) that succeeds. */
export const preferencesSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/user-session/preferences') && r.ok(),
  );

/** Fills 'Your Name' and one family row per extra name, then books them. */
export async function bookNames(page: Page, [main, ...family]: string[]) {
  const parts = bookingPage(page);
  await parts.yourName.fill(main ?? '');
  for (const [i, name] of family.entries()) {
    if ((await parts.familyMember(i + 1).count()) === 0) await parts.addFamilyMember.click();
    await parts.familyMember(i + 1).fill(name);
  }
  const booked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/bookings'),
  );
  await parts.submit.click();
  return booked;
}
