import { describe, expect, it } from 'vitest';
import {
  confirmedAndWaiting,
  confirmedAndWaitingFrom,
  demotedByCapacity,
  ownPlaces,
  promotedIds,
} from './roster.ts';

const people = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: readonly { id: string }[]) => list.map((b) => b.id);

describe('confirmed and waiting: the first `capacity` bookings are confirmed (docs/product/data.md, messages-and-limits.md)', () => {
  it('confirms everyone while under capacity', () => {
    expect(confirmedAndWaiting(people('a', 'b'), 3)).toEqual({ confirmed: people('a', 'b'), waiting: [] });
  });

  it('confirms exactly capacity people when full, with nobody waiting', () => {
    expect(confirmedAndWaiting(people('a', 'b', 'c'), 3)).toEqual({
      confirmed: people('a', 'b', 'c'),
      waiting: [],
    });
  });

  it('puts everyone after the first capacity bookings on the waiting list, in arrival order', () => {
    expect(confirmedAndWaiting(people('a', 'b', 'c', 'd', 'e'), 3)).toEqual({
      confirmed: people('a', 'b', 'c'),
      waiting: people('d', 'e'),
    });
  });

  it('splits a stretch of the roster as the whole roster would', () => {
    const roster = people('a', 'b', 'c', 'd', 'e');
    for (let from = 0; from <= roster.length; from++) {
      for (let to = from; to <= roster.length; to++) {
        const whole = confirmedAndWaiting(roster, 3);
        expect(confirmedAndWaitingFrom(roster.slice(from, to), from, 3)).toEqual({
          confirmed: whole.confirmed.filter((b) => roster.indexOf(b) >= from && roster.indexOf(b) < to),
          waiting: whole.waiting.filter((b) => roster.indexOf(b) >= from && roster.indexOf(b) < to),
        });
      }
    }
  });

  it('handles the default capacity of 16 with 18 bookings: 16 confirmed, 2 waiting', () => {
    const eighteen = people(...Array.from({ length: 18 }, (_, i) => `p${i + 1}`));
    const { confirmed, waiting } = confirmedAndWaiting(eighteen, 16);
    expect(confirmed).toHaveLength(16);
    expect(ids(waiting)).toEqual(['p17', 'p18']);
  });

  it('handles capacity 1 and the maximum capacity 50', () => {
    expect(confirmedAndWaiting(people('a', 'b'), 1)).toEqual({
      confirmed: people('a'),
      waiting: people('b'),
    });
    const fiftyOne = people(...Array.from({ length: 51 }, (_, i) => `p${i + 1}`));
    expect(ids(confirmedAndWaiting(fiftyOne, 50).waiting)).toEqual(['p51']);
  });

  it('has nobody confirmed or waiting for a session without bookings', () => {
    expect(confirmedAndWaiting([], 16)).toEqual({ confirmed: [], waiting: [] });
  });

  it('never confirms anyone for a capacity of zero or below (defensive)', () => {
    expect(confirmedAndWaiting(people('a'), 0)).toEqual({ confirmed: [], waiting: people('a') });
    expect(confirmedAndWaiting(people('a'), -3)).toEqual({ confirmed: [], waiting: people('a') });
  });

  it('does not reorder or change the list it is given', () => {
    const list = people('c', 'a', 'b');
    const copy = structuredClone(list);
    expect(ids(confirmedAndWaiting(list, 2).confirmed)).toEqual(['c', 'a']);
    expect(list).toEqual(copy);
  });
});

describe('status is derived: capacity changes move people by themselves (docs/product/booking-rules.md)', () => {
  const list = people('a', 'b', 'c', 'd', 'e');

  it('confirms more people when capacity is raised', () => {
    expect(ids(confirmedAndWaiting(list, 2).confirmed)).toEqual(['a', 'b']);
    expect(ids(confirmedAndWaiting(list, 4).confirmed)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(confirmedAndWaiting(list, 4).waiting)).toEqual(['e']);
  });

  it('moves the latest confirmed people back to waiting when capacity is lowered', () => {
    expect(confirmedAndWaiting(list, 4).waiting).toEqual(people('e'));
    expect(confirmedAndWaiting(list, 2).waiting).toEqual(people('c', 'd', 'e'));
  });

  it('confirms everyone when capacity is raised past the number of bookings', () => {
    expect(confirmedAndWaiting(list, 50)).toEqual({ confirmed: list, waiting: [] });
  });
});

