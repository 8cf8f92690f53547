// Web push and live pages in Chromium (docs/product/notifications.md, decision 0026).
// Headless Chromium has no browser push service to subscribe at (it answers 'Registration failed'),
// so where a test needs a subscription, PushManager hands out one at the local push service of
// test-services.ts with keys that service can decrypt; everything after that is real: the server
// encrypts and sends, the service receives, the service worker shows the message.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openDashboardAsAdmin, sessionCard } from './support/admin.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { CONTROL_URL, E2E_BASE_URL } from './support/env.ts';
import { futureSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

type Subscription = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

async function newSubscription(): Promise<Subscription> {
  const res = await fetch(`${CONTROL_URL}/push/subscriptions`, { method: 'POST' });
  return (await res.json()) as Subscription;
}

async function pushesFor(id: string): Promise<{ title: string; body: string; url: string; tag: string }[]> {
  return (await (await fetch(`${CONTROL_URL}/push/${id}`)).json()) as never;
}

/** This browser's PushManager subscribes at the local push service (see the top of the file). */
async function subscribeAtLocalPushService(context: BrowserContext, sub: Subscription) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((s) => {
    let current: unknown = null;
    const made = {
      endpoint: s.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      current = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, sub.subscription);
}

const bell = (page: Page) => page.getByRole('button', { name: 'Waiting list notifications' });
const notificationsDialog = (page: Page) => page.getByRole('dialog', { name: 'Waiting List Notifications' });

/** Ann and Ben, each on a phone of their own with the session's page open; Ann books `first`, Ben sees it. */
async function twoPhonesAfterAnnBooked(browser: Browser, capacity: number, first: string) {
  const session = await futureSession({ capacity });
  const ann = await browser.newContext();
  const ben = await browser.newContext();
  const annPage = await ann.newPage();
  const benPage = await ben.newPage();
  await openBookingPage(annPage, session.link);
  const benParts = await openBookingPage(benPage, session.link);
  expect((await bookNames(annPage, [first])).status()).toBe(201);
  await expect(benParts.confirmed.getByRole('listitem')).toHaveText([new RegExp(first)]);
  return { session, ann, ben, annPage, benPage, benParts };
}

test('a cancel on one phone shows on another without a refresh', async ({ browser }) => {
  const { ann, ben, annPage, benPage, benParts } = await twoPhonesAfterAnnBooked(browser, 1, 'Ann Live');

  expect((await bookNames(benPage, ['Ben Live'])).status()).toBe(201);
  await expect(bookingPage(annPage).waiting.getByRole('listitem')).toHaveText([/Ben Live/]);

  await bookingPage(annPage).cancelButtons.first().click();
  await annPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
  // Ben's page moves him up by itself.
  await expect(benParts.confirmed.getByRole('listitem')).toHaveText([/Ben Live/]);
  await expect(benParts.waiting).toContainText('No one is waiting');
  await ann.close();
  await ben.close();
});

test('a read that answers after a newer live change does not put the older list back', async ({
  browser,
}) => {
  const { session, ann, ben, annPage, benParts } = await twoPhonesAfterAnnBooked(browser, 2, 'Ann First');

  // Ben's next read is answered by the server now, and reaches his page only when released (on the
  // context: the page's service worker makes its requests).
  let fetched: () => void = () => {};
  const readAnswered = new Promise<void>((resolve) => (fetched = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await ben.route(
    (url) => url.pathname === `/api/sessions/by-link/${session.link}`,
    async (route) => {
      const response = await route.fetch();
      fetched();
      await released;
      await route.fulfill({ response });
    },
  );
  const refresh = benParts.participants.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await readAnswered;

  // Ann books again; Ben's page hears it live while his older read is still on its way.
  expect((await bookNames(annPage, ['Anna Second'])).status()).toBe(201);
  await expect(benParts.confirmed.getByRole('listitem')).toHaveText([/Ann First/, /Anna Second/]);
  release();
  await expect(refresh).toBeEnabled();
  await expect(benParts.confirmed.getByRole('listitem')).toHaveText([/Ann First/, /Anna Second/]);
  await ann.close();
  await ben.close();
});

test('a waiting player enables notifications from the toast and is told when a place frees up', async ({
  browser,
}) => {
  const session = await futureSession({ capacity: 1, title: 'Push Journey' });
  const holder = await browser.newContext();
  const holderPage = await holder.newPage();
  await openBookingPage(holderPage, session.link);
  expect((await bookNames(holderPage, ['Hugo Holder'])).status()).toBe(201);

  const sub = await newSubscription();
  const player = await browser.newContext();
  await subscribeAtLocalPushService(player, sub);
  const page = await player.newPage();
  await openBookingPage(page, session.link);
  expect((await bookNames(page, ['Wanda Waiting'])).status()).toBe(201);
  await expect(page.getByText('Added to waiting list')).toBeVisible();
  await page.getByRole('button', { name: 'Enable' }).click();

  await expect(bell(page)).toHaveAccessibleName('Waiting list notifications: on');
  await bell(page).click();
  await expect(notificationsDialog(page)).toContainText('Notifications are on');
  await expect(
    notificationsDialog(page).getByRole('button', { name: 'Disable Notifications' }),
  ).toBeVisible();
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/book/'))?.scope,
  );
  expect(scope).toBe(`${E2E_BASE_URL}/book/`);

  await bookingPage(holderPage).cancelButtons.first().click();
  await holderPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();

  await expect.poll(async () => (await pushesFor(sub.id)).length).toBe(1);
  const [message] = await pushesFor(sub.id);
  expect(message?.title).toBe("You're in: Push Journey");
  expect(message?.body).toContain('Wanda Waiting');
  expect(message?.url).toBe(`/book/${session.link}`);

  // The service worker shows what the push service delivers.
  const cdp = await player.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${E2E_BASE_URL}/book/`)).toBe(true);
  const registrationId =
    registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/book/`)?.registrationId ?? '';
  const worker = player.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  expect(worker).toBeDefined();
  // Delivered again while nothing shows: a worker still starting can miss a delivery on a busy
  // machine, and the message's tag keeps a repeat to one notification.
  await expect
    .poll(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: E2E_BASE_URL,
        registrationId,
        data: JSON.stringify(message),
      });
      return worker?.evaluate(async () => {
        // The worker's own global: its registration and the notifications it shows.
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        await new Promise((resolve) => setTimeout(resolve, 500));
        return (await scope.registration.getNotifications()).map((n) => [n.title, n.body]);
      });
    })
    .toEqual([[message?.title, message?.body]]);
  await holder.close();
  await player.close();
});

