// The spec's public session card (Book Session) on the landing page, and Share to WhatsApp on the
// admin session card (decision 0037).
import { expect, type Page } from '@playwright/test';
import { bookingUrl, whatsappList } from '#core/whatsapp-list.ts';
import { openCardMenu, openDashboardAsAdmin } from './support/admin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { clubTimeIn, createSession, futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

/**
 * A published session starting before any other test's (the landing page shows only the next
 * three), and an unpublished one before it, which must not show.
 */
async function soonestSessions() {
  const hidden = await createSession({
    ...clubTimeIn(0.2),
    title: uniqueTitle('Hidden Soon'),
    unpublished: true,
  });
  const open = await createSession({
    ...clubTimeIn(0.25),
    title: uniqueTitle('Open Soon'),
    preAdd: ['Lee Early'],
  });
  return { hidden, open };
}

const landingCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Upcoming Sessions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page arrives with the next sessions as cards that book', async ({ page }) => {
    const { hidden, open } = await soonestSessions();
    await page.goto('/');
    const card = landingCard(page, open.title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Court 3, Riverside Club');
    await expect(card).toContainText('1/16');
    await expect(card).toContainText('0 waiting');
    await expect(card.getByRole('link', { name: /^Book Session / })).toHaveAttribute(
      'href',
      `/book/${open.link}`,
    );
    await expect(page.getByRole('heading', { name: hidden.title })).toHaveCount(0);
    const upcoming = page.getByRole('region', { name: 'Upcoming Sessions' });
    expect(await upcoming.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  });
});

test('Book Session on a landing page card opens its booking page', async ({ page }) => {
  await soonestSessions();
  await page.goto('/');
  // Whichever session is soonest now (other tests' sessions may be sooner than this one's).
  const card = page.getByRole('region', { name: 'Upcoming Sessions' }).getByRole('listitem').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const link = card.getByRole('link', { name: /^Book Session / });
  await expect(link).toHaveText('Book Session');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/book\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the admin card shares the link and the list to WhatsApp', async ({ page }) => {
  const session = await futureSession({
    title: uniqueTitle('Shareable'),
    capacity: 1,
    preAdd: ["Rae O'Neil", 'Sam St. Wait'],
  });
  await openDashboardAsAdmin(page);
  const menu = await openCardMenu(page, session.title);
  const shareLink = menu.getByRole('menuitem', { name: 'Share link to WhatsApp' });
  const shareList = menu.getByRole('menuitem', { name: 'Share list to WhatsApp' });
  for (const share of [shareLink, shareList]) {
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const sharedText = async (share: typeof shareLink) => {
    const url = new URL((await share.getAttribute('href')) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    return url.searchParams.get('text');
  };
  const link = bookingUrl(E2E_BASE_URL, session.link);
  expect(await sharedText(shareLink)).toBe(link);
  const list = await sharedText(shareList);
  // The same text Copy List copies: the confirmed place, the waiting list and the link.
  expect(list).toBe(whatsappList(session, { publicUrl: E2E_BASE_URL }));
  expect(list?.split('\n')).toEqual(expect.arrayContaining(["1. Rae O'Neil", 'WL', '1. Sam St. Wait', link]));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the card's menu holds the share actions within the screen", async ({ page }) => {
    const session = await futureSession({ title: uniqueTitle('Narrow') });
    await openDashboardAsAdmin(page);
    const menu = await openCardMenu(page, session.title);
    const box = await menu.boundingBox();
    if (!box) throw new Error('the menu is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    for (const name of ['Share link to WhatsApp', 'Share list to WhatsApp']) {
      const item = await menu.getByRole('menuitem', { name }).boundingBox();
      expect(item?.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: test.info().outputPath('admin-card-menu-360.png') });
  });
});
