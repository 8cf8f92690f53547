// The club's players (docs/product/api.md Players, booking-rules.md what a player owes): the list,
// one player's history, and settling what they owe. The rules are core/player-books.ts; this reads
// the rows (two queries, however large the club) and writes a settle in one transaction.

import { sessionHasStarted } from '#core/club-time.ts';
import { fromCents } from '#core/money.ts';
import { nameMatches } from '#core/names.ts';
import {
  type BookRow,
  type BookSession,
  type HistoryLine,
  latestFirst,
  type PlayerLine,
  playerLines,
} from '#core/player-books.ts';
import type { PlayerDto } from '#core/schemas.ts';
import { chargedCents } from '#core/session-cancel.ts';
import type { ClubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';
import type { TypedEntry } from '../outbox/events.ts';
import { withOutbox } from '../outbox/with-outbox.ts';
import { lockSession } from '../store/bookings.ts';
import {
  booksStamp,
  markFeesPaid,
  markPaid,
  type SeasonBookingRow,
  seasonRows,
} from '../store/player-reads.ts';
import { bumpVersion } from '../store/sessions.ts';
import type { ServiceDeps } from './deps.ts';

export const PLAYER_NOT_FOUND = 'Player not found';
const MAX_KEY_LENGTH = 400;

export const playerDto = ({ owedCents, ...rest }: PlayerLine): PlayerDto => ({
  ...rest,
  owed: fromCents(owedCents),
});

const bookRow = (b: SeasonBookingRow): BookRow => ({
  id: b.id,
  sessionId: b.session_id,
  seq: b.seq,
  name: b.name,
  nameKey: b.name_key,
  createdAt: b.created_at,
  canceledAt: b.canceled_at,
  late: b.late === 1,
  attendance: b.attendance,
  isPaid: b.is_paid === 1,
  feeMark: b.fee_mark,
});

async function books(db: Db, clock: ClubClock, nameKey?: string) {
  const now = clock.now();
  const rows = await seasonRows(db, nameKey);
  const sessions: BookSession[] = rows.sessions.map((s) => ({
    id: s.id,
    title: s.title,
    date: s.date,
    time: s.time,
    capacity: s.capacity,
    priceCents: chargedCents(s),
    started: sessionHasStarted(s, clock.timeZone, now),
    canceled: s.canceled_at !== null,
  }));
  return { sessions, rows: rows.bookings.map(bookRow) };
}

const MINUTE_MS = 60_000;

/** The whole list as last worked out, with what it was worked out from: one per app (decision 0090). */
export class KeptPlayerList {
  last: { stamp: string; list: PlayerDto[] } | undefined;
}

export type PlayerDeps = ServiceDeps & { playerList: KeptPlayerList };

/**
 * Everyone who has booked, by name; `query` keeps names containing it (ignoring case). The list is
 * worked out from two queries, then kept until the books' stamp or the minute changes (sessions
 * start on the minute, and a start changes the counts): a read costs one small query while nothing
 * changed, however large the club's season.
 */
export async function listPlayers(
  { db, clock, playerList }: Omit<PlayerDeps, 'outbox'>,
  query = '',
): Promise<PlayerDto[]> {
  const stamp = `${clock.timeZone}|${Math.floor(clock.now().getTime() / MINUTE_MS)}|${await booksStamp(db)}`;
  let kept = playerList.last;
  if (kept?.stamp !== stamp) {
    const { sessions, rows } = await books(db, clock);
    kept = { stamp, list: playerLines(sessions, rows).players.map(playerDto) };
    playerList.last = kept;
  }
  return query.trim() ? kept.list.filter((p) => nameMatches(p.name, query)) : kept.list;
}

/** The name key a player key stands for, or 404 (a key that is not base64url of a key is unknown). */
function nameKeyOf(key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(key)) {
    throw notFound(PLAYER_NOT_FOUND);
  }
  const nameKey = Buffer.from(key, 'base64url').toString('utf8');
  if (Buffer.from(nameKey, 'utf8').toString('base64url') !== key) throw notFound(PLAYER_NOT_FOUND);
  return nameKey;
}

async function playerBooks(db: Db, clock: ClubClock, key: string) {
  const nameKey = nameKeyOf(key);
  const { sessions, rows } = await books(db, clock, nameKey);
  const { players, linesByKey } = playerLines(sessions, rows);
  const player = players.find((p) => p.key === key);
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return { player, lines: linesByKey.get(nameKey) ?? [] };
}

const historyDto = (line: HistoryLine) => ({
  bookingId: line.bookingId,
  sessionId: line.session.id,
  title: line.session.title,
  date: line.session.date,
  time: line.session.time,
  status: line.status,
  attendance: line.attendance,
  isPaid: line.isPaid,
  price: fromCents(line.session.priceCents),
  late: line.late,
  fee: line.fee,
  sessionCanceled: line.session.canceled,
});

export async function getPlayer({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, key: string) {
  const { player, lines } = await playerBooks(db, clock, key);
  return { player: playerDto(player), history: latestFirst(lines).map(historyDto) };
}

/**
 * Marks everything the player owes as paid, in one transaction: their unpaid confirmed bookings of
 * started priced sessions (excused ones owe nothing and stay as they are) and their owed fees.
 * Every session touched moves its version, so open pages update. Settling again settles 0.
 */
export async function settlePlayer(deps: ServiceDeps, key: string) {
  const { db, clock } = deps;
  const nameKey = nameKeyOf(key);
  const settledCents = await withOutbox(deps, async (trx) => {
    const first = await books(trx, clock, nameKey);
    // Lock the sessions in one order (no deadlock with another settle), then read what they hold now.
    for (const id of first.sessions.map((s) => s.id).sort()) await lockSession(trx, id);
    const { sessions, rows } = await books(trx, clock, nameKey);
    const lines = playerLines(sessions, rows).linesByKey.get(nameKey);
    if (!lines) throw notFound(PLAYER_NOT_FOUND);
    const owing = lines.filter((l) => l.owedCents > 0);
    await markPaid(
      trx,
      owing.filter((l) => l.status === 'confirmed').map((l) => l.bookingId),
    );
    await markFeesPaid(
      trx,
      owing.filter((l) => l.fee === 'owed').map((l) => l.bookingId),
    );
    const touched = [...new Set(owing.map((l) => l.session.id))];
    const outbox: TypedEntry[] = [];
    for (const id of touched) {
      const changed = await bumpVersion(trx, id);
      if (changed) outbox.push({ kind: 'live', payload: { sessionId: id, version: changed.version } });
    }
    return { value: owing.reduce((sum, l) => sum + l.owedCents, 0), outbox };
  });
  const { player } = await playerBooks(db, clock, key);
  return { player: playerDto(player), settled: fromCents(settledCents) };
}
