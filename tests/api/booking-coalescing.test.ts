// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Decision 0029: bookings that arrive for one session while its batch runs wait in the process and
// are committed together, one transaction per batch, each request still answered on its own.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_NEW_NAMES_MESSAGE, TOO_MANY_HELD_MESSAGE } from '#core/names.ts';
import { WAITING_LIST_FULL_MESSAGE } from '#core/session-fill.ts';
import { AppError, httpAnswerOf } from '../../src/server/errors.ts';
import { cancelBookingAsAdmin, renameBookingAsAdmin } from '../../src/server/services/admin-bookings.ts';
import {
  BOOKING_BATCH_LIMITS,
  bookingBatchStats,
  bookSpots,
} from '../../src/server/services/public-bookings.ts';
import { activeBookings } from '../../src/server/store/bookings.ts';
import { findSessionById } from '../../src/server/store/sessions.ts';
import { makeSession } from '../support/fixtures.ts';
import {
  book,
  byLink,
  cancel,
  INVALID_NAMES_PREFIX,
  namesOf,
  visitorIdOf,
  visitorWithCookie,
} from '../support/public-api.ts';
import { type Res, startTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A valid, distinct name for every index (names may not contain digits). */
const nameFor = (i: number) =>
  `Player ${LETTERS[Math.floor(i / 676) % 26]}${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[i % 26]}`;

const stats = () => bookingBatchStats(t.app.bookings);
const versionOf = async (sessionId: string) => (await findSessionById(t.db.db, sessionId))?.version;

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Checks a burst of one-name requests against the final roster: one total order, `capacity` confirmed. */
async function expectOneTotalOrder(link: string, names: string[], answers: Res<any>[], capacity: number) {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
  const final = namesOf(await byLink(t.client(), link));
  expect([...final].sort()).toEqual([...names].sort());
  expect(answers.flatMap((a) => a.body.confirmed)).toHaveLength(capacity);
  for (const [i, answer] of answers.entries()) {
    // Each answer sees the roster as its own request left it: a prefix of the final order.
    const seen = namesOf(answer.body.session);
    expect(seen.at(-1)).toBe(names[i]);
    expect(seen).toEqual(final.slice(0, seen.length));
    expect(answer.body.confirmed).toEqual(seen.length <= capacity ? [names[i]] : []);
    expect(answer.body.waiting).toEqual(seen.length <= capacity ? [] : [names[i]]);
  }
}

describe('a rush of bookings at one session', () => {
  it('books 300 simultaneous requests in one total order, in far fewer transactions than requests', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 16 });
    const names = Array.from({ length: 300 }, (_, i) => nameFor(i));
    const clients = names.map(() => t.client());
    // The connections are open before the rush, as a phone's is once the page has loaded.
    await Promise.all(clients.map((c) => c.get('/api/health')));
    const before = stats();

    const answers = await Promise.all(names.map((name, i) => book(clients[i] as any, session.id, [name])));

    await expectOneTotalOrder(session.link, names, answers, 16);
    const after = stats();
    expect(after.requests - before.requests).toBe(300);
    expect(after.runs - before.runs).toBeLessThanOrEqual(100);
    expect((await versionOf(session.id)) ?? 0).toBe(after.runs - before.runs);
  });

  it('answers each request of one batch on its own: the refused ones 400, the good ones 201', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const [ann, bob, cai, eve] = await Promise.all([1, 2, 3, 4].map(() => visitorWithCookie(t)));
    if (!ann || !bob || !cai || !eve) throw new Error('visitors missing');
    expect((await book(ann.client, session.id, ['Ann Lee'])).status).toBe(201);
    const versionBefore = await versionOf(session.id);
    const before = stats();

    // Waiting-list cap 2: two places and two waiting. Submitted in one turn, they form one batch.
    const ctx = (visitorId: string) => ({ visitorId, waitingListMax: 2 });
    const outcomes = await Promise.allSettled([
      bookSpots(t.deps, session.id, ['ann lee'], ctx(ann.id)),
      bookSpots(t.deps, session.id, ['B0b'], ctx(bob.id)),
      bookSpots(t.deps, session.id, ['Bob Stone'], ctx(bob.id)),
      bookSpots(t.deps, session.id, [' BOB  stone '], ctx(bob.id)),
      bookSpots(t.deps, session.id, ['Cai', 'Dee'], ctx(cai.id)),
      bookSpots(t.deps, session.id, ['Eve'], ctx(eve.id)),
      bookSpots(
        t.deps,
        session.id,
        Array.from({ length: 10 }, (_, i) => nameFor(i)),
        ctx(ann.id),
      ),
    ]);

    expect(stats().runs - before.runs).toBe(1);
    // As the route answers them: a value is a 201, an AppError its own status and body.
    const [ownName, badName, bobBooked, bobAgain, pair, full, tooMany] = outcomes.map(
      (o): Res<any> =>
        o.status === 'fulfilled'
          ? { status: 201, body: o.value, headers: new Headers() }
          : o.reason instanceof AppError
            ? { ...httpAnswerOf(o.reason), headers: new Headers() }
            : { status: 500, body: String(o.reason), headers: new Headers() },
    );
    expect(ownName).toMatchObject({ status: 400, body: { error: NO_NEW_NAMES_MESSAGE } });
    expect(badName?.status).toBe(400);
    expect(badName?.body.error.startsWith(INVALID_NAMES_PREFIX)).toBe(true);
    expect(bobBooked).toMatchObject({ status: 201, body: { confirmed: ['Bob Stone'], waiting: [] } });
    expect(namesOf(bobBooked?.body.session)).toEqual(['Ann Lee', 'Bob Stone']);
    expect(bobBooked?.body.session.bookings.map((b: any) => b.userId)).toEqual([undefined, bob.id]);
    expect(bobAgain).toMatchObject({ status: 400, body: { error: NO_NEW_NAMES_MESSAGE } });
    expect(pair).toMatchObject({ status: 201, body: { confirmed: [], waiting: ['Cai', 'Dee'] } });
    expect(namesOf(pair?.body.session)).toEqual(['Ann Lee', 'Bob Stone', 'Cai', 'Dee']);
    expect(full).toMatchObject({ status: 400, body: { error: WAITING_LIST_FULL_MESSAGE } });
    expect(tooMany).toMatchObject({ status: 400, body: { error: TOO_MANY_HELD_MESSAGE } });

    expect(namesOf(await byLink(t.client(), session.link))).toEqual(['Ann Lee', 'Bob Stone', 'Cai', 'Dee']);
    // One version step for the batch.
    expect(await versionOf(session.id)).toBe((versionBefore ?? 0) + 1);
  });

  it('changes nothing for a batch in which every request is refused', async () => {
    const session = await makeSession(t.deps);
    const { id } = await visitorWithCookie(t);
    const versionBefore = await versionOf(session.id);
    const ctx = { visitorId: id };
    const outcomes = await Promise.allSettled([
      bookSpots(t.deps, session.id, ['B0b'], ctx),
      bookSpots(t.deps, session.id, ['  '], ctx),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await versionOf(session.id)).toBe(versionBefore);
    expect(namesOf(await byLink(t.client(), session.link))).toEqual([]);
  });
});

