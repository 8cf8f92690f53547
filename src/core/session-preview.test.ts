import { describe, expect, it } from 'vitest';
import { previewDescription, previewFacts } from './session-preview.ts';

describe('previewFacts', () => {
  const session = {
    title: 'Saturday Fitness',
    date: '2026-12-05',
    time: '18:00',
    location: 'Court 1',
    capacity: 3,
  };

  it('counts the first capacity bookings as confirmed and the rest as waiting', () => {
    const facts = previewFacts({ ...session, bookings: [1, 2, 3, 4, 5] });
    expect(facts.counts).toBe('3/3 confirmed · 2 waiting');
    expect(facts.when).toBe('Saturday 5 December 2026, 06:00 pm - 07:00 pm');
    expect(previewDescription(facts)).toBe(
      'Saturday 5 December 2026, 06:00 pm - 07:00 pm · Court 1 · 3/3 confirmed · 2 waiting',
    );
  });

  it('says 0 waiting while there are places left', () => {
    expect(previewFacts({ ...session, bookings: [1] }).counts).toBe('1/3 confirmed · 0 waiting');
  });

  it('says a rained-off session is canceled, with its reason, instead of counting places', () => {
    const facts = previewFacts({ ...session, bookings: [1, 2], canceledReason: 'Rain' });
    expect(facts.counts).toBe('Canceled: Rain');
    expect(previewDescription(facts)).toBe(
      'Saturday 5 December 2026, 06:00 pm - 07:00 pm · Court 1 · Canceled: Rain',
    );
  });
});
