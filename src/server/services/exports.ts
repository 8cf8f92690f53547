// CSV exports (docs/product/api.md Exports): a session's roster, and the players list.
import { ATTENDANCE_LABELS, attendanceOf } from '#core/attendance.ts';
import { sessionHasStarted } from '#core/club-time.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import { SESSION_NOT_FOUND } from '#core/session-messages.ts';
import { notFound } from '../errors.ts';
import { bookingsBySession } from '../store/bookings.ts';
import { findSessionById } from '../store/sessions.ts';
import { clubStamp, fileName, toCsv } from '../views/csv.ts';
import { feesOf } from '../views/session-view.ts';
import type { ServiceDeps } from './deps.ts';
import { listPlayers, type PlayerDeps } from './players.ts';

export type CsvFile = { name: string; body: string };

const ROSTER_HEADER = [
  'position',
  'name',
  'status',
  'paid',
  'attendance',
  'booked at',
  'canceled at',
  'late',
  'fee',
];

/** One row per booking: the active ones numbered in arrival order, then the canceled ones (latest first). */
export async function rosterCsv(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  sessionId: string,
): Promise<CsvFile> {
  const tz = clock.timeZone;
  const session = await findSessionById(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const [active, canceled] = await Promise.all([
    bookingsBySession(db, [sessionId], 'active'),
    bookingsBySession(db, [sessionId], 'canceled'),
  ]);
  const activeRows = active.get(sessionId) ?? [];
  const canceledRows = canceled.get(sessionId) ?? [];
  const { confirmed } = confirmedAndWaiting(activeRows, session.capacity);
  const fees = feesOf(session, activeRows, canceledRows, sessionHasStarted(session, tz, clock.now()));
  const label = (stored: string | null) => {
    const mark = attendanceOf(stored);
    return mark ? ATTENDANCE_LABELS[mark] : '';
  };
  const rows = [
    ...activeRows.map((b, i) => [
      i + 1,
      b.name,
      i < confirmed.length ? 'confirmed' : 'waiting',
      b.is_paid === 1,
      label(b.attendance),
      clubStamp(b.created_at, tz),
      '',
      '',
      '',
    ]),
    ...canceledRows.map((b) => [
      '',
      b.name,
      'canceled',
      b.is_paid === 1,
      '',
      clubStamp(b.created_at, tz),
      clubStamp(b.canceled_at, tz),
      b.late === 1,
      fees.get(b.id) ?? '',
    ]),
  ];
  return { name: fileName('roster', session.date, session.title), body: toCsv(ROSTER_HEADER, rows) };
}

const PLAYERS_HEADER = ['name', 'sessions', 'attended', 'no-shows', 'excused', 'late cancels', 'owed'];

export async function playersCsv(deps: Omit<PlayerDeps, 'outbox'>, today: string): Promise<CsvFile> {
  const players = await listPlayers(deps);
  const rows = players.map((p) => [
    p.name,
    p.sessions,
    p.attended,
    p.noShows,
    p.excused,
    p.lateCancels,
    p.owed.toFixed(2),
  ]);
  return { name: fileName('players', today), body: toCsv(PLAYERS_HEADER, rows) };
}
