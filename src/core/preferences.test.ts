import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, normalisePreferences, rememberableEntries } from './preferences.ts';
import type { PreferenceEntry } from './schemas.ts';

const entry = (name: string, selected: boolean, isMainUser: boolean): PreferenceEntry => ({
  name,
  selected,
  isMainUser,
});

describe('booking preferences (docs/product/data.md)', () => {
  it('defaults to one entry with an empty name, selected, main user', () => {
    expect(DEFAULT_PREFERENCES).toEqual([{ name: '', selected: true, isMainUser: true }]);
    expect(normalisePreferences([])).toEqual([{ name: '', selected: true, isMainUser: true }]);
  });

  it('hands out a fresh default each time, so changing one does not change the next', () => {
    const first = normalisePreferences([]);
    (first[0] as PreferenceEntry).name = 'Changed';
    expect(normalisePreferences([])).toEqual([{ name: '', selected: true, isMainUser: true }]);
    expect(DEFAULT_PREFERENCES[0]?.name).toBe('');
  });

  it('keeps only the first flagged main user and puts it first', () => {
    const result = normalisePreferences([
      entry('Kid', false, false),
      entry('Mum', true, true),
      entry('Dad', true, true),
    ]);
    expect(result).toEqual([entry('Mum', true, true), entry('Kid', false, false), entry('Dad', true, false)]);
  });

  it('leaves a list whose first entry is the only main user as it is', () => {
    const list = [entry('Mum', true, true), entry('Kid', false, false), entry('Dad', true, false)];
    expect(normalisePreferences(list)).toEqual(list);
  });

  it('demotes a second main user that comes after the first', () => {
    const result = normalisePreferences([entry('Mum', true, true), entry('Dad', true, true)]);
    expect(result).toEqual([entry('Mum', true, true), entry('Dad', true, false)]);
  });

  it('keeps the order of the other entries when the main user moves to the front', () => {
    const result = normalisePreferences([
      entry('A', true, false),
      entry('B', false, false),
      entry('Main', true, true),
      entry('C', true, false),
    ]);
    expect(result.map((e) => e.name)).toEqual(['Main', 'A', 'B', 'C']);
  });

  it('makes the first entry the main user when none is flagged', () => {
    const result = normalisePreferences([entry('Ann', true, false), entry('Bo', true, false)]);
    expect(result).toEqual([entry('Ann', true, true), entry('Bo', true, false)]);
  });

  it('always selects the main user (its name is required), but keeps family selections', () => {
    const result = normalisePreferences([entry('Ann', false, true), entry('Bo', false, false)]);
    expect(result).toEqual([entry('Ann', true, true), entry('Bo', false, false)]);
  });

  it('has exactly one main user and the same number of entries whatever it is given', () => {
    const inputs: PreferenceEntry[][] = [
      [entry('A', true, true), entry('B', true, true), entry('C', true, true)],
      [entry('A', false, false), entry('B', false, false)],
      [entry('A', true, false)],
    ];
    for (const input of inputs) {
      const result = normalisePreferences(input);
      expect(result).toHaveLength(input.length);
      expect(result.filter((e) => e.isMainUser)).toHaveLength(1);
      expect(result[0]?.isMainUser).toBe(true);
    }
  });

  it('does not change the entries it is given', () => {
    const input = [entry('Kid', false, false), entry('Mum', false, true)];
    const copy = structuredClone(input);
    normalisePreferences(input);
    expect(input).toEqual(copy);
  });

  it('keeps names exactly as stored (no trimming or validation here)', () => {
    expect(normalisePreferences([entry('  Ann ', true, true)])[0]?.name).toBe('  Ann ');
  });
});

describe('only bookable names are remembered (decision 0061)', () => {
  it('drops family names the rules refuse, blank rows and repeats; keeps the rest as spelled', () => {
    const result = rememberableEntries([
      entry('Mia Jones', true, true),
      entry('R2-D2 <script>', true, false),
      entry('L'.repeat(60), true, false),
      entry('  ', true, false),
      entry(' leo  JONES', false, false),
      entry('Leo Jones', true, false),
      entry('mia jones', true, false),
    ]);
    expect(result).toEqual([entry('Mia Jones', true, true), entry(' leo  JONES', false, false)]);
  });

  it('blanks a refused main name but keeps its row, main user first', () => {
    expect(rememberableEntries([entry('Kid', true, false), entry('<b>Mum</b>', true, true)])).toEqual([
      entry('', true, true),
      entry('Kid', true, false),
    ]);
  });
});
