import { type ClubClock, clubClock } from '../club-clock.ts';
import type { Db } from '../db/connection.ts';
import { OutboxSignal } from '../outbox/signal.ts';

/**
 * What services are handed (decision 0090): the database, the club's clock and the outbox signal
 * that wakes the dispatcher after a change commits — the app's own, made once in buildApp.
 */
export type ServiceDeps = { db: Db; clock: ClubClock; outbox: OutboxSignal };

/**
 * For a process without the app (the CLI, seeds, benches): the club's clock, and an outbox signal
 * nobody listens to (the server's dispatcher finds the rows on its next poll).
 */
export const standaloneDeps = (db: Db, timeZone: string): ServiceDeps => ({
  db,
  clock: clubClock(timeZone),
  outbox: new OutboxSignal(),
});
