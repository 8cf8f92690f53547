import { expect } from '@playwright/test';
import { formatLongDate, timeRange } from '#core/format.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openCardMenu, openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { clubTimeIn, createSession, futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

// Issue 20: the dashboard's session card on a phone. It was about 470 px tall with seven buttons,
// so eight sessions took eight screens; the sharing actions now sit in one menu (decision 0069).
test.describe('the session card at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('is compact: under 300 px tall, with Manage Bookings, Published and the menu on view', async ({
    page,
  }, testInfo) => {
    const session = await futureSession({ title: uniqueTitle('Compact'), preAdd: ['Ann Lee'] });
    await openDashboardAsAdmin(page);
    const card = sessionCard(page, session.title);
    const box = await card.boundingBox();
    testInfo.annotations.push({ type: 'card height at 360 px', description: String(box?.height) });
    expect(box?.height).toBeLessThan(300);
    await expect(card.getByRole('link', { name: 'Manage Bookings' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Published' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit ${session.title}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${session.title}` })).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath('card-360.png') });
  });

  test("a tap on the card's date shows the whole date", async ({ page }) => {
    const session = await futureSession({ title: uniqueTitle('Tapped') });
    await openDashboardAsAdmin(page);
    // Before, its tooltip opened on hover and focus only: a tap on a phone showed nothing (decision 0174).
    await sessionCard(page, session.title)
      .getByRole('button', { name: /^\w+ \d\d\/\d\d$/ })
      .tap();
    await expect(page.getByRole('tooltip')).toHaveText(formatLongDate(session.date));
    await expectAccessible(page, 360);
  });

  test('the menu is keyboard usable and holds every sharing action', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    const session = await futureSession({ title: uniqueTitle('Menu') });
    await openDashboardAsAdmin(page);
    const trigger = sessionCard(page, session.title).getByRole('button', { name: 'More actions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Copy Link',
      'Copy List',
      'Share link to WhatsApp',
      'Share list to WhatsApp',
      'Add to calendar',
      'Cancel session',
    ]);
    await expectAccessible(page, 360);
    await page.screenshot({ path: testInfo.outputPath('menu-360.png') });
    // The first item has focus; Enter on it copies the link and closes the menu.
    await expect(menu.getByRole('menuitem', { name: 'Copy Link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${E2E_BASE_URL}/book/${session.link}`,
    );
    await expect(trigger).toBeFocused();
    // Escape closes it without doing anything.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('an unpublished card says so and offers no link to share: Copy List copies the list without it', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    const session = await futureSession({
      title: uniqueTitle('Hidden'),
      unpublished: true,
      preAdd: ['Ann Lee'],
    });
    await openDashboardAsAdmin(page);
    const card = sessionCard(page, session.title);
    // The badge (its text with what it means for screen readers), not the toggle's own 'Unpublished'.
    const badge = card.getByText('Unpublished, hidden from players', { exact: true });
    await expect(badge).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath('unpublished-card-360.png') });
    const menu = await openCardMenu(page, session.title);
    await expect(menu.getByRole('menuitem')).toHaveText(['Copy List', 'Cancel session']);
    await menu.getByRole('menuitem', { name: 'Copy List' }).click();
    await expect(page.getByText('List copied!')).toBeVisible();
    const list = await page.evaluate(() => navigator.clipboard.readText());
    expect(list).toContain('1. Ann Lee');
    expect(list).not.toContain('/book/');

    // The two states differ in colour, not only in words (before, both were white with a grey edge).
    const colours = (name: string) =>
      card
        .getByRole('button', { name, exact: true })
        .evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).borderColor].join(' '));
    const unpublished = await colours('Unpublished');
    // Published, the badge goes and the sharing comes back.
    await card.getByRole('button', { name: 'Unpublished' }).click();
    await expect(card.getByRole('button', { name: 'Published' })).toBeVisible();
    // Polled: the colours change over a 150 ms transition.
    await expect.poll(() => colours('Published')).not.toBe(unpublished);
    expect(unpublished).not.toContain('rgb(255, 255, 255)');
    await expect(badge).toHaveCount(0);
    const published = await openCardMenu(page, session.title);
    await expect(published.getByRole('menuitem', { name: 'Share link to WhatsApp' })).toBeVisible();
  });

  test('the delete confirm names the date, the time and the bookings that would be lost', async ({
    page,
  }, testInfo) => {
    const session = await futureSession({ title: uniqueTitle('Doomed'), preAdd: ['Ann Lee', 'Bo Chen'] });
    await openDashboardAsAdmin(page);
    const added = await page.request.post(`/api/sessions/${session.id}/bookings/admin`, {
      data: { name: 'Cy Unpaid' },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(added.ok()).toBe(true);
    await expect(sessionCard(page, session.title)).toContainText('3/16');
    await sessionCard(page, session.title)
      .getByRole('button', { name: `Delete ${session.title}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${session.title}?` });
    await expect(confirm).toContainText(`${formatLongDate(session.date)}, ${timeRange(session.time)}`);
    await expect(confirm).toContainText('3 bookings will be lost, 2 of them paid.');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this session? This action cannot be undone.',
    );
    await expectAccessible(page, 360);
    await page.screenshot({ path: testInfo.outputPath('delete-confirm-360.png') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(sessionCard(page, session.title)).toBeVisible();
  });

  test("the Next Session card says 'Started' while a session runs, not the one after", async ({ page }) => {
    await createSession({ ...clubTimeIn(-20 / 60), title: uniqueTitle('Running') });
    await futureSession({ title: uniqueTitle('Later') });
    await openDashboardAsAdmin(page);
    const card = page.getByRole('heading', { name: 'Next Session' }).locator('..');
    await expect(card).toContainText('Started');
  });
});

test.describe('editing at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('lowering capacity below the confirmed count names who moves to the waiting list first', async ({
    page,
  }, testInfo) => {
    test.slow();
    const session = await futureSession({
      title: uniqueTitle('Shrink'),
      capacity: 3,
      preAdd: ['Ann Lee', 'Bo Chen', 'Cy Diaz'],
    });
    await openDashboardAsAdmin(page);
    const card = sessionCard(page, session.title);
    await card.getByRole('button', { name: `Edit ${session.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Session' });
    await dialog.getByLabel('Capacity').fill('1');
    await dialog.getByRole('button', { name: 'Update Session' }).click();

    const warning = dialog.getByRole('region', { name: '2 confirmed players move to the waiting list' });
    await expect(warning.getByRole('heading')).toBeFocused();
    await expect(warning.getByRole('listitem')).toHaveText(['Bo Chen', 'Cy Diaz']);
    await expectAccessible(page, 360);
    await page.screenshot({ path: testInfo.outputPath('capacity-warning-360.png') });

    // Going back changes nothing and returns to the form as it was left.
    await warning.getByRole('button', { name: 'Back to edit' }).click();
    await expect(dialog.getByLabel('Capacity')).toBeFocused();
    await expect(dialog.getByLabel('Capacity')).toHaveValue('1');
    expect((await (await page.request.get(`/api/sessions/${session.id}`)).json()).capacity).toBe(3);

    await dialog.getByLabel('Capacity').fill('2');
    await dialog.getByRole('button', { name: 'Update Session' }).click();
    await expect(warning).toHaveCount(0);
    const one = dialog.getByRole('region', { name: '1 confirmed player moves to the waiting list' });
    await expect(one.getByRole('listitem')).toHaveText(['Cy Diaz']);
    await one.getByRole('button', { name: 'Move them and update' }).click();
    await expect(page.getByText('Session updated!')).toBeVisible();
    await expect(card.getByText('2/2')).toBeVisible();
    await expect(card.getByText('1 waiting')).toBeVisible();

    // Raising it again needs no warning.
    await card.getByRole('button', { name: `Edit ${session.title}` }).click();
    await dialog.getByLabel('Capacity').fill('5');
    await dialog.getByRole('button', { name: 'Update Session' }).click();
    await expect(page.getByText('Session updated!').first()).toBeVisible();
    await expect(card.getByText('3/5')).toBeVisible();
  });
});
