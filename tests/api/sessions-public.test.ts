// GET /api/upcoming-sessions and GET /api/sessions/by-link/{link} (docs/product/api.md Public, docs/product/roles.md, api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { addBookingAsAdmin, cancelBookingAsAdmin } from '../../src/server/services/admin-bookings.ts';
import {
  deleteSessionAsAdmin,
  publishSessionAsAdmin,
  updateSessionAsAdmin,
} from '../../src/server/services/admin-sessions.ts';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  type PublicSession,
  visitorIdOf,
  visitorWithCookie,
} from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upcoming = async (client = t.client()) => {
  const res = await client.get<SessionSummaryDto[]>('/api/upcoming-sessions');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
};
const ids = (sessions: { id: string }[]) => sessions.map((s) => s.id);
const listed = async (sessionId: string, client = t.client()) =>
  (await upcoming(client)).find((s) => s.id === sessionId);
const counts = async (sessionId: string) => {
  const found = await listed(sessionId);
  return { confirmed: found?.confirmedCount, waiting: found?.waitingCount };
};

describe('GET /api/upcoming-sessions', () => {
  it('lists published sessions that have not started, and nothing else', async () => {
    const soon = await makeSession(t.deps, { ...clubWallTimeIn(5), title: 'Starts in 5 min' });
    const started = await makeSession(t.deps, { ...clubWallTimeIn(-5), title: 'Started 5 min ago' });
    const yesterday = await makeSession(t.deps, { date: clubDateIn(-1), title: 'Yesterday' });
    const later = await makeSession(t.deps, { date: clubDateIn(10), title: 'Later' });
    const hidden = await makeSession(t.deps, { date: clubDateIn(2), isPublished: false, title: 'Hidden' });

    const listed = ids(await upcoming());
    expect(listed).toContain(soon.id);
    expect(listed).toContain(later.id);
    expect(listed).not.toContain(started.id);
    expect(listed).not.toContain(yesterday.id);
    expect(listed).not.toContain(hidden.id);
  });

  it('orders sessions by their start, earliest first', async () => {
    const c = await makeSession(t.deps, { date: clubDateIn(6), time: '07:00' });
    const a = await makeSession(t.deps, { date: clubDateIn(4), time: '18:30' });
    const d = await makeSession(t.deps, { date: clubDateIn(6), time: '19:00' });
    const b = await makeSession(t.deps, { date: clubDateIn(5), time: '06:00' });
    const all = await upcoming();
    const mine = ids(all).filter((id) => [a.id, b.id, c.id, d.id].includes(id));
    expect(mine).toEqual([a.id, b.id, c.id, d.id]);
    const starts = all.map((s) => `${s.date} ${s.time}`);
    expect(starts).toEqual([...starts].sort());
  });

  it('gives each session its fields and how many are confirmed and waiting, no names (decision 0031)', async () => {
    const session = await makeSession(t.deps, {
      date: clubDateIn(8),
      capacity: 2,
      title: 'Fields',
      location: 'Court 3',
    });
    await book(t.client(), session.id, ['Ann', 'Ben', 'Cai']);
    expect(await listed(session.id)).toEqual({
      id: session.id,
      title: 'Fields',
      date: session.date,
      time: '18:00',
      location: 'Court 3',
      capacity: 2,
      link: session.link,
      isPublished: true,
      canceled: null,
      price: 0,
      confirmedCount: 2,
      waitingCount: 1,
      // The test app's WAITING_LIST_MAX (tests/support/test-app.ts).
      waitingListCap: 1000,
    });
  });

  it('counts the first `capacity` active bookings as confirmed and the rest as waiting', async () => {
    const empty = await makeSession(t.deps, { date: clubDateIn(8), capacity: 3 });
    const session = await makeSession(t.deps, {
      date: clubDateIn(8),
      capacity: 3,
      preAddedNames: ['Paid Pat'],
    });
    const { client } = await visitorWithCookie(t);
    const booked = await book(client, session.id, ['Ann', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay']);
    expect(booked.status).toBe(201);
    expect(await counts(empty.id)).toEqual({ confirmed: 0, waiting: 0 });
    expect(await counts(session.id)).toEqual({ confirmed: 3, waiting: 4 });

    // Cancelled bookings count nowhere: a waiting one leaves, then confirmed ones make room.
    const idOf = (name: string) =>
      booked.body.session.bookings.find((b: { name: string }) => b.name === name).id;
    expect((await cancel(client, session.id, idOf('Fay'))).status).toBe(200);
    expect(await counts(session.id)).toEqual({ confirmed: 3, waiting: 3 });
    for (const name of ['Ann', 'Ben', 'Cai', 'Dee']) {
      expect((await cancel(client, session.id, idOf(name))).status).toBe(200);
    }
    expect(await counts(session.id)).toEqual({ confirmed: 2, waiting: 0 });
  });

  it('is the same for every caller and carries no visitor id, theirs or anyone else’s', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(9) });
    const other = await visitorWithCookie(t);
    const me = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Olivia Other'])).status).toBe(201);
    expect((await book(me.client, session.id, ['Mine Myself'])).status).toBe(201);

    const mine = JSON.stringify(await upcoming(me.client));
    expect(mine).toBe(JSON.stringify(await upcoming()));
    expect(mine).toBe(JSON.stringify(await upcoming(other.client)));
    for (const secret of [me.id, other.id, 'Olivia Other', 'Mine Myself']) expect(mine).not.toContain(secret);
    expect(await listed(session.id)).not.toHaveProperty('userId');
  });

  it('does not show names, paid flags or canceled bookings to visitors', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(9), preAddedNames: ['Paid Pat'] });
    const found = await listed(session.id);
    expect(found).not.toHaveProperty('bookings');
    expect(found).not.toHaveProperty('canceledBookings');
    expect(JSON.stringify(found)).not.toContain('Paid Pat');
    expect(found?.confirmedCount).toBe(1);
  });
});

