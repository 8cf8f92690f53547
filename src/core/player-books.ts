// A player's books (docs/product/booking-rules.md players and what a player owes): every booking whose
// name has the same name key is one player. Counts are over started sessions, not canceled ones; what a player owes is
// the price of each confirmed, unpaid booking of a started session (a no-show still owes, an excused
// one does not) plus late-cancel fees owed. Pure: the server feeds it rows, the rules stay here.
import { type Attendance, attendanceOf } from './attendance.ts';
import { type Fee, feeMarkOf, lateCancelFees } from './late-fees.ts';
import { confirmedAndWaiting } from './roster.ts';
import type { PlayerDto } from './schemas.ts';

export type BookSession = {
  id: string;
  title: string;
  date: string;
  time: string;
  capacity: number;
  priceCents: number;
  started: boolean;
  /** Rained off (decision 0080): it owes nothing and, never played, counts for nobody (decision 0162). */
  canceled: boolean;
};

export type BookRow = {
  id: string;
  sessionId: string;
  seq: number;
  name: string;
  nameKey: string;
  createdAt: string;
  canceledAt: string | null;
  late: boolean;
  attendance: string | null;
  isPaid: boolean;
  feeMark: string | null;
};

/** A line of the players list (PlayerDto) with what is owed in whole cents. */
export type PlayerLine = Omit<PlayerDto, 'owed'> & { owedCents: number };

export type HistoryLine = {
  bookingId: string;
  session: BookSession;
  status: 'confirmed' | 'waiting' | 'canceled';
  attendance: Attendance;
  isPaid: boolean;
  late: boolean;
  fee: Fee;
  /** What this booking owes now, in cents: its unpaid price, or its owed fee. */
  owedCents: number;
};

/** A player's key in URLs: the name key, base64url (stable, URL-safe). */
export function playerKey(nameKey: string): string {
  const bytes = new TextEncoder().encode(nameKey);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Every booking with what it means for the books: its status, fee and what it owes now. */
export function historyLines(sessions: readonly BookSession[], rows: readonly BookRow[]): HistoryLine[] {
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const bySession = new Map<string, BookRow[]>();
  for (const row of rows) {
    const list = bySession.get(row.sessionId);
    if (list) list.push(row);
    else bySession.set(row.sessionId, [row]);
  }
  const lines: HistoryLine[] = [];
  for (const [sessionId, list] of bySession) {
    const session = byId.get(sessionId);
    if (!session) continue;
    const active = list.filter((b) => b.canceledAt === null).sort((a, b) => a.seq - b.seq);
    const confirmed = new Set(confirmedAndWaiting(active, session.capacity).confirmed.map((b) => b.id));
    const fees = lateCancelFees({
      started: session.started,
      priceCents: session.priceCents,
      capacity: session.capacity,
      activeCount: active.length,
      lateCancels: list
        .filter((b) => b.canceledAt !== null && b.late)
        .map((b) => ({ id: b.id, canceledAt: b.canceledAt ?? '', feeMark: feeMarkOf(b.feeMark) })),
    });
    for (const b of list) {
      const status = b.canceledAt !== null ? 'canceled' : confirmed.has(b.id) ? 'confirmed' : 'waiting';
      const attendance = attendanceOf(b.attendance);
      const fee = fees.get(b.id) ?? null;
      const owesPrice = status === 'confirmed' && session.started && !b.isPaid && attendance !== 'excused';
      const owedCents = owesPrice ? session.priceCents : fee === 'owed' ? session.priceCents : 0;
      lines.push({
        bookingId: b.id,
        session,
        status,
        attendance,
        isPaid: b.isPaid,
        late: b.late,
        fee,
        owedCents,
      });
    }
  }
  return lines;
}

/** One player's line from their history (lines of one name key). */
function playerLine(key: string, name: string, lines: readonly HistoryLine[]): PlayerLine {
  const player: PlayerLine = {
    key,
    name,
    sessions: 0,
    attended: 0,
    noShows: 0,
    excused: 0,
    lateCancels: 0,
    owedCents: 0,
  };
  for (const line of lines) {
    player.owedCents += line.owedCents;
    if (!line.session.started || line.session.canceled) continue;
    if (line.status === 'confirmed') {
      player.sessions += 1;
      if (line.attendance === 'present') player.attended += 1;
      if (line.attendance === 'absent') player.noShows += 1;
      if (line.attendance === 'excused') player.excused += 1;
    }
    if (line.status === 'canceled' && line.late) player.lateCancels += 1;
  }
  return player;
}

const byName = (a: PlayerLine, b: PlayerLine) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.key.localeCompare(b.key);

/** Everyone with any booking, by name ignoring case. `name` is the latest spelling booked. */
export function playerLines(
  sessions: readonly BookSession[],
  rows: readonly BookRow[],
): { players: PlayerLine[]; linesByKey: Map<string, HistoryLine[]> } {
  const lines = historyLines(sessions, rows);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const linesByKey = new Map<string, HistoryLine[]>();
  const latest = new Map<string, BookRow>();
  for (const line of lines) {
    const row = rowById.get(line.bookingId) as BookRow;
    const list = linesByKey.get(row.nameKey);
    if (list) list.push(line);
    else linesByKey.set(row.nameKey, [line]);
    const seen = latest.get(row.nameKey);
    if (!seen || row.createdAt > seen.createdAt) latest.set(row.nameKey, row);
  }
  const players: PlayerLine[] = [];
  for (const [nameKey, list] of linesByKey) {
    const name = latest.get(nameKey)?.name ?? '';
    players.push(playerLine(playerKey(nameKey), name, list));
  }
  return { players: players.sort(byName), linesByKey };
}

/** Latest session start first (then the latest booking first within one session). */
export function latestFirst(lines: readonly HistoryLine[]): HistoryLine[] {
  return [...lines].sort(
    (a, b) =>
      b.session.date.localeCompare(a.session.date) ||
      b.session.time.localeCompare(a.session.time) ||
      b.session.id.localeCompare(a.session.id),
  );
}
