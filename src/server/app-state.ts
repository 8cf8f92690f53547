// Everything the app keeps between requests, made once per app in buildApp and handed in (decision
// 0090): through RouteDeps to routes and services, and as decorators on the Fastify instance (the
// Fastify demo's way with its repositories) for hooks and tests. Nothing of the kind lives in a
// module: two apps in one process (the API tests) share none of it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Visitors } from './auth/visitor.ts';
import { type ClubClock, clubClock } from './club-clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { OutboxSignal } from './outbox/signal.ts';
import { RateLimitLeases } from './plugins/rate-limit-leases.ts';
import { KeptPlayerList } from './services/players.ts';
import { type BookingQueues, bookingQueues } from './services/public-bookings.ts';

export type AppState = {
  /** CLUB_TIMEZONE and the time now, for every "has it started?". */
  clock: ClubClock;
  /** Rung after a change commits; the dispatcher listens. */
  outbox: OutboxSignal;
  /** Bookings waiting for their session's next batch (decision 0029). */
  bookings: BookingQueues;
  /** Rate-limit hits reserved ahead (decision 0031). */
  rateLimits: RateLimitLeases;
  /** The visitor credential key and the ids lately confirmed issued. */
  visitors: Visitors;
  /** The admin players list as last worked out. */
  playerList: KeptPlayerList;
};

export function createAppState(config: Config, db: Db): AppState {
  const clock = clubClock(config.clubTimeZone);
  const outbox = new OutboxSignal();
  return {
    clock,
    outbox,
    bookings: bookingQueues({ db, clock, outbox }),
    rateLimits: new RateLimitLeases(db),
    visitors: new Visitors(db, config),
    playerList: new KeptPlayerList(),
  };
}

/** Decorates the app (not one encapsulated context) with each part of its state. */
export const appState = fp(
  async (app: FastifyInstance, state: AppState) => {
    app.decorate('clock', state.clock);
    app.decorate('outbox', state.outbox);
    app.decorate('bookings', state.bookings);
    app.decorate('rateLimits', state.rateLimits);
    app.decorate('visitors', state.visitors);
    app.decorate('playerList', state.playerList);
    // The caller's visitor, looked up at most once per request (auth/visitor.ts).
    app.decorateRequest('visitor', null);
  },
  { name: 'courtside-app-state', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance extends AppState {}
}
