// What a committed change to one session causes (docs/product/notifications.md, decision 0026), worked out from the
// roster before and after under the session lock: the live refresh, the pushes to visitors whose
// waiting booking got a place, and the admins' notices of a visitor's cancel and of a full session.
import { hasStarted, sessionStart } from '#core/club-time.ts';
import {
  placeConfirmedMessage,
  sessionCanceledMessage,
  sessionFullMessage,
  visitorCanceledMessage,
} from '#core/push-messages.ts';
import { confirmedAndWaiting, promotedIds } from '#core/roster.ts';
import { isFull } from '#core/session-fill.ts';
import { bookingUrl } from '#core/whatsapp-list.ts';
import type { BookingRow } from '../store/bookings.ts';
import type { SessionRow } from '../store/sessions.ts';
import type { TypedEntry } from './events.ts';

export type ChangeCause =
  /** One batch of bookings (decision 0029): every visitor who booked in it. */
  | { kind: 'visitors-booked'; visitorIds: readonly string[] }
  | { kind: 'visitor-canceled'; visitorId: string; booking: Pick<BookingRow, 'id' | 'name'> }
  | { kind: 'admin' }
  /** Rained off (decision 0080): every visitor with an active booking is told why, once. */
  | { kind: 'session-canceled'; reason: string };

export type RosterState = { session: SessionRow; bookings: readonly BookingRow[] };

type Context = { cause: ChangeCause; timeZone: string; now: Date; version: number };

/** The visitors who made the change: nobody is told about their own action. */
function actorsOf(cause: ChangeCause): readonly string[] {
  if (cause.kind === 'admin' || cause.kind === 'session-canceled') return [];
  return cause.kind === 'visitors-booked' ? cause.visitorIds : [cause.visitorId];
}

const rosterIsFull = ({ session, bookings }: RosterState) => isFull(bookings.length, session.capacity);

/** One push per visitor with an active booking (confirmed or waiting), not per booking; and the admins. */
function canceledNotices(
  { session: s, bookings }: RosterState,
  reason: string,
  version: number,
  adminUrl: string,
  startMs: number,
): TypedEntry[] {
  const visitors = new Set(bookings.flatMap((b) => (b.visitor_id === null ? [] : [b.visitor_id])));
  const message = sessionCanceledMessage(s, reason, bookingUrl('', s.link), s.id);
  return [
    ...[...visitors].map(
      (visitorId): TypedEntry => ({
        kind: 'visitor-push',
        dedupeKey: `session-canceled:${s.id}:${version}:${visitorId}`,
        payload: { visitorId, message, notAfterMs: startMs },
      }),
    ),
    { kind: 'admin-push', payload: { message: { ...message, url: adminUrl } } },
  ];
}

/**
 * Bookings that became confirmed with this change (new or moved up) get a reminder planned; when the
 * start moved or the session just appeared, every confirmed booking does, for the new start (the
 * reminder for the old one finds it moved and sends nothing). Only visitors' bookings: a name an
 * admin added has nobody to tell.
 */
function remindersToPlan(before: RosterState, after: RosterState, now: Date): TypedEntry | null {
  const s = after.session;
  const b = before.session;
  const everyone = b.date !== s.date || b.time !== s.time || b.is_published !== 1;
  const wasConfirmed = new Set(
    everyone ? [] : confirmedAndWaiting(before.bookings, b.capacity).confirmed.map((x) => x.id),
  );
  const bookingIds = confirmedAndWaiting(after.bookings, s.capacity)
    .confirmed.filter((x) => x.visitor_id !== null && !wasConfirmed.has(x.id))
    .map((x) => x.id);
  if (bookingIds.length === 0) return null;
  return {
    kind: 'plan-reminders',
    payload: { sessionId: s.id, date: s.date, time: s.time, bookingIds, confirmedAtMs: now.getTime() },
  };
}

export function consequences(before: RosterState, after: RosterState | null, ctx: Context): TypedEntry[] {
  const sessionId = before.session.id;
  const live: TypedEntry = {
    kind: 'live',
    payload: after ? { sessionId, version: ctx.version } : { sessionId, version: ctx.version, gone: true },
  };
  if (after?.session.is_published !== 1) return [live];
  const s = after.session;
  const startMs = sessionStart(s.date, s.time, ctx.timeZone).getTime();
  if (hasStarted(new Date(startMs), ctx.now)) return [live];

  // Paths, not URLs: the service worker opens them on the site it serves.
  const adminUrl = `/admin/bookings/${s.id}`;
  const entries: TypedEntry[] = [live];
  if (ctx.cause.kind === 'session-canceled') {
    return [...entries, ...canceledNotices(after, ctx.cause.reason, ctx.version, adminUrl, startMs)];
  }
  // A canceled session has no places to give, is never full and reminds nobody.
  if (s.canceled_at !== null) return entries;
  const reminders = remindersToPlan(before, after, ctx.now);
  if (reminders) entries.push(reminders);
  const actors = new Set(actorsOf(ctx.cause));
  const promoted = new Set(
    promotedIds(before.bookings, after.bookings, { before: before.session.capacity, after: s.capacity }),
  );
  // Only confirmed bookings can have moved up.
  for (const b of promoted.size === 0 ? [] : confirmedAndWaiting(after.bookings, s.capacity).confirmed) {
    if (!promoted.has(b.id) || b.visitor_id === null || actors.has(b.visitor_id)) continue;
    entries.push({
      kind: 'visitor-push',
      // Once per promotion: a booking moved down by a capacity cut and up again is told again.
      dedupeKey: `promoted:${b.id}:${ctx.version}`,
      payload: {
        visitorId: b.visitor_id,
        message: placeConfirmedMessage(s, b.name, bookingUrl('', s.link), b.id),
        notAfterMs: startMs,
      },
    });
  }
  if (ctx.cause.kind === 'visitor-canceled') {
    const { booking } = ctx.cause;
    entries.push({
      kind: 'admin-push',
      dedupeKey: `canceled:${booking.id}`,
      payload: { message: visitorCanceledMessage(s, booking.name, adminUrl, booking.id) },
    });
  }
  if (
    !rosterIsFull(before) &&
    rosterIsFull(after) &&
    confirmedAndWaiting(after.bookings, s.capacity).confirmed.length > 0
  ) {
    entries.push({ kind: 'admin-push', payload: { message: sessionFullMessage(s, adminUrl, s.id) } });
  }
  return entries;
}
