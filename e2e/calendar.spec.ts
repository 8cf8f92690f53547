// 'Add to calendar' on the booking page and on the admin session card (decision 0034): the
// browser saves an .ics whose event starts at the session's instant, named by its link.
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { openCardMenu, openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { openBookingPage } from './support/booking-page.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { createSession, futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

/** The saved file's properties after unfolding (RFC 5545 §3.1). */
async function savedEvent(download: Download) {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const event = new Map<string, string>();
  for (const line of text.replace(/\r\n /g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) event.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return event;
}

async function saveCalendar(page: Page, link: Locator) {
  const download = page.waitForEvent('download');
  await link.click();
  return download;
}

test.describe('a player on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('saves the session to the calendar at the right instant across a daylight-saving change', async ({
    page,
  }) => {
    // Sydney's clocks went forward the day before: 18:00 on Monday 5 October 2099 is 07:00Z, not 08:00Z.
    const session = await createSession({
      date: '2099-10-05',
      time: '18:00',
      title: uniqueTitle('Calendar Smash'),
      location: 'Court 3, Riverside Club',
    });
    await openBookingPage(page, session.link);
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toHaveAttribute('href', `/api/sessions/by-link/${session.link}/calendar.ics`);

    const download = await saveCalendar(page, link);
    expect(download.suggestedFilename()).toBe(`session-${session.link}.ics`);
    const event = await savedEvent(download);
    expect(event.get('SUMMARY')).toBe(session.title);
    expect(event.get('LOCATION')).toBe('Court 3\\, Riverside Club');
    expect(event.get('DTSTART')).toBe('20991005T070000Z');
    expect(event.get('DTEND')).toBe('20991005T080000Z');
    expect(event.get('URL')).toBe(`${E2E_BASE_URL}/book/${session.link}`);
    expect(event.get('UID')).toBe(`${session.id}@${new URL(E2E_BASE_URL).hostname}`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered booking page already has the link', async ({ page }) => {
    const session = await futureSession();
    await page.goto(`/book/${session.link}`);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/sessions/by-link/${session.link}/calendar.ics`,
    );
  });
});

test('the admin saves a published session from its card; an unpublished card has no link', async ({
  page,
}) => {
  const published = await futureSession({ title: uniqueTitle('Calendar Card') });
  const hidden = await futureSession({ title: uniqueTitle('Calendar Hidden'), unpublished: true });
  await openDashboardAsAdmin(page);

  const menu = await openCardMenu(page, published.title);
  const download = await saveCalendar(page, menu.getByRole('menuitem', { name: 'Add to calendar' }));
  expect(download.suggestedFilename()).toBe(`session-${published.link}.ics`);
  expect((await savedEvent(download)).get('SUMMARY')).toBe(published.title);

  await expect(sessionCard(page, hidden.title)).toBeVisible();
  const hiddenMenu = await openCardMenu(page, hidden.title);
  await expect(hiddenMenu.getByRole('menuitem', { name: 'Copy List' })).toBeVisible();
  await expect(hiddenMenu.getByRole('menuitem', { name: 'Add to calendar' })).toHaveCount(0);
});
