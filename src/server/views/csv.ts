// CSV downloads (docs/product/api.md Exports): RFC 4180 with CRLF line ends, UTF-8 with a BOM (so
// spreadsheet apps read names like Zoë and Nguyễn right), a header row. A cell that a spreadsheet
// would run as a formula (starting with = + - @, a tab or CR) is prefixed with ' — csv-stringify
// does not guard against formula injection by itself.
import { stringify } from 'csv-stringify/sync';
import { clubWallTime } from '#core/club-time.ts';

export type Cell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const records = [header, ...rows].map((row) => row.map(safeCell));
  // Line breaks inside a cell are quoted too (RFC 4180), not only delimiters and quotes.
  return `\uFEFF${stringify(records, { record_delimiter: '\r\n', quoted_match: /[\r\n]/ })}`;
}

/** An instant as the club's wall clock, 'YYYY-MM-DD HH:MM', which spreadsheets read as a date-time. */
export function clubStamp(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const { date, time } = clubWallTime(new Date(iso), timeZone);
  return `${date} ${time}`;
}

/** A file name safe in a Content-Disposition header: letters, digits and dashes. */
export function fileName(...parts: string[]): string {
  const slug = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug.slice(0, 80) || 'export'}.csv`;
}
