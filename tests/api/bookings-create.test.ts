// POST /api/sessions/{id}/bookings (docs/product/validation.md, api.md; docs/product/booking-rules.md, api.md): who gets booked, and when not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  NO_NEW_NAMES,
  namesOf,
  visitorIdOf,
  visitorSetCookie,
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

describe('POST /api/sessions/{id}/bookings — booking', () => {
  it('answers 201 {confirmed, waiting, session} with the caller’s bookings marked as theirs', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    const { client, id } = await visitorWithCookie(t);
    const res = await book(client, session.id, ['Ann Lee', 'Ben Lee']);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['confirmed', 'session', 'waiting']);
    expect(res.body.confirmed).toEqual(['Ann Lee', 'Ben Lee']);
    expect(res.body.waiting).toEqual([]);
    expect(res.body.session.id).toBe(session.id);
    expect(res.body.session.userId).toBe(id);
    expect(res.body.session.bookings).toEqual([
      { id: expect.any(String), name: 'Ann Lee', userId: id },
      { id: expect.any(String), name: 'Ben Lee', userId: id },
    ]);
  });

  it('confirms up to capacity and puts the rest of one request on the waiting list', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    await book(t.client(), session.id, ['Early Bird']);
    const res = await book(t.client(), session.id, ['Ann', 'Ben', 'Cai']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann', 'Ben']);
    expect(res.body.waiting).toEqual(['Cai']);
    const full = await book(t.client(), session.id, ['Dee']);
    expect(full.body).toMatchObject({ confirmed: [], waiting: ['Dee'] });
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([
      'Early Bird',
      'Ann',
      'Ben',
      'Cai',
      'Dee',
    ]);
  });

  it('keeps pre-added (paid) members ahead of visitor bookings', async () => {
    const session = await makeSession(t.deps, { capacity: 2, preAddedNames: ['Paid One', 'Paid Two'] });
    const res = await book(t.client(), session.id, ['Late Larry']);
    expect(res.body).toMatchObject({ confirmed: [], waiting: ['Late Larry'] });
    expect(namesOf(res.body.session)).toEqual(['Paid One', 'Paid Two', 'Late Larry']);
  });

  it('gives a first-time visitor a visitor cookie, and later answers show their bookings as theirs', async () => {
    const session = await makeSession(t.deps);
    const visitor = t.client();
    const res = await book(visitor, session.id, ['New Nina']);
    expect(res.status).toBe(201);
    const line = visitorSetCookie(res);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    const id = visitorIdOf(visitor);
    expect(id).toBeDefined();
    expect(res.body.session.userId).toBe(id);
    expect(res.body.session.bookings[0].userId).toBe(id);

    const second = await book(visitor, session.id, ['New Nina Jr']);
    expect(visitorSetCookie(second)).toBeUndefined();
    const view = await byLink(visitor, session.link);
    expect(view.userId).toBe(id);
    expect(view.bookings.map((b) => [b.name, b.userId])).toEqual([
      ['New Nina', id],
      ['New Nina Jr', id],
    ]);
    // A stranger sees the names but not whose they are.
    const strangerView = await byLink(t.client(), session.link);
    expect(strangerView.bookings.every((b) => b.userId === undefined)).toBe(true);
  });

  it('never puts another visitor’s id in the answer', async () => {
    const session = await makeSession(t.deps);
    const first = await visitorWithCookie(t);
    await book(first.client, session.id, ['First Fran']);
    const res = await book(t.client(), session.id, ['Second Sid']);
    expect(JSON.stringify(res.body)).not.toContain(first.id);
  });

  it('trims names, drops blank ones and books the rest', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['  Ann  ', '', '   ', 'Ben']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann', 'Ben']);
    expect(namesOf(res.body.session)).toEqual(['Ann', 'Ben']);
  });

  it('accepts letters of any language, marks, spaces, periods, apostrophes and hyphens', async () => {
    const session = await makeSession(t.deps);
    const names = [
      'José García',
      'Zoë',
      "Jack O'Brien",
      'Nguyễn Văn An',
      'Mary-Jane',
      'J. R. Smith',
      'Åsa Öberg',
    ];
    const res = await book(t.client(), session.id, names);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(names);
  });

  it('books a name of exactly 50 characters', async () => {
    const session = await makeSession(t.deps);
    const fifty = 'A'.repeat(50);
    const res = await book(t.client(), session.id, [fifty]);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual([fifty]);
  });

  it('books up to 10 names in one request', async () => {
    const session = await makeSession(t.deps);
    const ten = Array.from({ length: 10 }, (_, i) => `Member ${'abcdefghij'[i]}`);
    const res = await book(t.client(), session.id, ten);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(ten);
  });

  it('does not count blank rows towards the 10 names', async () => {
    const session = await makeSession(t.deps);
    const ten = Array.from({ length: 10 }, (_, i) => `Kid ${'abcdefghij'[i]}`);
    const res = await book(t.client(), session.id, [...ten, '', ' ']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toHaveLength(10);
  });

  it('refuses more than 10 names with 400 and books none of them', async () => {
    const session = await makeSession(t.deps);
    const eleven = Array.from({ length: 11 }, (_, i) => `Person ${'abcdefghijk'[i]}`);
    const res = await book(t.client(), session.id, eleven);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });
});

