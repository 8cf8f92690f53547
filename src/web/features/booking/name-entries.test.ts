import { describe, expect, it } from 'vitest';
import type { PreferenceEntry, PublicBooking } from '#core/schemas.ts';
import { promotionText } from './components/booking-result.tsx';
import {
  othersNames,
  ownPlaces,
  type Place,
  placeLabel,
  type RowStatus,
  rowStatus,
  rowsToBook,
  stillBookedAfterEdit,
  stillBookedNote,
} from './name-entries.ts';

const main = (name: string): PreferenceEntry => ({ name, selected: true, isMainUser: true });
const family = (name: string, selected = true): PreferenceEntry => ({ name, selected, isMainUser: false });
const booking = (name: string, userId?: string): PublicBooking => ({ id: `id-${name}`, name, userId });
const confirmedPlace = (name: string): Place => ({ booking: booking(name, 'me'), kind: 'confirmed' });

describe('where each of this visitor’s names stands (decision 0062)', () => {
  it('gives each own booking its place: confirmed, or waiting with its number on the waiting list', () => {
    const session = {
      capacity: 2,
      userId: 'me',
      bookings: [
        booking('Ann Lee', 'me'),
        booking('Other'),
        booking('Bo Chen', 'me'),
        booking('Cy Diaz', 'me'),
      ],
    };
    const places = ownPlaces(session);
    expect([...places.keys()]).toEqual(['ann lee', 'bo chen', 'cy diaz']);
    expect([...places.values()].map(placeLabel)).toEqual(['Confirmed', 'Waiting #1', 'Waiting #2']);
  });

  it("lists the names others booked, not the visitor's own (decision 0191)", () => {
    const bookings = [booking('Ann Lee', 'me'), booking('Olaf Offline', 'you'), booking('Pre Added')];
    expect(othersNames({ userId: 'me', bookings })).toEqual(['Olaf Offline', 'Pre Added']);
    expect(othersNames({ bookings })).toEqual(['Ann Lee', 'Olaf Offline', 'Pre Added']);
  });

  it('knows no places for a visitor without bookings, or a page without a visitor', () => {
    expect(ownPlaces({ capacity: 5, userId: 'me', bookings: [booking('Other', 'you')] }).size).toBe(0);
    expect(ownPlaces({ capacity: 5, bookings: [booking('Ann')] }).size).toBe(0);
  });

  it('tells one or several promoted names in a sentence', () => {
    expect(promotionText(['Cara Lee'])).toBe('Cara Lee has a confirmed spot now.');
    expect(promotionText(['Cara Lee', 'Dan Lee'])).toBe('Cara Lee and Dan Lee have a confirmed spot now.');
  });
});

describe('which rows the booking button books (decision 0019)', () => {
  it('marks a name this visitor already booked, whatever its case or spacing, with its place', () => {
    const places = new Map([['ann lee', confirmedPlace('Ann Lee')]]);
    expect(rowStatus(main(' Ann  LEE '), places, new Set())).toEqual(confirmedPlace('Ann Lee'));
    expect(rowStatus(family('Bo Chen'), places, new Set())).toBe('open');
  });

  it('holds back a name cancelled on this session until it is booked again', () => {
    expect(rowStatus(main('Ann Lee'), new Map(), new Set(['ann lee']))).toBe('canceled');
    const places = new Map([['ann lee', confirmedPlace('Ann Lee')]]);
    expect(rowStatus(main('Ann Lee'), places, new Set(['ann lee']))).toEqual(confirmedPlace('Ann Lee'));
  });

  it('counts only new, selected, non-blank names, each once', () => {
    const entries = [
      main('Ann Lee'),
      family('Bo Chen'),
      family('Cy Diaz', false),
      family(' '),
      family('bo chen'),
    ];
    const statuses: RowStatus[] = [confirmedPlace('Ann Lee'), 'open', 'open', 'open', 'open'];
    expect(rowsToBook(entries, statuses)).toEqual([1]);
  });

  it('does not book a cancelled row', () => {
    expect(rowsToBook([main('Ann Lee'), family('Bo Chen')], ['canceled', 'open'])).toEqual([1]);
  });
});

describe('a booked row whose name the player changes (decision 0160)', () => {
  const places = new Map([['chloe smyth', confirmedPlace('Chloe Smyth')]]);
  const booked: RowStatus = confirmedPlace('Chloe Smyth');

  it('keeps the booked name while the row holds another, and drops it when the row holds it again', () => {
    const typed = stillBookedAfterEdit(new Map(), 0, booked, 'Chloe Smith', places);
    expect([...typed]).toEqual([[0, 'Chloe Smyth']]);
    // The next keystroke finds the row open: the name it held before is kept.
    expect([...stillBookedAfterEdit(typed, 0, 'open', 'Chloe Smit', places)]).toEqual([[0, 'Chloe Smyth']]);
    expect(stillBookedAfterEdit(typed, 0, 'open', 'chloe smyth', places).size).toBe(0);
  });

  it('notes nothing for an open row, or once the old name is no longer booked', () => {
    expect(stillBookedAfterEdit(new Map(), 1, 'open', 'Ann', places).size).toBe(0);
    expect(
      stillBookedAfterEdit(new Map([[0, 'Chloe Smyth']]), 0, 'open', 'Chloe Smith', new Map()).size,
    ).toBe(0);
  });

  it('says the old name stays booked and how to correct it', () => {
    expect(stillBookedNote('Chloe Smyth', 'Chloe Smith')).toBe(
      'Chloe Smyth stays booked: booking adds Chloe Smith as another place. To correct the name, cancel Chloe Smyth in the Participant List, then book.',
    );
  });
});
