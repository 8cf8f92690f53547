import { expect } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from './support/accessibility.ts';
import { openDashboardAsAdmin } from './support/admin.ts';
import { futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

for (const w of VIEWPORTS) {
  test.describe(`admin screens at ${w.viewport.width} px (${w.name})`, () => {
    test.use({ viewport: w.viewport, isMobile: w.isMobile, hasTouch: w.hasTouch });

    test('the sign-in page has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
      await expectAccessible(page, w.viewport.width);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectAccessible(page, w.viewport.width);
    });

    test('the dashboard with a full session and past sessions open has no violations', async ({ page }) => {
      // Several axe runs over a long list of cards; the command-line fixtures take a few seconds too.
      test.slow();
      await futureSession({
        title: uniqueTitle('A very long session title for the smallest phones'),
        capacity: 1,
        preAdd: ['Ann', 'Bo'],
      });
      await openDashboardAsAdmin(page);
      await page.getByRole('button', { name: 'Past Sessions' }).click();
      await expect(page.getByRole('status', { name: 'Loading sessions' })).toHaveCount(0);
      await expectAccessible(page, w.viewport.width);
    });

    test('the create and delete dialogs have no violations', async ({ page }) => {
      test.slow();
      await futureSession({ title: uniqueTitle('Dialogs') });
      await openDashboardAsAdmin(page);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const create = page.getByRole('dialog', { name: 'Create Session' });
      // Checked once its form has loaded: the dialog opens on the form's first field (decision 0164).
      await expect(create.getByLabel('Date')).toBeFocused();
      await expectAccessible(page, w.viewport.width);
      await page.keyboard.press('Escape');
      await expect(create).toHaveCount(0);

      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page, w.viewport.width);
    });
  });
}