describe('POST /api/sessions/{id}/bookings — names already booked', () => {
  it('skips a name the same visitor already booked (any case) and books only the new ones', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    expect((await book(client, session.id, ['Ann Lee'])).status).toBe(201);
    const res = await book(client, session.id, ['ANN LEE', 'Ben Lee']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ben Lee']);
    expect(namesOf(res.body.session)).toEqual(['Ann Lee', 'Ben Lee']);
  });

  it('answers 400 no-new-names when every name is already booked by this visitor', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    await book(client, session.id, ['Ann Lee', 'Ben Lee']);
    for (const names of [['Ann Lee'], ['ann lee'], ['  BEN   LEE '], ['Ann Lee', 'ben lee', '']]) {
      const res = await book(client, session.id, names);
      expect(res.status, JSON.stringify(names)).toBe(400);
      expect(res.body).toEqual({ error: NO_NEW_NAMES });
    }
    expect(namesOf(await byLink(client, session.link))).toEqual(['Ann Lee', 'Ben Lee']);
  });

  it('books a name repeated within one request only once', async () => {
    const session = await makeSession(t.deps);
    const res = await book(t.client(), session.id, ['Ann', 'ann', ' ANN ']);
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann']);
    expect(namesOf(res.body.session)).toEqual(['Ann']);
  });

  it('treats the same accented name typed two ways (composed or not) as one name', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    await book(client, session.id, ['Zo\u00eb']);
    const res = await book(client, session.id, ['Zoe\u0308']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NO_NEW_NAMES });
  });

  it('lets another visitor book the same name', async () => {
    const session = await makeSession(t.deps);
    await book(t.client(), session.id, ['Sam Smith']);
    const res = await book(t.client(), session.id, ['Sam Smith']);
    expect(res.status).toBe(201);
    expect(namesOf(res.body.session)).toEqual(['Sam Smith', 'Sam Smith']);
  });

  it('answers 400 no-new-names when every name is blank', async () => {
    const session = await makeSession(t.deps);
    for (const names of [[], [''], ['   ', '\t']]) {
      const res = await book(t.client(), session.id, names);
      expect(res.status, JSON.stringify(names)).toBe(400);
      expect(res.body).toEqual({ error: NO_NEW_NAMES });
    }
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });
});

describe('POST /api/sessions/{id}/bookings — sessions that cannot be booked', () => {
  it('refuses a session that started 5 minutes ago with 400 {error: "Session has ended"}', async () => {
    const session = await makeSession(t.deps, clubWallTimeIn(-5));
    const res = await book(t.client(), session.id, ['Too Late']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Session has ended' });
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });

  it('refuses a session of an earlier day', async () => {
    const session = await makeSession(t.deps, { date: clubDateIn(-1), time: '23:59' });
    const res = await book(t.client(), session.id, ['Too Late']);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Session has ended' });
  });

  it('still books a session that starts in 5 minutes', async () => {
    const session = await makeSession(t.deps, clubWallTimeIn(5));
    const res = await book(t.client(), session.id, ['Just In Time']);
    expect(res.status).toBe(201);
  });

  it('answers an unpublished session with 404 and books nothing', async () => {
    const session = await makeSession(t.deps, { isPublished: false });
    const res = await book(t.client(), session.id, ['Hidden Hal']);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Session not found' });
    const rows = await t.db.db
      .selectFrom('bookings')
      .select('id')
      .where('session_id', '=', session.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers an unknown session with 404 {error: "Session not found"}', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await book(t.client(), id, ['Nobody']);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ error: 'Session not found' });
    }
  });
});
