// One client cannot flood a session (docs/product/booking-rules.md, roles.md, decision 0017): visitor ids are issued by the
// server only, a visitor holds at most 10 bookings in a session, the waiting list has a cap, and one
// IP mints a limited number of new visitors a minute.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAccount, startAuthTestApp } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  namesOf,
  VISITOR_COOKIE,
  visitorIdOf,
  visitorSetCookie,
  visitorWithCookie,
} from '../support/public-api.ts';
import { type Client, startTestApp, type TestApp } from '../support/test-app.ts';

const HELD_TOO_MANY = { error: 'You can hold at most 10 bookings in one session.' };
const WAITING_LIST_FULL = { error: 'The waiting list is full.' };
/** The right shape for a visitor id, but never issued by the server. */
const MADE_UP_ID = 'ZZZZZZZZZZZZZZZZZZZZZZ';
/** An empty value means "not set": the limits and caps a real install starts with. */
const PRODUCTION_DEFAULTS = {
  RATE_LIMIT_IP_PER_MIN: '',
  RATE_LIMIT_VISITOR_PER_MIN: '',
  RATE_LIMIT_NEW_VISITORS_PER_MIN: '',
  WAITING_LIST_MAX: '',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A distinct name made of letters only, for every index. */
const nameFor = (i: number) => `Player ${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[i % 26]}`;
const namesFrom = (start: number, count: number) =>
  Array.from({ length: count }, (_, i) => nameFor(start + i));

function withMadeUpCookie(t: TestApp): Client {
  const client = t.client();
  client.cookies.set(VISITOR_COOKIE, MADE_UP_ID);
  return client;
}

const visitorRow = (t: TestApp, id: string) =>
  t.db.db.selectFrom('visitors').select('id').where('id', '=', id).executeTakeFirst();

const activeCount = async (t: TestApp, link: string) => namesOf(await byLink(t.client(), link)).length;

describe('visitor ids are issued by the server only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('books a caller with a made-up cookie under a new id, and replaces the cookie', async () => {
    const session = await makeSession(t.deps);
    const client = withMadeUpCookie(t);
    const res = await book(client, session.id, ['Forged Fay']);
    expect(res.status).toBe(201);

    const issued = visitorIdOf(client) as string;
    expect(issued).not.toBe(MADE_UP_ID);
    expect(visitorSetCookie(res)).toMatch(new RegExp(`^${VISITOR_COOKIE}=${issued}\\.[A-Za-z0-9_-]{22};`));
    expect(res.body.session.userId).toBe(issued);
    const stored = await t.db.db
      .selectFrom('bookings')
      .select('visitor_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(stored).toEqual([{ visitor_id: issued }]);
    expect(await visitorRow(t, issued)).toBeDefined();
    expect(await visitorRow(t, MADE_UP_ID)).toBeUndefined();
  });

  it('gives a made-up id no rate-limit allowance of its own', async () => {
    const session = await makeSession(t.deps);
    await book(withMadeUpCookie(t), session.id, ['Counter Cal']);
    const keys = await t.db.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', `%${MADE_UP_ID}%`)
      .execute();
    expect(keys).toEqual([]);
  });

  it('saves remembered names under a new id, not a made-up one', async () => {
    const client = withMadeUpCookie(t);
    const entries = [{ name: 'Saved Sam', selected: true, isMainUser: true }];
    expect((await client.put('/api/user-session/preferences', { entries })).status).toBe(200);
    expect(visitorIdOf(client)).not.toBe(MADE_UP_ID);
    expect(await visitorRow(t, MADE_UP_ID)).toBeUndefined();
    expect((await client.get('/api/user-session/preferences')).body.entries[0].name).toBe('Saved Sam');
  });

  it('answers a cancel with a made-up cookie as "not your booking"', async () => {
    const session = await makeSession(t.deps);
    const owner = await visitorWithCookie(t);
    const bookingId = (await book(owner.client, session.id, ['Owned Olga'])).body.session.bookings[0].id;
    const res = await cancel(withMadeUpCookie(t), session.id, bookingId);
    expect(res.status).toBe(403);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Owned Olga']);
  });
});

