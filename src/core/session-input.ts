// Session form rules (spec §5, §9): every field required, capacity 1–50 (default 16), real date and time.
import { z } from 'zod';
import { isValidDate, isValidTime } from './club-time.ts';

export const DEFAULT_CAPACITY = 16;
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 50;
export const MAX_TITLE_LENGTH = 100;
export const MAX_LOCATION_LENGTH = 200;

// Zero-width and direction marks alone look blank, so they do not fill a required field.
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}]/u;
const CONTROL = /\p{Cc}/u;

/** A required one-line text field: something visible, no control characters, at most `max` long. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((s) => VISIBLE.test(s), `${field} is required`)
    .refine((s) => !CONTROL.test(s), `${field} must be one line of plain text`);

export const sessionInputSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  date: z.string({ error: 'Date is required' }).refine(isValidDate, 'Date must be a valid date (YYYY-MM-DD)'),
  time: z.string({ error: 'Time is required' }).refine(isValidTime, 'Time must be a valid time (HH:MM)'),
  location: requiredText('Location', MAX_LOCATION_LENGTH),
  capacity: z
    .number({ error: 'Capacity must be a number from 1 to 50' })
    .int('Capacity must be a whole number')
    .min(MIN_CAPACITY, 'Capacity must be a number from 1 to 50')
    .max(MAX_CAPACITY, 'Capacity must be a number from 1 to 50'),
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** '{product} {WEEKDAY}': the title a chosen date suggests (spec §5). */
export function defaultTitleFor(product: string, weekday: string): string {
  return `${product} ${weekday.toUpperCase()}`;
}
