// Session form rules (spec §5, §9): every field required, capacity 1–50 (default 16), real date and time.
import { z } from 'zod';
import { isValidDate, isValidTime } from './club-time.ts';

export const DEFAULT_CAPACITY = 16;
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 50;
export const MAX_TITLE_LENGTH = 100;
export const MAX_LOCATION_LENGTH = 200;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const sessionInputSchema = z.object({
  title: required('Title', MAX_TITLE_LENGTH),
  date: z.string({ error: 'Date is required' }).refine(isValidDate, 'Date must be a valid date (YYYY-MM-DD)'),
  time: z.string({ error: 'Time is required' }).refine(isValidTime, 'Time must be a valid time (HH:MM)'),
  location: required('Location', MAX_LOCATION_LENGTH),
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
