// What the booking's toast offers (docs/product/screens.md: after booking, a toast offers enabling
// notifications for 6 seconds; decision 0170): a waiting name is told when it gets a place, a
// confirmed one is reminded before the start while that reminder is still ahead.
import { sessionStart } from '#core/club-time.ts';
import type { SessionDto } from '#core/schemas.ts';
import { config } from '../../lib/config.ts';

export const NOTIFICATION_OFFER = 'Get a notification when a spot opens up?';
export const REMINDER_OFFER = 'Get a reminder before the session?';

const HOUR_MS = 3_600_000;

export function notificationOffer(
  result: { confirmed: readonly string[]; waiting: readonly string[] },
  session: Pick<SessionDto, 'date' | 'time'>,
  now = new Date(),
): string | undefined {
  if (result.waiting.length > 0) return NOTIFICATION_OFFER;
  if (result.confirmed.length === 0 || !(config.reminderHours > 0)) return undefined;
  const start = sessionStart(session.date, session.time, config.clubTimeZone);
  return now.getTime() < start.getTime() - config.reminderHours * HOUR_MS ? REMINDER_OFFER : undefined;
}
