// Every player knows where they stand (issue 20, decision 0065): how much room is left before they
// type, a booking closed when nothing fits, how many names fit, and how soon a session is — on the
// booking page and the session cards, at phone size.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { bookingPage, bookNames, openBookingPage } from './support/booking-page.ts';
import { clubDay, clubTimeIn, createSession, uniqueTitle } from './support/sessions.ts';
import { test } from './support/test.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const CLOSED = 'Waiting list full · booking closed';

/** Far enough ahead not to be among the landing page's next three (other tests look at those). */
const later = (o: { capacity: number; preAdd: string[] }) =>
  createSession({ date: clubDay(6), time: '18:00', title: uniqueTitle('Room'), ...o });

const sessionsCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `.test-output/screenshots/issue-20/${name}.png`, fullPage: true });
}

test('an open session says how many places are left, on the card and the page', async ({ page }) => {
  const session = await later({ capacity: 3, preAdd: ['Ada Early'] });
  await page.goto('/sessions');
  const card = sessionsCard(page, session.title);
  await expect(card).toContainText('2 places left');
  await expect(card.getByRole('link', { name: /^View / })).toBeVisible();

  await openBookingPage(page, session.link);
  await expect(page.getByText('2 places left')).toBeVisible();
  await expect(bookingPage(page).yourName).toBeVisible();
  await shot(page, 'booking-open');
});

test('a full session counts the waiting places, and the form says how many names fit before sending', async ({
  page,
}) => {
  // Capacity 2, waiting-list cap 2 (the capacity): three booked leave one waiting place.
  const session = await later({ capacity: 2, preAdd: ['Bo One', 'Cy Two', 'Di Three'] });
  await page.goto('/sessions');
  await expect(sessionsCard(page, session.title)).toContainText('Session full · 1 waiting place left');

  const parts = await openBookingPage(page, session.link);
  await expect(page.getByText('Session full · 1 waiting place left')).toBeVisible();
  await expect(page.getByText(/new bookings join the waiting list/)).toHaveCount(0);

  await parts.yourName.fill('Eve Four');
  await parts.addFamilyMember.click();
  await parts.familyMember(1).fill('Fay Five');
  const tooMany = page.getByRole('alert').filter({ hasText: 'Only 1 more name fits on the waiting list.' });
  await expect(tooMany).toBeVisible();
  await expect(parts.submit).toBeDisabled();
  await shot(page, 'booking-too-many-names');
  await expectAccessible(page, 360);

  // Unticking the family member leaves one name, which fits.
  await page.getByRole('checkbox', { name: 'Book Family Member 1' }).click();
  await expect(tooMany).toHaveCount(0);
  await expect(parts.submit).toBeEnabled();
  await parts.submit.click();
  // The booking that took the last place still gets its toast and the offer to be told of a place.
  await expect(page.getByText('Added to waiting list')).toBeVisible();
  await expect(page.getByText('Get a notification when a spot opens up?')).toBeVisible();

  // Now nothing fits: booking is closed, said once, with no form to fill: the row of the name just
  // booked stays, saying where it stands, and the name that was not sent goes out of the way.
  const closed = page.getByRole('button', { name: CLOSED });
  await expect(closed).toBeVisible();
  await expect(closed).toBeDisabled();
  await expect(page.getByText(CLOSED)).toHaveCount(1);
  await expect(parts.yourName).toHaveAccessibleDescription('Waiting #2');
  await expect(parts.familyMember(1)).toHaveCount(0);
  await expect(parts.waiting).toContainText('Eve Four');
});

test('a session whose waiting list is full is closed before anyone types, on the card and the page', async ({
  page,
}) => {
  const session = await later({ capacity: 1, preAdd: ['Gus One', 'Hal Two'] });
  await page.goto('/sessions');
  const card = sessionsCard(page, session.title);
  await expect(card).toContainText(CLOSED);
  // Nothing to book: the card leads to the page to see it, not to book it.
  await expect(card.getByRole('link', { name: /^View / })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'sessions-card-closed');

  await openBookingPage(page, session.link);
  await expect(page.getByRole('button', { name: CLOSED })).toBeDisabled();
  await expect(page.getByText('If someone cancels, booking opens again here by itself.')).toBeVisible();
  await expect(bookingPage(page).yourName).toHaveCount(0);
  await expect(bookingPage(page).waiting).toContainText('Hal Two');
  await shot(page, 'booking-closed');
  await expectAccessible(page, 360);
});

