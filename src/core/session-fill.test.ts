import { describe, expect, it } from 'vitest';
import {
  availability,
  availabilityText,
  fillPercent,
  isBookingClosed,
  isFull,
  roomLeft,
  tooManyNamesMessage,
  WAITING_LIST_FULL_MESSAGE,
  waitingListCap,
} from './session-fill.ts';

describe('session fill', () => {
  it('is full once every place is confirmed', () => {
    expect(isFull(15, 16)).toBe(false);
    expect(isFull(16, 16)).toBe(true);
    expect(isFull(1, 1)).toBe(true);
  });

  it('rounds the share of places to a whole percentage within 0–100', () => {
    expect(fillPercent(0, 16)).toBe(0);
    expect(fillPercent(1, 3)).toBe(33);
    expect(fillPercent(2, 3)).toBe(67);
    expect(fillPercent(16, 16)).toBe(100);
    expect(fillPercent(20, 16)).toBe(100);
    expect(fillPercent(3, 0)).toBe(0);
  });
});

describe('the waiting-list cap (docs/product/booking-rules.md)', () => {
  it('is the session capacity by default', () => {
    expect(waitingListCap(16)).toBe(16);
    expect(waitingListCap(3, undefined)).toBe(3);
  });

  it('is the configured number for every session when one is set, zero included', () => {
    expect(waitingListCap(16, 40)).toBe(40);
    expect(waitingListCap(16, 0)).toBe(0);
  });
});

/** A session of `capacity` places with `activeCount` booked and a waiting-list cap of `cap`. */
const session = (capacity: number, activeCount: number, cap: number) =>
  availability({ capacity, activeCount, waitingListCap: cap });
const room = (capacity: number, activeCount: number, cap: number) =>
  roomLeft(session(capacity, activeCount, cap));

describe('room left: free places first, then the room on the waiting list', () => {
  it('offers every place plus the whole waiting list in an empty session', () => {
    expect(room(16, 0, 16)).toBe(32);
  });

  it('counts the free places and the waiting room together while places are free', () => {
    expect(availability({ capacity: 4, activeCount: 3, waitingListCap: 2 })).toEqual({
      placesLeft: 1,
      waitingPlacesLeft: 2,
      hasWaitingList: true,
    });
    expect(room(4, 3, 2)).toBe(3);
  });

  it('offers only the waiting room left once every place is taken', () => {
    expect(room(4, 5, 2)).toBe(1);
  });

  it('offers nothing when the waiting list is full, and booking is closed', () => {
    expect(room(4, 6, 2)).toBe(0);
    expect(isBookingClosed(session(4, 6, 2))).toBe(true);
    expect(isBookingClosed(session(4, 5, 2))).toBe(false);
  });

  it('offers only free places when there is no waiting list', () => {
    expect(room(4, 1, 0)).toBe(3);
    expect(room(4, 4, 0)).toBe(0);
  });

  it('never goes below zero when an admin has added people beyond the cap', () => {
    expect(room(4, 9, 2)).toBe(0);
  });
});

describe('what a player reads before typing (decision 0065)', () => {
  it('counts the places left while there are some', () => {
    expect(availabilityText(session(16, 0, 16))).toBe('16 places left');
    expect(availabilityText(session(4, 3, 4))).toBe('1 place left');
  });

  it('counts the waiting places once the session is full', () => {
    expect(availabilityText(session(4, 4, 4))).toBe('Session full · 4 waiting places left');
    expect(availabilityText(session(4, 7, 4))).toBe('Session full · 1 waiting place left');
  });

  it('says booking is closed when the waiting list is full, or there is none', () => {
    expect(availabilityText(session(4, 8, 4))).toBe('Waiting list full · booking closed');
    expect(availabilityText(session(4, 12, 4))).toBe('Waiting list full · booking closed');
    expect(availabilityText(session(4, 4, 0))).toBe('Session full · booking closed');
  });
});

describe('the refusal of a request with more names than fit (all or none)', () => {
  it('says how many more fit on the waiting list', () => {
    expect(tooManyNamesMessage(session(4, 7, 4))).toBe('Only 1 more name fits on the waiting list.');
    expect(tooManyNamesMessage(session(4, 5, 4))).toBe('Only 3 more names fit on the waiting list.');
  });

  it('says how many fit in the session while places are free', () => {
    expect(tooManyNamesMessage(session(2, 0, 1))).toBe('Only 3 more names fit in this session.');
    expect(tooManyNamesMessage(session(4, 3, 0))).toBe('Only 1 more name fits in this session.');
  });

  it('keeps the full list’s own text when nothing fits', () => {
    expect(tooManyNamesMessage(session(4, 8, 4))).toBe(WAITING_LIST_FULL_MESSAGE);
  });
});
