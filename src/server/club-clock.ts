// The club's clock (decision 0090): the club's time zone and the time now, made once by buildApp
// from CLUB_TIMEZONE and handed to every service that asks "has it started?" or stamps a change,
// instead of a time zone threaded through each call. The CLI makes its own; a test that acts "hours
// ago" hands in one stopped at that instant.
export type ClubClock = {
  /** CLUB_TIMEZONE: the zone sessions' dates and times are in. */
  readonly timeZone: string;
  now(): Date;
};

export const clubClock = (timeZone: string, now: () => Date = () => new Date()): ClubClock => ({
  timeZone,
  now,
});