test.describe('the bell', () => {
  test('says when this browser cannot do push notifications', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    const page = await context.newPage();
    await openBookingPage(page, (await futureSession()).link);
    await bell(page).click();
    await expect(notificationsDialog(page)).toContainText(
      'Push notifications are not supported in this browser.',
    );
    await expect(notificationsDialog(page).getByRole('button', { name: /Notifications$/ })).toHaveCount(0);
    await context.close();
  });

  test('offers to enable, and explains a blocked permission', async ({ page }) => {
    await openBookingPage(page, (await futureSession()).link);
    // Its name says what its icon shows (decision 0181).
    await expect(bell(page)).toHaveAccessibleName('Waiting list notifications: off');
    await bell(page).click();
    const dialog = notificationsDialog(page);
    await expect(dialog).toContainText('Get a notification on this device');
    // All a subscription brings, reminders too (decision 0170; the e2e server keeps REMINDER_HOURS 26).
    await expect(dialog).toContainText('or when a session you booked is canceled.');
    await expect(dialog).toContainText('Confirmed bookings get a reminder 26 hours before the start.');
    await expectAccessible(page, page.viewportSize()?.width ?? 1280);
    // Headless Chromium answers the permission prompt with 'denied', as a person who blocks it.
    await dialog.getByRole('button', { name: 'Enable Notifications' }).click();
    await expect(dialog).toContainText('Notifications are blocked for this site');
    await expect(dialog.getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Waiting list notifications: blocked');
  });
});

test('the admin dashboard and bookings page follow a visitor’s booking without a refresh', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Live Admin');
  const session = await futureSession({ title, capacity: 2 });
  await openDashboardAsAdmin(page);
  const card = sessionCard(page, title);
  await expect(card).toContainText('0/2');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openBookingPage(visitorPage, session.link);
  expect((await bookNames(visitorPage, ['Vera Visitor', 'Vic Visitor', 'Val Visitor'])).status()).toBe(201);
  await expect(card).toContainText('2/2');
  await expect(card).toContainText('1 waiting');

  await card.getByRole('link', { name: 'Manage Bookings' }).click();
  await expect(page.getByRole('tab', { name: /Bookings \(3\)/ })).toBeVisible();
  await bookingPage(visitorPage).cancelButtons.first().click();
  await visitorPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByRole('tab', { name: /Canceled \(1\)/ })).toBeVisible();
  await visitor.close();
});

test('an admin turns notifications on and is told when a visitor cancels', async ({ page, browser }) => {
  const sub = await newSubscription();
  await subscribeAtLocalPushService(page.context(), sub);
  const title = uniqueTitle('Admin Push');
  const session = await futureSession({ title, capacity: 4 });
  await openDashboardAsAdmin(page);
  const toggle = page.getByRole('button', { name: 'Push notifications' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.scope,
  );
  expect(scope).toBe(`${E2E_BASE_URL}/admin/`);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openBookingPage(visitorPage, session.link);
  expect((await bookNames(visitorPage, ['Cass Canceller'])).status()).toBe(201);
  await bookingPage(visitorPage).cancelButtons.first().click();
  await visitorPage.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();

  await expect
    .poll(async () => (await pushesFor(sub.id)).map((m) => m.title))
    .toContain(`Booking canceled: ${title}`);
  // Admins hear about every session; other journeys run beside this one.
  const message = (await pushesFor(sub.id)).find((m) => m.title === `Booking canceled: ${title}`);
  expect(message?.body).toContain('Cass Canceller');
  expect(message?.url).toBe(`/admin/bookings/${session.id}`);
  await visitor.close();
});

test('an admin whose browser blocks notifications is told what admins are told, not the player wording', async ({
  page,
}) => {
  await openDashboardAsAdmin(page);
  // Headless Chromium answers the permission prompt with 'denied', as a person who blocks it.
  await page.getByRole('button', { name: 'Push notifications' }).click();
  await expect(
    page.getByText(
      'Notifications are blocked for this site. Allow them in your browser settings to be told when a visitor cancels or a session fills.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/when a spot opens up/)).toHaveCount(0);
  // Asked again once blocked, the toggle explains the same without asking the browser.
  await page.getByRole('button', { name: 'Push notifications' }).click();
  await expect(page.getByText(/when a visitor cancels or a session fills/)).toHaveCount(2);
});
