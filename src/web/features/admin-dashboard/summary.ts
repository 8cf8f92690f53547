// The three summary cards of the dashboard (docs/product/screens.md), computed from the upcoming sessions and
// those that have started since startedSince.
import { clubDate, HOUR_MS, sessionStart } from '#core/club-time.ts';
import { SESSION_LENGTH_HOURS } from '#core/format.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import { fillPercent } from '#core/session-fill.ts';

type SummarySession = {
  date: string;
  time: string;
  capacity: number;
  bookings: readonly unknown[];
  /** A rained-off session (decision 0080): not next, whoever is booked into it. */
  canceled?: unknown;
};

export type NextSessionSummary<S> = { session: S; start: Date; confirmed: number; percent: number };

export function confirmedCount(session: SummarySession): number {
  return confirmedAndWaiting(session.bookings, session.capacity).confirmed.length;
}

export function waitingCount(session: SummarySession): number {
  return confirmedAndWaiting(session.bookings, session.capacity).waiting.length;
}

/**
 * The session on court now, else the one that starts soonest, with its fill as a whole percentage;
 * a canceled one is neither.
 * A session counts as on court from its start to the end of its shown hour (decision 0070), so the
 * card says 'Started' for that hour instead of jumping from 'in 0 min' to the next session.
 */
export function nextSession<S extends SummarySession>(
  sessions: readonly S[],
  timeZone: string,
  now: Date,
): NextSessionSummary<S> | null {
  let best: NextSessionSummary<S> | null = null;
  for (const session of sessions) {
    const start = sessionStart(session.date, session.time, timeZone);
    if (session.canceled || start.getTime() + SESSION_LENGTH_HOURS * HOUR_MS <= now.getTime()) continue;
    if (best && best.start.getTime() <= start.getTime()) continue;
    const confirmed = confirmedCount(session);
    best = { session, start, confirmed, percent: fillPercent(confirmed, session.capacity) };
  }
  return best;
}

/**
 * The earliest club date of a session that may still be on court: one that started late yesterday
 * runs past midnight for the rest of its hour (decision 0140).
 */
export function startedSince(now: Date, timeZone: string): string {
  return clubDate(new Date(now.getTime() - SESSION_LENGTH_HOURS * HOUR_MS), timeZone);
}

/** Upcoming sessions plus those started since `startedSince`, each once (a list may be older than the other). */
export function withRecentlyStarted<S extends { id: string }>(
  upcoming: readonly S[],
  recentlyStarted: readonly S[],
): S[] {
  const started = new Set(recentlyStarted.map((s) => s.id));
  return [...recentlyStarted, ...upcoming.filter((s) => !started.has(s.id))];
}

/** Sessions on today's date in the club's zone: how many, places filled and places offered. */
export function todaysSessions(upcoming: readonly SummarySession[], now: Date, timeZone: string) {
  const today = clubDate(now, timeZone);
  const todays = upcoming.filter((s) => s.date === today);
  return {
    count: todays.length,
    filled: todays.reduce((sum, s) => sum + confirmedCount(s), 0),
    capacity: todays.reduce((sum, s) => sum + s.capacity, 0),
  };
}

/** Everyone beyond capacity across the upcoming sessions. */
export function totalWaiting(upcoming: readonly SummarySession[]): number {
  return upcoming.reduce((sum, s) => sum + waitingCount(s), 0);
}
