// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// Weekly series (decision 0038): POST /api/sessions with repeatWeeks creates one session
// per week at the same club wall-clock time, in one transaction, each independent afterwards; the
// CLI's session:create --repeat-weeks does the same.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, sessionStart } from '#core/club-time.ts';
import { createSessions, type NewSession } from '../../src/server/services/new-sessions.ts';
import { type AuthTestApp, type Browser, createAccount, startAuthTestApp } from '../support/accounts.ts';
import { cliEnvFor, cliJson, runCli } from '../support/cli.ts';
import { CLUB_TZ, clubDateIn, clubWallTimeIn } from '../support/fixtures.ts';
import { openEvents } from '../support/sse-client.ts';
import { Client } from '../support/test-app.ts';
import { waitUntil } from '../support/wait-until.ts';

let t: AuthTestApp;
let admin: Browser;

beforeAll(async () => {
  t = await startAuthTestApp();
  admin = (await createAccount(t, 'owner@club.org', 'Olive Owner')).browser;
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** Sydney's clocks go forward an hour on the first Sunday of October. */
function firstSundayOfOctober(year: number): string {
  const weekday = new Date(Date.UTC(year, 9, 1)).getUTCDay();
  return addDays(`${year}-10-01`, (7 - weekday) % 7);
}

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Tennis Fitness SUNDAY',
  date: clubDateIn(5),
  time: '18:00',
  location: 'Centre Courts',
  capacity: 16,
  ...over,
});

const sessionCount = async () => (await t.db.db.selectFrom('sessions').select('id').execute()).length;
const names = (s: { bookings: { name: string; isPaid: boolean }[] }) =>
  s.bookings.map((b) => [b.name, b.isPaid]);

