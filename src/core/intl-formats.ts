// Intl formatters made once per locale and options for the life of the process or page: making one
// costs about 90 µs, using one about 1 µs, and a server-rendered booking page formats its date twice.
type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const made = new Map<string, Format>();

/** The formatter kept under `key`, made by `make` the first time. */
export function intlOnce<T extends Format>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make(); // throws (and keeps nothing) for an unknown zone or currency
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (options: Intl.DateTimeFormatOptions, locale = 'en-AU'): Intl.DateTimeFormat =>
  intlOnce(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const currencyFormat = (currency: string): Intl.NumberFormat =>
  intlOnce(`money ${currency}`, () => new Intl.NumberFormat('en-AU', { style: 'currency', currency }));

export const andList = (): Intl.ListFormat =>
  intlOnce('and', () => new Intl.ListFormat('en-AU', { type: 'conjunction' }));
