// An admin adding, renaming, cancelling bookings and tracking cash (docs/product/api.md Admin, docs/product/booking-rules.md).
// Past sessions accept only paid changes: the cash is collected after the class.

import { sessionHasStarted } from '#core/club-time.ts';
import { fromCents } from '#core/money.ts';
import { validateSingleName } from '#core/names.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { UnpaidSessionDto } from '#core/schemas.ts';
import { chargedCents } from '#core/session-cancel.ts';
import type { Trx } from '../db/connection.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import {
  activeBookingsBySession,
  appendBookings,
  type BookingRow,
  findBooking,
  markCanceled,
  renameBooking,
  setPaid,
} from '../store/bookings.ts';
import { listSessionsWithUnpaid } from '../store/sessions.ts';
import { anySession, changeForAdmin, upcomingOnly } from './admin-sessions.ts';
import type { ServiceDeps } from './deps.ts';
import { keyedName, newBookings } from './new-bookings.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const NAME_TAKEN = 'This person already has a booking with that name in this session.';

function checkedName(raw: string): string {
  const result = validateSingleName(raw);
  if (!result.ok) throw invalid(result.error);
  return result.names[0] as string;
}

async function activeBookingOf(trx: Trx, sessionId: string, bookingId: string): Promise<BookingRow> {
  const booking = await findBooking(trx, sessionId, bookingId);
  if (!booking || booking.canceled_at !== null) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** Maps the database's one-name-per-visitor guard to a clear 409. */
async function guardNameUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
}

export async function addBookingAsAdmin(deps: ServiceDeps, sessionId: string, rawName: string) {
  const name = checkedName(rawName);
  return changeForAdmin(deps, sessionId, upcomingOnly, async (trx, session, active) => [
    ...active,
    ...(await appendBookings(
      trx,
      session,
      newBookings([name], { visitorId: null, isPaid: false, now: deps.clock.now() }),
    )),
  ]);
}

export async function renameBookingAsAdmin(
  deps: ServiceDeps,
  sessionId: string,
  bookingId: string,
  rawName: string,
) {
  const name = checkedName(rawName);
  return guardNameUnique(() =>
    changeForAdmin(deps, sessionId, upcomingOnly, async (trx) => {
      await activeBookingOf(trx, sessionId, bookingId);
      await renameBooking(trx, bookingId, keyedName(name));
    }),
  );
}

/** Soft delete marked canceledByAdmin; the waiting list moves up because status is derived. */
export function cancelBookingAsAdmin(deps: ServiceDeps, sessionId: string, bookingId: string) {
  return changeForAdmin(deps, sessionId, upcomingOnly, async (trx, _session, active) => {
    await activeBookingOf(trx, sessionId, bookingId);
    await markCanceled(trx, bookingId, { byAdmin: true, now: deps.clock.now() });
    return active.filter((b) => b.id !== bookingId);
  });
}

export function setPaidAsAdmin(deps: ServiceDeps, sessionId: string, bookingId: string, isPaid: boolean) {
  return changeForAdmin(deps, sessionId, anySession, async (trx) => {
    await activeBookingOf(trx, sessionId, bookingId);
    await setPaid(trx, bookingId, isPaid);
  });
}

/**
 * Sessions that have confirmed, unpaid, active bookings (waiting people owe nothing). Classes already
 * taught come first, the latest on top — that is where the cash is being collected — then upcoming
 * ones, soonest first (decision 0010). Only sessions with an unpaid booking are read, so the page
 * does not grow with the club's history.
 */
export async function unpaidBookings({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): Promise<UnpaidSessionDto[]> {
  const now = clock.now();
  const latestFirst = await listSessionsWithUnpaid(db);
  const started = latestFirst.filter((s) => sessionHasStarted(s, clock.timeZone, now));
  const upcoming = latestFirst.filter((s) => !started.includes(s)).reverse();
  const sessions = [...started, ...upcoming];
  const bookings = await activeBookingsBySession(
    db,
    sessions.map((s) => s.id),
  );
  const result: UnpaidSessionDto[] = [];
  for (const s of sessions) {
    const { confirmed } = confirmedAndWaiting(bookings.get(s.id) ?? [], s.capacity);
    const unpaid = confirmed.filter((b) => b.is_paid === 0);
    if (unpaid.length === 0) continue;
    result.push({
      sessionId: s.id,
      sessionTitle: s.title,
      date: s.date,
      time: s.time,
      price: fromCents(chargedCents(s)),
      canceled: s.canceled_at !== null,
      excused: unpaid.filter((b) => b.attendance === 'excused').length,
      unpaidBookings: unpaid.map((b) => ({ bookingId: b.id, name: b.name })),
    });
  }
  return result;
}
