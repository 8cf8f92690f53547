import { describe, expect, it } from 'vitest';
import { priceBadge } from './price-badge.ts';

const tz = 'Australia/Sydney';
const NOW = new Date('2031-03-10T12:00:00Z');
const line = (o: Partial<Parameters<typeof priceBadge>[0]> = {}) => ({
  status: 'confirmed' as const,
  price: 12.5,
  isPaid: false,
  attendance: null,
  date: '2031-03-09',
  time: '18:00',
  ...o,
});

describe('priceBadge', () => {
  it("says 'Unpaid' only where the price is owed now", () => {
    expect(priceBadge(line(), tz, NOW)).toBe('Unpaid');
    expect(priceBadge(line({ attendance: 'absent' }), tz, NOW)).toBe('Unpaid');
    expect(priceBadge(line({ isPaid: true }), tz, NOW)).toBe('Paid');
  });

  it('says nothing for an excused place, a waiting one, or a free or canceled session', () => {
    expect(priceBadge(line({ attendance: 'excused' }), tz, NOW)).toBeNull();
    expect(priceBadge(line({ status: 'waiting' }), tz, NOW)).toBeNull();
    expect(priceBadge(line({ price: 0 }), tz, NOW)).toBeNull();
  });

  it("says 'Not yet due' before the start", () => {
    expect(priceBadge(line({ date: '2031-03-20' }), tz, NOW)).toBe('Not yet due');
  });
});
