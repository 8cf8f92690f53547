import { expect, type Locator } from '@playwright/test';
import { MAX_NAME_LENGTH } from '#core/names.ts';
import { NAME_RULES } from '../src/web/features/booking/name-problems.ts';
import { expectAccessible } from './support/accessibility.ts';
import { openBookingPage } from './support/booking-page.ts';
import { futureSession } from './support/sessions.ts';
import { test } from './support/test.ts';

/** The field is marked invalid and its message sits under it, linked by aria-describedby. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1) ?? '';
  await expect(field.page().locator(`[id="${errorId}"]`)).toHaveText(message);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a name someone else booked is pointed out at its field, and can still be booked (decision 0191)', async ({
    page,
  }) => {
    const session = await futureSession({ preAdd: ['Olaf Offline'] });
    const parts = await openBookingPage(page, session.link);
    await parts.yourName.fill('olaf  offline');
    const note = 'olaf offline is already booked in this session. Check that this is someone else.';
    await expect(parts.yourName).toHaveAccessibleDescription(note);
    await expect(page.getByText(note)).toBeVisible();
    await expectAccessible(page, 360);
    // Two people can share a name: the note warns, it does not refuse.
    await parts.submit.click();
    await expect(parts.confirmed.getByRole('listitem')).toHaveCount(2);
    await expect(parts.yourName).toHaveAccessibleDescription('Confirmed');
    await expect(page.getByText(note)).toHaveCount(0);
  });

  test('bad names are told at their own fields, with the server rules, before anything is sent', async ({
    page,
  }) => {
    const session = await futureSession();
    const parts = await openBookingPage(page, session.link);
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/bookings')) posted = true;
    });
    await parts.yourName.fill('R2-D2 <script>');
    await parts.addFamilyMember.click();
    await parts.familyMember(1).fill('Ok Name');
    await parts.addFamilyMember.click();
    await parts.familyMember(2).fill('Zo3 Kid');
    // The field takes no more than the limit (decision 0062): 60 letters typed, 50 kept.
    await parts.addFamilyMember.click();
    await parts.familyMember(3).fill('L'.repeat(MAX_NAME_LENGTH + 10));
    await expect(parts.familyMember(3)).toHaveValue('L'.repeat(MAX_NAME_LENGTH));
    await parts.submit.click();

    // The field says what to change, without repeating the name it shows; the summary states both rules.
    await expectFieldError(parts.yourName, 'Not allowed in a name: 2 < >');
    await expectFieldError(parts.familyMember(2), 'Not allowed in a name: 3');
    await expect(parts.familyMember(1)).not.toHaveAttribute('aria-invalid');
    await expect(parts.familyMember(3)).not.toHaveAttribute('aria-invalid');
    await expect(parts.yourName).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: NAME_RULES })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NAME_RULES })).toContainText(
      `At most ${MAX_NAME_LENGTH} characters each.`,
    );
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