describe('promotion: who moved from waiting to confirmed', () => {
  it('moves the first waiting booking up when a confirmed one is cancelled', () => {
    const before = people('a', 'b', 'c', 'd');
    const after = people('a', 'c', 'd');
    expect(promotedIds(before, after, { before: 2, after: 2 })).toEqual(['c']);
  });

  it('moves two people up, in arrival order, when two confirmed bookings are cancelled', () => {
    const before = people('a', 'b', 'c', 'd', 'e');
    const after = people('c', 'd', 'e');
    expect(promotedIds(before, after, { before: 2, after: 2 })).toEqual(['c', 'd']);
  });

  it('promotes nobody when a confirmed booking is cancelled and nobody is waiting', () => {
    expect(promotedIds(people('a', 'b'), people('b'), { before: 2, after: 2 })).toEqual([]);
  });

  it('promotes nobody when a waiting booking is cancelled', () => {
    expect(promotedIds(people('a', 'b', 'c', 'd'), people('a', 'b', 'd'), { before: 2, after: 2 })).toEqual(
      [],
    );
  });

  it('moves waiting people up when capacity is raised', () => {
    const list = people('a', 'b', 'c', 'd');
    expect(promotedIds(list, list, { before: 1, after: 3 })).toEqual(['b', 'c']);
  });

  it('moves everyone waiting up when capacity is raised past the number of bookings', () => {
    const list = people('a', 'b', 'c');
    expect(promotedIds(list, list, { before: 1, after: 16 })).toEqual(['b', 'c']);
  });

  it('promotes nobody when capacity is lowered or unchanged', () => {
    const list = people('a', 'b', 'c', 'd');
    expect(promotedIds(list, list, { before: 3, after: 2 })).toEqual([]);
    expect(promotedIds(list, list, { before: 3, after: 3 })).toEqual([]);
  });

  it('does not count a brand-new booking as promoted, even when it lands in a confirmed spot', () => {
    expect(promotedIds(people('a'), people('a', 'b'), { before: 2, after: 2 })).toEqual([]);
  });

  it('counts only the waiting person, not the newcomer, when a cancel and a new booking happen together', () => {
    const before = people('a', 'b', 'c');
    const after = people('b', 'c', 'x');
    expect(promotedIds(before, after, { before: 2, after: 3 })).toEqual(['c']);
  });

  it('promotes nobody when a cancellation and a capacity cut cancel each other out', () => {
    const before = people('a', 'b', 'c', 'd');
    const after = people('b', 'c', 'd');
    expect(promotedIds(before, after, { before: 3, after: 2 })).toEqual([]);
  });
});

describe('demotedByCapacity', () => {
  const list = ['Ann', 'Bo', 'Cy', 'Di'];
  it('names the confirmed people a lower capacity moves to the waiting list', () => {
    expect(demotedByCapacity(list, { before: 3, after: 1 })).toEqual(['Bo', 'Cy']);
  });
  it('names nobody when capacity stays, grows, or still covers everyone booked', () => {
    expect(demotedByCapacity(list, { before: 3, after: 3 })).toEqual([]);
    expect(demotedByCapacity(list, { before: 3, after: 5 })).toEqual([]);
    expect(demotedByCapacity(['Ann'], { before: 16, after: 2 })).toEqual([]);
  });
});

describe("ownPlaces: one visitor's names in a roster (decision 0199)", () => {
  const roster = [
    { name: 'Hal', mine: false },
    { name: 'Ann', mine: true },
    { name: 'Bo', mine: false },
    { name: 'Abe', mine: true },
    { name: 'Amy', mine: true },
  ];
  it('gives their confirmed names and their waiting names numbered from the head of the waiting list', () => {
    expect(ownPlaces(roster, 2, (b) => b.mine)).toEqual({
      confirmed: ['Ann'],
      waiting: [
        { name: 'Abe', position: 2 },
        { name: 'Amy', position: 3 },
      ],
    });
  });

  it('gives nothing to a visitor with no names in it', () => {
    expect(ownPlaces(roster, 2, () => false)).toEqual({ confirmed: [], waiting: [] });
  });
});
