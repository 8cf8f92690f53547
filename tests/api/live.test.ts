// Live pages (docs/product/api.md, notifications.md): every change to a session reaches its open booking pages, each in the
// viewer's own view, and the admins' stream; streams are bounded and leave nothing behind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standaloneDeps } from '../../src/server/services/deps.ts';
import { bearer, signedInAccount } from '../support/accounts.ts';
import { CLUB_TZ, makeSession } from '../support/fixtures.ts';
import { book, cancel, VISITOR_COOKIE, visitorWithCookie } from '../support/public-api.ts';
import { openEvents, type SseEvent } from '../support/sse-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-db.ts';
import { waitUntil } from '../support/wait-until.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp({}, { notifications: { streamCaps: { perIp: 30, perSession: 40, total: 60 } } });
  adminToken = (await signedInAccount(t, { email: 'owner@courtside.test' })).token;
});
afterAll(async () => {
  await t?.close();
});

/** Names may hold letters only: the n-th letter of the alphabet (from 0). */
const letter = (n: number) => String.fromCharCode(97 + Math.floor(n));
const names = (e: SseEvent) => (e.data.bookings as { name: string }[]).map((b) => b.name);
const eventsOf = (link: string, credential?: string) =>
  openEvents(
    `${t.url}/api/sessions/by-link/${link}/events`,
    credential ? { cookie: `${VISITOR_COOKIE}=${credential}` } : {},
  );