describe('at most 10 bookings per visitor in one session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the 11th booking of one visitor, made in a later request', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    expect((await book(client, session.id, namesFrom(0, 10))).status).toBe(201);
    const eleventh = await book(client, session.id, [nameFor(10)]);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toEqual(HELD_TOO_MANY);
    expect(await activeCount(t, session.link)).toBe(10);
  });

  it('refuses a request that would pass the limit whole, and accepts one that reaches it', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    expect((await book(client, session.id, namesFrom(0, 6))).status).toBe(201);
    const tooMany = await book(client, session.id, namesFrom(6, 5));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(HELD_TOO_MANY);
    expect(await activeCount(t, session.link)).toBe(6);
    expect((await book(client, session.id, namesFrom(6, 4))).status).toBe(201);
    expect(await activeCount(t, session.link)).toBe(10);
  });

  it('counts active bookings only: a cancellation frees a place', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const booked = await book(client, session.id, namesFrom(0, 10));
    expect((await cancel(client, session.id, booked.body.session.bookings[0].id)).status).toBe(200);
    expect((await book(client, session.id, [nameFor(10)])).status).toBe(201);
  });

  it('leaves other visitors their own ten', async () => {
    const session = await makeSession(t.deps);
    const first = await visitorWithCookie(t);
    const second = await visitorWithCookie(t);
    expect((await book(first.client, session.id, namesFrom(0, 10))).status).toBe(201);
    expect((await book(second.client, session.id, namesFrom(10, 10))).status).toBe(201);
  });
});

describe('the waiting list is capped at the session capacity by default', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp(PRODUCTION_DEFAULTS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills confirmed places first, then takes names up to the cap in one request', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const res = await book(t.client(), session.id, namesFrom(0, 4));
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(namesFrom(0, 2));
    expect(res.body.waiting).toEqual(namesFrom(2, 2));
    const late = await book(t.client(), session.id, [nameFor(4)]);
    expect(late.status).toBe(400);
    expect(late.body).toEqual(WAITING_LIST_FULL);
  });

  it('refuses a request that would overfill the waiting list whole, saying how many fit: none of its names are booked', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    expect((await book(t.client(), session.id, namesFrom(0, 3))).status).toBe(201);
    const { client } = await visitorWithCookie(t);
    const refused = await book(client, session.id, namesFrom(3, 2));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Only 1 more name fits on the waiting list.' });
    expect(namesOf(await byLink(t.client(), session.link))).toEqual(namesFrom(0, 3));
    expect((await book(client, session.id, [nameFor(3)])).status).toBe(201);
  });

  it('counts the room in plural, and says so before anyone waits', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    expect((await book(t.client(), session.id, namesFrom(0, 5))).body).toEqual({
      error: 'Only 4 more names fit in this session.',
    });
    expect((await book(t.client(), session.id, namesFrom(0, 2))).status).toBe(201);
    expect((await book(t.client(), session.id, namesFrom(2, 3))).body).toEqual({
      error: 'Only 2 more names fit on the waiting list.',
    });
    expect(await activeCount(t, session.link)).toBe(2);
  });

  it('tells visitors the cap in the public answers, the capacity by default', async () => {
    const session = await makeSession(t.deps, { capacity: 5 });
    expect((await byLink(t.client(), session.link)).waitingListCap).toBe(5);
    const booked = await book(t.client(), session.id, [nameFor(0)]);
    expect(booked.body.session.waitingListCap).toBe(5);
    const listed = (await t.client().get('/api/upcoming-sessions')).body as { id: string }[];
    expect(listed.find((s) => s.id === session.id)).toMatchObject({ waitingListCap: 5, confirmedCount: 1 });
  });

  it('makes room again when someone cancels', async () => {
    const session = await makeSession(t.deps, { capacity: 1 });
    const { client } = await visitorWithCookie(t);
    const booked = await book(client, session.id, namesFrom(0, 2));
    expect((await book(t.client(), session.id, [nameFor(2)])).body).toEqual(WAITING_LIST_FULL);
    expect((await cancel(client, session.id, booked.body.session.bookings[1].id)).status).toBe(200);
    expect((await book(t.client(), session.id, [nameFor(2)])).status).toBe(201);
  });

  it('does not cap an admin adding people: admins are trusted', async () => {
    const admin = (await createAccount(t, 'coach@club.org', 'Coach Cat')).browser;
    const session = await makeSession(t.deps, { capacity: 1, preAddedNames: namesFrom(0, 3) });
    const added = await admin.post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Walk In' });
    expect(added.status).toBe(201);
    expect(namesOf(added.body)).toEqual([...namesFrom(0, 3), 'Walk In']);
    expect((await book(t.client(), session.id, [nameFor(9)])).body).toEqual(WAITING_LIST_FULL);
  });
});

