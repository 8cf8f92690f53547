// Visitor ids that leak cannot be replayed (issue 21 item 9, decision 0060): admin answers carry an
// opaque key per visitor and session instead of visitor ids, and only a signed credential — never a
// bare id — binds a browser to a visitor, through reconcile or as the cookie. Visitors from before
// credentials trade their bare id for one on their next visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminVisitorKey } from '../../src/server/views/session-view.ts';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  idOfCredential,
  VISITOR_COOKIE,
  visitorIdOf,
  visitorWithCookie,
} from '../support/public-api.ts';
import type { Client, TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});

const FAMILY = [
  { name: 'Vera Victim', selected: true, isMainUser: true },
  { name: 'Kid Victim', selected: true, isMainUser: false },
];

/** A visitor who booked two names in a session and saved their family on the booking form. */
async function victimWithBookings() {
  const session = await makeSession(t.deps);
  const victim = await visitorWithCookie(t);
  const booked = await book(victim.client, session.id, ['Vera Victim', 'Kid Victim']);
  expect(booked.status).toBe(201);
  const saved = await victim.client.put('/api/user-session/preferences', { entries: FAMILY });
  expect(saved.status).toBe(200);
  return { session, victim, bookingIds: booked.body.session.bookings.map((b: { id: string }) => b.id) };
}

/** What someone holding `value` as their visitor can do to the victim. */
async function actAs(value: string, how: 'reconcile' | 'cookie', sessionId: string, bookingId: string) {
  const attacker: Client = t.client();
  if (how === 'cookie') attacker.cookies.set(VISITOR_COOKIE, value);
  const reconciled = await attacker.post('/api/user-session/reconcile', { sessionId: value });
  const preferences = await attacker.get('/api/user-session/preferences');
  const cancelled = await cancel(attacker, sessionId, bookingId);
  return {
    reconciled: reconciled.status,
    boundTo: idOfCredential(reconciled.body.sessionId),
    readsFamily: preferences.body.entries.some((e: { name: string }) => e.name === 'Kid Victim'),
    cancel: cancelled.status,
  };
}

describe('admin answers', () => {
  it('carry one opaque key per visitor and session, never a visitor id', async () => {
    const { session, victim } = await victimWithBookings();
    const other = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Otto Other'])).status).toBe(201);
    const res = await admin.client.get(`/api/sessions/${session.id}`);
    expect(res.status).toBe(200);
    const keys = res.body.bookings.map((b: { userId?: string }) => b.userId);
    // Rows of one visitor share a key (the colour stripe, the highlight); another visitor's differs.
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).toBe(adminVisitorKey(session.id, victim.id));
    const text = JSON.stringify(res.body);
    for (const leaked of [victim.id, other.id, victim.credential, other.credential]) {
      expect(text).not.toContain(leaked);
    }
    // Stable from one answer to the next, and the list answers agree.
    expect((await admin.client.get(`/api/sessions/${session.id}`)).body.bookings[0].userId).toBe(keys[0]);
    const listed = (await admin.client.get('/api/sessions')).body.find(
      (s: { id: string }) => s.id === session.id,
    );
    expect(listed.bookings[0].userId).toBe(keys[0]);
  });

  it('give the same visitor another key in another session', async () => {
    const visitor = await visitorWithCookie(t);
    const [a, b] = [await makeSession(t.deps), await makeSession(t.deps)];
    expect((await book(visitor.client, a.id, ['Sam Same'])).status).toBe(201);
    expect((await book(visitor.client, b.id, ['Sam Same'])).status).toBe(201);
    const keyIn = async (id: string) =>
      (await admin.client.get(`/api/sessions/${id}`)).body.bookings[0].userId;
    expect(await keyIn(a.id)).not.toBe(await keyIn(b.id));
  });

  it('cannot be replayed to act as the visitor, through reconcile or as the cookie', async () => {
    const { session, bookingIds } = await victimWithBookings();
    const key: string = (await admin.client.get(`/api/sessions/${session.id}`)).body.bookings[0].userId;
    for (const how of ['reconcile', 'cookie'] as const) {
      const done = await actAs(key, how, session.id, bookingIds[0]);
      expect(done).toMatchObject({ reconciled: 200, readsFamily: false, cancel: 403 });
    }
    expect((await byLink(t.client(), session.link)).bookings).toHaveLength(2);
  });
});

