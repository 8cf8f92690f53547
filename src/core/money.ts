// Money (docs/product/booking-rules.md money): whole cents inside, numbers with at most 2 decimals in the
// API, shown in the club's CURRENCY with Intl en-AU ("$12.50").

import { currencyFormat } from './intl-formats.ts';

export const MAX_PRICE = 10_000;
export const PRICE_ERROR = `Price must be an amount from 0 to ${MAX_PRICE} with at most 2 decimals`;
export const DEFAULT_CURRENCY = 'AUD';

/** A price as the API takes it: 0 to 10000, whole cents (float noise like 0.1 + 0.2 is forgiven). */
export function isPrice(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** "$12.50" (en-AU); a currency Intl does not know shows the amount and its code. */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  try {
    return currencyFormat(currency).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The text field's value ('' = free) as the API's number, or NaN when it is not an amount. */
export function priceFromText(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
