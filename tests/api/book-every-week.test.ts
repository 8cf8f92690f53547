// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// "Book every week" (docs/product/booking-rules.md, DESIGN §9, decision 0088): on a session of a weekly
// series, { names, everyWeek: true } books the names into it and into every later open week of the
// series, each week on its own through the same booking path, and answers which weeks took whom.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklySessions } from '#core/weekly-series.ts';
import { cancelSessionAsAdmin } from '../../src/server/services/admin-sessions.ts';
import { createSessions, type NewSession } from '../../src/server/services/new-sessions.ts';
import { clubDateIn, makeSession } from '../support/fixtures.ts';
import { byLink, cancel, NO_NEW_NAMES, namesOf, visitorWithCookie } from '../support/public-api.ts';
import { openEvents } from '../support/sse-client.ts';
import type { Client } from '../support/test-app.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // A small waiting list, so a week that cannot take the names is easy to make.
  t = await startTestApp({ WAITING_LIST_MAX: '2' });
});
afterAll(async () => {
  await t?.close();
});

const session = (over: Partial<NewSession> = {}): NewSession => ({
  title: 'Tennis Fitness TUESDAY',
  date: clubDateIn(2),
  time: '18:00',
  location: 'Centre Courts',
  capacity: 2,
  isPublished: true,
  createdBy: null,
  preAddedNames: [],
  ...over,
});

/** A weekly series of `weeks` sessions; `tweak` changes week i (0-based) before it is created. */
function makeSeries(weeks: number, tweak: (week: NewSession, i: number) => NewSession = (w) => w) {
  return createSessions(
    t.deps,
    weeklySessions(session(), weeks, randomUUID()).map((w, i) => tweak(w, i)),
  );
}

const bookEveryWeek = (client: Client, sessionId: string, names: unknown, everyWeek: unknown = true) =>
  client.post<any>(`/api/sessions/${sessionId}/bookings`, { names, everyWeek });

