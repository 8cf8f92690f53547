// The admin session calls (docs/product/api.md Admin, validation.md, messages-and-limits.md; docs/product/booking-rules.md, api.md): create with validation and
// pre-added members, list upcoming and past, read, update (capacity moves people between confirmed
// and waiting), delete, publish, and the per-admin session defaults.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/club-time.ts';
import {
  type AuthTestApp,
  type Browser,
  bearer,
  createAccount,
  type SignedIn,
  startAuthTestApp,
} from '../support/accounts.ts';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { Client } from '../support/test-app.ts';

let t: AuthTestApp;
let owner: SignedIn;
let coach: SignedIn;
let admin: Browser;

beforeAll(async () => {
  t = await startAuthTestApp({ ADMIN_EMAILS: 'coach@club.org' });
  owner = await createAccount(t, 'owner@club.org', 'Olive Owner');
  coach = await createAccount(t, 'coach@club.org', 'Coach Carter');
  admin = owner.browser;
});
afterAll(async () => {
  await t?.close();
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Tennis Fitness TUESDAY',
  date: clubDateIn(5),
  time: '18:30',
  location: 'Centre Courts',
  capacity: 16,
  ...over,
});

const names = (s: { bookings: { name: string }[] }) => s.bookings.map((b) => b.name);
const ids = (list: { id: string }[]) => list.map((s) => s.id);

/** The public booking page's view: bookings in order and capacity — confirmed = the first `capacity`. */
async function publicView(link: string) {
  const res = await new Client(t.url).get(`/api/sessions/by-link/${link}`);
  expect(res.status).toBe(200);
  const bookings = names(res.body);
  return {
    confirmed: bookings.slice(0, res.body.capacity),
    waiting: bookings.slice(res.body.capacity),
  };
}

