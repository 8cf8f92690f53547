// Session times are wall-clock times in the club's zone (docs/product/system.md); every rule below works on
// real instants so daylight-saving changes cannot shift a deadline. The zone's rules come from Intl
// (no time-zone library: this file is on the booking page too, decision 0030).
import { intlOnce } from './intl-formats.ts';

export const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const NOTICE_WINDOW_HOURS = 24;
export const CANCEL_CUTOFF_HOURS = 2;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isValidDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

export function isValidTime(time: string): boolean {
  return TIME_RE.test(time);
}

const formatter = (timeZone: string, kind: 'offset' | 'date'): Intl.DateTimeFormat =>
  intlOnce(`club ${kind} ${timeZone}`, () =>
    kind === 'offset'
      ? new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      : new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );

/** The zone's offset from UTC at instant `t`, in ms (Sydney in summer: +11 h); NaN for an unknown zone. */
function zoneOffset(timeZone: string, t: number): number {
  let text: string;
  try {
    text = formatter(timeZone, 'offset').format(t); // '4/5/2026, GMT+11:00'; format beats formatToParts 2x
  } catch {
    return Number.NaN;
  }
  // 'GMT' at UTC itself, else 'GMT+11:00', 'GMT-03:30', or with seconds for old local mean times.
  const m = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return Number.NaN;
  if (!m[1]) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return (m[1] === '-' ? -seconds : seconds) * 1000;
}

/**
 * The instant a session starts, whatever the server's own zone. A wall time skipped by a DST change
 * moves forward, as clocks do (02:30 reads as 03:30); a wall time that happens twice is the first one.
 */
export function sessionStart(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let start = starts.get(key);
  if (start === undefined) {
    if (starts.size >= MAX_KEPT_STARTS) starts.clear();
    start = startOf(date, time, timeZone);
    starts.set(key, start);
  }
  return new Date(start);
}

/**
 * Starts worked out so far: every booking and every list asks for them, and each takes three or
 * four of the zone's offsets (a tenth of a booking's time, issue 26). The answer for a date, time
 * and zone never changes while the process runs (its zone data is fixed).
 */
const starts = new Map<string, number>();
const MAX_KEPT_STARTS = 10_000;

function startOf(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  // Worked from the zone's offsets alone, never the host zone, so the answer near a DST change does
  // not depend on where the code runs.
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (t: number) => zoneOffset(timeZone, t);
  const offsetBefore = offsetAt(wall - DAY_MS);
  const offsetAfter = offsetAt(wall + DAY_MS);
  const fits = [wall - offsetBefore, wall - offsetAfter].filter((t) => wall - t === offsetAt(t));
  return fits.length > 0 ? Math.min(...fits) : wall - offsetBefore;
}

export function hasStarted(start: Date, now: Date): boolean {
  return now.getTime() >= start.getTime();
}

/** The one "has this session started" rule: past sessions are read-only and cannot be booked. */
export function sessionHasStarted(
  session: { date: string; time: string },
  timeZone: string,
  now: Date,
): boolean {
  return hasStarted(sessionStart(session.date, session.time, timeZone), now);
}

/** The booking page's 24-hour notice: the start is still ahead but at most 24 hours away. */
export function startsWithin24Hours(start: Date, now: Date): boolean {
  const ahead = start.getTime() - now.getTime();
  return ahead > 0 && ahead <= NOTICE_WINDOW_HOURS * HOUR_MS;
}

/** Terms: no self-cancelling in the last 2 hours before the start, nor after it. */
export function isWithinCancelCutoff(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() < CANCEL_CUTOFF_HOURS * HOUR_MS;
}

/** The club's wall clock at instant `at`: date (YYYY-MM-DD) and time (HH:MM, 24 h). */
export function clubWallTime(at: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(at.getTime() + zoneOffset(timeZone, at.getTime())).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today's date (YYYY-MM-DD) on the club's calendar. */
export function clubDate(now: Date, timeZone: string): string {
  const parts = formatter(timeZone, 'date').formatToParts(now);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${field('year')}-${field('month')}-${field('day')}`;
}

/** Shifts a YYYY-MM-DD date by whole days. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** Admin countdown (docs/product/screens.md): 'in 2 days 3 hours', 'in 3 hours 10 min', 'in 5 min', or 'Started'. */
export function countdownText(start: Date, now: Date): string {
  const ms = start.getTime() - now.getTime();
  if (ms <= 0) return 'Started';
  const totalMin = Math.floor(ms / 60000);
  const days = Math.floor(totalMin / 1440);
  const hours = Math.floor((totalMin % 1440) / 60);
  const mins = totalMin % 60;
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (days > 0) return `in ${unit(days, 'day', 'days')} ${unit(hours, 'hour', 'hours')}`;
  if (hours > 0) return `in ${unit(hours, 'hour', 'hours')} ${mins} min`;
  return `in ${mins} min`;
}

/**
 * How soon a session is, on the public cards (docs/product/screens.md, decision 0065): 'Today ·
 * starts in 1 h', 'Today · starts in 25 min', 'Tomorrow', or null further ahead (the date says it).
 * Whole hours are rounded down, minutes up, so it never says "0 min".
 */
export function startsWhenText(
  session: { date: string; time: string },
  timeZone: string,
  now: Date,
): string | null {
  const today = clubDate(now, timeZone);
  if (session.date === addDays(today, 1)) return 'Tomorrow';
  if (session.date !== today) return null;
  const ms = sessionStart(session.date, session.time, timeZone).getTime() - now.getTime();
  if (ms <= 0) return 'Today · started';
  const minutes = Math.ceil(ms / 60_000);
  return minutes < 60
    ? `Today · starts in ${minutes} min`
    : `Today · starts in ${Math.floor(minutes / 60)} h`;
}