describe('bookings of several sessions at once (decision 0109)', () => {
  it('go in one transaction: each session moves one version, each answer is its own session', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => makeSession(t.deps, { capacity: 1 })));
    const clients = sessions.flatMap(() => [t.client(), t.client()]);
    await Promise.all(clients.map((c) => c.get('/api/health')));
    const versions = await Promise.all(sessions.map((s) => versionOf(s.id)));
    const before = stats();

    // New visitors, two per session, all in one turn.
    const answers = await Promise.all(
      clients.map((c, i) => book(c, sessions[Math.floor(i / 2)]?.id ?? '', [nameFor(i)])),
    );

    expect(stats().runs - before.runs).toBe(1);
    for (const [i, a] of answers.entries()) {
      const session = sessions[Math.floor(i / 2)];
      expect(a.status).toBe(201);
      expect(a.body.session.id).toBe(session?.id);
      expect(namesOf(a.body.session)).toEqual(i % 2 === 0 ? [nameFor(i)] : [nameFor(i - 1), nameFor(i)]);
      expect(a.body.confirmed).toEqual(i % 2 === 0 ? [nameFor(i)] : []);
      // The new visitor's id is theirs in the answer, and issued: their cookie may cancel.
      const mine = a.body.session.bookings.find((b: any) => b.name === nameFor(i));
      expect(mine.userId).toBe(visitorIdOf(clients[i] as any));
      expect((await cancel(clients[i] as any, session?.id ?? '', mine.id)).status).toBe(200);
    }
    for (const [i, s] of sessions.entries()) {
      // The batch, then the two cancels.
      expect(await versionOf(s.id)).toBe((versions[i] ?? 0) + 3);
    }
  });

  it('keeps each batch’s rows exactly as the database stored them (the INSERT returns nothing)', async () => {
    const sessions = await Promise.all([1, 2].map(() => makeSession(t.deps, { capacity: 2 })));
    const { id } = await visitorWithCookie(t);
    await Promise.all(
      sessions.flatMap((s, k) =>
        [0, 1, 2].map((i) => bookSpots(t.deps, s.id, [nameFor(10 * k + i)], { visitorId: id })),
      ),
    );
    for (const s of sessions) {
      const kept = t.deps.bookings.rosters.get(s.id)?.bookings;
      const stored = await activeBookings(t.db.db, s.id);
      expect(stored).toHaveLength(3);
      expect(kept).toEqual(stored);
    }
  });

  it('answers a rush in brotli made from the roster compressed once per batch, each answer exact (decision 0110)', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 16 });
    const names = Array.from({ length: 120 }, (_, i) => `${nameFor(i)} Zoë`);
    const clients = names.map(() => t.client());
    await Promise.all(clients.map((c) => c.get('/api/health')));
    const before = stats();
    const br = { 'accept-encoding': 'br' };
    const answers = await Promise.all(
      names.map((name, i) => book(clients[i] as any, session.id, [name], br)),
    );

    // Fewer runs than requests: batches of many answers, whose rosters went out compressed.
    expect(stats().runs - before.runs).toBeLessThan(names.length);
    expect(answers.filter((a) => a.headers.get('content-encoding') === 'br').length).toBeGreaterThan(0);
    await expectOneTotalOrder(session.link, names, answers, 16);
    for (const [i, a] of answers.entries()) {
      const own = visitorIdOf(clients[i] as any);
      expect(a.body.session.userId).toBe(own);
      // userId on the caller's own booking only.
      for (const b of a.body.session.bookings) expect(b.userId).toBe(b.name === names[i] ? own : undefined);
    }
  });

  it('marks a visitor’s own bookings in a rush: ones held before it, and two requests of theirs in it', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 16 });
    const { client: regular, id: regularId } = await visitorWithCookie(t);
    expect((await book(regular, session.id, ['Ann Regular'])).status).toBe(201);
    const { client: twice, id: twiceId } = await visitorWithCookie(t);
    const names = Array.from({ length: 40 }, (_, i) => `${nameFor(i)} Rush`);
    const clients = names.map(() => t.client());
    await Promise.all(clients.map((c) => c.get('/api/health')));
    const br = { 'accept-encoding': 'br' };
    const [first, second, ...rush] = await Promise.all([
      book(regular, session.id, ['Ben Regular'], br),
      book(twice, session.id, ['Cat Twice'], br),
      ...names.slice(0, 20).map((name, i) => book(clients[i] as any, session.id, [name], br)),
      book(twice, session.id, ['Dan Twice'], br),
      ...names.slice(20).map((name, i) => book(clients[20 + i] as any, session.id, [name], br)),
    ]);
    const third = rush.splice(20, 1)[0] as Res<any>;
    const idOf = (i: number) => visitorIdOf(clients[i] as any) as string;
    const owners = new Map<string, string>([
      ['Ann Regular', regularId],
      ['Ben Regular', regularId],
      ['Cat Twice', twiceId],
      ['Dan Twice', twiceId],
      ...names.map((name, i): [string, string] => [name, idOf(i)]),
    ]);
    const answers: [Res<any>, string][] = [
      [first as Res<any>, regularId],
      [second as Res<any>, twiceId],
      [third, twiceId],
      ...rush.map((a, i): [Res<any>, string] => [a, idOf(i)]),
    ];
    for (const [answer, own] of answers) {
      expect(answer.status).toBe(201);
      expect(answer.body.session.userId).toBe(own);
      // userId on exactly the caller's bookings, whenever in the roster they were made.
      for (const b of answer.body.session.bookings) {
        expect(b.userId, b.name).toBe(owners.get(b.name) === own ? own : undefined);
      }
    }
    const regularOwn = (first as Res<any>).body.session.bookings.filter((b: any) => b.userId === regularId);
    expect(regularOwn.map((b: any) => b.name)).toEqual(['Ann Regular', 'Ben Regular']);
  });

  it('answers bookings one batch after another from the roster compressed a few times, each answer exact (decision 0129)', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 16 });
    // 140 names of about 70 bytes: past the 8 KB of roster an answer may carry stored before it is compressed again.
    const names = Array.from({ length: 140 }, (_, i) => `${nameFor(i)} Zoë`);
    const br = { 'accept-encoding': 'br' };
    const booked: string[] = [];
    for (const [i, name] of names.entries()) {
      const client = t.client();
      // A change outside the batches: the roster's text starts anew.
      if (i === 125) {
        const first = (await byLink(t.client(), session.link)).bookings[0] as { id: string };
        await cancelBookingAsAdmin(t.deps, session.id, first.id);
        booked.shift();
      }
      const answer = await book(client, session.id, [name], br);
      expect(answer.status).toBe(201);
      booked.push(name);
      if (i > 20) expect(answer.headers.get('content-encoding')).toBe('br');
      expect(namesOf(answer.body.session)).toEqual(booked);
      const own = visitorIdOf(client);
      for (const b of answer.body.session.bookings) expect(b.userId).toBe(b.name === name ? own : undefined);
    }
  });

  it('sees a change made outside the batches: the kept roster is only used at its own version', async () => {
    const session = await makeSession(t.deps);
    const { client, id } = await visitorWithCookie(t);
    const first = await book(client, session.id, ['Ann Lee', 'Bob Stone']);
    expect(first.status).toBe(201);
    const [ann, bob] = first.body.session.bookings;
    // The admin cancels Ann and renames Bob: the visitor may book Ann again, not Bob's new name.
    await cancelBookingAsAdmin(t.deps, session.id, ann.id);
    await renameBookingAsAdmin(t.deps, session.id, bob.id, 'Cai Moss');
    expect((await book(client, session.id, ['Cai Moss'])).body).toMatchObject({
      error: NO_NEW_NAMES_MESSAGE,
    });
    const again = await book(client, session.id, ['Ann Lee', 'Bob Stone']);
    expect(again.status).toBe(201);
    expect(namesOf(again.body.session)).toEqual(['Cai Moss', 'Ann Lee', 'Bob Stone']);
    expect(again.body.session.bookings.map((b: any) => b.userId)).toEqual([id, id, id]);
  });
});

