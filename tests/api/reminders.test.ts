// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Reminders before a session (docs/product/notifications.md, decision 0081), through the outbox and
// the real push encryption. REMINDER_HOURS is set (decimals allowed) so that every session of this
// file starting at START is due a reminder DUE_IN_MS after the app starts: the scenarios are set up
// before then, and what arrives is checked after.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubWallTime, HOUR_MS, sessionStart } from '#core/club-time.ts';
import { whenText } from '#core/push-messages.ts';
import { bearer } from '../support/accounts.ts';
import { CLUB_TZ, clubWallTimeIn, makeSession } from '../support/fixtures.ts';
import { book, cancel, visitorWithCookie } from '../support/public-api.ts';
import { type PushTestApp, startPushTestApp } from '../support/push-test-app.ts';

// Long enough for the set-up on a busy machine (the test checks it finished in time).
const DUE_IN_MS = 20_000;
let p: PushTestApp;
let start: { date: string; time: string };
let startAt: Date;
let dueAt: number;

beforeAll(async () => {
  start = clubWallTimeIn(26 * 60 + 2);
  startAt = sessionStart(start.date, start.time, CLUB_TZ);
  dueAt = Date.now() + DUE_IN_MS;
  const hours = (startAt.getTime() - dueAt) / HOUR_MS;
  p = await startPushTestApp({ REMINDER_HOURS: hours.toFixed(7), QUIET_HOURS: '' });
});
afterAll(async () => {
  await p?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const session = (title: string, capacity = 4) => makeSession(p.t.deps, { ...start, title, capacity });
const payloads = (who: Awaited<ReturnType<PushTestApp['subscribedVisitor']>>) =>
  p.receivedBy(who.sub).map((r) => ({ at: r.at, ...(who.sub.decrypt(r.body) as any) }));

describe('reminders', () => {
  it('one per visitor with confirmed bookings, at its time; none for waiting, canceled, moved or late bookings', async () => {
    const t = p.t;
    const admin = bearer(p.adminToken);
    // A: two names confirmed → one reminder naming both.
    const x = await session('Reminder Smash');
    const a = await p.subscribedVisitor();
    const aBooked = await book(a.client, x.id, ['Ann Early', 'Abe Early']);
    expect(aBooked.body.confirmed).toHaveLength(2);
    const aIds: string[] = aBooked.body.session.bookings.map((bk: any) => bk.id);
    // Hidden and shown again: the reminders are planned again, and stay one per booking.
    for (const isPublished of [false, true])
      expect((await t.client().post(`/api/sessions/${x.id}/publish`, { isPublished }, admin)).status).toBe(
        200,
      );
    // C: booked, then canceled → none.
    const c = await p.subscribedVisitor();
    const cBooking = (await book(c.client, x.id, ['Cy Cancel'])).body.session.bookings.at(-1);
    expect((await cancel(c.client, x.id, cBooking.id)).status).toBe(200);
    // B: waiting → none.
    const y = await session('Reminder Full', 1);
    await book((await visitorWithCookie(t)).client, y.id, ['Holder Y']);
    const b = await p.subscribedVisitor();
    expect((await book(b.client, y.id, ['Bo Waiting'])).body.waiting).toEqual(['Bo Waiting']);
    // G: waiting, then moved up → told of the place, and reminded.
    const v = await session('Reminder Promotion', 1);
    const holder = await visitorWithCookie(t);
    const held = (await book(holder.client, v.id, ['Holder V'])).body.session.bookings[0];
    const g = await p.subscribedVisitor();
    expect((await book(g.client, v.id, ['Gil Promoted'])).body.waiting).toEqual(['Gil Promoted']);
    expect((await cancel(holder.client, v.id, held.id)).status).toBe(200);
    // D: the session is rained off → only the cancel notice.
    const z = await session('Reminder Rain');
    const d = await p.subscribedVisitor();
    await book(d.client, z.id, ['Di Rain']);
    expect((await t.client().post(`/api/sessions/${z.id}/cancel`, { reason: 'Rain' }, admin)).status).toBe(
      200,
    );
    // E: the session moved a day later → nothing at the old time.
    const w = await session('Reminder Moved');
    const e = await p.subscribedVisitor();
    await book(e.client, w.id, ['Ed Moved']);
    const moved = { title: 'Reminder Moved', date: x.date, time: '23:59', location: 'Court 2', capacity: 4 };
    expect((await t.client().put(`/api/sessions/${w.id}`, moved, admin)).status).toBe(200);

    await p.drained();
    expect(Date.now()).toBeLessThan(dueAt); // the set-up finished before the reminders were due
    expect(payloads(a)).toEqual([]);
    await sleep(dueAt - Date.now() + 3_000);
    await p.drained();

    const [reminder, ...more] = payloads(a);
    expect(more).toEqual([]);
    expect(reminder.at).toBeGreaterThanOrEqual(dueAt - 50);
    expect(reminder.at - dueAt).toBeLessThan(3_000);
    const freeUntil = new Date(startAt.getTime() - 24 * HOUR_MS);
    const free = clubWallTime(freeUntil, CLUB_TZ);
    expect(reminder).toMatchObject({
      title: 'Reminder: Reminder Smash',
      body: `Ann Early, Abe Early are booked for Reminder Smash, ${whenText(start)}. Free to cancel until ${whenText(free)}.`,
      url: `/book/${x.link}`,
    });
    expect(payloads(b)).toEqual([]);
    expect(payloads(c)).toEqual([]);
    expect(payloads(d).map((m) => m.title)).toEqual(['Canceled: Reminder Rain']);
    expect(payloads(e)).toEqual([]);
    expect(payloads(g).map((m) => m.title)).toEqual([
      "You're in: Reminder Promotion",
      'Reminder: Reminder Promotion',
    ]);

    // Booked after the reminder time: the visitor just acted, no reminder.
    const f = await p.subscribedVisitor();
    expect((await book(f.client, x.id, ['Fi Late'])).status).toBe(201);
    await sleep(2_500);
    await p.drained();
    expect(payloads(f)).toEqual([]);

    // De-duplicated per booking: one reminder row for each of A's bookings, though planned twice.
    const { rows } = await sql<{
      payload: string;
    }>`select payload from outbox where kind = 'reminder'`.execute(t.db.db);
    const perBooking = aIds.map((id) => rows.filter((r) => JSON.parse(r.payload).bookingId === id).length);
    expect(perBooking).toEqual([1, 1]);
  }, 120_000);
});
