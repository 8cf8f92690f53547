// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// The season's admin calls pass the authorisation matrix (docs/product/roles.md): attendance, fees,
// players, settling and the exports answer 401 signed out or to a visitor, 403 to a non-admin, and
// change nothing; an admin succeeds by cookie or bearer. Writes from another site are refused.
import { expect } from 'vitest';
import { playerKey } from '#core/player-books.ts';
import { describeAdminRoutes, type MatrixRoute, matrixApp } from '../support/authorization-matrix.ts';
import { startedSession } from '../support/season.ts';

const app = matrixApp();

/** A started, priced session: Ann and Ben active, Cai's late cancel owing its fee. */
type Target = { sessionId: string; bookingId: string; canceledId: string };

const ROUTES: MatrixRoute<Target>[] = [
  {
    name: 'mark attendance',
    method: 'PUT',
    path: (x) => `/api/sessions/${x.sessionId}/bookings/${x.bookingId}/attendance`,
    body: { attendance: 'absent' },
    ok: 200,
    did: (s) => expect(s.bookings[0].attendance).toBe('absent'),
  },
  {
    name: 'mark all present',
    method: 'POST',
    path: (x) => `/api/sessions/${x.sessionId}/attendance`,
    body: { attendance: 'present' },
    ok: 200,
    did: (s) => expect(s.bookings.map((b: any) => b.attendance)).toEqual(['present', 'present']),
  },
  {
    name: 'set a late cancel fee',
    method: 'PUT',
    path: (x) => `/api/sessions/${x.sessionId}/canceled-bookings/${x.canceledId}/fee`,
    body: { fee: 'waived' },
    ok: 200,
    did: (s) => expect(s.canceledBookings[0].fee).toBe('waived'),
  },
  {
    name: 'list players',
    method: 'GET',
    path: () => '/api/admin/players?q=ann',
    ok: 200,
    did: (body) => expect(body.players.map((p: any) => p.name)).toContain('Ann'),
  },
  {
    name: 'read a player',
    method: 'GET',
    path: () => `/api/admin/players/${playerKey('ann')}`,
    ok: 200,
    did: (body) => expect(body.player.name).toBe('Ann'),
  },
  {
    name: 'settle a player',
    method: 'POST',
    path: () => `/api/admin/players/${playerKey('cai')}/settle`,
    body: {},
    ok: 200,
    did: (body) => expect(body.settled).toBeGreaterThan(0),
  },
  {
    name: 'download a roster',
    method: 'GET',
    path: (x) => `/api/sessions/${x.sessionId}/roster.csv`,
    ok: 200,
  },
  { name: 'download the players list', method: 'GET', path: () => '/api/admin/players.csv', ok: 200 },
];

async function target(): Promise<Target> {
  const { session, ids } = await startedSession(app.t, {
    capacity: 4,
    price: 12.5,
    names: ['Cai', 'Ann', 'Ben'],
    lateCancels: [0],
  });
  return { sessionId: session.id, bookingId: ids[1] as string, canceledId: ids[0] as string };
}

async function snapshot(x: Target) {
  return {
    rows: await app.t.db.db
      .selectFrom('bookings')
      .selectAll()
      .where('session_id', '=', x.sessionId)
      .orderBy('seq')
      .execute(),
  };
}

describeAdminRoutes(app, ROUTES, { target, state: snapshot });
