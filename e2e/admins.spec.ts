// The Admins screen (docs/product/screens.md Admins page, decision 0084): the owner invites and
// removes admins; another admin sees the list read-only; a removed admin is shut out at once.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectAccessible } from './support/accessibility.ts';
import { ADMIN_PASSWORD, createAdmin } from './support/admin.ts';
import { e2eCli } from './support/cli.ts';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/env.ts';
import { test } from './support/test.ts';

/**
 * The install's owner (the first account the run made, whichever test made it), with a password set
 * the way an operator gets back in: admin:create on its address.
 */
async function ownerAccount(): Promise<string> {
  await createAdmin();
  const db = new Database(`${E2E_DATA_DIR}/courtside.sqlite`, { readonly: true });
  try {
    const row = db
      .prepare('select "email" from "user" join install_owner on install_owner.user_id = "user"."id"')
      .get() as { email: string };
    await e2eCli(['admin:create', '--email', row.email, '--password', ADMIN_PASSWORD]);
    return row.email;
  } finally {
    db.close();
  }
}

async function signInAs(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: ADMIN_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.ok()).toBe(true);
}

const row = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Admins' }).getByRole('listitem').filter({ hasText: email });

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('the owner invites and removes admins; another admin reads the list; removal shuts them out', async ({
  page,
  browser,
}) => {
  const owner = await ownerAccount();
  await signInAs(page, owner);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Admins' }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  await expect(page.getByRole('heading', { name: 'Admins', level: 1 })).toBeVisible();
  await expect(row(page, owner)).toContainText('Owner');
  await expect(row(page, owner).getByRole('button')).toHaveCount(0);

  const invitee = `invited-${randomUUID().slice(0, 8)}@club.test`;
  await page.getByLabel('Email address').fill(invitee.toUpperCase());
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  await expect(row(page, invitee)).toContainText('Invited, not signed in yet');
  // Listed already: said so, nothing sent (decision 0169; before, 'Invitation sent to' the owner too).
  await page.getByLabel('Email address').fill(owner);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    new RegExp(`${owner} is the owner\\.`),
  );
  // The mail relay refuses the address: the page says to pass it on instead of 'Invitation sent'.
  const unmailed = `nobody-${randomUUID().slice(0, 8)}@refused.test`;
  await page.getByLabel('Email address').fill(unmailed);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `${unmailed} is invited, but no email could be sent: tell them to sign in with this address at`,
    }),
  ).toBeVisible();
  await expect(row(page, unmailed)).toContainText('Invited, not signed in yet');
  await expectAccessible(page, 360);
  await page.screenshot({ path: '.test-output/admins-owner-360.png', fullPage: true });

  await page.getByLabel('Email address').fill('not an email');
  await page.getByLabel('Email address').evaluate((input: HTMLInputElement) => {
    input.type = 'text';
  });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();

  // Another admin sees the list but no way to change it.
  const colleague = await createAdmin();
  const other = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const otherPage = await other.newPage();
  try {
    await signInAs(otherPage, colleague.email);
    await otherPage.goto('/admin/admins');
    await expect(row(otherPage, invitee)).toBeVisible();
    await expect(otherPage.getByText('Only the owner can invite or remove admins.')).toBeVisible();
    await expect(otherPage.getByLabel('Email address')).toHaveCount(0);
    await expect(otherPage.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expectAccessible(otherPage, 360);
    await otherPage.screenshot({ path: '.test-output/admins-colleague-360.png', fullPage: true });

    // The owner withdraws the invitation and removes the colleague.
    await page.reload();
    await row(page, invitee)
      .getByRole('button', { name: `Remove ${invitee}` })
      .click();
    const withdraw = page.getByRole('alertdialog', { name: 'Withdraw this invitation?' });
    await expect(withdraw).toContainText(`Signing in with ${invitee} will no longer make anyone an admin.`);
    await expectAccessible(page, 360);
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(row(page, invitee)).toHaveCount(0);
    // Nobody was an admin: the invitation is withdrawn (decision 0194).
    await expect(page.getByText('Invitation withdrawn')).toBeVisible();
    await expect(page.getByText(`${invitee} is no longer an admin`)).toHaveCount(0);
    await row(page, colleague.email)
      .getByRole('button', { name: `Remove ${colleague.email}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(row(page, colleague.email)).toHaveCount(0);
    await expect(page.getByText(`${colleague.email} is no longer an admin`)).toBeVisible();

    expect((await otherPage.request.get('/api/admin/admins')).status()).toBe(403);
    // Within the open app, without a reload: the dashboard's 403 makes the gate ask again (decision
    // 0163). Before, it said 'Error loading sessions' until the page was reloaded.
    await otherPage.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(otherPage.getByRole('heading', { name: 'Not an admin' })).toBeVisible();
    await expect(otherPage.getByText('Error loading sessions')).toHaveCount(0);
    await otherPage.goto('/admin');
    await expect(otherPage.getByText(/not an admin/i).first()).toBeVisible();
  } finally {
    await other.close();
  }
});
