import { describe, expect, it } from 'vitest';
import { andList, currencyFormat, dateTimeFormat, intlOnce } from './intl-formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same options, another for others', () => {
    const long = dateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(dateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' }, 'en-US')).not.toBe(long);
    expect(long.format(Date.UTC(2026, 10, 24, 12))).toBe('24 November');
    expect(currencyFormat('AUD')).toBe(currencyFormat('AUD'));
    expect(andList().format(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
  });

  it('keeps nothing when making one fails, so the caller can fall back every time', () => {
    expect(() => currencyFormat('NOT-A-CURRENCY')).toThrow(RangeError);
    let made = 0;
    const make = () => {
      made += 1;
      return new Intl.ListFormat('en-AU');
    };
    expect(() =>
      intlOnce('bad zone', () => new Intl.DateTimeFormat('en-AU', { timeZone: 'Mars/Base' })),
    ).toThrow();
    intlOnce('bad zone', make);
    expect(made).toBe(1);
    intlOnce('bad zone', make);
    expect(made).toBe(1);
  });
});
