import { describe, expect, it } from 'vitest';
import { cancelNoteWarnsOfFee, isLateCancel, type LateCancel, lateCancelFees } from './late-fees.ts';

const start = new Date('2031-03-10T07:00:00Z');
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);

describe('isLateCancel', () => {
  it.each([
    ['a visitor, confirmed, 3 h before', { byAdmin: false, wasConfirmed: true, now: hoursBefore(3) }, true],
    [
      'a visitor, confirmed, 23 h 59 before',
      { byAdmin: false, wasConfirmed: true, now: hoursBefore(23.99) },
      true,
    ],
    [
      'a visitor, confirmed, 24 h 1 min before',
      { byAdmin: false, wasConfirmed: true, now: hoursBefore(24.02) },
      false,
    ],
    ['a visitor, waiting, 3 h before', { byAdmin: false, wasConfirmed: false, now: hoursBefore(3) }, false],
    ['an admin, confirmed, 3 h before', { byAdmin: true, wasConfirmed: true, now: hoursBefore(3) }, false],
  ])('%s → %s', (_what, c, late) => {
    expect(isLateCancel({ ...c, start })).toBe(late);
  });
});

// Three late cancels a, b, c, c the latest.
const cancels: LateCancel[] = [
  { id: 'a', canceledAt: '2031-03-09T10:00:00.000Z', feeMark: null },
  { id: 'b', canceledAt: '2031-03-09T12:00:00.000Z', feeMark: null },
  { id: 'c', canceledAt: '2031-03-09T14:00:00.000Z', feeMark: null },
];
const fees = (over: Partial<Parameters<typeof lateCancelFees>[0]>) =>
  Object.fromEntries(
    lateCancelFees({
      started: true,
      priceCents: 1250,
      capacity: 10,
      activeCount: 7,
      lateCancels: cancels,
      ...over,
    }),
  );

describe('cancelNoteWarnsOfFee', () => {
  it('warns only of a confirmed place cancelled inside 24 hours', () => {
    expect(cancelNoteWarnsOfFee(true, true)).toBe(true);
    expect(cancelNoteWarnsOfFee(true, false)).toBe(false);
    expect(cancelNoteWarnsOfFee(false, true)).toBe(false);
  });
});

describe('lateCancelFees: with k places empty at the start, the k latest late cancels owe', () => {
  it.each([
    ['none filled: 3 empty, all owe', 7, { a: 'owed', b: 'owed', c: 'owed' }],
    ['one filled: 2 empty, the 2 latest owe', 8, { a: null, b: 'owed', c: 'owed' }],
    ['two filled: 1 empty, the latest owes', 9, { a: null, b: null, c: 'owed' }],
    ['all filled: nobody owes', 10, { a: null, b: null, c: null }],
    ['more than full (waiting list): nobody owes', 14, { a: null, b: null, c: null }],
    ['more empty places than late cancels: all owe', 2, { a: 'owed', b: 'owed', c: 'owed' }],
  ])('%s', (_what, activeCount, expected) => {
    expect(fees({ activeCount })).toEqual(expected);
  });

  it('before the start nobody owes yet (null)', () => {
    expect(fees({ started: false })).toEqual({ a: null, b: null, c: null });
  });

  it('a free session has no fees', () => {
    expect(fees({ priceCents: 0 })).toEqual({ a: null, b: null, c: null });
  });

  it("an owing cancel shows the admin's mark: paid or waived", () => {
    const marked = cancels.map((c) =>
      c.id === 'c'
        ? { ...c, feeMark: 'paid' as const }
        : c.id === 'b'
          ? { ...c, feeMark: 'waived' as const }
          : c,
    );
    expect(fees({ lateCancels: marked, activeCount: 8 })).toEqual({ a: null, b: 'waived', c: 'paid' });
  });

  it('a mark on a cancel that owes nothing is not a fee', () => {
    const marked = cancels.map((c) => (c.id === 'a' ? { ...c, feeMark: 'paid' as const } : c));
    expect(fees({ lateCancels: marked, activeCount: 9 })).toEqual({ a: null, b: null, c: 'owed' });
  });

  it('no late cancels: nothing', () => {
    expect(fees({ lateCancels: [] })).toEqual({});
  });
});
