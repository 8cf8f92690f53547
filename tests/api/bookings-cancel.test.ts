// DELETE /api/sessions/{id}/bookings/{bookingId} (docs/product/api.md, terms; docs/product/booking-rules.md): a visitor cancels
// their own booking, not in the last 2 hours, as a soft delete; waiting people move up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, byLink, cancel, namesOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A session with one booking of `name` by a fresh visitor. */
async function bookedSession(name = 'Cancel Me', overrides: Parameters<typeof makeSession>[1] = {}) {
  const session = await makeSession(t.deps, overrides);
  const owner = await visitorWithCookie(t);
  const res = await book(owner.client, session.id, [name]);
  expect(res.status).toBe(201);
  const booking = res.body.session.bookings.find((b: { name: string }) => b.name === name);
  return { session, owner, bookingId: booking.id as string };
}

const bookingRow = (id: string) =>
  t.db.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('DELETE /api/sessions/{id}/bookings/{bookingId}', () => {
  it('cancels the caller’s own booking: 200 {session} without it', async () => {
    const { session, owner, bookingId } = await bookedSession('Own Olga');
    const res = await cancel(owner.client, session.id, bookingId);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['session']);
    expect(res.body.session.id).toBe(session.id);
    expect(res.body.session.userId).toBe(owner.id);
    expect(namesOf(res.body.session)).toEqual([]);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });

  it('keeps the canceled booking as a row with canceled_at set (soft delete)', async () => {
    const { session, owner, bookingId } = await bookedSession('Soft Sally');
    const before = Date.now();
    expect((await cancel(owner.client, session.id, bookingId)).status).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row.name).toBe('Soft Sally');
    expect(row.canceled_at).not.toBeNull();
    expect(Number(row.canceled_by_admin)).toBe(0);
    const at = Date.parse(row.canceled_at as string);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('moves the first waiting booking up to confirmed when a confirmed one is canceled', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const me = await visitorWithCookie(t);
    const mine = await book(me.client, session.id, ['Ann', 'Ben']);
    await book(t.client(), session.id, ['Wendy Wait', 'Walter Wait']);
    const view = await byLink(t.client(), session.link);
    expect(namesOf(view).slice(0, view.capacity)).toEqual(['Ann', 'Ben']);

    const res = await cancel(me.client, session.id, mine.body.session.bookings[0].id);
    expect(res.status).toBe(200);
    const after = res.body.session;
    expect(namesOf(after)).toEqual(['Ben', 'Wendy Wait', 'Walter Wait']);
    expect(namesOf(after).slice(0, after.capacity)).toEqual(['Ben', 'Wendy Wait']);
  });

  it('lets the visitor book the same name again after canceling it', async () => {
    const { session, owner, bookingId } = await bookedSession('Again Andy');
    await cancel(owner.client, session.id, bookingId);
    const res = await book(owner.client, session.id, ['Again Andy']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Again Andy']);
  });

  it('refuses another visitor’s booking with 403 and leaves it in place', async () => {
    const { session, bookingId } = await bookedSession('Not Yours');
    const intruder = await visitorWithCookie(t);
    const res = await cancel(intruder.client, session.id, bookingId);
    expect(res.status).toBe(403);
    expect(typeof res.body.error).toBe('string');
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Not Yours']);
    expect((await bookingRow(bookingId)).canceled_at).toBeNull();
  });

  it('refuses a caller with no visitor cookie with 403', async () => {
    const { session, bookingId } = await bookedSession('No Cookie Needed');
    const res = await cancel(t.client(), session.id, bookingId);
    expect(res.status).toBe(403);
    expect((await bookingRow(bookingId)).canceled_at).toBeNull();
  });

  it('refuses a pre-added (admin) booking, which belongs to no visitor', async () => {
    const session = await makeSession(t.deps, { preAddedNames: ['Paid Pete'] });
    const view = await byLink(t.client(), session.link);
    const { client } = await visitorWithCookie(t);
    const res = await cancel(client, session.id, view.bookings[0]?.id as string);
    expect(res.status).toBe(403);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Paid Pete']);
  });

  it('answers an unknown booking with 404', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const res = await cancel(client, session.id, '00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers a booking of a different session with 404 and leaves it in place', async () => {
    const { owner, bookingId, session } = await bookedSession('Elsewhere Ed');
    const otherSession = await makeSession(t.deps);
    const res = await cancel(owner.client, otherSession.id, bookingId);
    expect(res.status).toBe(404);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Elsewhere Ed']);
  });

  it('answers a booking canceled already with 404', async () => {
    const { session, owner, bookingId } = await bookedSession('Twice Tina');
    expect((await cancel(owner.client, session.id, bookingId)).status).toBe(200);
    const again = await cancel(owner.client, session.id, bookingId);
    expect(again.status).toBe(404);
  });

  it('answers an unknown session with 404', async () => {
    const { owner, bookingId } = await bookedSession('Lost Session');
    const res = await cancel(owner.client, '00000000-0000-0000-0000-000000000000', bookingId);
    expect(res.status).toBe(404);
  });

  it('refuses within 2 hours of the start with 422 {detail} telling to message the group', async () => {
    const { session, owner, bookingId } = await bookedSession('Late Lucy', clubWallTimeIn(90));
    const res = await cancel(owner.client, session.id, bookingId);
    expect(res.status).toBe(422);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail).toMatch(/message the group/i);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Late Lucy']);
    expect((await bookingRow(bookingId)).canceled_at).toBeNull();
  });

  it('still allows canceling a little more than 2 hours before the start', async () => {
    const { session, owner, bookingId } = await bookedSession('Early Eve', clubWallTimeIn(125));
    const res = await cancel(owner.client, session.id, bookingId);
    expect(res.status).toBe(200);
  });

  it('refuses after the session has started with 422 {detail}', async () => {
    const { session, owner, bookingId } = await bookedSession('Started Stan');
    // The session has since started (bookings are closed by then, so move its start into the past).
    const past = clubWallTimeIn(-10);
    await t.db.db.updateTable('sessions').set(past).where('id', '=', session.id).execute();
    const res = await cancel(owner.client, session.id, bookingId);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/message the group/i);
    expect((await bookingRow(bookingId)).canceled_at).toBeNull();
  });

  it('cancels when the caller sends a JSON content type with no body (docs/product/api.md: all calls send JSON)', async () => {
    const { session, owner, bookingId } = await bookedSession('Header Hattie');
    const res = await cancel(owner.client, session.id, bookingId, { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(namesOf(res.body.session)).toEqual([]);
  });

  it('refuses a cross-site cancel with 403 and leaves the booking in place', async () => {
    const { session, owner, bookingId } = await bookedSession('Csrf Carla');
    const res = await cancel(owner.client, session.id, bookingId, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect((await bookingRow(bookingId)).canceled_at).toBeNull();
  });
});
