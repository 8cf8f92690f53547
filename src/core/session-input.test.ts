import { describe, expect, it } from 'vitest';
import {
  checkPreAddedNames,
  SESSION_FACTS,
  sessionFactsOf,
  sessionInputSchema,
  titleFollowsDate,
} from './session-input.ts';

const valid = {
  title: 'Tennis Fitness SATURDAY',
  date: '2026-12-05',
  time: '08:30',
  location: 'Court 3',
  capacity: 16,
};
const firstError = (input: object) => {
  const result = sessionInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('session form rules (docs/product/validation.md)', () => {
  it('accepts a complete session and trims the text fields', () => {
    const parsed = sessionInputSchema.parse({ ...valid, title: '  Tennis  ', location: ' Court 3 ' });
    expect(parsed).toMatchObject({ title: 'Tennis', location: 'Court 3' });
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['a zero-width space', '\u200b'],
    ['a right-to-left mark', '\u200f'],
    ['a byte-order mark and spaces', ' \ufeff '],
  ])('treats a title of %s as missing', (_label, title) => {
    expect(firstError({ ...valid, title })).toBe('Title is required');
    expect(firstError({ ...valid, location: title })).toBe('Location is required');
  });

  it.each([
    ['a line break', 'Morning\nSession'],
    ['a tab', 'Morning\tSession'],
    ['a NEL control character', 'Morning\u0085'],
    ['a line separator (U+2028)', 'Morning\u2028Session'],
    ['a paragraph separator (U+2029)', 'Morning\u2029Session'],
  ])('refuses %s inside a title or location', (_label, text) => {
    expect(firstError({ ...valid, title: text })).toBe('Title must be one line of plain text');
    expect(firstError({ ...valid, location: text })).toBe('Location must be one line of plain text');
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Court \u202e3 tnuoC'],
    ['a left-to-right embedding (U+202A)', 'Court \u202a3'],
    ['a first-strong isolate (U+2068)', 'Court \u20683\u2069'],
  ])('refuses %s inside a title or location', (_label, text) => {
    expect(firstError({ ...valid, title: text })).toBe(
      'Title must not contain text-direction control characters',
    );
    expect(firstError({ ...valid, location: text })).toBe(
      'Location must not contain text-direction control characters',
    );
  });

  it('keeps accents, emoji and right-to-left text that has letters', () => {
    for (const title of ['Zoë’s Cardio 🎾', 'تنس', 'Tennis \u200fFitness']) {
      expect(firstError({ ...valid, title })).toBeNull();
    }
  });

  it('limits title to 100 and location to 200 characters', () => {
    expect(firstError({ ...valid, title: 'T'.repeat(101) })).toBe('Title must be at most 100 characters');
    expect(firstError({ ...valid, location: 'L'.repeat(201) })).toBe(
      'Location must be at most 200 characters',
    );
    expect(firstError({ ...valid, title: 'T'.repeat(100), location: 'L'.repeat(200) })).toBeNull();
  });
});

describe('date and time (docs/product/validation.md)', () => {
  it('calls an empty date or time missing, not malformed', () => {
    expect(firstError({ ...valid, date: '' })).toBe('Date is required');
    expect(firstError({ ...valid, date: undefined })).toBe('Date is required');
    expect(firstError({ ...valid, time: '' })).toBe('Time is required');
  });

  it('still explains a malformed date or time', () => {
    expect(firstError({ ...valid, date: '2026-02-30' })).toBe('Date must be a valid date (YYYY-MM-DD)');
    expect(firstError({ ...valid, time: '6pm' })).toBe('Time must be a valid time (HH:MM)');
  });
});

describe('pre-added members (decision 0015)', () => {
  it('accepts different people, tidied, and ignores blank rows', () => {
    expect(checkPreAddedNames(['Ann Lee', '', '  ', '\u200b', ' Bo  Chen '])).toEqual({
      names: ['Ann Lee', 'Bo Chen'],
      problems: new Map(),
    });
  });

  it('refuses the same person twice, by name key (case, spacing, accents)', () => {
    expect(checkPreAddedNames(['Ann Lee', 'Bo', ' ann  LEE ', 'Zoe\u0308', 'Zoë']).problems).toEqual(
      new Map([
        [2, 'ann LEE is listed twice: each member can be pre-added once'],
        [4, 'Zoë is listed twice: each member can be pre-added once'],
      ]),
    );
  });

  it('explains an invalid name with the booking name rule', () => {
    expect(checkPreAddedNames(['R2-D2']).problems.get(0)).toMatch(
      /R2-D2 \(Name contains invalid characters\)/,
    );
  });
});

describe("a session's facts", () => {
  it("are the form's fields but the price, in the form's order", () => {
    expect(SESSION_FACTS).toEqual(['title', 'date', 'time', 'location', 'capacity']);
    expect(Object.keys(sessionInputSchema.shape)).toEqual([...SESSION_FACTS, 'price']);
  });

  it('are copied from a larger object without its other fields', () => {
    const row = { ...valid, price: 12.5, link: '12-05-abcdef', isPublished: true };
    const facts = sessionFactsOf(row);
    expect(facts).toEqual(valid);
    expect(Object.keys(facts)).toEqual([...SESSION_FACTS]);
  });
});

describe('a chosen date names the session (decision 0167)', () => {
  it("while the title is none, the product's or one a date suggested", () => {
    for (const title of ['', '  ', 'Tennis Fitness', 'Tennis Fitness TUESDAY', 'Tennis Fitness SUNDAY']) {
      expect(titleFollowsDate('Tennis Fitness', title), title).toBe(true);
    }
  });
  it('never over a title the admin wrote', () => {
    for (const title of [
      'Tuesday Squad',
      'Tennis Fitness Tuesday',
      'Tennis Fitness TUESDAY juniors',
      'Juniors',
    ]) {
      expect(titleFollowsDate('Tennis Fitness', title), title).toBe(false);
    }
  });
});
