// The roster a process keeps between booking batches (decision 0109) when another process books the
// same session: its bookings are caught up by reading only those appended since (decision 0146), and
// any other change (a cancel, a rename, an admin's booking) has the roster read whole.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreatedDto } from '#core/schemas.ts';
import { openDatabase } from '../../src/server/db/connection.ts';
import { cancelBookingAsAdmin, renameBookingAsAdmin } from '../../src/server/services/admin-bookings.ts';
import { standaloneDeps } from '../../src/server/services/deps.ts';
import { bookingQueues, bookSpotsIn } from '../../src/server/services/public-bookings.ts';
import { CLUB_TZ, makeSession } from '../support/fixtures.ts';
import { book, NO_NEW_NAMES, namesOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let other: ReturnType<typeof openDatabase>;
/** Another process's booking desk, on a connection of its own to the same database. */
let otherBooks: (sessionId: string, names: string[], visitorId?: string) => Promise<BookingCreatedDto>;
let otherDeps: ReturnType<typeof standaloneDeps>;

beforeAll(async () => {
  t = await startTestApp();
  const { pgConnection, sqliteFile } = t.db;
  other = pgConnection
    ? openDatabase({
        dataDir: '',
        databaseUrl: pgConnection.url,
        ...(pgConnection.schema && { pgSchema: pgConnection.schema }),
      })
    : openDatabase({ dataDir: (sqliteFile ?? '').replace(/\/[^/]+$/, '') });
  otherDeps = standaloneDeps(other.db, CLUB_TZ);
  const desk = { bookings: bookingQueues(otherDeps), clock: otherDeps.clock };
  otherBooks = async (sessionId, names, visitorId) =>
    (
      await bookSpotsIn(desk, sessionId, names, {
        visitorId: visitorId ?? randomUUID(),
        newVisitor: visitorId === undefined,
        waitingListMax: undefined,
      })
    ).answer;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Books through the app (this process) as a new visitor; the answer. */
async function appBooks(sessionId: string, names: string[]) {
  const res = await book(t.client(), sessionId, names);
  expect(res.status).toBe(201);
  return res.body as BookingCreatedDto;
}

const keptRoster = (sessionId: string) => t.deps.bookings.rosters.get(sessionId);

describe("another process's bookings", () => {
  it('are added to the kept roster without reading it again, in arrival order', async () => {
    const session = await makeSession(t.deps, { capacity: 3 });
    await appBooks(session.id, ['Ann']);
    const before = keptRoster(session.id);
    expect(before?.bookings.map((b) => b.name)).toEqual(['Ann']);

    await otherBooks(session.id, ['Bo', 'Cy']);
    await otherBooks(session.id, ['Di']);
    const answer = await appBooks(session.id, ['Ed']);

    expect(answer.confirmed).toEqual([]);
    expect(answer.waiting).toEqual(['Ed']);
    expect(namesOf(answer.session)).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    const after = keptRoster(session.id);
    // The rows kept before are the same objects: only the appended ones were read.
    expect(after?.bookings[0]).toBe(before?.bookings[0]);
    expect(after?.bookings.map((b) => b.name)).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(after?.bookings.map((b) => b.seq)).toEqual([0, 1, 2, 3, 4]);
  });

  it("count as the visitor's own names when the same visitor books through this process", async () => {
    const session = await makeSession(t.deps);
    const visitor = await visitorWithCookie(t);
    expect((await book(visitor.client, session.id, ['Fay'])).status).toBe(201);
    await otherBooks(session.id, ['Gus'], visitor.id);

    const again = await book(visitor.client, session.id, ['Gus']);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: NO_NEW_NAMES });
    const more = await book(visitor.client, session.id, ['Gus', 'Hal']);
    expect(more.status).toBe(201);
    expect(namesOf((more.body as BookingCreatedDto).session)).toEqual(['Fay', 'Gus', 'Hal']);
  });
});

describe('any other change made by another process', () => {
  it('has the roster read whole: a cancel moves the waiting list up', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    await appBooks(session.id, ['Ivy']);
    const joe = await otherBooks(session.id, ['Joe']);
    await appBooks(session.id, ['Kim']);
    expect(keptRoster(session.id)?.bookings.map((b) => b.name)).toEqual(['Ivy', 'Joe', 'Kim']);
    const joeId = joe.session.bookings.find((b) => b.name === 'Joe')?.id ?? '';
    await cancelBookingAsAdmin(otherDeps, session.id, joeId);
    await otherBooks(session.id, ['Lou']);

    const answer = await appBooks(session.id, ['Max']);
    expect(namesOf(answer.session)).toEqual(['Ivy', 'Kim', 'Lou', 'Max']);
    expect(answer.waiting).toEqual(['Max']);
    expect(keptRoster(session.id)?.bookings.map((b) => b.name)).toEqual(['Ivy', 'Kim', 'Lou', 'Max']);
  });

  it('has the roster read whole: a rename shows in the next answer', async () => {
    const session = await makeSession(t.deps);
    const first = await appBooks(session.id, ['Ned']);
    const nedId = first.session.bookings[0]?.id ?? '';
    await renameBookingAsAdmin(otherDeps, session.id, nedId, 'Ned Stark');
    await otherBooks(session.id, ['Oli']);

    const answer = await appBooks(session.id, ['Pat']);
    expect(namesOf(answer.session)).toEqual(['Ned Stark', 'Oli', 'Pat']);
  });
});
