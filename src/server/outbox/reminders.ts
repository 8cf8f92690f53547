// Reminders before a session (decision 0081), delivered through the outbox: a committed change that
// confirmed bookings plans one `reminder` row per booking, due when the rule in core/reminders.ts says
// (de-duplicated per booking and start); at its time the row checks again that the booking is still
// confirmed and the session still on and ahead, and hands on one push per subscription of the
// visitor — one message per visitor and session, however many of their names are booked.
import { clubWallTime, hasStarted, sessionStart } from '#core/club-time.ts';
import { reminderMessage } from '#core/push-messages.ts';
import { freeToCancelUntil, type ReminderRule, reminderDueAt } from '#core/reminders.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import { bookingUrl } from '#core/whatsapp-list.ts';
import type { Db } from '../db/connection.ts';
import { activeBookings } from '../store/bookings.ts';
import { ownedBy } from '../store/push-subscriptions.ts';
import { findSessionById } from '../store/sessions.ts';
import type { Handled } from './dispatcher.ts';
import type { OutboxPayloads, TypedEntry } from './events.ts';

export function planReminders(rule: ReminderRule, plan: OutboxPayloads['plan-reminders']): Handled {
  const { sessionId, date, time } = plan;
  const start = sessionStart(date, time, rule.timeZone);
  const due = reminderDueAt(start, new Date(plan.confirmedAtMs), rule);
  if (!due) return {};
  return {
    handOn: plan.bookingIds.map(
      (bookingId): TypedEntry => ({
        kind: 'reminder',
        dedupeKey: `reminder:${bookingId}:${date}T${time}`,
        notBeforeMs: due.getTime(),
        payload: { sessionId, bookingId, date, time },
      }),
    ),
  };
}

export async function sendReminder(
  db: Db,
  rule: ReminderRule,
  { sessionId, bookingId, date, time }: OutboxPayloads['reminder'],
  now = new Date(),
): Promise<Handled> {
  const session = await findSessionById(db, sessionId);
  // Gone, hidden, canceled, or moved (the new start planned its own reminder): nothing to say.
  if (session?.is_published !== 1 || session.canceled_at !== null) return {};
  if (session.date !== date || session.time !== time) return {};
  const start = sessionStart(date, time, rule.timeZone);
  if (hasStarted(start, now)) return {};
  const { confirmed } = confirmedAndWaiting(await activeBookings(db, sessionId), session.capacity);
  const visitorId = confirmed.find((b) => b.id === bookingId)?.visitor_id;
  if (!visitorId) return {};
  const freeUntil = freeToCancelUntil(start);
  const message = reminderMessage(
    session,
    confirmed.filter((b) => b.visitor_id === visitorId).map((b) => b.name),
    now < freeUntil ? clubWallTime(freeUntil, rule.timeZone) : null,
    bookingUrl('', session.link),
    session.id,
  );
  return {
    handOn: (await ownedBy(db, { visitorId })).map(
      (sub): TypedEntry => ({
        kind: 'push',
        // One per visitor, session start and browser: the visitor's other bookings hand on the same.
        dedupeKey: `reminder:${sessionId}:${date}T${time}:${visitorId}:${sub.id}`,
        payload: { subscriptionId: sub.id, message, notAfterMs: start.getTime() },
      }),
    ),
  };
}
