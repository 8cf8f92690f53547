import { describe, expect, it } from 'vitest';
import { sessionInputSchema } from './session-input.ts';

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

describe('session form rules (spec §5)', () => {
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
  ])('refuses %s inside a title or location', (_label, text) => {
    expect(firstError({ ...valid, title: text })).toBe('Title must be one line of plain text');
    expect(firstError({ ...valid, location: text })).toBe('Location must be one line of plain text');
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
