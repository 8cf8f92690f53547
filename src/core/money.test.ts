import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, isPrice, priceFromText, toCents } from './money.ts';
import { priceSchema } from './session-input.ts';

describe('isPrice', () => {
  it.each([0, 0.01, 12.5, 12.34, 10000, 0.1 + 0.2])('accepts %s', (v) => expect(isPrice(v)).toBe(true));
  it.each([-0.01, 10000.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (v) =>
    expect(isPrice(v)).toBe(false),
  );
  it('refuses a string, naming the rule', () => {
    const r = priceSchema.safeParse('12');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/^Price must be/);
  });
});

describe('cents', () => {
  it('round-trips amounts without float noise', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(1250)).toBe(12.5);
  });
});

describe('formatMoney', () => {
  it('shows AUD as en-AU does', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
  it('shows another currency as en-AU does (its code)', () => {
    expect(formatMoney(1250, 'EUR')).toMatch(/^EUR\s12\.50$/);
  });
});

describe('priceFromText', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['12', 12],
    ['12.5', 12.5],
    ['$12.50', 12.5],
  ])('%j → %s', (text, n) => expect(priceFromText(text)).toBe(n));
  it.each(['12.505', 'abc', '-1', '1e3'])('%j is not an amount', (text) =>
    expect(priceFromText(text)).toBeNaN(),
  );
});
