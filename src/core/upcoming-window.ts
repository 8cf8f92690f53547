// Which sessions are upcoming (not started) and which are past, for every list that shows them: the
// public list, the admin dashboard and the past-sessions list. Reads ask the database for a date range
// that surely holds them (the club's yesterday onwards, or up to tomorrow) and cut exactly here.
import { addDays, clubDate, sessionStart } from './club-time.ts';

type When = { date: string; time: string };

export type UpcomingWindow = {
  /** The earliest date an upcoming session can have: the club calendar's yesterday. */
  firstUpcomingDate(now: Date): string;
  /** The latest date a started session can have: the club calendar's tomorrow. */
  lastPastDate(now: Date): string;
  hasStarted(session: When, now: Date): boolean;
};

const windows = new Map<string, UpcomingWindow>();

/** The window of the club's zone, one per zone for the life of the process. */
export function upcomingWindow(timeZone: string): UpcomingWindow {
  let window = windows.get(timeZone);
  if (!window) {
    window = makeWindow(timeZone);
    windows.set(timeZone, window);
  }
  return window;
}

/**
 * Kept per zone for the life of a process: the club's dates are worked out once a minute (a date
 * changes at a whole minute in every zone in use) and each start once per date and time (a wall
 * time's instant in a zone never changes); working them out was most of the public list's time.
 */
function makeWindow(timeZone: string): UpcomingWindow {
  let kept: { minute: number; yesterday: string; tomorrow: string } | undefined;
  const days = (now: Date) => {
    const minute = Math.floor(now.getTime() / 60_000);
    if (kept?.minute !== minute) {
      const today = clubDate(now, timeZone);
      kept = { minute, yesterday: addDays(today, -1), tomorrow: addDays(today, 1) };
    }
    return kept;
  };
  const starts = new Map<string, number>();
  const startOf = ({ date, time }: When) => {
    const key = `${date} ${time}`;
    let start = starts.get(key);
    if (start === undefined) {
      if (starts.size >= 1000) starts.clear();
      start = sessionStart(date, time, timeZone).getTime();
      starts.set(key, start);
    }
    return start;
  };
  return {
    firstUpcomingDate: (now) => days(now).yesterday,
    lastPastDate: (now) => days(now).tomorrow,
    // A session dated after tomorrow has not started, even if daylight saving repeats an hour.
    hasStarted: (session, now) => session.date <= days(now).tomorrow && now.getTime() >= startOf(session),
  };
}
