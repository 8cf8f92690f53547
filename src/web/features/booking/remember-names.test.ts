import { describe, expect, it } from 'vitest';
import type { PreferenceEntry } from '#core/schemas.ts';
import { namesToRemember, withTypedNames } from './remember-names.ts';

const main = (name: string): PreferenceEntry => ({ name, selected: true, isMainUser: true });
const family = (name: string, selected = true): PreferenceEntry => ({ name, selected, isMainUser: false });

describe('only names that were booked are remembered (decision 0061)', () => {
  it('forgets a family name that was typed but never booked, keeps booked ones with their tick', () => {
    const form = [
      main('Mia Jones'),
      family('Leo Jones', false),
      family('R2-D2 <script>'),
      family('Never Booked'),
    ];
    const booked = new Set(['mia jones', 'leo jones']);
    expect(namesToRemember(form, booked, [main('Mia Jones')])).toEqual([
      main('Mia Jones'),
      family('Leo Jones', false),
    ]);
  });

  it('keeps the main name remembered before when the main field holds an unbooked change', () => {
    const before = [main('Mia Jones'), family('Leo Jones')];
    expect(
      namesToRemember([main('Typo Mia'), family('Leo Jones')], new Set(['mia jones', 'leo jones']), before),
    ).toEqual(before);
    expect(namesToRemember([main('')], new Set(), [main('')])).toEqual([main('')]);
  });

  it('drops a remembered family name the player removed from the form', () => {
    expect(namesToRemember([main('Mia')], new Set(['mia', 'leo']), [main('Mia'), family('Leo')])).toEqual([
      main('Mia'),
    ]);
  });
});

describe('remembered names arriving after the player typed (decision 0061)', () => {
  it('keeps a typed main name and adds the remembered family names after the typed rows', () => {
    const typed = [main('Sam Typed'), family('Kid Typed')];
    const remembered = [main('Mia Jones'), family('Leo Jones'), family('kid typed')];
    expect(withTypedNames(typed, remembered)).toEqual([
      main('Sam Typed'),
      family('Kid Typed'),
      family('Leo Jones'),
    ]);
  });

  it('fills a main name the player has not typed yet', () => {
    expect(withTypedNames([main(' '), family('Kid')], [main('Mia Jones')])).toEqual([
      main('Mia Jones'),
      family('Kid'),
    ]);
  });
});
