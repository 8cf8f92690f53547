// GET /api/upcoming-sessions and GET /api/sessions/by-link/{link} (spec §7 Public, DESIGN.md §4-5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, byLink, type PublicSession, visitorIdOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upcoming = async (client = t.client()) => {
  const res = await client.get<PublicSession[]>('/api/upcoming-sessions');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
};
const ids = (sessions: PublicSession[]) => sessions.map((s) => s.id);

describe('GET /api/upcoming-sessions', () => {
  it('lists published sessions that have not started, and nothing else', async () => {
    const soon = await makeSession(t.db.db, { ...clubWallTimeIn(5), title: 'Starts in 5 min' });
    const started = await makeSession(t.db.db, { ...clubWallTimeIn(-5), title: 'Started 5 min ago' });
    const yesterday = await makeSession(t.db.db, { date: clubDateIn(-1), title: 'Yesterday' });
    const later = await makeSession(t.db.db, { date: clubDateIn(10), title: 'Later' });
    const hidden = await makeSession(t.db.db, { date: clubDateIn(2), isPublished: false, title: 'Hidden' });

    const listed = ids(await upcoming());
    expect(listed).toContain(soon.id);
    expect(listed).toContain(later.id);
    expect(listed).not.toContain(started.id);
    expect(listed).not.toContain(yesterday.id);
    expect(listed).not.toContain(hidden.id);
  });

  it('orders sessions by their start, earliest first', async () => {
    const c = await makeSession(t.db.db, { date: clubDateIn(6), time: '07:00' });
    const a = await makeSession(t.db.db, { date: clubDateIn(4), time: '18:30' });
    const d = await makeSession(t.db.db, { date: clubDateIn(6), time: '19:00' });
    const b = await makeSession(t.db.db, { date: clubDateIn(5), time: '06:00' });
    const all = await upcoming();
    const mine = ids(all).filter((id) => [a.id, b.id, c.id, d.id].includes(id));
    expect(mine).toEqual([a.id, b.id, c.id, d.id]);
    const starts = all.map((s) => `${s.date} ${s.time}`);
    expect(starts).toEqual([...starts].sort());
  });

  it('gives each session its fields and its bookings in arrival order', async () => {
    const session = await makeSession(t.db.db, {
      date: clubDateIn(8),
      capacity: 2,
      title: 'Fields',
      location: 'Court 3',
    });
    await book(t.client(), session.id, ['Ann', 'Ben', 'Cai']);
    const found = (await upcoming()).find((s) => s.id === session.id);
    expect(found).toMatchObject({
      id: session.id,
      title: 'Fields',
      date: session.date,
      time: '18:00',
      location: 'Court 3',
      capacity: 2,
      link: session.link,
      isPublished: true,
    });
    expect(found?.bookings.map((b) => b.name)).toEqual(['Ann', 'Ben', 'Cai']);
  });

  it('marks only the caller’s own bookings with userId and never reveals another visitor’s id', async () => {
    const session = await makeSession(t.db.db, { date: clubDateIn(9) });
    const other = await visitorWithCookie(t);
    const me = await visitorWithCookie(t);
    expect((await book(other.client, session.id, ['Olivia Other'])).status).toBe(201);
    expect((await book(me.client, session.id, ['Mine Myself'])).status).toBe(201);

    const res = await me.client.get('/api/upcoming-sessions');
    expect(JSON.stringify(res.body)).not.toContain(other.id);
    const found = (res.body as PublicSession[]).find((s) => s.id === session.id);
    const olivia = found?.bookings.find((b) => b.name === 'Olivia Other');
    const mine = found?.bookings.find((b) => b.name === 'Mine Myself');
    expect(olivia).toBeDefined();
    expect(olivia).not.toHaveProperty('userId');
    expect(mine?.userId).toBe(me.id);

    // A caller with no cookie sees no visitor id at all.
    const anonymous = JSON.stringify((await t.client().get('/api/upcoming-sessions')).body);
    expect(anonymous).not.toContain(other.id);
    expect(anonymous).not.toContain(me.id);
  });

  it('does not show admin-only fields (paid flags, canceled bookings) to visitors', async () => {
    const session = await makeSession(t.db.db, { date: clubDateIn(9), preAddedNames: ['Paid Pat'] });
    const found = (await upcoming()).find((s) => s.id === session.id);
    expect(found?.bookings).toEqual([{ id: expect.any(String), name: 'Paid Pat' }]);
    expect(found).not.toHaveProperty('canceledBookings');
  });
});

describe('GET /api/sessions/by-link/{link}', () => {
  it('finds a published session by its link', async () => {
    const session = await makeSession(t.db.db, { title: 'By Link', capacity: 12 });
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
    const session = await makeSession(t.db.db, { date: clubDateIn(-3) });
    const res = await t.client().get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(session.id);
  });

  it('answers an unknown link with 404 {error: "Session not found"}', async () => {
    for (const link of ['01-01-zzzzzz', 'nope', '%20']) {
      const res = await t.client().get(`/api/sessions/by-link/${link}`);
      expect(res.status, link).toBe(404);
      expect(res.body, link).toEqual({ error: 'Session not found' });
    }
  });

  it('answers an unpublished session’s link with 404, as if it did not exist', async () => {
    const session = await makeSession(t.db.db, { isPublished: false });
    const res = await t.client().get(`/api/sessions/by-link/${session.link}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Session not found' });
  });

  it('carries the caller’s id as userId, and userId only on the caller’s own bookings', async () => {
    const session = await makeSession(t.db.db);
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
    const session = await makeSession(t.db.db);
    const res = await t.client().get(`/api/sessions/by-link/${session.link}?id=abc123`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(session.id);
  });
});
