// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// GET /api/user-session/bookings (docs/product/api.md, decision 0199): the upcoming sessions the
// calling visitor holds places in, with their confirmed names and their waiting names numbered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn, makeSession, seedBookings } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api/user-session/bookings';
const bookingIdOf = (res: any, name: string): string =>
  res.body.session.bookings.find((b: any) => b.name === name).id;

describe('GET /api/user-session/bookings', () => {
  it('answers no sessions to a caller without a visitor cookie, and none to a visitor who booked nothing', async () => {
    const none = await t.client().get(PATH);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ sessions: [] });
    const { client } = await visitorWithCookie(t);
    expect((await client.get(PATH)).body).toEqual({ sessions: [] });
  });

  it("lists the caller's places in upcoming sessions in the list's order, waiting names numbered, and follows cancels", async () => {
    const later = await makeSession(t.deps, { title: 'Own Later', date: clubDateIn(9), capacity: 16 });
    const sooner = await makeSession(t.deps, { title: 'Own Sooner', date: clubDateIn(8), capacity: 2 });
    const holder = await visitorWithCookie(t);
    const held = await book(holder.client, sooner.id, ['Hal Holder']);
    const me = await visitorWithCookie(t);
    const mine = await book(me.client, sooner.id, ['Ann Own', 'Abe Own', 'Amy Own']);
    expect(mine.body).toMatchObject({ confirmed: ['Ann Own'], waiting: ['Abe Own', 'Amy Own'] });
    const other = await visitorWithCookie(t);
    await book(other.client, sooner.id, ['Bo Other']);
    const laterBooking = await book(me.client, later.id, ['Ann Own']);

    const res = await me.client.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.sessions).toEqual([
      {
        sessionId: sooner.id,
        confirmed: ['Ann Own'],
        waiting: [
          { name: 'Abe Own', position: 1 },
          { name: 'Amy Own', position: 2 },
        ],
      },
      { sessionId: later.id, confirmed: ['Ann Own'], waiting: [] },
    ]);
    // Another visitor sees only their own.
    expect((await other.client.get(PATH)).body.sessions).toEqual([
      { sessionId: sooner.id, confirmed: [], waiting: [{ name: 'Bo Other', position: 3 }] },
    ]);

    // The holder cancels: Abe moves up, Amy is next.
    expect((await cancel(holder.client, sooner.id, bookingIdOf(held, 'Hal Holder'))).status).toBe(200);
    // The caller cancels their only place in the later session: it leaves the answer.
    expect((await cancel(me.client, later.id, bookingIdOf(laterBooking, 'Ann Own'))).status).toBe(200);
    expect((await me.client.get(PATH)).body.sessions).toEqual([
      {
        sessionId: sooner.id,
        confirmed: ['Ann Own', 'Abe Own'],
        waiting: [{ name: 'Amy Own', position: 1 }],
      },
    ]);
  });

  it('leaves out sessions the list leaves out: unpublished and past ones', async () => {
    const me = await visitorWithCookie(t);
    const hidden = await makeSession(t.deps, { title: 'Own Hidden', isPublished: false });
    const past = await makeSession(t.deps, { title: 'Own Past', date: clubDateIn(-2) });
    await seedBookings(t.db.db, hidden.id, ['Ann Hidden'], me.id);
    await seedBookings(t.db.db, past.id, ['Ann Past'], me.id);
    expect((await me.client.get(PATH)).body).toEqual({ sessions: [] });
  });
});