/** Holds the session's row lock from a connection of the test's own, as a busy transaction would. */
async function holdSessionLock(sessionId: string): Promise<() => Promise<void>> {
  const client = new pg.Client({
    connectionString: t.db.databaseUrl,
    options: `-c search_path=${t.db.pgSchema}`,
  });
  await client.connect();
  await client.query('begin');
  await client.query('select id from sessions where id = $1 for update', [sessionId]);
  let held = true;
  return async () => {
    if (!held) return;
    held = false;
    await client.query('commit');
    await client.end();
  };
}

// PostgreSQL only (a second client holds the row lock); registered only there, so SQLite runs skip nothing.
if (testEngine === 'postgres')
  describe('bookings queued behind a busy session on PostgreSQL', () => {
    it('wait in the process, leave reads alone, and go in batches of at most the batch size', {
      timeout: 60_000,
    }, async () => {
      const session = await makeSession(t.deps, { capacity: 16 });
      const other = await makeSession(t.deps);
      const names = Array.from({ length: 301 }, (_, i) => nameFor(i));
      const before = stats();
      const versionBefore = (await versionOf(session.id)) ?? 0;
      const release = await holdSessionLock(session.id);

      // The first request's batch starts and waits on the lock; the other 300 queue behind it.
      const first = book(t.client(), session.id, [names[0]]);
      await until(() => stats().runs > before.runs, 'the first batch started');
      const rest = names.slice(1).map((name) => book(t.client(), session.id, [name]));
      await until(() => stats().queued === 300, 'all 300 requests are queued');

      // Queued bookings hold no connection: the pool still serves an unrelated read, and health.
      expect(namesOf(await byLink(t.client(), other.link))).toEqual([]);
      expect((await t.client().get('/api/health')).status).toBe(200);
      expect(stats().queued).toBe(300);

      await release();
      const answers = await Promise.all([first, ...rest]);
      await expectOneTotalOrder(session.link, names, answers, 16);
      // The first alone, then 300 in batches of at most 200: three transactions, three versions.
      const batches = 1 + Math.ceil(300 / BOOKING_BATCH_LIMITS.maxBatch);
      expect(stats().runs - before.runs).toBe(batches);
      expect(await versionOf(session.id)).toBe(versionBefore + batches);
    });

    it('answers 429 with Retry-After once the queue of one session is full', async () => {
      const session = await makeSession(t.deps);
      const { client, id } = await visitorWithCookie(t);
      const before = stats();
      const release = await holdSessionLock(session.id);
      try {
        const first = book(client, session.id, ['Ann']);
        await until(() => stats().runs > before.runs, 'the first batch started');
        const { maxQueued } = BOOKING_BATCH_LIMITS;
        const ctx = { visitorId: id };
        const queued = Array.from({ length: maxQueued }, (_, i) =>
          bookSpots(t.deps, session.id, [nameFor(i)], ctx).then(
            () => 201,
            (err: AppError) => httpAnswerOf(err).status,
          ),
        );
        expect(stats().queued).toBe(maxQueued);

        const refused = await book(client, session.id, ['One Too Many']);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('1');
        expect(refused.body.error).toMatch(/^Too many requests/);

        await release();
        expect((await first).status).toBe(201);
        // A visitor holds at most 10 bookings: the rest are refused one by one, and none fails.
        const statuses = await Promise.all(queued);
        expect(statuses.filter((s) => s === 201)).toHaveLength(9);
        expect(statuses.filter((s) => s === 400)).toHaveLength(maxQueued - 9);
      } finally {
        await release();
      }
    });
  });