describe('WAITING_LIST_MAX sets one cap for every session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WAITING_LIST_MAX: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets one person wait whatever the capacity', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    expect((await book(t.client(), session.id, namesFrom(0, 4))).body.waiting).toEqual([nameFor(3)]);
    const refused = await book(t.client(), session.id, [nameFor(4)]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(WAITING_LIST_FULL);
  });

  it('says how many fit in the session when places are free but the names need more', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    const refused = await book(t.client(), session.id, namesFrom(0, 5));
    expect(refused.body).toEqual({ error: 'Only 4 more names fit in this session.' });
    expect(await activeCount(t, session.link)).toBe(0);
  });

  it('carries the configured cap in every public answer', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    expect((await byLink(t.client(), session.link)).waitingListCap).toBe(1);
    const listed = (await t.client().get('/api/upcoming-sessions')).body as { id: string }[];
    expect(listed.find((s) => s.id === session.id)).toMatchObject({ waitingListCap: 1 });
  });

  it('applies to sessions larger than the cap too', async () => {
    const session = await makeSession(t.deps, { capacity: 12 });
    expect((await book(t.client(), session.id, namesFrom(0, 10))).status).toBe(201);
    expect((await book(t.client(), session.id, namesFrom(10, 3))).status).toBe(201);
    expect((await book(t.client(), session.id, [nameFor(13)])).body).toEqual(WAITING_LIST_FULL);
    expect(await activeCount(t, session.link)).toBe(13);
  });
});

describe('new visitor ids per IP (RATE_LIMIT_NEW_VISITORS_PER_MIN=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_NEW_VISITORS_PER_MIN: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mints five ids from one address in a minute, then answers 429 with Retry-After', async () => {
    const session = await makeSession(t.deps);
    const known = t.client();
    expect((await book(known, session.id, [nameFor(0)])).status).toBe(201);
    for (let i = 1; i < 5; i++) expect((await book(t.client(), session.id, [nameFor(i)])).status).toBe(201);

    const sixth = await book(t.client(), session.id, [nameFor(5)]);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(visitorSetCookie(sixth)).toBeUndefined();
    expect((await t.client().post('/api/user-session/reconcile', {})).status).toBe(429);
    expect((await book(withMadeUpCookie(t), session.id, [nameFor(6)])).status).toBe(429);
    expect(await activeCount(t, session.link)).toBe(5);

    // A visitor who already holds an id is not new.
    expect((await book(known, session.id, [nameFor(7)])).status).toBe(201);
  });
});

describe('with the default limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(PRODUCTION_DEFAULTS);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('lets a club of 50 players behind one carrier IP all book in the same minute', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 50 });
    const answers = await Promise.all(
      namesFrom(0, 50).map(async (name) => {
        const { client } = await visitorWithCookie(t);
        return book(client, session.id, [name]);
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(await activeCount(t, session.link)).toBe(50);
  });

  it('keeps a flood of 250 requests of 10 names within the places plus the waiting list', {
    timeout: 120_000,
  }, async () => {
    const capacity = 16;
    const session = await makeSession(t.deps, { capacity });
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) => book(t.client(), session.id, namesFrom(i * 10, 10))),
    );
    expect(answers.every((a) => [201, 400, 429].includes(a.status))).toBe(true);
    const active = await activeCount(t, session.link);
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThanOrEqual(capacity + capacity);
  });
});
