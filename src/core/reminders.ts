// When a booking's reminder is due (DESIGN.md §9 Reminders, decision 0081): REMINDER_HOURS real hours
// before the start, before the 24-hour fee window, so the push can say until when cancelling is free.
// QUIET_HOURS (club time) hold a reminder back: it is sent the last minute before they begin or, when
// that has passed, as they end, if the session is still ahead then.
import { addDays, clubWallTime, HOUR_MS, NOTICE_WINDOW_HOURS, sessionStart } from './club-time.ts';

/** Quiet hours on the club's clock, whole hours: `from` up to (not including) `to`, over midnight when from > to. */
export type QuietHours = { from: number; to: number };

export type ReminderRule = {
  /** Hours before the start; 0 = no reminders. */
  hours: number;
  quiet: QuietHours | null;
  timeZone: string;
};

export const QUIET_HOURS_ERROR =
  'must be two club-time hours HH-HH (e.g. 22-07) that differ, or empty for none';

/** 'HH-HH' → quiet hours; '' → none; anything else → undefined (a configuration error). */
export function parseQuietHours(text: string): QuietHours | null | undefined {
  if (text.trim() === '') return null;
  const m = /^([01]\d|2[0-3])-([01]\d|2[0-3])$/.exec(text.trim());
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from === to ? undefined : { from, to };
}

const MINUTE_MS = 60_000;
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The quiet period `at` falls in, as instants, or null when it is outside quiet hours. */
export function quietPeriodAt(
  at: Date,
  quiet: QuietHours,
  timeZone: string,
): { begin: Date; end: Date } | null {
  const { date, time } = clubWallTime(at, timeZone);
  const hour = Number(time.slice(0, 2));
  const overMidnight = quiet.from > quiet.to;
  const inside = overMidnight ? hour >= quiet.from || hour < quiet.to : hour >= quiet.from && hour < quiet.to;
  if (!inside) return null;
  // Over midnight, the early-morning part belongs to the period that began the evening before.
  const beginDate = overMidnight && hour < quiet.to ? addDays(date, -1) : date;
  const endDate = overMidnight ? addDays(beginDate, 1) : beginDate;
  return {
    begin: sessionStart(beginDate, hourText(quiet.from), timeZone),
    end: sessionStart(endDate, hourText(quiet.to), timeZone),
  };
}

/**
 * When the reminder for a booking confirmed at `confirmedAt` is sent, or null for none: reminders
 * off, confirmed after its reminder time, or held by quiet hours until the session has begun.
 */
export function reminderDueAt(start: Date, confirmedAt: Date, rule: ReminderRule): Date | null {
  if (!(rule.hours > 0)) return null;
  const nominal = new Date(start.getTime() - rule.hours * HOUR_MS);
  if (confirmedAt.getTime() >= nominal.getTime()) return null;
  const quiet = rule.quiet && quietPeriodAt(nominal, rule.quiet, rule.timeZone);
  if (!quiet) return nominal;
  const lastBefore = new Date(quiet.begin.getTime() - MINUTE_MS);
  if (lastBefore.getTime() > confirmedAt.getTime()) return lastBefore;
  return quiet.end.getTime() < start.getTime() ? quiet.end : null;
}

/** Until when a visitor's cancel is free: 24 hours before the start (the terms page). */
export const freeToCancelUntil = (start: Date) => new Date(start.getTime() - NOTICE_WINDOW_HOURS * HOUR_MS);
