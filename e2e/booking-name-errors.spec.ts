import { expect, type Locator, test } from '@playwright/test';
import { INVALID_NAMES_MESSAGE, MAX_NAME_LENGTH } from '../src/core/names.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';

/** The field is marked invalid and its message sits under it, linked by aria-describedby. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1) ?? '';
  await expect(field.page().locator(`[id="${errorId}"]`)).toHaveText(message);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('bad names are told at their own fields, with the server rules, before anything is sent', async ({
    page,
  }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/bookings')) posted = true;
    });
    const tooLong = 'L'.repeat(MAX_NAME_LENGTH + 1);
    await parts.yourName.fill('R2-D2');
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Ok Name');
    await parts.addFamilyMember.click();
    await parts.familyMember(2).fill(tooLong);
    await parts.submit.click();

    await expectFieldError(parts.yourName, 'R2-D2 (Name contains invalid characters)');
    await expectFieldError(parts.familyMember(2), `${tooLong} (Name too long)`);
    await expect(parts.familyMember(1)).not.toHaveAttribute('aria-invalid');
    await expect(parts.yourName).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: INVALID_NAMES_MESSAGE })).toBeVisible();
    await expectAccessible(page, 360);

    // Fixing a name clears its message.
    await parts.yourName.fill('Artoo Detoo');
    await expect(parts.yourName).not.toHaveAttribute('aria-invalid');
    await expect(parts.familyMember(2)).toHaveAttribute('aria-invalid', 'true');

    // Family names without the main user's name: the main name is required.
    await parts.yourName.fill('');
    await parts.familyMember(2).fill('Evie Family');
    await parts.submit.click();
    await expectFieldError(parts.yourName, 'Please enter your name.');
    await expect(parts.yourName).toBeFocused();
    expect(posted).toBe(false);
  });
});
