// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Every public answer of a session carries its version (decision 0147), so the booking page keeps the
// newest of a read, an answer and a live frame that land out of order: a read, a booking's and a
// cancel's answer, and each live frame carry the version the session was at when they were made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renameBookingAsAdmin } from '../../src/server/services/admin-bookings.ts';
import { bookSpots } from '../../src/server/services/public-bookings.ts';
import { findSessionById } from '../../src/server/store/sessions.ts';
import { makeSession } from '../support/fixtures.ts';
import { book, byLink, cancel, namesOf, VISITOR_COOKIE, visitorWithCookie } from '../support/public-api.ts';
import { openEvents } from '../support/sse-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const versionOf = async (sessionId: string) => (await findSessionById(t.db.db, sessionId))?.version;

describe("a session's public answers carry its version", () => {
  it('a read, a booking, a cancel and an admin change each answer at the version they leave', async () => {
    const session = await makeSession(t.deps, { capacity: 1 });
    const me = await visitorWithCookie(t);
    expect((await byLink(me.client, session.link)).version).toBe(await versionOf(session.id));

    const booked = await book(me.client, session.id, ['Mia Mine', 'Max Mine']);
    expect(booked.status).toBe(201);
    const afterBooking = await versionOf(session.id);
    expect(booked.body.session.version).toBe(afterBooking);
    expect((await byLink(t.client(), session.link)).version).toBe(afterBooking);

    const canceled = await cancel(me.client, session.id, booked.body.session.bookings[0].id);
    expect(canceled.status).toBe(200);
    expect(namesOf(canceled.body.session)).toEqual(['Max Mine']);
    expect(canceled.body.session.bookings[0].userId).toBe(me.id);
    const afterCancel = await versionOf(session.id);
    expect(afterCancel).toBeGreaterThan(afterBooking ?? 0);
    expect(canceled.body.session.version).toBe(afterCancel);

    await renameBookingAsAdmin(t.deps, session.id, booked.body.session.bookings[1].id, 'Max Renamed');
    const read = await byLink(me.client, session.link);
    expect(namesOf(read)).toEqual(['Max Renamed']);
    expect(read.version).toBe(await versionOf(session.id));
    expect(read.version).toBeGreaterThan(afterCancel ?? 0);
  });

  it('each answer of one batch shows its own prefix at the version the batch moved to, as the live frame after it does', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const visitors = await Promise.all([1, 2, 3].map(() => visitorWithCookie(t)));
    const stream = await openEvents(`${t.url}/api/sessions/by-link/${session.link}/events`, {
      cookie: `${VISITOR_COOKIE}=${visitors[0]?.credential}`,
    });
    try {
      const first = await stream.next((e) => e.event === 'session');
      expect(first.data.version).toBe(Number(first.id));
      const before = (await versionOf(session.id)) ?? 0;
      // Submitted in one turn, they form one batch: one version step.
      const answers = await Promise.all(
        visitors.map((v, i) =>
          bookSpots(t.deps, session.id, [`Player ${'abc'[i]}`], { visitorId: v.id, waitingListMax: 5 }),
        ),
      );
      expect(await versionOf(session.id)).toBe(before + 1);
      expect(answers.map((a) => namesOf(a.session))).toEqual([
        ['Player a'],
        ['Player a', 'Player b'],
        ['Player a', 'Player b', 'Player c'],
      ]);
      for (const a of answers) expect(a.session.version).toBe(before + 1);
      const frame = await stream.next((e) => e.event === 'session' && e.data.bookings.length === 3);
      expect(frame.data.version).toBe(before + 1);
      expect(Number(frame.id)).toBe(before + 1);
    } finally {
      stream.close();
    }
  });
});
