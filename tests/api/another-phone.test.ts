// 'Use on another phone' (docs/product/roles.md, decision 0086): a one-time link, valid 30 minutes,
// whose page binds the phone that presses its button to the visitor id of the phone that made it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDeviceLink } from '../../src/server/services/device-links.ts';
import { ownBookingsWarning } from '../../src/server/ssr/device-link-page.ts';
import { escapeHtml } from '../../src/server/ssr/escape-html.ts';
import { type Browser, browser } from '../support/accounts.ts';
import { clubDateIn, makeSession, seedBookings } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  idOfCredential,
  VISITOR_COOKIE,
  visitorSetCookie,
} from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const TRANSFER = '/api/user-session/transfer';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DEVICE_LINKS_PER_HOUR: '3' }, { publicUrlIsListenUrl: true });
});
afterAll(async () => {
  await t?.close();
});

/** A phone with a visitor id of its own (as the web app gets one). */
async function phone(): Promise<Browser> {
  const b = browser(t);
  expect((await b.hop('POST', '/api/user-session/reconcile', { sessionId: null })).status).toBe(200);
  return b;
}
const pathOf = (url: string) => new URL(url).pathname;

/** Opens and presses the link's page from a fresh phone: each answers `status` saying `words`, binding nothing. */
async function expectPage(path: string, status: number, words: string) {
  for (const method of ['GET', 'POST']) {
    const res = await browser(t).hop(method, path);
    expect(res.status, `${method} ${path}`).toBe(status);
    expect(res.body).toContain(words);
    expect(visitorSetCookie(res)).toBeUndefined();
  }
}

