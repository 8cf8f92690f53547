// Booking rows as the rules make them: each name with its comparison key (core/names.ts), who booked
// it, whether it is paid, and when. The store only writes them.
import { nameKey } from '#core/names.ts';
import type { NewBooking } from '../store/bookings.ts';

export type BookedBy = { visitorId: string | null; isPaid: boolean; now: Date };

export function newBookings(names: readonly string[], by: BookedBy): NewBooking[] {
  return names.map((name) => ({ name, nameKey: nameKey(name), ...by }));
}

export const keyedName = (name: string) => ({ name, nameKey: nameKey(name) });