test('cards say when a session is today or tomorrow', async ({ page }) => {
  const soon = clubTimeIn(0.3);
  const today = await createSession({ ...soon, title: uniqueTitle('Soon Today') });
  const tomorrow = await createSession({ date: clubDay(1), time: '19:00', title: uniqueTitle('Tomorrow') });
  const later3 = await createSession({ date: clubDay(3), time: '19:00', title: uniqueTitle('Later') });
  // Just before the club's midnight, 0.3 hours ahead is already tomorrow.
  const soonText = soon.date === clubDay(0) ? /^Today · starts in 1[5-8] min$/ : /^Tomorrow$/;

  await page.goto('/sessions');
  await expect(sessionsCard(page, today.title).getByText(soonText)).toBeVisible();
  await expect(sessionsCard(page, tomorrow.title).getByText('Tomorrow', { exact: true })).toBeVisible();
  await expect(sessionsCard(page, later3.title)).not.toContainText(/Today|Tomorrow/);
  await shot(page, 'sessions-cards-when');

  // The landing page's cards are the same cards (this session is among the next three).
  await page.goto('/');
  const landing = page
    .getByRole('region', { name: 'Upcoming Sessions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: today.title }) });
  await expect(landing.getByText(soonText)).toBeVisible();
  await landing.scrollIntoViewIfNeeded();
  await shot(page, 'landing-cards-when');
});

test('the cards show the visitor their own names: who is in, who waits and where (decision 0199)', async ({
  page,
  browser,
}) => {
  // Capacity 3 with two places taken: Ann gets the last place, Abe waits first.
  const session = await later({ capacity: 3, preAdd: ['Bo One', 'Cy Two'] });
  await openBookingPage(page, session.link);
  // The longest name a form takes, in one word.
  const long = 'Wolfeschlegelsteinhausenbergerdorffwelchevoraltern';
  await bookNames(page, ['Ann Mine', 'Abe Mine', long]);
  await expect(bookingPage(page).result).toBeVisible();
  // The cancel buttons are red, as destructive ones are (decision 0201: they showed grey until hovered).
  const red = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.className = 'text-red-700';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await expect(bookingPage(page).cancelButtons.first()).toHaveCSS('color', red);

  await page.goto('/sessions');
  const card = sessionsCard(page, session.title);
  await expect(card.locator('p', { hasText: "You're in:" })).toHaveText("You're in: Ann Mine");
  await expect(card.locator('p', { hasText: 'Waiting list:' })).toHaveText(
    `Waiting list: Abe Mine #1, ${long} #2`,
  );
  // Heard with the card's link; and the long name wraps in the card (before, the page was 418 px).
  await expect(card.getByRole('link', { name: /^View / })).toHaveAccessibleDescription(
    `You're in: Ann Mine Waiting list: Abe Mine #1, ${long} #2`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.screenshot({ path: '.test-output/screenshots/issue-20/sessions-own-places-card.png' });
  await expectAccessible(page, 360);
  // In the first paint, so the cards do not move once the page has loaded.
  const html = await (await page.request.get('/sessions')).text();
  const rendered = html.slice(0, html.indexOf('id="courtside-state"'));
  expect(rendered).toContain('Ann Mine');
  expect(rendered).toContain('Abe Mine #1');

  // Another visitor, with a booking of their own elsewhere, sees only theirs.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const theirs = await later({ capacity: 3, preAdd: [] });
    await openBookingPage(otherPage, theirs.link);
    await bookNames(otherPage, ['Dee Other']);
    await expect(bookingPage(otherPage).result).toBeVisible();
    await otherPage.goto('/sessions');
    const theirCard = sessionsCard(otherPage, theirs.title);
    await expect(theirCard.locator('p', { hasText: "You're in:" })).toHaveText("You're in: Dee Other");
    const ourCard = sessionsCard(otherPage, session.title);
    await expect(ourCard).toContainText('Session full');
    await expect(ourCard).not.toContainText('Ann Mine');
    await expect(ourCard).not.toContainText('Abe Mine');
  } finally {
    await other.close();
  }
});
