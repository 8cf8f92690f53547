// CSV exports (docs/product/api.md Exports): GET /api/sessions/{id}/roster.csv and
// GET /api/admin/players.csv — RFC 4180 (CRLF), UTF-8 with a BOM, a header row, an attachment, and no
// cell a spreadsheet would run as a formula.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { makeSession, seedBookings } from '../support/fixtures.ts';
import { startedSession } from '../support/season.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(() => t?.close());

const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

/** The answer's first bytes as sent: fetch's text() drops a BOM, so the bytes are read instead. */
async function firstBytes(path: string): Promise<number[]> {
  const res = await fetch(`${t.url}${path}`, { headers: { cookie: admin.client.cookieHeader() } });
  return [...new Uint8Array(await res.arrayBuffer()).slice(0, 3)];
}
const BOM = [0xef, 0xbb, 0xbf];

describe('GET /api/sessions/{id}/roster.csv', () => {
  it('is a CSV attachment with a BOM, CRLF lines and one row per booking, canceled included', async () => {
    const { session, ids } = await startedSession(t, {
      capacity: 2,
      price: 12.5,
      names: ['Ann Lee', 'Zoë Park', 'Ben Ho', 'Cai Wu'],
      lateCancels: [3],
      title: 'Thursday Smash',
    });
    await admin.client.put(`/api/sessions/${session.id}/bookings/${ids[0]}/attendance`, {
      attendance: 'absent',
    });
    await admin.client.post(`/api/sessions/${session.id}/bookings/${ids[1]}/paid`, { isPaid: true });
    const res = await admin.client.get(`/api/sessions/${session.id}/roster.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="roster-${session.date}-thursday-smash.csv"`,
    );
    const body = res.body as string;
    expect(await firstBytes(`/api/sessions/${session.id}/roster.csv`)).toEqual(BOM);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const rows = lines(body).map((l) => l.split(','));
    expect(rows[0]).toEqual([
      'position',
      'name',
      'status',
      'paid',
      'attendance',
      'booked at',
      'canceled at',
      'late',
      'fee',
    ]);
    expect(rows.slice(1, -1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[7], r[8]])).toEqual([
      ['1', 'Ann Lee', 'confirmed', 'no', 'No-show', '', ''],
      ['2', 'Zoë Park', 'confirmed', 'yes', '', '', ''],
      ['3', 'Ben Ho', 'waiting', 'no', '', '', ''],
      ['', 'Cai Wu', 'canceled', 'no', '', 'no', ''], // Cai was waiting: never late
    ]);
    expect(rows[1]?.[5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows[4]?.[6]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('shows an owed fee, and answers 404 for an unknown session', async () => {
    const { session } = await startedSession(t, {
      capacity: 3,
      price: 10,
      names: ['Ann Lee'],
      lateCancels: [0],
    });
    const res = await admin.client.get(`/api/sessions/${session.id}/roster.csv`);
    expect(lines(res.body as string)[1]).toMatch(/^,Ann Lee,canceled,no,,[^,]+,[^,]+,yes,owed$/);
    expect((await admin.client.get('/api/sessions/nope/roster.csv')).status).toBe(404);
  });

  it("guards against formula injection: a title's cells and names never start a formula", async () => {
    const session = await makeSession(t.deps, { title: '=HYPERLINK("x")' });
    await seedBookings(t.db.db, session.id, ['-Dash Lee']);
    const res = await admin.client.get(`/api/sessions/${session.id}/roster.csv`);
    expect(lines(res.body as string)[1]).toMatch(/^1,'-Dash Lee,confirmed,/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="roster-[\d-]+-hyperlink-x\.csv"$/,
    );
  });
});

describe('GET /api/admin/players.csv', () => {
  it('is the players list with a header row, amounts to the cent', async () => {
    await t.db.db.deleteFrom('bookings').execute();
    await t.db.db.deleteFrom('sessions').execute();
    await startedSession(t, { capacity: 3, price: 12.5, names: ['Ann Lee', 'Zoë Park'] });
    const res = await admin.client.get('/api/admin/players.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="players-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(await firstBytes('/api/admin/players.csv')).toEqual(BOM);
    expect(lines(res.body as string)).toEqual([
      'name,sessions,attended,no-shows,excused,late cancels,owed',
      'Ann Lee,1,0,0,0,0,12.50',
      'Zoë Park,1,0,0,0,0,12.50',
      '',
    ]);
  });
});