describe('POST /api/user-session/transfer', () => {
  it('answers a one-time link valid 30 minutes, a QR code of it, and stores only a hash', async () => {
    const a = await phone();
    const before = Date.now();
    const res = await a.hop('POST', TRANSFER, { from: '/book/01-02-abcdef' });
    expect(res.status).toBe(200);
    const { url, expiresAt, qrSvg } = res.body;
    expect(url).toMatch(new RegExp(`^${t.publicUrl}/another-phone/[A-Za-z0-9_-]{43}$`));
    const minutes = (Date.parse(expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const token = url.split('/').pop();
    const rows = await t.db.db.selectFrom('device_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.visitor_id === idOfCredential(a.cookies.get(VISITOR_COOKIE) ?? ''))).toBe(
      true,
    );
  });

  it('gives a phone without a visitor id one, and rejects bad input with 400', async () => {
    const fresh = browser(t);
    const res = await fresh.hop('POST', TRANSFER, {});
    expect(res.status).toBe(200);
    expect(visitorSetCookie(res)).toBeDefined();
    for (const body of [{ from: 42 }, { from: 'x'.repeat(201) }, [], 'text']) {
      expect((await (await phone()).hop('POST', TRANSFER, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a request from another site (403)', async () => {
    const a = await phone();
    expect((await a.hop('POST', TRANSFER, {}, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('has its own limit per visitor: 429 with Retry-After', async () => {
    const a = await phone();
    for (let i = 0; i < 3; i++) expect((await a.hop('POST', TRANSFER, {})).status).toBe(200);
    const refused = await a.hop('POST', TRANSFER, {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not held back by it.
    expect((await (await phone()).hop('POST', TRANSFER, {})).status).toBe(200);
  });
});

describe('the link', () => {
  it('shows a page on GET that binds nothing; its button binds this phone to the first phone’s id', async () => {
    const session = await makeSession(t.deps);
    const a = await phone();
    const aId = a.cookies.get(VISITOR_COOKIE);
    const booked = await book(a, session.id, ['Ann Lee']);
    expect(booked.status).toBe(201);
    const { url } = (await a.hop('POST', TRANSFER, { from: `/book/${session.link}` })).body;

    const b = await phone();
    const bOwnId = b.cookies.get(VISITOR_COOKIE);
    // A chat app's link preview: GETs, any number of them, change nothing.
    for (const who of [b, browser(t)]) {
      const page = await who.hop('GET', pathOf(url));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.body).toContain('<form method="post"');
      expect(page.body).toContain('Use on this phone');
      // Under the site's no-referrer, a browser would post the form with Origin: null (refused).
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(visitorSetCookie(page)).toBeUndefined();
    }
    expect(b.cookies.get(VISITOR_COOKIE)).toBe(bOwnId);

    const used = await b.hop('POST', pathOf(url));
    expect(used.status).toBe(303);
    expect(used.location).toBe(`/book/${session.link}`);
    expect(b.cookies.get(VISITOR_COOKIE)).toBe(aId);

    // Phone B sees the booking as its own and can cancel it; phone A keeps its id.
    const seenByB = await byLink(b, session.link);
    const seenByA = await byLink(a, session.link);
    expect(seenByB.userId).toBe(seenByA.userId);
    expect(seenByB.bookings.map((x) => x.userId === seenByB.userId)).toEqual([true]);
    expect(a.cookies.get(VISITOR_COOKIE)).toBe(aId);
    const bookingId = seenByB.bookings[0]?.id as string;
    expect((await cancel(b, session.id, bookingId)).status).toBe(200);
  });

  it("warns a phone with bookings of its own that it will show the other phone's instead (decision 0202)", async () => {
    const soon = await makeSession(t.deps, { date: clubDateIn(1) });
    const past = await makeSession(t.deps, { title: 'Long Gone', date: clubDateIn(-3) });
    const hidden = await makeSession(t.deps, { title: 'Not Shown', isPublished: false });
    const a = await phone();
    expect((await book(a, soon.id, ['Al Maker'])).status).toBe(201);
    const { url } = (await a.hop('POST', TRANSFER, {})).body;
    const b = await phone();
    const booked = await book(b, soon.id, ['Bea Own', 'Ben Own']);
    expect(booked.status).toBe(201);
    const ben = booked.body.session.bookings.find((x: { name: string }) => x.name === 'Ben Own');
    expect((await cancel(b, soon.id, ben.id)).status).toBe(200);
    const bId = idOfCredential(b.cookies.get(VISITOR_COOKIE) ?? '');
    await seedBookings(t.db.db, past.id, ['Bea Before'], bId);
    await seedBookings(t.db.db, hidden.id, ['Bea Hidden'], bId);
    const seen = await b.hop('GET', pathOf(url));
    expect(seen.status).toBe(200);
    // Bea's coming booking counts; the cancelled one, a past session's and a hidden session's do not.
    expect(seen.body).toContain(`<p class="warn">${escapeHtml(ownBookingsWarning(1))}</p>`);
    // Not the phone that made the link (it has a booking too), nor one with nothing booked.
    for (const who of [a, await phone(), browser(t)])
      expect((await who.hop('GET', pathOf(url))).body).not.toContain('class="warn"');
  });

  it('works once: used, it answers 410 with a page that says so; the form post works as a browser sends it', async () => {
    const a = await phone();
    const { url } = (await a.hop('POST', TRANSFER, { from: 'https://evil.example/steal' })).body;
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: new URL(t.url).origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(303);
    // Only a booking page of this site is a place to return to.
    expect(res.headers.get('location')).toBe('/sessions');

    await expectPage(pathOf(url), 410, 'This link has already been used');
  });

  it('expires after 30 minutes: 410 with a page that says so', async () => {
    const a = await phone();
    const made = new Date(Date.now() - 31 * 60_000);
    const { url } = await issueDeviceLink(
      t.db.db,
      t.publicUrl,
      a.cookies.get(VISITOR_COOKIE) ?? '',
      undefined,
      made,
    );
    await expectPage(pathOf(url), 410, 'This link has expired');
  });

  it('a made-up link answers 404 with a page that says so', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(150), 'a/b']) {
      await expectPage(`/another-phone/${token}`, 404, 'This link does not work');
    }
  });

  it('refuses the button from another site (403) and binds nothing', async () => {
    const a = await phone();
    const { url } = (await a.hop('POST', TRANSFER, {})).body;
    const b = await phone();
    const before = b.cookies.get(VISITOR_COOKIE);
    const res = await b.hop('POST', pathOf(url), undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(b.cookies.get(VISITOR_COOKIE)).toBe(before);
    expect((await b.hop('GET', pathOf(url))).status).toBe(200);
  });
});