describe('Book every week', () => {
  it('books this week and each later open week on its own, and says where each name landed', async () => {
    // Week 3 unpublished; week 4 already holds Ann for this visitor; week 5's waiting list has room
    // for one only, so it cannot take two names and is skipped.
    const [w1, w2, w3, w4, w5, w6] = await makeSeries(6, (w, i) =>
      i === 2
        ? { ...w, isPublished: false }
        : i === 4
          ? { ...w, preAddedNames: ['Xi One', 'Xi Two', 'Xi Three'] }
          : w,
    );
    const me = await visitorWithCookie(t);
    expect((await me.client.post(`/api/sessions/${w4?.id}/bookings`, { names: ['Ann Lee'] })).status).toBe(
      201,
    );
    const other = await visitorWithCookie(t);
    await other.client.post(`/api/sessions/${w2?.id}/bookings`, { names: ['Zed Zo'] });

    const res = await bookEveryWeek(me.client, w1?.id as string, ['Ann Lee', 'Bo Chen']);

    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann Lee', 'Bo Chen']);
    expect(res.body.waiting).toEqual([]);
    expect(namesOf(res.body.session)).toEqual(['Ann Lee', 'Bo Chen']);
    expect(res.body.series).toEqual([
      { sessionId: w2?.id, date: w2?.date, confirmed: ['Ann Lee'], waiting: ['Bo Chen'] },
      { sessionId: w4?.id, date: w4?.date, confirmed: ['Bo Chen'], waiting: [] },
      { sessionId: w6?.id, date: w6?.date, confirmed: ['Ann Lee', 'Bo Chen'], waiting: [] },
    ]);
    expect(namesOf(await byLink(me.client, w2?.link as string))).toEqual(['Zed Zo', 'Ann Lee', 'Bo Chen']);
    expect(namesOf(await byLink(me.client, w4?.link as string))).toEqual(['Ann Lee', 'Bo Chen']);
    expect(namesOf(await byLink(me.client, w5?.link as string))).toEqual(['Xi One', 'Xi Two', 'Xi Three']);
    const hidden = await me.client.get(`/api/sessions/by-link/${w3?.link}`);
    expect(hidden.status).toBe(404);
    const w3Rows = await t.db.db
      .selectFrom('bookings')
      .select('id')
      .where('session_id', '=', w3?.id as string)
      .execute();
    expect(w3Rows).toEqual([]);
  });

  it('books from the week it is asked on: earlier weeks are left alone', async () => {
    const [w1, w2, w3] = await makeSeries(3);
    const me = await visitorWithCookie(t);
    const res = await bookEveryWeek(me.client, w2?.id as string, ['Cy Doe']);
    expect(res.status).toBe(201);
    expect(res.body.series).toEqual([
      { sessionId: w3?.id, date: w3?.date, confirmed: ['Cy Doe'], waiting: [] },
    ]);
    expect(namesOf(await byLink(me.client, w1?.link as string))).toEqual([]);
  });

  it('skips a rained-off week: it is neither counted nor booked (decision 0080)', async () => {
    const [w1, w2, w3] = await makeSeries(3);
    await cancelSessionAsAdmin(t.deps, w2?.id as string, 'Rain');
    const me = await visitorWithCookie(t);
    expect((await byLink(me.client, w1?.link as string)).laterWeeks).toBe(1);
    const res = await bookEveryWeek(me.client, w1?.id as string, ['Rae Dry']);
    expect(res.status).toBe(201);
    expect(res.body.series).toEqual([
      { sessionId: w3?.id, date: w3?.date, confirmed: ['Rae Dry'], waiting: [] },
    ]);
    expect(namesOf(await byLink(me.client, w2?.link as string))).toEqual([]);
  });

  it('answers series: [] when no later week took anyone, and no series outside a series', async () => {
    const [, last] = await makeSeries(2);
    const me = await visitorWithCookie(t);
    const lastWeek = await bookEveryWeek(me.client, last?.id as string, ['Di Fox']);
    expect(lastWeek.status).toBe(201);
    expect(lastWeek.body.series).toEqual([]);

    const plain = await makeSession(t.deps, { capacity: 2 });
    const single = await bookEveryWeek(me.client, plain.id, ['Di Fox']);
    expect(single.status).toBe(201);
    expect(single.body.confirmed).toEqual(['Di Fox']);
    expect('series' in single.body).toBe(false);
    expect(single.body.session.laterWeeks).toBe(0);
  });

  it('refuses the whole request when this week refuses it: no later week is booked', async () => {
    const [w1, w2] = await makeSeries(2);
    const me = await visitorWithCookie(t);
    const bad = await bookEveryWeek(me.client, w1?.id as string, ['R2D2']);
    expect(bad.status).toBe(400);
    await bookEveryWeek(me.client, w1?.id as string, ['Eve Gray'], false);
    const again = await bookEveryWeek(me.client, w1?.id as string, ['Eve Gray']);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: NO_NEW_NAMES });
    expect(namesOf(await byLink(me.client, w2?.link as string))).toEqual([]);
  });

  it('refuses an everyWeek that is not true or false', async () => {
    const [w1] = await makeSeries(2);
    const me = await visitorWithCookie(t);
    for (const everyWeek of ['yes', 1, null]) {
      const res = await bookEveryWeek(me.client, w1?.id as string, ['Flo Hart'], everyWeek);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('leaves each booking to be cancelled on its own', async () => {
    const [w1, w2, w3] = await makeSeries(3, (w) => ({
      ...w,
      date: clubDateIn(5) < w.date ? w.date : w.date,
    }));
    const me = await visitorWithCookie(t);
    await bookEveryWeek(me.client, w1?.id as string, ['Gus Ives']);
    const week2 = await byLink(me.client, w2?.link as string);
    const booking = week2.bookings[0];
    const res = await cancel(me.client, w2?.id as string, booking?.id as string);
    expect(res.status).toBe(200);
    expect(namesOf((res.body as any).session)).toEqual([]);
    expect((res.body as any).session.laterWeeks).toBe(1);
    expect(namesOf(await byLink(me.client, w1?.link as string))).toEqual(['Gus Ives']);
    expect(namesOf(await byLink(me.client, w3?.link as string))).toEqual(['Gus Ives']);
  });

  it('tells the booking page how many later weeks it would book', async () => {
    const [w1, w2, , w4] = await makeSeries(4, (w, i) => (i === 2 ? { ...w, isPublished: false } : w));
    const me = await visitorWithCookie(t);
    expect((await byLink(me.client, w1?.link as string)).laterWeeks).toBe(2);
    expect((await byLink(me.client, w2?.link as string)).laterWeeks).toBe(1);
    expect((await byLink(me.client, w4?.link as string)).laterWeeks).toBe(0);
    const plain = await makeSession(t.deps);
    expect((await byLink(me.client, plain.link)).laterWeeks).toBe(0);
    const booked = await bookEveryWeek(me.client, w1?.id as string, ['Hal Jay'], false);
    expect(booked.body.session.laterWeeks).toBe(2);
    expect('series' in booked.body).toBe(false);
    expect(namesOf(await byLink(me.client, w2?.link as string))).toEqual([]);
  });

  it('keeps laterWeeks in the live stream, so the tick box stays after a change', async () => {
    const [w1] = await makeSeries(3);
    const stream = await openEvents(`${t.url}/api/sessions/by-link/${w1?.link}/events`);
    try {
      expect((await stream.next((e) => e.event === 'session')).data.laterWeeks).toBe(2);
      const me = await visitorWithCookie(t);
      await bookEveryWeek(me.client, w1?.id as string, ['Ivy Kim'], false);
      const after = await stream.next((e) => e.event === 'session');
      expect(namesOf(after.data)).toEqual(['Ivy Kim']);
      expect(after.data.laterWeeks).toBe(2);
    } finally {
      stream.close();
    }
  });

  it('keeps a later week exact when every-week bookings and its own bookings arrive at once', {
    timeout: 60_000,
  }, async () => {
    // Capacity 2, waiting list 2: week 2 takes 4 people however the requests interleave.
    const [w1, w2] = await makeSeries(2, (w, i) => (i === 0 ? { ...w, capacity: 50 } : w));
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const everyWeekers = await Promise.all(Array.from({ length: 12 }, () => visitorWithCookie(t)));
    const direct = await Promise.all(Array.from({ length: 12 }, () => visitorWithCookie(t)));
    const answers = await Promise.all([
      ...everyWeekers.map((v, i) => bookEveryWeek(v.client, w1?.id as string, [`Every ${letters[i]}`])),
      ...direct.map((v, i) => bookEveryWeek(v.client, w2?.id as string, [`Direct ${letters[i]}`], false)),
    ]);
    expect(answers.every((a) => a.status === 201 || a.status === 400)).toBe(true);
    const roster = namesOf(await byLink(t.client(), w2?.link as string));
    expect(roster).toHaveLength(4);
    // What the answers said was booked into week 2 is exactly what is there, confirmed as said.
    const week2Answers = answers.flatMap((a) =>
      a.status !== 201
        ? []
        : a.body.session.id === w2?.id
          ? [{ confirmed: a.body.confirmed, waiting: a.body.waiting }]
          : (a.body.series ?? []).filter((s: any) => s.sessionId === w2?.id),
    );
    const confirmed = week2Answers.flatMap((a) => a.confirmed);
    const waiting = week2Answers.flatMap((a) => a.waiting);
    expect([...confirmed].sort()).toEqual(roster.slice(0, 2).sort());
    expect([...waiting].sort()).toEqual(roster.slice(2).sort());
    // Every every-week booker got this week whatever happened in week 2.
    expect(namesOf(await byLink(t.client(), w1?.link as string))).toHaveLength(12);
  });
});
