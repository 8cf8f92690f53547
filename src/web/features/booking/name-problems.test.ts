import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '#core/names.ts';
import type { PreferenceEntry } from '#core/schemas.ts';
import { MAIN_NAME_REQUIRED } from './name-entries.ts';
import { fieldProblem, rowProblems } from './name-problems.ts';

const main = (name: string): PreferenceEntry => ({ name, selected: true, isMainUser: true });
const family = (name: string, selected = true): PreferenceEntry => ({ name, selected, isMainUser: false });

describe('the problems shown under the name fields (docs/product/validation.md, decision 0062)', () => {
  it('says what to change without repeating the name the field already shows', () => {
    const long = 'W'.repeat(MAX_NAME_LENGTH + 10);
    const entries = [main('R2-D2 <script>'), family('Bo Chen'), family(long)];
    expect(rowProblems(entries, [0, 1, 2])).toEqual(
      new Map([
        [0, 'Not allowed in a name: 2 < >'],
        [2, `Too long: at most ${MAX_NAME_LENGTH} characters (this has ${MAX_NAME_LENGTH + 10}).`],
      ]),
    );
  });

  it('words the other problems too', () => {
    expect(fieldProblem('-')).toBe('A name needs at least one letter.');
    expect(fieldProblem(`a${'\u0301'.repeat(5)}`)).toBe('Too many accents on one letter.');
    expect(fieldProblem('Bo Chen')).toBeNull();
  });

  it('asks for the main user name even when only family names are filled', () => {
    expect(rowProblems([main(' '), family('Bo Chen')], [1])).toEqual(new Map([[0, MAIN_NAME_REQUIRED]]));
  });
});