describe('what binds a browser to a visitor', () => {
  it('a bare visitor id binds nothing, through reconcile or as the cookie', async () => {
    const { session, victim, bookingIds } = await victimWithBookings();
    for (const how of ['reconcile', 'cookie'] as const) {
      const done = await actAs(victim.id, how, session.id, bookingIds[0]);
      expect(done).toMatchObject({ reconciled: 200, readsFamily: false, cancel: 403 });
      expect(done.boundTo).not.toBe(victim.id);
    }
    // The victim's own browser still is the victim.
    expect((await victim.client.get('/api/user-session/preferences')).body.entries).toEqual(FAMILY);
  });

  it('a credential with a signature that does not hold binds nothing', async () => {
    const { session, victim, bookingIds } = await victimWithBookings();
    const tampered = `${victim.id}.${'A'.repeat(22)}`;
    for (const how of ['reconcile', 'cookie'] as const) {
      const done = await actAs(tampered, how, session.id, bookingIds[0]);
      expect(done).toMatchObject({ reconciled: 200, readsFamily: false, cancel: 403 });
      expect(done.boundTo).not.toBe(victim.id);
    }
  });

  it('the device that lost its cookie but kept local storage gets its bookings back', async () => {
    const { session, victim, bookingIds } = await victimWithBookings();
    const done = await actAs(victim.credential, 'reconcile', session.id, bookingIds[0]);
    expect(done).toEqual({ reconciled: 200, boundTo: victim.id, readsFamily: true, cancel: 200 });
  });
});

describe('a visitor from before credentials (a bare id in the cookie)', () => {
  /** A visitor as migration 0009 leaves those it found: no credential yet. */
  async function legacyVisitor() {
    const { session, victim, bookingIds } = await victimWithBookings();
    await t.db.db.updateTable('visitors').set({ signed_at: null }).where('id', '=', victim.id).execute();
    const browser = t.client();
    browser.cookies.set(VISITOR_COOKIE, victim.id);
    return { session, id: victim.id, browser, bookingIds };
  }

  it('keeps their bookings and trades the bare id for a credential on their next visit', async () => {
    const { session, id, browser, bookingIds } = await legacyVisitor();
    // Their first call of a page load is reconcile: it answers and sets a credential for the same id.
    const res = await browser.post('/api/user-session/reconcile', { sessionId: id });
    expect(res.status).toBe(200);
    expect(idOfCredential(res.body.sessionId)).toBe(id);
    expect(browser.cookies.get(VISITOR_COOKIE)).toBe(res.body.sessionId);
    expect(visitorIdOf(browser)).toBe(id);
    expect((await byLink(browser, session.link)).userId).toBe(id);
    expect((await browser.get('/api/user-session/preferences')).body.entries).toEqual(FAMILY);
    // From then on the bare id is worth nothing.
    const done = await actAs(id, 'cookie', session.id, bookingIds[0]);
    expect(done).toMatchObject({ readsFamily: false, cancel: 403 });
    expect(done.boundTo).not.toBe(id);
    expect((await cancel(browser, session.id, bookingIds[0])).status).toBe(200);
  });

  it('may still write with the bare id until then, and never re-binds it through reconcile', async () => {
    const { session, id, bookingIds } = await legacyVisitor();
    const stranger = t.client();
    const res = await stranger.post('/api/user-session/reconcile', { sessionId: id });
    expect(idOfCredential(res.body.sessionId)).not.toBe(id);
    const old = t.client();
    old.cookies.set(VISITOR_COOKIE, id);
    expect((await cancel(old, session.id, bookingIds[1])).status).toBe(200);
  });
});
