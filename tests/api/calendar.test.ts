// 'Add to calendar' (decision 0034): GET /api/sessions/by-link/{link}/calendar.ics is an
// RFC 5545 calendar with one event at the right instant, a UID that survives edits, the location and
// the booking link; a link that is not a published session answers 404 like the session's own read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { makeSession } from '../support/fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});

const calendarPath = (link: string) => `/api/sessions/by-link/${link}/calendar.ics`;

/** The event's properties after unfolding (RFC 5545 §3.1), checking the framing on the way. */
async function calendarOf(link: string) {
  const res = await fetch(`${t.url}${calendarPath(link)}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
  expect(lines.slice(0, 6)).toEqual([
    'BEGIN:VCALENDAR',
    expect.stringMatching(/^PRODID:/),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
  ]);
  expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR']);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  const event = new Map<string, string>();
  for (const line of lines.slice(6, -2)) {
    const colon = line.indexOf(':');
    event.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return { res, event };
}

describe('the calendar of a published session', () => {
  it('is a text/calendar download with the title, location and booking link', async () => {
    const session = await makeSession(t.deps, {
      title: 'Saturday Smash, drills',
      date: '2099-12-05',
      time: '18:00',
      location: 'Court 1; Gate B',
    });
    const { res, event } = await calendarOf(session.link);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="session-${session.link}.ics"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(event.get('SUMMARY')).toBe('Saturday Smash\\, drills');
    expect(event.get('LOCATION')).toBe('Court 1\\; Gate B');
    expect(event.get('URL')).toBe(`${t.publicUrl}/book/${session.link}`);
    expect(event.get('DESCRIPTION')).toBe(`Booking page: ${t.publicUrl}/book/${session.link}`);
    expect(event.get('UID')).toBe(`${session.id}@${new URL(t.publicUrl).hostname}`);
    expect(event.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
  });

  // Sydney (the default CLUB_TIMEZONE) goes to daylight time at 02:00 on Sunday 4 October 2099 and
  // back at 03:00 on Sunday 5 April 2099: 18:00 at the club is 08:00Z or 07:00Z depending on the side.
  it.each([
    ['2099-10-03', '20991003T080000Z', '20991003T090000Z'],
    ['2099-10-05', '20991005T070000Z', '20991005T080000Z'],
    ['2099-04-04', '20990404T070000Z', '20990404T080000Z'],
    ['2099-04-06', '20990406T080000Z', '20990406T090000Z'],
  ])('a session at 18:00 on %s starts at %s and ends an hour later', async (date, start, end) => {
    const session = await makeSession(t.deps, { date, time: '18:00' });
    const { event } = await calendarOf(session.link);
    expect(event.get('DTSTART')).toBe(start);
    expect(event.get('DTEND')).toBe(end);
  });

  it('keeps its UID across requests and after the admin edits the session', async () => {
    const session = await makeSession(t.deps, { title: 'Before', date: '2099-11-10', time: '07:00' });
    const first = (await calendarOf(session.link)).event;
    const again = (await calendarOf(session.link)).event;
    expect(again.get('UID')).toBe(first.get('UID'));

    const edited = await admin.client.put(`/api/sessions/${session.id}`, {
      title: 'After',
      date: '2099-11-11',
      time: '08:30',
      location: 'Back Courts',
      capacity: session.capacity,
    });
    expect(edited.status).toBe(200);
    const after = (await calendarOf(session.link)).event;
    expect(after.get('UID')).toBe(first.get('UID'));
    expect(after.get('SUMMARY')).toBe('After');
    expect(after.get('LOCATION')).toBe('Back Courts');
    expect(after.get('DTSTART')).toBe('20991110T213000Z');
  });
});

describe('a link that is not a published session', () => {
  it('answers 404 in the error shape for an unknown link', async () => {
    const res = await t.client().get(calendarPath('12-05-zzzzzz'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Session not found' });
  });

  it('answers 404, exactly as for an unknown link, for an unpublished session', async () => {
    const session = await makeSession(t.deps, { isPublished: false });
    const res = await t.client().get(calendarPath(session.link));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Session not found' });
  });

  it('answers 404 once the session is unpublished, and 200 again once it is published', async () => {
    const session = await makeSession(t.deps, { date: '2099-11-12' });
    expect((await t.client().get(calendarPath(session.link))).status).toBe(200);
    const hide = await admin.client.post(`/api/sessions/${session.id}/publish`, { isPublished: false });
    expect(hide.status).toBe(200);
    expect((await t.client().get(calendarPath(session.link))).status).toBe(404);
    await admin.client.post(`/api/sessions/${session.id}/publish`, { isPublished: true });
    expect((await t.client().get(calendarPath(session.link))).status).toBe(200);
  });

  it.each([
    ['an over-long link', 'x'.repeat(200)],
    ['an escaped quote and slash', '%22%2F..%2F'],
    ['a non-ASCII link', encodeURIComponent('Zoë—🎾')],
  ])('answers 404, never a 500, for %s', async (_label, link) => {
    const res = await t.client().get(calendarPath(link));
    expect(res.status).toBe(404);
    expect(res.body).toHaveProperty('error');
  });
});