describe('POST /api/sessions with repeatWeeks', () => {
  it('creates a 6-week series across the DST change: same wall-clock time, 7 days less an hour apart there', async () => {
    const dstDay = firstSundayOfOctober(2099);
    const first = addDays(dstDay, -21);
    const res = await admin.post(
      '/api/sessions',
      valid({ date: first, repeatWeeks: 6, preAddedNames: ['Ann Lee', 'Bo Chen'] }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['sessions']);
    const sessions: any[] = res.body.sessions;
    expect(sessions.map((s) => s.date)).toEqual([0, 1, 2, 3, 4, 5].map((i) => addDays(first, 7 * i)));
    expect(sessions.every((s) => s.time === '18:00')).toBe(true);

    const starts = sessions.map((s) => sessionStart(s.date, s.time, CLUB_TZ).getTime());
    const gaps = starts.slice(1).map((start, i) => start - (starts[i] as number));
    // Weeks 3 → 4 straddle the change (03:00 comes at 02:00): an hour less in between.
    expect(gaps).toEqual([WEEK, WEEK, WEEK - HOUR, WEEK, WEEK]);
    expect(sessions[3].date).toBe(dstDay);

    const links = sessions.map((s) => s.link as string);
    expect(new Set(links).size).toBe(6);
    for (const s of sessions) {
      const [, mm, dd] = s.date.split('-');
      expect(s.link).toMatch(new RegExp(`^${mm}-${dd}-[a-z0-9]{6}$`));
    }
    const seriesId = sessions[0].series.id;
    expect(seriesId).toEqual(expect.any(String));
    expect(sessions.map((s) => s.series)).toEqual(
      [1, 2, 3, 4, 5, 6].map((week) => ({ id: seriesId, week, weeks: 6 })),
    );
    for (const s of sessions) {
      expect(s).toMatchObject({ title: 'Tennis Fitness SUNDAY', location: 'Centre Courts', capacity: 16 });
      expect(s.isPublished).toBe(true);
      // Each its own copy of the pre-added members, booked and paid.
      expect(names(s)).toEqual([
        ['Ann Lee', true],
        ['Bo Chen', true],
      ]);
    }
    const bookingIds = sessions.flatMap((s) => s.bookings.map((b: { id: string }) => b.id));
    expect(new Set(bookingIds).size).toBe(12);

    // Every one is published: visitors open each link; the public answer carries no series.
    for (const link of links) {
      const page = await new Client(t.url).get(`/api/sessions/by-link/${link}`);
      expect(page.status).toBe(200);
      expect(page.body).not.toHaveProperty('series');
    }
    // The admin's list and reads show each one's place in the series.
    const listed = (await admin.get('/api/sessions')).body.filter((s: any) => s.series?.id === seriesId);
    expect(listed.map((s: any) => s.id)).toEqual(sessions.map((s) => s.id));
    expect((await admin.get(`/api/sessions/${sessions[4].id}`)).body.series).toEqual({
      id: seriesId,
      week: 5,
      weeks: 6,
    });
  });

  it("announces each new session to the admins' live pages", async () => {
    const stream = await openEvents(`${t.url}/api/admin/events`, { cookie: admin.cookieHeader() });
    try {
      await stream.next((e) => e.event === 'ready');
      const res = await admin.post('/api/sessions', valid({ repeatWeeks: 3 }));
      expect(res.status).toBe(201);
      const announced = (id: string) =>
        stream.events.some((e) => e.event === 'change' && e.data.sessionId === id);
      await waitUntil(() => res.body.sessions.every((s: { id: string }) => announced(s.id)));
    } finally {
      stream.close();
    }
  });

  it('with isPublished false creates every session of the series unpublished, hidden from visitors', async () => {
    const res = await admin.post('/api/sessions', valid({ repeatWeeks: 3, isPublished: false }));
    expect(res.status).toBe(201);
    expect(res.body.sessions.map((s: any) => s.isPublished)).toEqual([false, false, false]);
    for (const s of res.body.sessions) {
      expect((await new Client(t.url).get(`/api/sessions/by-link/${s.link}`)).status).toBe(404);
    }
    // Publishing one publishes that one only.
    const [first, second] = res.body.sessions;
    expect((await admin.post(`/api/sessions/${second.id}/publish`, { isPublished: true })).status).toBe(200);
    expect((await admin.get(`/api/sessions/${first.id}`)).body.isPublished).toBe(false);
    expect((await admin.get(`/api/sessions/${second.id}`)).body.isPublished).toBe(true);
  });

  it('with isPublished false and no repeatWeeks creates one unpublished session, answered as before', async () => {
    const res = await admin.post('/api/sessions', valid({ isPublished: false }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isPublished: false, series: null });
  });

  it('with repeatWeeks 1 answers { sessions } with one plain session, not a series', async () => {
    const res = await admin.post('/api/sessions', valid({ repeatWeeks: 1 }));
    expect(res.status).toBe(201);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0]).toMatchObject({ date: clubDateIn(5), series: null, isPublished: true });
  });

  it('without repeatWeeks answers 201 with the one session, exactly as before', async () => {
    const res = await admin.post('/api/sessions', valid());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'title',
        'date',
        'time',
        'location',
        'capacity',
        'link',
        'isPublished',
        'canceled',
        'price',
        'bookings',
        'canceledBookings',
        'series',
      ].sort(),
    );
    expect(res.body).toMatchObject({ date: clubDateIn(5), isPublished: true, series: null });
  });

  it('editing one session of a series changes that one only', async () => {
    const created = (await admin.post('/api/sessions', valid({ repeatWeeks: 3, preAddedNames: ['Cy'] }))).body
      .sessions as any[];
    const [first, second, third] = created;
    const res = await admin.put(`/api/sessions/${second.id}`, {
      title: 'Moved to Monday',
      date: addDays(second.date, 1),
      time: '07:30',
      location: 'Court 9',
      capacity: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Moved to Monday', time: '07:30', capacity: 4 });
    for (const before of [first, third]) {
      const after = (await admin.get(`/api/sessions/${before.id}`)).body;
      expect(after).toEqual(before);
    }
  });

  it('deleting one session of a series leaves the others, numbered as the series is now', async () => {
    const created = (await admin.post('/api/sessions', valid({ repeatWeeks: 3 }))).body.sessions as any[];
    const [first, second, third] = created;
    expect((await admin.delete(`/api/sessions/${first.id}`)).status).toBe(200);
    expect((await admin.get(`/api/sessions/${first.id}`)).status).toBe(404);
    for (const [i, kept] of [second, third].entries()) {
      const after = await admin.get(`/api/sessions/${kept.id}`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ ...kept, series: { id: kept.series.id, week: i + 1, weeks: 2 } });
    }
  });

  it('after deleting week 3 of 3 the others say of 2, in the list too; down to one it is a plain session', async () => {
    const created = (await admin.post('/api/sessions', valid({ date: clubDateIn(40), repeatWeeks: 3 }))).body
      .sessions as any[];
    const [first, second, third] = created;
    const seriesId = first.series.id;
    expect((await admin.delete(`/api/sessions/${third.id}`)).status).toBe(200);
    const listed = (await admin.get('/api/sessions')).body.filter((s: any) => s.series?.id === seriesId);
    expect(listed.map((s: any) => [s.id, s.series.week, s.series.weeks])).toEqual([
      [first.id, 1, 2],
      [second.id, 2, 2],
    ]);
    expect((await admin.delete(`/api/sessions/${second.id}`)).status).toBe(200);
    expect((await admin.get(`/api/sessions/${first.id}`)).body.series).toBeNull();
  });

  it('a session moved past the next one takes its new place in the series', async () => {
    const created = (await admin.post('/api/sessions', valid({ date: clubDateIn(60), repeatWeeks: 3 }))).body
      .sessions as any[];
    const [first, second, third] = created;
    const moved = await admin.put(`/api/sessions/${first.id}`, {
      title: first.title,
      date: addDays(second.date, 1),
      time: first.time,
      location: first.location,
      capacity: first.capacity,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.series).toMatchObject({ week: 2, weeks: 3 });
    expect((await admin.get(`/api/sessions/${second.id}`)).body.series).toMatchObject({ week: 1, weeks: 3 });
    expect((await admin.get(`/api/sessions/${third.id}`)).body.series).toMatchObject({ week: 3, weeks: 3 });
  });

  it('needs only the first session to start in the future', async () => {
    const soon = clubWallTimeIn(30);
    const res = await admin.post('/api/sessions', valid({ ...soon, repeatWeeks: 2 }));
    expect(res.status).toBe(201);
    const started = await admin.post('/api/sessions', valid({ ...clubWallTimeIn(-30), repeatWeeks: 4 }));
    expect(started.status).toBe(400);
    expect(started.body.error).toBe('The session must start in the future.');
  });

  it.each([
    ['0', 0],
    ['13', 13],
    ['2.5', 2.5],
    ["'3' (a string)", '3'],
    ['-1', -1],
    ['null', null],
    ['true', true],
  ])('refuses repeatWeeks %s with 400 { error } and creates nothing', async (_label, repeatWeeks) => {
    const before = await sessionCount();
    const res = await admin.post('/api/sessions', valid({ repeatWeeks }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Invalid request - repeatWeeks: Repeat weekly must be a whole number of weeks from 1 to 12',
    );
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an isPublished that is not true or false with 400', async () => {
    const res = await admin.post('/api/sessions', valid({ isPublished: 'yes', repeatWeeks: 2 }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Invalid request - isPublished: /);
  });

  it('refuses a bad pre-added name for the whole series: no session is created', async () => {
    const before = await sessionCount();
    const res = await admin.post(
      '/api/sessions',
      valid({ repeatWeeks: 12, preAddedNames: ['Ann', 'R2-D2'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('R2-D2');
    expect(await sessionCount()).toBe(before);
  });

  it('creates 12 weeks, the most allowed', async () => {
    const res = await admin.post('/api/sessions', valid({ repeatWeeks: 12 }));
    expect(res.status).toBe(201);
    expect(res.body.sessions).toHaveLength(12);
    expect(res.body.sessions[11].date).toBe(addDays(clubDateIn(5), 77));
  });
});

describe('one transaction', () => {
  it('a session that cannot be stored part-way leaves none of the series, nor their bookings', async () => {
    const sessions = await t.db.db.selectFrom('sessions').select('id').execute();
    const bookings = await t.db.db.selectFrom('bookings').select('id').execute();
    const good: NewSession = {
      title: 'All or none',
      date: clubDateIn(8),
      time: '18:00',
      location: 'Court 2',
      capacity: 8,
      isPublished: true,
      createdBy: null,
      preAddedNames: ['Ann Lee'],
    };
    // No natural input fails in the database after the checks, so the third breaks a NOT NULL column.
    const broken = { ...good, date: clubDateIn(22), title: null as unknown as string };
    await expect(createSessions(t.deps, [good, { ...good, date: clubDateIn(15) }, broken])).rejects.toThrow();
    expect(await t.db.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessions.length);
    expect(await t.db.db.selectFrom('bookings').select('id').execute()).toHaveLength(bookings.length);
  });
});

describe('cli session:create --repeat-weeks', () => {
  const args = (extra: string[]) => [
    'session:create',
    '--date',
    '2099-09-13',
    '--time',
    '18:30',
    '--title',
    'CLI Series',
    '--location',
    'Court 1',
    ...extra,
  ];

  it('creates a weekly series and prints { sessions }', { timeout: 60_000 }, async () => {
    const out = cliJson<any>(
      await runCli(args(['--repeat-weeks', '3', '--unpublished', '--pre-add', 'Ann Lee']), cliEnvFor(t.db)),
    );
    expect(Object.keys(out)).toEqual(['sessions']);
    expect(out.sessions.map((s: any) => s.date)).toEqual(['2099-09-13', '2099-09-20', '2099-09-27']);
    expect(out.sessions.map((s: any) => s.series.week)).toEqual([1, 2, 3]);
    expect(new Set(out.sessions.map((s: any) => s.series.id)).size).toBe(1);
    expect(new Set(out.sessions.map((s: any) => s.link)).size).toBe(3);
    for (const s of out.sessions) {
      expect(s).toMatchObject({ time: '18:30', title: 'CLI Series', isPublished: false });
      expect(names(s)).toEqual([['Ann Lee', true]]);
    }
  });

  it('without the flag prints the one session as before', { timeout: 60_000 }, async () => {
    const out = cliJson<any>(await runCli(args([]), cliEnvFor(t.db)));
    expect(out).toMatchObject({ date: '2099-09-13', title: 'CLI Series', series: null });
  });

  it('refuses a bad --repeat-weeks with exit code 2, a message, and no session', {
    timeout: 120_000,
  }, async () => {
    const before = await sessionCount();
    const results = await Promise.all(
      ['0', '13', '2.5', 'three', ''].map((n) => runCli(args(['--repeat-weeks', n]), cliEnvFor(t.db))),
    );
    for (const r of results) {
      // The whole outcome, so a failure shows what the command printed.
      expect(r).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Repeat weekly must be a whole number of weeks from 1 to 12'),
      });
    }
    expect(await sessionCount()).toBe(before);
  });
});