describe('GET /api/sessions/by-link/{link}', () => {
  it('finds a published session by its link', async () => {
    const session = await makeSession(t.deps, { title: 'By Link', capacity: 12 });
    const res = await t.client().get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: session.id,
      title: 'By Link',
      capacity: 12,
      link: session.link,
      isPublished: true,
      bookings: [],
    });
    expect(session.link).toMatch(/^\d{2}-\d{2}-[a-z0-9]{6}$/);
  });

  it('still finds a session that has started (the page shows "Session has ended")', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(-3) });
    const res = await t.client().get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(session.id);
  });

  it('answers an unknown link with 404 {error: "Session not found"}', async () => {
    for (const link of ['01-01-zzzzzz', 'nope']) {
      const res = await t.client().get(`/api/sessions/by-link/${link}`);
      expect(res.status, link).toBe(404);
      expect(res.body, link).toEqual({ error: 'Session not found' });
    }
    // No link needs escaping: an escaped one is no API address at all (decision 0050).
    const escaped = await t.client().get('/api/sessions/by-link/%20');
    expect(escaped.status).toBe(404);
    expect(escaped.body).toEqual({ error: 'Not found' });
  });

  it('answers an unpublished session’s link with 404, as if it did not exist', async () => {
    const session = await makeSession(t.deps, { isPublished: false });
    const res = await t.client().get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Session not found' });
  });

  it('carries the caller’s id as userId, and userId only on the caller’s own bookings', async () => {
    const session = await makeSession(t.deps);
    const other = await visitorWithCookie(t);
    const me = t.client();
    await book(other.client, session.id, ['Other One', 'Other Two']);
    await book(me, session.id, ['Me One']);
    const myId = visitorIdOf(me);

    const res = await me.get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(myId);
    const view = res.body as PublicSession;
    expect(view.bookings.map((b) => b.name)).toEqual(['Other One', 'Other Two', 'Me One']);
    expect(view.bookings[2]?.userId).toBe(myId);
    expect(view.bookings[0]).not.toHaveProperty('userId');
    expect(view.bookings[1]).not.toHaveProperty('userId');
    expect(JSON.stringify(res.body)).not.toContain(other.id);

    // And the other visitor sees the mirror image.
    const theirs = await byLink(other.client, session.link);
    expect(theirs.userId).toBe(other.id);
    expect(theirs.bookings.filter((b) => b.userId).map((b) => b.name)).toEqual(['Other One', 'Other Two']);
    expect(JSON.stringify(theirs)).not.toContain(myId as string);
  });

  it('tolerates the push id query parameter', async () => {
    const session = await makeSession(t.deps);
    const res = await t.client().get(`/api/sessions/by-link/${session.link}?id=abc123`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(session.id);
  });
});

// The answers are kept per process and checked against each session's version (decision 0031):
// changes made straight in the database, as another app process would make them, show at once.
describe('public reads after changes the app was not told about', () => {
  const names = async (link: string) => (await byLink(t.client(), link)).bookings.map((b) => b.name);

  it('show every change on the next read, in the list and on the booking page', async () => {
    const { deps } = t;
    const session = await makeSession(deps, { date: clubDateIn(12), capacity: 1, title: 'Before' });
    const { link } = session;
    expect(await counts(session.id)).toEqual({ confirmed: 0, waiting: 0 });
    expect(await names(link)).toEqual([]);

    await addBookingAsAdmin(deps, session.id, 'Ann');
    const withBen = await addBookingAsAdmin(deps, session.id, 'Ben');
    expect(await counts(session.id)).toEqual({ confirmed: 1, waiting: 1 });
    expect(await names(link)).toEqual(['Ann', 'Ben']);

    const edit = { title: 'After', date: session.date, time: '19:00', location: 'Court 9', capacity: 2 };
    await updateSessionAsAdmin(deps, session.id, edit);
    expect(await listed(session.id)).toMatchObject({ ...edit, confirmedCount: 2, waitingCount: 0 });
    expect(await byLink(t.client(), link)).toMatchObject(edit);

    const ann = withBen?.bookings.find((b) => b.name === 'Ann')?.id as string;
    await cancelBookingAsAdmin(deps, session.id, ann);
    expect(await counts(session.id)).toEqual({ confirmed: 1, waiting: 0 });
    expect(await names(link)).toEqual(['Ben']);

    await publishSessionAsAdmin(deps, session.id, false);
    expect(await listed(session.id)).toBeUndefined();
    expect((await t.client().get(`/api/sessions/by-link/${link}`)).status).toBe(404);
    await publishSessionAsAdmin(deps, session.id, true);
    expect(await counts(session.id)).toEqual({ confirmed: 1, waiting: 0 });
    expect(await names(link)).toEqual(['Ben']);

    await deleteSessionAsAdmin(deps, session.id);
    expect(await listed(session.id)).toBeUndefined();
    expect((await t.client().get(`/api/sessions/by-link/${link}`)).status).toBe(404);
  });
});