describe('POST /api/sessions', () => {
  it('creates a published session and answers 201 with its admin view and a booking link', async () => {
    const res = await admin.post('/api/sessions', valid());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: 'Tennis Fitness TUESDAY',
      date: clubDateIn(5),
      time: '18:30',
      location: 'Centre Courts',
      capacity: 16,
      isPublished: true,
      bookings: [],
      canceledBookings: [],
    });
    const [, mm, dd] = clubDateIn(5).split('-');
    expect(res.body.link).toMatch(new RegExp(`^${mm}-${dd}-[a-z0-9]{6}$`));
    // Visitors can open it straight away.
    expect((await new Client(t.url).get(`/api/sessions/by-link/${res.body.link}`)).status).toBe(200);
  });

  it('accepts the limits: capacity 1 and 50, a 100-character title, a 200-character location', async () => {
    for (const over of [
      { capacity: 1 },
      { capacity: 50 },
      { title: 'T'.repeat(100) },
      { location: 'L'.repeat(200) },
    ]) {
      const res = await admin.post('/api/sessions', valid(over));
      expect(res.status, JSON.stringify(over)).toBe(201);
    }
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['no title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['no date', { date: undefined }],
    ['no time', { time: undefined }],
    ['no location', { location: undefined }],
    ['no capacity', { capacity: undefined }],
    ['capacity 0', { capacity: 0 }],
    ['capacity 51', { capacity: 51 }],
    ["capacity 'abc'", { capacity: 'abc' }],
    ['capacity 2.5', { capacity: 2.5 }],
    ['date 2026-02-30', { date: '2026-02-30' }],
    ['date 30/11/2026', { date: '30/11/2026' }],
    ['time 25:00', { time: '25:00' }],
    ['time 6pm', { time: '6pm' }],
    ['a 101-character title', { title: 'T'.repeat(101) }],
    ['a 201-character location', { location: 'L'.repeat(201) }],
    ['preAddedNames not a list', { preAddedNames: 'Ann' }],
  ];
  it.each(invalid)('refuses %s with 400 { error } and creates nothing', async (_label, over) => {
    const before = (await admin.get('/api/sessions')).body.length;
    const res = await admin.post('/api/sessions', valid(over));
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error.length).toBeGreaterThan(0);
    expect((await admin.get('/api/sessions')).body.length).toBe(before);
  });

  it.each([
    ['title', 'Morning\u2028Session', 'Title must be one line of plain text'],
    ['title', 'Morning\u2029Session', 'Title must be one line of plain text'],
    ['location', 'Court \u202e3 tnuoC', 'Location must not contain text-direction control characters'],
    ['title', 'Fitness \u2066AM\u2069', 'Title must not contain text-direction control characters'],
  ])('refuses a %s with %j, on create and on edit, with a clear 400', async (field, text, message) => {
    const created = await admin.post('/api/sessions', valid());
    expect(created.status).toBe(201);
    const refusals = [
      await admin.post('/api/sessions', valid({ [field]: text })),
      await admin.put(`/api/sessions/${created.body.id}`, valid({ [field]: text })),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `Invalid request - ${field}: ${message}` });
    }
    expect((await admin.get(`/api/sessions/${created.body.id}`)).body[field]).toBe(
      (valid() as Record<string, unknown>)[field],
    );
  });

  it('books pre-added members first, in the order given, marked paid; blank names are dropped', async () => {
    const res = await admin.post('/api/sessions', valid({ capacity: 2, preAddedNames: ['Ann', '', 'Bo'] }));
    expect(res.status).toBe(201);
    expect(res.body.bookings).toEqual([
      { id: expect.any(String), name: 'Ann', isPaid: true, attendance: null },
      { id: expect.any(String), name: 'Bo', isPaid: true, attendance: null },
    ]);
    // A visitor who books afterwards comes after them, on the waiting list (capacity 2).
    const visitor = new Client(t.url);
    const booked = await visitor.post(`/api/sessions/${res.body.id}/bookings`, { names: ['Cy'] });
    expect(booked.status).toBe(201);
    expect(booked.body.waiting).toEqual(['Cy']);
    expect(await publicView(res.body.link)).toEqual({ confirmed: ['Ann', 'Bo'], waiting: ['Cy'] });
    const read = await admin.get(`/api/sessions/${res.body.id}`);
    expect(read.body.bookings.map((b: { name: string; isPaid: boolean }) => [b.name, b.isPaid])).toEqual([
      ['Ann', true],
      ['Bo', true],
      ['Cy', false],
    ]);
  });

  it('refuses an invalid pre-added name with 400 and creates no session', async () => {
    const before = (await admin.get('/api/sessions')).body.length;
    const res = await admin.post('/api/sessions', valid({ preAddedNames: ['Ann', 'R2-D2'] }));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('R2-D2');
    const tooLong = await admin.post('/api/sessions', valid({ preAddedNames: ['A'.repeat(51)] }));
    expect(tooLong.status).toBe(400);
    expect((await admin.get('/api/sessions')).body.length).toBe(before);
  });

  it('refuses the same pre-added person twice (by name key) with a clear 400 and creates nothing', async () => {
    const before = (await admin.get('/api/sessions')).body.length;
    for (const preAddedNames of [
      ['Ann Lee', 'ann lee'],
      ['Ann Lee', 'Bo', '  ANN   Lee '],
      ['Zoe\u0308', 'Zoë'],
    ]) {
      const res = await admin.post('/api/sessions', valid({ preAddedNames }));
      expect(res.status, JSON.stringify(preAddedNames)).toBe(400);
      expect(res.body.error).toMatch(/is listed twice: each member can be pre-added once$/);
    }
    expect((await admin.get('/api/sessions')).body.length).toBe(before);
  });

  it('calls an empty date or time missing, not malformed', async () => {
    const noDate = await admin.post('/api/sessions', valid({ date: '' }));
    expect(noDate.status).toBe(400);
    expect(noDate.body.error).toBe('Invalid request - date: Date is required');
    const noTime = await admin.post('/api/sessions', valid({ time: '' }));
    expect(noTime.body.error).toBe('Invalid request - time: Time is required');
  });

  it('answers a body over 16 KB with 413 and a non-JSON body with 400/415, never 500', async () => {
    const big = await admin.post('/api/sessions', valid({ location: 'L'.repeat(17 * 1024) }));
    expect(big.status).toBe(413);
    const text = await admin.request('POST', '/api/sessions', 'title=Tennis', {
      'content-type': 'text/plain',
    });
    expect([400, 415]).toContain(text.status);
    const broken = await admin.request('POST', '/api/sessions', '{"title":', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    const array = await admin.post('/api/sessions', [1, 2, 3]);
    expect(array.status).toBe(400);
    const nul = await admin.request('POST', '/api/sessions', 'null', { 'content-type': 'application/json' });
    expect(nul.status).toBe(400);
  });
});

