// The public reads kept per process (decisions 0031, 0104, 0105) never answer older than the
// database: a change committed on another connection (the CLI, another process) or by this app
// shows in the very next read, and each caller still gets their own marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummaryDto } from '#core/schemas.ts';
import { openDatabase } from '../../src/server/db/connection.ts';
import { addBookingAsAdmin } from '../../src/server/services/admin-bookings.ts';
import { publishSessionAsAdmin, updateSessionAsAdmin } from '../../src/server/services/admin-sessions.ts';
import { standaloneDeps } from '../../src/server/services/deps.ts';
import { CLUB_TZ, makeSession } from '../support/fixtures.ts';
import { book, byLink, namesOf, visitorIdOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A connection of its own to the app's database, as another process would hold. */
function anotherConnection() {
  const { pgConnection, sqliteFile } = t.db;
  return pgConnection
    ? openDatabase({
        dataDir: '',
        databaseUrl: pgConnection.url,
        ...(pgConnection.schema && { pgSchema: pgConnection.schema }),
      })
    : openDatabase({ dataDir: (sqliteFile ?? '').replace(/\/[^/]+$/, '') });
}

describe('kept public reads', () => {
  it('show a booking and an edit made on another connection in the very next read', async () => {
    const session = await makeSession(t.deps, { title: 'Before' });
    const client = t.client();
    expect(namesOf(await byLink(client, session.link))).toEqual([]);
    const listedLine = async () =>
      (await client.get<SessionSummaryDto[]>('/api/upcoming-sessions')).body.find((s) => s.id === session.id);
    expect((await listedLine())?.confirmedCount).toBe(0);
    const other = anotherConnection();
    const otherDeps = standaloneDeps(other.db, CLUB_TZ);
    try {
      for (let round = 1; round <= 3; round++) {
        await addBookingAsAdmin(otherDeps, session.id, `Guest ${'abc'[round - 1]}`);
        expect(namesOf(await byLink(client, session.link))).toHaveLength(round);
        expect((await listedLine())?.confirmedCount).toBe(round);
      }
      const edit = { title: 'After', date: session.date, time: '19:00', location: 'Court 9', capacity: 9 };
      await updateSessionAsAdmin(otherDeps, session.id, edit);
      expect(await byLink(client, session.link)).toMatchObject(edit);
      expect(await listedLine()).toMatchObject(edit);
      await publishSessionAsAdmin(otherDeps, session.id, false);
      expect((await client.get(`/api/sessions/by-link/${session.link}`)).status).toBe(404);
      expect(await listedLine()).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('answers each caller with their own marks from the same kept page', async () => {
    const session = await makeSession(t.deps);
    const { client: booker } = await visitorWithCookie(t);
    expect((await book(booker, session.id, ['Own Name'])).status).toBe(201);
    const { client: onlooker } = await visitorWithCookie(t);
    const anonymous = t.client();
    // Several rounds: the second and later answers come from what is kept.
    for (let round = 0; round < 3; round++) {
      const mine = await byLink(booker, session.link);
      expect(mine.userId).toBe(visitorIdOf(booker));
      expect(mine.bookings[0]?.userId).toBe(visitorIdOf(booker));
      const theirs = await byLink(onlooker, session.link);
      expect(theirs.userId).toBe(visitorIdOf(onlooker));
      expect(theirs.bookings[0]).toEqual({ id: mine.bookings[0]?.id, name: 'Own Name' });
      const nobody = await byLink(anonymous, session.link);
      expect(nobody.userId).toBeUndefined();
      expect(nobody.bookings[0]).toEqual({ id: mine.bookings[0]?.id, name: 'Own Name' });
      const { userId: _own, bookings: _b, ...sharedMine } = mine;
      const { userId: _their, bookings: _c, ...sharedTheirs } = theirs;
      const { bookings: _d, ...sharedNobody } = nobody;
      expect(sharedTheirs).toEqual(sharedMine);
      expect(sharedNobody).toEqual(sharedMine);
    }
  });
});