describe('a booking page stream', () => {
  it('starts with the session and follows every booking and cancel, in the viewer’s own view', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const me = await visitorWithCookie(t);
    const other = await visitorWithCookie(t);
    const mine = await book(me.client, session.id, ['Mia Mine']);
    const stream = await eventsOf(session.link, me.credential);
    try {
      expect(stream.status).toBe(200);
      const first = await stream.next((e) => e.event === 'session');
      expect(names(first)).toEqual(['Mia Mine']);
      expect(first.data.userId).toBe(me.id);

      const theirs = await book(other.client, session.id, ['Oli Other']);
      const afterBooking = await stream.next((e) => e.event === 'session');
      expect(names(afterBooking)).toEqual(['Mia Mine', 'Oli Other']);
      expect(Number(afterBooking.id)).toBeGreaterThan(Number(first.id));
      const [own, foreign] = afterBooking.data.bookings;
      expect(own.userId).toBe(me.id);
      expect(foreign.userId).toBeUndefined();
      expect(JSON.stringify(afterBooking.data)).not.toContain(other.id);

      await cancel(other.client, session.id, theirs.body.session.bookings[1].id);
      expect(names(await stream.next((e) => e.event === 'session'))).toEqual(['Mia Mine']);
      expect(mine.status).toBe(201);
    } finally {
      stream.close();
    }
  });

  it('follows admin changes and ends with "gone" when the session is unpublished', async () => {
    const session = await makeSession(t.deps);
    const stream = await eventsOf(session.link);
    try {
      await stream.next((e) => e.event === 'session');
      const added = await t
        .client()
        .post(`/api/sessions/${session.id}/bookings/admin`, { name: 'Ada Admin' }, bearer(adminToken));
      expect(added.status).toBe(201);
      expect(names(await stream.next((e) => e.event === 'session'))).toEqual(['Ada Admin']);
      await t
        .client()
        .post(`/api/sessions/${session.id}/publish`, { isPublished: false }, bearer(adminToken));
      await stream.next((e) => e.event === 'gone');
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('serialises a change once for every viewer without a booking there, each view still their own', async () => {
    const session = await makeSession(t.deps);
    const me = await visitorWithCookie(t);
    await book(me.client, session.id, ['Mia Mine']);
    const others = await Promise.all(Array.from({ length: 5 }, () => visitorWithCookie(t)));
    const streams = await Promise.all([
      eventsOf(session.link, me.credential),
      ...others.map((o) => eventsOf(session.link, o.credential)),
      ...Array.from({ length: 10 }, () => eventsOf(session.link)),
    ]);
    try {
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'session')));
      const { stats } = t.app.notifications.viewers;
      const before = { ...stats };
      await book((await visitorWithCookie(t)).client, session.id, ['Oli Other']);
      const views = await Promise.all(streams.map((s) => s.next((e) => e.event === 'session')));
      // One read, and two views serialised: the shared one and Mia's own.
      expect({ reads: stats.reads - before.reads, built: stats.built - before.built }).toEqual({
        reads: 1,
        built: 2,
      });
      const [mine, ...rest] = views.map((e) => e.data);
      expect(mine.userId).toBe(me.id);
      expect(mine.bookings.map((b: { userId?: string }) => b.userId)).toEqual([me.id, undefined]);
      others.forEach((o, i) => {
        expect(rest[i].userId).toBe(o.id);
      });
      for (const view of rest.slice(others.length)) expect(view.userId).toBeUndefined();
      for (const view of rest) {
        expect(view.bookings.map((b: { name: string }) => b.name)).toEqual(['Mia Mine', 'Oli Other']);
        expect(JSON.stringify(view)).not.toContain(me.id);
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('folds changes that come faster than the refresh gap into one refresh', async () => {
    const session = await makeSession(t.deps);
    const stream = await eventsOf(session.link);
    try {
      await stream.next((e) => e.event === 'session');
      const { hub, viewers } = t.app.notifications;
      // On PostgreSQL the relay refreshes every page once it is listening, which may fall just now:
      // wait until no refresh has run for longer than the gap, so the rush below starts from quiet.
      let seen = viewers.stats.reads;
      let quietSince = Date.now();
      await waitUntil(() => {
        if (viewers.stats.reads !== seen) [seen, quietSince] = [viewers.stats.reads, Date.now()];
        return Date.now() - quietSince > 700;
      });
      const readsBefore = viewers.stats.reads;
      // Ten announcements at once, as a rush of bookings makes: one refresh now, one after the gap.
      for (let i = 1; i <= 10; i++) hub.publish({ sessionId: session.id, version: i });
      await waitUntil(() => viewers.stats.reads - readsBefore >= 2);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(viewers.stats.reads - readsBefore).toBe(2);
      // …and the page still follows real changes.
      await book((await visitorWithCookie(t)).client, session.id, ['After Rush']);
      expect(names(await stream.next((e) => e.event === 'session'))).toEqual(['After Rush']);
    } finally {
      stream.close();
    }
  });

  it('answers 404 for an unknown or unpublished link', async () => {
    expect((await eventsOf('12-24-nothere')).status).toBe(404);
    const hidden = await makeSession(t.deps, { isPublished: false });
    expect((await eventsOf(hidden.link)).status).toBe(404);
  });
});

describe('a HEAD request for a stream', () => {
  it('is answered at once with the stream headers and holds no slot', async () => {
    const session = await makeSession(t.deps);
    const head = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${t.url}${path}`, { method: 'HEAD', headers, signal: AbortSignal.timeout(5_000) });
    const page = await head(`/api/sessions/by-link/${session.link}/events`);
    const admin = await head('/api/admin/events', bearer(adminToken));
    for (const res of [page, admin]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    }
    await waitUntil(() => t.app.notifications.streams.open === 0);
  });
});

describe('the admin stream', () => {
  it('tells signed-in admins which session changed', async () => {
    const stream = await openEvents(`${t.url}/api/admin/events`, bearer(adminToken));
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      const session = await makeSession(t.deps);
      const ofSession = (e: { event: string; data: { sessionId?: string } }) =>
        e.event === 'change' && e.data.sessionId === session.id;
      // A new session is announced first (version 0), so admins' lists show it.
      expect((await stream.next(ofSession)).data.version).toBe(0);
      const visitor = await visitorWithCookie(t);
      await book(visitor.client, session.id, ['Ben Booker']);
      const change = await stream.next(ofSession);
      expect(change.data.version).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it("hears the app's changes with their commit, and another process's through the outbox", async () => {
    const stream = await openEvents(`${t.url}/api/admin/events`, bearer(adminToken));
    try {
      await stream.next((e) => e.event === 'ready');
      const heard = (id: string) =>
        stream.events.some((e) => e.event === 'change' && e.data.sessionId === id);
      const liveRowsOf = async (id: string) =>
        (await t.db.db.selectFrom('outbox').select('payload').where('kind', '=', 'live').execute()).filter(
          (row) => JSON.parse(row.payload).sessionId === id,
        );
      const ours = await makeSession(t.deps);
      await waitUntil(() => heard(ours.id));
      expect(await liveRowsOf(ours.id)).toEqual([]);
      // The CLI's deps: no live relay, so the change is an outbox row the app's dispatcher delivers.
      const theirs = await makeSession(standaloneDeps(t.db.db, CLUB_TZ));
      expect(await liveRowsOf(theirs.id)).toHaveLength(1);
      await waitUntil(() => heard(theirs.id));
    } finally {
      stream.close();
    }
  });

  it('hears every session of a rush that changed many at once', async () => {
    const stream = await openEvents(`${t.url}/api/admin/events`, bearer(adminToken));
    try {
      await stream.next((e) => e.event === 'ready');
      const sessions = await Promise.all(Array.from({ length: 30 }, () => makeSession(t.deps)));
      const visitor = await visitorWithCookie(t);
      // Thirty bookings at once: their changes reach the relay in the same turns (one statement
      // each on PostgreSQL), and none of them may be left out.
      const booked = await Promise.all(
        sessions.map((s, i) => book(visitor.client, s.id, [`Rush R${letter(i % 26)}${letter(i / 26)}`])),
      );
      expect(booked.map((b) => b.status)).toEqual(sessions.map(() => 201));
      const heard = (id: string) =>
        stream.events.some((e) => e.event === 'change' && e.data.sessionId === id && e.data.version > 0);
      await waitUntil(() => sessions.every((s) => heard(s.id)));
    } finally {
      stream.close();
    }
  });

  it('is refused without an admin', async () => {
    const res = await openEvents(`${t.url}/api/admin/events`);
    expect(res.status).toBe(401);
  });
});

describe('bounds', () => {
  it('answers 429 past the streams one IP may hold, and frees the slot when one closes', async () => {
    const session = await makeSession(t.deps);
    const open = await Promise.all(Array.from({ length: 30 }, () => eventsOf(session.link)));
    try {
      expect(open.map((s) => s.status)).toEqual(Array(30).fill(200));
      const over = await eventsOf(session.link);
      expect(over.status).toBe(429);
      open.pop()?.close();
      await waitUntil(() => t.app.notifications.streams.open === 29);
      const again = await eventsOf(session.link);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const s of open) s.close();
    }
  });

  it('leaves nothing behind after 1,000 streams opened and dropped', async () => {
    const session = await makeSession(t.deps);
    const { streams, hub } = t.app.notifications;
    await waitUntil(() => streams.open === 0);
    const listenersBefore = hub.listenerCount;
    for (let round = 0; round < 40; round++) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => eventsOf(session.link)));
      expect(batch.every((s) => s.status === 200)).toBe(true);
      for (const s of batch) s.close();
      await waitUntil(() => streams.open === 0);
    }
    expect(streams.ips).toBe(0);
    expect(hub.listenerCount).toBe(listenersBefore);
    // The page still gets its changes afterwards.
    const stream = await eventsOf(session.link);
    await stream.next((e) => e.event === 'session');
    await book((await visitorWithCookie(t)).client, session.id, ['After Churn']);
    expect(names(await stream.next((e) => e.event === 'session'))).toEqual(['After Churn']);
    stream.close();
  });
});

// PostgreSQL only (the LISTEN connection); registered only there, so SQLite runs skip nothing.
if (testEngine === 'postgres')
  describe('on PostgreSQL', () => {
    it('keeps pages live after the LISTEN connection is cut, and refreshes them once back', async () => {
      const session = await makeSession(t.deps);
      const stream = await eventsOf(session.link);
      try {
        await stream.next((e) => e.event === 'session');
        // Cut the relay's own connection, as a database restart would.
        const cut = await sql<{ ok: boolean }>`select pg_terminate_backend(pid) as ok from pg_stat_activity
        where query ilike ${`listen "courtside_live_${t.db.pgSchema}"`}`.execute(t.db.db);
        expect(cut.rows.map((r) => r.ok)).toEqual([true]);
        // A change while it is down: its notification is lost, but the page is read again once the
        // relay is back.
        await book((await visitorWithCookie(t)).client, session.id, ['While Down']);
        expect(names(await stream.next((e) => e.event === 'session', 15_000))).toEqual(['While Down']);
        // …and later changes arrive as before.
        await book((await visitorWithCookie(t)).client, session.id, ['After Reconnect']);
        expect(names(await stream.next((e) => e.event === 'session'))).toEqual([
          'While Down',
          'After Reconnect',
        ]);
      } finally {
        stream.close();
      }
    });
  });
