// A phone at 200 % zoom, or with its browser's text set to 200 %, holds half the words a line
// (decision 0187): the pages' spacing gives way so nothing scrolls sideways and a name's field keeps
// the line's width.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { E2E_BASE_URL, OFFLINE_CHROMIUM_FLAGS } from './support/env.ts';
import { clubTimeIn, createSession, futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

async function width(part: Locator) {
  const box = await part.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.width;
}

/** 'Family Member' keeps the form's width instead of sharing the line with its tick box and ✕. */
async function expectFamilyFieldFullWidth(page: Page) {
  const form = page.getByRole('form', { name: 'Book spots' });
  const field = bookingPage(page).familyMember(1);
  expect(await width(field)).toBeGreaterThan(0.9 * (await width(form)));
}

test.describe('at 200 % zoom on a 360 px phone (180 CSS px)', () => {
  test.use({ viewport: { width: 180, height: 370 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("the booking page, the sessions list and an admin's pages fit the width", async ({ page }) => {
    const session = await futureSession({ capacity: 1 });
    const parts = await openBookingPage(page, session.link);
    await bookNames(page, ['Maximilian Featherstonehaugh', 'Penelope Featherstonehaugh']);
    await expect(parts.result).toBeVisible();
    await expectFamilyFieldFullWidth(page);
    // Refresh goes under the heading rather than past the card's edge.
    const refresh = parts.participants.getByRole('button', { name: 'Refresh' });
    const card = await parts.participants.boundingBox();
    const button = await refresh.boundingBox();
    expect(button && card && button.x + button.width).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    // The player's own row: the name keeps the line beside its number, the cancel button goes under it.
    const ownRow = parts.confirmed.getByRole('listitem').first();
    await expect(ownRow.getByRole('button', { name: /^Cancel booking for / })).toBeVisible();
    expect(await width(ownRow.getByText('Maximilian Featherstonehaugh'))).toBeGreaterThan(
      0.5 * (await width(ownRow)),
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 180);

    // A card's longest badge, 'Today · starts in 30 min', overflowed the card (seen in a CI run).
    const soon = await createSession({ ...clubTimeIn(0.5), title: uniqueTitle('Soon') });
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: soon.title })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await openDashboardAsAdmin(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // A session card's title has its line; edit and delete go under it.
    const sessionOnDashboard = sessionCard(page, session.title);
    expect(await width(sessionOnDashboard.getByRole('heading', { name: session.title }))).toBeGreaterThan(
      0.8 * (await width(sessionOnDashboard)),
    );
    // The Create dialog's date field fits the dialog (a date field's own width pushed it wider).
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    const box = await dialog.boundingBox();
    const date = await dialog.getByLabel('Date').boundingBox();
    expect(date && box && date.x + date.width).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    await page.keyboard.press('Escape');
    await page.goto(`/admin/bookings/${session.id}`);
    await expect(page.getByRole('button', { name: 'Edit Maximilian Featherstonehaugh' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // A booking's name has the row's width; its Paid $, edit and cancel go on the line under it.
    const name = page.getByRole('button', { name: /Maximilian Featherstonehaugh/, pressed: false }).first();
    const row = page.getByRole('listitem').filter({ has: name });
    expect(await width(name)).toBeGreaterThan(0.8 * (await width(row)));
    await page.getByRole('tab', { name: /^Canceled/ }).click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("with the browser's text at 200 % on a 360 px phone", () => {
  test('the booking page gives its words the room', async () => {
    // The text size is a browser setting (Chrome's 'Font size'), not something a page can emulate.
    const profile = await mkdtemp(path.join(tmpdir(), 'courtside-large-text-'));
    await mkdir(path.join(profile, 'Default'));
    await writeFile(
      path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ webkit: { webprefs: { default_font_size: 32 } } }),
    );
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: OFFLINE_CHROMIUM_FLAGS,
      baseURL: E2E_BASE_URL,
      locale: 'en-AU',
      timezoneId: 'Australia/Sydney',
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      const session = await futureSession();
      await openBookingPage(page, session.link);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await bookingPage(page).addFamilyMember.click();
      await expectFamilyFieldFullWidth(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
