// Decision 0090: each app makes its own state; nothing is shared through a module.
import { describe, expect, it } from 'vitest';
import { createAppState } from './app-state.ts';
import { clubClock } from './club-clock.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import { OutboxSignal } from './outbox/signal.ts';

const config = loadConfig({
  AUTH_SECRET: 'a-test-secret-that-is-long-enough',
  CLUB_TIMEZONE: 'Europe/London',
});
// The parts only keep the handle until asked to read or write.
const db = {} as Db;

describe('the app state', () => {
  it('is made anew for every app, even two on one database handle', () => {
    const one = createAppState(config, db);
    const two = createAppState(config, db);
    for (const part of Object.keys(one) as (keyof typeof one)[]) expect(one[part]).not.toBe(two[part]);
  });

  it('tells the time in the club zone of the config', () => {
    const before = Date.now();
    const { clock } = createAppState(config, db);
    expect(clock.timeZone).toBe('Europe/London');
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('signs visitor credentials that every app with the same secret reads, and no other', () => {
    const signed = createAppState(config, db).visitors.credentials.sign('abcdefghijklmnopqrstuv');
    const other = loadConfig({ AUTH_SECRET: 'another-secret-that-is-long-enough' });
    expect(createAppState(config, db).visitors.credentials.read(signed)?.bareId).toBe(false);
    expect(createAppState(other, db).visitors.credentials.read(signed)).toBeNull();
  });
});

describe('a clock stopped at an instant', () => {
  it('answers that instant every time', () => {
    const at = new Date('2026-11-25T07:00:00Z');
    const clock = clubClock('Australia/Sydney', () => at);
    expect(clock.now()).toBe(at);
    expect(clock.now()).toBe(at);
  });
});

describe('the outbox signal', () => {
  it('wakes only its own listeners, until they stop listening', () => {
    const mine = new OutboxSignal();
    const theirs = new OutboxSignal();
    let woken = 0;
    const stop = mine.listen(() => woken++);
    theirs.ring();
    expect(woken).toBe(0);
    mine.ring();
    expect(woken).toBe(1);
    stop();
    mine.ring();
    expect(woken).toBe(1);
  });
});
