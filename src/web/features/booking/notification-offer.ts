// What the booking's toast offers (docs/product/screens.md: after booking, a toast offers enabling
// notifications for 6 seconds; decision 0170): a waiting name is told when it gets a place, a
// confirmed one is reminded before the start while that reminder is still ahead.
import { sessionStart } from '#core/club-time.ts';
import { reminderDueAt } from '#core/reminders.ts';
import type { SessionDto } from '#core/schemas.ts';
import { config } from '../../lib/config.ts';
import { reminders } from '../../lib/reminder-settings.ts';

export const NOTIFICATION_OFFER = 'Get a notification when a spot opens up?';
export const REMINDER_OFFER = 'Get a reminder before the session?';

export function notificationOffer(
  result: { confirmed: readonly string[]; waiting: readonly string[] },
  session: Pick<SessionDto, 'date' | 'time'>,
  now = new Date(),
): string | undefined {
  if (result.waiting.length > 0) return NOTIFICATION_OFFER;
  if (result.confirmed.length === 0) return undefined;
  // The server's own rule: none when reminders are off, past due, or held by quiet hours past the start.
  const rule = {
    hours: reminders.reminderHours,
    quiet: reminders.reminderQuiet,
    timeZone: config.clubTimeZone,
  };
  const start = sessionStart(session.date, session.time, config.clubTimeZone);
  return reminderDueAt(start, now, rule) ? REMINDER_OFFER : undefined;
}
