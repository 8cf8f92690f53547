import { describe, expect, it } from 'vitest';
import { bookingUrl, whatsappHeading, whatsappList } from './whatsapp-list.ts';

const base = { date: '2026-12-01', time: '18:00', link: '12-01-k3x9qa' };
const names = (...list: string[]) => list.map((name) => ({ name }));
const publicUrl = 'https://club.example';

describe('whatsappList', () => {
  it('greets, names the weekday session, lists every place and ends with the booking link', () => {
    const text = whatsappList(
      { ...base, capacity: 5, bookings: names('Ann Lee', 'Bo', 'Cy') },
      { publicUrl },
    );
    expect(text.split('\n')).toEqual([
      'Hi everyone! 🎾',
      '',
      'TUESDAY CARDIO SESSION 01/12 06:00 pm - 07:00 pm',
      '',
      '1. Ann Lee',
      '2. Bo',
      '3. Cy',
      '4. ',
      '5. ',
      '',
      'https://club.example/book/12-01-k3x9qa',
    ]);
  });

  it('adds a WL section numbered from 1 for the people beyond capacity', () => {
    const text = whatsappList(
      { ...base, capacity: 2, bookings: names('Ann', 'Bo', 'Zoe', 'Yan') },
      { publicUrl },
    );
    expect(text.split('\n')).toEqual([
      'Hi everyone! 🎾',
      '',
      'TUESDAY CARDIO SESSION 01/12 06:00 pm - 07:00 pm',
      '',
      '1. Ann',
      '2. Bo',
      '',
      'WL',
      '1. Zoe',
      '2. Yan',
      '',
      'https://club.example/book/12-01-k3x9qa',
    ]);
  });

  it('leaves out the WL section when nobody waits, even when the session is exactly full', () => {
    const text = whatsappList({ ...base, capacity: 2, bookings: names('Ann', 'Bo') }, { publicUrl });
    expect(text).not.toContain('WL');
  });

  it('lists only empty places when nobody has booked', () => {
    const lines = whatsappList({ ...base, capacity: 3, bookings: [] }, { publicUrl }).split('\n');
    expect(lines.slice(4, 7)).toEqual(['1. ', '2. ', '3. ']);
  });

  it('leaves the link out for an unpublished session (decision 0069): it ends with the last place', () => {
    const session = { ...base, capacity: 2, bookings: [{ name: 'Ann' }] };
    const lines = whatsappList(session, { publicUrl, withLink: false }).split('\n');
    expect(lines.slice(-2)).toEqual(['1. Ann', '2. ']);
    expect(lines.join('\n')).not.toContain('/book/');
  });
});

describe('whatsappHeading', () => {
  it('uses the 12-hour range from the start to an hour later, across noon', () => {
    expect(whatsappHeading({ date: '2026-11-28', time: '11:30' })).toBe(
      'SATURDAY CARDIO SESSION 28/11 11:30 am - 12:30 pm',
    );
  });
});

describe('bookingUrl', () => {
  it('does not double the slash when the public URL ends with one', () => {
    expect(bookingUrl('https://club.example/', 'ab')).toBe('https://club.example/book/ab');
  });
});

describe('the list of a canceled session (decision 0080)', () => {
  it('is the cancel notice with the reason, nothing to fill in', () => {
    const canceled = { reason: 'Rain', at: '2026-11-30T01:00:00.000Z' };
    expect(
      whatsappList(
        { date: '2026-12-01', time: '18:00', capacity: 2, link: 'x', bookings: [{ name: 'Ann' }], canceled },
        { publicUrl: 'https://club.example' },
      ),
    ).toBe('TUESDAY session canceled: Rain');
  });
});