describe('GET /api/sessions and /api/sessions/past', () => {
  it('lists upcoming sessions earliest first, unpublished included, started ones not', async () => {
    const soon = clubWallTimeIn(30);
    const later = await makeSession(t.deps, { date: clubDateIn(9), time: '07:00' });
    const hidden = await makeSession(t.deps, { date: clubDateIn(2), time: '19:00', isPublished: false });
    const next = await makeSession(t.deps, { ...soon });
    const started = await makeSession(t.deps, { ...clubWallTimeIn(-5) });
    const old = await makeSession(t.deps, { date: clubDateIn(-3) });

    const res = await admin.get('/api/sessions');
    expect(res.status).toBe(200);
    const listed = ids(res.body);
    const mine = listed.filter((id) => [later.id, hidden.id, next.id, started.id, old.id].includes(id));
    expect(mine).toEqual([next.id, hidden.id, later.id]);
    expect(res.body.find((s: { id: string }) => s.id === hidden.id).isPublished).toBe(false);
    // The whole list is in start order.
    const starts = res.body.map((s: { date: string; time: string }) => `${s.date} ${s.time}`);
    expect(starts).toEqual([...starts].sort());
  });

  it('lists started sessions most recent first, and no upcoming ones', async () => {
    const justStarted = await makeSession(t.deps, { ...clubWallTimeIn(-2) });
    const lastWeek = await makeSession(t.deps, { date: clubDateIn(-7), time: '18:00' });
    const yesterday = await makeSession(t.deps, { date: clubDateIn(-1), time: '06:00' });
    const unpublishedPast = await makeSession(t.deps, { date: clubDateIn(-2), isPublished: false });
    const upcoming = await makeSession(t.deps, { date: clubDateIn(1) });

    const res = await admin.get('/api/sessions/past');
    expect(res.status).toBe(200);
    const listed = ids(res.body);
    const mine = listed.filter((id) =>
      [justStarted.id, lastWeek.id, yesterday.id, unpublishedPast.id, upcoming.id].includes(id),
    );
    expect(mine).toEqual([justStarted.id, yesterday.id, unpublishedPast.id, lastWeek.id]);
    const starts = res.body.map((s: { date: string; time: string }) => `${s.date} ${s.time}`);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('with ?since=YYYY-MM-DD keeps started sessions dated on or after it (the dashboard asks for today)', async () => {
    const justStarted = await makeSession(t.deps, { ...clubWallTimeIn(-3) });
    const dayBefore = await makeSession(t.deps, {
      date: addDays(justStarted.date, -1),
      time: '23:30',
    });
    const upcoming = await makeSession(t.deps, { date: clubDateIn(1) });

    const res = await admin.get(`/api/sessions/past?since=${justStarted.date}`);
    expect(res.status).toBe(200);
    const listed = ids(res.body);
    expect(listed).toContain(justStarted.id);
    expect(listed).not.toContain(dayBefore.id);
    expect(listed).not.toContain(upcoming.id);
    expect(res.body.every((s: { date: string }) => s.date >= justStarted.date)).toBe(true);
  });

  it('pages started sessions with ?limit&offset: the pages put together are the whole list', async () => {
    // Sessions around today (read whole and cut exactly) and older ones (paged by the database).
    await makeSession(t.deps, { ...clubWallTimeIn(-4) });
    await makeSession(t.deps, { date: clubDateIn(-1), time: '20:00' });
    for (const days of [-2, -4, -4, -9]) await makeSession(t.deps, { date: clubDateIn(days), time: '18:00' });
    await makeSession(t.deps, { date: clubDateIn(2) });

    const whole = ids((await admin.get('/api/sessions/past')).body);
    expect(whole.length).toBeGreaterThanOrEqual(6);
    for (const size of [1, 2, 3, 5]) {
      const paged: string[] = [];
      for (let offset = 0; offset <= whole.length; offset += size) {
        const res = await admin.get(`/api/sessions/past?limit=${size}&offset=${offset}`);
        expect(res.status).toBe(200);
        expect(res.body.length).toBeLessThanOrEqual(size);
        paged.push(...ids(res.body));
      }
      expect(paged, `pages of ${size}`).toEqual(whole);
    }
    const since = clubDateIn(-4);
    const recent = ids((await admin.get(`/api/sessions/past?since=${since}`)).body);
    expect(ids((await admin.get(`/api/sessions/past?since=${since}&limit=3`)).body)).toEqual(
      recent.slice(0, 3),
    );
  });

  it.each([
    ['limit=0', /limit/],
    ['limit=101', /limit/],
    ['limit=2.5', /limit/],
    ['limit=-1', /limit/],
    ['limit=x', /limit/],
    ['offset=-1&limit=2', /offset/],
    ['offset=3', /offset needs a limit/],
  ])('answers ?%s with 400 {error}', async (query, message) => {
    const res = await admin.get(`/api/sessions/past?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it.each(['yesterday', '2026-02-30', '2026-1-1', ''])(
    'answers ?since=%s with 400 {error}',
    async (since) => {
      const res = await admin.get(`/api/sessions/past?since=${since}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/since/);
    },
  );
});

describe('GET /api/sessions/{id}', () => {
  it('shows bookings with isPaid and the canceled list with date and who canceled', async () => {
    const created = await admin.post('/api/sessions', valid({ capacity: 3, preAddedNames: ['Paid Pat'] }));
    const id = created.body.id;
    const visitor = new Client(t.url);
    const booked = await visitor.post(`/api/sessions/${id}/bookings`, { names: ['Vic', 'Val'] });
    expect(booked.status).toBe(201);
    const vic = booked.body.session.bookings.find((b: { name: string }) => b.name === 'Vic');
    expect((await visitor.delete(`/api/sessions/${id}/bookings/${vic.id}`)).status).toBe(200);

    const res = await admin.get(`/api/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.bookings.map((b: { name: string; isPaid: boolean }) => [b.name, b.isPaid])).toEqual([
      ['Paid Pat', true],
      ['Val', false],
    ]);
    expect(res.body.canceledBookings).toEqual([
      {
        id: vic.id,
        name: 'Vic',
        cancelationDate: expect.any(String),
        canceledByAdmin: false,
        isPaid: false,
        late: false,
        fee: null,
      },
    ]);
    const when = Date.parse(res.body.canceledBookings[0].cancelationDate);
    expect(Math.abs(Date.now() - when)).toBeLessThan(60_000);
  });

  it('reads a past session too', async () => {
    const past = await makeSession(t.deps, { date: clubDateIn(-4) });
    const res = await admin.get(`/api/sessions/${past.id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(past.id);
  });

  it('answers 404 { error } for an unknown id', async () => {
    const res = await admin.get('/api/sessions/00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
    expect((await admin.put('/api/sessions/no-such-session', valid())).status).toBe(404);
    expect((await admin.delete('/api/sessions/no-such-session')).status).toBe(404);
    expect((await admin.post('/api/sessions/no-such-session/publish', { isPublished: true })).status).toBe(
      404,
    );
  });
});

describe('PUT /api/sessions/{id}', () => {
  it('updates title, date, time, location and capacity', async () => {
    const created = await admin.post('/api/sessions', valid());
    const changes = {
      title: 'Fitness FRIDAY',
      date: clubDateIn(6),
      time: '07:15',
      location: 'Court 9',
      capacity: 20,
    };
    const res = await admin.put(`/api/sessions/${created.body.id}`, changes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, link: created.body.link, ...changes });
    expect((await admin.get(`/api/sessions/${created.body.id}`)).body).toMatchObject(changes);
  });

  it('refuses invalid changes with 400 and keeps the session as it was', async () => {
    const created = await admin.post('/api/sessions', valid());
    for (const over of [
      { capacity: 0 },
      { capacity: 51 },
      { date: '2026-02-30' },
      { time: '25:00' },
      { title: '' },
    ]) {
      const res = await admin.put(`/api/sessions/${created.body.id}`, valid(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await admin.get(`/api/sessions/${created.body.id}`)).body).toMatchObject(valid());
  });

  it('moves the overflow to the waiting list when capacity drops, and back when it rises', async () => {
    const created = await admin.post('/api/sessions', valid({ capacity: 4, preAddedNames: ['Ann', 'Bo'] }));
    const { id, link } = created.body;
    const visitor = new Client(t.url);
    expect((await visitor.post(`/api/sessions/${id}/bookings`, { names: ['Cy', 'Di', 'Ed'] })).status).toBe(
      201,
    );
    expect(await publicView(link)).toEqual({ confirmed: ['Ann', 'Bo', 'Cy', 'Di'], waiting: ['Ed'] });

    expect((await admin.put(`/api/sessions/${id}`, valid({ capacity: 2 }))).status).toBe(200);
    expect(await publicView(link)).toEqual({ confirmed: ['Ann', 'Bo'], waiting: ['Cy', 'Di', 'Ed'] });

    expect((await admin.put(`/api/sessions/${id}`, valid({ capacity: 5 }))).status).toBe(200);
    expect(await publicView(link)).toEqual({ confirmed: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'], waiting: [] });

    // New bookings after the change still join at the end.
    const late = await new Client(t.url).post(`/api/sessions/${id}/bookings`, { names: ['Fay'] });
    expect(late.body.waiting).toEqual(['Fay']);
  });

  it('does not change pre-added members or paid flags', async () => {
    const created = await admin.post('/api/sessions', valid({ preAddedNames: ['Ann'] }));
    const res = await admin.put(`/api/sessions/${created.body.id}`, valid({ title: 'Renamed' }));
    expect(res.body.bookings).toEqual([
      { id: expect.any(String), name: 'Ann', isPaid: true, attendance: null },
    ]);
  });
});

describe('a session starts in the future', () => {
  it('refuses to create a session that has already started (it could never be changed again)', async () => {
    const before = (await admin.get('/api/sessions/past')).body.length;
    for (const when of [{ date: clubDateIn(-1) }, clubWallTimeIn(-2), { date: '2025-01-01' }]) {
      const res = await admin.post('/api/sessions', valid(when));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The session must start in the future.' });
    }
    expect((await admin.get('/api/sessions/past')).body.length).toBe(before);
  });

  it('refuses to move an upcoming session into the past, and keeps it as it was', async () => {
    const created = await admin.post('/api/sessions', valid());
    const res = await admin.put(`/api/sessions/${created.body.id}`, valid({ date: clubDateIn(-2) }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The session must start in the future.');
    expect((await admin.get(`/api/sessions/${created.body.id}`)).body.date).toBe(created.body.date);
  });
});

describe('past sessions are read-only', () => {
  it('answers 409 to update, delete and publish of a started session and changes nothing', async () => {
    for (const when of [{ date: clubDateIn(-2), time: '18:00' }, clubWallTimeIn(-1)]) {
      const past = await makeSession(t.deps, { ...when, preAddedNames: ['Ann'] });
      const before = (await admin.get(`/api/sessions/${past.id}`)).body;

      const put = await admin.put(`/api/sessions/${past.id}`, valid({ date: clubDateIn(3) }));
      expect(put.status).toBe(409);
      expect(typeof put.body.error).toBe('string');
      expect((await admin.delete(`/api/sessions/${past.id}`)).status).toBe(409);
      expect((await admin.post(`/api/sessions/${past.id}/publish`, { isPublished: false })).status).toBe(409);

      expect((await admin.get(`/api/sessions/${past.id}`)).body).toEqual(before);
    }
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('removes the session and all its bookings', async () => {
    const created = await admin.post('/api/sessions', valid({ preAddedNames: ['Ann'] }));
    const { id, link } = created.body;
    const visitor = new Client(t.url);
    const booked = await visitor.post(`/api/sessions/${id}/bookings`, { names: ['Cy', 'Di'] });
    const cy = booked.body.session.bookings.find((b: { name: string }) => b.name === 'Cy');
    await visitor.delete(`/api/sessions/${id}/bookings/${cy.id}`);

    const res = await admin.delete(`/api/sessions/${id}`);
    expect(res.status).toBe(200);
    expect((await admin.get(`/api/sessions/${id}`)).status).toBe(404);
    expect((await new Client(t.url).get(`/api/sessions/by-link/${link}`)).status).toBe(404);
    expect(ids((await admin.get('/api/sessions')).body)).not.toContain(id);
    const left = await t.db.db.selectFrom('bookings').select('id').where('session_id', '=', id).execute();
    expect(left).toEqual([]);
    // Booking into the deleted session is a 404, not a 500.
    expect((await visitor.post(`/api/sessions/${id}/bookings`, { names: ['Zed'] })).status).toBe(404);
    // Deleting again: 404.
    expect((await admin.delete(`/api/sessions/${id}`)).status).toBe(404);
  });
});

describe('POST /api/sessions/{id}/publish', () => {
  it('hides an unpublished session from visitors and shows it again when published', async () => {
    const created = await admin.post('/api/sessions', valid());
    const { id, link } = created.body;
    const visitor = new Client(t.url);

    const off = await admin.post(`/api/sessions/${id}/publish`, { isPublished: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ isPublished: false });
    expect(ids((await visitor.get('/api/upcoming-sessions')).body)).not.toContain(id);
    expect((await visitor.get(`/api/sessions/by-link/${link}`)).status).toBe(404);
    expect((await visitor.post(`/api/sessions/${id}/bookings`, { names: ['Sneaky'] })).status).toBe(404);
    const adminView = await admin.get(`/api/sessions/${id}`);
    expect(adminView.body.isPublished).toBe(false);
    expect(ids((await admin.get('/api/sessions')).body)).toContain(id);

    const on = await admin.post(`/api/sessions/${id}/publish`, { isPublished: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ isPublished: true });
    expect(ids((await visitor.get('/api/upcoming-sessions')).body)).toContain(id);
    expect((await visitor.get(`/api/sessions/by-link/${link}`)).status).toBe(200);
  });

  it('refuses a body without a boolean isPublished with 400', async () => {
    const created = await admin.post('/api/sessions', valid());
    for (const body of [{}, { isPublished: 'no' }, { isPublished: 0 }]) {
      const res = await admin.post(`/api/sessions/${created.body.id}/publish`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.get(`/api/sessions/${created.body.id}`)).body.isPublished).toBe(true);
  });
});

describe('GET/PUT /api/admin/session-defaults', () => {
  const DEFAULTS = {
    title: 'Tennis Fitness',
    time: '18:00',
    location: '',
    capacity: 16,
    preAddedNames: [],
    price: 0,
  };

  it('starts from the product defaults', async () => {
    const res = await new Client(t.url).get('/api/admin/session-defaults', bearer(coach.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it("stores each admin's own defaults", async () => {
    const mine = {
      title: 'Morning Fitness',
      time: '06:30',
      location: 'Court 2',
      capacity: 12,
      preAddedNames: ['Ann', 'Bo'],
    };
    const put = await admin.put('/api/admin/session-defaults', mine);
    expect(put.status).toBe(200);
    expect(put.body).toEqual(mine);
    expect((await admin.get('/api/admin/session-defaults')).body).toEqual(mine);
    // The same admin by bearer token sees them too; another admin still has the product defaults.
    expect((await new Client(t.url).get('/api/admin/session-defaults', bearer(owner.token))).body).toEqual(
      mine,
    );
    expect((await coach.browser.get('/api/admin/session-defaults')).body).toEqual(DEFAULTS);

    const theirs = { ...DEFAULTS, location: 'Indoor Hall', capacity: 30 };
    expect((await coach.browser.put('/api/admin/session-defaults', theirs)).status).toBe(200);
    expect((await coach.browser.get('/api/admin/session-defaults')).body).toEqual(theirs);
    expect((await admin.get('/api/admin/session-defaults')).body).toEqual(mine);
  });

  it('refuses invalid defaults with 400 and keeps the stored ones', async () => {
    const before = (await admin.get('/api/admin/session-defaults')).body;
    const bad: Record<string, unknown>[] = [
      { ...DEFAULTS, capacity: 0 },
      { ...DEFAULTS, capacity: 51 },
      { ...DEFAULTS, capacity: '16' },
      { ...DEFAULTS, time: '24:00' },
      { ...DEFAULTS, title: 'T'.repeat(101) },
      { ...DEFAULTS, location: 'L'.repeat(201) },
      { ...DEFAULTS, preAddedNames: 'Ann' },
      { title: 'Only a title' },
    ];
    for (const body of bad) {
      const res = await admin.put('/api/admin/session-defaults', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await admin.get('/api/admin/session-defaults')).body).toEqual(before);
  });
});

describe('PUT /api/admin/session-defaults names', () => {
  it('refuses a pre-added name a session would refuse, and keeps blank rows', async () => {
    const base = { title: 'Morning Fitness', time: '07:00', location: 'Court 1', capacity: 10 };
    const bad = await admin.put('/api/admin/session-defaults', { ...base, preAddedNames: ['Ann', '.'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('(Name must contain a letter)');
    const twice = await admin.put('/api/admin/session-defaults', { ...base, preAddedNames: ['Ann', 'ann'] });
    expect(twice.status).toBe(400);
    const ok = await admin.put('/api/admin/session-defaults', { ...base, preAddedNames: ['Ann', ''] });
    expect(ok.status).toBe(200);
    expect((await admin.get('/api/admin/session-defaults')).body.preAddedNames).toEqual(['Ann', '']);
  });
});
