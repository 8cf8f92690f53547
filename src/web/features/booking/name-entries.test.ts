import { describe, expect, it } from 'vitest';
import type { PreferenceEntry } from '../../../core/schemas.ts';
import { MAIN_NAME_REQUIRED, type RowStatus, rowProblems, rowStatus, rowsToBook } from './name-entries.ts';

const main = (name: string): PreferenceEntry => ({ name, selected: true, isMainUser: true });
const family = (name: string, selected = true): PreferenceEntry => ({ name, selected, isMainUser: false });

describe('which rows the booking button books (decision 0019)', () => {
  it('marks a name this visitor already booked, whatever its case or spacing', () => {
    const booked = new Set(['ann lee']);
    expect(rowStatus(main(' Ann  LEE '), booked, new Set())).toBe('booked');
    expect(rowStatus(family('Bo Chen'), booked, new Set())).toBe('open');
  });

  it('holds back a name cancelled on this page until it is booked again', () => {
    expect(rowStatus(main('Ann Lee'), new Set(), new Set(['ann lee']))).toBe('canceled');
    expect(rowStatus(main('Ann Lee'), new Set(['ann lee']), new Set(['ann lee']))).toBe('booked');
  });

  it('counts only new, selected, non-blank names, each once', () => {
    const entries = [
      main('Ann Lee'),
      family('Bo Chen'),
      family('Cy Diaz', false),
      family(' '),
      family('bo chen'),
    ];
    const statuses: RowStatus[] = ['booked', 'open', 'open', 'open', 'open'];
    expect(rowsToBook(entries, statuses)).toEqual([1]);
  });

  it('does not book a cancelled row', () => {
    expect(rowsToBook([main('Ann Lee'), family('Bo Chen')], ['canceled', 'open'])).toEqual([1]);
  });
});

describe('the problems shown under the name fields (docs/product/validation.md)', () => {
  it('names the field with an invalid or too long name, in the server words', () => {
    const entries = [main('R2-D2'), family('Bo Chen'), family('W'.repeat(51))];
    expect(rowProblems(entries, [0, 1, 2])).toEqual(
      new Map([
        [0, 'R2-D2 (Name contains invalid characters)'],
        [2, `${'W'.repeat(51)} (Name too long)`],
      ]),
    );
  });

  it('asks for the main user name even when only family names are filled', () => {
    expect(rowProblems([main(' '), family('Bo Chen')], [1])).toEqual(new Map([[0, MAIN_NAME_REQUIRED]]));
  });
});
