import { describe, expect, it } from 'vitest';
import { clubStamp, fileName, safeCell, toCsv } from './csv.ts';

describe('safeCell: no formula injection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+61 400', "'+61 400"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Ann Lee', 'Ann Lee'],
    ['O=Brien', 'O=Brien'],
  ])('%j → %j', (value, cell) => expect(safeCell(value)).toBe(cell));
  it('writes booleans as yes/no and null as empty', () => {
    expect([safeCell(true), safeCell(false), safeCell(null), safeCell(12.5)]).toEqual([
      'yes',
      'no',
      '',
      '12.5',
    ]);
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF, quotes what RFC 4180 says', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Zoë', 'a,b'],
        ['Ann "A"', 'line\nbreak'],
      ],
    );
    expect(csv).toBe('\uFEFFname,note\r\nZoë,"a,b"\r\n"Ann ""A""","line\nbreak"\r\n');
  });
});

describe('clubStamp and fileName', () => {
  it('shows an instant on the club clock', () => {
    expect(clubStamp('2026-11-25T07:30:00.000Z', 'Australia/Sydney')).toBe('2026-11-25 18:30');
    expect(clubStamp(null, 'Australia/Sydney')).toBe('');
  });
  it('makes a header-safe file name', () => {
    expect(fileName('roster', '2026-11-25', 'Zoë’s "Smash" / Court 3')).toBe(
      'roster-2026-11-25-zoe-s-smash-court-3.csv',
    );
  });
});
